// Routines and their items through the real app (tRPC and the legacy shims): limits under concurrency,
// order invariants, atomic adds and ownership; the exact legacy bodies of docs/legacy-api.md §4.2 are in
// routines-shim.test.ts.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { EXERCISES } from '../../../seed/catalogue/exercises';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import {
  api,
  type InputOf,
  type Member,
  signUpMember,
  snapshot,
  trpcData,
  trpcError,
  trpcMutation,
  trpcQuery,
  trpcRawMutation,
} from '../../../tests/helpers/calls';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());

const create = (m: Member, name: string) => trpcMutation(t.app, 'routines.create', { name }, m.accessToken);
const routinesOf = async (m: Member) => trpcData(await trpcQuery(t.app, 'routines.list', undefined, m.accessToken));
const add = (m: Member, routineIds: number[], exerciseId: number, amounts: Pick<InputOf<'routines.addItem'>, 'weight' | 'rep' | 'setCount'> = {}) =>
  trpcMutation(t.app, 'routines.addItem', { routineIds, exerciseId, ...amounts }, m.accessToken);
const itemsOf = async (m: Member, routineId: number) => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
const indexes = (rows: { position: number }[]) => rows.map((r) => r.position);

async function routineWith(m: Member, exerciseIds: number[]): Promise<number> {
  const id = trpcData(await create(m, '루틴')).routineId;
  for (const w of exerciseIds) expect((await add(m, [id], w)).status).toBe(200);
  return id;
}

describe('routines', () => {
  test('a new member has no routines; created ones get 1..n; a sixth is refused with the Korean limit message', async () => {
    expect(await routinesOf(a)).toEqual([]);
    for (const name of ['가슴', '등', '하체', '어깨', '팔']) expect((await create(a, name)).status).toBe(200);
    const list = await routinesOf(a);
    expect(list.map((r: { routineIndex: number }) => r.routineIndex)).toEqual([1, 2, 3, 4, 5]);
    const sixth = await create(a, '유산소');
    expect(sixth.status).toBe(400);
    expect(trpcError(sixth)).toMatchObject({ message: '루틴은 5개까지만 만들 수 있어요', data: { appCode: 'ROUTINE_LIMIT' } });
  });

  test('10 parallel creates at 4 routines leave exactly 5', async () => {
    for (let i = 0; i < 4; i += 1) await create(a, `루틴${i + 1}`);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(a, `새${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await routinesOf(a)).map((r: { routineIndex: number }) => r.routineIndex)).toEqual([1, 2, 3, 4, 5]);
  });

  test('names: required, at most 7 characters, NFC, stored verbatim', async () => {
    for (const name of ['', '   ', '여덟글자입니다요', 'a\u0000b']) expect((await create(a, name)).status).toBe(400);
    const nfd = trpcData(await create(a, '등운동'.normalize('NFD')));
    expect(nfd.routineName).toBe('등운동');
    const html = trpcData(await create(a, "<i>');"));
    expect(html.routineName).toBe("<i>');");
    expect(trpcData(await create(a, '7자루틴이름임')).routineName).toBe('7자루틴이름임');
  });

  test('rename, delete renumbers, reorder takes the full new order', async () => {
    const ids: number[] = [];
    for (const name of ['A1', 'B2', 'C3', 'D4']) ids.push(trpcData(await create(a, name)).routineId);
    expect(trpcData(await trpcMutation(t.app, 'routines.rename', { routineId: ids[1]!, name: '등' }, a.accessToken)).routineName).toBe('등');
    await trpcMutation(t.app, 'routines.delete', { routineId: ids[1]! }, a.accessToken);
    expect((await routinesOf(a)).map((r: { routineName: string; routineIndex: number }) => [r.routineName, r.routineIndex])).toEqual([
      ['A1', 1],
      ['C3', 2],
      ['D4', 3],
    ]);
    const reordered = trpcData(await trpcMutation(t.app, 'routines.reorder', { routineIds: [ids[3]!, ids[0]!, ids[2]!] }, a.accessToken));
    expect(reordered.map((r: { routineName: string }) => r.routineName)).toEqual(['D4', 'A1', 'C3']);
    const stale = await trpcMutation(t.app, 'routines.reorder', { routineIds: [ids[0]!, ids[2]!] }, a.accessToken);
    expect(stale.status).toBe(409);
  });
});

describe('routine items', () => {
  test('adds to several routines at once; a duplicate is refused; the exercise caution is kept', async () => {
    const r1 = trpcData(await create(a, '하나')).routineId;
    const r2 = trpcData(await create(a, '둘')).routineId;
    expect((await add(a, [r1, r2], 1, { weight: 42.5, rep: 10, setCount: 3 })).status).toBe(200);
    const rows = trpcData(await trpcQuery(t.app, 'routines.items', { routineId: r2 }, a.accessToken));
    expect(rows).toEqual([
      expect.objectContaining({ position: 1, exerciseId: 1, weight: 42.5, rep: 10, setCount: 3, caution: expect.stringMatching(/[가-힣]/) }),
    ]);
    const dup = await add(a, [r1], 1);
    expect(dup.status).toBe(409);
    expect(trpcError(dup).data.appCode).toBe('ROUTINE_ITEM_EXISTS');
    expect((await routinesOf(a)).map((r: { exerciseIds: number[] }) => r.exerciseIds)).toEqual([[1], [1]]);
  });

  test('an eighth exercise is refused with the Korean message; 10 parallel adds at 6 leave exactly 7', async () => {
    const full = await routineWith(a, [1, 2, 3, 4, 5, 6, 7]);
    const eighth = await add(a, [full], 8);
    expect(trpcError(eighth)).toMatchObject({ message: '운동은 7개까지만 추가할 수 있어요', data: { appCode: 'ROUTINE_ITEM_LIMIT' } });
    const six = await routineWith(a, [1, 2, 3, 4, 5, 6]);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => add(a, [six], 20 + i)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(indexes(await itemsOf(a, six))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('adding to several routines is all or nothing', async () => {
    const open = await routineWith(a, [1]);
    const full = await routineWith(a, [1, 2, 3, 4, 5, 6, 7]);
    const before = await snapshot(t.db, 'routine_items');
    expect((await add(a, [open, full], 9)).status).toBe(400);
    expect((await add(a, [open, 999999], 9)).status).toBe(404);
    expect((await add(a, [open], 999999)).status).toBe(404);
    expect(await snapshot(t.db, 'routine_items')).toBe(before);
  });

  test('every move keeps 1..n and lands where asked; out-of-range positions are clamped', async () => {
    const routine = await routineWith(a, [11, 12, 13, 14, 15]);
    for (let from = 1; from <= 5; from += 1) {
      for (let to = 0; to <= 6; to += 1) {
        const rows = await itemsOf(a, routine);
        const moving = rows[from - 1]!;
        const expected = rows.filter((r) => r !== moving).map((r) => r.exerciseId);
        expected.splice(Math.min(Math.max(to, 1), 5) - 1, 0, moving.exerciseId);
        const after = trpcData(await trpcMutation(t.app, 'routines.moveItem', { routineItemId: moving.routineItemId, toIndex: to }, a.accessToken));
        expect(indexes(after)).toEqual([1, 2, 3, 4, 5]);
        expect(after.map((r: { exerciseId: number }) => r.exerciseId)).toEqual(expected);
      }
    }
  });

  test('amounts update in place; delete renumbers the rest', async () => {
    const routine = await routineWith(a, [1, 2, 3]);
    const rows = await itemsOf(a, routine);
    const updated = trpcData(
      await trpcMutation(t.app, 'routines.updateItem', { routineItemId: rows[1]!.routineItemId, weight: 100, rep: 12, setCount: 4 }, a.accessToken),
    );
    expect(updated).toMatchObject({ position: 2, weight: 100, rep: 12, setCount: 4 });
    for (const bad of [{ weight: 1000 }, { rep: 100 }, { setCount: -1 }, { rep: 1.5 }, { weight: '40' }]) {
      expect((await trpcRawMutation(t.app, 'routines.updateItem', { routineItemId: rows[1]!.routineItemId, ...bad }, a.accessToken)).status).toBe(400);
    }
    await trpcMutation(t.app, 'routines.deleteItem', { routineItemId: rows[0]!.routineItemId }, a.accessToken);
    const after = await itemsOf(a, routine);
    expect(after.map((r) => [r.exerciseId, r.position])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });
});

test('holds done for time read their amount in seconds', async () => {
  const plankId = EXERCISES.findIndex((e) => e.key === 'plank') + 1;
  const benchId = EXERCISES.findIndex((e) => e.key === 'bench_press') + 1;
  const routine = await routineWith(a, [plankId, benchId]);
  const rows = trpcData(await trpcQuery(t.app, 'routines.items', { routineId: routine }, a.accessToken));
  expect(rows.map((r: { exerciseId: number; repUnit: string }) => [r.exerciseId, r.repUnit])).toEqual([
    [plankId, '초'],
    [benchId, '회'],
  ]);
});

describe('ownership', () => {
  test("member B gets not-found on each of A's ids through tRPC and the shims, and A's rows are byte-identical", async () => {
    const b = await signUpMember(t.app);
    const routine = await routineWith(a, [1, 2, 3]);
    const routineItemId = (await itemsOf(a, routine))[0]!.routineItemId;
    const bRoutine = await routineWith(b, [4]);
    const before = [await snapshot(t.db, 'routines'), await snapshot(t.db, 'routine_items')];

    const trpcAttempts = [
      trpcQuery(t.app, 'routines.items', { routineId: routine }, b.accessToken),
      trpcMutation(t.app, 'routines.rename', { routineId: routine, name: '탈취' }, b.accessToken),
      trpcMutation(t.app, 'routines.delete', { routineId: routine }, b.accessToken),
      trpcMutation(t.app, 'routines.reorder', { routineIds: [routine, bRoutine] }, b.accessToken),
      trpcMutation(t.app, 'routines.addItem', { routineIds: [routine], exerciseId: 9 }, b.accessToken),
      trpcMutation(t.app, 'routines.updateItem', { routineItemId, weight: 1 }, b.accessToken),
      trpcMutation(t.app, 'routines.moveItem', { routineItemId, toIndex: 3 }, b.accessToken),
      trpcMutation(t.app, 'routines.deleteItem', { routineItemId }, b.accessToken),
    ];
    for (const res of await Promise.all(trpcAttempts)) {
      expect(res.status).toBe(404);
      expect(['ROUTINE_NOT_FOUND', 'ROUTINE_ITEM_NOT_FOUND']).toContain(trpcError(res).data.appCode);
    }
    const shimAttempts: [Promise<{ status: number; json: () => any }>, string][] = [
      [api(t.app, 'GET', `/myfit/routines/workout/${routine}`, { token: b.accessToken }), 'ROUTINE_NOT_FOUND_EXCEPTION'],
      [api(t.app, 'POST', `/myfit/routines/workout/${routine}`, { token: b.accessToken, body: { workoutIds: [9] } }), 'ROUTINE_NOT_FOUND_EXCEPTION'],
      [
        api(t.app, 'POST', '/myfit/routines/workout', {
          token: b.accessToken,
          body: { routines: [{ routineId: routine, routineIndex: 1, routineName: '탈취' }] },
        }),
        'ROUTINE_NOT_FOUND_EXCEPTION',
      ],
      [
        api(t.app, 'POST', `/myfit/routines/workout/update/${routineItemId}`, { token: b.accessToken, body: { myWorkoutIndex: 2 } }),
        'MY_WORKOUT_NOT_FOUND_EXCEPTION',
      ],
      [api(t.app, 'GET', `/myfit/routines/workout/delete/${routineItemId}`, { token: b.accessToken }), 'MY_WORKOUT_NOT_FOUND_EXCEPTION'],
    ];
    for (const [pending, status] of shimAttempts) {
      const res = await pending;
      expect(res.status).toBe(403);
      expect(res.json().status).toBe(status);
    }
    expect([await snapshot(t.db, 'routines'), await snapshot(t.db, 'routine_items')]).toEqual(before);
    // B's own routine survived B's failed set-replace (rolled back).
    expect((await routinesOf(b)).map((r: { routineId: number }) => r.routineId)).toEqual([bRoutine]);
  });
});
