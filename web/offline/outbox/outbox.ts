// One outbox for every gym write (docs/decisions/018-outbox-and-conflicts.md). An entry leaves only once
// answered; a repeat is safe as the server applies a client mutation id once.
import type { OutboxDb, OutboxEntry } from './entries-db';
import { STORE, storing } from './entries-db';
import { createJournal } from './journal';
import { storeJournal } from './journal-recovery';
import { createReplayer, type Message, type OutboxHandler, type OutboxStatus, refusal, type Waiter } from './replayer';

export type { OutboxEntry } from './entries-db';
export type { OutboxHandler } from './replayer';

export type OutboxDeps = {
  openDb: () => Promise<OutboxDb | null>;
  /** Synchronous, so a tab closed right after a tap loses nothing. */
  storage: Storage;
  /** None: each tab replays alone. */
  locks: LockManager | undefined;
  channel: BroadcastChannel | null;
  newId: () => string;
  now: () => number;
  /** Logging out (no user, no access token) forgets the waiting writes. */
  tokenStore: { access(): string | null };
  userStore: { get(): { isLogin: boolean }; subscribe(listener: () => void): () => void };
};

export type OutboxSnapshot = { entries: OutboxEntry[]; status: OutboxStatus; ready: boolean };

const order = (a: OutboxEntry, b: OutboxEntry) => (a.seq ?? Number.POSITIVE_INFINITY) - (b.seq ?? Number.POSITIVE_INFINITY);

export function createOutbox({ openDb, storage, locks, channel, newId, now, tokenStore, userStore }: OutboxDeps) {
  const journal = createJournal(storage);
  const handlers = new Map<string, OutboxHandler>();
  const waiters = new Map<string, Waiter>();
  const listeners = new Set<() => void>();
  let entries: OutboxEntry[] = [];
  let status: OutboxStatus = 'idle';
  /** Until then `entries` holds only this page's own. */
  let ready = false;
  let snapshot: OutboxSnapshot = { entries, status, ready };
  /** Chained so an entry's put resolves before the replayer reads it. */
  let writes: Promise<unknown> = Promise.resolve();

  function publish() {
    snapshot = { entries, status, ready };
    for (const listener of listeners) listener();
  }

  const broadcast = (message: Message) => channel?.postMessage(message);

  /** Without IndexedDB, into this tab's memory. */
  async function recoverJournal() {
    const db = await openDb();
    if (db) return storeJournal(db, journal, locks);
    const known = new Set(entries.map((e) => e.clientMutationId));
    const left = journal.read().filter((e) => !known.has(e.clientMutationId));
    if (left.length === 0) return;
    entries = [...entries, ...left];
    publish();
  }

  /** Entries not stored yet stay. */
  async function reload() {
    const db = await openDb();
    if (!db) return;
    await writes;
    const stored = await db.getAll(STORE);
    entries = [...stored, ...entries.filter((e) => e.seq === undefined)].sort(order);
    publish();
  }

  const replay = createReplayer({
    async head() {
      await writes;
      const db = await openDb();
      if (db) {
        const cursor = await db.transaction(STORE).store.openCursor();
        if (cursor) return cursor.value;
      }
      return entries.find((e) => e.seq === undefined && handlers.has(e.kind));
    },
    handler: (kind) => handlers.get(kind),
    setStatus(next) {
      if (status === next) return;
      status = next;
      publish();
    },
    async remove(entry) {
      entries = entries.filter((e) => e.clientMutationId !== entry.clientMutationId);
      journal.remove([entry.clientMutationId]);
      const db = await openDb();
      if (db && entry.seq !== undefined) await db.delete(STORE, entry.seq);
      broadcast({ type: 'changed' });
    },
    takeWaiter(clientMutationId) {
      const waiter = waiters.get(clientMutationId);
      waiters.delete(clientMutationId);
      return waiter;
    },
    broadcast,
    publish,
    reload,
    locks,
  });

  function add(kind: string, input: unknown, waiter: Waiter | null) {
    const entry: OutboxEntry = { clientMutationId: newId(), kind, input, createdAt: now() };
    entries = [...entries, entry];
    publish();
    if (waiter) waiters.set(entry.clientMutationId, waiter);
    journal.add(entry);
    writes = writes.then(async () => {
      const db = await openDb();
      if (!db) return;
      await storing(db, locks, async (open) => {
        try {
          entry.seq = await open.add(STORE, entry);
          journal.remove([entry.clientMutationId]);
          broadcast({ type: 'changed' });
        } catch {
          // Storage full or blocked: sent from memory, kept in the journal.
        }
      });
    });
    void replay();
    return entry;
  }

  async function removeWhere(drop: (entry: OutboxEntry) => boolean) {
    journal.removeWhere(drop);
    const gone = entries.filter(drop);
    if (gone.length === 0) return;
    entries = entries.filter((e) => !drop(e));
    publish();
    await writes;
    const db = await openDb();
    if (db) {
      for (const e of gone) if (e.seq !== undefined) await db.delete(STORE, e.seq);
      // Another tab's in-memory entries: it reads again on this message.
      const stored = await db.getAll(STORE);
      for (const e of stored) if (drop(e) && e.seq !== undefined) await db.delete(STORE, e.seq);
    }
    broadcast({ type: 'changed' });
  }

  function receive(message: Message) {
    if (message.type === 'changed') {
      void reload();
      return;
    }
    const entry = entries.find((e) => e.clientMutationId === message.clientMutationId);
    const waiter = waiters.get(message.clientMutationId);
    waiters.delete(message.clientMutationId);
    if (message.type === 'answered') {
      if (entry) void handlers.get(entry.kind)?.onAnswer?.(message.answer, entry, waiter !== undefined);
      waiter?.resolve(message.answer);
    } else waiter?.reject(refusal(message));
    void reload();
  }

  return {
    snapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Entries of a kind not defined yet wait for it. */
    defineKind(kind: string, handler: OutboxHandler) {
      handlers.set(kind, handler);
      if (entries.some((e) => e.kind === kind)) void replay();
    },
    enqueue: (kind: string, input: unknown): OutboxEntry => add(kind, input, null),
    /** Never settles while offline: the write waits. */
    enqueueAndWait: (kind: string, input: unknown): Promise<unknown> => new Promise((resolve, reject) => add(kind, input, { resolve, reject })),
    async whenStored(): Promise<boolean> {
      await writes;
      return (await openDb()) !== null;
    },
    removeWhere,
    replay,
    async start(): Promise<void> {
      channel?.addEventListener('message', (event: MessageEvent<Message>) => receive(event.data));
      // A failed read while offline is no logout: the tokens remain.
      userStore.subscribe(() => {
        if (!userStore.get().isLogin && tokenStore.access() === null) void removeWhere(() => true);
      });
      await recoverJournal()
        .catch(() => undefined)
        .then(reload)
        .catch(() => undefined);
      ready = true;
      publish();
      void replay();
    },
  };
}
