// Brings the catalogue copy up to date after the first page has loaded (docs/decisions/017-offline-data.md):
// the small catalogue.version first, the whole copy only when it changed, then the pictures.
import { trpcClient } from '../lib/trpc';
import { answerOffline, localCatalogue, saveCatalogue } from './catalogue-copy';
import { warmPictures } from './media-warm';
import { provideOfflineAnswers } from './offline-link';

let syncing: Promise<void> | null = null;

/** Once per page; a failure (offline) is retried at the next page load. Never throws. */
export function syncCatalogueCopy(): Promise<void> {
  provideOfflineAnswers(answerOffline);
  syncing ??= (async () => {
    const [local, { version }] = await Promise.all([localCatalogue(), trpcClient.catalogue.version.query()]);
    let copy = local?.copy;
    if (copy?.version !== version) {
      copy = await trpcClient.catalogue.offlineCopy.query();
      await saveCatalogue(copy);
    }
    await warmPictures(copy);
  })().catch(() => undefined);
  return syncing;
}
