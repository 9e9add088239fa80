// The catalogue copy kept in IndexedDB (docs/decisions/017-offline-data.md), read once per page, the answers it
// gives when the server cannot be reached (catalogue-answers.ts), and its sync after the first page has
// loaded: the small catalogue.version first, the whole copy only when it changed, then the pictures.
import type { OfflineCatalogue } from '../../server/features/catalogue/catalogue.shared';
import { answerFromCopy, type LocalCatalogue, localCatalogueOf } from './catalogue-answers';
import type { DataDb } from './data-db';
import { warmPictures } from './media-warm';

/** The two calls of the tRPC client the sync makes. */
type CatalogueClient = {
  catalogue: { version: { query(): Promise<{ version: OfflineCatalogue['version'] }> }; offlineCopy: { query(): Promise<OfflineCatalogue> } };
};

export function createCatalogueCopy(openDb: () => Promise<DataDb>) {
  let loaded: Promise<LocalCatalogue | null> | null = null;
  let syncing: Promise<void> | null = null;

  /** The copy in memory, read from IndexedDB once (null when there is none). */
  function local(): Promise<LocalCatalogue | null> {
    loaded ??= openDb()
      .then((db) => db.get('catalogue', 'copy'))
      .then((copy) => (copy ? localCatalogueOf(copy) : null))
      .catch(() => null);
    return loaded;
  }

  /** Keeps a new copy (the catalogue changed, or the first one arrived). */
  async function save(copy: OfflineCatalogue): Promise<void> {
    loaded = Promise.resolve(localCatalogueOf(copy));
    await (await openDb()).put('catalogue', copy, 'copy');
  }

  return {
    /** The answer the server would give to a catalogue query (catalogue-answers.ts); undefined without a copy. */
    async answer(path: string, input: unknown): Promise<unknown> {
      const copy = await local();
      return copy ? answerFromCopy(copy, path, input) : undefined;
    },
    /** Once per page; a failure (offline) is retried at the next page load. Never throws. */
    sync(client: CatalogueClient): Promise<void> {
      syncing ??= (async () => {
        const [kept, { version }] = await Promise.all([local(), client.catalogue.version.query()]);
        let copy = kept?.copy;
        if (copy?.version !== version) {
          copy = await client.catalogue.offlineCopy.query();
          await save(copy);
        }
        await warmPictures(copy);
      })().catch(() => undefined);
      return syncing;
    },
  };
}
