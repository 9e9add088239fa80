// Per-set targets in routines (docs/decisions/024-per-set-targets.md) through the real app: tRPC
// routines.updateItem / addItem with setTargets (validation in Korean, nothing stored on a refusal; weight,
// rep and setCount written as the mirror), the legacy `/api` view (the first work set, byte for byte what a
// uniform routine of that triple answers) and legacy updates, ownership, a start from the routine (one
// planned set per target, the same as the web's offline preview) and '이번 기록을 루틴에 저장'.
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../tests/helpers/app';
import { api, type Member, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, ok, PLANK, PUSH_UP, SQUAT, uuid } from '../../../tests/helpers/training-http';
import { previewExercises } from '../../../web/features/training/routine-preview';
import { SET_KINDS } from '../training/common/training.shared';
import { ROUTINE_MSG, SET_TARGET_KINDS, type SetTarget } from './routines.shared';

let t: TestApp;
let a: Member;
let b: Member;
const { mutate, store } = eachTrainingWorld((w) => {
  ({ t, a, b } = w);
});

const target = (kind: SetTarget['kind'], weight: number | null, reps: number | null, seconds: number | null = null): SetTarget => ({
  kind,
  weight,
  reps,
  seconds,
});
const PYRAMID = [target('warmup', 20, 10), target('work', 60, 12), target('work', 65, 10), target('work', 70, 8)];

async function routineOf(m: Member, items: { exerciseId: number; weight: number; rep: number; setCount: number }[], name = '가슴') {
  const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name }, m.accessToken)).routineId;
  for (const item of items) await ok(trpcRawMutation(t.app, 'routines.addItem', { routineIds: [routineId], ...item }, m.accessToken));
  return routineId;
}
const itemsOf = async (m: Member, routineId: number) => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
const update = (m: Member, input: Record<string, unknown>) => trpcRawMutation(t.app, 'routines.updateItem', input, m.accessToken);
const legacyList = async (m: Member, routineId: number) => (await api(t.app, 'GET', `/myfit/routines/workout/${routineId}`, { token: m.accessToken })).body;

test('the targets’ kinds are the set kinds', () => {
  expect(SET_TARGET_KINDS).toEqual(SET_KINDS);
});

describe('routines.updateItem with setTargets', () => {
  test('bad targets are a 400 in Korean naming the row’s field; nothing changes', async () => {
    const routineId = await routineOf(a, [
      { exerciseId: BENCH, weight: 60, rep: 10, setCount: 3 },
      { exerciseId: PLANK, weight: 0, rep: 30, setCount: 2 },
    ]);
    const [bench, plank] = await itemsOf(a, routineId);
    const before = await store();
    const work = target('work', 60, 10);
    for (const [item, setTargets, message, field] of [
      [bench, [], ROUTINE_MSG.targetsCount, 'setTargets'],
      [bench, Array.from({ length: 21 }, () => work), ROUTINE_MSG.targetsCount, 'setTargets'],
      [bench, 'pyramid', ROUTINE_MSG.targetsCount, 'setTargets'],
      [bench, [target('warmup', 20, 10), target('warmup', 40, 5)], ROUTINE_MSG.targetsNeedWork, 'setTargets'],
      [bench, [{ ...work, kind: 'heavy' }], ROUTINE_MSG.kindInvalid, 'setTargets.0.kind'],
      [bench, [work, target('work', 60, 0)], ROUTINE_MSG.repInvalid, 'setTargets.1.reps'],
      [bench, [target('work', 60, 100)], ROUTINE_MSG.repInvalid, 'setTargets.0.reps'],
      [bench, [target('work', 60, 10.5)], ROUTINE_MSG.repInvalid, 'setTargets.0.reps'],
      [bench, [target('work', 1000, 10)], ROUTINE_MSG.weightInvalid, 'setTargets.0.weight'],
      [bench, [target('work', 60.123, 10)], ROUTINE_MSG.weightInvalid, 'setTargets.0.weight'],
      [bench, [target('work', -5, 10)], ROUTINE_MSG.weightInvalid, 'setTargets.0.weight'],
      // 0 kg is body weight: not on a barbell.
      [bench, [work, target('work', 0, 10)], ROUTINE_MSG.weightNeeded, 'setTargets.1.weight'],
      // A move of repetitions takes reps, not seconds; a timed one seconds, not reps.
      [bench, [target('work', 60, null, 30)], ROUTINE_MSG.repInvalid, 'setTargets.0.reps'],
      [bench, [target('work', 60, null)], ROUTINE_MSG.repInvalid, 'setTargets.0.reps'],
      [plank, [target('work', 0, 30)], ROUTINE_MSG.secondsInvalid, 'setTargets.0.seconds'],
      [plank, [target('work', 0, null, 100)], ROUTINE_MSG.secondsInvalid, 'setTargets.0.seconds'],
    ] as const) {
      const res = await update(a, { routineItemId: item!.routineItemId, setTargets });
      expect(res.status, JSON.stringify(setTargets)).toBe(400);
      const error = trpcError(res);
      expect(error.data.appCode).toBe('VALIDATION');
      expect(error.message).toBe(message);
      expect(error.data.fieldErrors).toEqual({ [field]: [message] });
    }
    expect(await store()).toBe(before);
  });

  test('a pyramid is stored set by set; weight, rep and setCount mirror the first work set and the non-warm-up sets; null goes back to uniform', async () => {
    const routineId = await routineOf(a, [
      { exerciseId: BENCH, weight: 60, rep: 10, setCount: 3 },
      { exerciseId: PLANK, weight: 0, rep: 30, setCount: 2 },
      { exerciseId: PUSH_UP, weight: 0, rep: 15, setCount: 3 },
    ]);
    const [bench, plank, push] = await itemsOf(a, routineId);
    // The triple sent beside the targets is not what is stored: the mirror is.
    const saved = await ok(update(a, { routineItemId: bench!.routineItemId, weight: 1, rep: 1, setCount: 1, setTargets: PYRAMID }));
    expect(saved).toMatchObject({ weight: 60, rep: 12, setCount: 3, setTargets: PYRAMID });
    const timed = [target('work', 0, null, 45), target('failure', 0, null, 60)];
    expect(await ok(update(a, { routineItemId: plank!.routineItemId, setTargets: timed }))).toMatchObject({
      weight: 0,
      rep: 45,
      setCount: 2,
      setTargets: timed,
    });
    // 0 kg on a body-weight move; a drop set counts as a set.
    const pushTargets = [target('work', 0, 15), target('drop', 0, 8)];
    expect(await ok(update(a, { routineItemId: push!.routineItemId, setTargets: pushTargets }))).toMatchObject({
      setCount: 2,
      rep: 15,
      setTargets: pushTargets,
    });
    expect((await itemsOf(a, routineId)).map((i) => [i.weight, i.rep, i.setCount, i.setTargets])).toEqual([
      [60, 12, 3, PYRAMID],
      [0, 45, 2, timed],
      [0, 15, 2, pushTargets],
    ]);
    // Back to uniform: the triple as sent, no targets.
    expect(await ok(update(a, { routineItemId: bench!.routineItemId, weight: 70, rep: 5, setCount: 5, setTargets: null }))).toMatchObject({
      weight: 70,
      rep: 5,
      setCount: 5,
      setTargets: null,
    });
  });

  test('addItem takes setTargets too', async () => {
    const routineId = await routineOf(a, []);
    await ok(trpcRawMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId: BENCH, setTargets: PYRAMID }, a.accessToken));
    expect((await itemsOf(a, routineId)).map((i) => [i.weight, i.rep, i.setCount, i.setTargets])).toEqual([[60, 12, 3, PYRAMID]]);
    const refused = await trpcRawMutation(
      t.app,
      'routines.addItem',
      { routineIds: [routineId], exerciseId: SQUAT, setTargets: [target('work', 0, 5)] },
      a.accessToken,
    );
    expect(trpcError(refused)).toMatchObject({ message: ROUTINE_MSG.weightNeeded, data: { appCode: 'VALIDATION' } });
    expect(await itemsOf(a, routineId)).toHaveLength(1);
  });

  test('another member’s item id is refused (404) and nothing changes', async () => {
    const routineId = await routineOf(a, [{ exerciseId: BENCH, weight: 60, rep: 10, setCount: 3 }]);
    const [bench] = await itemsOf(a, routineId);
    const before = await store();
    const res = await update(b, { routineItemId: bench!.routineItemId, setTargets: PYRAMID });
    expect(res.status).toBe(404);
    expect(trpcError(res).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    expect(await store()).toBe(before);
  });
});

describe('the legacy /api', () => {
  test('a routine with per-set targets reads as the first work set’s triple, byte for byte what the uniform routine answers', async () => {
    const withTargets = await routineOf(a, [{ exerciseId: BENCH, weight: 40, rep: 5, setCount: 1 }], '피라미드');
    const uniform = await routineOf(a, [{ exerciseId: BENCH, weight: 60, rep: 12, setCount: 3 }], '같게');
    const [item] = await itemsOf(a, withTargets);
    await ok(update(a, { routineItemId: item!.routineItemId, setTargets: PYRAMID }));
    const [other] = await itemsOf(a, uniform);
    const body = await legacyList(a, withTargets);
    expect(JSON.parse(body)).toMatchObject([{ myWorkoutId: item!.routineItemId, weight: '60', rep: '12', setCount: '3', workoutId: BENCH }]);
    // Only the item's id differs from the uniform routine's answer: no new field, same order and spelling.
    expect(body).toBe((await legacyList(a, uniform)).replace(`"myWorkoutId":${other!.routineItemId},`, `"myWorkoutId":${item!.routineItemId},`));
  });

  test('a legacy update sending the triple it read keeps the targets (a move); another triple replaces them with uniform sets', async () => {
    const routineId = await routineOf(a, [
      { exerciseId: BENCH, weight: 60, rep: 10, setCount: 3 },
      { exerciseId: SQUAT, weight: 80, rep: 8, setCount: 3 },
    ]);
    const [bench] = await itemsOf(a, routineId);
    await ok(update(a, { routineItemId: bench!.routineItemId, setTargets: PYRAMID }));
    const token = a.accessToken;
    const path = `/myfit/routines/workout/update/${bench!.routineItemId}`;
    const moved = await api(t.app, 'POST', path, { token, body: { myWorkoutIndex: 2, weight: '60', rep: '12', setCount: '3' } });
    expect([moved.status, moved.body]).toEqual([200, `[myFitId:${bench!.routineItemId}] 수정 완료`]);
    let items = await itemsOf(a, routineId);
    expect(items.map((i) => [i.exerciseId, i.position])).toEqual([
      [SQUAT, 1],
      [BENCH, 2],
    ]);
    expect(items[1]).toMatchObject({ weight: 60, rep: 12, setCount: 3, setTargets: PYRAMID });
    const changed = await api(t.app, 'POST', path, { token, body: { myWorkoutIndex: 2, weight: '65', rep: '10', setCount: '4' } });
    expect([changed.status, changed.body]).toEqual([200, `[myFitId:${bench!.routineItemId}] 수정 완료`]);
    items = await itemsOf(a, routineId);
    expect(items[1]).toMatchObject({ weight: 65, rep: 10, setCount: 4, setTargets: null });
    expect(JSON.parse(await legacyList(a, routineId))[1]).toMatchObject({ weight: '65', rep: '10', setCount: '4' });
  });
});

describe('starting from a routine with per-set targets', () => {
  test('one planned set per target with its kind; the web’s offline preview builds the same session', async () => {
    const routineId = await routineOf(a, [
      { exerciseId: BENCH, weight: 60, rep: 10, setCount: 3 },
      { exerciseId: PLANK, weight: 0, rep: 30, setCount: 2 },
      { exerciseId: SQUAT, weight: 80, rep: 8, setCount: 2 },
    ]);
    const [bench, plank] = await itemsOf(a, routineId);
    await ok(update(a, { routineItemId: bench!.routineItemId, setTargets: PYRAMID }));
    await ok(update(a, { routineItemId: plank!.routineItemId, setTargets: [target('work', 0, null, 45), target('work', 0, null, 60)] }));
    // What a device has cached, and the session it shows at once.
    const cached = await itemsOf(a, routineId);
    const preview = previewExercises(cached, uuid);
    const clientIds = preview.map((e) => ({ exerciseId: e.exerciseId, exerciseClientId: e.exerciseClientId, setClientIds: e.sets.map((s) => s.setClientId) }));
    const started = await ok(mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'routine', routineId }, clientIds }));
    type Set = { kind: string; plannedWeight: number | null; plannedReps: number | null; plannedSeconds: number | null };
    const plan = (e: { exerciseId: number; sets: Set[] }) => [e.exerciseId, e.sets.map((s) => [s.kind, s.plannedWeight, s.plannedReps, s.plannedSeconds])];
    expect(started.exercises.map(plan)).toEqual([
      [
        BENCH,
        [
          ['warmup', 20, 10, null],
          ['work', 60, 12, null],
          ['work', 65, 10, null],
          ['work', 70, 8, null],
        ],
      ],
      [
        PLANK,
        [
          ['work', 0, null, 45],
          ['work', 0, null, 60],
        ],
      ],
      [
        SQUAT,
        [
          ['work', 80, 8, null],
          ['work', 80, 8, null],
        ],
      ],
    ]);
    // Parity: every field of every set, the exercises' ids, order, names and units (the server's answer adds only
    // what the preview cannot know: the previous performance). The weight step and the bar come with the
    // cached items: warm-ups and plates work on a workout started with no signal.
    const shape = (e: (typeof preview)[number]) => {
      const { previous: _previous, ...rest } = e;
      return rest;
    };
    expect(preview.map((e) => [e.weightStep, e.barKg])).toEqual([
      [2.5, 20],
      [null, null],
      [2.5, 20],
    ]);
    expect(started.exercises.map(shape)).toEqual(preview.map(shape));
  });
});

describe('이번 기록을 루틴에 저장', () => {
  /** Starts the routine, checks off the given sets of the first exercise with values, finishes. */
  async function train(routineId: number, done: { index: number; weight: number; reps: number }[]) {
    const sessionClientId = uuid();
    const started = await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'routine', routineId } }));
    const [first] = started.exercises;
    for (const s of done) {
      await ok(
        mutate(a, 'session.updateSet', {
          sessionClientId,
          exerciseClientId: first.exerciseClientId,
          setClientId: first.sets[s.index].setClientId,
          weight: s.weight,
          reps: s.reps,
          done: true,
        }),
      );
    }
    return (await ok(mutate(a, 'session.finish', { sessionClientId }))).sessionId as number;
  }
  const targetsOf = async (routineId: number) => (await itemsOf(a, routineId)).map((i) => [i.weight, i.rep, i.setCount, i.setTargets]);

  test('2 of 4 planned sets done: the planned 4 are kept (the last done set repeated); setCount done saves 2', async () => {
    const routineId = await routineOf(a, [{ exerciseId: BENCH, weight: 60, rep: 10, setCount: 4 }]);
    const sessionId = await train(routineId, [
      { index: 0, weight: 62.5, reps: 10 },
      { index: 1, weight: 62.5, reps: 10 },
    ]);
    expect(await ok(mutate(a, 'session.saveAsRoutine', { sessionId }))).toEqual({ ok: true });
    // The same four sets: uniform.
    expect(await targetsOf(routineId)).toEqual([[62.5, 10, 4, null]]);
    expect(await ok(mutate(a, 'session.saveAsRoutine', { sessionId, setCount: 'done' }))).toEqual({ ok: true });
    expect(await targetsOf(routineId)).toEqual([[62.5, 10, 2, null]]);
    expect(await ok(mutate(a, 'session.saveAsRoutine', { sessionId, setCount: 'planned' }))).toEqual({ ok: true });
    // 'planned' now means the routine's 2.
    expect(await targetsOf(routineId)).toEqual([[62.5, 10, 2, null]]);
    const bad = await mutate(a, 'session.saveAsRoutine', { sessionId, setCount: 'all' });
    expect(bad.status).toBe(400);
    expect(trpcError(bad).data.appCode).toBe('VALIDATION');
  });

  test('a pyramid done is saved as per-set targets; planned sets not done repeat the last done; the legacy view shows the first set', async () => {
    const routineId = await routineOf(a, [{ exerciseId: BENCH, weight: 60, rep: 10, setCount: 4 }]);
    const sessionId = await train(routineId, [
      { index: 0, weight: 60, reps: 12 },
      { index: 1, weight: 70, reps: 8 },
    ]);
    await ok(mutate(a, 'session.saveAsRoutine', { sessionId }));
    expect(await targetsOf(routineId)).toEqual([[60, 12, 4, [target('work', 60, 12), target('work', 70, 8), target('work', 70, 8), target('work', 70, 8)]]]);
    expect(JSON.parse(await legacyList(a, routineId))).toMatchObject([{ weight: '60', rep: '12', setCount: '4' }]);
    await ok(mutate(a, 'session.saveAsRoutine', { sessionId, setCount: 'done' }));
    expect(await targetsOf(routineId)).toEqual([[60, 12, 2, [target('work', 60, 12), target('work', 70, 8)]]]);
  });

  test('warm-ups stay warm-ups and do not count as sets; a planned set not done keeps its kind', async () => {
    const routineId = await routineOf(a, [{ exerciseId: BENCH, weight: 60, rep: 10, setCount: 3 }]);
    const [bench] = await itemsOf(a, routineId);
    await ok(
      update(a, {
        routineItemId: bench!.routineItemId,
        setTargets: [target('warmup', 20, 10), target('work', 60, 10), target('work', 60, 10), target('failure', 60, 10)],
      }),
    );
    const sessionId = await train(routineId, [
      { index: 0, weight: 20, reps: 12 },
      { index: 1, weight: 65, reps: 10 },
      { index: 2, weight: 65, reps: 9 },
    ]);
    await ok(mutate(a, 'session.saveAsRoutine', { sessionId }));
    expect(await targetsOf(routineId)).toEqual([
      [65, 10, 3, [target('warmup', 20, 12), target('work', 65, 10), target('work', 65, 9), target('failure', 65, 9)]],
    ]);
    await ok(mutate(a, 'session.saveAsRoutine', { sessionId, setCount: 'done' }));
    expect(await targetsOf(routineId)).toEqual([[65, 10, 2, [target('warmup', 20, 12), target('work', 65, 10), target('work', 65, 9)]]]);
  });

  test('another member cannot save a session to a routine: TRAINING_NOT_FOUND, nothing changes', async () => {
    const routineId = await routineOf(a, [{ exerciseId: BENCH, weight: 60, rep: 10, setCount: 4 }]);
    const sessionId = await train(routineId, [{ index: 0, weight: 70, reps: 5 }]);
    const before = await store();
    const res = await mutate(b, 'session.saveAsRoutine', { sessionId, setCount: 'done' });
    expect(res.status).toBe(404);
    expect(trpcError(res).data.appCode).toBe('TRAINING_NOT_FOUND');
    expect(await store()).toBe(before);
  });
});
