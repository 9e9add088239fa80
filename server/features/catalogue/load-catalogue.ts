import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  bodyParts as bodyPartsTable,
  catalogueMeta,
  exerciseAliases,
  exerciseBodyParts,
  exerciseMachines,
  exercises as exercisesTable,
  machineBodyParts,
  machines as machinesTable,
} from '../../../db/schema/index';
import { type BodyPart, type CatalogueExercise, type Machine, movementPicturesOf, repUnitOf } from './catalogue.shared';
import type { Movement } from './movements/model';
import { searchCatalogue } from './search/search-catalogue';
import type { SearchIndex } from './search/search-engine';

export type Catalogue = {
  version: string | null;
  bodyParts: BodyPart[];
  machines: Machine[];
  exercises: CatalogueExercise[];
  byId: Map<number, CatalogueExercise>;
  byKey: { exercises: Map<string, CatalogueExercise>; bodyParts: Map<string, BodyPart>; machines: Map<string, Machine> };
  index: SearchIndex;
  movements: Map<string, Movement>;
};

const mediaPath = {
  exercise: (key: string) => `/media/exercises/${key}.svg`,
  bodyPart: (key: string) => `/media/body-parts/${key}.svg`,
  machine: (key: string) => `/media/machines/${key}.svg`,
};

export async function storedVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: catalogueMeta.value }).from(catalogueMeta).where(eq(catalogueMeta.name, 'version'));
  return row?.value ?? null;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export async function readCatalogue(db: Db): Promise<Catalogue> {
  const [parts, machineRows, machinePartRows, exercisePartRows, exerciseMachineRows, aliasRows, exerciseRows, version] = await Promise.all([
    db.select().from(bodyPartsTable).orderBy(bodyPartsTable.id),
    db.select().from(machinesTable).orderBy(machinesTable.id),
    db.select().from(machineBodyParts),
    db.select().from(exerciseBodyParts).orderBy(exerciseBodyParts.position),
    db.select().from(exerciseMachines).orderBy(exerciseMachines.position),
    db.select().from(exerciseAliases),
    db.select().from(exercisesTable).orderBy(exercisesTable.id),
    storedVersion(db),
  ]);
  const partById = new Map(parts.map((p) => [p.id, p]));
  const machineById = new Map(machineRows.map((m) => [m.id, m]));
  const machineParts = groupBy(machinePartRows, (r) => r.machineId);
  const exerciseParts = groupBy(exercisePartRows, (r) => r.exerciseId);
  const exerciseMachinesOf = groupBy(exerciseMachineRows, (r) => r.exerciseId);
  const aliases = groupBy(aliasRows, (r) => r.exerciseId);

  const allBodyParts: BodyPart[] = parts.map((p) => ({
    bodyPartId: p.id,
    key: p.key,
    koreanName: p.koreanName,
    englishName: p.englishName,
    imgPath: mediaPath.bodyPart(p.key),
    retired: p.retiredAt !== null,
  }));
  const allMachines: Machine[] = machineRows.map((m) => ({
    machineId: m.id,
    key: m.key,
    koreanName: m.koreanName,
    englishName: m.englishName,
    imgPath: mediaPath.machine(m.key),
    bodyPartIds: (machineParts.get(m.id) ?? []).map((r) => r.bodyPartId).sort((a, b) => a - b),
    retired: m.retiredAt !== null,
  }));

  const allExercises: CatalogueExercise[] = exerciseRows.map((e) => {
    const linkedParts = (exerciseParts.get(e.id) ?? []).map((r) => ({ ...partById.get(r.bodyPartId)!, primary: r.primary }));
    const linkedMachines = (exerciseMachinesOf.get(e.id) ?? []).map((r) => machineById.get(r.machineId)!);
    return {
      id: e.id,
      key: e.key,
      koreanName: e.koreanName,
      englishName: e.englishName,
      imgPath: mediaPath.exercise(e.key),
      description: e.description,
      caution: e.caution,
      videoLink: e.videoLink,
      bodyPartIds: linkedParts.map((p) => p.id),
      bodyPartNames: linkedParts.map((p) => p.koreanName),
      repUnit: repUnitOf(e.key, e.loadModel),
      machineNames: linkedMachines.map((m) => m.koreanName),
      bodyParts: linkedParts.map((p) => ({ bodyPartId: p.id, key: p.key, koreanName: p.koreanName, primary: p.primary })),
      machines: linkedMachines.map((m) => ({ machineId: m.id, key: m.key, koreanName: m.koreanName })),
      level: e.level,
      compound: e.compound,
      pattern: e.pattern,
      loadModel: e.loadModel,
      ratios: e.ratios as CatalogueExercise['ratios'],
      aliases: (aliases.get(e.id) ?? []).map((a) => a.alias),
      popularity: e.popularity,
      createdAt: e.createdAt,
      retired: e.retiredAt !== null,
      howTo: e.howTo ?? null,
      movement: e.movement ? movementPicturesOf(e.key, e.movement.caption ?? null) : null,
    };
  });

  const active = <T extends { retired: boolean }>(rows: T[]) => rows.filter((r) => !r.retired);
  const { exercises, byId, index } = searchCatalogue(allExercises);
  return {
    version,
    bodyParts: active(allBodyParts),
    machines: active(allMachines),
    exercises,
    byId,
    byKey: {
      exercises: new Map(allExercises.map((w) => [w.key, w])),
      bodyParts: new Map(allBodyParts.map((p) => [p.key, p])),
      machines: new Map(allMachines.map((m) => [m.key, m])),
    },
    index,
    movements: new Map(exerciseRows.flatMap((e) => (e.movement ? [[e.key, e.movement] as const] : []))),
  };
}
