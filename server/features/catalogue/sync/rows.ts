// The part of the sync every kind (body parts, machines, exercises) shares: which seed entries are new,
// changed, retired or back, and which ids they get.
import type { DbOrTx } from '../../../../db/client';
import { getMeta, maxIdKey, setMeta } from './meta';
import type { KindChanges } from './summary';

type ExistingRow = { id: number; key: string; koreanName: string; retiredAt: string | null };

/**
 * Syncs one kind. `changed` says whether an existing row (or its links) differs from its seed entry;
 * `write` stores the entry's columns and links. Order matters for the unique Korean names of active rows:
 * removed entries are retired first, renamed rows are parked under a placeholder name, then rows are
 * written and new ones inserted. Answers every seed key's id.
 */
export async function syncRows<S extends { key: string; koreanName: string }>(args: {
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

export const sameList = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
export const idOf = (ids: Map<string, number>, key: string) => ids.get(key)!; // validateCatalogue checked every key
