// A workout done with no signal reaches the server later, through the outbox: the start, each check and the
// finish keep the member's moments (docs/decisions/018-outbox-and-conflicts.md), kept within what is
// plausible: never after the server's now, a set and the finish never before the start, a start at most a
// week back. Runs on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../../tests/helpers/services';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { BENCH, ref, uuid } from '../../../../tests/helpers/training-services';
import { getLogged } from '../history/history.service';
import { addExercise } from './exercises.service';
import { finishSession } from './finish.service';
import { CLIENT_START_MAX_AGE_MS } from './session.shared';
import { updateSet } from './sets.service';
import { startSession } from './start.service';

let w: ServiceWorld;
let a: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
});
afterEach(() => w.close());

const MINUTE = 60_000;
const stored = async () =>
  (await sqlRows<{ started_at: number; finished_at: number | null }>(w.db, 'SELECT started_at, finished_at FROM training_sessions')).map((r) => [
    Number(r.started_at),
    r.finished_at === null ? null : Number(r.finished_at),
  ]);

/** A session started at `startedAt` (client time) with one bench set; its ids. */
async function started(startedAt?: number) {
  const session = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'empty' }, ...(startedAt !== undefined && { startedAt }) });
  const exerciseClientId = uuid();
  const setClientId = uuid();
  await addExercise(a.ctx, { ...ref(session), exerciseClientId, exerciseId: BENCH, setClientIds: [setClientId] });
  return { session, set: { ...ref(session), exerciseClientId, setClientId } };
}

describe("a workout sent after the fact keeps the member's times", () => {
  test('start, a check and the finish made offline and sent 30 minutes later: stored as made; the summary lasts 5 minutes', async () => {
    const t0 = w.clock.now();
    w.clock.advance(30 * MINUTE);
    const { session, set } = await started(t0);
    expect(session.startedAt).toBe(t0);
    const checked = await updateSet(a.ctx, { ...set, weight: 60, reps: 10, done: true, doneAt: t0 + MINUTE });
    expect(checked.exercise!.sets[0]!.doneAt).toBe(t0 + MINUTE);
    const summary = await finishSession(a.ctx, { ...ref(session), finishedAt: t0 + 5 * MINUTE });
    expect(summary.durationSeconds).toBe(300);
    expect(await stored()).toEqual([[t0, t0 + 5 * MINUTE]]);
    const logged = await getLogged(a.ctx, summary.sessionId);
    expect([logged.startedAt, logged.finishedAt]).toEqual([t0, t0 + 5 * MINUTE]);
  });

  test('a retried start or finish keeps the first times', async () => {
    const t0 = w.clock.now();
    w.clock.advance(10 * MINUTE);
    const clientId = uuid();
    await startSession(a.ctx, { clientId, from: { kind: 'empty' }, startedAt: t0 });
    const again = await startSession(a.ctx, { clientId, from: { kind: 'empty' }, startedAt: t0 + 2 * MINUTE });
    expect(again.startedAt).toBe(t0);
    const first = await finishSession(a.ctx, { sessionClientId: clientId, finishedAt: t0 + 4 * MINUTE });
    w.clock.advance(MINUTE);
    const repeat = await finishSession(a.ctx, { sessionClientId: clientId, finishedAt: t0 + 9 * MINUTE });
    expect([first.durationSeconds, repeat.durationSeconds]).toEqual([240, 240]);
    expect(await stored()).toEqual([[t0, t0 + 4 * MINUTE]]);
  });

  test('without times (an older client) the server stamps its own now, as before', async () => {
    const t0 = w.clock.now();
    const { session } = await started();
    w.clock.advance(3 * MINUTE);
    const summary = await finishSession(a.ctx, ref(session));
    expect(summary.durationSeconds).toBe(180);
    expect(await stored()).toEqual([[t0, t0 + 3 * MINUTE]]);
  });
});

describe('kept within plausible bounds', () => {
  test('a start in the future of the server is now; one more than a week back is a week back', async () => {
    const now = w.clock.now();
    const { session } = await started(now + 60 * MINUTE);
    expect(session.startedAt).toBe(now);
    await finishSession(a.ctx, ref(session));
    const old = await started(now - CLIENT_START_MAX_AGE_MS - 60 * MINUTE);
    expect(old.session.startedAt).toBe(now - CLIENT_START_MAX_AGE_MS);
    expect(CLIENT_START_MAX_AGE_MS).toBe(7 * 24 * 60 * MINUTE);
  });

  test('a finish in the future of the server is now; a finish before the start is the start (0 s)', async () => {
    const t0 = w.clock.now();
    w.clock.advance(10 * MINUTE);
    const late = await started(t0);
    const future = await finishSession(a.ctx, { ...ref(late.session), finishedAt: w.clock.now() + 60 * MINUTE });
    expect(future.durationSeconds).toBe(600);
    const early = await started(t0 + 5 * MINUTE);
    const before = await finishSession(a.ctx, { ...ref(early.session), finishedAt: t0 });
    expect(before.durationSeconds).toBe(0);
    expect(await stored()).toEqual([
      [t0, t0 + 10 * MINUTE],
      [t0 + 5 * MINUTE, t0 + 5 * MINUTE],
    ]);
  });

  test('a check before a start sent later is the start; in the future of the server, now', async () => {
    const t0 = w.clock.now();
    w.clock.advance(10 * MINUTE);
    const { set } = await started(t0 + 2 * MINUTE);
    const early = await updateSet(a.ctx, { ...set, weight: 60, reps: 10, done: true, doneAt: t0 });
    expect(early.exercise!.sets[0]!.doneAt).toBe(t0 + 2 * MINUTE);
    await updateSet(a.ctx, { ...set, done: false });
    const future = await updateSet(a.ctx, { ...set, done: true, doneAt: w.clock.now() + MINUTE });
    expect(future.exercise!.sets[0]!.doneAt).toBe(w.clock.now());
  });
});
