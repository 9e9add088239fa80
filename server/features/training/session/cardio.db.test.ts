// Cardio and stretching through the real app (docs/decisions/025-cardio-and-stretching.md): a cardio set is time,
// distance and the machine's level (no kg × reps), done only with its time; a finish sums its minutes and km
// into the summary and the exercise's summary columns, sets no kg record, and progress shows minutes and km;
// a stretch is a body-weight hold logged in seconds. Bad input is a 400 in Korean with the store unchanged.
import { describe, expect, test } from 'vitest';
import type { fakeClock, TestApp } from '../../../../tests/helpers/app';
import { api, type Member, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../../tests/helpers/calls';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { BENCH, eachTrainingWorld, HANGUL, ok, uuid } from '../../../../tests/helpers/training-http';
import { previewExercises } from '../../../../web/features/training/routine-preview';
import { ROUTINE_MSG, type RoutineItem } from '../../routines/routines.shared';
import { TRAINING_MSG } from '../common/training.shared';
import { matchExerciseName } from '../transfer/exercise-matcher';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
const { at, logSession, mutate, query, store } = eachTrainingWorld((w) => {
  ({ t, clock, a, b } = w);
});

const idOf = (koreanName: string) => {
  const found = t.catalogue.current.exercises.find((e) => e.koreanName === koreanName);
  if (!found) throw new Error(`no exercise ${koreanName}`);
  return found.id;
};

/** An empty session with one exercise of `sets` open sets; its client ids. */
async function openWith(m: Member, exerciseId: number, sets = 1) {
  const sessionClientId = uuid();
  const exerciseClientId = uuid();
  const setClientIds = Array.from({ length: sets }, () => uuid());
  await ok(mutate(m, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
  const added = await ok(mutate(m, 'session.addExercise', { sessionClientId, exerciseClientId, exerciseId, setClientIds }));
  return { sessionClientId, exerciseClientId, setClientIds, exercise: added.exercises[0] };
}

describe('a cardio set', () => {
  test('is time, distance and level: 30:00 / 5.2 km / level 8 on the 런닝머신, summed at finish, no kg anywhere', async () => {
    const treadmill = idOf('런닝머신');
    const { sessionClientId, exerciseClientId, setClientIds, exercise } = await openWith(a, treadmill);
    expect(exercise).toMatchObject({ exerciseName: '런닝머신', loadModel: 'cardio', bodyweight: false, weightStep: null });
    const logged = await ok(
      mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[0], seconds: 1800, distanceM: 5200, level: 8, done: true }),
    );
    expect(logged.exercise.sets[0]).toMatchObject({ seconds: 1800, distanceM: 5200, level: 8, weight: null, reps: null, done: true, doneAt: clock.now() });

    await at(clock.now() + 40 * 60_000);
    const summary = await ok(mutate(a, 'session.finish', { sessionClientId }));
    expect(summary).toMatchObject({ sets: 1, exercises: 1, totalVolume: 0, newRecords: [], cardio: { seconds: 1800, distanceM: 5200 } });
    // The logged exercise's summary columns (ADR 020) hold the time and distance.
    const [row] = await sqlRows<{ s: number; d: number }>(
      t.db,
      `SELECT total_seconds AS s, total_distance_m AS d FROM training_exercises WHERE exercise_id = ${treadmill}`,
    );
    expect([Number(row!.s), Number(row!.d)]).toEqual([1800, 5200]);

    // Progress: minutes and km, no e1RM, no volume, no record.
    const trained = await ok(query(a, 'progress.exercises'));
    expect(trained).toEqual([
      expect.objectContaining({ exerciseId: treadmill, exerciseName: '런닝머신', sessions: 1, measure: 'cardio', totalSeconds: 1800, totalDistanceM: 5200 }),
    ]);
    const curve = await ok(query(a, 'progress.exercise', { exerciseId: treadmill }));
    expect(curve).toMatchObject({ exerciseId: treadmill, measure: 'cardio' });
    expect(curve.points).toEqual([expect.objectContaining({ date: '2026-11-20', e1rm: null, volume: 0, seconds: 1800, distanceM: 5200 })]);
    expect(curve.points[0].bestSet).toEqual({ weight: null, reps: null, seconds: 1800 });
    expect(await ok(query(a, 'progress.records'))).toEqual([]);
    const history = await ok(query(a, 'history.get', { id: summary.sessionId }));
    expect(history.exercises[0].sets[0]).toMatchObject({ seconds: 1800, distanceM: 5200, level: 8, weight: null, reps: null });
  });

  test('two sessions: a day sums its sets, longer or farther is never a kg record, strength records still work beside it', async () => {
    const treadmill = idOf('런닝머신');
    const bike = idOf('실내 자전거');
    await logSession(a, [
      { exerciseId: treadmill, sets: [{ seconds: 600 }] },
      { exerciseId: BENCH, sets: [{ weight: 60, reps: 5 }] },
    ]);
    await at(clock.now() + 24 * 3600_000);
    // Two treadmill sets the next day (the distance of one of them only), and the bike.
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const run = uuid();
    const runSets = [uuid(), uuid()];
    await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: run, exerciseId: treadmill, setClientIds: runSets }));
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: run, setClientId: runSets[0], seconds: 900, distanceM: 2500, done: true }));
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: run, setClientId: runSets[1], seconds: 1200, level: 12, done: true }));
    const cycle = uuid();
    const cycleSet = uuid();
    await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: cycle, exerciseId: bike, setClientIds: [cycleSet] }));
    await ok(
      mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: cycle, setClientId: cycleSet, seconds: 1200, distanceM: 8000, level: 5, done: true }),
    );
    await at(clock.now() + 60 * 60_000);
    const summary = await ok(mutate(a, 'session.finish', { sessionClientId }));
    expect(summary).toMatchObject({ sets: 3, exercises: 2, totalVolume: 0, newRecords: [], cardio: { seconds: 3300, distanceM: 10_500 } });

    const curve = await ok(query(a, 'progress.exercise', { exerciseId: treadmill }));
    expect(curve.points.map((p: { seconds: number; distanceM: number }) => [p.seconds, p.distanceM])).toEqual([
      [600, 0],
      [2100, 2500],
    ]);
    // The best set of the day is the longer one.
    expect(curve.points[1].bestSet.seconds).toBe(1200);
    const records = await ok(query(a, 'progress.records'));
    expect(records.map((r: { exerciseId: number }) => r.exerciseId)).toEqual(expect.arrayContaining([BENCH]));
    expect(records.every((r: { exerciseId: number }) => r.exerciseId === BENCH)).toBe(true);
    const trained = await ok(query(a, 'progress.exercises'));
    expect(trained.find((x: { exerciseId: number }) => x.exerciseId === treadmill)).toMatchObject({ sessions: 2, totalSeconds: 2700, totalDistanceM: 2500 });
    expect(trained.find((x: { exerciseId: number }) => x.exerciseId === BENCH)).toMatchObject({ measure: 'loaded' });
    // A session without cardio has no cardio summary.
    const strength = await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 60, reps: 6 }] }]);
    expect(strength.summary.cardio).toBeNull();
  });

  test('bad input: a 400 with the Korean message, and nothing stored', async () => {
    const { sessionClientId, exerciseClientId, setClientIds } = await openWith(a, idOf('천국의 계단'), 2);
    const set = { sessionClientId, exerciseClientId, setClientId: setClientIds[0] };
    const cases: [string, unknown, string, string][] = [
      ['checked off without a time', { ...set, distanceM: 1000, level: 5, done: true }, TRAINING_MSG.cardioTime, 'seconds'],
      ['checked off with 0 seconds', { ...set, seconds: 0, done: true }, TRAINING_MSG.cardioTime, 'seconds'],
      ['a weight', { ...set, seconds: 600, weight: 20 }, TRAINING_MSG.cardioNoWeight, 'weight'],
      ['reps', { ...set, seconds: 600, reps: 10 }, TRAINING_MSG.cardioNoWeight, 'reps'],
      ['100.001 km', { ...set, distanceM: 100_001 }, TRAINING_MSG.distance, 'distanceM'],
      ['a fraction of a metre', { ...set, distanceM: 10.5 }, TRAINING_MSG.distance, 'distanceM'],
      ['level 31', { ...set, level: 31 }, TRAINING_MSG.level, 'level'],
      ['level -1', { ...set, level: -1 }, TRAINING_MSG.level, 'level'],
      ['3601 seconds', { ...set, seconds: 3601 }, TRAINING_MSG.seconds, 'seconds'],
    ];
    const before = await store();
    for (const [what, input, message, field] of cases) {
      const r = await mutate(a, 'session.updateSet', input);
      expect(r.status, what).toBe(400);
      const error = trpcError(r);
      expect(error.message, what).toBe(message);
      expect(error.message, what).toMatch(HANGUL);
      expect(error.data.fieldErrors?.[field], what).toEqual([message]);
      expect(await store(), what).toBe(before);
    }
    // The edges are fine: 100 km, level 0 and 30, 3600 s; distance and level alone, not done; 0 kg is not refused.
    await ok(mutate(a, 'session.updateSet', { ...set, distanceM: 100_000, level: 30 }));
    await ok(mutate(a, 'session.updateSet', { ...set, level: 0, weight: 0 }));
    const done = await ok(mutate(a, 'session.updateSet', { ...set, seconds: 3600, done: true }));
    expect(done.exercise.sets[0]).toMatchObject({ seconds: 3600, distanceM: 100_000, level: 0, done: true });
    // Another member cannot touch it.
    expect((await mutate(b, 'session.updateSet', { ...set, seconds: 60 })).status).toBe(404);
  });

  test('a finished cardio set keeps its time: a history edit that clears it is refused', async () => {
    const { sessionId } = await logSession(a, [{ exerciseId: idOf('로잉 머신'), sets: [{ seconds: 900 }] }]);
    const logged = await ok(query(a, 'history.get', { id: sessionId }));
    const setClientId = logged.exercises[0].sets[0].setClientId;
    const before = await store();
    const r = await mutate(a, 'history.edit', { id: sessionId, sets: [{ setClientId, seconds: null }] });
    expect(r.status).toBe(400);
    expect(trpcError(r).message).toBe(TRAINING_MSG.cardioTime);
    expect(await store()).toBe(before);
    await ok(mutate(a, 'history.edit', { id: sessionId, sets: [{ setClientId, seconds: 1000 }] }));
    const trained = await ok(query(a, 'progress.exercises'));
    expect(trained[0]).toMatchObject({ measure: 'cardio', totalSeconds: 1000 });
  });

  test('a history edit sets its distance and level too; a bad one is a 400 in Korean and changes nothing', async () => {
    const { sessionId } = await logSession(a, [{ exerciseId: idOf('일립티컬'), sets: [{ seconds: 900 }] }]);
    const setClientId = (await ok(query(a, 'history.get', { id: sessionId }))).exercises[0].sets[0].setClientId;
    const before = await store();
    for (const [change, message, field] of [
      [{ level: 31 }, TRAINING_MSG.level, 'sets.0.level'],
      [{ distanceM: 100_001 }, TRAINING_MSG.distance, 'sets.0.distanceM'],
      [{ weight: 20 }, TRAINING_MSG.cardioNoWeight, 'weight'],
    ] as const) {
      const r = await mutate(a, 'history.edit', { id: sessionId, sets: [{ setClientId, ...change }] });
      expect(r.status, field).toBe(400);
      expect(trpcError(r).message, field).toBe(message);
      expect(trpcError(r).data.fieldErrors?.[field], field).toEqual([message]);
      expect(await store(), field).toBe(before);
    }
    const edited = await ok(mutate(a, 'history.edit', { id: sessionId, sets: [{ setClientId, seconds: 1500, distanceM: 3400, level: 12 }] }));
    expect(edited.exercises[0].sets[0]).toMatchObject({ seconds: 1500, distanceM: 3400, level: 12, weight: null, reps: null, done: true });
    expect(await ok(query(a, 'progress.exercises'))).toEqual([expect.objectContaining({ totalSeconds: 1500, totalDistanceM: 3400 })]);
  });

  test('added to a workout: one set (not three), planned with the time of the last performance', async () => {
    const bike = idOf('실내 자전거');
    const first = uuid();
    await ok(mutate(a, 'session.start', { clientId: first, from: { kind: 'empty' } }));
    const added = await ok(mutate(a, 'session.addExercise', { sessionClientId: first, exerciseClientId: uuid(), exerciseId: bike }));
    expect(added.exercises[0].sets.map((s: { kind: string; plannedSeconds: number | null }) => [s.kind, s.plannedSeconds])).toEqual([['work', null]]);
    // A strength move still starts with three.
    const bench = await ok(mutate(a, 'session.addExercise', { sessionClientId: first, exerciseClientId: uuid(), exerciseId: BENCH }));
    expect(bench.exercises[1].sets).toHaveLength(3);
    await ok(mutate(a, 'session.discard', { sessionClientId: first }));

    await logSession(a, [{ exerciseId: bike, sets: [{ seconds: 1200 }, { seconds: 600 }] }]);
    const next = uuid();
    await ok(mutate(a, 'session.start', { clientId: next, from: { kind: 'empty' } }));
    const again = await ok(mutate(a, 'session.addExercise', { sessionClientId: next, exerciseClientId: uuid(), exerciseId: bike }));
    expect(again.exercises[0].sets.map((s: Record<string, unknown>) => [s.plannedWeight, s.plannedReps, s.plannedSeconds])).toEqual([[null, null, 1800]]);
    expect(again.exercises[0].previous).toEqual([
      { weight: null, reps: null, seconds: 1200 },
      { weight: null, reps: null, seconds: 600 },
    ]);
  });
});

describe('cardio in routines (minutes, no load)', () => {
  async function routineWith(m: Member, items: Record<string, unknown>[], name = '유산소') {
    const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name }, m.accessToken)).routineId as number;
    for (const item of items) await ok(trpcRawMutation(t.app, 'routines.addItem', { routineIds: [routineId], ...item }, m.accessToken));
    return routineId;
  }
  const itemsOf = async (m: Member, routineId: number) => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
  const legacyList = async (m: Member, routineId: number) =>
    JSON.parse((await api(t.app, 'GET', `/myfit/routines/workout/${routineId}`, { token: m.accessToken })).body);
  const amounts = (i: RoutineItem | undefined) => [i?.exerciseName, i?.weight, i?.rep, i?.repUnit, i?.setCount, i?.setTargets];

  test('added and updated with minutes and no weight; the legacy /api reads weight 0 and rep = minutes', async () => {
    const routineId = await routineWith(a, [
      { exerciseId: idOf('런닝머신'), rep: 30, setCount: 1 },
      { exerciseId: idOf('로잉 머신'), weight: 0, rep: 20, setCount: 2 },
    ]);
    const [treadmill, rower] = (await itemsOf(a, routineId)) as [RoutineItem, RoutineItem];
    expect([treadmill, rower].map(amounts)).toEqual([
      ['런닝머신', 0, 30, '분', 1, null],
      ['로잉 머신', 0, 20, '분', 2, null],
    ]);
    expect(treadmill).toMatchObject({ loadModel: 'cardio', bodyweight: false });
    const updated = await ok(
      trpcRawMutation(t.app, 'routines.updateItem', { routineItemId: treadmill.routineItemId, weight: null, rep: 45, setCount: 1 }, a.accessToken),
    );
    expect(amounts(updated)).toEqual(['런닝머신', 0, 45, '분', 1, null]);
    expect(await legacyList(a, routineId)).toMatchObject([
      { workoutName: '런닝머신', weight: '0', rep: '45', setCount: '1' },
      { workoutName: '로잉 머신', weight: '0', rep: '20', setCount: '2' },
    ]);
    // A strength move keeps its rule: 0 kg only for body weight.
    const bench = await trpcRawMutation(
      t.app,
      'routines.addItem',
      { routineIds: [routineId], exerciseId: BENCH, weight: 0, rep: 10, setCount: 3 },
      a.accessToken,
    );
    expect(trpcError(bench).message).toBe(ROUTINE_MSG.weightNeeded);
  });

  test('a weight, more than 60 minutes or per-set targets: a 400 in Korean naming the field, nothing stored', async () => {
    const routineId = await routineWith(a, [{ exerciseId: idOf('천국의 계단'), rep: 20, setCount: 1 }]);
    const [stairs] = (await itemsOf(a, routineId)) as [RoutineItem];
    const before = await store();
    const work = { kind: 'work', weight: 0, reps: 20, seconds: null };
    for (const [what, call, input, message, field] of [
      ['a weight', 'routines.updateItem', { routineItemId: stairs.routineItemId, weight: 20, rep: 20, setCount: 1 }, ROUTINE_MSG.cardioNoWeight, 'weight'],
      ['61 minutes', 'routines.updateItem', { routineItemId: stairs.routineItemId, weight: 0, rep: 61, setCount: 1 }, ROUTINE_MSG.minutesInvalid, 'rep'],
      ['0 minutes', 'routines.updateItem', { routineItemId: stairs.routineItemId, weight: 0, rep: 0, setCount: 1 }, ROUTINE_MSG.repInvalid, 'rep'],
      ['per-set targets', 'routines.updateItem', { routineItemId: stairs.routineItemId, setTargets: [work] }, ROUTINE_MSG.cardioNoTargets, 'setTargets'],
      [
        'an add with a weight',
        'routines.addItem',
        { routineIds: [routineId], exerciseId: idOf('일립티컬'), weight: 5, rep: 20, setCount: 1 },
        ROUTINE_MSG.cardioNoWeight,
        'weight',
      ],
      [
        'an add of 90 minutes',
        'routines.addItem',
        { routineIds: [routineId], exerciseId: idOf('일립티컬'), rep: 90, setCount: 1 },
        ROUTINE_MSG.minutesInvalid,
        'rep',
      ],
      [
        'an add with targets',
        'routines.addItem',
        { routineIds: [routineId], exerciseId: idOf('일립티컬'), setTargets: [work] },
        ROUTINE_MSG.cardioNoTargets,
        'setTargets',
      ],
    ] as const) {
      const r = await trpcRawMutation(t.app, call, input, a.accessToken);
      expect(r.status, what).toBe(400);
      const error = trpcError(r);
      expect(error.data.appCode, what).toBe('VALIDATION');
      expect(error.message, what).toBe(message);
      expect(error.message, what).toMatch(HANGUL);
      expect(error.data.fieldErrors, what).toEqual({ [field]: [message] });
      expect(await store(), what).toBe(before);
    }
    // Another member's item is not found, and unchanged.
    const theirs = await trpcRawMutation(t.app, 'routines.updateItem', { routineItemId: stairs.routineItemId, weight: 0, rep: 30, setCount: 1 }, b.accessToken);
    expect(theirs.status).toBe(404);
    expect(await store()).toBe(before);
  });

  test('a start plans one set of minutes × 60 seconds (the offline preview the same); 이번 기록을 루틴에 저장 saves the minutes done', async () => {
    const treadmill = idOf('런닝머신');
    const routineId = await routineWith(a, [
      { exerciseId: treadmill, rep: 30, setCount: 1 },
      { exerciseId: BENCH, weight: 60, rep: 10, setCount: 2 },
    ]);
    const cached = await itemsOf(a, routineId);
    const preview = previewExercises(cached, uuid);
    const clientIds = preview.map((e) => ({ exerciseId: e.exerciseId, exerciseClientId: e.exerciseClientId, setClientIds: e.sets.map((s) => s.setClientId) }));
    const sessionClientId = uuid();
    const started = await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'routine', routineId }, clientIds }));
    type PlannedSet = { kind: string; plannedWeight: number | null; plannedReps: number | null; plannedSeconds: number | null };
    const plan = (e: { exerciseId: number; sets: PlannedSet[] }) => [
      e.exerciseId,
      e.sets.map((s) => [s.kind, s.plannedWeight, s.plannedReps, s.plannedSeconds]),
    ];
    expect(started.exercises.map(plan)).toEqual([
      [treadmill, [['work', null, null, 1800]]],
      [
        BENCH,
        [
          ['work', 60, 10, null],
          ['work', 60, 10, null],
        ],
      ],
    ]);
    expect(started.exercises[0]).toMatchObject({ loadModel: 'cardio', repUnit: '분' });
    const shape = (e: (typeof preview)[number]) => {
      // barKg: the server's bar for a barbell move; a preview may lack it (training.shared.ts LoggedExercise).
      const { weightStep: _step, previous: _previous, barKg: _bar, ...rest } = e;
      return rest;
    };
    expect(started.exercises.map(shape)).toEqual(preview.map(shape));

    // 25:20 on the treadmill, 4 km; checked off. Saved back: 25 minutes, the planned one set, no load.
    const run = started.exercises[0];
    await ok(
      mutate(a, 'session.updateSet', {
        sessionClientId,
        exerciseClientId: run.exerciseClientId,
        setClientId: run.sets[0].setClientId,
        seconds: 1520,
        distanceM: 4000,
        done: true,
      }),
    );
    await ok(mutate(a, 'session.addSet', { sessionClientId, exerciseClientId: run.exerciseClientId, setClientId: uuid() }));
    const extra = (await ok(query(a, 'session.active'))).exercises[0].sets[1];
    await ok(
      mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: run.exerciseClientId, setClientId: extra.setClientId, seconds: 300, done: true }),
    );
    await at(clock.now() + 40 * 60_000);
    const { sessionId } = await ok(mutate(a, 'session.finish', { sessionClientId }));
    await ok(mutate(a, 'session.saveAsRoutine', { sessionId }));
    expect((await itemsOf(a, routineId)).map(amounts)[0]).toEqual(['런닝머신', 0, 25, '분', 1, null]);
    expect((await legacyList(a, routineId))[0]).toMatchObject({ weight: '0', rep: '25', setCount: '1' });
    await ok(mutate(a, 'session.saveAsRoutine', { sessionId, setCount: 'done' }));
    expect((await itemsOf(a, routineId)).map(amounts)[0]).toEqual(['런닝머신', 0, 25, '분', 2, null]);
  });

  test('a legacy item of a cardio exercise without amounts plans one set with no time', async () => {
    const routineId = await routineWith(a, []);
    const added = await api(t.app, 'POST', `/myfit/routines/workout/${routineId}`, { token: a.accessToken, body: { workoutIds: [idOf('리컴번트 자전거')] } });
    expect(added.status, added.body).toBeLessThan(300);
    const started = await ok(mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'routine', routineId } }));
    expect(started.exercises[0].sets.map((s: Record<string, unknown>) => [s.plannedWeight, s.plannedReps, s.plannedSeconds])).toEqual([[null, null, null]]);
  });
});

describe("Strong's and Hevy's cardio names", () => {
  test('map to our cardio entries', () => {
    const catalogue = t.catalogue.current;
    const keyOf = (name: string) => {
      const id = matchExerciseName(catalogue, name).exerciseId;
      return id === null ? null : catalogue.byId.get(id)!.key;
    };
    const expected: Record<string, string> = {
      'Running (Treadmill)': 'treadmill',
      'Cycling (Indoor)': 'stationary_bike',
      'Rowing (Machine)': 'rowing_machine',
      'Stair Climber': 'stair_climber',
      'Elliptical Trainer': 'elliptical',
      Treadmill: 'treadmill',
      Running: 'treadmill',
      Cycling: 'stationary_bike',
      'Rowing Machine': 'rowing_machine',
      'Stair Machine (Floors)': 'stair_climber',
      'Stair Machine (Steps)': 'stair_climber',
    };
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, keyOf(name)]))).toEqual(expected);
    // Strength rows are still rows.
    expect(keyOf('Seated Row (Cable)')).not.toBe('rowing_machine');
  });
});

describe('a stretch', () => {
  test('is a body-weight hold: seconds at 0 kg, no reps, no record, shown as a timed exercise', async () => {
    const hamstring = idOf('햄스트링 스트레칭');
    const detail = trpcData(await trpcQuery(t.app, 'catalogue.exercise', { id: hamstring }));
    expect(detail).toMatchObject({ repUnit: '초', loadModel: 'bodyweight', pattern: 'stretch', level: 1 });
    const { sessionClientId, exerciseClientId, setClientIds, exercise } = await openWith(a, hamstring, 2);
    expect(exercise).toMatchObject({ repUnit: '초', bodyweight: true, weightStep: null });
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[0], weight: 0, seconds: 30, done: true }));
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[1], weight: 0, seconds: 45, done: true }));
    await at(clock.now() + 5 * 60_000);
    const summary = await ok(mutate(a, 'session.finish', { sessionClientId }));
    expect(summary).toMatchObject({ sets: 2, totalVolume: 0, newRecords: [], cardio: null });
    const curve = await ok(query(a, 'progress.exercise', { exerciseId: hamstring }));
    expect(curve).toMatchObject({ measure: 'timed' });
    expect(curve.points[0]).toMatchObject({ e1rm: null, bestSet: { weight: 0, reps: null, seconds: 45 }, seconds: 75, distanceM: 0 });
  });
});
