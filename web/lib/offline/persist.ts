// The member's query answers kept in IndexedDB (docs/decisions/017-offline-data.md): restored before the
// router's first load (web/main.tsx), so a page opened without a connection shows the last known data; saved
// again, at most once a second, whenever a kept answer changes; removed on logout and never restored for
// another member (the saved member's id is checked against the logged-in one).
import { dehydrate, hydrate } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import { tokenStore } from '../token-store';
import { userStore } from '../user-store';
import { dataDb } from './data-db';
import { isPersisted, PERSISTED_MAX_AGE_MS } from './persisted-queries';

const SAVE_EVERY_MS = 1000;

/** The logged-in member's id, when the app knows who is logged in. */
const memberId = () => (tokenStore.access() ? (userStore.get().user?.userId ?? null) : null);

/** Puts the member's saved answers back into the query cache, then keeps saving them. Never throws. */
export async function restorePersistedQueries(): Promise<void> {
  const userId = memberId();
  if (userId !== null) {
    try {
      const db = await dataDb();
      const saved = await db.get('queries', 'member');
      if (saved && (saved.userId !== userId || Date.now() - saved.savedAt > PERSISTED_MAX_AGE_MS)) await db.delete('queries', 'member');
      else if (saved) hydrate(queryClient, saved.state);
    } catch {
      // No IndexedDB (a private window, storage refused): the app works online as before.
    }
  }
  keepSaving();
}

/** A save is scheduled. */
let pending = false;
let started = false;
/** Bumped by a logout: a save that began before it does not write the old member's data back. */
let generation = 0;

async function save(): Promise<void> {
  pending = false;
  const userId = memberId();
  const began = generation;
  const db = await dataDb();
  if (userId === null) {
    // Logged out (or the session expired): the previous member's data leaves the device.
    if (!tokenStore.access()) await db.delete('queries', 'member');
    return;
  }
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && isPersisted(q.queryKey) });
  if (began === generation) await db.put('queries', { userId, savedAt: Date.now(), state }, 'member');
}

function schedule() {
  if (pending) return;
  pending = true;
  setTimeout(() => void save().catch(() => undefined), SAVE_EVERY_MS);
}

function keepSaving() {
  if (started) return;
  started = true;
  queryClient.getQueryCache().subscribe((event) => {
    if (!isPersisted(event.query.queryKey)) return;
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
  });
  userStore.subscribe(schedule);
}

/** Removes the member's saved answers at once (logout): the next person on this device never sees them. */
export async function clearPersistedQueries(): Promise<void> {
  generation += 1;
  try {
    await (await dataDb()).delete('queries', 'member');
  } catch {
    // Nothing was saved.
  }
}
