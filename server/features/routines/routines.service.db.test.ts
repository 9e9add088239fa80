// Routines and the exercises in them, called directly: the limits (5 routines, 7 exercises), the 1..n
// orders, all-or-nothing adds, ownership on every call, and the legacy whole-set save.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { codeOf, rows, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../tests/helpers/services';
import { AppError } from '../../errors';
import { CATALOGUE, syncCatalogue } from '../catalogue/sync/sync';
import { addExercisesToRoutines, addRoutineItem, deleteRoutineItem, listRoutineItems, moveRoutineItem, updateRoutineItem } from './routine-items.service';
import { addableExercises, createRoutine, deleteRoutine, listRoutines, renameRoutine, reorderRoutines, replaceRoutines } from './routines.service';
import { ROUTINE_MSG, type Routine } from './routines.shared';

// Catalogue ids (seed order): 1 바벨 벤치 프레스 (barbell), 11 푸시업 (body weight).
const BENCH_PRESS = 1;
const PUSH_UP = 11;

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
  b = await signedUp(w.deps);
});
afterEach(() => w.close());

const names = async (m: TestMember) => (await listRoutines(m.ctx)).map((r) => [r.routineName, r.routineIndex]);
const order = async (m: TestMember, routineId: number) => (await listRoutineItems(m.ctx, { routineId })).map((x) => [x.exerciseId, x.position]);
const memberTables = async () => JSON.stringify([await rows(w.db, 'routines'), await rows(w.db, 'routine_items')]);

/** A routine of `m` holding `exerciseIds`, added one by one. */
async function routineWith(m: TestMember, name: string, exerciseIds: number[]): Promise<number> {
  const { routineId } = await createRoutine(m.ctx, { name });
  for (const exerciseId of exerciseIds) await addRoutineItem(m.ctx, { routineIds: [routineId], exerciseId, weight: null, rep: null, setCount: null });
  return routineId;
}

/** Routines of `m` with these names, created one after the other (so numbered in this order); their ids. */
async function routinesNamed(m: TestMember, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) ids.push((await createRoutine(m.ctx, { name })).routineId);
  return ids;
}

test('routines are numbered 1..n in creation order and a sixth is refused with ROUTINE_LIMIT', async () => {
  const created: Routine[] = [];
  for (const name of ['가슴', '등', '어깨', '하체', '팔']) created.push(await createRoutine(a.ctx, { name }));
  expect(created.map((r) => [r.routineName, r.routineIndex, r.itemCount])).toEqual([
    ['가슴', 1, 0],
    ['등', 2, 0],
    ['어깨', 3, 0],
    ['하체', 4, 0],
    ['팔', 5, 0],
  ]);
  expect(await codeOf(() => createRoutine(a.ctx, { name: '여섯' }))).toBe('ROUTINE_LIMIT');
  expect(await listRoutines(a.ctx)).toHaveLength(5);
  // The limit is per member.
  expect((await createRoutine(b.ctx, { name: '여섯' })).routineIndex).toBe(1);
});

test('deleting a routine closes the gap; reordering takes exactly the caller’s routines', async () => {
  const [r1, r2, r3] = (await routinesNamed(a, ['하나', '둘', '셋'])) as [number, number, number];
  await deleteRoutine(a.ctx, { routineId: r2 });
  expect(await names(a)).toEqual([
    ['하나', 1],
    ['셋', 2],
  ]);
  expect((await reorderRoutines(a.ctx, { routineIds: [r3, r1] })).map((r) => [r.routineId, r.routineIndex])).toEqual([
    [r3, 1],
    [r1, 2],
  ]);
  expect(await codeOf(() => reorderRoutines(a.ctx, { routineIds: [r1] }))).toBe('CONFLICT');
  expect(await codeOf(() => reorderRoutines(a.ctx, { routineIds: [r1, r1] }))).toBe('CONFLICT');
  expect(await codeOf(() => reorderRoutines(a.ctx, { routineIds: [r1, r3, r2] }))).toBe('ROUTINE_NOT_FOUND');
  expect(await names(a)).toEqual([
    ['셋', 1],
    ['하나', 2],
  ]);
});

test('another member’s routine or exercise behaves like an unknown one on every call, and nothing changes', async () => {
  const theirs = await routineWith(b, '남의것', [BENCH_PRESS]);
  const [theirItem] = await listRoutineItems(b.ctx, { routineId: theirs });
  const before = await memberTables();
  const attempts: [string, () => unknown][] = [
    ['rename', () => renameRoutine(a.ctx, { routineId: theirs, name: '내것' })],
    ['delete', () => deleteRoutine(a.ctx, { routineId: theirs })],
    ['list', () => listRoutineItems(a.ctx, { routineId: theirs })],
    ['add', () => addRoutineItem(a.ctx, { routineIds: [theirs], exerciseId: PUSH_UP, weight: null, rep: null, setCount: null })],
    ['addable', () => addableExercises(a.ctx, { routineId: theirs, keyword: '' })],
    ['reorder', () => reorderRoutines(a.ctx, { routineIds: [theirs] })],
  ];
  for (const [what, attempt] of attempts) expect(await codeOf(attempt), what).toBe('ROUTINE_NOT_FOUND');
  const itemAttempts: [string, () => unknown][] = [
    ['move', () => moveRoutineItem(a.ctx, { routineItemId: theirItem!.routineItemId, toIndex: 1 })],
    ['amounts', () => updateRoutineItem(a.ctx, { routineItemId: theirItem!.routineItemId, weight: 50, rep: 10, setCount: 3 })],
    ['delete', () => deleteRoutineItem(a.ctx, { routineItemId: theirItem!.routineItemId })],
  ];
  for (const [what, attempt] of itemAttempts) expect(await codeOf(attempt), what).toBe('ROUTINE_ITEM_NOT_FOUND');
  expect(await memberTables()).toBe(before);
});

test('adding to several routines is all or nothing: a full routine, a duplicate or a foreign routine adds nowhere', async () => {
  const full = await routineWith(a, '가득', [1, 2, 3, 4, 5, 6, 7]);
  const empty = (await createRoutine(a.ctx, { name: '빈것' })).routineId;
  const foreign = (await createRoutine(b.ctx, { name: '남의것' })).routineId;
  const before = await memberTables();
  const add = (routineIds: number[], exerciseId: number) => () => addRoutineItem(a.ctx, { routineIds, exerciseId, weight: null, rep: null, setCount: null });
  expect(await codeOf(add([empty, full], 8))).toBe('ROUTINE_ITEM_LIMIT');
  expect(await codeOf(add([empty, full], 1))).toBe('ROUTINE_ITEM_EXISTS');
  expect(await codeOf(add([empty, foreign], 8))).toBe('ROUTINE_NOT_FOUND');
  expect(await codeOf(add([empty], 99_999))).toBe('EXERCISE_NOT_FOUND');
  expect(await memberTables()).toBe(before);

  await addRoutineItem(a.ctx, { routineIds: [empty], exerciseId: 8, weight: 12.5, rep: 10, setCount: 3, caution: '천천히' });
  expect((await listRoutineItems(a.ctx, { routineId: empty })).map((x) => [x.exerciseId, x.position, x.weight, x.rep, x.setCount, x.caution])).toEqual([
    [8, 1, 12.5, 10, 3, '천천히'],
  ]);
  expect((await order(a, full)).map(([, index]) => index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('the legacy add puts several exercises in at once, each routine within seven, with the catalogue’s caution', async () => {
  const r = await routineWith(a, '다섯', [1, 2, 3, 4, 5]);
  const before = await memberTables();
  expect(
    await codeOf(() => addExercisesToRoutines(a.ctx, { routineIds: [r], exerciseIds: [6, 7, 8], amounts: { weight: null, rep: null, setCount: null } })),
  ).toBe('ROUTINE_ITEM_LIMIT');
  expect(await memberTables()).toBe(before);
  await addExercisesToRoutines(a.ctx, { routineIds: [r], exerciseIds: [6, 7, 6], amounts: { weight: 0, rep: 10, setCount: 3 } });
  const items = await listRoutineItems(a.ctx, { routineId: r });
  expect(items.map((x) => [x.exerciseId, x.position, x.weight])).toEqual([
    [1, 1, null],
    [2, 2, null],
    [3, 3, null],
    [4, 4, null],
    [5, 5, null],
    [6, 6, 0], // the legacy shims keep accepting 0 kg on a loaded exercise
    [7, 7, 0],
  ]);
  expect(items[5]!.caution).toBe(CATALOGUE.exercises[5]!.caution);
});

test('exercises stay numbered 1..n through moves (clamped into range) and deletes', async () => {
  const r = await routineWith(a, '순서', [1, 2, 3, 4]);
  const id = async (exerciseId: number) => (await listRoutineItems(a.ctx, { routineId: r })).find((x) => x.exerciseId === exerciseId)!.routineItemId;
  const ids = (list: { exerciseId: number; position: number }[]) => list.map((x) => [x.exerciseId, x.position]);
  expect(ids(await moveRoutineItem(a.ctx, { routineItemId: await id(4), toIndex: 1 }))).toEqual([
    [4, 1],
    [1, 2],
    [2, 3],
    [3, 4],
  ]);
  expect(ids(await moveRoutineItem(a.ctx, { routineItemId: await id(4), toIndex: 99 })).map(([exerciseId]) => exerciseId)).toEqual([1, 2, 3, 4]);
  expect(ids(await moveRoutineItem(a.ctx, { routineItemId: await id(3), toIndex: -5 })).map(([exerciseId]) => exerciseId)).toEqual([3, 1, 2, 4]);
  await deleteRoutineItem(a.ctx, { routineItemId: await id(1) });
  expect(await order(a, r)).toEqual([
    [3, 1],
    [2, 2],
    [4, 3],
  ]);
  expect(await codeOf(() => deleteRoutineItem(a.ctx, { routineItemId: 99_999 }))).toBe('ROUTINE_ITEM_NOT_FOUND');
});

test('0 kg is refused for an exercise done with equipment and accepted for a body-weight move', async () => {
  const r = await routineWith(a, '무게', [BENCH_PRESS, PUSH_UP]);
  const [bench, pushUp] = await listRoutineItems(a.ctx, { routineId: r });
  const before = await memberTables();
  let refused: unknown;
  try {
    await updateRoutineItem(a.ctx, { routineItemId: bench!.routineItemId, weight: 0, rep: 10, setCount: 3 });
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({ code: 'VALIDATION', message: ROUTINE_MSG.weightNeeded, fieldErrors: { weight: [ROUTINE_MSG.weightNeeded] } });
  expect(await memberTables()).toBe(before);
  const other = (await createRoutine(a.ctx, { name: '다른' })).routineId;
  const beforeAdd = await memberTables();
  expect(await codeOf(() => addRoutineItem(a.ctx, { routineIds: [other], exerciseId: BENCH_PRESS, weight: 0, rep: 10, setCount: 3 }))).toBe('VALIDATION');
  expect(await memberTables()).toBe(beforeAdd);

  const updated = await updateRoutineItem(a.ctx, { routineItemId: pushUp!.routineItemId, weight: 0, rep: 15, setCount: 3 });
  expect([updated.weight, updated.rep, updated.setCount, updated.bodyweight]).toEqual([0, 15, 3, true]);
  expect(await updateRoutineItem(a.ctx, { routineItemId: bench!.routineItemId, weight: 42.5, rep: 8, setCount: 4 })).toMatchObject({
    weight: 42.5,
    rep: 8,
    setCount: 4,
  });
});

test('a retired exercise stays in the routine, marked, but can no longer be added', async () => {
  const r = await routineWith(a, '은퇴', [BENCH_PRESS, PUSH_UP]);
  await syncCatalogue(w.db, { ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== 'bench_press') }, { catalogue: w.deps.catalogue });
  expect((await listRoutineItems(a.ctx, { routineId: r })).map((x) => [x.exerciseId, x.exerciseName, x.retired])).toEqual([
    [BENCH_PRESS, '바벨 벤치 프레스', true],
    [PUSH_UP, '푸시업', false],
  ]);
  const other = (await createRoutine(a.ctx, { name: '새것' })).routineId;
  expect(await codeOf(() => addRoutineItem(a.ctx, { routineIds: [other], exerciseId: BENCH_PRESS, weight: null, rep: null, setCount: null }))).toBe(
    'EXERCISE_NOT_FOUND',
  );
  expect((await addableExercises(a.ctx, { routineId: other, keyword: '바벨 벤치 프레스' })).map((x) => x.exerciseId)).not.toContain(BENCH_PRESS);
});

test('addable exercises leave out those already in the routine', async () => {
  const r = (await createRoutine(a.ctx, { name: '검색' })).routineId;
  const before = await addableExercises(a.ctx, { routineId: r, keyword: '덤벨 컬' });
  expect(before).toEqual([
    { exerciseId: 58, exerciseName: '덤벨 컬' },
    { exerciseId: 67, exerciseName: '인클라인 덤벨 컬' },
  ]);
  await addRoutineItem(a.ctx, { routineIds: [r], exerciseId: 58, weight: null, rep: null, setCount: null });
  expect(await addableExercises(a.ctx, { routineId: r, keyword: '덤벨 컬' })).toEqual([{ exerciseId: 67, exerciseName: '인클라인 덤벨 컬' }]);
  expect(await addableExercises(a.ctx, { routineId: r, keyword: '' })).toHaveLength(CATALOGUE.exercises.length - 1);
});

test('the legacy whole-set save creates, renames, reorders and deletes in one go; a foreign id or a sixth routine changes nothing', async () => {
  const [r1, r2, r3] = (await routinesNamed(a, ['하나', '둘', '셋'])) as [number, number, number];
  const foreign = (await createRoutine(b.ctx, { name: '남의것' })).routineId;
  await replaceRoutines(a.ctx, [
    { routineId: r3, routineIndex: 1, name: '셋째' },
    { routineId: -1, routineIndex: 2, name: '새것' },
    { routineId: r1, routineIndex: 3, name: '하나' },
  ]);
  const after = await listRoutines(a.ctx);
  expect(after.map((r) => [r.routineName, r.routineIndex])).toEqual([
    ['셋째', 1],
    ['새것', 2],
    ['하나', 3],
  ]);
  expect(after.map((r) => r.routineId)).not.toContain(r2);
  expect([after[0]!.routineId, after[2]!.routineId]).toEqual([r3, r1]);

  const before = await memberTables();
  expect(await codeOf(() => replaceRoutines(a.ctx, [{ routineId: foreign, routineIndex: 1, name: '뺏기' }]))).toBe('ROUTINE_NOT_FOUND');
  const six = Array.from({ length: 6 }, (_, i) => ({ routineId: -1, routineIndex: i + 1, name: `루틴${i + 1}` }));
  expect(await codeOf(() => replaceRoutines(a.ctx, six))).toBe('ROUTINE_LIMIT');
  expect(await memberTables()).toBe(before);
  expect((await listRoutines(b.ctx)).map((r) => r.routineName)).toEqual(['남의것']);
});
