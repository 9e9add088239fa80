import type { ReactNode } from 'react';
import { readApiError } from './errors';

// Not in the first load: fetched with the first toast.
const loadNotifications = () => import('@mantine/notifications');

let wanted = false;
const listeners = new Set<() => void>();

export const toastContainer = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};

let shown: Promise<unknown> = Promise.resolve();

// docs/product.md §8: one toast at a time, the newest wins. Chained: a later import() can resolve first.
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
  // One that could not load holds up none after it.
  shown = showing.catch(() => undefined);
}

export const toast = {
  success: (message: string) => show(message, 'brand'),
  action: (message: ReactNode, autoClose: number) => show(message, 'brand', autoClose),
  error: (message: string) => show(message, 'red'),
  apiError: (error: unknown, fallback: string) => {
    const info = readApiError(error);
    show(info.responded && info.message ? info.message : fallback, 'red');
  },
};
