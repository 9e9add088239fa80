// docs/decisions/016-offline-app-shell.md. The outbox is in outbox/app-outbox.ts, loaded with the first screen that writes.
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

/** Again after a failure. */
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

/** Loaded online by catalogue-sync.ts, so a page that goes offline later need not load it then. */
export const catalogueCopy = loadOnce(() => import('./catalogue-copy').then((m) => m.createCatalogueCopy(dataDb)));
