// Where the outbox's entries are kept (docs/decisions/018-outbox-and-conflicts.md): IndexedDB (OUTBOX_DB),
// one store ordered by `seq`, and the lock every tab takes to store entries, so a page moving the journal
// into IndexedDB (journal-recovery.ts) never runs between another tab's journal write and its IndexedDB write.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { OUTBOX_DB } from '../cache-names';

export type OutboxEntry = {
  /** Order of the writes across tabs (IndexedDB's key generator); absent until the entry is stored. */
  seq?: number;
  clientMutationId: string;
  /** Which handler sends it ('routines.rename', 'training.session.updateSet', …). */
  kind: string;
  input: unknown;
  createdAt: number;
};

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

export const STORE = 'entries';
const STORE_LOCK = 'ffm-outbox-store';

/** Opens the database at the first call and then answers it, or null where IndexedDB cannot be opened (the entries then live in this tab only). */
export function outboxDbOpener(): () => Promise<OutboxDb | null> {
  let opening: Promise<OutboxDb | null> | null = null;
  return () => {
    opening ??= openDB<OutboxSchema>(OUTBOX_DB, 1, {
      upgrade(db) {
        db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      },
    }).catch(() => null);
    return opening;
  };
}

/**
 * Runs `store` under the lock every tab takes to store entries, so a page moving the journal into IndexedDB
 * never runs between another tab's journal write and its IndexedDB write ending.
 */
export async function storing(db: OutboxDb, locks: LockManager | undefined, store: (db: OutboxDb) => Promise<void>): Promise<void> {
  if (locks) await locks.request(STORE_LOCK, () => store(db));
  else await store(db);
}
