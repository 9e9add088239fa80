import { onlineManager, QueryClient } from '@tanstack/react-query';
import { readApiError } from './errors';
import { PERSISTED_MAX_AGE_MS, PERSISTED_SCOPES } from './offline/persisted-queries';

// docs/product.md §7: unused data kept 3 minutes, fresh for 1 minute, query errors go to the error screen.
// Offline (docs/decisions/017-offline-data.md): a query is tried even without a connection ('offlineFirst':
// the catalogue answers from its local copy, web/lib/offline/offline-link.ts), a lost connection is not
// retried while the browser knows it is offline, and a failed refresh of data already shown keeps showing it
// (the error screen is for a page with nothing to show, or for a server's refusal).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 3 * 60_000,
      staleTime: 60_000,
      networkMode: 'offlineFirst',
      throwOnError: (error, query) => query.state.data === undefined || readApiError(error).responded,
      // A server answer (4xx) will not change on retry; a lost connection might, once it is back.
      retry: (count, error) => !readApiError(error).responded && count < 1 && onlineManager.isOnline(),
    },
  },
});

// The answers kept in IndexedDB for offline use stay in memory as long as they are kept there: with the
// 3 minutes above, an unused answer would leave the cache, and so the saved copy, before the member reaches
// the gym. Only how long unused data stays changes; when it is fetched again (staleTime) does not.
for (const queryKey of PERSISTED_SCOPES) queryClient.setQueryDefaults(queryKey, { gcTime: PERSISTED_MAX_AGE_MS });
