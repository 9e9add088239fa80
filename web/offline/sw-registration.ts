// A new version waits for '새로고침': an open workout is never reloaded (docs/decisions/016-offline-app-shell.md).

type Listener = () => void;

const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

/** The first install misses a page mid-navigation, and a failed one leaves no offline support: both retried here. */
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

export function createServiceWorkerUpdates() {
  /** 'taken': another tab let it take over, and this page runs the old code. */
  let update: ServiceWorker | 'taken' | null = null;
  let applying = false;
  const listeners = new Set<Listener>();

  const setUpdate = (next: ServiceWorker | 'taken') => {
    if (next === update) return;
    update = next;
    for (const listener of listeners) listener();
  };

  const appUpdate = {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    available: (): boolean => update !== null,
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

  function watch(registration: ServiceWorkerRegistration): void {
    const note = () => {
      if (registration.waiting && navigator.serviceWorker.controller) setUpdate(registration.waiting);
    };
    note();
    // Another tab took the new version: offer the reload, never force it.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!applying && update !== null) setUpdate('taken');
    });
    // A phone page stays open for a whole workout.
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

  /** Late, so the worker's downloads never compete with the first paint. */
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
          if (watched === registration) return;
          watched = registration;
          watch(registration);
        },
        () => {
          // No worker (a private window): the app works online.
        },
      );
    };
    const afterLoad = () => (document.readyState === 'complete' ? register() : window.addEventListener('load', register, { once: true }));
    ready.then(afterLoad, afterLoad);
  }

  return { appUpdate, register };
}
