// The outbox's writes through the real app (docs/decisions/018-outbox-and-conflicts.md): each write sent
// twice with its clientMutationId is applied once and answered the same; a start with the client's ids
// creates exactly those rows once; another member's id never answers with this member's receipt; and the
// conflict rule for a routine edited on two devices (the later arrival wins, a delete wins over edits).
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../tests/helpers/app';
import { type Member, snapshot, trpcError, trpcRawMutation, trpcRawQuery } from '../../../tests/helpers/calls';
import { bodyPartIds } from '../../../tests/helpers/catalogue-ids';
import { sqlRow } from '../../../tests/helpers/test-db';
import { BENCH, eachTrainingWorld, ok, PUSH_UP, SQUAT, uuid } from '../../../tests/helpers/training-http';
import { TRPC_MAX_BATCH } from '../../http/trpc-api';
import { RECEIPTS_PER_MEMBER } from './receipts.service';

let t: TestApp;
let a: Member;
let b: Member;
const { count, mutate, query, store } = eachTrainingWorld((w) => {
  ({ t, a, b } = w);
});

const call = (m: Member, path: string, input: unknown) => trpcRawMutation(t.app, path as never, input, m.accessToken);
const read = (m: Member, path: string, input?: unknown) => trpcRawQuery(t.app, path as never, input, m.accessToken);
const rows = (table: string) => snapshot(t.db, table);

async function routineOf(m: Member, name: string, exerciseIds: number[]): Promise<number> {
  const { routineId } = await ok(call(m, 'routines.create', { name }));
  for (const exerciseId of exerciseIds) await ok(call(m, 'routines.addItem', { routineIds: [routineId], exerciseId, weight: 40, rep: 10, setCount: 2 }));
  return routineId;
}

describe('a session started with the client ids', () => {
  test('start from a routine with client ids, sent twice: one session with exactly those ids, in the routine order', async () => {
    const routineId = await routineOf(a, '가슴', [BENCH, PUSH_UP]);
    const clientId = uuid();
    // Given in another order than the routine's: matched by exercise, not by place.
    const clientIds = [
      { exerciseId: PUSH_UP, exerciseClientId: uuid(), setClientIds: [uuid(), uuid()] },
      { exerciseId: BENCH, exerciseClientId: uuid(), setClientIds: [uuid(), uuid()] },
    ];
    const input = { clientId, from: { kind: 'routine', routineId }, clientIds };
    const first = await ok(mutate(a, 'session.start', input));
    const before = await store();
    const second = await ok(mutate(a, 'session.start', input));
    expect(await store()).toBe(before);
    expect(second).toEqual(first);
    expect(await count('training_sessions')).toBe(1);
    expect(await count('training_exercises')).toBe(2);
    expect(await count('training_sets')).toBe(4);
    expect(
      first.exercises.map((e: { exerciseId: number; exerciseClientId: string; sets: { setClientId: string; position: number; plannedWeight: number }[] }) => e),
    ).toEqual([
      expect.objectContaining({
        exerciseId: BENCH,
        exerciseClientId: clientIds[1]!.exerciseClientId,
        sets: clientIds[1]!.setClientIds.map((setClientId, i) => expect.objectContaining({ setClientId, position: i + 1, plannedWeight: 40, plannedReps: 10 })),
      }),
      expect.objectContaining({
        exerciseId: PUSH_UP,
        exerciseClientId: clientIds[0]!.exerciseClientId,
        sets: clientIds[0]!.setClientIds.map((setClientId, i) => expect.objectContaining({ setClientId, position: i + 1 })),
      }),
    ]);
    // A set change sent after the start names the ids the device chose: it lands on the one set.
    const bench = clientIds[1]!;
    const change = { sessionClientId: clientId, exerciseClientId: bench.exerciseClientId, setClientId: bench.setClientIds[0], weight: 60, reps: 8, done: true };
    await ok(mutate(a, 'session.updateSet', change));
    await ok(mutate(a, 'session.updateSet', change));
    const active = await ok(query(a, 'session.active'));
    expect(active.exercises[0].sets[0]).toMatchObject({ setClientId: bench.setClientIds[0], weight: 60, reps: 8, done: true });
  });

  test('ids for exercises the routine no longer has are left unused; exercises without ids get new ones', async () => {
    const routineId = await routineOf(a, '하체', [SQUAT, BENCH]);
    const squat = { exerciseId: SQUAT, exerciseClientId: uuid(), setClientIds: [uuid()] };
    const gone = { exerciseId: PUSH_UP, exerciseClientId: uuid(), setClientIds: [uuid()] };
    const started = await ok(mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'routine', routineId }, clientIds: [gone, squat] }));
    expect(started.exercises.map((e: { exerciseId: number }) => e.exerciseId)).toEqual([SQUAT, BENCH]);
    expect(started.exercises[0].exerciseClientId).toBe(squat.exerciseClientId);
    // One id given, two sets planned: the first takes it, the second gets a new one.
    expect(started.exercises[0].sets[0].setClientId).toBe(squat.setClientIds[0]);
    expect(started.exercises[0].sets[1].setClientId).not.toBe(squat.setClientIds[0]);
    expect(started.exercises[1].exerciseClientId).not.toBe(gone.exerciseClientId);
  });

  test('an id given twice is refused and nothing starts', async () => {
    const routineId = await routineOf(a, '가슴', [BENCH, PUSH_UP]);
    const same = uuid();
    const res = await mutate(a, 'session.start', {
      clientId: uuid(),
      from: { kind: 'routine', routineId },
      clientIds: [
        { exerciseId: BENCH, exerciseClientId: same, setClientIds: [] },
        { exerciseId: PUSH_UP, exerciseClientId: uuid(), setClientIds: [same] },
      ],
    });
    expect(res.status).toBe(400);
    expect(await count('training_sessions')).toBe(0);
  });

  test('gym-mode changes are idempotent by their own client ids: addSet and addExercise twice store one', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const exerciseClientId = uuid();
    const add = { sessionClientId, exerciseClientId, exerciseId: BENCH, setClientIds: [uuid()] };
    await ok(mutate(a, 'session.addExercise', add));
    await ok(mutate(a, 'session.addExercise', add));
    const setClientId = uuid();
    const first = await ok(mutate(a, 'session.addSet', { sessionClientId, exerciseClientId, setClientId }));
    const second = await ok(mutate(a, 'session.addSet', { sessionClientId, exerciseClientId, setClientId }));
    expect(second.exercise).toEqual(first.exercise);
    expect(await count('training_exercises')).toBe(1);
    expect(await count('training_sets')).toBe(2);
  });
});

describe('routine, body record and feedback writes with a clientMutationId', () => {
  test('each write sent twice is applied once and answered the same', async () => {
    const createId = uuid();
    const created = await ok(call(a, 'routines.create', { name: '가슴', clientMutationId: createId }));
    expect(await ok(call(a, 'routines.create', { name: '가슴', clientMutationId: createId }))).toEqual(created);
    expect(await count('routines')).toBe(1);
    const { routineId } = created;

    const addId = uuid();
    expect(
      await ok(call(a, 'routines.addItem', { routineIds: [routineId], exerciseId: BENCH, weight: 40, rep: 10, setCount: 3, clientMutationId: addId })),
    ).toEqual({
      ok: true,
    });
    // Without its receipt, a second add of the same exercise would be refused (ROUTINE_ITEM_EXISTS).
    expect(
      await ok(call(a, 'routines.addItem', { routineIds: [routineId], exerciseId: BENCH, weight: 40, rep: 10, setCount: 3, clientMutationId: addId })),
    ).toEqual({
      ok: true,
    });
    await ok(call(a, 'routines.addItem', { routineIds: [routineId], exerciseId: PUSH_UP, weight: 0, rep: 10, setCount: 3 }));
    const items = await ok(read(a, 'routines.items', { routineId }));
    expect(items).toHaveLength(2);

    const renameId = uuid();
    const renamed = await ok(call(a, 'routines.rename', { routineId, name: '밀기', clientMutationId: renameId }));
    const moveId = uuid();
    const moved = await ok(call(a, 'routines.moveItem', { routineItemId: items[1].routineItemId, toIndex: 1, clientMutationId: moveId }));
    const deleteItemId = uuid();
    await ok(call(a, 'routines.deleteItem', { routineItemId: items[0].routineItemId, clientMutationId: deleteItemId }));
    const before = await Promise.all(['routines', 'routine_items'].map(rows));
    expect(await ok(call(a, 'routines.rename', { routineId, name: '밀기', clientMutationId: renameId }))).toEqual(renamed);
    expect(await ok(call(a, 'routines.moveItem', { routineItemId: items[1].routineItemId, toIndex: 1, clientMutationId: moveId }))).toEqual(moved);
    // Without its receipt, a second delete of the item would be refused (ROUTINE_ITEM_NOT_FOUND).
    expect(await ok(call(a, 'routines.deleteItem', { routineItemId: items[0].routineItemId, clientMutationId: deleteItemId }))).toEqual({ ok: true });
    expect(await Promise.all(['routines', 'routine_items'].map(rows))).toEqual(before);

    const record = { date: '2026-11-19', height: 175, weight: 70, bodyFat: 15, muscleMass: 30, upDownBalance: 5 };
    const bodyBefore = await count('body_data');
    const saveId = uuid();
    const saved = await ok(call(a, 'user.bodyData.save', { ...record, clientMutationId: saveId }));
    expect(await ok(call(a, 'user.bodyData.save', { ...record, clientMutationId: saveId }))).toEqual(saved);
    expect(await count('body_data')).toBe(bodyBefore + 1);
    const deleteBodyId = uuid();
    await ok(call(a, 'user.bodyData.delete', { id: saved.bodyDataId, clientMutationId: deleteBodyId }));
    expect(await ok(call(a, 'user.bodyData.delete', { id: saved.bodyDataId, clientMutationId: deleteBodyId }))).toEqual({ ok: true });

    const deleteId = uuid();
    await ok(call(a, 'routines.delete', { routineId, clientMutationId: deleteId }));
    expect(await ok(call(a, 'routines.delete', { routineId, clientMutationId: deleteId }))).toEqual({ ok: true });
    expect(await count('routines')).toBe(0);
    expect(await count('client_mutations')).toBe(8);
  });

  test('a feedback tap sent twice, after a later tap on another device: the repeat changes nothing', async () => {
    const rec = await ok(call(a, 'recommendation.create', { bodyPartIds: bodyPartIds(t.catalogue, '등') }));
    const exerciseId = rec.recommends[0].exerciseId;
    const heavy = { recommendationId: rec.recommendationId, exerciseId, feedback: 'heavy', clientMutationId: uuid() };
    expect(await ok(call(a, 'recommendation.feedback', heavy))).toEqual({ ok: true });
    await ok(call(a, 'recommendation.feedback', { recommendationId: rec.recommendationId, exerciseId, feedback: 'light', clientMutationId: uuid() }));
    // The first tap's answer was lost and its device sends it again: applied once, the later tap stands.
    expect(await ok(call(a, 'recommendation.feedback', heavy))).toEqual({ ok: true });
    const got = await ok(read(a, 'recommendation.get', { id: rec.recommendationId }));
    expect(got.recommends[0].feedback).toBe('light');
  });

  test("a write's receipt belongs to its member: the same id from another member is that member's own write", async () => {
    const id = uuid();
    const mine = await ok(call(a, 'routines.create', { name: '가슴', clientMutationId: id }));
    const theirs = await ok(call(b, 'routines.create', { name: '등', clientMutationId: id }));
    expect(theirs.routineId).not.toBe(mine.routineId);
    expect(theirs.routineName).toBe('등');
    expect((await ok(read(b, 'routines.list'))).map((r: { routineName: string }) => r.routineName)).toEqual(['등']);
    expect((await ok(read(a, 'routines.list'))).map((r: { routineName: string }) => r.routineName)).toEqual(['가슴']);
  });

  test('an id sent again to another procedure is a conflict and changes nothing; a refused write leaves no receipt', async () => {
    const id = uuid();
    const { routineId } = await ok(call(a, 'routines.create', { name: '가슴', clientMutationId: id }));
    const before = await rows('routines');
    const other = await call(a, 'routines.rename', { routineId, name: '등', clientMutationId: id });
    expect(other.status).toBe(409);
    expect(await rows('routines')).toEqual(before);
    const refusedId = uuid();
    const refused = await call(a, 'routines.rename', { routineId: routineId + 100, name: '등', clientMutationId: refusedId });
    expect(trpcError(refused)).toMatchObject({ data: { appCode: 'ROUTINE_NOT_FOUND' } });
    expect(await count('client_mutations')).toBe(1);
  });
});

describe('a routine edited on two devices (ADR 018)', () => {
  test('the later arrival wins for the values it carries', async () => {
    const routineId = await routineOf(a, '가슴', [BENCH]);
    const [item] = await ok(read(a, 'routines.items', { routineId }));
    // Device 1 renamed first (offline), device 2 later; device 1's outbox arrives last: its name stands.
    await ok(call(a, 'routines.rename', { routineId, name: '폰에서', clientMutationId: uuid() }));
    await ok(call(a, 'routines.rename', { routineId, name: '태블릿에서', clientMutationId: uuid() }));
    await ok(call(a, 'routines.updateItem', { routineItemId: item.routineItemId, weight: 50, rep: 8, setCount: 4, clientMutationId: uuid() }));
    await ok(call(a, 'routines.updateItem', { routineItemId: item.routineItemId, weight: 45, rep: 12, setCount: 3, clientMutationId: uuid() }));
    expect((await ok(read(a, 'routines.list')))[0].routineName).toBe('태블릿에서');
    expect((await ok(read(a, 'routines.items', { routineId })))[0]).toMatchObject({ weight: 45, rep: 12, setCount: 3 });
  });

  test('a delete wins over edits: a later rename, item edit or add naming the deleted routine is refused and changes nothing', async () => {
    const routineId = await routineOf(a, '가슴', [BENCH]);
    const [item] = await ok(read(a, 'routines.items', { routineId }));
    await ok(call(a, 'routines.delete', { routineId, clientMutationId: uuid() }));
    const before = await Promise.all(['routines', 'routine_items', 'client_mutations'].map(rows));
    const rename = await call(a, 'routines.rename', { routineId, name: '등', clientMutationId: uuid() });
    expect(trpcError(rename)).toMatchObject({ data: { appCode: 'ROUTINE_NOT_FOUND' } });
    const edit = await call(a, 'routines.updateItem', { routineItemId: item.routineItemId, weight: 50, rep: 8, setCount: 4, clientMutationId: uuid() });
    expect(trpcError(edit)).toMatchObject({ data: { appCode: 'ROUTINE_ITEM_NOT_FOUND' } });
    const add = await call(a, 'routines.addItem', { routineIds: [routineId], exerciseId: PUSH_UP, weight: 0, rep: 10, setCount: 3, clientMutationId: uuid() });
    expect(trpcError(add)).toMatchObject({ data: { appCode: 'ROUTINE_NOT_FOUND' } });
    expect(await Promise.all(['routines', 'routine_items', 'client_mutations'].map(rows))).toEqual(before);
  });
});

describe('the receipts one member can make the server keep (docs/security.md row 32)', () => {
  const receiptsOf = async (m: Member) =>
    (await sqlRow<{ n: number }>(t.db, 'SELECT count(*) AS n FROM client_mutations c JOIN users u ON u.id = c.user_id WHERE u.login_email = ?', [
      m.loginEmail,
    ]))!.n;

  /** Renames in tRPC batches, each with its own clientMutationId, in order. */
  async function renames(m: Member, writes: { name: string; clientMutationId: string }[], routineId: number) {
    for (let i = 0; i < writes.length; i += TRPC_MAX_BATCH) {
      const batch = writes.slice(i, i + TRPC_MAX_BATCH);
      const res = await t.app.inject({
        method: 'POST',
        url: `/trpc/${batch.map(() => 'routines.rename').join(',')}?batch=1`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.accessToken}` },
        payload: JSON.stringify(Object.fromEntries(batch.map((w, j) => [j, { routineId, ...w }]))),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  test(`a member keeps only the newest ${RECEIPTS_PER_MEMBER} receipts, each still answering its repeat; older ones go in the same write; another member's stay`, async () => {
    const { routineId: theirs } = await ok(call(b, 'routines.create', { name: '등' }));
    await renames(
      b,
      [1, 2, 3].map(() => ({ name: '등', clientMutationId: uuid() })),
      theirs,
    );

    const { routineId } = await ok(call(a, 'routines.create', { name: '가슴' }));
    const writes = Array.from({ length: RECEIPTS_PER_MEMBER + 40 }, () => ({ name: '가슴', clientMutationId: uuid() }));
    const oldestKept = writes[40]!;
    const newestDropped = writes[39]!;
    oldestKept.name = '밀기';
    newestDropped.name = '하체';
    await renames(a, writes, routineId);
    expect(await receiptsOf(a)).toBe(RECEIPTS_PER_MEMBER);
    expect(await receiptsOf(b)).toBe(3);

    // The oldest receipt kept answers its repeat and changes nothing.
    const repeat = await ok(call(a, 'routines.rename', { routineId, ...oldestKept }));
    expect(repeat.routineName).toBe('밀기');
    expect((await ok(read(a, 'routines.list')))[0].routineName).toBe('가슴');
    // Beyond the bound a repeat is a new write: the price of the bound, paid only after a thousand later writes.
    await ok(call(a, 'routines.rename', { routineId, ...newestDropped }));
    expect((await ok(read(a, 'routines.list')))[0].routineName).toBe('하체');
    expect(await receiptsOf(a)).toBe(RECEIPTS_PER_MEMBER);
  });
});
