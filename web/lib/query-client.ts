import { onlineManager, QueryClient } from '@tanstack/react-query';
import { readApiError } from './errors';

// docs/product.md §7; docs/decisions/017-offline-data.md: 'offlineFirst' as the offline link answers, and a
// failed refresh keeps showing what is shown.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 3 * 60_000,
      staleTime: 60_000,
      networkMode: 'offlineFirst',
      throwOnError: (error, query) => query.state.data === undefined || readApiError(error).responded,
      // A server's answer will not change on retry.
      retry: (count, error) => !readApiError(error).responded && count < 1 && onlineManager.isOnline(),
    },
  },
});
