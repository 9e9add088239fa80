import { QueryClient } from '@tanstack/react-query';
import { readApiError } from './errors';

// docs/product.md §7: unused data kept 3 minutes, fresh for 1 minute, query errors go to the error screen.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 3 * 60_000,
      staleTime: 60_000,
      throwOnError: true,
      // A server answer (4xx) will not change on retry; a lost connection might.
      retry: (count, error) => !readApiError(error).responded && count < 1,
    },
  },
});
