// The IndexedDB database of the data a member sees offline (DATA_DB, docs/decisions/017-offline-data.md):
// one store of saved query answers (one record: the member's) and one of the catalogue copy (one record).
import type { DehydratedState } from '@tanstack/react-query';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OfflineCatalogue } from '../../server/features/catalogue/catalogue.shared';
import { DATA_DB } from './cache-names';

/** The member's saved query answers: whose they are and when they were saved. */
type SavedQueries = { userId: number; savedAt: number; state: DehydratedState };

interface DataSchema extends DBSchema {
  queries: { key: 'member'; value: SavedQueries };
  catalogue: { key: 'copy'; value: OfflineCatalogue };
}

export type DataDb = IDBPDatabase<DataSchema>;

let opening: Promise<DataDb> | null = null;

/** The database, opened once per page (a failed open is retried at the next call). */
export function dataDb(): Promise<DataDb> {
  opening ??= openDB<DataSchema>(DATA_DB, 1, {
    upgrade(db) {
      db.createObjectStore('queries');
      db.createObjectStore('catalogue');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}
