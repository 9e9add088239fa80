// The active training session through the real app (tRPC `training.session.*`): a session from start to
// finish, what each change answers, idempotent retries, one active session per member under parallel
// starts, parallel changes, and a login required everywhere.
import { describe, expect, test } from 'vitest';
import type { fakeClock, TestApp } from '../../../../tests/helpers/app';
import { type Member, trpcError, trpcMutation, trpcQuery } from '../../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, ok, PUSH_UP, uuid } from '../../../../tests/helpers/training-http';
import type { HistoryItem } from '../history/history.shared';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
const { count, mutate, query } = eachTrainingWorld((w) => {
  ({ t, clock, a, b } = w);
});

describe('a workout through the API', () => {
  test('start, add, log, finish: the summary, history, and previous performance next time', async () => {
    const sessionClientId = uuid();
    const bench = uuid();
    const sets = [uuid(), uuid()];
    expect(await ok(query(a, 'session.active'))).toBeNull();
    const started = await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    expect(started).toMatchObject({ sessionClientId, name: '자유 운동', source: 'empty', startedAt: clock.now(), serverNow: clock.now(), exercises: [] });
    const added = await ok(mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: bench, exerciseId: BENCH, setClientIds: sets }));
    expect(added.exercises).toEqual([
      expect.objectContaining({
        exerciseClientId: bench,
        position: 1,
        exerciseId: BENCH,
        exerciseName: '바벨 벤치 프레스',
        repUnit: '회',
        bodyweight: false,
        weightStep: 2.5,
        restSeconds: 90,
        previous: [],
      }),
    ]);
    expect(added.exercises[0].imgPath).toMatch(/\S/);
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: bench, setClientId: sets[0], weight: 60, reps: 10, done: true }));
    clock.advance(90_000);
    const logged = await ok(
      mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: bench, setClientId: sets[1], weight: 60, reps: 8, rpe: 9, done: true }),
    );
    // A set's change answers its exercise as stored, not the whole session.
    expect(Object.keys(logged).sort()).toEqual(['exercise', 'exerciseClientId', 'serverNow', 'sessionClientId']);
    expect(logged).toMatchObject({ sessionClientId, exerciseClientId: bench, serverNow: clock.now() });
    expect(logged.exercise.sets).toEqual([
      {
        setClientId: sets[0],
        position: 1,
        plannedWeight: null,
        plannedReps: null,
        plannedSeconds: null,
        weight: 60,
        reps: 10,
        seconds: null,
        rpe: null,
        kind: 'work',
        distanceM: null,
        level: null,
        note: null,
        done: true,
        doneAt: clock.now() - 90_000,
      },
      {
        setClientId: sets[1],
        position: 2,
        plannedWeight: null,
        plannedReps: null,
        plannedSeconds: null,
        weight: 60,
        reps: 8,
        seconds: null,
        rpe: 9,
        kind: 'work',
        distanceM: null,
        level: null,
        note: null,
        done: true,
        doneAt: clock.now(),
      },
    ]);
    expect((await ok(query(a, 'session.active'))).exercises).toEqual([{ ...logged.exercise, previous: [] }]);
    clock.advance(5 * 60_000);
    const summary = await ok(mutate(a, 'session.finish', { sessionClientId, notes: '컨디션 좋음' }));
    expect(summary).toEqual({
      sessionId: started.sessionId,
      name: '자유 운동',
      durationSeconds: 6 * 60 + 30,
      totalVolume: 1080,
      sets: 2,
      exercises: 1,
      // The first bench press ever is '첫 기록', not three new records.
      newRecords: [],
      firstRecords: [{ exerciseId: BENCH, exerciseName: '바벨 벤치 프레스' }],
      routineId: null,
      cardio: null,
    });
    // A retried finish answers the same summary.
    expect(await ok(mutate(a, 'session.finish', { sessionClientId }))).toEqual(summary);
    expect(await ok(query(a, 'session.active'))).toBeNull();
    const page = await ok(query(a, 'history.list', { page: 1 }));
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const item: HistoryItem = page.items[0];
    expect(item).toEqual({
      sessionId: started.sessionId,
      name: '자유 운동',
      source: 'empty',
      date: '2026-11-20',
      startedAt: started.startedAt,
      finishedAt: started.startedAt + 390_000,
      durationSeconds: 390,
      totalVolume: 1080,
      notes: '컨디션 좋음',
      exerciseNames: ['바벨 벤치 프레스'],
      sets: 2,
    });
    // Next time: what was done last time, and the sets planned from it.
    const next = uuid();
    await ok(mutate(a, 'session.start', { clientId: next, from: { kind: 'empty' } }));
    const again = await ok(mutate(a, 'session.addExercise', { sessionClientId: next, exerciseClientId: uuid(), exerciseId: BENCH }));
    expect(again.exercises[0].previous).toEqual([
      { weight: 60, reps: 10, seconds: null },
      { weight: 60, reps: 8, seconds: null },
    ]);
    expect(again.exercises[0].sets.map((s: { plannedWeight: number; plannedReps: number }) => [s.plannedWeight, s.plannedReps])).toEqual([
      [60, 10],
      [60, 8],
    ]);
    await ok(mutate(a, 'session.discard', { sessionClientId: next }));
    expect(await ok(query(a, 'session.active'))).toBeNull();
    expect(await count('training_sessions')).toBe(1);
  });

  test('retried requests never log twice: start, addExercise, addSet, updateSet, removeSet (ids in any case)', async () => {
    const sessionClientId = uuid();
    const exerciseClientId = uuid();
    const setClientId = uuid();
    const first = await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    expect((await ok(mutate(a, 'session.start', { clientId: sessionClientId.toUpperCase(), from: { kind: 'empty' } }))).sessionId).toBe(first.sessionId);
    const add = { sessionClientId, exerciseClientId, exerciseId: PUSH_UP, setClientIds: [] };
    await ok(mutate(a, 'session.addExercise', add));
    await ok(mutate(a, 'session.addExercise', { ...add, exerciseClientId: exerciseClientId.toUpperCase() }));
    await ok(mutate(a, 'session.addSet', { sessionClientId, exerciseClientId, setClientId }));
    await ok(mutate(a, 'session.addSet', { sessionClientId, exerciseClientId, setClientId }));
    const update = { sessionClientId, exerciseClientId, setClientId, weight: 0, reps: 20, done: true };
    const once = await ok(mutate(a, 'session.updateSet', update));
    clock.advance(10_000);
    const twice = await ok(mutate(a, 'session.updateSet', update));
    expect(twice.exercise).toEqual(once.exercise);
    expect([await count('training_sessions'), await count('training_exercises'), await count('training_sets')]).toEqual([1, 1, 1]);
    await ok(mutate(a, 'session.removeSet', { sessionClientId, exerciseClientId, setClientId }));
    const gone = await ok(mutate(a, 'session.removeSet', { sessionClientId, exerciseClientId, setClientId }));
    expect(gone.exercise.sets).toEqual([]);
    await ok(mutate(a, 'session.removeExercise', { sessionClientId, exerciseClientId }));
    expect((await ok(mutate(a, 'session.removeExercise', { sessionClientId, exerciseClientId }))).exercises).toEqual([]);
  });

  test('one active workout per member: 8 parallel starts with different ids, exactly one wins; the others 409 in Korean', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'empty' } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(trpcError(r)).toMatchObject({
        message: '이미 진행 중인 운동이 있어요. 이어서 하거나 끝낸 뒤 시작해 주세요',
        data: { appCode: 'TRAINING_ACTIVE' },
      });
    }
    expect(await count('training_sessions')).toBe(1);
    // Another member is not held up.
    await ok(mutate(b, 'session.start', { clientId: uuid(), from: { kind: 'empty' } }));
  });

  test('parallel changes to one workout keep 1..n: 10 exercises added at once', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        mutate(a, 'session.addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId: i + 1, position: 1, setClientIds: [] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const active = await ok(query(a, 'session.active'));
    expect(active.exercises.map((e: { position: number }) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(active.exercises.map((e: { exerciseId: number }) => e.exerciseId)).size).toBe(10);
  });

  test('without a login every procedure is 401', async () => {
    for (const [path, input] of [
      ['session.active', undefined],
      ['history.list', { page: 1 }],
      ['progress.records', undefined],
    ] as const) {
      const r = await trpcQuery(t.app, `training.${path}`, input);
      expect(r.status).toBe(401);
    }
    expect((await trpcMutation(t.app, 'training.session.start', { clientId: uuid(), from: { kind: 'empty' } })).status).toBe(401);
  });
});
