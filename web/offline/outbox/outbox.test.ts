// The outbox (docs/decisions/018-outbox-and-conflicts.md) on a fake IndexedDB: each `tab()` is a page's outbox
// as web/offline/outbox/app-outbox.ts makes it, sharing this test's IndexedDB and localStorage.

import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { newClientId } from '../../lib/client-id';
import { endSession } from '../../lib/session';
import { tokenStore } from '../../lib/token-store';
import { userStore } from '../../lib/user-store';
import { logIn, refuse } from '../test-page';
import { type OutboxDb, outboxDbOpener, STORE } from './entries-db';
import { createJournal } from './journal';
import { createOutbox, type OutboxDeps, type OutboxEntry } from './outbox';

const tab = (deps: Partial<OutboxDeps> = {}) =>
  createOutbox({
    openDb: outboxDbOpener(),
    storage: localStorage,
    locks: undefined,
    channel: null,
    newId: newClientId,
    now: Date.now,
    tokenStore,
    userStore,
    ...deps,
  });

/** A tab killed before IndexedDB had stored anything: its database never opens. */
const killedTab = () => tab({ openDb: () => new Promise<OutboxDb | null>(() => {}) });

const noAnswer = () => TRPCClientError.from(new TypeError('Failed to fetch'));
const refused = (httpStatus: number, appCode: string) =>
  TRPCClientError.from({ error: { message: '요청을 처리하지 못했어요', code: -32600, data: { appCode, httpStatus } } });

/** A server the test answers by hand: every send waits in `calls` until the test settles it. */
function server() {
  const calls: { entry: OutboxEntry; answer: (value: unknown) => void; fail: (error: unknown) => void }[] = [];
  let inFlight = 0;
  let most = 0;
  const handler = {
    send: (entry: OutboxEntry) => {
      most = Math.max(most, ++inFlight);
      return new Promise<unknown>((resolve, reject) => {
        const settle = (done: () => void) => {
          inFlight -= 1;
          done();
        };
        calls.push({ entry, answer: (v) => settle(() => resolve(v)), fail: (e) => settle(() => reject(e)) });
      });
    },
  };
  return { calls, handler, mostAtOnce: () => most, inputs: () => calls.map((c) => c.entry.input) };
}

const stored = async () => (await (await outboxDbOpener()())!.getAll(STORE)).map((e) => e.input);
const journaled = () =>
  createJournal(localStorage)
    .read()
    .map((e) => e.input);

test('writes go out in the order they were made, one at a time, each removed once answered', async () => {
  const remote = server();
  const outbox = tab();
  outbox.defineKind('routines.rename', remote.handler);
  await outbox.start();
  for (const name of ['A', 'B', 'C']) outbox.enqueue('routines.rename', { name });

  for (let i = 0; i < 3; i++) {
    await expect.poll(() => remote.calls.length).toBe(i + 1);
    remote.calls[i]!.answer({ ok: i });
  }
  await expect.poll(() => outbox.snapshot().entries).toEqual([]);
  expect(remote.inputs()).toEqual([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
  expect(remote.mostAtOnce()).toBe(1);
  expect(await stored()).toEqual([]);
  expect(journaled()).toEqual([]);
});

test('a write that gets no answer or a server fault stays stored and is sent again; the caller gets the answer', async () => {
  const remote = server();
  const outbox = tab();
  outbox.defineKind('user.bodyData.save', remote.handler);
  await outbox.start();
  const answered = outbox.enqueueAndWait('user.bodyData.save', { weight: 70 });

  await expect.poll(() => remote.calls.length).toBe(1);
  remote.calls[0]!.fail(noAnswer());
  await expect.poll(() => outbox.snapshot().status).toBe('offline');
  expect(outbox.snapshot().entries.map((e) => e.input)).toEqual([{ weight: 70 }]);
  expect(await stored()).toEqual([{ weight: 70 }]);

  // The page comes back online (as often as it likes): the backing-off replayer is woken.
  const online = () => {
    void outbox.replay();
    return remote.calls.length;
  };
  await expect.poll(online).toBe(2);
  remote.calls[1]!.fail(refused(503, 'INTERNAL'));
  await expect.poll(online).toBe(3);
  expect(outbox.snapshot().status).toBe('offline'); // no blinking to 'sending' while retrying
  remote.calls[2]!.answer({ saved: true });

  await expect(answered).resolves.toEqual({ saved: true });
  expect(remote.calls.map((c) => c.entry.clientMutationId)).toEqual(Array(3).fill(remote.calls[0]!.entry.clientMutationId));
  await expect.poll(() => outbox.snapshot().entries).toEqual([]);
  expect(await stored()).toEqual([]);
});

test('a write the server refuses (409) is dropped and reported, and the writes after it go on', async () => {
  const remote = server();
  const refusals: { appCode: unknown; waited: boolean }[] = [];
  const outbox = tab();
  outbox.defineKind('routines.rename', {
    ...remote.handler,
    onRefused: (error, _entry, waited) => void refusals.push({ appCode: (error as { data?: { appCode?: unknown } }).data?.appCode, waited }),
  });
  await outbox.start();
  const first = outbox.enqueueAndWait('routines.rename', { name: 'taken' });
  outbox.enqueue('routines.rename', { name: 'free' });

  await expect.poll(() => remote.calls.length).toBe(1);
  remote.calls[0]!.fail(refused(409, 'CONFLICT'));
  await expect(first).rejects.toMatchObject({ data: { appCode: 'CONFLICT' } });
  expect(refusals).toEqual([{ appCode: 'CONFLICT', waited: true }]);

  await expect.poll(() => remote.calls.length).toBe(2);
  expect(remote.calls[1]!.entry.input).toEqual({ name: 'free' });
  remote.calls[1]!.answer({});
  await expect.poll(() => outbox.snapshot().entries).toEqual([]);
  expect(await stored()).toEqual([]);
});

test('writes of a tab killed before IndexedDB stored them are recovered from the journal at the next start, in order, once', async () => {
  const killed = killedTab();
  void killed.start();
  killed.enqueue('training.session.updateSet', { reps: 1 });
  killed.enqueue('training.session.updateSet', { reps: 2 });
  expect(journaled()).toEqual([{ reps: 1 }, { reps: 2 }]);

  const remote = server();
  const next = tab();
  next.defineKind('training.session.updateSet', remote.handler);
  await next.start();
  expect(await stored()).toEqual([{ reps: 1 }, { reps: 2 }]);
  expect(journaled()).toEqual([]);
  for (let i = 0; i < 2; i++) {
    await expect.poll(() => remote.calls.length).toBe(i + 1);
    remote.calls[i]!.answer({});
  }
  await expect.poll(() => next.snapshot().entries).toEqual([]);
  expect(remote.inputs()).toEqual([{ reps: 1 }, { reps: 2 }]);
});

test('a journal entry IndexedDB already holds (the tab died before clearing it) is not stored or sent twice', async () => {
  const first = tab(); // no handler for the kind: the write waits, stored
  await first.start();
  const entry = first.enqueue('routines.create', { name: '하체' });
  expect(await first.whenStored()).toBe(true);
  expect(journaled()).toEqual([]);
  createJournal(localStorage).add({ ...entry }); // as left by a tab killed between the two steps

  const remote = server();
  const next = tab();
  next.defineKind('routines.create', remote.handler);
  await next.start();
  expect(await stored()).toEqual([{ name: '하체' }]);
  expect(journaled()).toEqual([]);
  await expect.poll(() => remote.calls.length).toBe(1);
  remote.calls[0]!.answer({});
  await expect.poll(() => next.snapshot().entries).toEqual([]);
  expect(remote.calls).toHaveLength(1);
});

test("logging out forgets the member's waiting writes: the next member's page never sends them", async () => {
  logIn(1);
  const remote = server();
  const first = tab();
  first.defineKind('routines.rename', remote.handler);
  await first.start();
  first.enqueue('routines.rename', { name: 'member 1' });
  await expect.poll(() => remote.calls.length).toBe(1);
  remote.calls[0]!.fail(noAnswer());
  await expect.poll(() => first.snapshot().status).toBe('offline');

  // The member's details failing to load with no signal is no logout: the tokens are still there.
  userStore.logout();
  expect(first.snapshot().entries).toHaveLength(1);
  logIn(1);
  killedTab().enqueue('routines.rename', { name: 'member 1, in the journal' });

  endSession(); // '로그아웃'
  await expect.poll(() => first.snapshot().entries).toEqual([]);
  await expect.poll(stored).toEqual([]);
  expect(journaled()).toEqual([]);

  logIn(2);
  const next = server();
  const second = tab();
  second.defineKind('routines.rename', next.handler);
  await second.start();
  second.enqueue('routines.rename', { name: 'member 2' });
  await expect.poll(() => next.calls.length).toBe(1);
  next.calls[0]!.answer({});
  await expect.poll(() => second.snapshot().entries).toEqual([]);
  expect(next.inputs()).toEqual([{ name: 'member 2' }]);
});

test('IndexedDB refusing a write (QuotaExceededError) keeps it in the journal and still sends it from memory', async () => {
  refuse(IDBObjectStore.prototype, 'add');
  const remote = server();
  const outbox = tab();
  outbox.defineKind('recommendation.feedback', remote.handler);
  await outbox.start();
  const answered = outbox.enqueueAndWait('recommendation.feedback', { feeling: 'hard' });
  expect(await outbox.whenStored()).toBe(true);
  expect(journaled()).toEqual([{ feeling: 'hard' }]);
  expect(await stored()).toEqual([]);

  await expect.poll(() => remote.calls.length).toBe(1);
  remote.calls[0]!.answer({ ok: true });
  await expect(answered).resolves.toEqual({ ok: true });
  expect(journaled()).toEqual([]);
  expect(outbox.snapshot().entries).toEqual([]);
});

test('a full localStorage (QuotaExceededError on the journal) neither throws nor loses the write: IndexedDB holds it', async () => {
  refuse(localStorage, 'setItem');
  const outbox = tab(); // no handler yet: the write waits
  await outbox.start();
  expect(() => outbox.enqueue('routines.create', { name: '상체' })).not.toThrow();
  expect(await outbox.whenStored()).toBe(true);
  expect(await stored()).toEqual([{ name: '상체' }]);

  const remote = server();
  outbox.defineKind('routines.create', remote.handler);
  await expect.poll(() => remote.calls.length).toBe(1);
  remote.calls[0]!.answer({});
  await expect.poll(stored).toEqual([]);
});
