// The catalogue's way into a database. The real work is server/features/catalogue/sync/sync.ts (match by key, update, retire, in
// one transaction); this module keeps the older entry points working.
import { count } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { exercises } from '../../../../db/schema/index';
import { CATALOGUE, type CatalogueData, syncCatalogue } from './sync';

export { CATALOGUE, type CatalogueData } from './sync';

/**
 * Loads the catalogue into an empty database (by the sync, so ids are 1..n in file order as before); a
 * database that already has exercises is left alone. Start-up and `npm run seed` use syncCatalogue.
 */
export async function seedCatalogueIfEmpty(
  db: Db,
  data: CatalogueData = CATALOGUE,
  createdAt = new Date().toISOString().slice(0, 10),
): Promise<{ seeded: boolean }> {
  const [present] = await db.select({ n: count() }).from(exercises);
  if (present && Number(present.n) > 0) return { seeded: false };
  await syncCatalogue(db, data, { today: createdAt });
  return { seeded: true };
}
