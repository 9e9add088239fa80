// Importing Strong and Hevy exports through the real app (tRPC `training.transfer.importPreview` and
// `importCommit`): names mapped to our catalogue, stored once however often they are imported, refused with
// the file's line when malformed, and only ever the caller's.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type Member, signUpMember, trpcData, trpcError, trpcMutation } from '../../../../tests/helpers/calls';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { HEVY, korea, STRONG, type StoredWorkout, transferCalls } from '../../../../tests/helpers/training-transfer';
import { STRONG_COLUMNS } from './import-formats.shared';
import type { ImportPreview, ImportResult, TrainingExport } from './transfer.shared';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());
const { commit, exported, id, importFile, koreanName, preview, storedWorkouts, trainingSnapshot } = transferCalls(() => t);

describe('preview', () => {
  test('a Strong export: its format, workouts and sets counted, each name mapped (an unknown one to null)', async () => {
    const res = await preview(a, STRONG);
    expect(res.status, res.body).toBe(200);
    const p = trpcData(res) as ImportPreview;
    expect(p).toMatchObject({ format: 'strong', sessions: 3, sets: 22 });
    expect(p.names.map((n) => [n.name, n.sets, n.exerciseId])).toEqual([
      ['Bench Press (Barbell)', 3, id('bench_press')],
      ['Overhead Press (Barbell)', 2, id('overhead_press')],
      ['Push Up', 2, id('push_up')],
      ['Deadlift (Barbell)', 3, id('deadlift')],
      ['Lat Pulldown (Cable)', 2, id('lat_pulldown')],
      ['Tire Flip', 3, null],
      ['Plank', 2, id('plank')],
      ['Squat (Barbell)', 3, id('back_squat')],
      ['Leg Press', 2, id('leg_press')],
    ]);
    const bench = p.names[0]!;
    expect(bench.koreanName).toBe(koreanName('bench_press'));
    expect(bench.candidates[0]).toEqual({ exerciseId: id('bench_press'), koreanName: koreanName('bench_press') });
    expect(bench.candidates.length).toBeGreaterThan(1);
    expect(bench.candidates.length).toBeLessThanOrEqual(4);
    expect(p.names.find((n) => n.name === 'Tire Flip')).toEqual({ name: 'Tire Flip', sets: 3, exerciseId: null, koreanName: null, candidates: [] });
    // A preview stores nothing.
    expect(await storedWorkouts(a)).toEqual([]);
  });

  test('a Hevy export', async () => {
    const p = trpcData(await preview(a, HEVY)) as ImportPreview;
    expect(p).toMatchObject({ format: 'hevy', sessions: 3, sets: 27 });
    expect(p.names.map((n) => [n.name, n.sets, n.exerciseId])).toEqual([
      ['Bench Press (Barbell)', 4, id('bench_press')],
      ['Bent Over Row (Barbell)', 3, id('barbell_row')],
      ['Plank', 2, id('plank')],
      ['Battle Ropes', 1, null],
      ['Squat (Barbell)', 3, id('back_squat')],
      ['Romanian Deadlift (Barbell)', 3, id('romanian_deadlift')],
      ['Lunge (Dumbbell)', 2, id('db_lunge')],
      ['Pull Up', 3, id('pull_up')],
      ['Lateral Raise (Dumbbell)', 3, id('lateral_raise')],
      ['Bicep Curl (Dumbbell)', 3, id('db_curl')],
    ]);
  });
});

describe('commit', () => {
  test('a Strong export: the workouts and sets with their values, finished, in Korea time; unmapped sets skipped', async () => {
    const res = await commit(a, STRONG, { 'Tire Flip': null });
    expect(res.status, res.body).toBe(200);
    expect(trpcData(res)).toEqual({ added: 3, skippedDuplicates: 0, skippedSets: 3 });
    const stored = await storedWorkouts(a);
    expect(stored.map((w) => [w.name, w.source, w.startedAt, w.finishedAt, w.notes])).toEqual([
      ['Push Day', 'import', korea(2024, 3, 4, 19, 5, 12), korea(2024, 3, 4, 20, 10, 12), 'Felt "strong", good pump'],
      ['Pull Day', 'import', korea(2024, 3, 6, 7, 30), korea(2024, 3, 6, 8, 15), 'Early session before work'],
      ['Leg Day', 'import', korea(2024, 3, 8, 18, 0), korea(2024, 3, 8, 19, 0), null],
    ]);
    const [push, pull, legs] = stored;
    expect(push!.exercises.map((e) => [e.position, e.exerciseId, e.exerciseName, e.notes, e.skipped])).toEqual([
      [1, id('bench_press'), koreanName('bench_press'), 'Grip: narrow, elbows in', false],
      [2, id('overhead_press'), koreanName('overhead_press'), null, false],
      [3, id('push_up'), koreanName('push_up'), null, false],
    ]);
    const set = (weight: number | null, reps: number | null, seconds: number | null = null, rpe: number | null = null) => ({
      kind: 'work',
      weight,
      reps,
      seconds,
      distanceM: null,
      level: null,
      rpe,
      note: null,
      done: true,
    });
    const sets = (w: StoredWorkout) => w.exercises.map((e) => e.sets.map(({ position: _, ...s }) => s));
    expect(sets(push!)).toEqual([
      [set(60, 8), set(62.5, 6), set(62.5, 5, null, 8.5)],
      [set(40, 8), set(40, 7)],
      // Body weight only: 0 kg is kept for a body-weight exercise.
      [set(0, 15), set(0, 12)],
    ]);
    expect(pull!.exercises.map((e) => e.exerciseId)).toEqual([id('deadlift'), id('lat_pulldown'), id('plank')]);
    expect(sets(pull!)).toEqual([
      [set(100, 5), set(100, 5), set(105, 3, null, 9)],
      [set(50, 10), set(55, 8)],
      // A hold: seconds, no reps.
      [set(0, null, 60), set(0, null, 45)],
    ]);
    expect(sets(legs!)).toEqual([
      [set(80, 5), set(80, 5), set(85, 4, null, 7)],
      [set(120, 10), set(140, 8)],
    ]);
    expect(push!.exercises[0]!.sets.map((s) => s.position)).toEqual([1, 2, 3]);
    // Client ids are fresh UUIDs; import keys are set, one per workout.
    const rows = await sqlRows<{ client_id: string; import_key: string }>(t.db, 'SELECT client_id, import_key FROM training_sessions');
    for (const r of rows) expect(r.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(rows.map((r) => r.import_key)).size).toBe(3);
    const [{ n }] = (await sqlRows<{ n: number }>(t.db, 'SELECT count(*) AS n FROM training_sets')) as [{ n: number }];
    expect(Number(n)).toBe(19);
  });

  test('importing the same file again adds nothing, in one request or in chunks', async () => {
    expect(trpcData(await commit(a, STRONG))).toEqual({ added: 3, skippedDuplicates: 0, skippedSets: 3 });
    const before = await trainingSnapshot();
    expect(trpcData(await commit(a, STRONG))).toEqual({ added: 0, skippedDuplicates: 3, skippedSets: 0 });
    const again = await importFile(a, STRONG);
    expect(again).toMatchObject({ added: 0, skippedDuplicates: 3, skippedSets: 0 });
    expect(await trainingSnapshot()).toEqual(before);
    // Two identical requests at once still store each workout once: the second waits for nothing (409, one
    // transfer per member at a time) or finds them stored.
    const hevy = await Promise.all([commit(a, HEVY), commit(a, HEVY)]);
    const added = hevy.map((r) => (r.status === 409 ? trpcError(r).data.appCode : (trpcData(r) as ImportResult).added));
    expect(added.filter((n) => n === 3)).toHaveLength(1);
    expect(added.filter((n) => n !== 3)).toEqual([expect.toBeOneOf([0, 'TRANSFER_BUSY'])]);
    expect(await storedWorkouts(a)).toHaveLength(6);
  });

  test("the member's mapping wins over the suggestion, null skips an exercise; names not in it take the suggestion", async () => {
    const res = await commit(a, HEVY, { 'Bent Over Row (Barbell)': id('pendlay_row'), Plank: null });
    expect(trpcData(res)).toEqual({ added: 3, skippedDuplicates: 0, skippedSets: 3 });
    const [upper, lower, upperB] = await storedWorkouts(a);
    expect(upper!.exercises.map((e) => [e.exerciseId, e.exerciseName])).toEqual([
      [id('bench_press'), koreanName('bench_press')],
      [id('pendlay_row'), koreanName('pendlay_row')],
    ]);
    expect(upper).toMatchObject({
      name: 'Upper A',
      startedAt: korea(2023, 11, 26, 18, 3),
      finishedAt: korea(2023, 11, 26, 19, 10),
      notes: 'Good session, "new PR" on bench',
    });
    expect(upper!.exercises[0]).toMatchObject({ notes: 'Pause reps, 1 sec' });
    expect(upper!.exercises[0]!.sets.map((s) => [s.weight, s.reps, s.rpe])).toEqual([
      [40, 10, null],
      [60, 8, null],
      [60, 8, 8],
      [62.5, 6, 9.5],
    ]);
    expect(lower!.exercises[2]).toMatchObject({ exerciseId: id('db_lunge'), notes: 'Left knee sore, keep it "light"' });
    // Pull-ups without a weight in the file: weight null, reps kept.
    expect(upperB!.exercises[0]!.sets.map((s) => [s.weight, s.reps, s.seconds])).toEqual([
      [null, 8, null],
      [null, 7, null],
      [null, 6, null],
    ]);
  });

  test('a workout whose every exercise is skipped is not stored; a mapping to no exercise is refused', async () => {
    const skipAll = Object.fromEntries(['Squat (Barbell)', 'Leg Press', 'Tire Flip'].map((name) => [name, null] as const));
    expect(trpcData(await commit(a, STRONG, skipAll))).toEqual({ added: 2, skippedDuplicates: 0, skippedSets: 3 + 2 + 1 + 2 });
    expect((await storedWorkouts(a)).map((w) => w.name)).toEqual(['Push Day', 'Pull Day']);
    const before = await trainingSnapshot();
    const bad = await commit(a, HEVY, { Plank: 999_999 });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(trpcError(bad).data.appCode).toBe('EXERCISE_NOT_FOUND');
    expect(await trainingSnapshot()).toEqual(before);
  });
});

describe('malformed files are refused naming the line of the file, and nothing is stored', () => {
  const strongLines = STRONG.split('\n');
  /** The fixture with its n-th line (1-based) replaced. */
  const withLine = (n: number, line: string) => strongLines.map((l, i) => (i === n - 1 ? line : l)).join('\n');
  const good = strongLines[1]!;

  test.each([
    ['an unknown header', 'Datum,Training,Übung\n2024-01-01,A,B\n', 1, 'Strong이나 Hevy에서 내보낸 CSV 파일이 아니에요. 첫 줄의 열 이름을 알 수 없어요'],
    ['a row with a field missing', withLine(4, good.replace(/,$/, '')), 4, '값이 12개여야 하는데 11개예요'],
    ['a row with a field too many', withLine(3, `${good},extra`), 3, '값이 12개여야 하는데 13개예요'],
    [
      'a date that is no date',
      withLine(27, strongLines[26]!.replace('2024-03-08 18:00:00', '08/03/2024 18:00')),
      27,
      "날짜 '08/03/2024 18:00'를 읽을 수 없어요",
    ],
    ['a weight that is no number', withLine(28, strongLines[27]!.replace(',80,5,', ',eighty,5,')), 28, "Weight 값 'eighty'를 숫자로 읽을 수 없어요"],
    ['a weight over 500 kg', withLine(2, good.replace(',60,8,', ',501,8,')), 2, '무게는 0~500kg 사이로 입력해 주세요'],
    ['reps over 200', withLine(2, good.replace(',60,8,', ',60,250,')), 2, '횟수는 0~200회 사이로 입력해 주세요'],
    ['notes over 500 characters', withLine(5, strongLines[4]!.replace(',,"Felt', `,${'메모'.repeat(251)},"Felt`)), 5, '메모는 500자까지 쓸 수 있어요'],
    ['a quote never closed', `${STRONG}2024-03-09 10:00:00,Extra,1h,Plank,1,0,0,0,60,"oops,,\n`, 33, '따옴표로 시작한 값의 따옴표가 닫히지 않았어요'],
  ])('%s', async (_, csv, line, reason) => {
    const before = await trainingSnapshot();
    for (const res of [await preview(a, csv), await commit(a, csv)]) {
      expect(res.status).toBe(400);
      expect(trpcError(res)).toMatchObject({ message: `${line}번째 줄: ${reason}`, data: { appCode: 'IMPORT_INVALID' } });
    }
    expect(await trainingSnapshot()).toEqual(before);
  });

  test("a chunk's firstLine places its lines in the file; a bad chunk stores nothing of itself", async () => {
    // The first data line of this chunk is line 1,001 of the file: its 28th line (a Squat row) is line 1,027.
    const csv = withLine(28, strongLines[27]!.replace(',80,5,', ',-80,5,'));
    const res = await commit(a, csv, {}, 1001);
    expect(trpcError(res).message).toBe('1027번째 줄: 무게는 0~500kg 사이로 입력해 주세요');
    expect(await storedWorkouts(a)).toEqual([]);
  });
});

describe('ownership', () => {
  test("imports land in the caller's history only; an export holds only the caller's workouts", async () => {
    const b = await signUpMember(t.app);
    expect(trpcData(await commit(a, STRONG)).added).toBe(3);
    expect(trpcData(await commit(b, HEVY)).added).toBe(3);
    // The same file in another account is that account's own: import keys are per member.
    expect(trpcData(await commit(b, STRONG)).added).toBe(3);
    expect((await storedWorkouts(a)).map((w) => w.name)).toEqual(['Push Day', 'Pull Day', 'Leg Day']);
    expect((await storedWorkouts(b)).map((w) => w.name)).toEqual(['Upper A', 'Lower A', 'Upper B', 'Push Day', 'Pull Day', 'Leg Day']);

    const aJson = JSON.parse((await exported(a, 'json')).body) as TrainingExport;
    expect(aJson.sessions.map((w) => w.name)).toEqual(['Push Day', 'Pull Day', 'Leg Day']);
    const aCsv = (await exported(a, 'csv')).body;
    expect(aCsv).not.toContain('Upper A');
    const c = await signUpMember(t.app);
    expect(JSON.parse((await exported(c, 'json')).body).sessions).toEqual([]);
    expect((await exported(c, 'csv')).body).toBe(`${STRONG_COLUMNS.join(',')}\n`);
    // Without a login there is nothing.
    expect((await trpcMutation(t.app, 'training.transfer.exportLink', { format: 'csv' })).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/download/training-export?format=csv&ticket=x.y' })).statusCode).toBe(401);
    expect((await trpcMutation(t.app, 'training.transfer.importCommit', { csv: STRONG, mapping: {} })).status).toBe(401);
  });
});
