// Registers the service worker (/sw.js, built from web/sw/sw.ts) and tells the page when a new version is
// waiting (docs/decisions/016-offline-app-shell.md). A new version never takes over by itself: it waits
// until the member taps '새로고침' (web/features/app-update/), so an open workout is never reloaded under them.

type Listener = () => void;

/** After a failed first install, the next try waits this long, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

/**
 * The page's first worker must end up controlling it:
 * - an active worker not controlling this page is asked to (CLAIM, web/sw/sw.ts): the first install claims the
 *   pages open when it activates, and a page whose navigation was under way then is not one of them;
 * - a first install that failed (a precache download dropped: one bar, a server restart) is tried again, on
 *   `online`, when the page comes back into view, or after a wait that doubles; else the member would have no
 *   offline support until some later visit.
 */
function firstInstall(registration: ServiceWorkerRegistration, retry: () => void): void {
  const claim = () => {
    if (!navigator.serviceWorker.controller && registration.active?.state === 'activated') registration.active.postMessage({ type: 'CLAIM' });
  };
  claim();
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') claim();
      if (worker.state === 'redundant' && !registration.active && !registration.waiting && !registration.installing) retry();
    });
  };
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/** The page's service worker: its registration and the new version waiting for the member. */
export function createServiceWorkerUpdates() {
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
  const appUpdate = {
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
  function register(ready: Promise<unknown>): void {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let watched: ServiceWorkerRegistration | null = null;
    let delay = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      if (timer !== undefined) return;
      const again = () => {
        clearTimeout(timer);
        timer = undefined;
        window.removeEventListener('online', again);
        document.removeEventListener('visibilitychange', visible);
        register();
      };
      const visible = () => document.visibilityState === 'visible' && again();
      timer = setTimeout(again, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
      window.addEventListener('online', again);
      document.addEventListener('visibilitychange', visible);
    };
    const register = () => {
      navigator.serviceWorker.register('/sw.js').then(
        (registration) => {
          firstInstall(registration, retry);
          // A first install that failed leaves no registration: the next try makes a new one.
          if (watched === registration) return;
          watched = registration;
          watch(registration);
        },
        () => {
          // No worker (a private window, storage off): the app still works online, as it did before.
        },
      );
    };
    const afterLoad = () => (document.readyState === 'complete' ? register() : window.addEventListener('load', register, { once: true }));
    ready.then(afterLoad, afterLoad);
  }

  return { appUpdate, register };
}
