import { useEffect } from 'react';

/**
 * Keeps the phone's screen on while the workout screen is open (docs/decisions/019): a Screen Wake Lock
 * asked for on mount, asked for again each time the page comes back into view (the browser lets go of it
 * whenever the page is hidden), let go on unmount. Silent where the browser has no wake lock or refuses it
 * (low battery, a permissions policy): the screen then simply sleeps as it would anyway.
 */
export function useWakeLock() {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let closed = false;
    const acquire = async () => {
      if (closed || asking || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      asking = true;
      try {
        const held = await wakeLock.request('screen');
        if (closed) void held.release();
        else sentinel = held;
      } catch {
        // Refused (hidden page, battery saver, policy): nothing to tell the member.
      } finally {
        asking = false;
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, []);
}
