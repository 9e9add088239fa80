// Gym mode through the real app (tRPC `training`): a workout from start to finish, idempotent
// retries, every limit refused with a 4xx and its Korean message while the store stays as it was, one active
// workout per member under parallel starts, ownership, history, progress and save-as-routine.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type HistoryItem, TRAINING_MSG } from '../../server/features/training/training.contract';
import { koreaMidnight } from '../../server/features/training/training.stats';
import { buildTestApp, fakeClock, type TestApp } from '../helpers/app';
import { type InjectResult, type Member, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery } from '../helpers/calls';
import { bodyPartIds } from '../helpers/catalogue-ids';
import { sqlRows } from '../helpers/test-db';

// Catalogue ids (seed order): 1 바벨 벤치 프레스 (barbell), 11 푸시업 (body weight), 81 플랭크 (timed), 116 바벨 백 스쿼트.
const BENCH = 1;
const PUSH_UP = 11;
const PLANK = 81;
const SQUAT = 116;
const HANGUL = /[가-힣]/;

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let a: Member;
let b: Member;
beforeEach(async () => {
  // 2026-11-20 20:00 in Korea (a Friday).
  clock = fakeClock(koreaMidnight('2026-11-20') + 20 * 3600_000);
  t = await buildTestApp({ now: clock.now });
  a = await signUpMember(t.app);
  b = await signUpMember(t.app);
});
afterEach(async () => t.close());

const uuid = () => randomUUID();
const mutate = (m: Member, path: string, input: unknown) => trpcMutation(t.app, `training.${path}`, input, m.accessToken);
const query = (m: Member, path: string, input?: unknown) => trpcQuery(t.app, `training.${path}`, input, m.accessToken);
const ok = async (res: Promise<InjectResult>) => {
  const r = await res;
  expect(r.status, r.body).toBe(200);
  return trpcData(r);
};
const store = async () =>
  JSON.stringify(await Promise.all(['training_sessions', 'training_exercises', 'training_sets', 'routines', 'routine_items'].map((x) => snapshot(t.db, x))));
const count = async (table: string) => (await sqlRows<{ n: number }>(t.db, `SELECT count(*) AS n FROM ${table}`))[0]!.n;

/** Moves the clock and renews both members' access tokens (they live 10 minutes). */
async function at(ms: number) {
  clock.advance(ms - clock.now());
  for (const m of [a, b]) m.accessToken = trpcData(await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.refreshToken })).accessToken;
}

type Spec = { weight?: number | null; reps?: number | null; seconds?: number | null };

/** A whole workout through the API: each set entered and checked off; answers the summary. */
async function logSession(m: Member, exercises: { exerciseId: number; sets: Spec[] }[], minutes = 45) {
  const sessionClientId = uuid();
  const started = await ok(mutate(m, 'start', { clientId: sessionClientId, from: { kind: 'empty' } }));
  for (const e of exercises) {
    const exerciseClientId = uuid();
    const setClientIds = e.sets.map(() => uuid());
    await ok(mutate(m, 'addExercise', { sessionClientId, exerciseClientId, exerciseId: e.exerciseId, setClientIds }));
    for (const [i, s] of e.sets.entries())
      await ok(mutate(m, 'updateSet', { sessionClientId, exerciseClientId, setClientId: setClientIds[i], ...s, done: true }));
  }
  await at(clock.now() + minutes * 60_000);
  return { sessionClientId, sessionId: started.sessionId as number, summary: await ok(mutate(m, 'finish', { sessionClientId })) };
}

describe('a workout through the API', () => {
  test('start, add, log, finish: the summary, history, and previous performance next time', async () => {
    const sessionClientId = uuid();
    const bench = uuid();
    const sets = [uuid(), uuid()];
    expect(await ok(query(a, 'active'))).toBeNull();
    const started = await ok(mutate(a, 'start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    expect(started).toMatchObject({ sessionClientId, name: '자유 운동', source: 'empty', startedAt: clock.now(), serverNow: clock.now(), exercises: [] });
    const added = await ok(mutate(a, 'addExercise', { sessionClientId, exerciseClientId: bench, exerciseId: BENCH, setClientIds: sets }));
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
    await ok(mutate(a, 'updateSet', { sessionClientId, exerciseClientId: bench, setClientId: sets[0], weight: 60, reps: 10, done: true }));
    clock.advance(90_000);
    const logged = await ok(
      mutate(a, 'updateSet', { sessionClientId, exerciseClientId: bench, setClientId: sets[1], weight: 60, reps: 8, rpe: 9, done: true }),
    );
    expect(logged.exercises[0].sets).toEqual([
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
        done: true,
        doneAt: clock.now(),
      },
    ]);
    expect((await ok(query(a, 'active'))).exercises).toEqual(logged.exercises);
    clock.advance(5 * 60_000);
    const summary = await ok(mutate(a, 'finish', { sessionClientId, notes: '컨디션 좋음' }));
    expect(summary).toEqual({
      sessionId: started.sessionId,
      name: '자유 운동',
      durationSeconds: 6 * 60 + 30,
      totalVolume: 1080,
      sets: 2,
      exercises: 1,
      newRecords: [
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'e1rm', value: 80, date: '2026-11-20', sessionId: started.sessionId },
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'weight', value: 60, date: '2026-11-20', sessionId: started.sessionId },
        { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'volume', value: 600, date: '2026-11-20', sessionId: started.sessionId },
      ],
      routineId: null,
    });
    // A retried finish answers the same summary.
    expect(await ok(mutate(a, 'finish', { sessionClientId }))).toEqual(summary);
    expect(await ok(query(a, 'active'))).toBeNull();
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
    await ok(mutate(a, 'start', { clientId: next, from: { kind: 'empty' } }));
    const again = await ok(mutate(a, 'addExercise', { sessionClientId: next, exerciseClientId: uuid(), exerciseId: BENCH }));
    expect(again.exercises[0].previous).toEqual([
      { weight: 60, reps: 10, seconds: null },
      { weight: 60, reps: 8, seconds: null },
    ]);
    expect(again.exercises[0].sets.map((s: { plannedWeight: number; plannedReps: number }) => [s.plannedWeight, s.plannedReps])).toEqual([
      [60, 10],
      [60, 8],
    ]);
    await ok(mutate(a, 'discard', { sessionClientId: next }));
    expect(await ok(query(a, 'active'))).toBeNull();
    expect(await count('training_sessions')).toBe(1);
  });

  test('retried requests never log twice: start, addExercise, addSet, updateSet, removeSet (ids in any case)', async () => {
    const sessionClientId = uuid();
    const exerciseClientId = uuid();
    const setClientId = uuid();
    const first = await ok(mutate(a, 'start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    expect((await ok(mutate(a, 'start', { clientId: sessionClientId.toUpperCase(), from: { kind: 'empty' } }))).sessionId).toBe(first.sessionId);
    const add = { sessionClientId, exerciseClientId, exerciseId: PUSH_UP, setClientIds: [] };
    await ok(mutate(a, 'addExercise', add));
    await ok(mutate(a, 'addExercise', { ...add, exerciseClientId: exerciseClientId.toUpperCase() }));
    await ok(mutate(a, 'addSet', { sessionClientId, exerciseClientId, setClientId }));
    await ok(mutate(a, 'addSet', { sessionClientId, exerciseClientId, setClientId }));
    const update = { sessionClientId, exerciseClientId, setClientId, weight: 0, reps: 20, done: true };
    const once = await ok(mutate(a, 'updateSet', update));
    clock.advance(10_000);
    const twice = await ok(mutate(a, 'updateSet', update));
    expect(twice.exercises).toEqual(once.exercises);
    expect([await count('training_sessions'), await count('training_exercises'), await count('training_sets')]).toEqual([1, 1, 1]);
    await ok(mutate(a, 'removeSet', { sessionClientId, exerciseClientId, setClientId }));
    const gone = await ok(mutate(a, 'removeSet', { sessionClientId, exerciseClientId, setClientId }));
    expect(gone.exercises[0].sets).toEqual([]);
    await ok(mutate(a, 'removeExercise', { sessionClientId, exerciseClientId }));
    expect((await ok(mutate(a, 'removeExercise', { sessionClientId, exerciseClientId }))).exercises).toEqual([]);
  });

  test('one active workout per member: 8 parallel starts with different ids, exactly one wins; the others 409 in Korean', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => mutate(a, 'start', { clientId: uuid(), from: { kind: 'empty' } })));
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
    await ok(mutate(b, 'start', { clientId: uuid(), from: { kind: 'empty' } }));
  });

  test('parallel changes to one workout keep 1..n: 10 exercises added at once', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        mutate(a, 'addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId: i + 1, position: 1, setClientIds: [] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const active = await ok(query(a, 'active'));
    expect(active.exercises.map((e: { position: number }) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(active.exercises.map((e: { exerciseId: number }) => e.exerciseId)).size).toBe(10);
  });

  test('without a login every procedure is 401', async () => {
    for (const [path, input] of [
      ['active', undefined],
      ['history.list', { page: 1 }],
      ['progress.records', undefined],
    ] as const) {
      const r = await trpcQuery(t.app, `training.${path}`, input);
      expect(r.status).toBe(401);
    }
    expect((await trpcMutation(t.app, 'training.start', { clientId: uuid(), from: { kind: 'empty' } })).status).toBe(401);
  });
});

describe('limits: a 4xx with the Korean message, and nothing stored', () => {
  test('the 31st exercise, the 21st set, weight 500.01, reps 201, seconds 3601, notes of 501 characters, 0 kg on a barbell', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const bench = uuid();
    const plank = uuid();
    const benchSets = Array.from({ length: 20 }, () => uuid());
    await ok(mutate(a, 'addExercise', { sessionClientId, exerciseClientId: bench, exerciseId: BENCH, setClientIds: benchSets }));
    await ok(mutate(a, 'addExercise', { sessionClientId, exerciseClientId: plank, exerciseId: PLANK, setClientIds: [uuid()] }));
    for (let i = 3; i <= 30; i += 1) await ok(mutate(a, 'addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId: i, setClientIds: [] }));
    const plankSet = (await ok(query(a, 'active'))).exercises[1].sets[0].setClientId;
    const set = { sessionClientId, exerciseClientId: bench, setClientId: benchSets[0] };
    const cases: [string, string, unknown, number, string, string?][] = [
      ['31st exercise', 'addExercise', { sessionClientId, exerciseClientId: uuid(), exerciseId: SQUAT }, 400, '운동은 한 번에 30개까지 할 수 있어요'],
      ['21st set', 'addSet', { sessionClientId, exerciseClientId: bench, setClientId: uuid() }, 400, '세트는 운동마다 20개까지 기록할 수 있어요'],
      ['weight 500.01', 'updateSet', { ...set, weight: 500.01 }, 400, TRAINING_MSG.weight, 'weight'],
      ['weight -1', 'updateSet', { ...set, weight: -1 }, 400, TRAINING_MSG.weight, 'weight'],
      ['reps 201', 'updateSet', { ...set, reps: 201 }, 400, TRAINING_MSG.reps, 'reps'],
      ['seconds 3601', 'updateSet', { sessionClientId, exerciseClientId: plank, setClientId: plankSet, seconds: 3601 }, 400, TRAINING_MSG.seconds, 'seconds'],
      ['exercise notes 501', 'updateExercise', { sessionClientId, exerciseClientId: bench, notes: '가'.repeat(501) }, 400, TRAINING_MSG.notes, 'notes'],
      ['rest 3601', 'updateExercise', { sessionClientId, exerciseClientId: bench, restSeconds: 3601 }, 400, TRAINING_MSG.rest, 'restSeconds'],
      ['finish notes 501', 'finish', { sessionClientId, notes: 'a'.repeat(501) }, 400, TRAINING_MSG.notes, 'notes'],
      ['0 kg on a barbell', 'updateSet', { ...set, weight: 0, reps: 5, done: true }, 400, TRAINING_MSG.weightNeeded, 'weight'],
      ['a bad client id', 'addSet', { sessionClientId, exerciseClientId: bench, setClientId: 'not-a-uuid' }, 400, TRAINING_MSG.clientId, 'setClientId'],
    ];
    const before = await store();
    for (const [what, path, input, status, message, field] of cases) {
      const r = await mutate(a, path, input);
      expect(r.status, what).toBe(status);
      const error = trpcError(r);
      expect(error.message, what).toBe(message);
      expect(error.message, what).toMatch(HANGUL);
      if (field) expect(error.data.fieldErrors?.[field], what).toEqual([message]);
      expect(await store(), what).toBe(before);
    }
    // The edges themselves are fine: 500 kg, 200 reps, 3600 s, 500 characters.
    await ok(mutate(a, 'updateSet', { ...set, weight: 500, reps: 200 }));
    await ok(mutate(a, 'updateSet', { sessionClientId, exerciseClientId: plank, setClientId: plankSet, seconds: 3600, weight: 0 }));
    await ok(mutate(a, 'updateExercise', { sessionClientId, exerciseClientId: bench, notes: '가'.repeat(500) }));
  });

  test('history edits are held to the same limits', async () => {
    const { sessionId } = await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] }]);
    const logged = await ok(query(a, 'history.get', { id: sessionId }));
    const setClientId = logged.exercises[0].sets[0].setClientId;
    const before = await store();
    for (const [input, message] of [
      [{ sets: [{ setClientId, weight: 500.01 }] }, TRAINING_MSG.weight],
      [{ sets: [{ setClientId, reps: 201 }] }, TRAINING_MSG.reps],
      [{ sets: [{ setClientId, weight: 0 }] }, TRAINING_MSG.weightNeeded],
      [{ notes: 'a'.repeat(501) }, TRAINING_MSG.notes],
      [{ name: '' }, TRAINING_MSG.name],
    ] as const) {
      const r = await mutate(a, 'history.edit', { id: sessionId, name: '바뀜', ...input });
      expect(r.status).toBe(400);
      expect(trpcError(r).message).toBe(message);
      expect(await store()).toBe(before);
    }
  });
});

describe('ownership: another member’s ids behave like unknown ones', () => {
  test('the active workout, history and progress of A are out of B’s reach, and nothing of A changes', async () => {
    const done = await logSession(a, [{ exerciseId: BENCH, sets: [{ weight: 60, reps: 10 }] }]);
    const sessionClientId = uuid();
    const exerciseClientId = uuid();
    const setClientId = uuid();
    await ok(mutate(a, 'start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    await ok(mutate(a, 'addExercise', { sessionClientId, exerciseClientId, exerciseId: BENCH, setClientIds: [setClientId] }));
    const before = await store();
    const theirs = { sessionClientId, exerciseClientId };
    for (const [path, input] of [
      ['addExercise', { ...theirs, exerciseClientId: uuid(), exerciseId: BENCH }],
      ['removeExercise', theirs],
      ['moveExercise', { ...theirs, toIndex: 1 }],
      ['updateExercise', { ...theirs, skipped: true }],
      ['addSet', { ...theirs, setClientId: uuid() }],
      ['removeSet', { ...theirs, setClientId }],
      ['updateSet', { ...theirs, setClientId, weight: 100 }],
      ['finish', { sessionClientId }],
    ] as const) {
      const r = await mutate(b, path, input);
      expect(r.status, path).toBe(404);
      expect(trpcError(r), path).toMatchObject({ message: '진행 중인 운동이 없어요', data: { appCode: 'TRAINING_NOT_ACTIVE' } });
    }
    expect(await ok(mutate(b, 'discard', { sessionClientId }))).toEqual({ ok: true });
    for (const [path, input, kind] of [
      ['history.edit', { id: done.sessionId, name: '남의 것' }, 'mutation'],
      ['history.delete', { id: done.sessionId }, 'mutation'],
      ['saveAsRoutine', { sessionId: done.sessionId }, 'mutation'],
      ['history.get', { id: done.sessionId }, 'query'],
      ['history.get', { id: (await ok(query(a, 'active'))).sessionId }, 'query'],
    ] as const) {
      const r = kind === 'query' ? await query(b, path, input) : await mutate(b, path, input);
      expect(r.status, path).toBe(404);
      expect(trpcError(r), path).toMatchObject({ message: '운동 기록을 찾을 수 없어요', data: { appCode: 'TRAINING_NOT_FOUND' } });
    }
    expect(await store()).toBe(before);
    expect(await ok(query(b, 'active'))).toBeNull();
    expect(await ok(query(b, 'history.list', { page: 1 }))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(await ok(query(b, 'history.calendar', { month: '2026-11' }))).toEqual({ month: '2026-11', days: [] });
    expect(await ok(query(b, 'progress.exercises'))).toEqual([]);
    expect(await ok(query(b, 'progress.records'))).toEqual([]);
    expect((await ok(query(b, 'progress.exercise', { exerciseId: BENCH }))).points).toEqual([]);
    expect((await ok(query(b, 'progress.bodyParts'))).every((w: { sets: number }) => w.sets === 0)).toBe(true);
  });
});

describe('routines, history and progress', () => {
  test('from a routine, save as routine, then the routine deleted: history stays', async () => {
    const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name: '가슴' }, a.accessToken)).routineId;
    for (const [exerciseId, weight, rep, setCount] of [
      [BENCH, 60, 10, 3],
      [PUSH_UP, 0, 15, 2],
    ])
      await ok(trpcMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId, weight, rep, setCount }, a.accessToken));
    const sessionClientId = uuid();
    const started = await ok(mutate(a, 'start', { clientId: sessionClientId, from: { kind: 'routine', routineId } }));
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
    await ok(mutate(a, 'updateSet', { sessionClientId, exerciseClientId: bench.exerciseClientId, setClientId: bench.sets[0].setClientId, done: true }));
    await ok(
      mutate(a, 'updateSet', {
        sessionClientId,
        exerciseClientId: bench.exerciseClientId,
        setClientId: bench.sets[1].setClientId,
        weight: 65,
        reps: 8,
        done: true,
      }),
    );
    await ok(mutate(a, 'updateSet', { sessionClientId, exerciseClientId: push.exerciseClientId, setClientId: push.sets[0].setClientId, reps: 20, done: true }));
    const summary = await ok(mutate(a, 'finish', { sessionClientId }));
    expect(summary).toMatchObject({ routineId, sets: 3, exercises: 2, totalVolume: 600 + 520 });
    expect(await ok(mutate(a, 'saveAsRoutine', { sessionId: summary.sessionId }))).toEqual({ ok: true });
    const items = trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, a.accessToken));
    expect(items.map((i: { exerciseId: number; weight: number; rep: number; setCount: number }) => [i.exerciseId, i.weight, i.rep, i.setCount])).toEqual([
      [BENCH, 65, 8, 2],
      [PUSH_UP, 0, 20, 1],
    ]);
    await ok(trpcMutation(t.app, 'routines.delete', { routineId }, a.accessToken));
    const logged = await ok(query(a, 'history.get', { id: summary.sessionId }));
    expect(logged).toMatchObject({ name: '가슴', source: 'routine', totalVolume: 1120 });
    expect(logged.exercises.map((e: { exerciseName: string; sets: unknown[] }) => [e.exerciseName, e.sets.length])).toEqual([
      ['바벨 벤치 프레스', 3],
      ['푸시업', 2],
    ]);
    const gone = await mutate(a, 'saveAsRoutine', { sessionId: summary.sessionId });
    expect(gone.status).toBe(404);
    expect(trpcError(gone).data.appCode).toBe('ROUTINE_NOT_FOUND');
    expect((await ok(query(a, 'progress.exercises'))).map((e: { exerciseId: number }) => e.exerciseId)).toEqual([BENCH, PUSH_UP]);
  });

  test('from a recommendation: its exercises and amounts; another member’s recommendation is 404', async () => {
    const rec = trpcData(await trpcMutation(t.app, 'recommendation.create', { bodyPartIds: bodyPartIds(t.catalogue, '등'), machineIds: [] }, a.accessToken));
    const foreign = await mutate(b, 'start', { clientId: uuid(), from: { kind: 'recommendation', recommendationId: rec.recommendationId } });
    expect(foreign.status).toBe(404);
    expect(trpcError(foreign).data.appCode).toBe('RECOMMEND_NOT_FOUND');
    const started = await ok(mutate(a, 'start', { clientId: uuid(), from: { kind: 'recommendation', recommendationId: rec.recommendationId } }));
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
      points: [
        { date: '2026-11-19', sessionId: thu.sessionId, e1rm: 80, bestSet: { weight: 60, reps: 10, seconds: null }, volume: 1080 },
        // 62.5 × (1 + 8/30) = 79.17
        { date: '2026-11-20', sessionId: fri.sessionId, e1rm: 79.2, bestSet: { weight: 62.5, reps: 8, seconds: null }, volume: 500 },
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
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', sessions: 2, lastDate: '2026-11-20' },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', sessions: 1, lastDate: '2026-11-20' },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', sessions: 1, lastDate: '2026-11-19' },
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
