// Routine amounts. Reps and sets are at least 1 on both transports (0 is refused with a
// Korean message: tRPC 400 BAD_REQUEST with the field, the legacy shim a 400 BAD_REQUEST envelope);
// null stays "not set". On tRPC 0 kg is refused for an exercise done with equipment, and accepted for
// a body-weight move; the legacy shim keeps accepting a "0" weight (ADR 002, point 12).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { EXERCISES } from '../../../seed/catalogue/exercises';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, type InputOf, type Member, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());

// Ids follow the seed order (the catalogue sync keeps them per key).
const idOf = (key: string) => EXERCISES.findIndex((e) => e.key === key) + 1;
const BENCH = idOf('bench_press'); // barbell
const PUSH_UP = idOf('push_up'); // body weight
const PLANK = idOf('plank'); // body weight, held for time

const REP_MSG = '횟수는 1~99 사이로 입력해 주세요';
const SET_MSG = '세트는 1~99 사이로 입력해 주세요';
const WEIGHT_MSG = '무게를 입력해 주세요. 0kg은 맨몸 운동에만 쓸 수 있어요';

const newRoutine = async (name = '루틴') => trpcData(await trpcMutation(t.app, 'routines.create', { name }, a.accessToken)).routineId;
const add = (routineId: number, exerciseId: number, amounts: Pick<InputOf<'routines.addItem'>, 'weight' | 'rep' | 'setCount'>) =>
  trpcMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId, ...amounts }, a.accessToken);
type Row = { routineItemId: number; exerciseId: number; weight: number | null; rep: number | null; setCount: number | null; bodyweight: boolean };
const rowsOf = async (routineId: number): Promise<Row[]> => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, a.accessToken));
const rows = async () => await snapshot(t.db, 'routine_items');

test('the seed ids used here are what the tests think they are', () => {
  expect(EXERCISES[BENCH - 1]).toMatchObject({ key: 'bench_press', load: 'barbell' });
  expect(EXERCISES[PUSH_UP - 1]).toMatchObject({ key: 'push_up', load: 'bodyweight' });
  expect(EXERCISES[PLANK - 1]).toMatchObject({ key: 'plank', load: 'bodyweight' });
});

describe('tRPC', () => {
  test('addWorkout: 0 reps or 0 sets is a 400 naming the field in Korean; nothing is added', async () => {
    const routine = await newRoutine();
    const before = await rows();
    for (const [amounts, field, message] of [
      [{ weight: 40, rep: 0, setCount: 3 }, 'rep', REP_MSG],
      [{ weight: 40, rep: 10, setCount: 0 }, 'setCount', SET_MSG],
      [{ weight: 0, rep: 0, setCount: 0 }, 'rep', REP_MSG],
    ] as const) {
      const res = await add(routine, BENCH, amounts);
      expect(res.status).toBe(400);
      const error = trpcError(res);
      expect(error.data.appCode).toBe('VALIDATION');
      expect(error.message).toBe(message);
      expect(error.data.fieldErrors?.[field]).toEqual([message]);
    }
    expect(await rows()).toBe(before);
    expect((await add(routine, BENCH, { weight: 40, rep: 1, setCount: 1 })).status).toBe(200);
    expect((await rowsOf(routine)).map((r) => [r.weight, r.rep, r.setCount])).toEqual([[40, 1, 1]]);
  });

  test('addWorkout: 0 kg only for a body-weight move', async () => {
    const routine = await newRoutine();
    const before = await rows();
    const loaded = await add(routine, BENCH, { weight: 0, rep: 10, setCount: 3 });
    expect(loaded.status).toBe(400);
    expect(trpcError(loaded)).toMatchObject({ message: WEIGHT_MSG, data: { appCode: 'VALIDATION', fieldErrors: { weight: [WEIGHT_MSG] } } });
    expect(await rows()).toBe(before);
    expect((await add(routine, PUSH_UP, { weight: 0, rep: 15, setCount: 3 })).status).toBe(200);
    expect((await add(routine, PLANK, { weight: 0, rep: 30, setCount: 2 })).status).toBe(200);
    expect((await add(routine, BENCH, { weight: 0.5, rep: 10, setCount: 3 })).status).toBe(200);
    const list = await rowsOf(routine);
    expect(list.map((r) => [r.exerciseId, r.weight, r.bodyweight])).toEqual([
      [PUSH_UP, 0, true],
      [PLANK, 0, true],
      [BENCH, 0.5, false],
    ]);
  });

  test('updateAmounts: the same rules; a refusal leaves the row as it was', async () => {
    const routine = await newRoutine();
    await add(routine, BENCH, { weight: 40, rep: 10, setCount: 3 });
    await add(routine, PUSH_UP, { weight: 0, rep: 15, setCount: 3 });
    const [bench, pushUp] = await rowsOf(routine);
    const before = await rows();
    for (const [amounts, message] of [
      [{ weight: 40, rep: 0, setCount: 3 }, REP_MSG],
      [{ weight: 40, rep: 10, setCount: 0 }, SET_MSG],
      [{ weight: 0, rep: 10, setCount: 3 }, WEIGHT_MSG],
    ] as const) {
      const res = await trpcMutation(t.app, 'routines.updateItem', { routineItemId: bench!.routineItemId, ...amounts }, a.accessToken);
      expect(res.status).toBe(400);
      expect(trpcError(res).message).toBe(message);
    }
    expect(await rows()).toBe(before);
    const ok = await trpcMutation(t.app, 'routines.updateItem', { routineItemId: pushUp!.routineItemId, weight: 0, rep: 1, setCount: 1 }, a.accessToken);
    expect(trpcData(ok)).toMatchObject({ weight: 0, rep: 1, setCount: 1, bodyweight: true });
  });

  test('null stays "not set" (an add without amounts)', async () => {
    const routine = await newRoutine();
    expect((await add(routine, BENCH, {})).status).toBe(200);
    expect((await rowsOf(routine)).map((r) => [r.weight, r.rep, r.setCount])).toEqual([[null, null, null]]);
  });

  test('search summaries say which exercises are body-weight moves', async () => {
    const found = trpcData(await trpcQuery(t.app, 'catalogue.search', { keyword: '푸시업' })).items;
    expect(found.find((w) => w.id === PUSH_UP)?.bodyweight).toBe(true);
    const bench = trpcData(await trpcQuery(t.app, 'catalogue.search', { keyword: '바벨 벤치 프레스' })).items;
    expect(bench.find((w) => w.id === BENCH)?.bodyweight).toBe(false);
  });
});

describe('legacy shim', () => {
  const post = (url: string, body: unknown) => api(t.app, 'POST', url, { token: a.accessToken, body });
  const BAD_REP = { status: 'BAD_REQUEST', statusMessage: REP_MSG };
  const BAD_SET = { status: 'BAD_REQUEST', statusMessage: SET_MSG };

  test('add: "0" reps or sets (string or number) is a 400 envelope in Korean; nothing is added', async () => {
    const routine = await newRoutine();
    const before = await rows();
    for (const [body, expected] of [
      [{ workoutIds: [BENCH], weight: '40', rep: '0', setCount: '3' }, BAD_REP],
      [{ workoutIds: [BENCH], weight: '40', rep: '10', setCount: '0' }, BAD_SET],
      [{ workoutIds: [BENCH], weight: '0', rep: '0', setCount: '0' }, BAD_REP],
      [{ workoutIds: [BENCH], weight: 40, rep: 10, setCount: 0 }, BAD_SET],
      [{ workoutIds: [BENCH], rep: '0' }, BAD_REP],
    ] as const) {
      const res = await post(`/myfit/routines/workout/${routine}`, body);
      expect([res.status, res.headers['content-type'], res.json()]).toEqual([400, 'application/json; charset=utf-8', expected]);
    }
    expect(await rows()).toBe(before);
  });

  test('add: nulls and missing amounts stay allowed; a "0" weight is still accepted on the legacy wire', async () => {
    const routine = await newRoutine();
    const ok = await post(`/myfit/routines/workout/${routine}`, { workoutIds: [BENCH], weight: null, rep: null, setCount: null });
    expect([ok.status, ok.body]).toEqual([200, 'ok']);
    expect((await post(`/myfit/routines/workout/${routine}`, { workoutIds: [PUSH_UP] })).status).toBe(200);
    expect((await post(`/myfit/routines/workout/${routine}`, { workoutIds: [PLANK], weight: '0', rep: '1', setCount: '1' })).status).toBe(200);
    const listed = (await api(t.app, 'GET', `/myfit/routines/workout/${routine}`, { token: a.accessToken })).json();
    expect(listed.map((r: Record<string, unknown>) => [r.workoutId, r.weight, r.rep, r.setCount])).toEqual([
      [BENCH, null, null, null],
      [PUSH_UP, null, null, null],
      [PLANK, '0', '1', '1'],
    ]);
    // The tRPC-only flag stays off the legacy wire.
    expect(listed[0]).not.toHaveProperty('bodyweight');
  });

  test('update: "0" reps or sets is a 400 envelope; the row keeps its amounts and place', async () => {
    const routine = await newRoutine();
    await add(routine, BENCH, { weight: 40, rep: 10, setCount: 3 });
    await add(routine, PUSH_UP, { weight: 0, rep: 15, setCount: 3 });
    const [, pushUp] = await rowsOf(routine);
    const before = await rows();
    const rep0 = await post(`/myfit/routines/workout/update/${pushUp!.routineItemId}`, { myWorkoutIndex: 1, weight: '0', rep: '0', setCount: '3' });
    expect([rep0.status, rep0.json()]).toEqual([400, BAD_REP]);
    const set0 = await post(`/myfit/routines/workout/update/${pushUp!.routineItemId}`, { myWorkoutIndex: 1, weight: '0', rep: '12', setCount: 0 });
    expect([set0.status, set0.json()]).toEqual([400, BAD_SET]);
    expect(await rows()).toBe(before);
    const ok = await post(`/myfit/routines/workout/update/${pushUp!.routineItemId}`, { myWorkoutIndex: 1, weight: '0', rep: '12', setCount: '4' });
    expect(ok.status).toBe(200);
    expect((await rowsOf(routine)).map((r) => [r.exerciseId, r.weight, r.rep, r.setCount])).toEqual([
      [PUSH_UP, 0, 12, 4],
      [BENCH, 40, 10, 3],
    ]);
  });
});
