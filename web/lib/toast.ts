import type { ReactNode } from 'react';
import { readApiError } from './errors';

// The toast machinery (@mantine/notifications: store, container, transitions) is not part of the first
// load: it is fetched with the first toast, and <LazyNotifications> mounts its container from then on.
const loadNotifications = () => import('@mantine/notifications');

let wanted = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether any toast has been raised yet. */
export const toastContainer = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};

/** The toasts raised so far, each shown after the one raised before it. */
let shown: Promise<unknown> = Promise.resolve();

// docs/product.md §8: one toast at a time. The newest message wins: the previous toast is dropped rather
// than queued, so a success message never waits behind a stale one. "Newest" is the order they were raised
// in: while the toast code is still loading, the import() of a later toast can resolve first, and the
// earlier one (a delete's '되돌리기') then replaced the server's refusal that came after it.
function show(message: ReactNode, color: string, autoClose?: number) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const loaded = loadNotifications();
  const showing = shown
    .then(() => loaded)
    .then(({ notifications }) => {
      notifications.clean();
      notifications.show({ message, color, ...(autoClose ? { autoClose } : {}) });
    });
  // A toast whose code could not load (no signal, no service worker yet) does not hold up the ones after it.
  shown = showing.catch(() => undefined);
}

export const toast = {
  success: (message: string) => show(message, 'brand'),
  /** A success with something to do in it (a '되돌리기' button), shown for `autoClose` ms. */
  action: (message: ReactNode, autoClose: number) => show(message, 'brand', autoClose),
  error: (message: string) => show(message, 'red'),
  /** The server's own (Korean) message when it answered; `fallback` when no answer came back. */
  apiError: (error: unknown, fallback: string) => {
    const info = readApiError(error);
    show(info.responded && info.message ? info.message : fallback, 'red');
  },
};
