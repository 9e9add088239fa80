// docs/decisions/018-outbox-and-conflicts.md. Without Web Locks one replayer per tab: idempotency makes it safe.
import { readApiError } from '../../lib/errors';
import type { OutboxEntry } from './entries-db';

export type OutboxHandler = {
  send: (entry: OutboxEntry) => Promise<unknown>;
  onAnswer?: (answer: unknown, entry: OutboxEntry, waited: boolean) => void | Promise<void>;
  /** `waited`: a caller in this tab reports it. */
  onRefused?: (error: unknown, entry: OutboxEntry, waited: boolean) => void | Promise<void>;
};

export type OutboxStatus = 'idle' | 'sending' | 'offline';

export type Waiter = { resolve: (answer: unknown) => void; reject: (error: unknown) => void };

export type Message =
  | { type: 'changed' }
  | { type: 'answered'; clientMutationId: string; answer: unknown }
  | { type: 'refused'; clientMutationId: string; message: string; appCode?: string; httpStatus?: number };

export type ReplayTarget = {
  head: () => Promise<OutboxEntry | undefined>;
  handler: (kind: string) => OutboxHandler | undefined;
  setStatus: (status: OutboxStatus) => void;
  remove: (entry: OutboxEntry) => Promise<void>;
  takeWaiter: (clientMutationId: string) => Waiter | undefined;
  broadcast: (message: Message) => void;
  publish: () => void;
  reload: () => Promise<void>;
  locks: LockManager | undefined;
};

const LOCK = 'ffm-outbox-replay';

function retryable(error: unknown): boolean {
  const info = readApiError(error);
  if (!info.responded) return true;
  const code = info.httpStatus ?? 500;
  return code >= 500 || code === 401 || code === 408 || code === 429;
}

/** Rebuilt so readApiError reads it as if this tab had received it. */
export function refusal(message: Extract<Message, { type: 'refused' }>): Error {
  return Object.assign(new Error(message.message), { name: 'TRPCClientError', data: { appCode: message.appCode, httpStatus: message.httpStatus } });
}

/** Called while running, it wakes a retry and runs again after. */
export function createReplayer(target: ReplayTarget): () => Promise<void> {
  let running = false;
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
      if (!handler) return;
      // Flipping to 'sending' on each retry made the status blink.
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
        failures = 0;
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
      // The tab is closing: the entries stay.
    } finally {
      running = false;
      target.setStatus('idle');
      await target.reload().catch(() => undefined);
      // Added while the lock was given up.
      if (again) {
        again = false;
        setTimeout(() => void replay(), 0);
      }
    }
  }

  return replay;
}
