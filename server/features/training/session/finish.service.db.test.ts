// Finishing a training session, called directly: its summary and new records, previous performance next
// time, the stored per-exercise summaries, and save as routine.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { codeOf, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../../tests/helpers/services';
import { sqlRows } from '../../../../tests/helpers/test-db';
import {
  BENCH,
  exerciseOf,
  HOUR,
  kst,
  PLANK,
  PULLDOWN,
  PUSH_UP,
  ref,
  SQUAT,
  startEmpty,
  trainingTools,
  uuid,
} from '../../../../tests/helpers/training-services';
import { listRoutineItems } from '../../routines/routine-items.service';
import { deleteRoutine } from '../../routines/routines.service';
import { bestsOf } from '../common/records';
import { getLogged } from '../history/history.service';
import { activeSession } from './active.service';
import { addExercise } from './exercises.service';
import { finishSession } from './finish.service';
import { saveAsRoutine } from './save-as-routine.service';
import { updateSet } from './sets.service';
import { startSession } from './start.service';

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
  b = await signedUp(w.deps);
});
afterEach(() => w.close());
const { at, logWorkout, routineOf } = trainingTools(() => w);

describe('finishing', () => {
  test('the summary counts done sets; first performances are first records, not new ones; a retried finish answers the same summary', async () => {
    const start = kst('2026-11-02', 19);
    at(start);
    let workout = await startEmpty(a);
    const [bench, push] = [uuid(), uuid()];
    const benchSets = [uuid(), uuid(), uuid()];
    const pushSets = [uuid(), uuid()];
    workout = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: bench, exerciseId: BENCH, setClientIds: benchSets });
    workout = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: push, exerciseId: PUSH_UP, setClientIds: pushSets });
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: SQUAT });
    const set = (exerciseClientId: string, setClientId: string, values: object) =>
      updateSet(a.ctx, { ...ref(workout), exerciseClientId, setClientId, ...values });
    await set(bench, benchSets[0]!, { weight: 60, reps: 10, done: true });
    await set(bench, benchSets[1]!, { weight: 60, reps: 8, done: true });
    await set(bench, benchSets[2]!, { weight: 100, reps: 10 }); // never checked off
    await set(push, pushSets[0]!, { weight: 0, reps: 15, done: true });
    await set(push, pushSets[1]!, { weight: 0, reps: 12, done: true });
    at(start + 47 * 60_000 + 20_000);
    const summary = await finishSession(a.ctx, { ...ref(workout), notes: '좋았다' });
    expect(summary).toEqual({
      sessionId: workout.sessionId,
      name: '자유 운동',
      durationSeconds: 47 * 60 + 20,
      totalVolume: 60 * 10 + 60 * 8,
      sets: 4,
      exercises: 2,
      newRecords: [],
      // The squat has no done set: neither a record nor a first one.
      firstRecords: [
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스' },
        { exerciseId: PUSH_UP, exerciseName: '푸시업' },
      ],
      routineId: null,
      cardio: null,
    });
    w.clock.advance(HOUR);
    expect(await finishSession(a.ctx, ref(workout))).toEqual(summary);
    expect(await activeSession(a.ctx)).toBeNull();
    // The unchecked set is kept, not done; the notes are stored.
    const logged = await getLogged(a.ctx, workout.sessionId);
    expect(logged.notes).toBe('좋았다');
    expect(exerciseOf(logged, BENCH).sets.map((s) => [s.weight, s.reps, s.done])).toEqual([
      [60, 10, true],
      [60, 8, true],
      [100, 10, false],
    ]);
  });

  test('previous performance: the done sets of the latest finished workout with the exercise, shown and used to prefill', async () => {
    await logWorkout(a, kst('2026-11-02', 19), [{ exerciseId: BENCH, sets: [[55, 10]] }]);
    await logWorkout(a, kst('2026-11-04', 19), [
      { exerciseId: BENCH, sets: [[60, 10], [60, 8], { weight: 60, reps: 6, done: false }] },
      { exerciseId: PLANK, sets: [{ weight: 0, seconds: 60 }] },
    ]);
    // Another member's workouts never show.
    await logWorkout(b, kst('2026-11-05', 19), [{ exerciseId: BENCH, sets: [[100, 5]] }]);
    at(kst('2026-11-06', 19));
    let workout = await startEmpty(a);
    workout = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: BENCH });
    workout = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: PLANK });
    workout = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: SQUAT });
    expect(exerciseOf(workout, BENCH).previous).toEqual([
      { weight: 60, reps: 10, seconds: null },
      { weight: 60, reps: 8, seconds: null },
    ]);
    expect(exerciseOf(workout, PLANK).previous).toEqual([{ weight: 0, reps: null, seconds: 60 }]);
    expect(exerciseOf(workout, SQUAT).previous).toEqual([]);
    // As many sets as last time, planned from it.
    expect(exerciseOf(workout, BENCH).sets.map((s) => [s.plannedWeight, s.plannedReps])).toEqual([
      [60, 10],
      [60, 8],
    ]);
    expect(exerciseOf(workout, PLANK).sets.map((s) => [s.plannedWeight, s.plannedSeconds])).toEqual([[0, 60]]);
    expect((await activeSession(b.ctx)) ?? null).toBeNull();
  });

  test('records against earlier workouts: only improvements; equal is not a record', async () => {
    await logWorkout(a, kst('2026-11-02', 19), [
      {
        exerciseId: BENCH,
        sets: [
          [60, 10],
          [60, 8],
        ],
      },
    ]);
    const second = await logWorkout(a, kst('2026-11-05', 19), [
      {
        exerciseId: BENCH,
        sets: [
          [62.5, 8],
          [62.5, 6],
        ],
      },
      { exerciseId: SQUAT, sets: [[100, 5]] },
    ]);
    expect(second.summary.newRecords.map((r) => [r.exerciseId, r.kind, r.value])).toEqual([[BENCH, 'weight', 62.5]]);
    expect(second.summary.firstRecords).toEqual([{ exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트' }]);
    const third = await logWorkout(a, kst('2026-11-07', 19), [
      {
        exerciseId: BENCH,
        sets: [
          [60, 10],
          [40, 20],
        ],
      },
    ]);
    expect(third.summary.newRecords.map((r) => [r.exerciseId, r.kind, r.value])).toEqual([[BENCH, 'volume', 800]]);
  });
});

test('the stored summaries of a finished workout follow training.stats’ rules exactly (Epley included)', async () => {
  const benchSets: [number | null, number | null][] = [
    [62.5, 7],
    [47.25, 13],
    [100, 1],
    [0.5, 200],
    [500, 0],
    [null, 12],
    [33.33, 29],
  ];
  const plankSets = [
    { weight: 0, seconds: 45 },
    { weight: 10, seconds: 30 },
  ];
  const { workout } = await logWorkout(a, kst('2026-11-02', 19), [
    { exerciseId: BENCH, sets: benchSets },
    { exerciseId: PLANK, sets: plankSets },
    {
      exerciseId: PUSH_UP,
      sets: [
        { weight: 0, reps: 25 },
        { weight: 7.5, reps: 12 },
        { reps: 30, done: false },
      ],
    },
  ]);
  const stored = await sqlRows<Record<string, number | null>>(
    w.db,
    'SELECT exercise_id, done_sets, volume, best_e1rm, best_weight, best_set_volume, best_reps FROM training_exercises WHERE session_id = ? ORDER BY position',
    [workout.sessionId],
  );
  const expected = [
    [BENCH, benchSets.map(([weight, reps]) => ({ weight, reps, seconds: null }))],
    [PLANK, plankSets.map((p) => ({ reps: null, ...p }))],
    [
      PUSH_UP,
      [
        { weight: 0, reps: 25, seconds: null },
        { weight: 7.5, reps: 12, seconds: null },
      ],
    ],
  ] as const;
  for (const [i, [exerciseId, sets]] of expected.entries()) {
    const b = bestsOf(sets);
    const row = stored[i]!;
    expect([row.exercise_id, row.done_sets, row.best_e1rm, row.best_weight, row.best_set_volume, row.best_reps]).toEqual([
      exerciseId,
      sets.length,
      b.e1rm,
      b.weight,
      b.setVolume,
      b.reps,
    ]);
    expect(row.volume).toBeCloseTo(
      sets.reduce((sum, s) => sum + (s.weight ?? 0) * (s.reps ?? 0), 0),
      9,
    );
  }
  // 100 kg × 1 (103.3) beats 33.33 kg × 29 (65.5): Epley as stated, also for a single rep.
  expect(stored[0]!.best_e1rm).toBe(100 * (1 + 1 / 30));
});

describe('save as routine', () => {
  test('the routine’s targets become the done sets set by set, keeping the planned set count; other exercises are not added', async () => {
    const routineId = await routineOf(a, '상체', [
      { exerciseId: BENCH, weight: 50, rep: 10, setCount: 3 },
      { exerciseId: PLANK, weight: 0, rep: 30, setCount: 2 },
      { exerciseId: PULLDOWN, weight: 40, rep: 12, setCount: 3 },
    ]);
    at(kst('2026-11-02', 19));
    let workout = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'routine', routineId } });
    const bench = exerciseOf(workout, BENCH);
    const plank = exerciseOf(workout, PLANK);
    const set = (e: typeof bench, i: number, values: object) =>
      updateSet(a.ctx, { ...ref(workout), exerciseClientId: e.exerciseClientId, setClientId: e.sets[i]!.setClientId, ...values });
    await set(bench, 0, { weight: 55, reps: 10, done: true });
    await set(bench, 1, { weight: 60, reps: 6, done: true });
    await set(bench, 2, { weight: 60, reps: 8, done: true });
    await set(plank, 0, { seconds: 75, done: true });
    workout = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: SQUAT });
    const squat = exerciseOf(workout, SQUAT);
    await set(squat, 0, { weight: 100, reps: 5, done: true });
    const summary = await finishSession(a.ctx, ref(workout));
    expect(summary.routineId).toBe(routineId);
    await saveAsRoutine(a.ctx, { sessionId: summary.sessionId });
    expect((await listRoutineItems(a.ctx, { routineId })).map((x) => [x.exerciseId, x.weight, x.rep, x.setCount, x.setTargets])).toEqual([
      // Three different sets: per-set targets; the triple mirrors the first work set.
      [
        BENCH,
        55,
        10,
        3,
        [
          { kind: 'work', weight: 55, reps: 10, seconds: null },
          { kind: 'work', weight: 60, reps: 6, seconds: null },
          { kind: 'work', weight: 60, reps: 8, seconds: null },
        ],
      ],
      // 1 of 2 planned sets done: still 2 sets, both as done (the same: uniform).
      [PLANK, 0, 75, 2, null],
      // Not done: unchanged.
      [PULLDOWN, 40, 12, 3, null],
    ]);
    // Ownership: another member's workout is TRAINING_NOT_FOUND.
    expect(await codeOf(() => saveAsRoutine(b.ctx, { sessionId: summary.sessionId }))).toBe('TRAINING_NOT_FOUND');
  });

  test('an empty workout, or a deleted routine, has no routine to save to: ROUTINE_NOT_FOUND; history stays', async () => {
    const routineId = await routineOf(a, '하체', [{ exerciseId: SQUAT, weight: 80, rep: 8, setCount: 3 }]);
    at(kst('2026-11-02', 19));
    const workout = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'routine', routineId } });
    const squat = exerciseOf(workout, SQUAT);
    await updateSet(a.ctx, { ...ref(workout), exerciseClientId: squat.exerciseClientId, setClientId: squat.sets[0]!.setClientId, done: true });
    const active = await startEmpty(b);
    await deleteRoutine(a.ctx, { routineId });
    const summary = await finishSession(a.ctx, ref(workout));
    expect(summary).toMatchObject({ routineId: null, sets: 1, totalVolume: 640 });
    expect(await codeOf(() => saveAsRoutine(a.ctx, { sessionId: summary.sessionId }))).toBe('ROUTINE_NOT_FOUND');
    const logged = await getLogged(a.ctx, summary.sessionId);
    expect(logged.exercises.map((e) => [e.exerciseName, e.sets.length])).toEqual([['바벨 백 스쿼트', 3]]);
    expect(await codeOf(() => saveAsRoutine(a.ctx, { sessionId: active.sessionId }))).toBe('TRAINING_NOT_FOUND');
    const empty = await logWorkout(a, kst('2026-11-03', 19), []);
    expect(await codeOf(() => saveAsRoutine(a.ctx, { sessionId: empty.summary.sessionId }))).toBe('ROUTINE_NOT_FOUND');
  });
});
