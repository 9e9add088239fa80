// Through the real app: one-tap feedback on a recommended exercise (recommendation.feedback, shown
// on get and list), '다른 운동으로 바꾸기' in a recommendation (alternatives, swap) and in a routine
// (routines.itemAlternatives, routines.swapItem), each refused for another member's rows or a replacement
// not offered with the store unchanged; and the log the recommender learns from (loadHistory), filled
// through gym mode's API.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { LoadSource } from '../../server/features/recommendation/engine/types';
import { loadHistory } from '../../server/features/recommendation/history';
import { koreaMidnight } from '../../server/features/training/training.stats';
import { buildTestApp, fakeClock, type TestApp } from '../helpers/app';
import {
  type InputArg,
  type InputOf,
  type Member,
  type MutationPath,
  type OutputOf,
  type QueryPath,
  signUpMember,
  snapshot,
  type TrpcResult,
  trpcAs,
  trpcData,
  trpcError,
  trpcMutation,
  trpcRawMutation,
} from '../helpers/calls';
import { bodyPartIds, machineIds } from '../helpers/catalogue-ids';

// Catalogue ids (seed order): 1 바벨 벤치 프레스, 11 푸시업 (body weight), 81 플랭크 (timed), 116 바벨 백 스쿼트.
const BENCH = 1;
const PUSH_UP = 11;
const PLANK = 81;
const SQUAT = 116;
const HANGUL = /[가-힣]/;
const MAX = 4;

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
const tables = async (...names: string[]) => JSON.stringify(await Promise.all(names.map((n) => snapshot(t.db, n))));

type Rec = OutputOf<'recommendation.create'>;
type Item = Rec['recommends'][number];
/** An alternative offered for an item of a recommendation or a routine: prescribed like a recommended exercise. */
type Offered = OutputOf<'recommendation.alternatives'>[number];
const LOAD_SOURCES: LoadSource[] = ['model', 'log', 'feedback'];

const CHEST_GYM = () => ({
  bodyPartIds: bodyPartIds(t.catalogue, '가슴'),
  machineIds: machineIds(t.catalogue, '바벨', '덤벨', '벤치', '케이블 머신', '체스트 프레스 머신'),
});

/** An item of `rec` with at least one alternative, and its alternatives. */
async function swappable(m: Member, rec: Rec): Promise<{ item: Item; index: number; offered: Offered[] }> {
  for (const [index, item] of rec.recommends.entries()) {
    const offered = await ok(query(m, 'recommendation.alternatives', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId }));
    if (offered.length > 0) return { item, index, offered };
  }
  throw new Error('no item of the recommendation has an alternative');
}

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

describe('recommendation.alternatives and recommendation.swap', () => {
  test('alternatives: at most four, same movement pattern and primary part, only the requested machines, none already in the recommendation', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const catalogue = t.catalogue.current;
    const inRec = new Set(rec.recommends.map((r) => r.exerciseId));
    const machines = new Set(rec.requestedMachines);
    let offeredAny = false;
    for (const item of rec.recommends) {
      const offered: Offered[] = await ok(query(a, 'recommendation.alternatives', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId }));
      expect(offered.length).toBeLessThanOrEqual(MAX);
      const original = catalogue.byId.get(item.exerciseId)!;
      const primary = (id: number) =>
        catalogue.byId
          .get(id)!
          .bodyParts.filter((p) => p.primary)
          .map((p) => p.key);
      for (const alt of offered) {
        offeredAny = true;
        const w = catalogue.byId.get(alt.exerciseId)!;
        expect(w.pattern, w.koreanName).toBe(original.pattern);
        expect(primary(alt.exerciseId).filter((k) => primary(item.exerciseId).includes(k)).length, w.koreanName).toBeGreaterThan(0);
        expect(
          alt.machineNames.every((m) => machines.has(m)),
          w.koreanName,
        ).toBe(true);
        expect(inRec.has(alt.exerciseId), w.koreanName).toBe(false);
        expect(Number(alt.set)).toBeGreaterThan(0);
        // Prescribed for this member like any recommended exercise: a plain Korean why and where the load came from.
        expect(alt.why).toMatch(HANGUL);
        expect(LOAD_SOURCES).toContain(alt.loadSource);
      }
      expect(new Set(offered.map((o) => o.exerciseId)).size).toBe(offered.length);
    }
    expect(offeredAny).toBe(true);
  });

  test('swap replaces the item in its place; the next get shows it; a replacement not offered is refused with nothing changed', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const { item, index, offered } = await swappable(a, rec);
    const before = await tables('recommendations');
    const other = rec.recommends.find((r) => r.exerciseId !== item.exerciseId)!.exerciseId;
    for (const replacementId of [other, item.exerciseId, SQUAT, 999_999]) {
      const res = await mutate(a, 'recommendation.swap', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId, replacementId });
      expect([res.status, trpcError(res).message], String(replacementId)).toEqual([400, '바꿀 수 없는 운동이에요']);
    }
    const notIn = await mutate(a, 'recommendation.swap', { recommendationId: rec.recommendationId, exerciseId: SQUAT, replacementId: offered[0]!.exerciseId });
    expect([notIn.status, trpcError(notIn).message]).toEqual([400, '추천에 없는 운동이에요']);
    expect(await tables('recommendations')).toBe(before);

    const chosen = offered[offered.length - 1]!;
    const swapped: Rec = await ok(
      mutate(a, 'recommendation.swap', { recommendationId: rec.recommendationId, exerciseId: item.exerciseId, replacementId: chosen.exerciseId }),
    );
    expect(swapped.recommends.map((r) => r.exerciseId)).toEqual(rec.recommends.map((r, i) => (i === index ? chosen.exerciseId : r.exerciseId)));
    expect(swapped.recommends[index]).toEqual({ ...chosen, retired: false, feedback: null });
    expect(await ok(query(a, 'recommendation.get', { id: rec.recommendationId }))).toEqual(swapped);
    // The swapped-out exercise is gone: it can be neither swapped again nor given feedback.
    const again = await mutate(a, 'recommendation.swap', {
      recommendationId: rec.recommendationId,
      exerciseId: item.exerciseId,
      replacementId: chosen.exerciseId,
    });
    expect(trpcError(again).message).toBe('추천에 없는 운동이에요');
  });

  test('another member’s recommendation: alternatives and swap are not found, nothing changes; no body data: BODY_DATA_NOT_FOUND', async () => {
    const rec: Rec = await ok(mutate(a, 'recommendation.create', CHEST_GYM()));
    const { item, offered } = await swappable(a, rec);
    const before = await tables('recommendations');
    const ref = { recommendationId: rec.recommendationId, exerciseId: item.exerciseId };
    expect(trpcError(await query(b, 'recommendation.alternatives', ref)).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    expect(trpcError(await mutate(b, 'recommendation.swap', { ...ref, replacementId: offered[0]!.exerciseId })).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    expect(await tables('recommendations')).toBe(before);
    // The member deletes every measurement: nothing to prescribe from.
    for (const r of await ok(query(a, 'user.bodyData.list', { page: 1 }))) await ok(mutate(a, 'user.bodyData.delete', { id: r.bodyDataId }));
    expect(trpcError(await query(a, 'recommendation.alternatives', ref)).data.appCode).toBe('BODY_DATA_NOT_FOUND');
  });
});

describe('routines.itemAlternatives and routines.swapItem', () => {
  async function routineWith(m: Member, exerciseIds: number[]) {
    const routineId = (await ok(mutate(m, 'routines.create', { name: '가슴' }))).routineId;
    for (const exerciseId of exerciseIds) await ok(mutate(m, 'routines.addItem', { routineIds: [routineId], exerciseId, weight: 40, rep: 10, setCount: 3 }));
    return { routineId, list: await ok(query(m, 'routines.items', { routineId })) };
  }

  test('the exercise’s primary part and pattern, the saved gym (every machine when none is saved), none already in the routine', async () => {
    const catalogue = t.catalogue.current;
    const { list } = await routineWith(a, [BENCH, PUSH_UP]);
    const bench = list[0]!;
    const all: Offered[] = await ok(query(a, 'routines.itemAlternatives', { routineItemId: bench.routineItemId }));
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(MAX);
    const original = catalogue.byId.get(BENCH)!;
    const primary = original.bodyParts.filter((p) => p.primary).map((p) => p.key);
    for (const alt of all) {
      const w = catalogue.byId.get(alt.exerciseId)!;
      expect(w.pattern).toBe(original.pattern);
      expect(
        w.bodyParts.some((p) => p.primary && primary.includes(p.key)),
        w.koreanName,
      ).toBe(true);
      expect([BENCH, PUSH_UP]).not.toContain(alt.exerciseId);
    }
    await ok(mutate(a, 'user.updatePreferences', { gymMachineIds: machineIds(t.catalogue, '덤벨', '벤치') }));
    const gym: Offered[] = await ok(query(a, 'routines.itemAlternatives', { routineItemId: bench.routineItemId }));
    expect(gym.length).toBeGreaterThan(0);
    for (const alt of gym)
      expect(
        alt.machineNames.every((m) => m === '덤벨' || m === '벤치'),
        alt.exerciseId.toString(),
      ).toBe(true);
  });

  test('swap puts the alternative in the same place with its prescription; not offered or another member’s: refused, nothing changes', async () => {
    const { routineId, list } = await routineWith(a, [PUSH_UP, BENCH, SQUAT]);
    const bench = list[1]!;
    const offered: Offered[] = await ok(query(a, 'routines.itemAlternatives', { routineItemId: bench.routineItemId }));
    const before = await tables('routines', 'routine_items');
    for (const replacementId of [PUSH_UP, SQUAT, BENCH, PLANK, 999_999]) {
      const res = await mutate(a, 'routines.swapItem', { routineItemId: bench.routineItemId, replacementId });
      expect([res.status, trpcError(res).message], String(replacementId)).toEqual([400, '바꿀 수 없는 운동이에요']);
    }
    const foreign = await mutate(b, 'routines.swapItem', { routineItemId: bench.routineItemId, replacementId: offered[0]!.exerciseId });
    expect(trpcError(foreign).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    expect(trpcError(await query(b, 'routines.itemAlternatives', { routineItemId: bench.routineItemId })).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    expect(await tables('routines', 'routine_items')).toBe(before);

    const chosen = offered[0]!;
    expect(await ok(mutate(a, 'routines.swapItem', { routineItemId: bench.routineItemId, replacementId: chosen.exerciseId }))).toEqual({ ok: true });
    const after = await ok(query(a, 'routines.items', { routineId }));
    expect(after.map((w: { exerciseId: number }) => w.exerciseId)).toEqual([PUSH_UP, chosen.exerciseId, SQUAT]);
    expect(after[1]).toMatchObject({
      routineItemId: bench.routineItemId,
      position: 2,
      weight: Number(chosen.weight),
      rep: Number(chosen.repeat),
      setCount: Number(chosen.set),
      caution: chosen.caution,
    });
    expect(after[0]).toEqual(list[0]);
    expect(after[2]).toEqual(list[2]);
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
    await ok(mutate(m, 'training.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    for (const e of exercises) {
      const exerciseClientId = randomUUID();
      const setClientIds = e.sets.map(() => randomUUID());
      await ok(mutate(m, 'training.addExercise', { sessionClientId, exerciseClientId, exerciseId: e.exerciseId, setClientIds }));
      for (const [i, { done = true, ...s }] of e.sets.entries())
        await ok(mutate(m, 'training.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[i]!, ...s, done }));
      if (e.skipped) await ok(mutate(m, 'training.updateExercise', { sessionClientId, exerciseClientId, skipped: true }));
    }
    if (finish) {
      await at(clock.now() + 45 * 60_000);
      await ok(mutate(m, 'training.finish', { sessionClientId }));
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
