// Supersets and circuits through the real app (docs/decisions/023-supersets.md): grouping a session's
// exercises and a routine's items (adjacent, in the given order), taking one out, groups kept whole by
// moves and removals, a routine's groups copied into the session it starts, retries, ownership, bad input,
// and the legacy `/api` that never shows them.
import { describe, expect, test } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import { api, type Member, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../../tests/helpers/calls';
import { BENCH, eachTrainingWorld, HANGUL, ok, PLANK, PUSH_UP, SQUAT, uuid } from '../../../../tests/helpers/training-http';
import { ROUTINE_SUPERSET_MSG } from '../../routines/routines.shared';
import { SUPERSET_MSG } from './session.shared';

let t: TestApp;
let a: Member;
let b: Member;
const { mutate, store } = eachTrainingWorld((w) => {
  ({ t, a, b } = w);
});
const query = (m: Member) => trpcQuery(t.app, 'training.session.active', undefined, m.accessToken);
type Shown = { exerciseClientId: string; position: number; supersetGroup: number | null };
/** The session's exercises as `name:group` in order (names given by the test). */
const shape = (session: { exercises: Shown[] }, names: Record<string, string>) =>
  session.exercises.map((e, i) => {
    expect(e.position).toBe(i + 1);
    return e.supersetGroup === null ? names[e.exerciseClientId] : `${names[e.exerciseClientId]}:${e.supersetGroup}`;
  });

/** An empty session of `a` with the exercises A, B, C, D (bench, push-up, plank, squat), 2 sets each. */
async function sessionOf(m: Member) {
  const sessionClientId = uuid();
  await ok(mutate(m, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const [name, exerciseId] of [
    ['A', BENCH],
    ['B', PUSH_UP],
    ['C', PLANK],
    ['D', SQUAT],
  ] as const) {
    const exerciseClientId = uuid();
    ids[name] = exerciseClientId;
    names[exerciseClientId] = name;
    await ok(mutate(m, 'session.addExercise', { sessionClientId, exerciseClientId, exerciseId, setClientIds: [uuid(), uuid()] }));
  }
  const group = (...keys: string[]) => mutate(m, 'session.groupExercises', { sessionClientId, exerciseClientIds: keys.map((k) => ids[k]) });
  const ungroup = (key: string) => mutate(m, 'session.ungroupExercise', { sessionClientId, exerciseClientId: ids[key] });
  return { sessionClientId, ids, names, group, ungroup, show: (s: { exercises: Shown[] }) => shape(s, names) };
}

describe('a session’s supersets', () => {
  test('grouping makes them adjacent in the given order, in the first one’s place; a retry changes nothing', async () => {
    const s = await sessionOf(a);
    const grouped = await ok(s.group('B', 'D'));
    expect(s.show(grouped)).toEqual(['A', 'B:1', 'D:1', 'C']);
    const before = await store();
    const again = await ok(s.group('B', 'D'));
    expect(s.show(again)).toEqual(['A', 'B:1', 'D:1', 'C']);
    expect(await store()).toBe(before);
    // A circuit: C joins; listed first, the block takes C's place.
    expect(s.show(await ok(s.group('C', 'B', 'D')))).toEqual(['A', 'C:2', 'B:2', 'D:2']);
    expect(s.show(await ok(query(a)))).toEqual(['A', 'C:2', 'B:2', 'D:2']);
  });

  test('ungrouping moves the exercise after its block; a pair left with one dissolves; a retry changes nothing', async () => {
    const s = await sessionOf(a);
    await ok(s.group('A', 'B', 'C'));
    expect(s.show(await ok(s.ungroup('A')))).toEqual(['B:1', 'C:1', 'A', 'D']);
    const before = await store();
    expect(s.show(await ok(s.ungroup('A')))).toEqual(['B:1', 'C:1', 'A', 'D']);
    expect(await store()).toBe(before);
    expect(s.show(await ok(s.ungroup('C')))).toEqual(['B', 'C', 'A', 'D']);
  });

  test('removing a member: a pair dissolves, a circuit goes on as a pair', async () => {
    const s = await sessionOf(a);
    await ok(s.group('A', 'B', 'C'));
    const removed = await ok(mutate(a, 'session.removeExercise', { sessionClientId: s.sessionClientId, exerciseClientId: s.ids.B }));
    expect(s.show(removed)).toEqual(['A:1', 'C:1', 'D']);
    const again = await ok(mutate(a, 'session.removeExercise', { sessionClientId: s.sessionClientId, exerciseClientId: s.ids.C }));
    expect(s.show(again)).toEqual(['A', 'D']);
  });

  test('moving: within the block it stays; out of the block it leaves; into a block it splits it', async () => {
    const s = await sessionOf(a);
    await ok(s.group('A', 'B', 'C'));
    const move = (key: string, toIndex: number) =>
      ok(mutate(a, 'session.moveExercise', { sessionClientId: s.sessionClientId, exerciseClientId: s.ids[key], toIndex }));
    expect(s.show(await move('A', 2))).toEqual(['B:1', 'A:1', 'C:1', 'D']);
    expect(s.show(await move('C', 4))).toEqual(['B:1', 'A:1', 'D', 'C']);
    // D moved between B and A: B and A are each left alone.
    expect(s.show(await move('D', 2))).toEqual(['B', 'D', 'A', 'C']);
  });

  test('unknown exercise → NOT_FOUND; another member’s session → not active; nothing changes', async () => {
    const s = await sessionOf(a);
    await ok(s.group('A', 'B'));
    const mid = await store();
    const unknown = await mutate(a, 'session.groupExercises', { sessionClientId: s.sessionClientId, exerciseClientIds: [s.ids.C, uuid()] });
    expect(unknown.status).toBe(404);
    expect(trpcError(unknown).data.appCode).toBe('NOT_FOUND');
    const theirs = await mutate(b, 'session.groupExercises', { sessionClientId: s.sessionClientId, exerciseClientIds: [s.ids.A, s.ids.B] });
    expect(theirs.status).toBe(404);
    expect(trpcError(theirs).data.appCode).toBe('TRAINING_NOT_ACTIVE');
    const theirUngroup = await mutate(b, 'session.ungroupExercise', { sessionClientId: s.sessionClientId, exerciseClientId: s.ids.A });
    expect(trpcError(theirUngroup).data.appCode).toBe('TRAINING_NOT_ACTIVE');
    const gone = await mutate(a, 'session.ungroupExercise', { sessionClientId: s.sessionClientId, exerciseClientId: uuid() });
    expect(trpcError(gone).data.appCode).toBe('NOT_FOUND');
    expect(await store()).toBe(mid);
  });

  test('bad input: fewer than two, the same one twice, not ids → 400 in Korean, nothing stored', async () => {
    const s = await sessionOf(a);
    const before = await store();
    const refused = async (exerciseClientIds: unknown) => {
      const r = await mutate(a, 'session.groupExercises', { sessionClientId: s.sessionClientId, exerciseClientIds });
      expect(r.status, JSON.stringify(exerciseClientIds)).toBe(400);
      return trpcError(r).message;
    };
    for (const ids of [[], [s.ids.A], [s.ids.A, s.ids.A]]) expect(await refused(ids)).toBe(SUPERSET_MSG.members);
    for (const ids of [['x', 'y'], 'A', null]) expect(await refused(ids)).toMatch(HANGUL);
    expect(await store()).toBe(before);
  });
});

describe('a routine’s supersets', () => {
  async function routineOf(m: Member, exerciseIds: number[]) {
    const routineId = trpcData(await trpcMutation(t.app, 'routines.create', { name: '슈퍼' }, m.accessToken)).routineId;
    for (const exerciseId of exerciseIds)
      expect((await trpcMutation(t.app, 'routines.addItem', { routineIds: [routineId], exerciseId }, m.accessToken)).status).toBe(200);
    const items = trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken));
    const ids: Record<string, number> = {};
    const names: Record<number, string> = {};
    for (const [i, item] of items.entries()) {
      const name = 'ABCD'[i]!;
      ids[name] = item.routineItemId;
      names[item.routineItemId] = name;
    }
    const show = (list: { routineItemId: number; position: number; supersetGroup: number | null }[]) =>
      list.map((x, i) => {
        expect(x.position).toBe(i + 1);
        return x.supersetGroup === null ? names[x.routineItemId] : `${names[x.routineItemId]}:${x.supersetGroup}`;
      });
    const call = (path: 'routines.groupItems' | 'routines.ungroupItem' | 'routines.moveItem' | 'routines.deleteItem', input: unknown, who = m) =>
      trpcRawMutation(t.app, path, input, who.accessToken);
    const group = (...keys: string[]) => call('routines.groupItems', { routineId, routineItemIds: keys.map((k) => ids[k]) });
    return { routineId, ids, show, call, group, items: async () => trpcData(await trpcQuery(t.app, 'routines.items', { routineId }, m.accessToken)) };
  }

  test('group, retry, ungroup, move and delete keep groups whole', async () => {
    const r = await routineOf(a, [BENCH, PUSH_UP, PLANK, SQUAT]);
    expect(r.show(await ok(r.group('A', 'C', 'D')))).toEqual(['A:1', 'C:1', 'D:1', 'B']);
    const before = await store();
    expect(r.show(await ok(r.group('A', 'C', 'D')))).toEqual(['A:1', 'C:1', 'D:1', 'B']);
    expect(await store()).toBe(before);
    expect(r.show(await ok(r.call('routines.ungroupItem', { routineItemId: r.ids.A })))).toEqual(['C:1', 'D:1', 'A', 'B']);
    expect(r.show(await ok(r.call('routines.ungroupItem', { routineItemId: r.ids.A })))).toEqual(['C:1', 'D:1', 'A', 'B']);
    expect(r.show(await ok(r.call('routines.moveItem', { routineItemId: r.ids.B, toIndex: 2 })))).toEqual(['C', 'B', 'D', 'A']);
    await ok(r.group('C', 'B'));
    await ok(r.call('routines.deleteItem', { routineItemId: r.ids.B }));
    expect(r.show(await r.items())).toEqual(['C', 'D', 'A']);
  });

  test('starting the routine keeps its groups in the session', async () => {
    const r = await routineOf(a, [BENCH, PUSH_UP, PLANK]);
    await ok(r.group('B', 'C'));
    const session = await ok(mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'routine', routineId: r.routineId } }));
    expect(session.exercises.map((e: Shown & { exerciseId: number }) => [e.exerciseId, e.supersetGroup])).toEqual([
      [BENCH, null],
      [PUSH_UP, 1],
      [PLANK, 1],
    ]);
  });

  test('ownership, items of another routine, bad input: refused, nothing changes', async () => {
    const r = await routineOf(a, [BENCH, PUSH_UP, PLANK]);
    const other = await routineOf(a, [SQUAT, BENCH]);
    const before = await store();
    const theirs = await r.call('routines.groupItems', { routineId: r.routineId, routineItemIds: [r.ids.A, r.ids.B] }, b);
    expect(trpcError(theirs).data.appCode).toBe('ROUTINE_NOT_FOUND');
    expect(trpcError(await r.call('routines.ungroupItem', { routineItemId: r.ids.A }, b)).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    const mixed = await r.call('routines.groupItems', { routineId: r.routineId, routineItemIds: [r.ids.A, other.ids.A] });
    expect(trpcError(mixed).data.appCode).toBe('ROUTINE_ITEM_NOT_FOUND');
    const refused = async (routineItemIds: unknown) => {
      const bad = await r.call('routines.groupItems', { routineId: r.routineId, routineItemIds });
      expect(bad.status, JSON.stringify(routineItemIds)).toBe(400);
      return trpcError(bad).message;
    };
    for (const ids of [[], [r.ids.A], [r.ids.A, r.ids.A]]) expect(await refused(ids)).toBe(ROUTINE_SUPERSET_MSG);
    for (const ids of [['x', 1], null]) expect(await refused(ids)).toMatch(HANGUL);
    expect(await store()).toBe(before);
  });

  test('the legacy /api never shows groups: its list is byte-identical; its moves keep groups whole', async () => {
    const r = await routineOf(a, [BENCH, PUSH_UP, PLANK]);
    const legacy = () => api(t.app, 'GET', `/myfit/routines/workout/${r.routineId}`, { token: a.accessToken });
    const before = await legacy();
    expect(before.status).toBe(200);
    await ok(r.group('A', 'B'));
    const after = await legacy();
    expect(after.status).toBe(200);
    expect(after.body).toBe(before.body);
    expect(after.body).not.toMatch(/superset/i);
    const moved = await api(t.app, 'POST', `/myfit/routines/workout/update/${r.ids.A}`, { token: a.accessToken, body: { myWorkoutIndex: 3 } });
    expect(moved.status).toBe(200);
    expect(r.show(await r.items())).toEqual(['B', 'C', 'A']);
  });
});
