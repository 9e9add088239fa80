import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { catalogueCopy, connectivity, keptAnswers, serverClock } from '../offline/app-offline';
import { offlineLink } from '../offline/offline-link';
import type { AppRouter } from './api-types';
import { authLink } from './auth-link';
import { queryClient } from './query-client';
import { expireSession } from './session';
import { tokenStore } from './token-store';

const url = '/trpc';

const bearer = () => {
  const token = tokenStore.access();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

// The refresh call goes through its own client: it must not loop back through authLink,
// and it must not carry the expired access token.
const refreshClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url })] });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    authLink({
      refresh: async (refreshToken) => (await refreshClient.auth.refresh.mutate({ refreshToken })).accessToken,
      onExpired: expireSession,
    }),
    // Without a connection, catalogue reads answer from the local copy (docs/decisions/017-offline-data.md).
    offlineLink({
      kept: keptAnswers,
      connectivity,
      clock: serverClock,
      catalogue: (path, input) => catalogueCopy().then((copy) => copy.answer(path, input)),
    }),
    // Headers are read per request, so a retried call carries the refreshed token. Imports and exports are
    // never batched: the server refuses them inside a batch (a chunk is heavy).
    splitLink({
      condition: (op) => op.path.startsWith('training.transfer.'),
      true: httpLink({ url, headers: bearer }),
      false: httpBatchLink({ url, headers: bearer }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
