// The catalogue changes only when seed/sync.ts syncs it, so each app node holds it in memory with its search
// index: one CatalogueStore per app (created where the app starts, held on AppDeps as `catalogue`), loaded
// before the app serves; every read after that is a map lookup (`catalogue.current`). The sync reloads the
// store it is given; other nodes notice the new catalogue version (catalogue_meta 'version') within
// CATALOGUE_REFRESH_SECONDS and reload theirs (CatalogueStore.watch).
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
import { type BodyPart, type CatalogueExercise, type Machine, repUnitOf } from './catalogue.contract';
import { SearchIndex } from './search-engine';

export type Catalogue = {
  /** Content hash of the seed data last synced into this database; null if it was never synced. */
  version: string | null;
  /** Active body parts, in display (= id) order. */
  bodyParts: BodyPart[];
  /** Active machines, in id order. */
  machines: Machine[];
  /** Active exercises, in id order. */
  exercises: CatalogueExercise[];
  /** Every exercise ever in the catalogue, retired ones included. */
  byId: Map<number, CatalogueExercise>;
  /** Every entry by its stable key, retired ones included. */
  byKey: { exercises: Map<string, CatalogueExercise>; bodyParts: Map<string, BodyPart>; machines: Map<string, Machine> };
  /** Search over the active exercises. */
  index: SearchIndex;
};

const mediaPath = {
  exercise: (key: string) => `/media/exercises/${key}.svg`,
  bodyPart: (key: string) => `/media/body-parts/${key}.svg`,
  machine: (key: string) => `/media/machines/${key}.svg`,
};

/** The catalogue of one database as this process holds it: loaded once, reloaded after a sync. */
export class CatalogueStore {
  #current: Catalogue | null = null;

  constructor(readonly db: Db) {}

  /** A store of `db` with its catalogue loaded. */
  static async open(db: Db): Promise<CatalogueStore> {
    const store = new CatalogueStore(db);
    await store.reload();
    return store;
  }

  /** The loaded catalogue (buildApp loads it before the app serves). */
  get current(): Catalogue {
    if (!this.#current) throw new Error('The catalogue is not loaded: await catalogue.reload() first');
    return this.#current;
  }

  /** Reads the catalogue from the database, replacing what was loaded (at start and after a sync). */
  async reload(): Promise<Catalogue> {
    this.#current = await readCatalogue(this.db);
    return this.#current;
  }

  /**
   * Reloads the catalogue when another node synced a new version. Checks every `intervalMs`; a failed
   * check (the database briefly away) is logged and retried at the next tick. Answers a stop function.
   */
  watch(intervalMs: number, onError: (error: unknown) => void): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      storedVersion(this.db)
        .then(async (version) => {
          if (version !== this.#current?.version) await this.reload();
        })
        .catch(onError)
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

/** The content version stored with the catalogue (null before the first sync). */
async function storedVersion(db: Db): Promise<string | null> {
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

async function readCatalogue(db: Db): Promise<Catalogue> {
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
      repUnit: repUnitOf(e.key),
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
    };
  });

  const active = <T extends { retired: boolean }>(rows: T[]) => rows.filter((r) => !r.retired);
  const exercises = active(allExercises);
  return {
    version,
    bodyParts: active(allBodyParts),
    machines: active(allMachines),
    exercises,
    byId: new Map(allExercises.map((w) => [w.id, w])),
    byKey: {
      exercises: new Map(allExercises.map((w) => [w.key, w])),
      bodyParts: new Map(allBodyParts.map((p) => [p.key, p])),
      machines: new Map(allMachines.map((m) => [m.key, m])),
    },
    index: new SearchIndex(exercises),
  };
}
