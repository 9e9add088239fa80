// Brings the catalogue copy up to date after the first page has loaded (catalogue-copy.ts): loaded by the
// offline notice for a member, with the tRPC client.
import { trpcClient } from '../lib/trpc';
import { catalogueCopy } from './app-offline';

/** Once per page; a failure (offline) is retried at the next page load. Never throws. */
export const syncCatalogueCopy = (): Promise<void> =>
  catalogueCopy().then(
    (copy) => copy.sync(trpcClient),
    () => undefined,
  );
