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

export const STORE = 'entries';
const STORE_LOCK = 'ffm-outbox-store';
let dbPromise: Promise<IDBPDatabase<OutboxSchema> | null> | null = null;

/** The database, or null where IndexedDB cannot be opened (the entries then live in this tab only). */
export function database(): Promise<IDBPDatabase<OutboxSchema> | null> {
  dbPromise ??= openDB<OutboxSchema>(OUTBOX_DB, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    },
  }).catch(() => null);
  return dbPromise;
}

/**
 * Runs `store` with the database under the lock every tab takes to store entries, so a page moving the
 * journal into IndexedDB never runs between another tab's journal write and its IndexedDB write ending.
 * Without IndexedDB nothing runs (the entries live in memory and the journal).
 */
export async function storing(store: (db: IDBPDatabase<OutboxSchema>) => Promise<void>): Promise<void> {
  const db = await database();
  if (!db) return;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(STORE_LOCK, () => store(db));
  else await store(db);
}
