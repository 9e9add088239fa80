// The catalogue is seeded and then read-only, so it is loaded once per database into memory with its
// search index; every read after that is a map lookup.
import type { Db } from '../../../db/client';
import {
  bodyParts as bodyPartsTable,
  exerciseAliases,
  exerciseBodyParts,
  exerciseMachines,
  exercises as exercisesTable,
  machineBodyParts,
  machines as machinesTable,
} from '../../../db/schema/index';
import type { BodyPart, Machine, Workout } from './catalogue.contract';
import { repUnitOf } from './rep-unit';
import { SearchIndex } from './search-engine';

export type Catalogue = {
  bodyParts: BodyPart[];
  machines: Machine[];
  workouts: Workout[];
  byId: Map<number, Workout>;
  index: SearchIndex;
};

export const mediaPath = {
  workout: (key: string) => `/media/exercises/${key}.svg`,
  bodyPart: (key: string) => `/media/body-parts/${key}.svg`,
  machine: (key: string) => `/media/machines/${key}.svg`,
};

const cache = new WeakMap<Db, Catalogue>();

export function catalogueOf(db: Db): Catalogue {
  let catalogue = cache.get(db);
  if (!catalogue) {
    catalogue = loadCatalogue(db);
    cache.set(db, catalogue);
  }
  return catalogue;
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

function loadCatalogue(db: Db): Catalogue {
  const parts = db.select().from(bodyPartsTable).orderBy(bodyPartsTable.id).all();
  const partById = new Map(parts.map((p) => [p.id, p]));
  const machineRows = db.select().from(machinesTable).orderBy(machinesTable.id).all();
  const machineById = new Map(machineRows.map((m) => [m.id, m]));
  const machineParts = groupBy(db.select().from(machineBodyParts).all(), (r) => r.machineId);
  const workoutParts = groupBy(db.select().from(exerciseBodyParts).orderBy(exerciseBodyParts.position).all(), (r) => r.exerciseId);
  const workoutMachines = groupBy(db.select().from(exerciseMachines).orderBy(exerciseMachines.position).all(), (r) => r.exerciseId);
  const aliases = groupBy(db.select().from(exerciseAliases).all(), (r) => r.exerciseId);

  const bodyParts: BodyPart[] = parts.map((p) => ({
    bodyPartId: p.id,
    key: p.key,
    koreanName: p.koreanName,
    englishName: p.englishName,
    imgPath: mediaPath.bodyPart(p.key),
  }));
  const machines: Machine[] = machineRows.map((m) => ({
    machineId: m.id,
    key: m.key,
    koreanName: m.koreanName,
    englishName: m.englishName,
    imgPath: mediaPath.machine(m.key),
    bodyPartIds: (machineParts.get(m.id) ?? []).map((r) => r.bodyPartId).sort((a, b) => a - b),
  }));

  const workouts: Workout[] = db
    .select()
    .from(exercisesTable)
    .orderBy(exercisesTable.id)
    .all()
    .map((e) => {
      const linkedParts = (workoutParts.get(e.id) ?? []).map((r) => ({ ...partById.get(r.bodyPartId)!, primary: r.primary }));
      const linkedMachines = (workoutMachines.get(e.id) ?? []).map((r) => machineById.get(r.machineId)!);
      return {
        id: e.id,
        key: e.key,
        koreanName: e.koreanName,
        englishName: e.englishName,
        imgPath: mediaPath.workout(e.key),
        description: e.description,
        caution: e.caution,
        videoLink: e.videoLink,
        bodyPartKoreanName: linkedParts.map((p) => p.koreanName),
        repUnit: repUnitOf(e.key),
        machineKoreanName: linkedMachines.map((m) => m.koreanName),
        bodyParts: linkedParts.map((p) => ({ bodyPartId: p.id, key: p.key, koreanName: p.koreanName, primary: p.primary })),
        machines: linkedMachines.map((m) => ({ machineId: m.id, key: m.key, koreanName: m.koreanName })),
        level: e.level,
        compound: e.compound,
        pattern: e.pattern,
        loadModel: e.loadModel,
        ratios: e.ratios as Workout['ratios'],
        aliases: (aliases.get(e.id) ?? []).map((a) => a.alias),
        popularity: e.popularity,
        createdAt: e.createdAt,
      };
    });

  return {
    bodyParts,
    machines,
    workouts,
    byId: new Map(workouts.map((w) => [w.id, w])),
    index: new SearchIndex(workouts),
  };
}
