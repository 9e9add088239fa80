// The routine shims through the real app: the exact legacy bodies of docs/legacy-api.md §4.2 (the routine
// set replaced as a whole, bare `ok` answers, amounts kept only when all three are given, the legacy order
// of checks), and refusals that change nothing.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, type InputOf, type Member, signUpMember, snapshot, trpcData, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());

const create = (m: Member, name: string) => trpcMutation(t.app, 'routines.create', { name }, m.accessToken);
const add = (m: Member, routineIds: number[], exerciseId: number, amounts: Pick<InputOf<'routines.addItem'>, 'weight' | 'rep' | 'setCount'> = {}) =>
  trpcMutation(t.app, 'routines.addItem', { routineIds, exerciseId, ...amounts }, m.accessToken);
const itemsOf = async (m: Member, routineId: number) => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
const indexes = (rows: { position: number }[]) => rows.map((r) => r.position);

async function routineWith(m: Member, exerciseIds: number[]): Promise<number> {
  const id = trpcData(await create(m, '루틴')).routineId;
  for (const w of exerciseIds) expect((await add(m, [id], w)).status).toBe(200);
  return id;
}

describe('legacy shims (§4.2)', () => {
  test('GET routines is the bare array by index; POST replaces the whole set (create -1, rename, delete by omission)', async () => {
    const token = a.accessToken;
    expect((await api(t.app, 'GET', '/myfit/routines/workout', { token })).json()).toEqual([]);
    const first = await api(t.app, 'POST', '/myfit/routines/workout', {
      token,
      body: {
        routines: [
          { routineId: -1, routineIndex: 1, routineName: '등' },
          { routineId: -1, routineIndex: 2, routineName: '하체', isAdded: true },
        ],
      },
    });
    expect([first.status, first.body]).toEqual([200, '']);
    const list = (await api(t.app, 'GET', '/myfit/routines/workout', { token })).json();
    expect(list).toEqual([
      { routineId: expect.any(Number), routineIndex: 1, routineName: '등' },
      { routineId: expect.any(Number), routineIndex: 2, routineName: '하체' },
    ]);
    await api(t.app, 'POST', `/myfit/routines/workout/${list[1].routineId}`, { token, body: { workoutIds: [3] } });
    // Rename 하체 → 다리 and move it first; omit 등 (deleted); add a new one.
    const second = await api(t.app, 'POST', '/myfit/routines/workout', {
      token,
      body: {
        routines: [
          { routineId: list[1].routineId, routineIndex: 1, routineName: '다리' },
          { routineId: -1, routineIndex: 2, routineName: '어깨' },
        ],
      },
    });
    expect(second.status).toBe(200);
    const after = (await api(t.app, 'GET', '/myfit/routines/workout', { token })).json();
    expect(after.map((r: { routineName: string; routineIndex: number }) => [r.routineName, r.routineIndex])).toEqual([
      ['다리', 1],
      ['어깨', 2],
    ]);
    expect(after[0].routineId).toBe(list[1].routineId);
    expect((await itemsOf(a, list[1].routineId)).map((w) => w.exerciseId)).toEqual([3]);
  });

  test('more than 5 entries, an unknown id or a bad name change nothing', async () => {
    const token = a.accessToken;
    await api(t.app, 'POST', '/myfit/routines/workout', { token, body: { routines: [{ routineId: -1, routineIndex: 1, routineName: '등' }] } });
    const before = await snapshot(t.db, 'routines');
    const six = Array.from({ length: 6 }, (_, i) => ({ routineId: -1, routineIndex: i + 1, routineName: `r${i}` }));
    const over = await api(t.app, 'POST', '/myfit/routines/workout', { token, body: { routines: six } });
    expect([over.status, over.json()]).toEqual([403, { status: 'ROUTINE_SIZE_OVER_EXCEPTION', statusMessage: '등록할 수 있는 운동루틴의 갯수는 5개입니다.' }]);
    const unknown = await api(t.app, 'POST', '/myfit/routines/workout', {
      token,
      body: {
        routines: [
          { routineId: 999999, routineIndex: 1, routineName: 'x' },
          { routineId: -1, routineIndex: 2, routineName: 'y' },
        ],
      },
    });
    expect([unknown.status, unknown.json()]).toEqual([403, { status: 'ROUTINE_NOT_FOUND_EXCEPTION', statusMessage: '존재하지 않는 운동루틴입니다.' }]);
    for (const body of [
      { routines: [{ routineId: -1, routineIndex: 1, routineName: '여덟글자입니다요' }] },
      { routines: [{ routineId: null, routineIndex: 1, routineName: 'x' }] },
      { routines: 'x' },
      {},
    ]) {
      const res = await api(t.app, 'POST', '/myfit/routines/workout', { token, body });
      expect(res.status).toBe(400);
      expect(res.json().status).toBe('BAD_REQUEST');
    }
    // The legacy order (shape, then count, then names): an entry without a name is the name's refusal, yet six
    // of them are the count's. Found by comparing the zod wire schema with the hand-written checks it replaced.
    const nameless = await api(t.app, 'POST', '/myfit/routines/workout', { token, body: { routines: [{ routineId: -1, routineIndex: 1 }] } });
    expect([nameless.status, nameless.json()]).toEqual([400, { status: 'BAD_REQUEST', statusMessage: '루틴 이름을 입력해 주세요' }]);
    const sixNameless = Array.from({ length: 6 }, (_, i) => ({ routineId: -1, routineIndex: i + 1 }));
    const overNameless = await api(t.app, 'POST', '/myfit/routines/workout', { token, body: { routines: sixNameless } });
    expect([overNameless.status, overNameless.json().status]).toEqual([403, 'ROUTINE_SIZE_OVER_EXCEPTION']);
    expect(await snapshot(t.db, 'routines')).toBe(before);
  });

  test('add answers bare ok, keeps amounts only when all three are given, and checks in the legacy order', async () => {
    const token = a.accessToken;
    const routine = await routineWith(a, []);
    const ok = await api(t.app, 'POST', `/myfit/routines/workout/${routine}`, {
      token,
      body: { workoutIds: [12, 15], weight: '40', rep: '12', setCount: '4', caution: 'x' },
    });
    expect([ok.status, ok.headers['content-type'], ok.body]).toEqual([200, 'text/plain; charset=utf-8', 'ok']);
    await api(t.app, 'POST', `/myfit/routines/workout/${routine}`, { token, body: { workoutIds: [16], weight: '40', rep: null, setCount: '4' } });
    const rows = (await api(t.app, 'GET', `/myfit/routines/workout/${routine}`, { token })).json();
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'bodyParts',
        'caution',
        'description',
        'imgPath',
        'machines',
        'myWorkoutId',
        'myWorkoutIndex',
        'rep',
        'setCount',
        'videoLink',
        'weight',
        'workoutId',
        'workoutName',
      ].sort(),
    );
    expect(rows.map((r: any) => [r.workoutId, r.myWorkoutIndex, r.weight, r.rep, r.setCount])).toEqual([
      [12, 1, '40', '12', '4'],
      [15, 2, '40', '12', '4'],
      [16, 3, null, null, null],
    ]);
    const dup = await api(t.app, 'POST', `/myfit/routines/workout/${routine}`, { token, body: { workoutIds: [12] } });
    expect([dup.status, dup.json()]).toEqual([403, { status: 'ALREADY_EXIST_MY_WORKOUT_EXCEPTION', statusMessage: '루틴에 이미 존재하는 내 운동입니다.' }]);
    const over = await api(t.app, 'POST', `/myfit/routines/workout/${routine}`, { token, body: { workoutIds: [20, 21, 22, 23, 24] } });
    expect([over.status, over.json()]).toEqual([403, { status: 'MY_WORKOUT_SIZE_OVER_EXCEPTION', statusMessage: '등록할 수 있는 운동의 갯수는 7개입니다.' }]);
    const missing = await api(t.app, 'POST', `/myfit/routines/workout/${routine}`, { token, body: { workoutIds: [20, 999999] } });
    expect([missing.status, missing.json().status]).toEqual([403, 'WORKOUT_NOT_FOUND_EXCEPTION']);
    expect((await itemsOf(a, routine)).map((w) => w.exerciseId)).toEqual([12, 15, 16]);
  });

  test('update moves and overwrites amounts (omitted → null); delete renumbers; both answer the legacy text', async () => {
    const token = a.accessToken;
    const routine = await routineWith(a, [1, 2, 3, 4]);
    const rows = await itemsOf(a, routine);
    const last = rows[3]!.routineItemId;
    const moved = await api(t.app, 'POST', `/myfit/routines/workout/update/${last}`, {
      token,
      body: { myWorkoutIndex: 2, weight: '45', rep: '10', setCount: '5', caution: 'ignored' },
    });
    expect([moved.status, moved.body]).toEqual([200, `[myFitId:${last}] 수정 완료`]);
    let list = (await api(t.app, 'GET', `/myfit/routines/workout/${routine}`, { token })).json();
    expect(list.map((r: any) => [r.workoutId, r.myWorkoutIndex])).toEqual([
      [1, 1],
      [4, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(list[1]).toMatchObject({ weight: '45', rep: '10', setCount: '5' });
    await api(t.app, 'POST', `/myfit/routines/workout/update/${last}`, { token, body: { myWorkoutIndex: 99 } });
    list = (await api(t.app, 'GET', `/myfit/routines/workout/${routine}`, { token })).json();
    expect(list.map((r: any) => r.workoutId)).toEqual([1, 2, 3, 4]);
    expect(list[3]).toMatchObject({ weight: null, rep: null, setCount: null });
    const del = await api(t.app, 'GET', `/myfit/routines/workout/delete/${rows[0]!.routineItemId}`, { token });
    expect([del.status, del.body]).toEqual([200, `[myFitId:${rows[0]!.routineItemId}] 삭제 완료`]);
    expect(indexes(await itemsOf(a, routine))).toEqual([1, 2, 3]);
    const gone = await api(t.app, 'GET', `/myfit/routines/workout/delete/${rows[0]!.routineItemId}`, { token });
    expect([gone.status, gone.json()]).toEqual([403, { status: 'MY_WORKOUT_NOT_FOUND_EXCEPTION', statusMessage: '존재하지 않는 내 운동입니다.' }]);
    const badAmount = await api(t.app, 'POST', `/myfit/routines/workout/update/${last}`, { token, body: { myWorkoutIndex: 1, weight: 'heavy' } });
    expect(badAmount.status).toBe(400);
  });
});
