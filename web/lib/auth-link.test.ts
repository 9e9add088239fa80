// The web client's token link (docs/product.md §4) driven without a browser: a fake transport answers each
// call from a script, so concurrency and the retry-once rule can be checked exactly.
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { beforeEach, expect, test, vi } from 'vitest';
import type { AppRouter } from './api-types';
import { authLink } from './auth-link';

const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
} as Storage;

const failure = (appCode: string, httpStatus = 401) => TRPCClientError.from({ error: { message: appCode, code: -32001, data: { appCode, httpStatus } } });

/** Answers like the server: 401 ACCESS_TOKEN_EXPIRED unless the current token is 'fresh'. */
function fakeServer(overrides: { alwaysExpired?: boolean; failWith?: string } = {}) {
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push(op.path);
        const timer = setTimeout(() => {
          const token = localStorage.getItem('accessToken');
          if (overrides.failWith) return observer.error(failure(overrides.failWith));
          if (overrides.alwaysExpired || token !== 'fresh') return observer.error(failure('ACCESS_TOKEN_EXPIRED'));
          observer.next({ result: { type: 'data', data: { path: op.path } } });
          observer.complete();
        }, 5);
        return () => clearTimeout(timer);
      });
  return { link, calls };
}

function clientWith(server: ReturnType<typeof fakeServer>, refresh: (rt: string) => Promise<string>, onExpired = vi.fn()) {
  const client = createTRPCClient<AppRouter>({ links: [authLink({ refresh, onExpired }), server.link] });
  return { client, onExpired };
}

beforeEach(() => {
  store.clear();
  store.set('accessToken', 'stale');
  store.set('refreshToken', 'sid.secret');
  store.set('rememberMe', 'true');
});

test('concurrent expired calls share one refresh and are each retried once', async () => {
  const server = fakeServer();
  const refresh = vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 20));
    return 'fresh';
  });
  const { client, onExpired } = clientWith(server, refresh);

  const results = await Promise.all([client.user.me.query(), client.user.summary.query(), client.user.me.query()]);

  expect(results).toHaveLength(3);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(refresh).toHaveBeenCalledWith('sid.secret');
  expect(store.get('accessToken')).toBe('fresh');
  expect(server.calls).toHaveLength(6);
  expect(onExpired).not.toHaveBeenCalled();
});

test('a call that is still expired after the refresh fails without a second refresh', async () => {
  const server = fakeServer({ alwaysExpired: true });
  const refresh = vi.fn(async () => 'fresh');
  const { client } = clientWith(server, refresh);

  await expect(client.user.me.query()).rejects.toMatchObject({ data: { appCode: 'ACCESS_TOKEN_EXPIRED' } });
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(server.calls).toEqual(['user.me', 'user.me']);
});

test('a refused refresh ends the session', async () => {
  const server = fakeServer();
  const refresh = vi.fn(async () => {
    throw failure('REFRESH_TOKEN_EXPIRED');
  });
  const { client, onExpired } = clientWith(server, refresh);

  await expect(client.user.me.query()).rejects.toBeInstanceOf(TRPCClientError);
  expect(onExpired).toHaveBeenCalledTimes(1);
  expect(server.calls).toEqual(['user.me']);
});

test('an expired token with no refresh token stored ends the session without calling refresh', async () => {
  store.delete('refreshToken');
  const refresh = vi.fn(async () => 'fresh');
  const { client, onExpired } = clientWith(fakeServer(), refresh);

  await expect(client.user.me.query()).rejects.toBeInstanceOf(TRPCClientError);
  expect(refresh).not.toHaveBeenCalled();
  expect(onExpired).toHaveBeenCalledTimes(1);
});

test('a malformed token ends the session; other errors pass through untouched', async () => {
  const malformed = clientWith(fakeServer({ failWith: 'TOKEN_MALFORMED' }), vi.fn());
  await expect(malformed.client.user.me.query()).rejects.toMatchObject({ data: { appCode: 'TOKEN_MALFORMED' } });
  expect(malformed.onExpired).toHaveBeenCalledTimes(1);

  const refused = clientWith(fakeServer({ failWith: 'WRONG_PASSWORD' }), vi.fn());
  await expect(refused.client.user.me.query()).rejects.toMatchObject({ data: { appCode: 'WRONG_PASSWORD' } });
  expect(refused.onExpired).not.toHaveBeenCalled();
});

test('a refresh that cannot reach the server keeps the session for the next try', async () => {
  const refresh = vi.fn(async () => {
    throw new TRPCClientError('fetch failed');
  });
  const { client, onExpired } = clientWith(fakeServer(), refresh);

  await expect(client.user.me.query()).rejects.toMatchObject({ data: { appCode: 'ACCESS_TOKEN_EXPIRED' } });
  expect(onExpired).not.toHaveBeenCalled();
  expect(store.get('refreshToken')).toBe('sid.secret');
});
