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

/** Opens the database at the first call and then answers the same one (a failed open is tried again at the next call). */
export function dataDbOpener(): () => Promise<DataDb> {
  let opening: Promise<DataDb> | null = null;
  return () => {
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
  };
}
