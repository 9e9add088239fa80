// The catalogue changes only when seed/sync.ts syncs it, so each app node loads it once per database
// into memory with its search index (loadCatalogue, awaited before the app serves); every read after that
// is a map lookup. The sync reloads it in its own process; other nodes notice the new catalogue version
// (catalogue_meta 'version') within CATALOGUE_REFRESH_SECONDS and reload theirs (watchCatalogue).
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

/** The catalogue loaded for `db` (loadCatalogue must have run: buildApp awaits it before serving). */
export function catalogueOf(db: Db): Catalogue {
  const catalogue = cache.get(db);
  if (!catalogue) throw new Error('The catalogue of this database is not loaded: await loadCatalogue(db) first');
  return catalogue;
}

/** Reads the catalogue of `db` into memory, replacing what was loaded (at start and after a sync). */
export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const catalogue = await readCatalogue(db);
  cache.set(db, catalogue);
  return catalogue;
}

/** The content version stored with the catalogue (null before the first sync). */
async function storedVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: catalogueMeta.value }).from(catalogueMeta).where(eq(catalogueMeta.name, 'version'));
  return row?.value ?? null;
}

/**
 * Reloads the catalogue when another node synced a new version. Checks every `intervalMs`; a failed
 * check (the database briefly away) is logged and retried at the next tick. Answers a stop function.
 */
export function watchCatalogue(db: Db, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    storedVersion(db)
      .then(async (version) => {
        if (version !== cache.get(db)?.version) await loadCatalogue(db);
      })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
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

async function readCatalogue(db: Db): Promise<Catalogue> {
  const [parts, machineRows, machinePartRows, workoutPartRows, workoutMachineRows, aliasRows, exerciseRows, version] = await Promise.all([
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
  const workoutParts = groupBy(workoutPartRows, (r) => r.exerciseId);
  const workoutMachines = groupBy(workoutMachineRows, (r) => r.exerciseId);
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

  const allWorkouts: CatalogueWorkout[] = exerciseRows.map((e) => {
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
    version,
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
