// docs/decisions/017-offline-data.md. A clock time needs no ticking, and a screen reader hears the same text.
import { useEffect, useSyncExternalStore } from 'react';
import { useUserStore } from '../../lib/user-store';
import { connectivity, keptAnswers } from '../../offline/app-offline';
import classes from './offline-notice.module.css';

const clock = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric' });

function syncTimeLabel(at: number, now = Date.now()): string {
  const sameDay = day.format(at) === day.format(now);
  return sameDay ? clock.format(at) : `${day.format(at)} ${clock.format(at)}`;
}

export function OfflineNotice() {
  const offline = useSyncExternalStore(connectivity.subscribe, connectivity.offline, () => false);
  const isLogin = useUserStore((s) => s.isLogin);

  useEffect(() => {
    if (!isLogin) return;
    const start = () => void import('../../offline/catalogue-sync').then((m) => m.syncCatalogueCopy());
    // After the page's own requests: the copy and the pictures are for later.
    const idle = window.requestIdleCallback?.(start, { timeout: 5000 }) ?? window.setTimeout(start, 2000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, [isLogin]);

  let text = '';
  if (offline) {
    const last = Math.max(connectivity.lastReached() ?? 0, keptAnswers.since());
    text = last > 0 ? `오프라인 · 마지막 동기화 ${syncTimeLabel(last)}` : '오프라인';
  }
  return (
    <div role="status" className={classes.notice}>
      {text}
    </div>
  );
}
