// The catalogue changes only when seed/sync.ts syncs it (at start), so it is loaded once per database
// into memory with its search index; every read after that is a map lookup. The sync drops the loaded
// copy (invalidateCatalogue) and the next read rebuilds it.
//
// Retired entries (ADR 005) are left out of every list and of the search index, so search, browsing and
// recommendation candidates see only the active catalogue; `byId` and `byKey` keep them (flagged
// `retired`), for routines, history and pictures that still point at them.
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
import { type BodyPart, type CatalogueWorkout, type Machine, repUnitOf } from './catalogue.contract';
import { SearchIndex } from './search-engine';

export type Catalogue = {
  /** Content hash of the seed data last synced into this database; null if it was never synced. */
  version: string | null;
  /** Active body parts, in display (= id) order. */
  bodyParts: BodyPart[];
  /** Active machines, in id order. */
  machines: Machine[];
  /** Active exercises, in id order. */
  workouts: CatalogueWorkout[];
  /** Every exercise ever in the catalogue, retired ones included. */
  byId: Map<number, CatalogueWorkout>;
  /** Every entry by its stable key, retired ones included. */
  byKey: { workouts: Map<string, CatalogueWorkout>; bodyParts: Map<string, BodyPart>; machines: Map<string, Machine> };
  /** Search over the active exercises. */
  index: SearchIndex;
};

const mediaPath = {
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

/** Drops the loaded catalogue of `db`; the next read loads it again (called after a sync). */
export function invalidateCatalogue(db: Db): void {
  cache.delete(db);
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

  const allWorkouts: CatalogueWorkout[] = db
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
        ratios: e.ratios as CatalogueWorkout['ratios'],
        aliases: (aliases.get(e.id) ?? []).map((a) => a.alias),
        popularity: e.popularity,
        createdAt: e.createdAt,
        retired: e.retiredAt !== null,
      };
    });

  const active = <T extends { retired: boolean }>(rows: T[]) => rows.filter((r) => !r.retired);
  const workouts = active(allWorkouts);
  return {
    version: db.select().from(catalogueMeta).where(eq(catalogueMeta.name, 'version')).get()?.value ?? null,
    bodyParts: active(allBodyParts),
    machines: active(allMachines),
    workouts,
    byId: new Map(allWorkouts.map((w) => [w.id, w])),
    byKey: {
      workouts: new Map(allWorkouts.map((w) => [w.key, w])),
      bodyParts: new Map(allBodyParts.map((p) => [p.key, p])),
      machines: new Map(allMachines.map((m) => [m.key, m])),
    },
    index: new SearchIndex(workouts),
  };
}
