// The rules that read and then write (≤ 5 routines, ≤ 7 exercises, 1..n orders, all-or-nothing adds) under
// parallel requests, and what a transaction that awaits does to everyone else. Runs on SQLite and on
// PostgreSQL (server-pg project): db/client.ts explains how each keeps them.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../tests/helpers/app';
import { api, type Member, signUpMember, trpcData, trpcMutation, trpcQuery } from '../tests/helpers/calls';
import { sqlRows } from '../tests/helpers/test-db';
import { openDatabase } from './client';
import { routines } from './schema/index';

let t: TestApp;
let a: Member;
let b: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
  b = await signUpMember(t.app);
});
afterEach(async () => t.close());

const createRoutine = async (m: Member, name: string) => trpcData(await trpcMutation(t.app, 'routines.create', { name }, m.accessToken)).routineId;
const add = (m: Member, routineIds: number[], exerciseId: number) => trpcMutation(t.app, 'routines.addItem', { routineIds, exerciseId }, m.accessToken);
const itemsOf = async (m: Member, routineId: number) => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
const routinesOf = async (m: Member) => trpcData(await trpcQuery(t.app, 'routines.list', undefined, m.accessToken));

function groupBy<T>(rows: T[], key: (row: T) => number): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()];
}

/** Each member's 1..n order, read straight from the table: no gaps, no duplicates. */
async function expectOrdersWithoutGaps(): Promise<void> {
  const rows = await sqlRows<{ user_id: number; routine_index: number }>(t.db, 'SELECT user_id, routine_index FROM routines ORDER BY user_id, routine_index');
  for (const list of groupBy(rows, (r) => r.user_id)) expect(list.map((r) => r.routine_index)).toEqual(list.map((_, i) => i + 1));
  const items = await sqlRows<{ routine_id: number; position: number }>(t.db, 'SELECT routine_id, position FROM routine_items ORDER BY routine_id, position');
  for (const list of groupBy(items, (r) => r.routine_id)) expect(list.map((r) => r.position)).toEqual(list.map((_, i) => i + 1));
}

describe('parallel requests of one member', () => {
  test('12 parallel adds of one exercise each to three routines, one of which has room for 3 more: exactly 3 land, each in all three routines', async () => {
    const roomy = [await createRoutine(a, '하나'), await createRoutine(a, '둘')];
    const tight = await createRoutine(a, '셋');
    for (const exerciseId of [1, 2, 3, 4]) expect((await add(a, [tight], exerciseId)).status).toBe(200);
    const candidates = Array.from({ length: 12 }, (_, i) => 20 + i);
    const results = await Promise.all(candidates.map((exerciseId) => add(a, [...roomy, tight], exerciseId)));
    const landed = candidates.filter((_, i) => results[i]!.status === 200);
    expect(landed).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.error().data.appCode === 'ROUTINE_ITEM_LIMIT')).toBe(true);
    for (const routineId of roomy) expect((await itemsOf(a, routineId)).map((w) => w.exerciseId).sort()).toEqual([...landed].sort());
    expect((await itemsOf(a, tight)).map((w) => w.exerciseId).sort()).toEqual([1, 2, 3, 4, ...landed].sort());
    await expectOrdersWithoutGaps();
  });

  test('parallel moves, deletes and renames of routines and exercises keep every 1..n order without gaps', async () => {
    const ids: number[] = [];
    for (const name of ['가', '나', '다', '라', '마']) ids.push(await createRoutine(a, name));
    for (const exerciseId of [1, 2, 3, 4, 5, 6, 7]) expect((await add(a, [ids[0]!], exerciseId)).status).toBe(200);
    const items = await itemsOf(a, ids[0]!);
    const calls = [
      ...items.slice(0, 4).map((w, i) => trpcMutation(t.app, 'routines.moveItem', { routineItemId: w.routineItemId, toIndex: 7 - i }, a.accessToken)),
      ...items.slice(4, 6).map((w) => trpcMutation(t.app, 'routines.deleteItem', { routineItemId: w.routineItemId }, a.accessToken)),
      trpcMutation(t.app, 'routines.delete', { routineId: ids[2]! }, a.accessToken),
      trpcMutation(t.app, 'routines.reorder', { routineIds: [...ids].reverse() }, a.accessToken),
      trpcMutation(t.app, 'routines.rename', { routineId: ids[4]!, name: '바뀐이름' }, a.accessToken),
      api(t.app, 'GET', `/myfit/routines/workout/delete/${items[6]!.routineItemId}`, { token: a.accessToken }),
    ];
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    // The reorder names the routine deleted beside it: whichever ran second was refused; nothing else may fail.
    expect(statuses.filter((s) => s !== 200).length).toBeLessThanOrEqual(1);
    expect(await itemsOf(a, ids[0]!)).toHaveLength(4);
    expect((await routinesOf(a)).map((r) => r.routineIndex)).toEqual([1, 2, 3, 4]);
    await expectOrdersWithoutGaps();
  });

  test('parallel legacy whole-set saves leave one of the sets, numbered 1..n, never a mix beyond 5', async () => {
    const sets = Array.from({ length: 6 }, (_, i) =>
      Array.from({ length: 5 }, (_, j) => ({ routineId: -1, routineIndex: j + 1, routineName: `세트${i}-${j}` })),
    );
    const results = await Promise.all(sets.map((routines) => api(t.app, 'POST', '/myfit/routines/workout', { token: a.accessToken, body: { routines } })));
    expect(results.map((r) => r.status)).toEqual(sets.map(() => 200));
    const names = (await routinesOf(a)).map((r) => r.routineName);
    expect(names).toHaveLength(5);
    expect(sets.map((s) => s.map((r) => r.routineName).join())).toContain(names.join());
    await expectOrdersWithoutGaps();
  });
});

test('10 parallel recommendations: each is stored, and readable on another connection, before its id is answered', async () => {
  const other = openDatabase(t.target);
  try {
    const answered = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await api(t.app, 'POST', '/recommendation/workout', {
          token: a.accessToken,
          body: { bodyPartKoreanName: ['가슴'], machineKoreanName: [] },
        });
        expect(res.status).toBe(200);
        const id = Number(res.body);
        // Read at once, on a connection of its own, before the other requests have finished.
        const rows = await sqlRows<{ id: number }>(other, 'SELECT id FROM recommendations WHERE id = ?', [id]);
        expect(rows).toEqual([{ id }]);
        return id;
      }),
    );
    expect(new Set(answered).size).toBe(10);
  } finally {
    await other.close();
  }
});

test("a transaction that awaits lets no other request's statements into it: they read committed data, and a rollback undoes only its own writes", async () => {
  const aId = trpcData(await trpcQuery(t.app, 'user.me', undefined, a.accessToken)).userId;
  // C's write goes straight to the handle and B's through the app: two members, so neither one's routine
  // numbering depends on which of the two PostgreSQL happens to run first.
  const c = await signUpMember(t.app);
  const cId = trpcData(await trpcQuery(t.app, 'user.me', undefined, c.accessToken)).userId;
  let opened!: () => void;
  const insideTransaction = new Promise<void>((resolve) => (opened = resolve));
  let finish!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));

  // A's transaction writes a routine, then waits (as one waiting on the network would) and fails.
  const failing = t.db.transaction(
    async (tx) => {
      await tx.insert(routines).values({ userId: aId, name: '안보임', routineIndex: 1, createdAt: 1 });
      opened();
      await released;
      throw new Error('rolled back on purpose');
    },
    { lockMember: aId },
  );
  await insideTransaction;

  // Meanwhile: a read sees only committed data (through the app and on the handle), and C's and B's writes,
  // asked for while A's transaction is open, are not swept into it.
  expect(await routinesOf(a)).toEqual([]);
  expect(await t.db.select({ id: routines.id }).from(routines).where(eq(routines.userId, aId))).toEqual([]);
  const cWrite = t.db.transaction((tx) => tx.insert(routines).values({ userId: cId, name: '씨루틴', routineIndex: 1, createdAt: 2 }), { lockMember: cId });
  const bCreate = trpcMutation(t.app, 'routines.create', { name: '비루틴2' }, b.accessToken);
  expect((await api(t.app, 'GET', '/myfit/routines/workout', { token: a.accessToken })).json()).toEqual([]);

  finish();
  await expect(failing).rejects.toThrow('rolled back on purpose');
  await cWrite;
  expect((await bCreate).status).toBe(200);
  expect(await routinesOf(a)).toEqual([]);
  expect((await routinesOf(b)).map((r) => r.routineName)).toEqual(['비루틴2']);
  expect((await routinesOf(c)).map((r) => r.routineName)).toEqual(['씨루틴']);
  expect(await t.db.select({ id: routines.id }).from(routines).where(eq(routines.userId, aId))).toEqual([]);
});
