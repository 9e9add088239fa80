// Gym mode's export and import through the real app: Strong and Hevy exports mapped to our
// catalogue, stored once however often they are imported, refused with the file's line when malformed,
// only ever the caller's, exported in Strong's columns and imported back identically, and a 5-year,
// 50,000-row file in the chunks the web client sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { csvField, readCsv } from '../../server/features/training/transfer/csv.contract';
import { STRONG_COLUMNS } from '../../server/features/training/transfer/import-formats.contract';
import { splitCsvForImport } from '../../server/features/training/transfer/import-chunks.contract';
import type { ImportPreview, ImportResult, TrainingExport } from '../../server/features/training/transfer/transfer.contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { type Member, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery } from '../helpers/calls';
import { generateStrongFile } from '../helpers/strong-file';
import { sqlRows } from '../helpers/test-db';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures', name), 'utf8');
const STRONG = fixture('strong-export.csv');
const HEVY = fixture('hevy-export.csv');

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());

const id = (key: string) => t.catalogue.current.byKey.exercises.get(key)!.id;
const koreanName = (key: string) => t.catalogue.current.byKey.exercises.get(key)!.koreanName;

const preview = (m: Member, csv: string, firstLine?: number) => trpcMutation(t.app, 'training.import.preview', { csv, firstLine }, m.accessToken);
const commit = (m: Member, csv: string, mapping: Record<string, number | null> = {}, firstLine?: number) =>
  trpcMutation(t.app, 'training.import.commit', { csv, firstLine, mapping }, m.accessToken);
const exported = async (m: Member, format: 'csv' | 'json') => {
  const res = await trpcQuery(t.app, 'training.export', { format }, m.accessToken);
  expect(res.status).toBe(200);
  return trpcData(res) as { filename: string; contentType: string; body: string };
};

/** A whole file as the web client sends it: previewed chunk by chunk, then committed chunk by chunk. */
async function importFile(m: Member, text: string, mapping: Record<string, number | null> = {}): Promise<ImportResult & { names: ImportPreview['names'] }> {
  const chunks = splitCsvForImport(text);
  const names: ImportPreview['names'] = [];
  for (const chunk of chunks) {
    const res = await preview(m, chunk.csv, chunk.firstLine);
    expect(res.status, res.body).toBe(200);
    for (const n of (trpcData(res) as ImportPreview).names) if (!names.some((x) => x.name === n.name)) names.push(n);
  }
  const total = { added: 0, skippedDuplicates: 0, skippedSets: 0 };
  for (const chunk of chunks) {
    const res = await commit(m, chunk.csv, mapping, chunk.firstLine);
    expect(res.status, res.body).toBe(200);
    const r = trpcData(res) as ImportResult;
    total.added += r.added;
    total.skippedDuplicates += r.skippedDuplicates;
    total.skippedSets += r.skippedSets;
  }
  return { ...total, names };
}

const userIdOf = async (m: Member) => (await sqlRows<{ id: number }>(t.db, 'SELECT id FROM users WHERE email_key = ?', [m.loginEmail.toLowerCase()]))[0]!.id;

type StoredSet = { position: number; weight: number | null; reps: number | null; seconds: number | null; rpe: number | null; done: boolean };
type StoredWorkout = {
  name: string;
  source: string;
  startedAt: number;
  finishedAt: number | null;
  notes: string | null;
  exercises: { position: number; exerciseId: number; exerciseName: string; notes: string | null; skipped: boolean; sets: StoredSet[] }[];
};

/** The member's workouts read straight from the tables (the history screens are another engineer's). */
async function storedWorkouts(m: Member): Promise<StoredWorkout[]> {
  const userId = await userIdOf(m);
  const sessions = await sqlRows<Record<string, unknown>>(
    t.db,
    'SELECT id, name, source, started_at, finished_at, notes FROM training_sessions WHERE user_id = ? ORDER BY started_at, id',
    [userId],
  );
  const exercises = await sqlRows<Record<string, unknown>>(
    t.db,
    `SELECT e.id, e.session_id, e.position, e.exercise_id, e.exercise_name, e.notes, e.skipped FROM training_exercises e
     JOIN training_sessions s ON s.id = e.session_id WHERE s.user_id = ? ORDER BY e.session_id, e.position`,
    [userId],
  );
  const sets = await sqlRows<Record<string, unknown>>(
    t.db,
    `SELECT x.exercise_id, x.position, x.weight, x.reps, x.seconds, x.rpe, x.done FROM training_sets x
     JOIN training_exercises e ON e.id = x.exercise_id JOIN training_sessions s ON s.id = e.session_id
     WHERE s.user_id = ? ORDER BY x.exercise_id, x.position`,
    [userId],
  );
  const num = (v: unknown) => (v === null ? null : Number(v));
  return sessions.map((s) => ({
    name: s.name as string,
    source: s.source as string,
    startedAt: Number(s.started_at),
    finishedAt: num(s.finished_at),
    notes: s.notes as string | null,
    exercises: exercises
      .filter((e) => e.session_id === s.id)
      .map((e) => ({
        position: Number(e.position),
        exerciseId: Number(e.exercise_id),
        exerciseName: e.exercise_name as string,
        notes: e.notes as string | null,
        skipped: Boolean(e.skipped),
        sets: sets
          .filter((x) => x.exercise_id === e.id)
          .map((x) => ({
            position: Number(x.position),
            weight: num(x.weight),
            reps: num(x.reps),
            seconds: num(x.seconds),
            rpe: num(x.rpe),
            done: Boolean(x.done),
          })),
      })),
  }));
}

const TRAINING_TABLES = ['training_sessions', 'training_exercises', 'training_sets'];
const trainingSnapshot = async () => Promise.all(TRAINING_TABLES.map((table) => snapshot(t.db, table)));

/** Korean wall-clock time → ms. */
const korea = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => Date.UTC(y, mo - 1, d, h - 9, mi, s);

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
      weight,
      reps,
      seconds,
      rpe,
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
    // Two identical requests at once still store each workout once.
    const hevy = await Promise.all([commit(a, HEVY), commit(a, HEVY)]);
    expect(hevy.map((r) => (trpcData(r) as ImportResult).added).sort()).toEqual([0, 3]);
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
    expect((await trpcQuery(t.app, 'training.export', { format: 'csv' })).status).toBe(401);
    expect((await trpcMutation(t.app, 'training.import.commit', { csv: STRONG, mapping: {} })).status).toBe(401);
  });
});

describe('export', () => {
  test("CSV in Strong's columns: Korean wall-clock dates, Strong's durations, kg, empty cells for null, quoted notes", async () => {
    await commit(a, STRONG);
    const file = await exported(a, 'csv');
    expect(file.filename).toMatch(/^fitforme-training-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const lines = file.body.trimEnd().split('\n');
    expect(lines[0]).toBe('Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE');
    expect(lines).toHaveLength(1 + 19);
    const bench = koreanName('bench_press');
    const plank = koreanName('plank');
    expect(lines.slice(1, 4)).toEqual([
      `2024-03-04 19:05:12,Push Day,1h 5m,${bench},1,60,8,,,"Grip: narrow, elbows in","Felt ""strong"", good pump",`,
      `2024-03-04 19:05:12,Push Day,1h 5m,${bench},2,62.5,6,,,"Grip: narrow, elbows in","Felt ""strong"", good pump",`,
      `2024-03-04 19:05:12,Push Day,1h 5m,${bench},3,62.5,5,,,"Grip: narrow, elbows in","Felt ""strong"", good pump",8.5`,
    ]);
    expect(lines).toContain(`2024-03-06 07:30:00,Pull Day,45m,${plank},1,0,,,60,,Early session before work,`);
    expect(lines.at(-1)).toBe(`2024-03-08 18:00:00,Leg Day,1h,${koreanName('leg_press')},2,140,8,,,,,`);
  });

  test('JSON: the finished workouts with their exercises and sets, times on Korea’s clock', async () => {
    await commit(a, HEVY);
    const file = await exported(a, 'json');
    expect(file.filename).toMatch(/^fitforme-training-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.contentType).toBe('application/json; charset=utf-8');
    const doc = JSON.parse(file.body) as TrainingExport;
    expect(doc).toMatchObject({ format: 'fitforme-training', version: 1, timeZone: 'Asia/Seoul' });
    expect(doc.sessions).toHaveLength(3);
    expect(doc.sessions[0]).toMatchObject({
      name: 'Upper A',
      source: 'import',
      date: '2023-11-26',
      startedAt: '2023-11-26T18:03:00+09:00',
      finishedAt: '2023-11-26T19:10:00+09:00',
      durationSeconds: 67 * 60,
      notes: 'Good session, "new PR" on bench',
    });
    expect(doc.sessions[0]!.exercises[2]).toEqual({
      position: 3,
      exerciseId: id('plank'),
      exerciseName: koreanName('plank'),
      englishName: 'Plank',
      restSeconds: null,
      skipped: false,
      notes: null,
      sets: [
        { position: 1, weight: null, reps: null, seconds: 60, rpe: null, done: true },
        { position: 2, weight: null, reps: null, seconds: 45, rpe: null, done: true },
      ],
    });
  });

  test('round trip: the CSV export imported into another account gives identical workouts (and the same export)', async () => {
    await commit(a, STRONG);
    await commit(a, HEVY);
    const csv = (await exported(a, 'csv')).body;
    const b = await signUpMember(t.app);
    const result = await importFile(b, csv);
    // Our export names exercises as logged (Korean): each maps back to the same exercise.
    for (const n of result.names) expect(n.koreanName).toBe(n.name);
    expect(result).toMatchObject({ added: 6, skippedDuplicates: 0, skippedSets: 0 });
    const mine = await storedWorkouts(a);
    expect(mine).toHaveLength(6);
    expect(await storedWorkouts(b)).toEqual(mine);
    expect((await exported(b, 'csv')).body).toBe(csv);
    // And once more into the same account: nothing new.
    expect(await importFile(b, csv)).toMatchObject({ added: 0, skippedDuplicates: 6 });
  });
  test('imported workouts count in progress like logged ones: their per-exercise summaries are written with them', async () => {
    await commit(a, STRONG);
    expect(await sqlRows(t.db, 'SELECT id FROM training_exercises WHERE done_sets IS NULL')).toEqual([]);
    const trained = trpcData(await trpcQuery(t.app, 'training.progress.exercises', undefined, a.accessToken)) as { exerciseId: number; sessions: number }[];
    expect(trained.length).toBeGreaterThan(0);
    const progress = trpcData(await trpcQuery(t.app, 'training.progress.exercise', { exerciseId: trained[0]!.exerciseId }, a.accessToken));
    expect(progress.points).toHaveLength(trained[0]!.sessions);
  });
});

describe('a large file', () => {
  test('5 years, 50,000 rows, imported through splitCsvForImport chunks: every workout and set stored once', async () => {
    const file = generateStrongFile({ rows: 50_000, years: 5 });
    const chunks = splitCsvForImport(file.csv);
    const started = performance.now();
    let added = 0;
    for (const chunk of chunks) {
      const res = await commit(a, chunk.csv, {}, chunk.firstLine);
      expect(res.status, res.body).toBe(200);
      added += (trpcData(res) as ImportResult).added;
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`[training-io] ${t.db.kind}: 50,000 rows (${file.sessions} workouts) imported in ${chunks.length} chunks in ${seconds.toFixed(2)} s`);
    expect(added).toBe(file.sessions);
    const userId = await userIdOf(a);
    const [counts] = await sqlRows<{ sessions: number; first: number; last: number }>(
      t.db,
      "SELECT count(*) AS sessions, min(started_at) AS first, max(started_at) AS last FROM training_sessions WHERE user_id = ? AND source = 'import' AND finished_at IS NOT NULL",
      [userId],
    );
    expect({ ...counts, sessions: Number(counts!.sessions), first: Number(counts!.first), last: Number(counts!.last) }).toEqual({
      sessions: file.sessions,
      first: file.firstStart,
      last: file.lastStart,
    });
    const [sets] = await sqlRows<{ n: number; exercises: number }>(
      t.db,
      `SELECT count(*) AS n, count(DISTINCT x.exercise_id) AS exercises FROM training_sets x JOIN training_exercises e ON e.id = x.exercise_id
       JOIN training_sessions s ON s.id = e.session_id WHERE s.user_id = ?`,
      [userId],
    );
    expect([Number(sets!.n), Number(sets!.exercises)]).toEqual([50_000, file.sessions * 5]);
    // A few chunks again: nothing added.
    for (const chunk of chunks.slice(0, 3)) expect((trpcData(await commit(a, chunk.csv, {}, chunk.firstLine)) as ImportResult).added).toBe(0);
    // The export holds every set.
    const exportStarted = performance.now();
    const csv = (await exported(a, 'csv')).body;
    console.info(`[training-io] ${t.db.kind}: export of 50,000 sets as CSV in ${Math.round(performance.now() - exportStarted)} ms`);
    expect(csv.trimEnd().split('\n')).toHaveLength(1 + 50_000);
  }, 180_000);
});

/** The cells of a CSV export (header row first), as a spreadsheet would read them. */
const csvCells = (text: string) => readCsv(text).records.map((r) => r.fields);
const TEXT_COLUMNS = ['Workout Name', 'Exercise Name', 'Notes', 'Workout Notes'].map((c) => STRONG_COLUMNS.indexOf(c as (typeof STRONG_COLUMNS)[number]));
/** What a spreadsheet starts a formula with (OWASP, CSV injection): = + - @, a tab, a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('formula injection: the CSV export neutralises text that a spreadsheet would run (OWASP CSV injection)', () => {
  const HEADER = STRONG_COLUMNS.join(',');
  const row = (date: string, name: string, notes: string, workoutNotes: string, weight = '60') =>
    [date, name, '1h', 'Bench Press (Barbell)', '1', weight, '8', '', '', notes, workoutNotes, ''].map((v) => csvField(v)).join(',');
  const FILE = [
    HEADER,
    row('2024-05-01 18:00:00', '=HYPERLINK("http://x.kr","눌러")', "+cmd|' /C calc'!A0", '@SUM(1+1)'),
    row('2024-05-02 18:00:00', '-2+3', '=1+1', '-5'),
    row('2024-05-03 18:00:00', '평범한 운동', '메모', '운동 메모', '62.5'),
  ].join('\n');

  /** The member's workouts and the texts of a's three workouts as stored, with the few only SQL can write. */
  async function seed() {
    expect(trpcData(await commit(a, FILE))).toMatchObject({ added: 3 });
    const userId = await userIdOf(a);
    const set = (column: string, value: string, name: string) =>
      sqlRows(t.db, `UPDATE training_sessions SET ${column} = ? WHERE user_id = ? AND name = ?`, [value, userId, name]);
    // A member's own leading quote (kept both ways), and a tab or CR first, which gym mode's inputs refuse
    // but a row written another way may hold.
    await set('notes', "'=1+1", '평범한 운동');
    await sqlRows(t.db, 'UPDATE training_exercises SET notes = ? WHERE session_id IN (SELECT id FROM training_sessions WHERE user_id = ? AND name = ?)', [
      "'그냥 따옴표",
      userId,
      '평범한 운동',
    ]);
    await set('name', '\t=1+2', '-2+3');
  }

  test('text cells starting with = + - @, a tab or a CR get a leading quote and are quoted; numbers and JSON stay exact', async () => {
    await seed();
    await sqlRows(
      t.db,
      "UPDATE training_exercises SET exercise_name = '@다른 이름' WHERE position = 1 AND session_id = (SELECT min(id) FROM training_sessions)",
    );
    const stored = await storedWorkouts(a);
    const csv = (await exported(a, 'csv')).body;
    const [header, ...rows] = csvCells(csv);
    expect(header).toEqual([...STRONG_COLUMNS]);
    expect(rows).toHaveLength(3);
    for (const cells of rows) for (const c of TEXT_COLUMNS) expect(cells[c], cells.join(' | ')).not.toMatch(FORMULA_START);
    const [first, second, third] = rows;
    expect(first!.slice(1, 4)).toEqual(['\'=HYPERLINK("http://x.kr","눌러")', '1h', "'@다른 이름"]);
    expect(first!.slice(9, 11)).toEqual(["'+cmd|' /C calc'!A0", "'@SUM(1+1)"]);
    expect(second![1]).toBe("'\t=1+2");
    expect(second!.slice(9, 11)).toEqual(["'=1+1", "'-5"]);
    // A quote the member typed before a formula character gets one more, so the import can take ours off.
    expect(third!.slice(9, 11)).toEqual(["'그냥 따옴표", "''=1+1"]);
    // The numbers the exporter writes stay numbers: no quote, no neutralising.
    expect(first!.slice(4, 7)).toEqual(['1', '60', '8']);
    expect(third![5]).toBe('62.5');
    // Every neutralised cell is in double quotes in the file (a spreadsheet then takes it as text as it is).
    const lines = csv.split('\n');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.kr"",""눌러"")"`);
    expect(lines[1]).toContain(`"'+cmd|' /C calc'!A0","'@SUM(1+1)"`);
    expect(lines[2]).toContain(`"'=1+1","'-5"`);
    expect(lines[1]).toMatch(/^2024-05-01 18:00:00,/);
    // JSON keeps the exact text.
    const doc = JSON.parse((await exported(a, 'json')).body) as TrainingExport;
    expect(doc.sessions.map((w) => [w.name, w.notes, w.exercises.map((e) => [e.exerciseName, e.notes])])).toEqual(
      stored.map((w) => [w.name, w.notes, w.exercises.map((e) => [e.exerciseName, e.notes])]),
    );
    expect(doc.sessions[0]!.name).toBe('=HYPERLINK("http://x.kr","눌러")');
    expect(doc.sessions[1]!.notes).toBe('-5');
  });

  test('our import takes our quote off again: export → import → export gives the same texts and file, round after round', async () => {
    await seed();
    const original = await storedWorkouts(a);
    const csv = (await exported(a, 'csv')).body;
    const b = await signUpMember(t.app);
    expect(await importFile(b, csv)).toMatchObject({ added: 3, skippedDuplicates: 0, skippedSets: 0 });
    // The tab is a space on import (gym mode's text is one line, import-readers.ts), and then trimmed.
    const expected = original.map((w) => (w.name === '\t=1+2' ? { ...w, name: '=1+2' } : w));
    expect(await storedWorkouts(b)).toEqual(expected);
    const again = (await exported(b, 'csv')).body;
    const c = await signUpMember(t.app);
    expect(await importFile(c, again)).toMatchObject({ added: 3 });
    expect(await storedWorkouts(c)).toEqual(expected);
    expect((await exported(c, 'csv')).body).toBe(again);
    expect(again).toBe(csv.replace("'\t=1+2", "'=1+2"));
  });
});

describe('numbers no person can do: refused on import, and never a failed export', () => {
  const strongLines = STRONG.split('\n');
  const withLine = (n: number, line: string) => strongLines.map((l, i) => (i === n - 1 ? line : l)).join('\n');
  const good = strongLines[1]!;
  const HUGE = `1${'0'.repeat(25)}`;
  const hevyLines = HEVY.split('\n');

  test('a Duration of 1 followed by 25 zeros is refused with its line, and export keeps answering', async () => {
    const csv = withLine(2, good.replace(',1h 5m,', `,${HUGE},`));
    for (const res of [await preview(a, csv), await commit(a, csv)]) {
      expect(res.status, res.body).toBe(400);
      expect(trpcError(res)).toMatchObject({
        message: `2번째 줄: 운동 시간 '${HUGE.slice(0, 20)}…'를 가져올 수 없어요. 운동 한 번은 24시간까지예요`,
        data: { appCode: 'IMPORT_INVALID' },
      });
    }
    expect(await storedWorkouts(a)).toEqual([]);
    for (const format of ['csv', 'json'] as const) expect((await trpcQuery(t.app, 'training.export', { format }, a.accessToken)).status).toBe(200);
  });

  test.each([
    ['Duration 25h', () => withLine(2, good.replace(',1h 5m,', ',25h,')), 2, "운동 시간 '25h'를 가져올 수 없어요. 운동 한 번은 24시간까지예요"],
    [
      'Duration 24h 1m',
      () => withLine(3, strongLines[2]!.replace(',1h 5m,', ',24h 1m,')),
      3,
      "운동 시간 '24h 1m'를 가져올 수 없어요. 운동 한 번은 24시간까지예요",
    ],
    [
      'Duration in bare seconds past a day',
      () => withLine(2, good.replace(',1h 5m,', ',86401,')),
      2,
      "운동 시간 '86401'를 가져올 수 없어요. 운동 한 번은 24시간까지예요",
    ],
    ['a Distance of 10^25', () => withLine(2, good.replace(',60,8,0,', `,60,8,${HUGE},`)), 2, `Distance 값 '${HUGE.slice(0, 20)}…'는 0~1000km 사이여야 해요`],
    ['a negative Distance', () => withLine(2, good.replace(',60,8,0,', ',60,8,-3,')), 2, "Distance 값 '-3'는 0~1000km 사이여야 해요"],
    [
      'a Hevy workout ending two days after it started',
      () => HEVY.replace('"26 Nov 2023, 19:10"', '"28 Nov 2023, 19:10"'),
      2,
      '운동을 끝낸 시간이 시작한 시간보다 24시간 넘게 늦어요',
    ],
    [
      'a Hevy distance_km of 10^25',
      () => [hevyLines[0], hevyLines[1]!.replace(',40,10,,,', `,40,10,${HUGE},,`)].join('\n'),
      2,
      `distance_km 값 '${HUGE.slice(0, 20)}…'는 0~1000km 사이여야 해요`,
    ],
  ])('%s is refused with its line and nothing is stored', async (_, csv, line, reason) => {
    const before = await trainingSnapshot();
    for (const res of [await preview(a, csv()), await commit(a, csv())]) {
      expect(res.status, res.body).toBe(400);
      expect(trpcError(res)).toMatchObject({ message: `${line}번째 줄: ${reason}`, data: { appCode: 'IMPORT_INVALID' } });
    }
    expect(await trainingSnapshot()).toEqual(before);
  });

  test('a workout of exactly 24 hours is a workout', async () => {
    const csv = `${STRONG_COLUMNS.join(',')}\n2024-05-01 06:00:00,마라톤 데이,24h,Plank,1,0,0,1000,60,,,\n`;
    expect(trpcData(await commit(a, csv))).toMatchObject({ added: 1 });
    const [w] = await storedWorkouts(a);
    expect(w!.finishedAt! - w!.startedAt).toBe(24 * 3600 * 1000);
    expect((await exported(a, 'csv')).body).toContain(',마라톤 데이,24h,');
  });

  test('export answers for any stored row: absurd times and amounts written straight into the tables', async () => {
    expect(trpcData(await commit(a, STRONG))).toMatchObject({ added: 3 });
    const userId = await userIdOf(a);
    // The largest instant each dialect's column holds (SQLite's integer column takes a REAL too).
    const absurd = t.db.sqlite ? 1e28 : 9e18;
    const session = async (name: string) =>
      (await sqlRows<{ id: number }>(t.db, 'SELECT id FROM training_sessions WHERE user_id = ? AND name = ?', [userId, name]))[0]!.id;
    const push = await session('Push Day');
    const pull = await session('Pull Day');
    await sqlRows(t.db, 'UPDATE training_sessions SET finished_at = ? WHERE id = ?', [absurd, push]);
    await sqlRows(t.db, 'UPDATE training_sessions SET started_at = ?, finished_at = ? WHERE id = ?', [absurd, absurd, pull]);
    await sqlRows(t.db, 'UPDATE training_exercises SET rest_seconds = ? WHERE session_id = ?', [2_000_000_000, push]);
    await sqlRows(t.db, 'UPDATE training_sets SET rpe = ? WHERE exercise_id IN (SELECT id FROM training_exercises WHERE session_id = ?)', [1e300, push]);
    await sqlRows(t.db, 'UPDATE training_sets SET rpe = ? WHERE rpe = ?', [-2, 7]);

    const csvRes = await trpcQuery(t.app, 'training.export', { format: 'csv' }, a.accessToken);
    const jsonRes = await trpcQuery(t.app, 'training.export', { format: 'json' }, a.accessToken);
    expect([csvRes.status, jsonRes.status], `${csvRes.body.slice(0, 300)} ${jsonRes.body.slice(0, 300)}`).toEqual([200, 200]);
    const doc = JSON.parse((trpcData(jsonRes) as { body: string }).body) as TrainingExport;
    // A start no calendar can show is left out (and logged); a finish past a day is the day's end; amounts
    // gym mode could never have taken are not entered.
    expect(doc.sessions.map((w) => w.name)).toEqual(['Push Day', 'Leg Day']);
    expect(t.logs.join('')).toContain(`"sessionId":${pull}`);
    expect(doc.sessions[0]).toMatchObject({ startedAt: '2024-03-04T19:05:12+09:00', finishedAt: '2024-03-05T19:05:12+09:00', durationSeconds: 24 * 3600 });
    expect(doc.sessions[0]!.exercises.map((e) => e.restSeconds)).toEqual([null, null, null]);
    expect(doc.sessions[0]!.exercises.flatMap((e) => e.sets.map((s) => s.rpe))).toEqual(Array(7).fill(null));
    expect(doc.sessions[1]!.exercises[0]!.sets.map((s) => s.rpe)).toEqual([null, null, null]);
    const csv = (trpcData(csvRes) as { body: string }).body;
    const rows = csvCells(csv).slice(1);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([...Array(7).fill(['Push Day', '24h']), ...Array(5).fill(['Leg Day', '1h'])]);
    expect(rows.map((r) => r[11])).toEqual(Array(12).fill(''));
    // And what we export, our import takes back.
    const b = await signUpMember(t.app);
    expect(await importFile(b, csv)).toMatchObject({ added: 2 });
  });
});
