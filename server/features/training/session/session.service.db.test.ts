// The active training session, called directly: every change to its exercises and sets, idempotent retries,
// the limits, ownership, and discarding. Set and exercise changes answer the exercise they changed.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { codeOf, rejectionOf, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../../tests/helpers/services';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { BENCH, DB_CURL, exerciseOf, PLANK, PUSH_UP, ref, SQUAT, startEmpty, trainingTools, uuid } from '../../../../tests/helpers/training-services';
import { CATALOGUE, syncCatalogue } from '../../catalogue/sync/sync';
import { TRAINING_MSG } from '../common/training.shared';
import { activeSession } from './active.service';
import { addExercise, moveExercise, removeExercise, updateExercise } from './exercises.service';
import { discardSession, finishSession } from './finish.service';
import { addSet, removeSet, updateSet } from './sets.service';

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
  b = await signedUp(w.deps);
});
afterEach(() => w.close());
const { store } = trainingTools(() => w);

describe('changing the active workout', () => {
  test('exercises: appended or inserted, retried adds change nothing, moved, updated, removed with 1..n kept', async () => {
    const workout = await startEmpty(a);
    const [e1, e2, e3] = [uuid(), uuid(), uuid()];
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: e1, exerciseId: BENCH });
    const once = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: e2, exerciseId: PUSH_UP });
    const updatedAt = (await sqlRows<{ updated_at: number }>(w.db, 'SELECT updated_at FROM training_sessions'))[0]!.updated_at;
    w.clock.advance(1000);
    // The same add again (even naming another exercise) answers the current state.
    const twice = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: e2, exerciseId: SQUAT });
    expect(twice.exercises).toEqual(once.exercises);
    expect((await sqlRows<{ updated_at: number }>(w.db, 'SELECT updated_at FROM training_sessions'))[0]!.updated_at).toBe(updatedAt);
    const inserted = await addExercise(a.ctx, { ...ref(workout), exerciseClientId: e3, exerciseId: PLANK, position: 1 });
    expect(inserted.exercises.map((e) => [e.position, e.exerciseId])).toEqual([
      [1, PLANK],
      [2, BENCH],
      [3, PUSH_UP],
    ]);
    expect((await sqlRows<{ updated_at: number }>(w.db, 'SELECT updated_at FROM training_sessions'))[0]!.updated_at).toBe(updatedAt + 1000);
    // No previous performance: 3 empty sets.
    expect(exerciseOf(inserted, BENCH).sets.map((s) => [s.position, s.plannedWeight, s.done])).toEqual([
      [1, null, false],
      [2, null, false],
      [3, null, false],
    ]);
    const moved = await moveExercise(a.ctx, { ...ref(workout), exerciseClientId: e3, toIndex: 30 });
    expect(moved.exercises.map((e) => [e.position, e.exerciseId])).toEqual([
      [1, BENCH],
      [2, PUSH_UP],
      [3, PLANK],
    ]);
    const updated = await updateExercise(a.ctx, { ...ref(workout), exerciseClientId: e1, restSeconds: 180, skipped: true, notes: '그립 넓게' });
    expect(updated.exercise).toMatchObject({ exerciseId: BENCH, restSeconds: 180, skipped: true, notes: '그립 넓게' });
    const cleared = await updateExercise(a.ctx, { ...ref(workout), exerciseClientId: e1, restSeconds: null, notes: null });
    expect(cleared.exercise).toMatchObject({ exerciseId: BENCH, restSeconds: 90, skipped: true, notes: null });
    const removed = await removeExercise(a.ctx, { ...ref(workout), exerciseClientId: e1 });
    expect(removed.exercises.map((e) => [e.position, e.exerciseId])).toEqual([
      [1, PUSH_UP],
      [2, PLANK],
    ]);
    expect(await removeExercise(a.ctx, { ...ref(workout), exerciseClientId: e1 })).toEqual({ ...removed, serverNow: w.clock.now() });
    // A set of an exercise already gone: removing it answers the exercise as stored, none.
    expect(await removeSet(a.ctx, { ...ref(workout), exerciseClientId: e1, setClientId: uuid() })).toEqual({
      sessionClientId: workout.sessionClientId,
      exerciseClientId: e1,
      serverNow: w.clock.now(),
      exercise: null,
    });
    expect(await codeOf(() => moveExercise(a.ctx, { ...ref(workout), exerciseClientId: e1, toIndex: 1 }))).toBe('NOT_FOUND');
    expect(await codeOf(() => updateExercise(a.ctx, { ...ref(workout), exerciseClientId: e1, skipped: false }))).toBe('NOT_FOUND');
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_sets')).toEqual([{ n: 6 }]);
  });

  test('an unknown or retired catalogue exercise is EXERCISE_NOT_FOUND; the 31st exercise is TRAINING_EXERCISE_LIMIT; nothing stored', async () => {
    const workout = await startEmpty(a);
    expect(await codeOf(() => addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: 99_999 }))).toBe('EXERCISE_NOT_FOUND');
    await syncCatalogue(w.db, { ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== 'db_curl') }, { catalogue: w.deps.catalogue });
    expect(await codeOf(() => addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: DB_CURL }))).toBe('EXERCISE_NOT_FOUND');
    for (let i = 0; i < 30; i += 1) await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: i + 1, setClientIds: [] });
    const before = await store();
    const error = await rejectionOf(addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: BENCH }));
    expect([error.code, error.message]).toEqual(['TRAINING_EXERCISE_LIMIT', '운동은 한 번에 30개까지 할 수 있어요']);
    expect(await store()).toBe(before);
    expect((await activeSession(a.ctx))!.exercises.map((e) => e.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  test('sets: added prefilled from the last set, retried adds and updates change nothing, removed with 1..n kept, the 21st refused', async () => {
    const workout = await startEmpty(a);
    const ex = uuid();
    const [s1, s2] = [uuid(), uuid()];
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: ex, exerciseId: BENCH, setClientIds: [s1] });
    const exRef = { ...ref(workout), exerciseClientId: ex };
    await updateSet(a.ctx, { ...exRef, setClientId: s1, weight: 60, reps: 10 });
    const added = await addSet(a.ctx, { ...exRef, setClientId: s2 });
    expect(added.exercise!.sets.map((s) => [s.position, s.plannedWeight, s.plannedReps, s.weight, s.reps])).toEqual([
      [1, null, null, 60, 10],
      [2, 60, 10, null, null],
    ]);
    expect(await addSet(a.ctx, { ...exRef, setClientId: s2 })).toEqual({ ...added, serverNow: w.clock.now() });
    const doneOnce = await updateSet(a.ctx, { ...exRef, setClientId: s2, done: true });
    // Checking a set off logs what was planned, at this instant.
    expect(doneOnce.exercise!.sets[1]).toMatchObject({ weight: 60, reps: 10, done: true, doneAt: w.clock.now() });
    const stamped = w.clock.now();
    w.clock.advance(30_000);
    const doneTwice = await updateSet(a.ctx, { ...exRef, setClientId: s2, done: true });
    expect(doneTwice.exercise!.sets[1]).toMatchObject({ done: true, doneAt: stamped });
    const undone = await updateSet(a.ctx, { ...exRef, setClientId: s2, done: false, rpe: 8.5 });
    expect(undone.exercise!.sets[1]).toMatchObject({ weight: 60, reps: 10, rpe: 8.5, done: false, doneAt: null });
    const cleared = await updateSet(a.ctx, { ...exRef, setClientId: s2, weight: null });
    expect(cleared.exercise!.sets[1]).toMatchObject({ weight: null, reps: 10 });
    expect(await codeOf(() => updateSet(a.ctx, { ...exRef, setClientId: uuid(), done: true }))).toBe('NOT_FOUND');
    const removed = await removeSet(a.ctx, { ...exRef, setClientId: s1 });
    expect(removed.exercise!.sets.map((s) => [s.position, s.setClientId])).toEqual([[1, s2]]);
    expect(await removeSet(a.ctx, { ...exRef, setClientId: s1 })).toEqual({ ...removed, serverNow: w.clock.now() });
    for (let i = 0; i < 19; i += 1) await addSet(a.ctx, { ...exRef, setClientId: uuid() });
    const before = await store();
    const error = await rejectionOf(addSet(a.ctx, { ...exRef, setClientId: uuid() }));
    expect([error.code, error.message]).toEqual(['TRAINING_SET_LIMIT', '세트는 운동마다 20개까지 기록할 수 있어요']);
    expect(await store()).toBe(before);
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_sets')).toEqual([{ n: 20 }]);
  });

  test("a check sent later (made without a connection) keeps the client's moment, kept between the workout's start and now", async () => {
    const workout = await startEmpty(a);
    const ex = uuid();
    const [s1, s2, s3] = [uuid(), uuid(), uuid()];
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: ex, exerciseId: BENCH, setClientIds: [s1, s2, s3] });
    const exRef = { ...ref(workout), exerciseClientId: ex };
    w.clock.advance(10 * 60_000);
    const now = w.clock.now();
    const tapped = now - 4 * 60_000;
    const late = await updateSet(a.ctx, { ...exRef, setClientId: s1, weight: 60, reps: 10, done: true, doneAt: tapped });
    const future = await updateSet(a.ctx, { ...exRef, setClientId: s2, weight: 60, reps: 10, done: true, doneAt: now + 60_000 });
    const beforeStart = await updateSet(a.ctx, { ...exRef, setClientId: s3, weight: 60, reps: 10, done: true, doneAt: workout.startedAt - 60_000 });
    expect(late.exercise!.sets[0]!.doneAt).toBe(tapped);
    expect(future.exercise!.sets[1]!.doneAt).toBe(now);
    expect(beforeStart.exercise!.sets[2]!.doneAt).toBe(workout.startedAt);
  });

  test('0 kg only for body-weight moves: on a barbell move it is VALIDATION on the weight field, nothing stored', async () => {
    const workout = await startEmpty(a);
    const [bench, push] = [uuid(), uuid()];
    const [s1, s2] = [uuid(), uuid()];
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: bench, exerciseId: BENCH, setClientIds: [s1] });
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: push, exerciseId: PUSH_UP, setClientIds: [s2] });
    const before = await store();
    const error = await rejectionOf(updateSet(a.ctx, { ...ref(workout), exerciseClientId: bench, setClientId: s1, weight: 0, reps: 5, done: true }));
    expect([error.code, error.message, error.fieldErrors]).toEqual(['VALIDATION', TRAINING_MSG.weightNeeded, { weight: [TRAINING_MSG.weightNeeded] }]);
    expect(await store()).toBe(before);
    const ok = await updateSet(a.ctx, { ...ref(workout), exerciseClientId: push, setClientId: s2, weight: 0, reps: 20, done: true });
    expect(ok.exercise!.sets[0]).toMatchObject({ weight: 0, reps: 20, done: true });
  });

  test('every change names the active workout: a finished, unknown or another member’s one is TRAINING_NOT_ACTIVE and nothing changes', async () => {
    const mine = await startEmpty(a);
    const ex = uuid();
    const set = uuid();
    await addExercise(a.ctx, { ...ref(mine), exerciseClientId: ex, exerciseId: BENCH, setClientIds: [set] });
    const before = await store();
    const theirs = { sessionClientId: mine.sessionClientId, exerciseClientId: ex };
    const attempts: [string, () => Promise<unknown>][] = [
      ['addExercise', () => addExercise(b.ctx, { ...theirs, exerciseClientId: uuid(), exerciseId: BENCH })],
      ['removeExercise', () => removeExercise(b.ctx, theirs)],
      ['moveExercise', () => moveExercise(b.ctx, { ...theirs, toIndex: 1 })],
      ['updateExercise', () => updateExercise(b.ctx, { ...theirs, skipped: true })],
      ['addSet', () => addSet(b.ctx, { ...theirs, setClientId: uuid() })],
      ['removeSet', () => removeSet(b.ctx, { ...theirs, setClientId: set })],
      ['updateSet', () => updateSet(b.ctx, { ...theirs, setClientId: set, weight: 100 })],
      ['finish', () => finishSession(b.ctx, { sessionClientId: mine.sessionClientId })],
      ['unknown', () => updateSet(a.ctx, { ...theirs, sessionClientId: uuid(), setClientId: set, weight: 100 })],
    ];
    for (const [what, attempt] of attempts) expect(await codeOf(attempt), what).toBe('TRAINING_NOT_ACTIVE');
    // Discarding an id the caller does not have is "already gone": ok, and A's workout stays.
    await discardSession(b.ctx, { sessionClientId: mine.sessionClientId });
    expect(await store()).toBe(before);
    expect(await activeSession(b.ctx)).toBeNull();
    await finishSession(a.ctx, ref(mine));
    expect(await codeOf(() => addSet(a.ctx, { ...theirs, setClientId: uuid() }))).toBe('TRAINING_NOT_ACTIVE');
    expect(await codeOf(() => discardSession(a.ctx, ref(mine)))).toBe('TRAINING_NOT_ACTIVE');
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_sessions')).toEqual([{ n: 1 }]);
  });

  test('discard deletes the active workout with its exercises and sets; again is ok; a new one can start', async () => {
    const workout = await startEmpty(a);
    await addExercise(a.ctx, { ...ref(workout), exerciseClientId: uuid(), exerciseId: BENCH });
    await discardSession(a.ctx, ref(workout));
    await discardSession(a.ctx, ref(workout));
    expect(await activeSession(a.ctx)).toBeNull();
    for (const table of ['training_sessions', 'training_exercises', 'training_sets'])
      expect(await sqlRows(w.db, `SELECT count(*) AS n FROM ${table}`)).toEqual([{ n: 0 }]);
    expect((await startEmpty(a)).exercises).toEqual([]);
  });
});
