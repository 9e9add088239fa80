// Syncs the body parts: names only, no links.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { bodyParts } from '../../../../db/schema/index';
import type { BodyPartSeed } from '../catalogue-data';
import { syncRows } from './rows';
import type { KindChanges } from './summary';

export async function syncBodyParts(tx: DbOrTx, seeds: BodyPartSeed[], today: string, changes: KindChanges): Promise<Map<string, number>> {
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
