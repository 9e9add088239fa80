// Registers the service worker (/sw.js, built from web/sw/sw.ts) and tells the page when a new version is
// waiting (docs/decisions/016-offline-app-shell.md). A new version never takes over by itself: it waits
// until the member taps '새로고침' (web/features/app-update/), so an open workout is never reloaded under them.

type Listener = () => void;

/** The new version waiting for the member, or 'taken' once another tab let it take over (this page runs the old code). */
let update: ServiceWorker | 'taken' | null = null;
let applying = false;
const listeners = new Set<Listener>();

const setUpdate = (next: ServiceWorker | 'taken') => {
  if (next === update) return;
  update = next;
  for (const listener of listeners) listener();
};

/** Whether a new version is there for the member to take (a store for useSyncExternalStore). */
export const appUpdate = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  available: (): boolean => update !== null,
  /** The member tapped '새로고침': the waiting version takes over, then this page reloads under it. */
  apply(): void {
    if (update === 'taken') {
      window.location.reload();
      return;
    }
    if (!update || applying) return;
    applying = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    update.postMessage({ type: 'SKIP_WAITING' });
  },
};

/** A worker installed while another one controls the page is an update; the first install is not. */
function watch(registration: ServiceWorkerRegistration): void {
  const note = () => {
    if (registration.waiting && navigator.serviceWorker.controller) setUpdate(registration.waiting);
  };
  note();
  // Another tab's member took the new version: this page keeps running (a workout is never reloaded under the
  // member) and offers the reload itself.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!applying && update !== null) setUpdate('taken');
  });
  // A phone page stays open for a whole workout: look for a new version each time it comes back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') note();
    });
  });
}

/**
 * Registers /sw.js once `ready` settles (the first route has its code and data) and the page has loaded, so
 * the worker's downloads never compete with the first paint. Nothing in development or without support.
 */
export function registerServiceWorker(ready: Promise<unknown>): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(watch, () => {
      // No worker (a private window, storage off): the app still works online, as it did before.
    });
  };
  const afterLoad = () => (document.readyState === 'complete' ? register() : window.addEventListener('load', register, { once: true }));
  ready.then(afterLoad, afterLoad);
}
