import { useEffect, useState } from 'react';
import { serverClock } from '../../../offline/app-offline';

/** The server's clock, read again every `everyMs` while `running` (and when the page becomes visible). */
export function useServerNow(everyMs: number, running = true): number {
  const [now, setNow] = useState(serverClock.now);
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(serverClock.now());
    tick();
    const id = setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [everyMs, running]);
  return now;
}
