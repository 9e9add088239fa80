// The catalogue copy kept in IndexedDB (docs/decisions/017-offline-data.md), read once per page, and the
// answers it gives when the server cannot be reached (catalogue-answers.ts).
import type { OfflineCatalogue } from '../../server/features/catalogue/catalogue.shared';
import { answerFromCopy, type LocalCatalogue, localCatalogueOf } from './catalogue-answers';
import { dataDb } from './data-db';

let loaded: Promise<LocalCatalogue | null> | null = null;

/** The copy in memory, read from IndexedDB once (null when there is none). */
export function localCatalogue(): Promise<LocalCatalogue | null> {
  loaded ??= dataDb()
    .then((db) => db.get('catalogue', 'copy'))
    .then((copy) => (copy ? localCatalogueOf(copy) : null))
    .catch(() => null);
  return loaded;
}

/** Keeps a new copy (the catalogue changed, or the first one arrived). */
export async function saveCatalogue(copy: OfflineCatalogue): Promise<void> {
  loaded = Promise.resolve(localCatalogueOf(copy));
  await (await dataDb()).put('catalogue', copy, 'copy');
}

/** The answer the server would give to a catalogue query (catalogue-answers.ts); undefined without a copy. */
export async function answerOffline(path: string, input: unknown): Promise<unknown> {
  const local = await localCatalogue();
  return local ? answerFromCopy(local, path, input) : undefined;
}
