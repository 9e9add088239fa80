// Keeps the database's catalogue in step with seed/catalogue (ADR 005), in one transaction under the 'catalogue' lock
// (several nodes may start at once). Rows match by key so ids never change; missing entries are retired, never deleted.
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
