// Moving what the journal (journal.ts) still holds into IndexedDB: the entries of a tab closed between a tap
// and its commit (docs/decisions/018-outbox-and-conflicts.md).
import { type OutboxDb, STORE, storing } from './entries-db';
import type { Journal } from './journal';

/** Stores the journal's entries IndexedDB does not hold, in order, after those stored, and empties the journal of them. */
export async function storeJournal(db: OutboxDb, journal: Journal, locks: LockManager | undefined): Promise<void> {
  if (journal.read().length === 0) return;
  await storing(db, locks, async (open) => {
    const waiting = journal.read();
    const stored = new Set((await open.getAll(STORE)).map((e) => e.clientMutationId));
    for (const { seq: _, ...entry } of waiting) if (!stored.has(entry.clientMutationId)) await open.add(STORE, entry);
    journal.remove(waiting.map((e) => e.clientMutationId));
  });
}
