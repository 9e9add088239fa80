// Syncs the machines and the body parts each one serves.
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { machineBodyParts, machines } from '../../../../db/schema/index';
import type { MachineSeed } from '../catalogue-data';
import { idOf, sameList, syncRows } from './rows';
import type { KindChanges } from './summary';

export async function syncMachines(
  tx: DbOrTx,
  seeds: MachineSeed[],
  partId: Map<string, number>,
  today: string,
  changes: KindChanges,
): Promise<Map<string, number>> {
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
