// A member's finished training sessions, called directly: the list, a month, the calendar, one session,
// edits and deletion, only ever the caller's finished sessions.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { codeOf, rejectionOf, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../../tests/helpers/services';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { BENCH, HOUR, kst, PUSH_UP, SQUAT, startEmpty, trainingTools, uuid } from '../../../../tests/helpers/training-services';
import { TRAINING_MSG } from '../common/training.shared';
import { editLogged } from './edit.service';
import { calendar, deleteLogged, getLogged, historyPage } from './history.service';

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
  b = await signedUp(w.deps);
});
afterEach(() => w.close());
const { logWorkout, store } = trainingTools(() => w);

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
