// The active training session, called directly: starting it from a routine, a recommendation or empty, a
// retried start, one active session per member (parallel starts), and ownership of what it starts from.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { codeOf, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../../tests/helpers/services';
import { sqlRows } from '../../../../tests/helpers/test-db';
import {
  amounts,
  BENCH,
  DB_BENCH,
  exerciseOf,
  PLANK,
  PULLDOWN,
  PUSH_UP,
  ref,
  startEmpty,
  trainingTools,
  uuid,
} from '../../../../tests/helpers/training-services';
import type { AppError } from '../../../errors';
import { createRecommendation } from '../../recommendation/recommendation.service';
import { activeSession } from './active.service';
import { finishSession } from './finish.service';
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
const { partIds, routineOf, store } = trainingTools(() => w);

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
