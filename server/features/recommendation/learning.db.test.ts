// Through the real app: one-tap feedback on a recommended exercise (recommendation.feedback, shown on get
// and list, refused for another member's recommendation or an exercise not in it, with the store
// unchanged), and the log the recommender learns from (loadHistory), filled through gym mode's API.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import {
  type InputArg,
  type InputOf,
  type Member,
  type MutationPath,
  type QueryPath,
  signUpMember,
  snapshot,
  type TrpcResult,
  trpcAs,
  trpcData,
  trpcError,
  trpcMutation,
  trpcRawMutation,
} from '../../../tests/helpers/calls';
import { bodyPartIds } from '../../../tests/helpers/catalogue-ids';
import { BENCH, chestGym, HANGUL, type Item, PLANK, PUSH_UP, type Rec, SQUAT } from '../../../tests/helpers/recommendation-learning';
import { koreaMidnight } from '../../common/korea-time.shared';
import { loadHistory } from './history';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
beforeEach(async () => {
  // 2026-11-20 20:00 in Korea.
  clock = fakeClock(koreaMidnight('2026-11-20') + 20 * 3600_000);
  t = await buildTestApp({ now: clock.now });
  a = await signUpMember(t.app, { sex: 0, height: 175, weight: 75, bodyFat: 15, muscleMass: 34, upDownBalance: 5 });
  b = await signUpMember(t.app);
});
afterEach(async () => t.close());

const ok = async <T>(res: Promise<TrpcResult<T>>) => {
  const r = await res;
  expect(r.status, r.body).toBe(200);
  return trpcData(r);
};
const mutate = <P extends MutationPath>(m: Member, path: P, ...input: InputArg<P>) => trpcAs(t.app, m).mutation(path, ...input);
const query = <P extends QueryPath>(m: Member, path: P, ...input: InputArg<P>) => trpcAs(t.app, m).query(path, ...input);
const CHEST_GYM = () => chestGym(t.catalogue);

describe('recommendation.feedback', () => {
  test('a tap is kept with the item’s amounts, a second tap replaces it; get and list show it on that item only', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    expect(rec.recommends.every((r) => r.feedback === null)).toBe(true);
    const [first, second] = rec.recommends as [Item, Item];
    const tap = (exerciseId: number, feedback: InputOf<'recommendation.feedback'>['feedback']) =>
      ok(mutate(a, 'recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId, feedback }));
    expect(await tap(first.exerciseId, 'heavy')).toEqual({ ok: true });
    expect(await tap(first.exerciseId, 'light')).toEqual({ ok: true });
    await tap(second.exerciseId, 'right');

    const rows = JSON.parse(await snapshot(t.db, 'recommendation_feedback'));
    expect(rows).toHaveLength(2);
    expect(rows.find((r: { exercise_id: number }) => r.exercise_id === first.exerciseId)).toMatchObject({
      recommendation_id: rec.recommendationId,
      feedback: 'light',
      weight: Number(first.weight),
      reps: Number(first.repeat),
    });

    const got: Rec = await ok(query(a, 'recommendation.get', { id: rec.recommendationId }));
    expect(got.recommends.map((r) => r.feedback)).toEqual(rec.recommends.map((_, i) => (i === 0 ? 'light' : i === 1 ? 'right' : null)));
    await ok(mutate(a, 'recommendation.create', { bodyPartIds: bodyPartIds(t.catalogue, '등') }));
    const [newest, older]: Rec[] = await ok(query(a, 'recommendation.list', { page: 1 }));
    expect(newest!.recommends.every((r) => r.feedback === null)).toBe(true);
    expect(older).toEqual(got);
  });

  test('another member’s recommendation is not found, an exercise not in it or a bad value is a 400; nothing is stored', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const exerciseId = rec.recommends[0]!.exerciseId;
    const foreign = await mutate(b, 'recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId, feedback: 'heavy' });
    expect(trpcError(foreign).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    const absent = [SQUAT, PLANK].find((id) => !rec.recommends.some((r) => r.exerciseId === id))!;
    const notIn = await mutate(a, 'recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId: absent, feedback: 'heavy' });
    expect([notIn.status, trpcError(notIn).message]).toEqual([400, '추천에 없는 운동이에요']);
    for (const feedback of ['great', null, 3]) {
      const res = await trpcRawMutation(t.app, 'recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId, feedback }, a.accessToken);
      expect(res.status).toBe(400);
      expect(trpcError(res).message).toMatch(HANGUL);
    }
    expect(await snapshot(t.db, 'recommendation_feedback')).toBe('[]');
  });

  test('feedback outlives its recommendation: deleting it keeps the tap, which the recommender still reads', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const item = rec.recommends[0]!;
    await ok(mutate(a, 'recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId, feedback: 'heavy' }));
    await ok(mutate(a, 'recommendation.delete', { id: rec.recommendationId }));
    const userId = (await ok(query(a, 'user.me'))).userId;
    expect((await loadHistory(t.db, userId)).get(item.exerciseId)).toEqual({
      sessions: [],
      feedback: { at: clock.now(), date: '2026-11-20', feedback: 'heavy', weightKg: Number(item.weight), reps: Number(item.repeat) },
    });
  });
});

describe('loadHistory: the log the recommender reads', () => {
  /** Moves the clock and renews both members' access tokens (they live 10 minutes). */
  async function at(ms: number) {
    clock.advance(ms - clock.now());
    for (const m of [a, b]) m.accessToken = trpcData(await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.refreshToken })).accessToken;
  }

  type Spec = { weight?: number | null; reps?: number | null; seconds?: number | null; rpe?: number; done?: boolean };
  /** A workout through gym mode's API: each set entered and (unless done: false) checked off; finished unless told otherwise. */
  async function logSession(m: Member, exercises: { exerciseId: number; sets: Spec[]; skipped?: boolean }[], finish = true) {
    const sessionClientId = randomUUID();
    await ok(mutate(m, 'training.session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    for (const e of exercises) {
      const exerciseClientId = randomUUID();
      const setClientIds = e.sets.map(() => randomUUID());
      await ok(mutate(m, 'training.session.addExercise', { sessionClientId, exerciseClientId, exerciseId: e.exerciseId, setClientIds }));
      for (const [i, { done = true, ...s }] of e.sets.entries())
        await ok(mutate(m, 'training.session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[i]!, ...s, done }));
      if (e.skipped) await ok(mutate(m, 'training.session.updateExercise', { sessionClientId, exerciseClientId, skipped: true }));
    }
    if (finish) {
      await at(clock.now() + 45 * 60_000);
      await ok(mutate(m, 'training.session.finish', { sessionClientId }));
    }
  }
  const DAY = 24 * 3600_000;

  test('per exercise the done sets of the newest three finished workouts, newest first, with their Korea dates; only the member’s', async () => {
    const starts: number[] = [];
    for (const [i, kg] of [50, 52.5, 55, 57.5].entries()) {
      await at(koreaMidnight('2026-11-20') + i * 2 * DAY + 19 * 3600_000);
      starts.push(clock.now());
      await logSession(a, [
        {
          exerciseId: BENCH,
          sets: [
            { weight: kg, reps: 10 },
            { weight: kg, reps: 8, rpe: 9 },
            // Planned but not done: not read.
            { weight: kg, reps: 6, done: false },
          ],
        },
        { exerciseId: PUSH_UP, sets: [{ weight: 0, reps: 15 }] },
        // Holds (seconds) are not read.
        { exerciseId: PLANK, sets: [{ seconds: 60 }] },
      ]);
    }
    // The latest workout logs the squat twice (both count as that one workout) and skips a bench entry.
    await at(koreaMidnight('2026-11-28') + 7 * 3600_000);
    const last = clock.now();
    await logSession(a, [
      { exerciseId: SQUAT, sets: [{ weight: 80, reps: 5 }] },
      { exerciseId: BENCH, sets: [{ weight: 100, reps: 1 }], skipped: true },
      { exerciseId: SQUAT, sets: [{ weight: 60, reps: 8 }] },
    ]);
    // Another member's workout and A's workout still going on are not read.
    await logSession(b, [{ exerciseId: BENCH, sets: [{ weight: 200, reps: 1 }] }]);
    await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 150, reps: 1 }] }], false);

    const userId = (await ok(query(a, 'user.me'))).userId;
    const history = await loadHistory(t.db, userId);
    expect([...history.keys()].sort((x, y) => x - y)).toEqual([BENCH, PUSH_UP, SQUAT]);
    const day = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
    expect(history.get(BENCH)).toEqual({
      sessions: [57.5, 55, 52.5].map((kg, i) => ({
        at: starts[3 - i],
        date: day(starts[3 - i]!),
        sets: [
          { weightKg: kg, reps: 10, rpe: null },
          { weightKg: kg, reps: 8, rpe: 9 },
        ],
      })),
      feedback: null,
    });
    expect(history.get(BENCH)!.sessions.map((s) => s.date)).toEqual(['2026-11-26', '2026-11-24', '2026-11-22']);
    expect(history.get(PUSH_UP)!.sessions.map((s) => s.sets)).toEqual([0, 1, 2].map(() => [{ weightKg: 0, reps: 15, rpe: null }]));
    expect(history.get(SQUAT)).toEqual({
      sessions: [
        {
          at: last,
          date: '2026-11-28',
          sets: [
            { weightKg: 80, reps: 5, rpe: null },
            { weightKg: 60, reps: 8, rpe: null },
          ],
        },
      ],
      feedback: null,
    });
    // B's log is B's alone.
    const bId = (await ok(query(b, 'user.me'))).userId;
    expect((await loadHistory(t.db, bId)).get(BENCH)!.sessions.map((s) => s.sets)).toEqual([[{ weightKg: 200, reps: 1, rpe: null }]]);
  });

  test('the latest feedback per exercise, whichever recommendation it was given in', async () => {
    const one: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const item = one.recommends[0]!;
    await ok(mutate(a, 'recommendation.feedback', { recommendationId: one.recommendationId, exerciseId: item.exerciseId, feedback: 'light' }));
    await at(clock.now() + DAY);
    const two: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const again = two.recommends.find((r) => r.exerciseId === item.exerciseId)!;
    await ok(mutate(a, 'recommendation.feedback', { recommendationId: two.recommendationId, exerciseId: item.exerciseId, feedback: 'heavy' }));
    const userId = (await ok(query(a, 'user.me'))).userId;
    expect((await loadHistory(t.db, userId)).get(item.exerciseId)!.feedback).toEqual({
      at: clock.now(),
      date: '2026-11-21',
      feedback: 'heavy',
      weightKg: Number(again.weight),
      reps: Number(again.repeat),
    });
    const bId = (await ok(query(b, 'user.me'))).userId;
    expect((await loadHistory(t.db, bId)).size).toBe(0);
  });
});
