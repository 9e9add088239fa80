// Keeps the database's catalogue in step with seed/catalogue (ADR 005). Runs at every start and with
// `npm run seed`, in one transaction that holds the 'catalogue' lock (several nodes may start at once):
//   - rows are matched by key, so an entry's id never changes; a new key gets max id + 1 (never an id
//     that was ever handed out, retired rows included); an empty database gets 1..n in file order, so
//     body-part ids are the legacy 1-based display positions;
//   - changed entries are updated (every catalogue column, body-part / machine links, aliases);
//   - entries missing from the seed are retired (retired_at set), never deleted: members' routines and
//     recommendation history keep pointing at them; a key that comes back is un-retired;
//   - a content hash of the seed data is stored, so an unchanged catalogue is one SELECT at start.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { bodyParts, catalogueMeta, exerciseAliases, exerciseBodyParts, exerciseMachines, exercises, machineBodyParts, machines } from '../db/schema/index';
import type { CatalogueStore } from '../server/features/catalogue/catalogue.store';
import { BODY_PARTS, EXERCISES, MACHINES } from './catalogue/index';
import type { BodyPartSeed, ExerciseSeed, MachineSeed } from './catalogue/types';

export type CatalogueData = { bodyParts: BodyPartSeed[]; machines: MachineSeed[]; exercises: ExerciseSeed[] };

export const CATALOGUE: CatalogueData = { bodyParts: BODY_PARTS, machines: MACHINES, exercises: EXERCISES };

/** Bump when the sync itself starts writing something new, so every database is compared once more. */
const SYNC_FORMAT = 1;

type CatalogueKind = 'bodyPart' | 'machine' | 'exercise';
type KindChanges = { added: string[]; updated: string[]; retired: string[]; restored: string[] };
export type CatalogueSyncSummary = {
  /** sha256 (hex) of the seed data now in the database. */
  version: string;
  /** The version stored before this run; null for a database never synced (empty, or seeded positionally). */
  previousVersion: string | null;
  /** The stored version matched: nothing was compared or written. */
  upToDate: boolean;
  /** The database had no catalogue at all before this run. */
  seeded: boolean;
  bodyParts: KindChanges;
  machines: KindChanges;
  exercises: KindChanges;
};

export class CatalogueDataError extends Error {}

const VERSION_KEY = 'version';
const maxIdKey = (table: string) => `${table}.max_id`;

/** Content hash of the seed data (with the sync format), stable across runs. Computed each time (~2 ms). */
export function catalogueVersion(data: CatalogueData): string {
  return createHash('sha256')
    .update(canonicalJson({ format: SYNC_FORMAT, data }))
    .digest('hex');
}

/** JSON with object keys sorted, so equal content always gives equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Refuses seed data the database could not hold consistently, before anything is written. */
export function validateCatalogue(data: CatalogueData): void {
  const fail = (message: string): never => {
    throw new CatalogueDataError(`Catalogue: ${message}`);
  };
  const uniqueKeys = (what: string, entries: { key: string; koreanName: string }[]) => {
    const keys = new Set<string>();
    const names = new Set<string>();
    for (const e of entries) {
      if (typeof e.key !== 'string' || !/^[a-z][a-z0-9_]{0,79}$/.test(e.key)) fail(`bad ${what} key '${String(e.key)}'`);
      if (keys.has(e.key)) fail(`duplicate ${what} key '${e.key}'`);
      if (typeof e.koreanName !== 'string' || e.koreanName.trim() === '') fail(`${what} '${e.key}' has no Korean name`);
      if (names.has(e.koreanName)) fail(`duplicate ${what} Korean name '${e.koreanName}'`);
      keys.add(e.key);
      names.add(e.koreanName);
    }
    return keys;
  };
  const partKeys = uniqueKeys('body part', data.bodyParts);
  const machineKeys = uniqueKeys('machine', data.machines);
  uniqueKeys('exercise', data.exercises);
  for (const m of data.machines) {
    for (const p of m.bodyParts) if (!partKeys.has(p)) fail(`machine '${m.key}' names unknown body part '${p}'`);
  }
  for (const e of data.exercises) {
    if (e.bodyParts.length === 0) fail(`exercise '${e.key}' has no body part`);
    if (new Set(e.bodyParts).size !== e.bodyParts.length) fail(`exercise '${e.key}' lists a body part twice`);
    for (const p of e.bodyParts) if (!partKeys.has(p)) fail(`exercise '${e.key}' names unknown body part '${p}'`);
    if (new Set(e.machines).size !== e.machines.length) fail(`exercise '${e.key}' lists a machine twice`);
    for (const m of e.machines) if (!machineKeys.has(m)) fail(`exercise '${e.key}' names unknown machine '${m}'`);
    if (!Number.isInteger(e.primaryCount) || e.primaryCount < 1 || e.primaryCount > e.bodyParts.length) {
      fail(`exercise '${e.key}' has a bad primaryCount`);
    }
  }
}

const emptyChanges = (): KindChanges => ({ added: [], updated: [], retired: [], restored: [] });

/** Number of entries this run added, updated, retired or restored. */
export function changeCount(s: CatalogueSyncSummary): number {
  return [s.bodyParts, s.machines, s.exercises].reduce((n, k) => n + k.added.length + k.updated.length + k.retired.length + k.restored.length, 0);
}

/**
 * Brings the database's catalogue to `data`. An unchanged catalogue (same stored version) is a no-op
 * unless `force`. Afterwards `opts.catalogue`, the store of an app serving `db` in this process, is
 * reloaded; other nodes see the new version and reload theirs (CatalogueStore.watch).
 */
export async function syncCatalogue(
  db: Db,
  data: CatalogueData = CATALOGUE,
  opts: { today?: string; force?: boolean; catalogue?: CatalogueStore } = {},
): Promise<CatalogueSyncSummary> {
  const version = catalogueVersion(data);
  const before = await getMeta(db, VERSION_KEY);
  const base = { version, previousVersion: before, seeded: false, bodyParts: emptyChanges(), machines: emptyChanges(), exercises: emptyChanges() };
  if (!opts.force && before === version) return { ...base, upToDate: true };
  validateCatalogue(data);
  const today = opts.today ?? new Date().toISOString().slice(0, 10);

  const summary = await db.transaction(
    async (tx): Promise<CatalogueSyncSummary> => {
      // Another process may have synced between the read above and this lock.
      const previousVersion = await getMeta(tx, VERSION_KEY);
      if (!opts.force && previousVersion === version) return { ...base, previousVersion, upToDate: true };
      const [count] = await tx.select({ n: sql<number>`count(*)` }).from(exercises);
      const out: CatalogueSyncSummary = { ...base, previousVersion, upToDate: false, seeded: Number(count!.n) === 0 };
      const partId = await syncBodyParts(tx, data.bodyParts, today, out.bodyParts);
      const machineId = await syncMachines(tx, data.machines, partId, today, out.machines);
      await syncExercises(tx, data.exercises, partId, machineId, today, out.exercises);
      await setMeta(tx, VERSION_KEY, version);
      return out;
    },
    { lockNames: ['catalogue'] },
  );
  if (!summary.upToDate) await opts.catalogue?.reload();
  return summary;
}

async function getMeta(tx: DbOrTx, name: string): Promise<string | null> {
  const [row] = await tx.select().from(catalogueMeta).where(eq(catalogueMeta.name, name));
  return row?.value ?? null;
}

async function setMeta(tx: DbOrTx, name: string, value: string): Promise<void> {
  await tx.insert(catalogueMeta).values({ name, value }).onConflictDoUpdate({ target: catalogueMeta.name, set: { value } });
}

type ExistingRow = { id: number; key: string; koreanName: string; retiredAt: string | null };

/**
 * The part every kind shares: which seed entries are new, changed, retired or back. `changed` says whether
 * an existing row (or its links) differs from its seed entry; `write` stores the entry's columns and links.
 * Order matters for the unique Korean names of active rows: removed entries are retired first, renamed
 * rows are parked under a placeholder name, then rows are written and new ones inserted.
 */
async function syncRows<S extends { key: string; koreanName: string }>(args: {
  tx: DbOrTx;
  table: string;
  seeds: S[];
  existing: ExistingRow[];
  changed: (row: ExistingRow, seed: S) => boolean;
  setRetired: (ids: number[], retiredAt: string | null) => Promise<unknown>;
  parkName: (id: number, placeholder: string) => Promise<unknown>;
  write: (id: number, seed: S, isNew: boolean) => Promise<void>;
  today: string;
  changes: KindChanges;
}): Promise<Map<string, number>> {
  const { tx, table, seeds, existing, changes } = args;
  const byKey = new Map(existing.map((r) => [r.key, r]));
  const wanted = new Set(seeds.map((s) => s.key));

  const toRetire = existing.filter((r) => r.retiredAt === null && !wanted.has(r.key));
  if (toRetire.length)
    await args.setRetired(
      toRetire.map((r) => r.id),
      args.today,
    );
  changes.retired.push(...toRetire.map((r) => r.key));

  const toUpdate = seeds.flatMap((s) => {
    const row = byKey.get(s.key);
    return row && args.changed(row, s) ? [{ row, seed: s }] : [];
  });
  for (const { row, seed } of toUpdate) if (row.koreanName !== seed.koreanName) await args.parkName(row.id, `\u0001${table}:${row.key}`);
  for (const { row, seed } of toUpdate) await args.write(row.id, seed, false);
  changes.updated.push(...toUpdate.map((u) => u.row.key));

  const toRestore = seeds.flatMap((s) => {
    const row = byKey.get(s.key);
    return row && row.retiredAt !== null ? [row] : [];
  });
  if (toRestore.length)
    await args.setRetired(
      toRestore.map((r) => r.id),
      null,
    );
  changes.restored.push(...toRestore.map((r) => r.key));

  const ids = new Map(existing.map((r) => [r.key, r.id]));
  const storedMax = await getMeta(tx, maxIdKey(table));
  const highest = Math.max(0, ...existing.map((r) => r.id), Number(storedMax ?? 0));
  let next = highest + 1;
  for (const s of seeds) {
    if (byKey.has(s.key)) continue;
    const id = next++;
    await args.write(id, s, true);
    ids.set(s.key, id);
    changes.added.push(s.key);
  }
  if (next - 1 > highest || storedMax === null) await setMeta(tx, maxIdKey(table), String(next - 1));
  return ids;
}

const sameList = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const idOf = (ids: Map<string, number>, key: string) => ids.get(key)!; // validateCatalogue checked every key

async function syncBodyParts(tx: DbOrTx, seeds: BodyPartSeed[], today: string, changes: KindChanges): Promise<Map<string, number>> {
  const existing = await tx.select().from(bodyParts);
  const rowByKey = new Map(existing.map((r) => [r.key, r]));
  return syncRows({
    tx,
    table: 'body_parts',
    seeds,
    existing,
    today,
    changes,
    changed: (row, s) => {
      const r = rowByKey.get(row.key)!;
      return r.koreanName !== s.koreanName || r.englishName !== s.englishName;
    },
    setRetired: async (ids, retiredAt) => tx.update(bodyParts).set({ retiredAt }).where(inArray(bodyParts.id, ids)),
    parkName: async (id, koreanName) => tx.update(bodyParts).set({ koreanName }).where(eq(bodyParts.id, id)),
    write: async (id, s, isNew) => {
      const values = { koreanName: s.koreanName, englishName: s.englishName };
      if (isNew) await tx.insert(bodyParts).values({ id, key: s.key, ...values });
      else await tx.update(bodyParts).set(values).where(eq(bodyParts.id, id));
    },
  });
}

async function syncMachines(tx: DbOrTx, seeds: MachineSeed[], partId: Map<string, number>, today: string, changes: KindChanges): Promise<Map<string, number>> {
  const existing = await tx.select().from(machines);
  const rowByKey = new Map(existing.map((r) => [r.key, r]));
  const links = new Map<number, number[]>();
  for (const l of await tx.select().from(machineBodyParts)) links.set(l.machineId, [...(links.get(l.machineId) ?? []), l.bodyPartId]);
  const wantedParts = (s: MachineSeed) => [...new Set(s.bodyParts.map((p) => idOf(partId, p)))].sort((a, b) => a - b);
  const partsDiffer = (id: number, s: MachineSeed) =>
    !sameList(
      [...(links.get(id) ?? [])].sort((a, b) => a - b),
      wantedParts(s),
    );
  return syncRows({
    tx,
    table: 'machines',
    seeds,
    existing,
    today,
    changes,
    changed: (row, s) => {
      const r = rowByKey.get(row.key)!;
      return r.koreanName !== s.koreanName || r.englishName !== s.englishName || partsDiffer(r.id, s);
    },
    setRetired: async (ids, retiredAt) => tx.update(machines).set({ retiredAt }).where(inArray(machines.id, ids)),
    parkName: async (id, koreanName) => tx.update(machines).set({ koreanName }).where(eq(machines.id, id)),
    write: async (id, s, isNew) => {
      const values = { koreanName: s.koreanName, englishName: s.englishName };
      if (isNew) await tx.insert(machines).values({ id, key: s.key, ...values });
      else await tx.update(machines).set(values).where(eq(machines.id, id));
      // Links are rewritten only when they differ, so unchanged rows stay exactly as they were.
      if (isNew || partsDiffer(id, s)) {
        await tx.delete(machineBodyParts).where(eq(machineBodyParts.machineId, id));
        const parts = wantedParts(s);
        if (parts.length) await tx.insert(machineBodyParts).values(parts.map((bodyPartId) => ({ machineId: id, bodyPartId })));
      }
    },
  });
}

/** The exercise columns that come from the seed (id, key, created_at and retired_at do not). */
function exerciseValues(e: ExerciseSeed) {
  return {
    koreanName: e.koreanName,
    englishName: e.englishName,
    description: e.description,
    caution: e.caution,
    level: e.level,
    compound: e.compound,
    pattern: e.pattern,
    loadModel: e.load,
    ratios: e.ratios,
    popularity: e.popularity,
    videoLink: e.videoLink,
  };
}

async function syncExercises(
  tx: DbOrTx,
  seeds: ExerciseSeed[],
  partId: Map<string, number>,
  machineId: Map<string, number>,
  today: string,
  changes: KindChanges,
): Promise<void> {
  const existing = await tx.select().from(exercises);
  const rowById = new Map(existing.map((r) => [r.id, r]));
  const group = <T extends { exerciseId: number }>(rows: T[]) => {
    const out = new Map<number, T[]>();
    for (const r of rows) out.set(r.exerciseId, [...(out.get(r.exerciseId) ?? []), r]);
    return out;
  };
  const partLinks = group(await tx.select().from(exerciseBodyParts).orderBy(exerciseBodyParts.position));
  const machineLinks = group(await tx.select().from(exerciseMachines).orderBy(exerciseMachines.position));
  const aliasRows = group(await tx.select().from(exerciseAliases));

  const wantedParts = (e: ExerciseSeed) => e.bodyParts.map((p, pos) => `${idOf(partId, p)}:${pos + 1}:${pos < e.primaryCount}`);
  const wantedMachines = (e: ExerciseSeed) => e.machines.map((m, pos) => `${idOf(machineId, m)}:${pos + 1}`);
  const wantedAliases = (e: ExerciseSeed) => [...new Set(e.aliases)].sort();
  const partsDiffer = (id: number, e: ExerciseSeed) =>
    !sameList(
      (partLinks.get(id) ?? []).map((l) => `${l.bodyPartId}:${l.position}:${l.primary}`),
      wantedParts(e),
    );
  const machinesDiffer = (id: number, e: ExerciseSeed) =>
    !sameList(
      (machineLinks.get(id) ?? []).map((l) => `${l.machineId}:${l.position}`),
      wantedMachines(e),
    );
  const aliasesDiffer = (id: number, e: ExerciseSeed) => !sameList((aliasRows.get(id) ?? []).map((a) => a.alias).sort(), wantedAliases(e));
  const columnsDiffer = (id: number, e: ExerciseSeed) => {
    const r = rowById.get(id)!;
    const want = exerciseValues(e);
    return (Object.keys(want) as (keyof typeof want)[]).some((k) =>
      k === 'ratios' ? canonicalJson(r.ratios ?? null) !== canonicalJson(want.ratios ?? null) : r[k] !== want[k],
    );
  };

  await syncRows({
    tx,
    table: 'exercises',
    seeds,
    existing,
    today,
    changes,
    changed: (row, e) => columnsDiffer(row.id, e) || partsDiffer(row.id, e) || machinesDiffer(row.id, e) || aliasesDiffer(row.id, e),
    setRetired: async (ids, retiredAt) => tx.update(exercises).set({ retiredAt }).where(inArray(exercises.id, ids)),
    parkName: async (id, koreanName) => tx.update(exercises).set({ koreanName }).where(eq(exercises.id, id)),
    // Only what differs is rewritten, so unchanged rows and links stay exactly as they were.
    write: async (id, e, isNew) => {
      if (isNew) await tx.insert(exercises).values({ id, key: e.key, ...exerciseValues(e), createdAt: today });
      else if (columnsDiffer(id, e)) await tx.update(exercises).set(exerciseValues(e)).where(eq(exercises.id, id));
      if (isNew || partsDiffer(id, e)) {
        await tx.delete(exerciseBodyParts).where(eq(exerciseBodyParts.exerciseId, id));
        await tx
          .insert(exerciseBodyParts)
          .values(e.bodyParts.map((p, pos) => ({ exerciseId: id, bodyPartId: idOf(partId, p), position: pos + 1, primary: pos < e.primaryCount })));
      }
      if (isNew || machinesDiffer(id, e)) {
        await tx.delete(exerciseMachines).where(eq(exerciseMachines.exerciseId, id));
        if (e.machines.length) {
          await tx.insert(exerciseMachines).values(e.machines.map((m, pos) => ({ exerciseId: id, machineId: idOf(machineId, m), position: pos + 1 })));
        }
      }
      if (isNew || aliasesDiffer(id, e)) {
        await tx.delete(exerciseAliases).where(eq(exerciseAliases.exerciseId, id));
        const aliases = wantedAliases(e);
        if (aliases.length) await tx.insert(exerciseAliases).values(aliases.map((alias) => ({ exerciseId: id, alias })));
      }
    },
  });
}

const KIND_LABEL: Record<CatalogueKind, string> = { bodyPart: 'body part', machine: 'machine', exercise: 'exercise' };
const KEYS_SHOWN = 8;

/** One line for the start-up log and `npm run seed`, e.g. `catalogue: 1 added (exercise new_key), 1 retired (exercise old_key)`. */
export function formatSyncSummary(s: CatalogueSyncSummary): string {
  const short = (v: string | null) => (v ? v.slice(0, 12) : 'none');
  if (s.upToDate) return `catalogue: up to date (version ${short(s.version)})`;
  const kinds: [CatalogueKind, KindChanges][] = [
    ['bodyPart', s.bodyParts],
    ['machine', s.machines],
    ['exercise', s.exercises],
  ];
  if (s.seeded) {
    const n = (list: string[], one: string, many: string) => `${list.length} ${list.length === 1 ? one : many}`;
    return (
      `catalogue: seeded ${n(s.bodyParts.added, 'body part', 'body parts')}, ${n(s.machines.added, 'machine', 'machines')}, ` +
      `${n(s.exercises.added, 'exercise', 'exercises')} (version ${short(s.version)})`
    );
  }
  if (changeCount(s) === 0) return `catalogue: up to date, version ${short(s.version)} recorded (was ${short(s.previousVersion)})`;
  const parts = (['added', 'updated', 'retired', 'restored'] as const).flatMap((what) => {
    const keys = kinds.flatMap(([kind, c]) => c[what].map((key) => `${KIND_LABEL[kind]} ${key}`));
    if (keys.length === 0) return [];
    const shown = keys.slice(0, KEYS_SHOWN).join(', ') + (keys.length > KEYS_SHOWN ? `, … +${keys.length - KEYS_SHOWN} more` : '');
    return [`${keys.length} ${what} (${shown})`];
  });
  return `catalogue: ${parts.join(', ')}; version ${short(s.previousVersion)} → ${short(s.version)}`;
}
