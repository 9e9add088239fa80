// Whether the server answered the last call: the browser's online flag misses a connection that is up but
// leads nowhere (a basement gym's captive Wi-Fi), so the tRPC offline link (offline-link.ts) reports each
// call's fate here and the offline notice (web/features/offline) reads both.
import type { OnlineManager } from '@tanstack/react-query';

export type Connectivity = ReturnType<typeof createConnectivity>;

export function createConnectivity(onlineManager: OnlineManager, now: () => number = () => Date.now()) {
  let unreachable = false;
  let lastReached: number | null = null;
  const listeners = new Set<() => void>();
  // The browser back online: the server is presumed reachable until a call says otherwise.
  onlineManager.subscribe((online) => {
    if (online) unreachable = false;
  });
  return {
    /** Offline: the browser says so, or the last call found no server. */
    offline: () => unreachable || !onlineManager.isOnline(),
    /** When the server last answered a call of this page (null: not yet). */
    lastReached: () => lastReached,
    report(reached: boolean) {
      if (reached) lastReached = now();
      if (unreachable === !reached) return;
      unreachable = !reached;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      const stop = onlineManager.subscribe(listener);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
  };
}
