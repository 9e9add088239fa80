// Set kinds, RPE and notes, warm-ups and '첫 기록' through the real app (docs/decisions/021-set-kinds-and-warm-ups.md):
// what is stored and answered; training.session.addWarmups (the ramp, its place, retries, limits, ownership);
// warm-ups left out of volume, the summary, records, progress, previous performance, planning and the
// recommender's reads; a first performance is a first record, not a new one.
import { describe, expect, test } from 'vitest';
import type { fakeClock, TestApp } from '../../../../tests/helpers/app';
import { type Member, trpcData, trpcError, trpcRawMutation, trpcRawQuery } from '../../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, HANGUL, ok, PLANK, PUSH_UP, SQUAT, uuid } from '../../../../tests/helpers/training-http';
import { TRAINING_MSG } from '../common/training.shared';
import { recentSets } from '../history/recent-performance.service';
import { WARMUP_MSG } from './session.shared';

/** Catalogue ids (seed order): 4 덤벨 벤치 프레스 (dumbbells), 6 머신 체스트 프레스 (a stack). */
const DB_BENCH = 4;
const MACHINE_CHEST = 6;

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
const { at, logSession, mutate, query, store } = eachTrainingWorld((w) => {
  ({ t, clock, a, b } = w);
});

type Set = {
  setClientId: string;
  position: number;
  kind: string;
  plannedWeight: number | null;
  plannedReps: number | null;
  weight: number | null;
  reps: number | null;
};
const shape = (sets: Set[]) => sets.map((s) => [s.kind, s.position, s.weight ?? s.plannedWeight, s.reps ?? s.plannedReps]);

async function startWith(m: Member, exerciseId: number, sets: number) {
  const sessionClientId = uuid();
  const exerciseClientId = uuid();
  const setClientIds = Array.from({ length: sets }, () => uuid());
  await ok(mutate(m, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
  await ok(mutate(m, 'session.addExercise', { sessionClientId, exerciseClientId, exerciseId, setClientIds }));
  const ref = { sessionClientId, exerciseClientId };
  const set = (setClientId: string, values: object) => ok(mutate(m, 'session.updateSet', { ...ref, setClientId, ...values }));
  return { ...ref, setClientIds, set };
}

const userIdOf = async (m: Member) => trpcData(await trpcRawQuery(t.app, 'user.me', undefined, m.accessToken)).userId as number;

describe('warm-ups, kinds, RPE and notes on the workout', () => {
  test('the ramp before the first work set; kinds, RPE and notes stored; warm-ups count for nothing', async () => {
    const w = await startWith(a, BENCH, 3);
    await w.set(w.setClientIds[0]!, { weight: 100, reps: 5 });
    const warmIds = [uuid(), uuid(), uuid(), uuid()];
    const added = await ok(mutate(a, 'session.addWarmups', { ...w, setClientIds: warmIds }));
    // Answers the exercise, like addSet.
    expect(Object.keys(added).sort()).toEqual(['exercise', 'exerciseClientId', 'serverNow', 'sessionClientId']);
    const sets: Set[] = added.exercise.sets;
    expect(sets.map((s) => s.setClientId)).toEqual([...warmIds, ...w.setClientIds]);
    expect(shape(sets)).toEqual([
      ['warmup', 1, 20, 10],
      ['warmup', 2, 40, 5],
      ['warmup', 3, 60, 3],
      ['warmup', 4, 80, 1],
      ['work', 5, 100, 5],
      ['work', 6, null, null],
      ['work', 7, null, null],
    ]);
    // Warm-ups are planned, not entered or checked.
    expect(sets.slice(0, 4).every((s) => s.weight === null && s.reps === null && !('done' in s && (s as { done: boolean }).done))).toBe(true);
    expect((await ok(query(a, 'session.active'))).exercises[0].sets).toEqual(sets);

    // A retry with the same ids changes nothing; warm-ups again with other ids are refused.
    const before = await store();
    expect((await ok(mutate(a, 'session.addWarmups', { ...w, setClientIds: warmIds }))).exercise).toEqual(added.exercise);
    expect(await store()).toBe(before);
    const again = await mutate(a, 'session.addWarmups', { ...w, setClientIds: [uuid()] });
    expect(again.status).toBe(400);
    expect(trpcError(again).message).toBe(WARMUP_MSG.already);
    expect(await store()).toBe(before);

    // Kinds, RPE and notes.
    for (const id of warmIds) await w.set(id, { done: true });
    await w.set(w.setClientIds[0]!, { done: true, rpe: 8 });
    await w.set(w.setClientIds[1]!, { kind: 'drop', weight: 80, reps: 8, rpe: 9.5, note: '마지막에 자세 무너짐', done: true });
    const last = await w.set(w.setClientIds[2]!, { kind: 'failure', weight: 70, reps: 6, rpe: 10, done: true });
    expect(
      last.exercise.sets.map((s: Set & { rpe: number | null; note: string | null; done: boolean }) => [s.kind, s.weight, s.reps, s.rpe, s.note, s.done]),
    ).toEqual([
      ['warmup', 20, 10, null, null, true],
      ['warmup', 40, 5, null, null, true],
      ['warmup', 60, 3, null, null, true],
      ['warmup', 80, 1, null, null, true],
      ['work', 100, 5, 8, null, true],
      ['drop', 80, 8, 9.5, '마지막에 자세 무너짐', true],
      ['failure', 70, 6, 10, null, true],
    ]);
    // A note cleared, a kind put back.
    const cleared = await w.set(w.setClientIds[1]!, { note: null, kind: 'work' });
    expect(cleared.exercise.sets[5]).toMatchObject({ kind: 'work', note: null });
    await w.set(w.setClientIds[1]!, { kind: 'drop', note: '마지막에 자세 무너짐' });

    // The summary: work sets only (500 + 640 + 420), and the first bench press ever is a first record.
    await at(clock.now() + 40 * 60_000);
    const summary = await ok(mutate(a, 'session.finish', { sessionClientId: w.sessionClientId }));
    expect(summary).toMatchObject({
      totalVolume: 1560,
      sets: 3,
      exercises: 1,
      newRecords: [],
      firstRecords: [{ exerciseId: BENCH, exerciseName: '바벨 벤치 프레스' }],
    });
    expect(await ok(query(a, 'session.summary', { id: summary.sessionId }))).toEqual(summary);
    // History keeps the warm-ups (with their kind) but leaves them out of the volume and the set count.
    const logged = await ok(query(a, 'history.get', { id: summary.sessionId }));
    expect(logged.totalVolume).toBe(1560);
    expect(logged.exercises[0].sets.map((s: Set & { note: string | null }) => [s.kind, s.note])).toEqual([
      ['warmup', null],
      ['warmup', null],
      ['warmup', null],
      ['warmup', null],
      ['work', null],
      ['drop', '마지막에 자세 무너짐'],
      ['failure', null],
    ]);
    expect((await ok(query(a, 'history.list', { page: 1 }))).items[0]).toMatchObject({ totalVolume: 1560, sets: 3 });

    // Next time: "지난번" is the work sets, and the new sets are planned from them.
    await at(clock.now() + 2 * 24 * 3600_000);
    const next = await startWith(a, BENCH, 3);
    const active = (await ok(query(a, 'session.active'))).exercises[0];
    expect(active.previous).toEqual([
      { weight: 100, reps: 5, seconds: null },
      { weight: 80, reps: 8, seconds: null },
      { weight: 70, reps: 6, seconds: null },
    ]);
    expect(shape(active.sets)).toEqual([
      ['work', 1, 100, 5],
      ['work', 2, 80, 8],
      ['work', 3, 70, 6],
    ]);
    // Warm-ups from the planned 100 kg; one of them pushed heavier than any work set ever (120 × 5) and checked.
    const ramp = await ok(mutate(a, 'session.addWarmups', { ...next, setClientIds: [uuid(), uuid(), uuid(), uuid()] }));
    const warm = ramp.exercise.sets[3].setClientId;
    await next.set(warm, { weight: 120, reps: 5, done: true });
    await next.set(next.setClientIds[0]!, { done: true });
    // A new set is planned from the last WORK set, not a warm-up.
    const removed = await ok(mutate(a, 'session.removeSet', { ...next, setClientId: next.setClientIds[1] }));
    await ok(mutate(a, 'session.removeSet', { ...next, setClientId: next.setClientIds[2] }));
    expect(removed.exercise.sets.length).toBe(6);
    const plusOne = await ok(mutate(a, 'session.addSet', { ...next, setClientId: uuid() }));
    expect(shape(plusOne.exercise.sets).at(-1)).toEqual(['work', 6, 100, 5]);
    await at(clock.now() + 40 * 60_000);
    const second = await ok(mutate(a, 'session.finish', { sessionClientId: next.sessionClientId }));
    // The 120 kg warm-up is no record; the work set equals the best, so nothing is new.
    expect(second).toMatchObject({ totalVolume: 500, sets: 1, newRecords: [], firstRecords: [] });

    // Progress: records, the exercise's curve and the body parts' volume read work sets only.
    const records = await ok(query(a, 'progress.records'));
    expect(records.map((r: { kind: string; value: number; sessionId: number }) => [r.kind, r.value, r.sessionId])).toEqual([
      ['e1rm', 116.7, summary.sessionId],
      ['weight', 100, summary.sessionId],
      ['volume', 640, summary.sessionId],
    ]);
    const curve = await ok(query(a, 'progress.exercise', { exerciseId: BENCH }));
    expect(curve.points.map((p: { e1rm: number; volume: number; bestSet: object }) => [p.e1rm, p.volume, p.bestSet])).toEqual([
      [116.7, 1560, { weight: 100, reps: 5, seconds: null }],
      [116.7, 500, { weight: 100, reps: 5, seconds: null }],
    ]);
    const weeks = await ok(query(a, 'progress.bodyParts'));
    const chest = weeks.filter((x: { bodyPartName: string; volume: number }) => x.bodyPartName === '가슴' && x.volume > 0);
    expect(chest.map((x: { sets: number; volume: number }) => [x.sets, x.volume])).toEqual([[4, 2060]]);
    expect((await ok(query(a, 'progress.exercises')))[0]).toMatchObject({ exerciseId: BENCH, sessions: 2 });

    // The recommender's read of the log: work sets only, newest session first.
    const recent = await recentSets(t.db, await userIdOf(a), { sessions: 3 });
    expect(recent.map((r) => [r.sessionId, r.weight, r.reps, r.rpe])).toEqual([
      [second.sessionId, 100, 5, null],
      [summary.sessionId, 100, 5, 8],
      [summary.sessionId, 80, 8, 9.5],
      [summary.sessionId, 70, 6, 10],
    ]);
  });

  test("the member's bar and steps; dumbbells and machine stacks; ids past the ramp unused", async () => {
    await ok(
      trpcRawMutation(
        t.app,
        'user.updateEquipment',
        {
          barKg: 15,
          warmupSteps: [
            { percent: 0, reps: 12 },
            { percent: 50, reps: 6 },
          ],
        },
        a.accessToken,
      ),
    );
    const w = await startWith(a, BENCH, 1);
    await w.set(w.setClientIds[0]!, { weight: 60, reps: 5 });
    const ids = [uuid(), uuid(), uuid(), uuid()];
    const bar = await ok(mutate(a, 'session.addWarmups', { ...w, setClientIds: ids }));
    expect(shape(bar.exercise.sets)).toEqual([
      ['warmup', 1, 15, 12],
      ['warmup', 2, 30, 6],
      ['work', 3, 60, 5],
    ]);
    expect(bar.exercise.sets.slice(0, 2).map((s: Set) => s.setClientId)).toEqual(ids.slice(0, 2));
    // The steps back to the defaults: dumbbells step 1 kg to 10 kg, then 2 kg (24 kg: 1, 9, 14, 18).
    await ok(trpcRawMutation(t.app, 'user.updateEquipment', { barKg: null, warmupSteps: null }, a.accessToken));
    const db = uuid();
    await ok(mutate(a, 'session.addExercise', { sessionClientId: w.sessionClientId, exerciseClientId: db, exerciseId: DB_BENCH, setClientIds: [uuid()] }));
    const dbSet = (await ok(query(a, 'session.active'))).exercises[1].sets[0].setClientId;
    await ok(mutate(a, 'session.updateSet', { sessionClientId: w.sessionClientId, exerciseClientId: db, setClientId: dbSet, weight: 24 }));
    const dumbbells = await ok(
      mutate(a, 'session.addWarmups', { sessionClientId: w.sessionClientId, exerciseClientId: db, setClientIds: [uuid(), uuid(), uuid(), uuid()] }),
    );
    expect(shape(dumbbells.exercise.sets).map(([, , kg, reps]) => [kg, reps])).toEqual([
      [1, 10],
      [9, 5],
      [14, 3],
      [18, 1],
      [24, null],
    ]);
    // A stack of 5 kg pins, from the planned weight of the first work set when nothing is entered (45: 5, 15, 25, 35).
    const machine = uuid();
    await ok(
      mutate(a, 'session.addExercise', { sessionClientId: w.sessionClientId, exerciseClientId: machine, exerciseId: MACHINE_CHEST, setClientIds: [uuid()] }),
    );
    const mSet = (await ok(query(a, 'session.active'))).exercises[2].sets[0].setClientId;
    await ok(mutate(a, 'session.updateSet', { sessionClientId: w.sessionClientId, exerciseClientId: machine, setClientId: mSet, weight: 45 }));
    const stack = await ok(mutate(a, 'session.addWarmups', { sessionClientId: w.sessionClientId, exerciseClientId: machine, setClientIds: [uuid(), uuid()] }));
    expect(shape(stack.exercise.sets).map(([kind, , kg]) => [kind, kg])).toEqual([
      ['warmup', 5],
      ['warmup', 15],
      ['warmup', 25],
      ['warmup', 35],
      ['work', 45],
    ]);
  });
});

describe('addWarmups refused: a 4xx with a Korean message, and nothing stored', () => {
  test('bad input, nothing to warm up for, the set limit, another member', async () => {
    const w = await startWith(a, BENCH, 16);
    const push = uuid();
    const plank = uuid();
    await ok(mutate(a, 'session.addExercise', { sessionClientId: w.sessionClientId, exerciseClientId: push, exerciseId: PUSH_UP, setClientIds: [uuid()] }));
    await ok(mutate(a, 'session.addExercise', { sessionClientId: w.sessionClientId, exerciseClientId: plank, exerciseId: PLANK, setClientIds: [uuid()] }));
    const squat = uuid();
    const squatSet = uuid();
    await ok(mutate(a, 'session.addExercise', { sessionClientId: w.sessionClientId, exerciseClientId: squat, exerciseId: SQUAT, setClientIds: [squatSet] }));
    const four = () => [uuid(), uuid(), uuid(), uuid()];
    const dup = uuid();
    const cases: [string, unknown, number, string][] = [
      ['no ids', { ...w, setClientIds: [] }, 400, TRAINING_MSG.clientId],
      ['a bad id', { ...w, setClientIds: ['not-a-uuid'] }, 400, TRAINING_MSG.clientId],
      ['the same id twice', { ...w, setClientIds: [dup, dup] }, 400, TRAINING_MSG.clientId],
      ['21 ids', { ...w, setClientIds: Array.from({ length: 21 }, () => uuid()) }, 400, TRAINING_MSG.clientId],
      ['no weight on the first set', { ...w, setClientIds: four() }, 400, WARMUP_MSG.noWeight],
      ['body weight', { sessionClientId: w.sessionClientId, exerciseClientId: push, setClientIds: four() }, 400, WARMUP_MSG.notLoaded],
      ['a timed hold', { sessionClientId: w.sessionClientId, exerciseClientId: plank, setClientIds: four() }, 400, WARMUP_MSG.notLoaded],
      ['an unknown exercise', { sessionClientId: w.sessionClientId, exerciseClientId: uuid(), setClientIds: four() }, 404, '찾을 수 없어요'],
    ];
    const check = async (what: string, r: Awaited<ReturnType<typeof mutate>>, status: number, message: string, before: string) => {
      expect(r.status, what).toBe(status);
      const error = trpcError(r);
      if (status === 400) expect(error.message, what).toBe(message);
      expect(error.message, what).toMatch(HANGUL);
      expect(await store(), what).toBe(before);
    };
    let before = await store();
    for (const [what, input, status, message] of cases) await check(what, await mutate(a, 'session.addWarmups', input), status, message, before);

    // The empty bar as the work weight: nothing lighter to warm up with.
    await ok(mutate(a, 'session.updateSet', { sessionClientId: w.sessionClientId, exerciseClientId: squat, setClientId: squatSet, weight: 20 }));
    before = await store();
    await check(
      'bar only',
      await mutate(a, 'session.addWarmups', { sessionClientId: w.sessionClientId, exerciseClientId: squat, setClientIds: four() }),
      400,
      WARMUP_MSG.tooLight,
      before,
    );

    // 16 sets + a ramp of 4 = 20 fits; 17 + 4 does not.
    await w.set(w.setClientIds[0]!, { weight: 100 });
    await ok(mutate(a, 'session.addSet', { ...w, setClientId: uuid() }));
    before = await store();
    await check('21 sets', await mutate(a, 'session.addWarmups', { ...w, setClientIds: four() }), 400, '세트는 운동마다 20개까지 기록할 수 있어요', before);
    await ok(mutate(a, 'session.removeSet', { ...w, setClientId: w.setClientIds[15] }));
    const full = await ok(mutate(a, 'session.addWarmups', { ...w, setClientIds: four() }));
    expect(full.exercise.sets).toHaveLength(20);

    // Another member naming a's session: like an unknown one, and nothing changes.
    before = await store();
    const foreign = await mutate(b, 'session.addWarmups', { sessionClientId: w.sessionClientId, exerciseClientId: squat, setClientIds: four() });
    expect(foreign.status).toBe(404);
    expect(trpcError(foreign).message).toBe('진행 중인 운동이 없어요');
    expect(await store()).toBe(before);
    // And a's finished summary is not b's to read.
    const { sessionId } = await logSession(b, [{ exerciseId: BENCH, sets: [{ weight: 50, reps: 5 }] }]);
    const hidden = await query(a, 'session.summary', { id: sessionId });
    expect(hidden.status).toBe(404);
    expect(trpcError(hidden).message).toBe('운동 기록을 찾을 수 없어요');
  });

  test('kinds, RPE and notes are held to their limits', async () => {
    const w = await startWith(a, BENCH, 1);
    const set = { ...w, setClientId: w.setClientIds[0] };
    const before = await store();
    for (const [what, values, message] of [
      ['an unknown kind', { kind: 'cooldown' }, TRAINING_MSG.kind],
      ['a 201-character note', { note: '가'.repeat(201) }, TRAINING_MSG.setNote],
      ['a note with control characters', { note: 'a\u0000b' }, TRAINING_MSG.textInvalid],
    ] as const) {
      const r = await mutate(a, 'session.updateSet', { ...set, ...values });
      expect(r.status, what).toBe(400);
      expect(trpcError(r).message, what).toBe(message);
      expect(await store(), what).toBe(before);
    }
    for (const rpe of [10.5, 0.5, 7.25]) {
      const r = await mutate(a, 'session.updateSet', { ...set, rpe });
      expect(r.status, String(rpe)).toBe(400);
      expect(trpcError(r).message, String(rpe)).toMatch(HANGUL);
      expect(await store()).toBe(before);
    }
    const edge = await ok(mutate(a, 'session.updateSet', { ...set, note: '가'.repeat(200), rpe: 6.5, kind: 'failure' }));
    expect(edge.exercise.sets[0]).toMatchObject({ note: '가'.repeat(200), rpe: 6.5, kind: 'failure' });
  });
});

describe("'첫 기록': the first time an exercise is logged is not a new record", () => {
  test('first performances are first records; later improvements are records; warm-ups alone are not a first performance', async () => {
    const first = await logSession(a, [
      { exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] },
      { exerciseId: PUSH_UP, sets: [{ weight: 0, reps: 15 }] },
    ]);
    expect(first.summary.newRecords).toEqual([]);
    expect(first.summary.firstRecords).toEqual([
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스' },
      { exerciseId: PUSH_UP, exerciseName: '푸시업' },
    ]);
    // Squats done only as warm-ups (the work set never checked): no performance of the squat yet.
    const w = await startWith(a, SQUAT, 1);
    await w.set(w.setClientIds[0]!, { weight: 100, reps: 5 });
    const ramp = await ok(mutate(a, 'session.addWarmups', { ...w, setClientIds: [uuid(), uuid(), uuid(), uuid()] }));
    for (const s of ramp.exercise.sets.slice(0, 4)) await w.set(s.setClientId, { done: true });
    await at(clock.now() + 30 * 60_000);
    const warmOnly = await ok(mutate(a, 'session.finish', { sessionClientId: w.sessionClientId }));
    expect(warmOnly).toMatchObject({ totalVolume: 0, sets: 0, exercises: 0, newRecords: [], firstRecords: [] });
    // Another member's log changes nothing of a's.
    await logSession(b, [{ exerciseId: SQUAT, sets: [{ weight: 200, reps: 1 }] }]);
    await at(clock.now() + 24 * 3600_000);
    const second = await logSession(a, [
      { exerciseId: SQUAT, sets: [{ weight: 100, reps: 5 }] },
      { exerciseId: BENCH, sets: [{ weight: 62.5, reps: 10 }] },
      { exerciseId: PUSH_UP, sets: [{ weight: 0, reps: 15 }] },
    ]);
    expect(second.summary.firstRecords).toEqual([{ exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트' }]);
    expect(second.summary.newRecords.map((r: { exerciseId: number; kind: string; value: number }) => [r.exerciseId, r.kind, r.value])).toEqual([
      [BENCH, 'e1rm', 83.3],
      [BENCH, 'weight', 62.5],
      [BENCH, 'volume', 625],
    ]);
    // The summary read again is the same.
    expect(await ok(query(a, 'session.summary', { id: second.sessionId }))).toEqual(second.summary);
    // progress.records still lists each best ever, the first session's included (dated where reached).
    const records = await ok(query(a, 'progress.records'));
    expect(records.find((r: { exerciseId: number; kind: string }) => r.exerciseId === PUSH_UP && r.kind === 'reps')).toMatchObject({
      value: 15,
      sessionId: first.sessionId,
    });
  });
});
