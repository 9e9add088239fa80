import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from './api-types';
import { readApiError } from './errors';
import { tokenStore } from './token-store';

type Options = {
  /** Exchanges the refresh token for a new access token. */
  refresh: (refreshToken: string) => Promise<string>;
  /** Called when the session cannot be saved (refresh failed or a token is garbled). */
  onExpired: () => void;
};

/**
 * docs/product.md §4 token lifecycle: on ACCESS_TOKEN_EXPIRED refresh once (shared by concurrent calls) and
 * retry the original call once; an expired refresh token or a malformed token ends the session.
 */
export function authLink({ refresh, onExpired }: Options): TRPCLink<AppRouter> {
  let inFlight: Promise<string> | null = null;

  const refreshOnce = () => {
    inFlight ??= (async () => {
      const refreshToken = tokenStore.refresh();
      if (!refreshToken) throw new Error('no refresh token');
      const accessToken = await refresh(refreshToken);
      tokenStore.saveAccess(accessToken);
      return accessToken;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let disposed = false;
        const forward = (retried: boolean) =>
          next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              const { appCode } = readApiError(error);
              if (appCode === 'ACCESS_TOKEN_EXPIRED' && !retried && op.path !== 'auth.refresh') {
                refreshOnce().then(
                  () => {
                    if (!disposed) subscription = forward(true);
                  },
                  (refreshError: unknown) => {
                    // The server refusing the refresh token ends the session; a lost connection or a
                    // server fault does not, so the tokens stay for the next try.
                    const { responded, httpStatus = 500 } = readApiError(refreshError);
                    if (!tokenStore.refresh() || (responded && httpStatus < 500)) onExpired();
                    observer.error(error);
                  },
                );
                return;
              }
              if (appCode === 'TOKEN_MALFORMED' && tokenStore.access()) onExpired();
              observer.error(error);
            },
          });
        let subscription = forward(false);
        return () => {
          disposed = true;
          subscription.unsubscribe();
        };
      });
}
