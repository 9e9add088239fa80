// docs/decisions/017-offline-data.md. In memory, not the query cache: online, pages never show an older copy first.
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
  later: (task: () => void) => () => void;
};

export type PageEvents = {
  window: Pick<EventTarget, 'addEventListener'>;
  document: Pick<EventTarget, 'addEventListener'> & { readonly visibilityState: DocumentVisibilityState };
};

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

/** As @trpc/tanstack-react-query keys it. */
const hashOf = (path: string, input: unknown) => hashKey([path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }]);

export function createKeptAnswers({ openDb, queryClient, tokenStore, userStore, now, later }: KeptAnswersDeps) {
  /** A save on pagehide cannot wait for an await. */
  let db: DataDb | null = null;
  let kept = new Map<string, KeptQuery>();
  let keptFor: number | null = null;
  const localAnswers = new Set<string>();
  let cancelSave: (() => void) | null = null;
  let started = false;
  /** A save begun before a logout must not write the old member's data back. */
  let generation = 0;

  const memberId = () => (tokenStore.access() ? (userStore.get().user?.userId ?? null) : null);
  const fresh = (q: KeptQuery) => now() - q.state.dataUpdatedAt <= PERSISTED_MAX_AGE_MS;

  function write(open: DataDb, record: { userId: number; savedAt: number; state: DehydratedState }, began: number) {
    if (began !== generation) return;
    try {
      const tx = open.transaction('queries', 'readwrite');
      tx.store.put(record, 'member').catch(() => undefined);
      // A page being left may never run again.
      tx.commit?.();
      tx.done.catch(() => undefined);
    } catch {
      // Closed by the browser clearing storage.
      db = null;
    }
  }

  function save(): void {
    cancelSave?.();
    cancelSave = null;
    const userId = memberId();
    if (userId === null) {
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
          // No IndexedDB (a private window): the app works online.
        }
      }
      keepSaving(page);
    },

    answer(path: string, input: unknown): { data: unknown } | undefined {
      if (keptFor === null || keptFor !== memberId()) return undefined;
      const found = kept.get(hashOf(path, input));
      return found && { data: found.state.data };
    },

    /** Saved as the server's, a local answer would look newer and never age out. */
    noteAnswer(path: string, input: unknown, local: boolean) {
      if (local) localAnswers.add(hashOf(path, input));
      else localAnswers.delete(hashOf(path, input));
    },

    since: (): number => Math.max(0, ...[...kept.values()].map((q) => q.state.dataUpdatedAt)),

    async clear(): Promise<void> {
      try {
        await forget();
      } catch {}
    },
  };
}
