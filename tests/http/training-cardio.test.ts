// Cardio and stretching through the real app (docs/decisions/025-cardio-and-stretching.md): a cardio set is time,
// distance and the machine's level (no kg × reps), done only with its time; a finish sums its minutes and km
// into the summary and the exercise's summary columns, sets no kg record, and progress shows minutes and km;
// a stretch is a body-weight hold logged in seconds. Bad input is a 400 in Korean with the store unchanged.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TRAINING_MSG } from '../../server/features/training/common/training.contract';
import type { fakeClock, TestApp } from '../helpers/app';
import { type Member, trpcData, trpcError, trpcQuery } from '../helpers/calls';
import { sqlRows } from '../helpers/test-db';
import { BENCH, HANGUL, ok, openTrainingWorld, trainingApi, uuid } from '../helpers/training-http';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
beforeEach(async () => {
  ({ t, clock, a, b } = await openTrainingWorld());
});
afterEach(async () => t.close());
const { at, logSession, mutate, query, store } = trainingApi(() => ({ t, clock, members: [a, b] }));

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
