// This page's outbox, created once with what it depends on (outbox.ts), loaded with the first module that
// writes through it (member-writes.ts, session-sync.ts, or the replayer mounted for a logged-in member).
import { newClientId } from '../../lib/client-id';
import { tokenStore } from '../../lib/token-store';
import { userStore } from '../../lib/user-store';
import { OUTBOX_DB } from '../cache-names';
import { outboxDbOpener } from './entries-db';
import { createOutbox } from './outbox';

const inBrowser = typeof window !== 'undefined';

export const outbox = createOutbox({
  openDb: outboxDbOpener(),
  storage: globalThis.localStorage,
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  channel: typeof BroadcastChannel === 'undefined' || !inBrowser ? null : new BroadcastChannel(OUTBOX_DB),
  newId: newClientId,
  now: () => Date.now(),
  tokenStore,
  userStore,
});

if (inBrowser) {
  void outbox.start();
  window.addEventListener('online', () => void outbox.replay());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outbox.replay();
  });
}
