// Export and import at their edges through the real app: text a spreadsheet would run as a formula
// (neutralised on export, restored on import), and numbers no person can do (refused on import, never a
// failed export).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/helpers/app';
import { type Member, signUpMember, trpcData, trpcError } from '../../../../tests/helpers/calls';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { csvCells, HEVY, STRONG, transferCalls } from '../../../../tests/helpers/training-transfer';
import { csvField } from './csv.shared';
import { STRONG_COLUMNS } from './import-formats.shared';
import type { TrainingExport } from './transfer.shared';

let t: TestApp;
let a: Member;
beforeEach(async () => {
  t = await buildTestApp();
  a = await signUpMember(t.app);
});
afterEach(async () => t.close());
const { commit, download, exported, importFile, preview, storedWorkouts, trainingSnapshot, userIdOf } = transferCalls(() => t);

const TEXT_COLUMNS = ['Workout Name', 'Exercise Name', 'Notes', 'Workout Notes'].map((c) => STRONG_COLUMNS.indexOf(c as (typeof STRONG_COLUMNS)[number]));
/** What a spreadsheet starts a formula with (OWASP, CSV injection): = + - @, a tab, a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('formula injection: the CSV export neutralises text that a spreadsheet would run (OWASP CSV injection)', () => {
  // The header our exports wrote before they numbered their workouts (Strong's older one).
  const HEADER = STRONG_COLUMNS.slice(1).join(',');
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
    expect(first!.slice(2, 5)).toEqual(['\'=HYPERLINK("http://x.kr","눌러")', '1h', "'@다른 이름"]);
    expect(first!.slice(10, 12)).toEqual(["'+cmd|' /C calc'!A0", "'@SUM(1+1)"]);
    expect(second![2]).toBe("'\t=1+2");
    expect(second!.slice(10, 12)).toEqual(["'=1+1", "'-5"]);
    // A quote the member typed before a formula character gets one more, so the import can take ours off.
    expect(third!.slice(10, 12)).toEqual(["'그냥 따옴표", "''=1+1"]);
    // The numbers the exporter writes stay numbers: no quote, no neutralising.
    expect(first!.slice(5, 8)).toEqual(['1', '60', '8']);
    expect(third![6]).toBe('62.5');
    // Every neutralised cell is in double quotes in the file (a spreadsheet then takes it as text as it is).
    const lines = csv.split('\n');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.kr"",""눌러"")"`);
    expect(lines[1]).toContain(`"'+cmd|' /C calc'!A0","'@SUM(1+1)"`);
    expect(lines[2]).toContain(`"'=1+1","'-5"`);
    expect(lines[1]).toMatch(/^1,2024-05-01 18:00:00,/);
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
    for (const format of ['csv', 'json'] as const) expect((await download(a, format)).statusCode).toBe(200);
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
    ['a Distance of 10^25', () => withLine(2, good.replace(',60,8,0,', `,60,8,${HUGE},`)), 2, `Distance 값 '${HUGE.slice(0, 20)}…'는 0~100km 사이여야 해요`],
    ['a negative Distance', () => withLine(2, good.replace(',60,8,0,', ',60,8,-3,')), 2, "Distance 값 '-3'는 0~100km 사이여야 해요"],
    ['a Distance past 100 km', () => withLine(2, good.replace(',60,8,0,', ',60,8,100.001,')), 2, "Distance 값 '100.001'는 0~100km 사이여야 해요"],
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
      `distance_km 값 '${HUGE.slice(0, 20)}…'는 0~100km 사이여야 해요`,
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
    const csv = `${STRONG_COLUMNS.join(',')}\n1,2024-05-01 06:00:00,마라톤 데이,24h,Plank,1,0,0,100,60,,,\n`;
    expect(trpcData(await commit(a, csv))).toMatchObject({ added: 1 });
    const [w] = await storedWorkouts(a);
    expect(w!.finishedAt! - w!.startedAt).toBe(24 * 3600 * 1000);
    // The longest distance one set may log: 100 km.
    expect(w!.exercises[0]!.sets[0]).toMatchObject({ seconds: 60, distanceM: 100_000 });
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

    const doc = JSON.parse((await exported(a, 'json')).body) as TrainingExport;
    // A start no calendar can show is left out (and logged); a finish past a day is the day's end; amounts
    // gym mode could never have taken are not entered.
    expect(doc.sessions.map((w) => w.name)).toEqual(['Push Day', 'Leg Day']);
    expect(t.logs.join('')).toContain(`"sessionId":${pull}`);
    expect(doc.sessions[0]).toMatchObject({ startedAt: '2024-03-04T19:05:12+09:00', finishedAt: '2024-03-05T19:05:12+09:00', durationSeconds: 24 * 3600 });
    expect(doc.sessions[0]!.exercises.map((e) => e.restSeconds)).toEqual([null, null, null]);
    expect(doc.sessions[0]!.exercises.flatMap((e) => e.sets.map((s) => s.rpe))).toEqual(Array(7).fill(null));
    expect(doc.sessions[1]!.exercises[0]!.sets.map((s) => s.rpe)).toEqual([null, null, null]);
    const csv = (await exported(a, 'csv')).body;
    const rows = csvCells(csv).slice(1);
    expect(rows.map((r) => [r[2], r[3]])).toEqual([...Array(7).fill(['Push Day', '24h']), ...Array(5).fill(['Leg Day', '1h'])]);
    expect(rows.map((r) => r[12])).toEqual(Array(12).fill(''));
    // And what we export, our import takes back.
    const b = await signUpMember(t.app);
    expect(await importFile(b, csv)).toMatchObject({ added: 2 });
  });
});
