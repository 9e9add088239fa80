// docs/decisions/017-offline-data.md. The sync fetches the whole copy only when catalogue.version changed.
import type { OfflineCatalogue } from '../../server/features/catalogue/catalogue.shared';
import { answerFromCopy, type LocalCatalogue, localCatalogueOf } from './catalogue-answers';
import type { DataDb } from './data-db';
import { warmPictures } from './media-warm';

type CatalogueClient = {
  catalogue: { version: { query(): Promise<{ version: OfflineCatalogue['version'] }> }; offlineCopy: { query(): Promise<OfflineCatalogue> } };
};

export function createCatalogueCopy(openDb: () => Promise<DataDb>) {
  let loaded: Promise<LocalCatalogue | null> | null = null;
  let syncing: Promise<void> | null = null;

  function local(): Promise<LocalCatalogue | null> {
    loaded ??= openDb()
      .then((db) => db.get('catalogue', 'copy'))
      .then((copy) => (copy ? localCatalogueOf(copy) : null))
      .catch(() => null);
    return loaded;
  }

  async function save(copy: OfflineCatalogue): Promise<void> {
    loaded = Promise.resolve(localCatalogueOf(copy));
    await (await openDb()).put('catalogue', copy, 'copy');
  }

  return {
    async answer(path: string, input: unknown): Promise<unknown> {
      const copy = await local();
      return copy ? answerFromCopy(copy, path, input) : undefined;
    },
    /** Once per page; a failure is retried at the next page load. */
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
