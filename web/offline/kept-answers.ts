// The member's query answers kept in IndexedDB (docs/decisions/017-offline-data.md). Read back before the
// router's first load (web/main.tsx) into memory, not into the query cache: online, pages load as they always
// did (the server's answer, never an older copy first); a query that gets no answer is answered from here by
// the tRPC offline link (offline-link.ts). Saved again in the task after a kept answer changes, and at once
// when the page is hidden or left, so what was shown survives a navigation, a closed tab or a killed one;
// answers that left the query cache (3 minutes unused) stay kept until they are a week old. Removed on
// logout, and never read back for another member (the saved member's id is checked).
import { type DehydratedState, dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import type { DataDb } from './data-db';
import { isPersisted, PERSISTED_MAX_AGE_MS } from './persisted-queries';

type KeptQuery = DehydratedState['queries'][number];

export type KeptAnswersDeps = {
  openDb: () => Promise<DataDb>;
  queryClient: QueryClient;
  tokenStore: { access(): string | null };
  userStore: { get(): { user: { userId: number } | null }; subscribe(listener: () => void): () => void };
  now: () => number;
  /** Runs `task` in a later task of this page; answers its cancel. */
  later: (task: () => void) => () => void;
};

/** The page's events that come before it is closed or killed. */
export type PageEvents = {
  window: Pick<EventTarget, 'addEventListener'>;
  document: Pick<EventTarget, 'addEventListener'> & { readonly visibilityState: DocumentVisibilityState };
};

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

/** A tRPC query's hash, as @trpc/tanstack-react-query keys it: [path parts, { input, type }]. */
const hashOf = (path: string, input: unknown) => hashKey([path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }]);

export function createKeptAnswers({ openDb, queryClient, tokenStore, userStore, now, later }: KeptAnswersDeps) {
  /** The database once open: a save as the page goes away must be sent before the page is gone, not after an await. */
  let db: DataDb | null = null;
  /** The kept answers by query hash, of the member `keptFor`. */
  let kept = new Map<string, KeptQuery>();
  let keptFor: number | null = null;
  /** Queries whose current answer was made on this device (kept or from the catalogue copy), not the server's. */
  const localAnswers = new Set<string>();
  let cancelSave: (() => void) | null = null;
  let started = false;
  /** Bumped by a logout: a save that began before it does not write the old member's data back. */
  let generation = 0;

  /** The logged-in member's id, when the app knows who is logged in. */
  const memberId = () => (tokenStore.access() ? (userStore.get().user?.userId ?? null) : null);
  const fresh = (q: KeptQuery) => now() - q.state.dataUpdatedAt <= PERSISTED_MAX_AGE_MS;

  function write(open: DataDb, record: { userId: number; savedAt: number; state: DehydratedState }, began: number) {
    if (began !== generation) return;
    try {
      const tx = open.transaction('queries', 'readwrite');
      tx.store.put(record, 'member').catch(() => undefined);
      // Committed now rather than when this page's code next runs: a page being left may never run again.
      tx.commit?.();
      tx.done.catch(() => undefined);
    } catch {
      // The connection was closed (the browser clearing storage): the next save opens it again.
      db = null;
    }
  }

  function save(): void {
    cancelSave?.();
    cancelSave = null;
    const userId = memberId();
    if (userId === null) {
      // Logged out (or the session expired): the previous member's data leaves the device.
      if (!tokenStore.access()) void forget().catch(() => undefined);
      return;
    }
    if (keptFor !== userId) kept = new Map();
    keptFor = userId;
    const current = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && isPersisted(q.queryKey) });
    for (const q of current.queries) if (!localAnswers.has(q.queryHash)) kept.set(q.queryHash, q);
    for (const [hash, q] of kept) if (!fresh(q)) kept.delete(hash);
    const record = { userId, savedAt: now(), state: { mutations: [], queries: [...kept.values()] } };
    const began = generation;
    if (db) write(db, record, began);
    else
      openDb().then(
        (open) => {
          db = open;
          write(open, record, began);
        },
        () => undefined,
      );
  }

  function schedule() {
    cancelSave ??= later(save);
  }

  /** A save still waiting for its task, done now (the page is being hidden or left). */
  function flush() {
    if (cancelSave !== null) save();
  }

  function keepSaving(page: PageEvents) {
    if (started) return;
    started = true;
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && isPersisted(event.query.queryKey)) schedule();
    });
    userStore.subscribe(schedule);
    page.window.addEventListener('pagehide', flush);
    page.document.addEventListener('visibilitychange', () => {
      if (page.document.visibilityState === 'hidden') flush();
    });
  }

  async function forget(): Promise<void> {
    generation += 1;
    kept = new Map();
    keptFor = null;
    await (await openDb()).delete('queries', 'member');
  }

  return {
    /** Reads the member's kept answers, then keeps saving them. Never throws. */
    async start(page: PageEvents): Promise<void> {
      const userId = memberId();
      if (userId !== null) {
        try {
          db = await openDb();
          const saved = await db.get('queries', 'member');
          if (saved && saved.userId !== userId) await db.delete('queries', 'member');
          else if (saved) {
            keptFor = userId;
            kept = new Map(saved.state.queries.filter(fresh).map((q) => [q.queryHash, q]));
          }
        } catch {
          // No IndexedDB (a private window, storage refused): the app works online as before.
        }
      }
      keepSaving(page);
    },

    /**
     * The kept answer of a tRPC query (its path and input, as the query key is made of them), for the logged-in
     * member only; undefined when none is kept.
     */
    answer(path: string, input: unknown): { data: unknown } | undefined {
      if (keptFor === null || keptFor !== memberId()) return undefined;
      const found = kept.get(hashOf(path, input));
      return found && { data: found.state.data };
    },

    /**
     * The offline link tells where each answer came from: a local one is never saved as if the server had just
     * given it (it would look newer than it is, and never age out).
     */
    noteAnswer(path: string, input: unknown, local: boolean) {
      if (local) localAnswers.add(hashOf(path, input));
      else localAnswers.delete(hashOf(path, input));
    },

    /** When the newest kept answer came from the server (0: none kept). */
    since: (): number => Math.max(0, ...[...kept.values()].map((q) => q.state.dataUpdatedAt)),

    /** Removes the member's kept answers at once (logout): the next person on this device never sees them. */
    async clear(): Promise<void> {
      try {
        await forget();
      } catch {
        // Nothing was saved.
      }
    },
  };
}
