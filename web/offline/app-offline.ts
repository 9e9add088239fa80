// The offline parts every page shares, each created once here with what it depends on
// (docs/decisions/016-offline-app-shell.md, 017-offline-data.md): the service worker, the member's kept
// answers, the server's clock, connectivity and the catalogue copy. The outbox is created in outbox/app-outbox.ts, loaded with the first screen that writes.
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { tokenStore } from '../lib/token-store';
import { userStore } from '../lib/user-store';
import { createConnectivity } from './connectivity';
import { dataDbOpener } from './data-db';
import { createKeptAnswers } from './kept-answers';
import { createServerClock } from './server-clock';
import { createServiceWorkerUpdates } from './sw-registration';

const dataDb = dataDbOpener();

/** The service worker, registered by web/main.tsx, and the new version waiting for the member. */
export const serviceWorker = createServiceWorkerUpdates();

export const connectivity = createConnectivity(onlineManager);

// The build-time render of the home page (web/prerender.tsx) has no storage.
export const serverClock = createServerClock(typeof window === 'undefined' ? null : localStorage);

export const keptAnswers = createKeptAnswers({
  openDb: dataDb,
  queryClient,
  tokenStore,
  userStore,
  now: () => Date.now(),
  later: (task) => {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  },
});

/** Loads once, again after a failure. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * The catalogue copy. Its code (the search engine) loads at the first call: online, by the sync after the first
 * page (catalogue-sync.ts), so with no service worker a page that goes offline later need not load it then.
 */
export const catalogueCopy = loadOnce(() => import('./catalogue-copy').then((m) => m.createCatalogueCopy(dataDb)));
