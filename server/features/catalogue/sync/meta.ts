// The sync's own records in catalogue_meta: the catalogue version, and each table's highest id ever
// handed out (so a retired row's id is never reused).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { catalogueMeta } from '../../../../db/schema/index';

export const VERSION_KEY = 'version';
export const maxIdKey = (table: string) => `${table}.max_id`;

export async function getMeta(tx: DbOrTx, name: string): Promise<string | null> {
  const [row] = await tx.select().from(catalogueMeta).where(eq(catalogueMeta.name, name));
  return row?.value ?? null;
}

export async function setMeta(tx: DbOrTx, name: string, value: string): Promise<void> {
  await tx.insert(catalogueMeta).values({ name, value }).onConflictDoUpdate({ target: catalogueMeta.name, set: { value } });
}
