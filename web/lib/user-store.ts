import { useSyncExternalStore } from 'react';
import type { Me } from './api-types';

// Persisted as {state, version} under 'userStore', the shape the original client's persisted
// store used, so an existing session survives the switch to this client.
const KEY = 'userStore';

export type UserState = { user: Me | null; isLogin: boolean };

const loggedOut: UserState = { user: null, isLogin: false };
let state: UserState = read();
const listeners = new Set<() => void>();

function read(): UserState {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state?: Partial<UserState> } | null;
    const s = parsed?.state;
    return s ? { user: s.user ?? null, isLogin: s.isLogin === true } : loggedOut;
  } catch {
    return loggedOut;
  }
}

function set(next: UserState) {
  if (next.user === state.user && next.isLogin === state.isLogin) return;
  state = next;
  localStorage.setItem(KEY, JSON.stringify({ state, version: 0 }));
  for (const l of listeners) l();
}

export const userStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  saveUser: (user: Me) => set({ user, isLogin: true }),
  logout: () => set(loggedOut),
  /** docs/product.md §4: logged in iff an access token is stored. */
  checkLogin(hasAccessToken: boolean) {
    if (hasAccessToken) set({ ...state, isLogin: true });
    else set(loggedOut);
  },
};

export function useUserStore<T>(select: (s: UserState) => T): T {
  const snapshot = () => select(userStore.get());
  return useSyncExternalStore(userStore.subscribe, snapshot, snapshot);
}
