// The offline notice (docs/decisions/017-offline-data.md): '오프라인 · 마지막 동기화 오후 3:12' while the server
// cannot be reached, so a member knows the page shows the last known data and when it was fetched. The
// time is the clock time of the last server answer (Korea time, as every time in the app): it needs no
// ticking and reads the same to a screen reader each time it is announced. It also starts, for a member,
// the background refresh of the catalogue copy and its pictures once the page has loaded.
import { useEffect, useSyncExternalStore } from 'react';
import { useUserStore } from '../../lib/user-store';
import { connectivity, keptAnswers } from '../../offline/app-offline';
import classes from './offline-notice.module.css';

const clock = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric' });

/** '오후 3:12' today, '11월 23일 오후 3:12' on another day. */
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
    // The last server answer: of this page, or the newest of the member's kept answers.
    const last = Math.max(connectivity.lastReached() ?? 0, keptAnswers.since());
    text = last > 0 ? `오프라인 · 마지막 동기화 ${syncTimeLabel(last)}` : '오프라인';
  }
  return (
    <div role="status" className={classes.notice}>
      {text}
    </div>
  );
}
