// Training history and progress through the real app (tRPC `training.history.*`, `training.progress.*`),
// with sessions started from a routine or a recommendation and save as routine: numbers by hand.
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { type Member, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../../tests/helpers/calls';
import { bodyPartIds } from '../../../../tests/helpers/catalogue-ids';
import { BENCH, eachTrainingWorld, ok, PUSH_UP, SQUAT, uuid } from '../../../../tests/helpers/training-http';
import { koreaMidnight } from '../../../common/korea-time.shared';

let t: TestApp;
let a: Member;
let b: Member;
const { at, logSession, mutate, query } = eachTrainingWorld((w) => {
  ({ t, a, b } = w);
});

describe('routines, history and progress', () => {
  test('from a routine, save as routine, then the routine deleted: history stays', async () => {
    const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name: '가슴' }, a.accessToken)).routineId;
    for (const [exerciseId, weight, rep, setCount] of [
      [BENCH, 60, 10, 3],
      [PUSH_UP, 0, 15, 2],
    ] as const)
      await ok(trpcMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId, weight, rep, setCount }, a.accessToken));
    const sessionClientId = uuid();
    const started = await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'routine', routineId } }));
    expect(started).toMatchObject({ name: '가슴', source: 'routine', routineId });
    expect(
      started.exercises.map((e: { exerciseId: number; sets: { plannedWeight: number; plannedReps: number }[] }) => [
        e.exerciseId,
        e.sets.map((s) => [s.plannedWeight, s.plannedReps]),
      ]),
    ).toEqual([
      [
        BENCH,
        [
          [60, 10],
          [60, 10],
          [60, 10],
        ],
      ],
      [
        PUSH_UP,
        [
          [0, 15],
          [0, 15],
        ],
      ],
    ]);
    const [bench, push] = started.exercises;
    // Checked off as planned, then heavier.
    await ok(mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: bench.exerciseClientId, setClientId: bench.sets[0].setClientId, done: true }));
    await ok(
      mutate(a, 'session.updateSet', {
        sessionClientId,
        exerciseClientId: bench.exerciseClientId,
        setClientId: bench.sets[1].setClientId,
        weight: 65,
        reps: 8,
        done: true,
      }),
    );
    await ok(
      mutate(a, 'session.updateSet', { sessionClientId, exerciseClientId: push.exerciseClientId, setClientId: push.sets[0].setClientId, reps: 20, done: true }),
    );
    const summary = await ok(mutate(a, 'session.finish', { sessionClientId }));
    expect(summary).toMatchObject({ routineId, sets: 3, exercises: 2, totalVolume: 600 + 520 });
    expect(await ok(mutate(a, 'session.saveAsRoutine', { sessionId: summary.sessionId }))).toEqual({ ok: true });
    const items = trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, a.accessToken));
    // The done sets set by set, the planned set count kept (the last done set repeated), the triple their mirror.
    expect(items.map((i) => [i.exerciseId, i.weight, i.rep, i.setCount, i.setTargets])).toEqual([
      [
        BENCH,
        60,
        10,
        3,
        [
          { kind: 'work', weight: 60, reps: 10, seconds: null },
          { kind: 'work', weight: 65, reps: 8, seconds: null },
          { kind: 'work', weight: 65, reps: 8, seconds: null },
        ],
      ],
      [PUSH_UP, 0, 20, 2, null],
    ]);
    await ok(trpcMutation(t.app, 'routines.delete', { routineId }, a.accessToken));
    const logged = await ok(query(a, 'history.get', { id: summary.sessionId }));
    expect(logged).toMatchObject({ name: '가슴', source: 'routine', totalVolume: 1120 });
    expect(logged.exercises.map((e: { exerciseName: string; sets: unknown[] }) => [e.exerciseName, e.sets.length])).toEqual([
      ['바벨 벤치 프레스', 3],
      ['푸시업', 2],
    ]);
    const gone = await mutate(a, 'session.saveAsRoutine', { sessionId: summary.sessionId });
    expect(gone.status).toBe(404);
    expect(trpcError(gone).data.appCode).toBe('ROUTINE_NOT_FOUND');
    expect((await ok(query(a, 'progress.exercises'))).map((e: { exerciseId: number }) => e.exerciseId)).toEqual([BENCH, PUSH_UP]);
  });

  test('from a recommendation: its exercises and amounts; another member’s recommendation is 404', async () => {
    const rec = trpcData(await trpcMutation(t.app, 'recommendation.create', { bodyPartIds: bodyPartIds(t.catalogue, '등'), machineIds: [] }, a.accessToken));
    const foreign = await mutate(b, 'session.start', { clientId: uuid(), from: { kind: 'recommendation', recommendationId: rec.recommendationId } });
    expect(foreign.status).toBe(404);
    expect(trpcError(foreign).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    const started = await ok(mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'recommendation', recommendationId: rec.recommendationId } }));
    expect(started.name).toBe('추천 운동');
    expect(started.exercises.map((e: { exerciseId: number; restSeconds: number; sets: unknown[] }) => [e.exerciseId, e.restSeconds, e.sets.length])).toEqual(
      rec.recommends.map((r: { exerciseId: number; restSeconds: number; set: string }) => [r.exerciseId, r.restSeconds, Number(r.set)]),
    );
  });

  test('history: month, calendar, list, get, edit, delete; progress: points, body-part weeks and records, by hand', async () => {
    // Thursday 2026-11-19 19:00 and Friday 2026-11-20 20:00 and 20:30 (Korea).
    await at(koreaMidnight('2026-11-19') + 19 * 3600_000);
    const thu = await logSession(a, [
      {
        exerciseId: BENCH,
        sets: [
          { weight: 60, reps: 10 },
          { weight: 60, reps: 8 },
        ],
      },
      { exerciseId: SQUAT, sets: [{ weight: 100, reps: 5 }] },
    ]);
    await at(koreaMidnight('2026-11-20') + 20 * 3600_000);
    const fri = await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 62.5, reps: 8 }] }], 20);
    await at(koreaMidnight('2026-11-20') + 20.5 * 3600_000);
    const fri2 = await logSession(a, [{ exerciseId: PUSH_UP, sets: [{ weight: 0, reps: 25 }] }], 10);
    expect(fri.summary.newRecords.map((r: { kind: string; value: number }) => [r.kind, r.value])).toEqual([['weight', 62.5]]);

    expect((await ok(query(a, 'history.list', { page: 1, month: '2026-11' }))).items.map((i: { sessionId: number }) => i.sessionId)).toEqual([
      fri2.sessionId,
      fri.sessionId,
      thu.sessionId,
    ]);
    expect(await ok(query(a, 'history.list', { page: 1, month: '2026-10' }))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await ok(query(a, 'history.calendar', { month: '2026-11' }))).toEqual({
      month: '2026-11',
      days: [
        { date: '2026-11-19', sessions: 1 },
        { date: '2026-11-20', sessions: 2 },
      ],
    });
    expect((await query(a, 'history.calendar', { month: '2026-13' })).status).toBe(400);

    expect(await ok(query(a, 'progress.exercise', { exerciseId: BENCH }))).toEqual({
      exerciseId: BENCH,
      exerciseName: '바벨 벤치 프레스',
      measure: 'loaded',
      points: [
        { date: '2026-11-19', sessionId: thu.sessionId, e1rm: 80, bestSet: { weight: 60, reps: 10, seconds: null }, volume: 1080, seconds: 0, distanceM: 0 },
        // 62.5 × (1 + 8/30) = 79.17
        { date: '2026-11-20', sessionId: fri.sessionId, e1rm: 79.2, bestSet: { weight: 62.5, reps: 8, seconds: null }, volume: 500, seconds: 0, distanceM: 0 },
      ],
    });
    const weeks = await ok(query(a, 'progress.bodyParts'));
    expect(weeks).toHaveLength(120);
    expect(weeks.filter((w: { sets: number }) => w.sets > 0)).toEqual([
      { bodyPartId: bodyPartIds(t.catalogue, '가슴')[0], bodyPartName: '가슴', weekStart: '2026-11-16', sets: 4, volume: 1580 },
      { bodyPartId: bodyPartIds(t.catalogue, '엉덩이')[0], bodyPartName: '엉덩이', weekStart: '2026-11-16', sets: 1, volume: 500 },
      { bodyPartId: bodyPartIds(t.catalogue, '허벅지 앞')[0], bodyPartName: '허벅지 앞', weekStart: '2026-11-16', sets: 1, volume: 500 },
    ]);
    expect(weeks[0]).toEqual({ bodyPartId: bodyPartIds(t.catalogue, '가슴')[0], bodyPartName: '가슴', weekStart: '2026-08-31', sets: 0, volume: 0 });
    expect(await ok(query(a, 'progress.records'))).toEqual([
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'e1rm', value: 116.7, date: '2026-11-19', sessionId: thu.sessionId },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'weight', value: 100, date: '2026-11-19', sessionId: thu.sessionId },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'volume', value: 500, date: '2026-11-19', sessionId: thu.sessionId },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'e1rm', value: 80, date: '2026-11-19', sessionId: thu.sessionId },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'weight', value: 62.5, date: '2026-11-20', sessionId: fri.sessionId },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'volume', value: 600, date: '2026-11-19', sessionId: thu.sessionId },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', kind: 'reps', value: 25, date: '2026-11-20', sessionId: fri2.sessionId },
    ]);
    expect(await ok(query(a, 'progress.exercises'))).toEqual([
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', sessions: 2, lastDate: '2026-11-20', measure: 'loaded', totalSeconds: 0, totalDistanceM: 0 },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', sessions: 1, lastDate: '2026-11-20', measure: 'bodyweight', totalSeconds: 0, totalDistanceM: 0 },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', sessions: 1, lastDate: '2026-11-19', measure: 'loaded', totalSeconds: 0, totalDistanceM: 0 },
    ]);

    // Edit Thursday: 60 × 10 becomes 70 × 10; progress and records follow.
    const thuLogged = await ok(query(a, 'history.get', { id: thu.sessionId }));
    const edited = await ok(
      mutate(a, 'history.edit', {
        id: thu.sessionId,
        name: '목요일',
        notes: '무거웠다',
        sets: [{ setClientId: thuLogged.exercises[0].sets[0].setClientId, weight: 70 }],
      }),
    );
    expect(edited).toMatchObject({
      name: '목요일',
      notes: '무거웠다',
      totalVolume: 700 + 480 + 500,
      startedAt: thuLogged.startedAt,
      finishedAt: thuLogged.finishedAt,
    });
    const records = await ok(query(a, 'progress.records'));
    expect(
      records
        .filter((r: { exerciseId: number }) => r.exerciseId === BENCH)
        .map((r: { kind: string; value: number; sessionId: number }) => [r.kind, r.value, r.sessionId]),
    ).toEqual([
      ['e1rm', 93.3, thu.sessionId],
      ['weight', 70, thu.sessionId],
      ['volume', 700, thu.sessionId],
    ]);

    // Delete Friday's bench workout: gone from history, calendar and progress.
    expect(await ok(mutate(a, 'history.delete', { id: fri.sessionId }))).toEqual({ ok: true });
    const missing = await query(a, 'history.get', { id: fri.sessionId });
    expect(missing.status).toBe(404);
    expect(trpcError(missing).message).toBe('운동 기록을 찾을 수 없어요');
    expect((await ok(query(a, 'history.calendar', { month: '2026-11' }))).days).toEqual([
      { date: '2026-11-19', sessions: 1 },
      { date: '2026-11-20', sessions: 1 },
    ]);
    expect((await ok(query(a, 'progress.exercise', { exerciseId: BENCH }))).points.map((p: { date: string }) => p.date)).toEqual(['2026-11-19']);
    expect((await mutate(a, 'history.delete', { id: fri.sessionId })).status).toBe(404);
  });

  test('the progress page’s four queries in one batched request', async () => {
    await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] }]);
    const input = encodeURIComponent(JSON.stringify({ 1: { exerciseId: BENCH } }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/training.progress.exercises,training.progress.exercise,training.progress.bodyParts,training.progress.records?batch=1&input=${input}`,
      headers: { authorization: `Bearer ${a.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const [exercises, exercise, bodyParts, records] = JSON.parse(res.body).map((r: { result: { data: unknown } }) => r.result.data);
    expect(exercises).toHaveLength(1);
    expect(exercise.points).toHaveLength(1);
    expect(bodyParts).toHaveLength(120);
    expect(records).toHaveLength(3);
  });
});
