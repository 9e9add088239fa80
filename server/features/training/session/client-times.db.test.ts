// The member's times on the tRPC wire (docs/decisions/018-outbox-and-conflicts.md): a start and a finish sent
// by the outbox carry optional `startedAt` / `finishedAt`; sent twice, the first times stay; a bad time is a
// 400 with a Korean message and nothing stored. The bounds themselves: server/features/training/session/client-times.service.db.test.ts.
// The summary a device works out when it finishes offline (web/…/local-summary.ts) is the server's, records aside.
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { type Member, trpcError } from '../../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, HANGUL, ok, PLANK, PUSH_UP, uuid } from '../../../../tests/helpers/training-http';
import { localSummary } from '../../../../web/features/training/session/local-summary';

let t: TestApp;
let a: Member;
let clock: { now: () => number };
const { at, mutate, query, store } = eachTrainingWorld((w) => {
  ({ t, a, clock } = w);
});
const MINUTE = 60_000;

describe('client times through tRPC', () => {
  test('a start and a finish sent later, each twice: stored with the member’s times once; the summary lasts 20 minutes', async () => {
    const t0 = clock.now();
    await at(t0 + 45 * MINUTE);
    const sessionClientId = uuid();
    const start = { clientId: sessionClientId, from: { kind: 'empty' }, startedAt: t0 };
    const first = await ok(mutate(a, 'session.start', start));
    const again = await ok(mutate(a, 'session.start', start));
    expect([first.startedAt, again.startedAt]).toEqual([t0, t0]);
    const finish = { sessionClientId, notes: null, finishedAt: t0 + 20 * MINUTE };
    const summary = await ok(mutate(a, 'session.finish', finish));
    const repeat = await ok(mutate(a, 'session.finish', finish));
    expect([summary.durationSeconds, repeat.durationSeconds]).toEqual([1200, 1200]);
  });

  test('a time that is not a whole non-negative number of ms is refused in Korean, nothing stored', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const before = await store();
    for (const bad of [-1, 1.5, '2026-11-20T20:00:00Z', 1e300, null]) {
      const started = await mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'empty' }, startedAt: bad });
      const finished = await mutate(a, 'session.finish', { sessionClientId, finishedAt: bad });
      for (const r of [started, finished]) {
        expect(r.status, String(bad)).toBe(400);
        expect(trpcError(r).message, String(bad)).toMatch(HANGUL);
      }
    }
    expect(await store()).toBe(before);
  });
});

describe('the summary worked out on the device', () => {
  test('equals the server’s, records aside: warm-ups, an exercise done twice, body weight, a hold, cardio, a skipped one, unchecked sets', async () => {
    const treadmill = t.catalogue.current.exercises.find((e) => e.koreanName === '런닝머신')!.id;
    const sessionClientId = uuid();
    const t0 = clock.now();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const sets: [exerciseId: number, values: Record<string, unknown>[]][] = [
      [
        BENCH,
        [
          { weight: 60, reps: 10, done: true },
          { weight: 62.5, reps: 8, done: true },
          { weight: 70, reps: 5 },
        ],
      ],
      [PUSH_UP, [{ weight: 0, reps: 20, done: true }]],
      [BENCH, [{ weight: 40, reps: 12, done: true }]],
      [PLANK, [{ seconds: 45, done: true }]],
      [treadmill, [{ seconds: 1200, distanceM: 3000, level: 5, done: true }]],
    ];
    let benchId = '';
    for (const [exerciseId, values] of sets) {
      const exerciseClientId = uuid();
      const setClientIds = values.map(() => uuid());
      await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId, exerciseId, setClientIds }));
      for (const [i, v] of values.entries())
        await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[i], ...v }));
      if (exerciseId === BENCH && !benchId) benchId = exerciseClientId;
    }
    await ok(mutate(a, 'session.addWarmups', { sessionClientId, exerciseClientId: benchId, setClientIds: [uuid(), uuid()] }));
    const warm = (await ok(query(a, 'session.active'))).exercises[0].sets[0];
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: benchId, setClientId: warm.setClientId, weight: 20, reps: 10, done: true }));
    const skipped = uuid();
    const skippedSet = uuid();
    await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: skipped, exerciseId: PUSH_UP, setClientIds: [skippedSet] }));
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: skipped, setClientId: skippedSet, weight: 0, reps: 5, done: true }));
    await ok(mutate(a, 'session.updateExercise', { sessionClientId, exerciseClientId: skipped, skipped: true }));

    const shown = await ok(query(a, 'session.active'));
    const finishedAt = t0 + 47 * 60_000 + 300;
    await at(t0 + 50 * 60_000);
    const local = localSummary(shown, finishedAt);
    const server = await ok(mutate(a, 'session.finish', { sessionClientId, finishedAt }));
    const { newRecords: _n, firstRecords: _f, ...rest } = server;
    expect(local).toEqual({ ...rest, newRecords: [], firstRecords: [] });
    expect(local).toMatchObject({
      durationSeconds: 2820,
      sets: 7,
      exercises: 4,
      totalVolume: 60 * 10 + 62.5 * 8 + 40 * 12,
      cardio: { seconds: 1200, distanceM: 3000 },
    });
  });
});
