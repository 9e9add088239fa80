// docs/decisions/018-outbox-and-conflicts.md.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { OUTBOX_DB } from '../cache-names';

export type OutboxEntry = {
  /** Order across tabs; absent until stored. */
  seq?: number;
  clientMutationId: string;
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

/** Null without IndexedDB: the entries then live in this tab only. */
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

/** So moving the journal (journal-recovery.ts) never runs between another tab's journal and IndexedDB writes. */
export async function storing(db: OutboxDb, locks: LockManager | undefined, store: (db: OutboxDb) => Promise<void>): Promise<void> {
  if (locks) await locks.request(STORE_LOCK, () => store(db));
  else await store(db);
}
