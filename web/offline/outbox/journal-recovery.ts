// Moving what the journal (journal.ts) still holds into IndexedDB: the entries of a tab closed between a tap
// and its commit (docs/decisions/018-outbox-and-conflicts.md). Apart from journal.ts, which the first load
// reads (web/lib/session.ts), so that IndexedDB's code stays out of it.
import { database, STORE, storing } from './entries-db';
import { journal } from './journal';

/**
 * Stores the journal's entries IndexedDB does not hold, in order, after those stored, and empties the
 * journal of them. False when there is no IndexedDB (the caller keeps them in memory).
 */
export async function storeJournal(): Promise<boolean> {
  if (!(await database())) return false;
  if (journal.read().length === 0) return true;
  await storing(async (db) => {
    const waiting = journal.read();
    const stored = new Set((await db.getAll(STORE)).map((e) => e.clientMutationId));
    for (const { seq: _, ...entry } of waiting) if (!stored.has(entry.clientMutationId)) await db.add(STORE, entry);
    journal.remove(waiting.map((e) => e.clientMutationId));
  });
  return true;
}
