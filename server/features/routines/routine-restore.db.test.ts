// '되돌리기' after deleting a routine item (docs/decisions/031-routine-edits-a-newcomer-can-undo.md) through
// the real app: routines.restoreItem puts the item back as it was (amounts, per-set targets, caution, position,
// superset), twice in a row in reverse order restores both deletes, and it is applied once per client mutation
// id (the outbox's retry). Refusals change nothing: another member's routine (NOT_FOUND), the exercise already
// there again, a full routine, an unknown exercise, bad shapes. Runs on SQLite and PostgreSQL (server and
// server-pg projects).
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../tests/helpers/app';
import { type Member, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, ok, PLANK, PUSH_UP, SQUAT, uuid } from '../../../tests/helpers/training-http';
import type { RoutineItem, SetTarget } from './routines.shared';

let t: TestApp;
let a: Member;
let b: Member;
const { store } = eachTrainingWorld((w) => {
  ({ t, a, b } = w);
});

const PYRAMID: SetTarget[] = [
  { kind: 'warmup', weight: 20, reps: 10, seconds: null },
  { kind: 'work', weight: 60, reps: 12, seconds: null },
  { kind: 'work', weight: 70, reps: 8, seconds: null },
];

async function routineOf(m: Member, exerciseIds: number[], name = '가슴') {
  const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name }, m.accessToken)).routineId;
  for (const exerciseId of exerciseIds) {
    const bodyweight = exerciseId === PUSH_UP || exerciseId === PLANK;
    await ok(
      trpcRawMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId, weight: bodyweight ? null : 40, rep: 10, setCount: 3 }, m.accessToken),
    );
  }
  return routineId;
}
const itemsOf = async (m: Member, routineId: number): Promise<RoutineItem[]> =>
  trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
const del = (m: Member, routineItemId: number) => ok(trpcRawMutation(t.app, 'routines.deleteItem', { routineItemId }, m.accessToken));
const restore = (m: Member, input: Record<string, unknown>) => trpcRawMutation(t.app, 'routines.restoreItem', input, m.accessToken);

/** What the web keeps of a deleted item to put it back (use-item-mutations.ts snapshotOf). */
const snapshotOf = (routineId: number, item: RoutineItem, list: RoutineItem[]) => ({
  routineId,
  exerciseId: item.exerciseId,
  position: item.position,
  weight: item.weight,
  rep: item.rep,
  setCount: item.setCount,
  setTargets: item.setTargets,
  caution: item.caution,
  supersetWith: item.supersetGroup === null ? [] : list.filter((w) => w.supersetGroup === item.supersetGroup && w !== item).map((w) => w.exerciseId),
});
/** An item as the member sees it, without its (new) id. */
const seen = ({ routineItemId: _, ...rest }: RoutineItem) => rest;

describe('routines.restoreItem', () => {
  test('a deleted item comes back at its position with its amounts, per-set targets and caution', async () => {
    const routineId = await routineOf(a, [BENCH, SQUAT, PUSH_UP]);
    let list = await itemsOf(a, routineId);
    await ok(
      trpcRawMutation(t.app, 'routines.updateItem', { routineItemId: list[1]!.routineItemId, setTargets: PYRAMID, caution: '무릎 조심' }, a.accessToken),
    );
    list = await itemsOf(a, routineId);
    const squat = list[1]!;
    expect(squat).toMatchObject({ exerciseId: SQUAT, position: 2, setTargets: PYRAMID, weight: 60, rep: 12, setCount: 2, caution: '무릎 조심' });
    await del(a, squat.routineItemId);
    expect((await itemsOf(a, routineId)).map((w) => w.exerciseId)).toEqual([BENCH, PUSH_UP]);
    const answer: RoutineItem[] = await ok(restore(a, snapshotOf(routineId, squat, list)));
    const after = await itemsOf(a, routineId);
    expect(answer).toEqual(after);
    expect(after.map(seen)).toEqual(list.map(seen));
    // The body-weight move keeps its weight unset (never 0 kg).
    expect(after[2]).toMatchObject({ exerciseId: PUSH_UP, weight: null });
  });

  test('two quick deletes, undone newest first, give back the routine as it was', async () => {
    const routineId = await routineOf(a, [BENCH, SQUAT, PUSH_UP, PLANK]);
    const list = await itemsOf(a, routineId);
    const first = snapshotOf(routineId, list[1]!, list);
    await del(a, list[1]!.routineItemId);
    const second = await itemsOf(a, routineId);
    const plank = second.find((w) => w.exerciseId === PLANK)!;
    await del(a, plank.routineItemId);
    await ok(restore(a, snapshotOf(routineId, plank, second)));
    await ok(restore(a, first));
    expect((await itemsOf(a, routineId)).map(seen)).toEqual(list.map(seen));
  });

  test('an item of a superset comes back into its group, also when the group had dissolved', async () => {
    const routineId = await routineOf(a, [BENCH, SQUAT, PUSH_UP]);
    let list = await itemsOf(a, routineId);
    await ok(trpcRawMutation(t.app, 'routines.groupItems', { routineId, routineItemIds: [list[0]!.routineItemId, list[1]!.routineItemId] }, a.accessToken));
    list = await itemsOf(a, routineId);
    expect(list.map((w) => w.supersetGroup)).toEqual([1, 1, null]);
    const squat = list[1]!;
    await del(a, squat.routineItemId);
    // A group left with one dissolves.
    expect((await itemsOf(a, routineId)).map((w) => w.supersetGroup)).toEqual([null, null]);
    await ok(restore(a, snapshotOf(routineId, squat, list)));
    const after = await itemsOf(a, routineId);
    expect(after.map((w) => w.exerciseId)).toEqual([BENCH, SQUAT, PUSH_UP]);
    expect(after[0]!.supersetGroup).not.toBeNull();
    expect(after[1]!.supersetGroup).toBe(after[0]!.supersetGroup);
    expect(after[2]!.supersetGroup).toBeNull();

    // Both of a pair deleted, then put back newest first: the second finds the first under its new id.
    const benchSnapshot = snapshotOf(routineId, after[0]!, after);
    await del(a, after[0]!.routineItemId);
    const rest = await itemsOf(a, routineId);
    const squatSnapshot = snapshotOf(routineId, rest[0]!, rest);
    await del(a, rest[0]!.routineItemId);
    await ok(restore(a, squatSnapshot));
    await ok(restore(a, benchSnapshot));
    const again = await itemsOf(a, routineId);
    expect(again.map((w) => w.exerciseId)).toEqual([BENCH, SQUAT, PUSH_UP]);
    expect(again[0]!.supersetGroup).not.toBeNull();
    expect(again[1]!.supersetGroup).toBe(again[0]!.supersetGroup);
  });

  test('a retry with the same client mutation id restores once', async () => {
    const routineId = await routineOf(a, [BENCH, SQUAT]);
    const list = await itemsOf(a, routineId);
    await del(a, list[0]!.routineItemId);
    const input = { ...snapshotOf(routineId, list[0]!, list), clientMutationId: uuid() };
    const once = await ok(restore(a, input));
    expect(await ok(restore(a, input))).toEqual(once);
    expect((await itemsOf(a, routineId)).map(seen)).toEqual(list.map(seen));
  });

  test("another member's routine is NOT_FOUND and nothing changes", async () => {
    const routineId = await routineOf(a, [BENCH, SQUAT]);
    const list = await itemsOf(a, routineId);
    await del(a, list[1]!.routineItemId);
    const before = await store();
    const res = await restore(b, snapshotOf(routineId, list[1]!, list));
    expect(res.status).toBe(404);
    expect(trpcError(res)).toMatchObject({ data: { code: 'NOT_FOUND', appCode: 'ROUTINE_NOT_FOUND' } });
    expect(await store()).toBe(before);
    // b's own routine cannot pull a's items into a superset either: partners are looked up in that routine only.
    const own = await routineOf(b, [PUSH_UP], '등');
    await ok(restore(b, { ...snapshotOf(own, list[1]!, list), position: 1, supersetWith: [list[0]!.exerciseId] }));
    expect((await itemsOf(b, own)).map((w) => w.supersetGroup)).toEqual([null, null]);
    expect((await itemsOf(a, routineId)).map((w) => w.supersetGroup)).toEqual([null]);
  });

  test('refusals change nothing: exercise already there, routine full, unknown exercise, bad shapes', async () => {
    const routineId = await routineOf(a, [BENCH, SQUAT]);
    const list = await itemsOf(a, routineId);
    const bench = snapshotOf(routineId, list[0]!, list);
    const before = await store();
    const exists = await restore(a, bench);
    expect(exists.status).toBe(409);
    expect(trpcError(exists)).toMatchObject({ data: { appCode: 'ROUTINE_ITEM_EXISTS' } });
    const unknown = await restore(a, { ...bench, exerciseId: 999_999 });
    expect(trpcError(unknown)).toMatchObject({ data: { appCode: 'EXERCISE_NOT_FOUND' } });
    for (const bad of [{ position: 0 }, { position: 8 }, { rep: 0 }, { weight: -1 }, { setTargets: [] }, { supersetWith: 'x' }]) {
      expect((await restore(a, { ...bench, ...bad })).status, JSON.stringify(bad)).toBe(400);
    }
    // Per-set targets must fit the exercise: reps for a bench press, not seconds.
    const timed = await restore(a, { ...bench, exerciseId: 2, setTargets: [{ kind: 'work', weight: 40, reps: null, seconds: 30 }] });
    expect(timed.status).toBe(400);
    expect(await store()).toBe(before);

    const full = await routineOf(a, [1, 2, 3, 4, 5, 6, 7], '등');
    const beforeFull = await store();
    const res = await restore(a, { ...bench, routineId: full, exerciseId: SQUAT });
    expect(trpcError(res)).toMatchObject({ data: { appCode: 'ROUTINE_ITEM_LIMIT' } });
    expect(await store()).toBe(beforeFull);
  });
});
