import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';
import { ErrorRoute } from './ui/shell/error-route';

/** The browser's router (history from the address bar), or one on a given history (the build-time render). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorRoute,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
