// What the offline code's unit tests (node) need of a browser page: localStorage (a Map; the real token and
// user stores read it) and IndexedDB (fake-indexeddb), a new one per test, shared by the tabs and page loads
// of that test. `refuse` makes a browser method throw what a full disk makes it throw.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Me } from '../lib/api-types';
import { tokenStore } from '../lib/token-store';
import { userStore } from '../lib/user-store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

globalThis.localStorage = memoryStorage();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  tokenStore.clear();
  userStore.logout();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** `object[method]` throws QuotaExceededError from now on (until the test ends). */
export function refuse<T extends object>(object: T, method: keyof T & string) {
  vi.spyOn(object, method as never).mockImplementation((() => {
    throw quotaExceeded();
  }) as never);
}

export function logIn(userId: number) {
  tokenStore.save({ accessToken: `access-${userId}`, refreshToken: `refresh-${userId}` });
  userStore.saveUser({ userId, userName: `회원${userId}`, loginEmail: `m${userId}@example.com`, sex: 0, birthDate: null } satisfies Me);
}
