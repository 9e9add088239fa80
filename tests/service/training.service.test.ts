// Gym mode, called directly: starting (routine, recommendation, empty), every change to the
// active workout and its idempotent retries, the limits, one active workout per member, previous
// performance, finishing with its summary and new records, save as routine, history, progress with
// hand-computed numbers, and ownership on every call.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CATALOGUE, syncCatalogue } from '../../seed/sync';
import { localDate } from '../../server/context';
import { AppError } from '../../server/errors';
import { createRecommendation } from '../../server/features/recommendation/recommendation.service';
import { addExercisesToRoutines, listRoutineItems } from '../../server/features/routines/routine-items.service';
import { createRoutine, deleteRoutine } from '../../server/features/routines/routines.service';
import { type ActiveSession, TRAINING_MSG } from '../../server/features/training/training.contract';
import {
  activeSession,
  addExercise,
  addSet,
  discardSession,
  finishSession,
  moveExercise,
  removeExercise,
  removeSet,
  saveAsRoutine,
  startSession,
  updateExercise,
  updateSet,
} from '../../server/features/training/training.service';
import { addDays, bestsOf, koreaMidnight, mondayOf, monthRange } from '../../server/features/training/training.stats';
import { calendar, deleteLogged, editLogged, getLogged, historyPage } from '../../server/features/training/training-history.service';
import { bodyPartWeeks, exerciseProgress, personalRecords, trainedExercises } from '../../server/features/training/training-progress.service';
import { codeOf, rejectionOf, rows, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../helpers/services';
import { sqlRows } from '../helpers/test-db';

// Catalogue ids (seed order): 1 바벨 벤치 프레스 (barbell), 4 덤벨 벤치 프레스 (dumbbells), 11 푸시업 (body weight),
// 20 랫풀다운 (stack), 81 플랭크 (timed), 116 바벨 백 스쿼트 (barbell; quads and glutes primary), 58 덤벨 컬.
const BENCH = 1;
const DB_BENCH = 4;
const PUSH_UP = 11;
const PULLDOWN = 20;
const PLANK = 81;
const SQUAT = 116;
const DB_CURL = 58;

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
  b = await signedUp(w.deps);
});
afterEach(() => w.close());

const uuid = () => randomUUID();
/** The catalogue ids of body parts named in Korean. */
const partIds = (...names: string[]) => names.map((n) => w.deps.catalogue.current.bodyParts.find((p) => p.koreanName === n)!.bodyPartId);
const HOUR = 3600_000;
/** Moves the test clock to `ms`. */
const at = (ms: number) => w.clock.advance(ms - w.clock.now());
/** The instant of a Korean wall-clock time. */
const kst = (date: string, hour: number, minute = 0) => koreaMidnight(date) + hour * HOUR + minute * 60_000;
const store = async () =>
  JSON.stringify(await Promise.all(['training_sessions', 'training_exercises', 'training_sets', 'routines', 'routine_items'].map((t) => rows(w.db, t))));
const startEmpty = (m: TestMember, clientId: string = uuid()) => startSession(m.ctx, { clientId, from: { kind: 'empty' } });
const ref = (workout: ActiveSession) => ({ sessionClientId: workout.sessionClientId });
const exerciseOf = <E extends { exerciseId: number }>(workout: { exercises: E[] }, exerciseId: number) =>
  workout.exercises.find((e) => e.exerciseId === exerciseId)!;
const amounts = (workout: ActiveSession) =>
  workout.exercises.map((e) => [e.exerciseId, e.sets.map((s) => [s.plannedWeight, s.plannedReps ?? s.plannedSeconds, s.weight, s.reps ?? s.seconds, s.done])]);

type SetSpec = [weight: number | null, reps: number | null] | { weight?: number | null; reps?: number | null; seconds?: number | null; done?: boolean };

/** Logs a whole workout through the services at `startedAt` (Korea time), `minutes` long: each set entered and checked off (unless done: false). */
async function logWorkout(m: TestMember, startedAt: number, exercises: { exerciseId: number; sets: SetSpec[] }[], minutes = 60) {
  at(startedAt);
  let workout = await startEmpty(m);
  for (const e of exercises) {
    const exerciseClientId = uuid();
    const setClientIds = e.sets.map(() => uuid());
    workout = await addExercise(m.ctx, { ...ref(workout), exerciseClientId, exerciseId: e.exerciseId, setClientIds });
    for (const [i, spec] of e.sets.entries()) {
      const values = Array.isArray(spec) ? { weight: spec[0], reps: spec[1], done: true } : { done: true, ...spec };
      workout = await updateSet(m.ctx, { ...ref(workout), exerciseClientId, setClientId: setClientIds[i]!, ...values });
    }
  }
  at(startedAt + minutes * 60_000);
  return { workout, summary: await finishSession(m.ctx, ref(workout)) };
}

/** A routine of `m` with these exercises and amounts (the legacy add, which also takes 0 kg). */
async function routineOf(m: TestMember, name: string, items: { exerciseId: number; weight: number | null; rep: number | null; setCount: number | null }[]) {
  const { routineId } = await createRoutine(m.ctx, { name });
  for (const { exerciseId, ...amounts } of items) await addExercisesToRoutines(m.ctx, { routineIds: [routineId], exerciseIds: [exerciseId], amounts });
  return routineId;
}

describe('starting', () => {
  test('an empty workout; a retried start answers the same one; another start is TRAINING_ACTIVE; members are separate', async () => {
    const clientId = uuid();
    const first = await startEmpty(a, clientId);
    expect(first).toMatchObject({ name: '자유 운동', source: 'empty', routineId: null, startedAt: w.clock.now(), serverNow: w.clock.now(), exercises: [] });
    w.clock.advance(5000);
    const again = await startEmpty(a, clientId);
    expect(again.sessionId).toBe(first.sessionId);
    expect(again.serverNow).toBe(first.serverNow + 5000);
    expect(await codeOf(() => startEmpty(a))).toBe('TRAINING_ACTIVE');
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_sessions')).toEqual([{ n: 1 }]);
    expect((await activeSession(a.ctx))?.sessionId).toBe(first.sessionId);
    expect(await activeSession(b.ctx)).toBeNull();
    const theirs = await startEmpty(b);
    expect(theirs.sessionId).not.toBe(first.sessionId);
  });

  test('parallel starts with different clientIds: exactly one wins, the others are TRAINING_ACTIVE', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => startEmpty(a)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('TRAINING_ACTIVE');
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_sessions')).toEqual([{ n: 1 }]);
  });

  test('from a routine: its exercises in order with planned sets; timed ones in seconds; nulls → 3 empty sets', async () => {
    const routineId = await routineOf(a, '상체', [
      { exerciseId: BENCH, weight: 60, rep: 8, setCount: 4 },
      { exerciseId: PUSH_UP, weight: 0, rep: 15, setCount: null },
      { exerciseId: PLANK, weight: 0, rep: 60, setCount: 2 },
      { exerciseId: PULLDOWN, weight: 0, rep: null, setCount: 1 },
      { exerciseId: DB_BENCH, weight: null, rep: null, setCount: null },
    ]);
    const workout = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'routine', routineId } });
    expect(workout).toMatchObject({ name: '상체', source: 'routine', routineId });
    expect(workout.exercises.map((e) => [e.position, e.exerciseId, e.exerciseName, e.repUnit, e.bodyweight, e.weightStep, e.restSeconds])).toEqual([
      [1, BENCH, '바벨 벤치 프레스', '회', false, 2.5, 90],
      [2, PUSH_UP, '푸시업', '회', true, null, 90],
      [3, PLANK, '플랭크', '초', true, null, 90],
      [4, PULLDOWN, '랫풀다운', '회', false, 5, 90],
      [5, DB_BENCH, '덤벨 벤치 프레스', '회', false, 1, 90],
    ]);
    expect(amounts(workout)).toEqual([
      [BENCH, Array(4).fill([60, 8, null, null, false])],
      [PUSH_UP, Array(3).fill([0, 15, null, null, false])],
      [PLANK, Array(2).fill([0, 60, null, null, false])],
      // 0 kg on a loaded exercise is not a plan.
      [PULLDOWN, [[null, null, null, null, false]]],
      [DB_BENCH, Array(3).fill([null, null, null, null, false])],
    ]);
    expect(exerciseOf(workout, PLANK).sets[0]).toMatchObject({ plannedReps: null, plannedSeconds: 60 });
    expect(workout.exercises.flatMap((e) => e.sets.map((s) => s.position))).toEqual([1, 2, 3, 4, 1, 2, 3, 1, 2, 1, 1, 2, 3]);
    const ids = workout.exercises.flatMap((e) => [e.exerciseClientId, ...e.sets.map((s) => s.setClientId)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('from a recommendation: its exercises with weight, repeat, sets and rest; another member’s is RECOMMEND_NOT_FOUND', async () => {
    const rec = await createRecommendation(a.ctx, { bodyPartIds: partIds('가슴', '복근'), machineIds: [] });
    const before = await store();
    expect(await codeOf(() => startSession(b.ctx, { clientId: uuid(), from: { kind: 'recommendation', recommendationId: rec.recommendationId } }))).toBe(
      'RECOMMEND_NOT_FOUND',
    );
    expect(await store()).toBe(before);
    const workout = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'recommendation', recommendationId: rec.recommendationId } });
    expect(workout).toMatchObject({ name: '추천 운동', source: 'recommendation', routineId: null });
    expect(workout.exercises.map((e) => e.exerciseId)).toEqual(rec.recommends.map((r) => r.exerciseId));
    for (const [i, r] of rec.recommends.entries()) {
      const e = workout.exercises[i]!;
      expect(e.restSeconds).toBe(r.restSeconds);
      expect(e.sets).toHaveLength(Number(r.set));
      const timed = r.repeatLabel.endsWith('초');
      for (const s of e.sets) {
        expect(s.plannedWeight).toBe(Number(r.weight));
        expect(timed ? s.plannedSeconds : s.plannedReps).toBe(Number(r.repeat));
      }
    }
  });

  test('another member’s routine is ROUTINE_NOT_FOUND and nothing is stored', async () => {
    const routineId = await routineOf(b, '남의것', [{ exerciseId: BENCH, weight: 60, rep: 8, setCount: 3 }]);
    const before = await store();
    expect(await codeOf(() => startSession(a.ctx, { clientId: uuid(), from: { kind: 'routine', routineId } }))).toBe('ROUTINE_NOT_FOUND');
    expect(await store()).toBe(before);
  });

  test('a start whose clientId names a finished workout is a CONFLICT', async () => {
    const clientId = uuid();
    const workout = await startEmpty(a, clientId);
    await finishSession(a.ctx, ref(workout));
    expect(await codeOf(() => startEmpty(a, clientId))).toBe('CONFLICT');
  });
});

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
    expect(exerciseOf(updated, BENCH)).toMatchObject({ restSeconds: 180, skipped: true, notes: '그립 넓게' });
    const cleared = await updateExercise(a.ctx, { ...ref(workout), exerciseClientId: e1, restSeconds: null, notes: null });
    expect(exerciseOf(cleared, BENCH)).toMatchObject({ restSeconds: 90, skipped: true, notes: null });
    const removed = await removeExercise(a.ctx, { ...ref(workout), exerciseClientId: e1 });
    expect(removed.exercises.map((e) => [e.position, e.exerciseId])).toEqual([
      [1, PUSH_UP],
      [2, PLANK],
    ]);
    expect(await removeExercise(a.ctx, { ...ref(workout), exerciseClientId: e1 })).toEqual({ ...removed, serverNow: w.clock.now() });
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
    expect(exerciseOf(added, BENCH).sets.map((s) => [s.position, s.plannedWeight, s.plannedReps, s.weight, s.reps])).toEqual([
      [1, null, null, 60, 10],
      [2, 60, 10, null, null],
    ]);
    expect(await addSet(a.ctx, { ...exRef, setClientId: s2 })).toEqual({ ...added, serverNow: w.clock.now() });
    const doneOnce = await updateSet(a.ctx, { ...exRef, setClientId: s2, done: true });
    // Checking a set off logs what was planned, at this instant.
    expect(exerciseOf(doneOnce, BENCH).sets[1]).toMatchObject({ weight: 60, reps: 10, done: true, doneAt: w.clock.now() });
    const stamped = w.clock.now();
    w.clock.advance(30_000);
    const doneTwice = await updateSet(a.ctx, { ...exRef, setClientId: s2, done: true });
    expect(exerciseOf(doneTwice, BENCH).sets[1]).toMatchObject({ done: true, doneAt: stamped });
    const undone = await updateSet(a.ctx, { ...exRef, setClientId: s2, done: false, rpe: 8.5 });
    expect(exerciseOf(undone, BENCH).sets[1]).toMatchObject({ weight: 60, reps: 10, rpe: 8.5, done: false, doneAt: null });
    const cleared = await updateSet(a.ctx, { ...exRef, setClientId: s2, weight: null });
    expect(exerciseOf(cleared, BENCH).sets[1]).toMatchObject({ weight: null, reps: 10 });
    expect(await codeOf(() => updateSet(a.ctx, { ...exRef, setClientId: uuid(), done: true }))).toBe('NOT_FOUND');
    const removed = await removeSet(a.ctx, { ...exRef, setClientId: s1 });
    expect(exerciseOf(removed, BENCH).sets.map((s) => [s.position, s.setClientId])).toEqual([[1, s2]]);
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
    expect(exerciseOf(late, BENCH).sets[0]!.doneAt).toBe(tapped);
    expect(exerciseOf(future, BENCH).sets[1]!.doneAt).toBe(now);
    expect(exerciseOf(beforeStart, BENCH).sets[2]!.doneAt).toBe(workout.startedAt);
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
    expect(exerciseOf(ok, PUSH_UP).sets[0]).toMatchObject({ weight: 0, reps: 20, done: true });
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

describe('finishing', () => {
  test('the summary counts done sets; first performances are records; a retried finish answers the same summary', async () => {
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
    const date = '2026-11-02';
    expect(summary).toEqual({
      sessionId: workout.sessionId,
      name: '자유 운동',
      durationSeconds: 47 * 60 + 20,
      totalVolume: 60 * 10 + 60 * 8,
      sets: 4,
      exercises: 2,
      newRecords: [
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'e1rm', value: 80, date, sessionId: workout.sessionId },
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'weight', value: 60, date, sessionId: workout.sessionId },
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'volume', value: 600, date, sessionId: workout.sessionId },
        { exerciseId: PUSH_UP, exerciseName: '푸시업', kind: 'reps', value: 15, date, sessionId: workout.sessionId },
      ],
      routineId: null,
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
    expect(second.summary.newRecords.map((r) => [r.exerciseId, r.kind, r.value])).toEqual([
      [BENCH, 'weight', 62.5],
      [SQUAT, 'e1rm', 116.7],
      [SQUAT, 'weight', 100],
      [SQUAT, 'volume', 500],
    ]);
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
  test('the routine’s amounts become the heaviest done set, its reps and the done sets; other exercises are not added', async () => {
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
    expect((await listRoutineItems(a.ctx, { routineId })).map((x) => [x.exerciseId, x.weight, x.rep, x.setCount])).toEqual([
      [BENCH, 60, 8, 3],
      [PLANK, 0, 75, 1],
      // Not done: unchanged.
      [PULLDOWN, 40, 12, 3],
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

describe('history', () => {
  test('list newest first, a month, the calendar; get, edit, delete only the caller’s finished workouts', async () => {
    const oct = await logWorkout(a, kst('2026-10-31', 23, 30), [{ exerciseId: BENCH, sets: [[60, 10]] }], 20);
    const nov1 = await logWorkout(
      a,
      kst('2026-11-01', 0, 10),
      [
        {
          exerciseId: PUSH_UP,
          sets: [
            [0, 20],
            [0, 15],
          ],
        },
      ],
      30,
    );
    const nov2 = await logWorkout(a, kst('2026-11-01', 18), [{ exerciseId: SQUAT, sets: [[100, 5], { weight: 100, reps: 5, done: false }] }], 50);
    await logWorkout(b, kst('2026-11-01', 18), [{ exerciseId: SQUAT, sets: [[140, 5]] }]);
    const active = await startEmpty(a);

    const all = await historyPage(a.ctx, { page: 1 });
    expect([all.total, all.page, all.pageSize]).toEqual([3, 1, 20]);
    expect(all.items.map((i) => [i.sessionId, i.date, i.exerciseNames, i.sets, i.totalVolume, i.durationSeconds])).toEqual([
      [nov2.workout.sessionId, '2026-11-01', ['바벨 백 스쿼트'], 1, 500, 50 * 60],
      [nov1.workout.sessionId, '2026-11-01', ['푸시업'], 2, 0, 30 * 60],
      [oct.workout.sessionId, '2026-10-31', ['바벨 벤치 프레스'], 1, 600, 20 * 60],
    ]);
    expect(all.items[0]).toMatchObject({
      name: '자유 운동',
      source: 'empty',
      notes: null,
      startedAt: kst('2026-11-01', 18),
      finishedAt: kst('2026-11-01', 18, 50),
    });
    expect((await historyPage(a.ctx, { page: 1, month: '2026-11' })).items.map((i) => i.sessionId)).toEqual([nov2.workout.sessionId, nov1.workout.sessionId]);
    expect((await historyPage(a.ctx, { page: 1, month: '2026-10' })).items.map((i) => i.sessionId)).toEqual([oct.workout.sessionId]);
    expect(await historyPage(a.ctx, { page: 2 })).toEqual({ items: [], total: 3, page: 2, pageSize: 20 });
    expect(await calendar(a.ctx, '2026-11')).toEqual({ month: '2026-11', days: [{ date: '2026-11-01', sessions: 2 }] });
    expect(await calendar(a.ctx, '2026-10')).toEqual({ month: '2026-10', days: [{ date: '2026-10-31', sessions: 1 }] });
    expect(await calendar(b.ctx, '2026-10')).toEqual({ month: '2026-10', days: [] });

    const got = await getLogged(a.ctx, nov2.workout.sessionId);
    expect(got).toMatchObject({ sessionId: nov2.workout.sessionId, date: '2026-11-01', totalVolume: 500, durationSeconds: 3000 });
    expect(got.exercises[0]!.sets.map((s) => [s.weight, s.reps, s.done])).toEqual([
      [100, 5, true],
      [100, 5, false],
    ]);
    expect(got.exercises[0]).not.toHaveProperty('previous');

    // Ownership and the active workout: unknown.
    const before = await store();
    for (const [what, attempt] of [
      ['get', () => getLogged(b.ctx, nov2.workout.sessionId)],
      ['edit', () => editLogged(b.ctx, { id: nov2.workout.sessionId, name: '남의 것' })],
      ['delete', () => deleteLogged(b.ctx, nov2.workout.sessionId)],
      ['active', () => getLogged(a.ctx, active.sessionId)],
      ['delete active', () => deleteLogged(a.ctx, active.sessionId)],
      ['unknown', () => getLogged(a.ctx, 999_999)],
    ] as const)
      expect(await codeOf(attempt), what).toBe('TRAINING_NOT_FOUND');
    expect(await store()).toBe(before);

    // Edit: name, notes, set values by clientId (the unchecked set checked off), the rest kept.
    const [done, unchecked] = got.exercises[0]!.sets;
    w.clock.advance(HOUR);
    const edited = await editLogged(a.ctx, {
      id: nov2.workout.sessionId,
      name: '하체 데이',
      notes: '무릎 조심',
      sets: [
        { setClientId: done!.setClientId, weight: 102.5 },
        { setClientId: unchecked!.setClientId, done: true },
      ],
    });
    expect(edited).toMatchObject({ name: '하체 데이', notes: '무릎 조심', totalVolume: 102.5 * 5 + 500, startedAt: got.startedAt, finishedAt: got.finishedAt });
    expect(edited.exercises[0]!.sets.map((s) => [s.weight, s.reps, s.done, s.doneAt === null ? null : s.doneAt <= got.finishedAt])).toEqual([
      [102.5, 5, true, true],
      [100, 5, true, true],
    ]);
    const editBefore = await store();
    const bad = await rejectionOf(editLogged(a.ctx, { id: nov2.workout.sessionId, name: '바뀜', sets: [{ setClientId: done!.setClientId, weight: 0 }] }));
    expect([bad.code, bad.fieldErrors]).toEqual(['VALIDATION', { weight: [TRAINING_MSG.weightNeeded] }]);
    expect(await codeOf(() => editLogged(a.ctx, { id: nov2.workout.sessionId, sets: [{ setClientId: uuid(), reps: 3 }] }))).toBe('NOT_FOUND');
    expect(await store()).toBe(editBefore);

    await deleteLogged(a.ctx, nov1.workout.sessionId);
    expect(await codeOf(() => getLogged(a.ctx, nov1.workout.sessionId))).toBe('TRAINING_NOT_FOUND');
    expect(await calendar(a.ctx, '2026-11')).toEqual({ month: '2026-11', days: [{ date: '2026-11-01', sessions: 1 }] });
    expect(
      await sqlRows(w.db, 'SELECT count(*) AS n FROM training_exercises e JOIN training_sessions s ON s.id = e.session_id WHERE s.user_id = ?', [
        a.ctx.user.userId,
      ]),
    ).toEqual([{ n: 2 }]);
  });
});

describe('progress', () => {
  // Hand-computed (Epley: weight × (1 + reps / 30)), "today" is Saturday 2026-11-21 in Korea, so the 12 weeks
  // run from Monday 2026-08-31 to the week of Monday 2026-11-16.
  async function history() {
    await logWorkout(a, kst('2026-08-30', 23, 0), [{ exerciseId: BENCH, sets: [[50, 10]] }]); // before the 12 weeks
    const w1 = await logWorkout(a, kst('2026-11-02', 19), [
      {
        exerciseId: BENCH,
        sets: [
          [60, 10],
          [60, 8],
        ],
      },
      {
        exerciseId: PUSH_UP,
        sets: [
          [0, 15],
          [0, 12],
        ],
      },
    ]);
    const w2 = await logWorkout(a, kst('2026-11-05', 19), [
      { exerciseId: BENCH, sets: [[62.5, 8], [62.5, 6], { weight: 62.5, reps: 5, done: false }] },
      {
        exerciseId: SQUAT,
        sets: [
          [100, 5],
          [100, 5],
          [100, 5],
        ],
      },
    ]);
    const w3 = await logWorkout(a, kst('2026-11-05', 21), [{ exerciseId: BENCH, sets: [[40, 20]] }]);
    // Another member's training is never counted.
    await logWorkout(b, kst('2026-11-06', 19), [{ exerciseId: BENCH, sets: [[140, 3]] }]);
    at(Date.UTC(2026, 10, 21, 3));
    return { w1: w1.summary.sessionId, w2: w2.summary.sessionId, w3: w3.summary.sessionId };
  }

  test('trained exercises, one exercise per day, body-part weeks and records', async () => {
    const { w1, w2, w3 } = await history();
    expect(await trainedExercises(a.ctx)).toEqual([
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', sessions: 4, lastDate: '2026-11-05' },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', sessions: 1, lastDate: '2026-11-05' },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', sessions: 1, lastDate: '2026-11-02' },
    ]);
    expect(await exerciseProgress(a.ctx, BENCH)).toEqual({
      exerciseId: BENCH,
      exerciseName: '바벨 벤치 프레스',
      points: [
        { date: '2026-08-30', sessionId: expect.any(Number), e1rm: 66.7, bestSet: { weight: 50, reps: 10, seconds: null }, volume: 500 },
        { date: '2026-11-02', sessionId: w1, e1rm: 80, bestSet: { weight: 60, reps: 10, seconds: null }, volume: 1080 },
        // Two workouts that day: 62.5 × 8 (79.2) beats 40 × 20 (66.7); volume 500 + 375 + 800.
        { date: '2026-11-05', sessionId: w2, e1rm: 79.2, bestSet: { weight: 62.5, reps: 8, seconds: null }, volume: 1675 },
      ],
    });
    expect(await exerciseProgress(a.ctx, PUSH_UP)).toMatchObject({
      points: [{ date: '2026-11-02', sessionId: w1, e1rm: null, bestSet: { weight: 0, reps: 15, seconds: null }, volume: 0 }],
    });
    expect(await exerciseProgress(a.ctx, PLANK)).toEqual({ exerciseId: PLANK, exerciseName: '플랭크', points: [] });
    expect(await codeOf(() => exerciseProgress(a.ctx, 99_999))).toBe('EXERCISE_NOT_FOUND');

    const weeks = await bodyPartWeeks(a.ctx);
    expect(weeks).toHaveLength(10 * 12);
    const mondays = Array.from({ length: 12 }, (_, i) => addDays('2026-08-31', 7 * i));
    expect(weeks.filter((x) => x.bodyPartName === '가슴').map((x) => x.weekStart)).toEqual(mondays);
    expect(weeks.filter((x) => x.sets > 0).map((x) => [x.bodyPartName, x.weekStart, x.sets, x.volume])).toEqual([
      // Bench 2 + 2 + 1 sets, push-ups 2: 1080 + 0 + 875 + 800.
      ['가슴', '2026-11-02', 7, 2755],
      ['엉덩이', '2026-11-02', 3, 1500],
      ['허벅지 앞', '2026-11-02', 3, 1500],
    ]);

    expect(await personalRecords(a.ctx)).toEqual([
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'e1rm', value: 116.7, date: '2026-11-05', sessionId: w2 },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'weight', value: 100, date: '2026-11-05', sessionId: w2 },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'volume', value: 500, date: '2026-11-05', sessionId: w2 },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'e1rm', value: 80, date: '2026-11-02', sessionId: w1 },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'weight', value: 62.5, date: '2026-11-05', sessionId: w2 },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'volume', value: 800, date: '2026-11-05', sessionId: w3 },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', kind: 'reps', value: 15, date: '2026-11-02', sessionId: w1 },
    ]);
  });

  test('exercises whose summaries were never written (another writer’s rows) are counted from their sets: the same answers', async () => {
    await history();
    const answers = async () =>
      JSON.stringify([
        await trainedExercises(a.ctx),
        await exerciseProgress(a.ctx, BENCH),
        await bodyPartWeeks(a.ctx),
        await personalRecords(a.ctx),
        await historyPage(a.ctx, { page: 1 }),
      ]);
    const summarised = await answers();
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_exercises WHERE done_sets IS NULL')).toEqual([{ n: 0 }]);
    await sqlRows(
      w.db,
      'UPDATE training_exercises SET done_sets = NULL, volume = NULL, best_e1rm = NULL, best_weight = NULL, best_set_volume = NULL, best_reps = NULL',
    );
    expect(await answers()).toBe(summarised);
    // A finish against unsummarised history names the same records.
    const next = await logWorkout(a, kst('2026-11-22', 10), [
      {
        exerciseId: BENCH,
        sets: [
          [62.5, 8],
          [65, 3],
        ],
      },
    ]);
    expect(next.summary.newRecords.map((r) => [r.kind, r.value])).toEqual([['weight', 65]]);
  });

  test('another member sees none of it; deleting a routine or retiring an exercise keeps history and progress', async () => {
    const routineId = await routineOf(a, '컬', [{ exerciseId: DB_CURL, weight: 10, rep: 12, setCount: 2 }]);
    at(kst('2026-11-10', 19));
    const workout = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'routine', routineId } });
    const curl = exerciseOf(workout, DB_CURL);
    for (const s of curl.sets) await updateSet(a.ctx, { ...ref(workout), exerciseClientId: curl.exerciseClientId, setClientId: s.setClientId, done: true });
    const { sessionId } = await finishSession(a.ctx, ref(workout));
    await deleteRoutine(a.ctx, { routineId });
    await syncCatalogue(w.db, { ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== 'db_curl') }, { catalogue: w.deps.catalogue });
    at(Date.UTC(2026, 10, 21, 3));
    expect((await getLogged(a.ctx, sessionId)).exercises.map((e) => [e.exerciseId, e.exerciseName, e.sets.length])).toEqual([[DB_CURL, '덤벨 컬', 2]]);
    expect(await trainedExercises(a.ctx)).toEqual([{ exerciseId: DB_CURL, exerciseName: '덤벨 컬', sessions: 1, lastDate: '2026-11-10' }]);
    expect((await exerciseProgress(a.ctx, DB_CURL)).points).toEqual([
      { date: '2026-11-10', sessionId, e1rm: 14, bestSet: { weight: 10, reps: 12, seconds: null }, volume: 240 },
    ]);
    expect((await personalRecords(a.ctx)).map((r) => [r.kind, r.value])).toEqual([
      ['e1rm', 14],
      ['weight', 10],
      ['volume', 120],
    ]);
    expect((await bodyPartWeeks(a.ctx)).filter((x) => x.sets > 0)).toEqual([
      { bodyPartId: partIds('이두')[0], bodyPartName: '이두', weekStart: '2026-11-09', sets: 2, volume: 240 },
    ]);

    expect(await trainedExercises(b.ctx)).toEqual([]);
    expect(await personalRecords(b.ctx)).toEqual([]);
    expect((await exerciseProgress(b.ctx, DB_CURL)).points).toEqual([]);
    expect((await bodyPartWeeks(b.ctx)).every((x) => x.sets === 0 && x.volume === 0)).toBe(true);
    expect((await historyPage(b.ctx, { page: 1 })).items).toEqual([]);
  });
});

test('Korea’s calendar: midnights, Mondays and months agree with localDate', () => {
  for (const date of ['2026-01-01', '2026-03-01', '2024-02-29', '2026-12-31', '2026-11-16']) {
    expect(localDate(koreaMidnight(date))).toBe(date);
    expect(localDate(koreaMidnight(date) - 1)).toBe(addDays(date, -1));
  }
  expect(mondayOf('2026-11-21')).toBe('2026-11-16');
  expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  expect(mondayOf('2026-11-22')).toBe('2026-11-16');
  expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  const { from, to } = monthRange('2026-12');
  expect([localDate(from), localDate(from - 1), localDate(to), localDate(to - 1)]).toEqual(['2026-12-01', '2026-11-30', '2027-01-01', '2026-12-31']);
});

test('AppError codes used here have Korean messages', () => {
  for (const code of ['TRAINING_ACTIVE', 'TRAINING_NOT_ACTIVE', 'TRAINING_NOT_FOUND'] as const) expect(new AppError(code).message).toMatch(/[가-힣]/);
});
