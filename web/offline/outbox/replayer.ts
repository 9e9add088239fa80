// The outbox's replayer (docs/decisions/018-outbox-and-conflicts.md): one at a time across the member's tabs
// (Web Locks; without them, one per tab, which the server's idempotency makes safe), it sends the oldest entry,
// waits for the answer, removes the entry and goes on. No answer, a server fault (5xx), a timeout, throttling
// or an expired login (401, renewed by the auth link): the entry stays and the replayer backs off (1 s
// doubling to 15 s; `replay()` wakes it); the status is 'offline' from the first such failure until the
// server answers again, retries included. Any other refusal: the entry is dropped and its handler says so.
import { readApiError } from '../../lib/errors';
import type { OutboxEntry } from './entries-db';

export type OutboxHandler = {
  /** Sends the entry; resolves with the server's answer, rejects with the client's error. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** The server took it (in whichever tab replayed it); `waited` when a caller of `enqueueAndWait` here has the answer. */
  onAnswer?: (answer: unknown, entry: OutboxEntry, waited: boolean) => void | Promise<void>;
  /** The server refused it; `waited` when a caller of `enqueue` here was waiting for it (and reports it). */
  onRefused?: (error: unknown, entry: OutboxEntry, waited: boolean) => void | Promise<void>;
};

export type OutboxStatus = 'idle' | 'sending' | 'offline';

export type Waiter = { resolve: (answer: unknown) => void; reject: (error: unknown) => void };

/** What a tab tells the member's other tabs. */
export type Message =
  | { type: 'changed' }
  | { type: 'answered'; clientMutationId: string; answer: unknown }
  | { type: 'refused'; clientMutationId: string; message: string; appCode?: string; httpStatus?: number };

/** The outbox as the replayer sees it. */
export type ReplayTarget = {
  /** The oldest entry (every tab's, from IndexedDB), or none. */
  head: () => Promise<OutboxEntry | undefined>;
  handler: (kind: string) => OutboxHandler | undefined;
  setStatus: (status: OutboxStatus) => void;
  /** Forgets an answered or refused entry. */
  remove: (entry: OutboxEntry) => Promise<void>;
  /** The caller waiting for this entry's outcome in this tab, no longer waiting. */
  takeWaiter: (clientMutationId: string) => Waiter | undefined;
  broadcast: (message: Message) => void;
  publish: () => void;
  /** Reads the entries again once a replay ends. */
  reload: () => Promise<void>;
  locks: LockManager | undefined;
};

const LOCK = 'ffm-outbox-replay';

/** No answer, a fault on the server's side, a timeout, throttling or a login being renewed: try again later. */
function retryable(error: unknown): boolean {
  const info = readApiError(error);
  if (!info.responded) return true;
  const code = info.httpStatus ?? 500;
  return code >= 500 || code === 401 || code === 408 || code === 429;
}

/** The error of a refusal another tab received, as readApiError reads it here. */
export function refusal(message: Extract<Message, { type: 'refused' }>): Error {
  return Object.assign(new Error(message.message), { name: 'TRPCClientError', data: { appCode: message.appCode, httpStatus: message.httpStatus } });
}

/** Answers `replay`: sends the waiting entries in order, in the one tab holding the replay lock; called while running, it wakes a retry and runs again after. */
export function createReplayer(target: ReplayTarget): () => Promise<void> {
  let running = false;
  /** A replay was asked for while one was running: run again once it ends. */
  let again = false;
  let wake: (() => void) | null = null;

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
      const entry = await target.head();
      if (!entry) return;
      const handler = target.handler(entry.kind);
      if (!handler) return; // A kind this page has not loaded yet: its module replays when it defines it.
      // While retrying with no answer yet, the status stays 'offline' ('연결 끊김 · 다시 시도 중' says the retry):
      // flipping to 'sending' for each attempt made the status blink between it and '저장 중…'.
      if (failures === 0) target.setStatus('sending');
      let answer: unknown;
      try {
        answer = await handler.send(entry);
      } catch (error) {
        if (retryable(error)) {
          failures += 1;
          target.setStatus('offline');
          await wait(Math.min(15_000, 1000 * 2 ** Math.min(failures - 1, 4)));
          wake = null;
          continue;
        }
        failures = 0; // the server answered: the next entries go out as 'sending'
        target.setStatus('sending');
        await target.remove(entry);
        const waiter = target.takeWaiter(entry.clientMutationId);
        const info = readApiError(error);
        target.broadcast({
          type: 'refused',
          clientMutationId: entry.clientMutationId,
          message: info.message,
          appCode: info.appCode,
          httpStatus: info.httpStatus,
        });
        target.publish();
        await handler.onRefused?.(error, entry, waiter !== undefined);
        waiter?.reject(error);
        continue;
      }
      failures = 0;
      target.setStatus('sending');
      await target.remove(entry);
      target.broadcast({ type: 'answered', clientMutationId: entry.clientMutationId, answer });
      const waiter = target.takeWaiter(entry.clientMutationId);
      await handler.onAnswer?.(answer, entry, waiter !== undefined);
      target.publish();
      waiter?.resolve(answer);
    }
  }

  async function replay(): Promise<void> {
    if (running) {
      again = true;
      wake?.();
      return;
    }
    running = true;
    again = false;
    try {
      if (target.locks) await target.locks.request(LOCK, drain);
      else await drain();
    } catch {
      // The lock or IndexedDB failed (the tab is closing): the entries stay for the next replay.
    } finally {
      running = false;
      target.setStatus('idle');
      await target.reload().catch(() => undefined);
      // An entry added while the lock was being given up goes out now.
      if (again) {
        again = false;
        setTimeout(() => void replay(), 0);
      }
    }
  }

  return replay;
}
