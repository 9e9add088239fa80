// Keeps the database's catalogue in step with seed/catalogue (ADR 005). Runs at every start and with
// `npm run seed`, in one transaction that holds the 'catalogue' lock (several nodes may start at once):
//   - rows are matched by key, so an entry's id never changes; a new key gets max id + 1 (never an id
//     that was ever handed out, retired rows included); an empty database gets 1..n in file order, so
//     body-part ids are the legacy 1-based display positions;
//   - changed entries are updated (every catalogue column, body-part / machine links, aliases);
//   - entries missing from the seed are retired (retired_at set), never deleted: members' routines and
//     recommendation history keep pointing at them; a key that comes back is un-retired;
//   - a content hash of the seed data is stored, so an unchanged catalogue is one SELECT at start.
// This file is the sync's entry point; its parts are in server/features/catalogue/sync/ (one file per kind, the shared row
// logic, the version hash, the checks and the summary).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { exercises } from '../../../../db/schema/index';
import { BODY_PARTS, EXERCISES, MACHINES } from '../../../../seed/catalogue/index';
import type { CatalogueStore } from '../catalogue.store';
import type { CatalogueData } from '../catalogue-data';
import { syncBodyParts } from './body-parts';
import { syncExercises } from './exercises';
import { syncMachines } from './machines';
import { getMeta, setMeta, VERSION_KEY } from './meta';
import { type CatalogueSyncSummary, emptyChanges } from './summary';
import { validateCatalogue } from './validate';
import { catalogueVersion } from './version';

export type { CatalogueData } from '../catalogue-data';
export { type CatalogueSyncSummary, changeCount, formatSyncSummary } from './summary';
export { CatalogueDataError, validateCatalogue } from './validate';
export { catalogueVersion } from './version';

export const CATALOGUE: CatalogueData = { bodyParts: BODY_PARTS, machines: MACHINES, exercises: EXERCISES };

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
