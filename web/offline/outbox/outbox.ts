// One outbox for every write a member makes at the gym (docs/decisions/018-outbox-and-conflicts.md).
//
// - A write is an entry {seq, clientMutationId, kind, input, createdAt} in IndexedDB (OUTBOX_DB), kept in
//   the order it was made; the page shows it at once (each feature applies its waiting entries on top of
//   what the server last said).
// - One replayer at a time across the member's tabs (Web Locks; without them, one per tab, which the
//   server's idempotency makes safe): it sends the oldest entry, waits for the answer, removes the entry,
//   and goes on. It runs when the app opens, on `online`, when the page becomes visible and after each new
//   entry.
// - An entry is removed only after the server answered it. Closing the tab mid-replay leaves at most the
//   head unacknowledged; it is sent again next time and the server applies a given (member, client
//   mutation id) once and answers the repeat with the same result.
// - No answer, a server fault (5xx), a timeout or an expired login (401, renewed by the auth link): the entry
//   stays and the replayer backs off (1 s doubling to 15 s; `online` or a new entry wakes it); the status is
//   'offline' from the first such failure until the server answers again, retries included. The server
//   refusing it (any other 4xx): the entry is dropped and its feature says so (a Korean toast).
// - Between the tap and IndexedDB's commit an entry is also in a synchronous journal (journal.ts), so a tab
//   closed right after a tap loses nothing; the next page to open stores what the journal still holds.
import { newClientId } from '../../lib/client-id';
import { readApiError } from '../../lib/errors';
import { tokenStore } from '../../lib/token-store';
import { userStore } from '../../lib/user-store';
import { OUTBOX_DB } from '../cache-names';
import { database, type OutboxEntry, STORE, storing } from './entries-db';
import { journal } from './journal';
import { storeJournal } from './journal-recovery';

export type { OutboxEntry } from './entries-db';

export type OutboxHandler = {
  /** Sends the entry; resolves with the server's answer, rejects with the client's error. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** The server took it (in whichever tab replayed it); `waited` when a caller of `enqueueAndWait` here has the answer. */
  onAnswer?: (answer: unknown, entry: OutboxEntry, waited: boolean) => void | Promise<void>;
  /** The server refused it; `waited` when a caller of `enqueue` here was waiting for it (and reports it). */
  onRefused?: (error: unknown, entry: OutboxEntry, waited: boolean) => void | Promise<void>;
};

type OutboxStatus = 'idle' | 'sending' | 'offline';

const LOCK = 'ffm-outbox-replay';
const handlers = new Map<string, OutboxHandler>();
const waiters = new Map<string, { resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();
const listeners = new Set<() => void>();

let entries: OutboxEntry[] = [];
let status: OutboxStatus = 'idle';
/** The stored entries have been read (until then `entries` holds only this page's own). */
let ready = false;
let snapshot: { entries: OutboxEntry[]; status: OutboxStatus; ready: boolean } = { entries, status, ready };
let running = false;
/** A replay was asked for while one was running: run again once it ends. */
let again = false;
let wake: (() => void) | null = null;
/** IndexedDB writes in the order they were made (an entry's put resolves before the replayer reads it). */
let writes: Promise<unknown> = Promise.resolve();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_DB);

type Message =
  | { type: 'changed' }
  | { type: 'answered'; clientMutationId: string; answer: unknown }
  | { type: 'refused'; clientMutationId: string; message: string; appCode?: string; httpStatus?: number };

function publish() {
  snapshot = { entries, status, ready };
  for (const listener of listeners) listener();
}

const order = (a: OutboxEntry, b: OutboxEntry) => (a.seq ?? Number.POSITIVE_INFINITY) - (b.seq ?? Number.POSITIVE_INFINITY);

/** Stores what the journal still holds (a tab closed between a tap and its commit); without IndexedDB, into this tab's memory. */
async function recoverJournal() {
  if (await storeJournal()) return;
  const known = new Set(entries.map((e) => e.clientMutationId));
  const left = journal.read().filter((e) => !known.has(e.clientMutationId));
  if (left.length === 0) return;
  entries = [...entries, ...left];
  publish();
}

/** Reads the entries again (another tab added or removed some); entries this tab has not stored yet stay. */
async function reload() {
  const db = await database();
  if (!db) return;
  await writes;
  const stored = await db.getAll(STORE);
  entries = [...stored, ...entries.filter((e) => e.seq === undefined)].sort(order);
  publish();
}

function broadcast(message: Message) {
  channel?.postMessage(message);
}

/** How a handler learns the kinds it sends; entries of a kind not defined yet wait for it. */
export function defineKind(kind: string, handler: OutboxHandler) {
  handlers.set(kind, handler);
  if (entries.some((e) => e.kind === kind)) void replay();
}

export const outbox = {
  /** Every waiting entry, oldest first, whether the replayer is sending or backing off, and whether the stored ones are read. */
  snapshot: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function add(kind: string, input: unknown, waiter: { resolve: (answer: unknown) => void; reject: (error: unknown) => void } | null) {
  const entry: OutboxEntry = { clientMutationId: newClientId(), kind, input, createdAt: Date.now() };
  entries = [...entries, entry];
  publish();
  if (waiter) waiters.set(entry.clientMutationId, waiter);
  journal.add(entry);
  writes = writes.then(() =>
    storing(async (db) => {
      try {
        entry.seq = await db.add(STORE, entry);
        journal.remove([entry.clientMutationId]);
        broadcast({ type: 'changed' });
      } catch {
        // Storage full or blocked: the write still goes out from this tab's memory (and stays in the journal).
      }
    }),
  );
  void replay();
  return entry;
}

/** Adds a write after those before it and starts sending; its kind's handler reports a refusal. */
export function enqueue(kind: string, input: unknown): OutboxEntry {
  return add(kind, input, null);
}

/**
 * As `enqueue`, for a caller that reports the outcome itself: settles with the server's answer or refusal
 * when this tab learns it (never while the device has no signal: the write waits).
 */
export function enqueueAndWait(kind: string, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => add(kind, input, { resolve, reject }));
}

/** Resolves once the writes made so far are stored: true in IndexedDB, false in this tab's memory only. */
export async function whenStored(): Promise<boolean> {
  await writes;
  return (await database()) !== null;
}

/** Forgets the waiting entries `drop` picks (a session thrown away, the writes of a member who logged out). */
export async function removeWhere(drop: (entry: OutboxEntry) => boolean) {
  journal.removeWhere(drop);
  const gone = entries.filter(drop);
  if (gone.length === 0) return;
  entries = entries.filter((e) => !drop(e));
  publish();
  await writes;
  const db = await database();
  if (db) {
    for (const e of gone) if (e.seq !== undefined) await db.delete(STORE, e.seq);
    // Entries only another tab had in memory are read again by it on this message.
    const stored = await db.getAll(STORE);
    for (const e of stored) if (drop(e) && e.seq !== undefined) await db.delete(STORE, e.seq);
  }
  broadcast({ type: 'changed' });
}

/** No answer, a fault on the server's side, a timeout, throttling or a login being renewed: try again later. */
function retryable(error: unknown): boolean {
  const info = readApiError(error);
  if (!info.responded) return true;
  const code = info.httpStatus ?? 500;
  return code >= 500 || code === 401 || code === 408 || code === 429;
}

function setStatus(next: OutboxStatus) {
  if (status === next) return;
  status = next;
  publish();
}

/** The oldest entry: from IndexedDB (every tab's writes), else this tab's memory. */
async function head(): Promise<OutboxEntry | undefined> {
  await writes;
  const db = await database();
  if (db) {
    const cursor = await db.transaction(STORE).store.openCursor();
    if (cursor) return cursor.value;
  }
  return entries.find((e) => e.seq === undefined && handlers.has(e.kind));
}

async function removeEntry(entry: OutboxEntry) {
  entries = entries.filter((e) => e.clientMutationId !== entry.clientMutationId);
  journal.remove([entry.clientMutationId]);
  const db = await database();
  if (db && entry.seq !== undefined) await db.delete(STORE, entry.seq);
  broadcast({ type: 'changed' });
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

async function drain() {
  let failures = 0;
  for (;;) {
    const entry = await head();
    if (!entry) return;
    const handler = handlers.get(entry.kind);
    if (!handler) return; // A kind this page has not loaded yet: its module replays when it defines it.
    // While retrying with no answer yet, the status stays 'offline' ('연결 끊김 · 다시 시도 중' says the retry):
    // flipping to 'sending' for each attempt made the status blink between it and '저장 중…'.
    if (failures === 0) setStatus('sending');
    let answer: unknown;
    try {
      answer = await handler.send(entry);
    } catch (error) {
      if (retryable(error)) {
        failures += 1;
        setStatus('offline');
        await wait(Math.min(15_000, 1000 * 2 ** Math.min(failures - 1, 4)));
        wake = null;
        continue;
      }
      failures = 0; // the server answered: the next entries go out as 'sending'
      setStatus('sending');
      await removeEntry(entry);
      const waiter = waiters.get(entry.clientMutationId);
      waiters.delete(entry.clientMutationId);
      const info = readApiError(error);
      broadcast({ type: 'refused', clientMutationId: entry.clientMutationId, message: info.message, appCode: info.appCode, httpStatus: info.httpStatus });
      publish();
      await handler.onRefused?.(error, entry, waiter !== undefined);
      waiter?.reject(error);
      continue;
    }
    failures = 0;
    setStatus('sending');
    await removeEntry(entry);
    broadcast({ type: 'answered', clientMutationId: entry.clientMutationId, answer });
    const waiter = waiters.get(entry.clientMutationId);
    waiters.delete(entry.clientMutationId);
    await handler.onAnswer?.(answer, entry, waiter !== undefined);
    publish();
    waiter?.resolve(answer);
  }
}

/** Sends the waiting entries in order, in the one tab holding the replay lock. */
async function replay() {
  if (running) {
    again = true;
    wake?.();
    return;
  }
  running = true;
  again = false;
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request(LOCK, drain);
    else await drain();
  } catch {
    // The lock or IndexedDB failed (the tab is closing): the entries stay for the next replay.
  } finally {
    running = false;
    setStatus('idle');
    await reload().catch(() => undefined);
    // An entry added while the lock was being given up goes out now.
    if (again) {
      again = false;
      setTimeout(() => void replay(), 0);
    }
  }
}

/** The error of a refusal another tab received, as readApiError reads it here. */
function refusal(message: Extract<Message, { type: 'refused' }>): Error {
  return Object.assign(new Error(message.message), { name: 'TRPCClientError', data: { appCode: message.appCode, httpStatus: message.httpStatus } });
}

if (typeof window !== 'undefined') {
  void recoverJournal()
    .catch(() => undefined)
    .then(reload)
    .catch(() => undefined)
    .then(() => {
      ready = true;
      publish();
      return replay();
    });
  window.addEventListener('online', () => void replay());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay();
  });
  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
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
  });
  // A member's writes never go out under another login: logging out (the tokens gone, web/lib/session.ts)
  // forgets them, as it forgets the cache. A failed read of the member's details with no signal is no logout.
  userStore.subscribe(() => {
    if (!userStore.get().isLogin && tokenStore.access() === null) void removeWhere(() => true);
  });
}
