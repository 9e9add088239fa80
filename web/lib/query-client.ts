import { onlineManager, QueryClient } from '@tanstack/react-query';
import { readApiError } from './errors';

// docs/product.md §7: unused data kept 3 minutes, fresh for 1 minute, query errors go to the error screen.
// Offline (docs/decisions/017-offline-data.md): a query is tried even without a connection ('offlineFirst':
// the tRPC offline link answers from the catalogue copy and the kept answers), a lost connection is not
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
