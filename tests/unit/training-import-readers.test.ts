// Reading a chunk of a Strong or Hevy export: times on Korea's clock, Strong's durations, the
// amounts of a set, gym mode's limits, and every refusal naming the line of the member's file.
import { describe, expect, test } from 'vitest';
import { HEVY_COLUMNS, STRONG_COLUMNS } from '../../server/features/training/transfer/import-formats.contract';
import { readImportChunk } from '../../server/features/training/transfer/import-readers';

const STRONG = STRONG_COLUMNS.join(',');
const HEVY = HEVY_COLUMNS.join(',');
const strong = (...rows: string[]) => `${STRONG}\n${rows.join('\n')}\n`;
const row = (over: Partial<Record<(typeof STRONG_COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    Date: '2024-03-04 19:05:12',
    'Workout Name': 'Push',
    Duration: '1h 5m',
    'Exercise Name': 'Bench Press (Barbell)',
    'Set Order': '1',
    Weight: '60',
    Reps: '8',
    Distance: '0',
    Seconds: '0',
    Notes: '',
    'Workout Notes': '',
    RPE: '',
    ...over,
  };
  return STRONG_COLUMNS.map((c) => base[c]).join(',');
};
const refusal = (csv: string, firstLine = 2) => {
  try {
    readImportChunk(csv, firstLine);
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return null;
};

describe('times and durations', () => {
  test("Strong's date is a Korean wall-clock time; its duration gives the end", () => {
    const [w] = readImportChunk(strong(row()), 2).sessions;
    expect(w!.startedAt).toBe(Date.UTC(2024, 2, 4, 10, 5, 12));
    expect(w!.finishedAt).toBe(Date.UTC(2024, 2, 4, 11, 10, 12));
  });

  test.each([
    ['45m', 45 * 60],
    ['1h', 3600],
    ['2h 0m', 7200],
    ['1h 5m', 3900],
    ['90s', 90],
    ['', 0],
    ['1500', 1500],
  ])('duration %j is %d s', (duration, seconds) => {
    const [w] = readImportChunk(strong(row({ Duration: duration })), 2).sessions;
    expect((w!.finishedAt - w!.startedAt) / 1000).toBe(seconds);
  });

  test.each([
    ['2024-03-04 7:05:12 PM', Date.UTC(2024, 2, 4, 10, 5, 12)],
    ['2024-03-04 12:00:00 AM', Date.UTC(2024, 2, 3, 15, 0, 0)],
    ['2024-03-04 19:05', Date.UTC(2024, 2, 4, 10, 5, 0)],
    ['2024-01-01 00:30:00', Date.UTC(2023, 11, 31, 15, 30, 0)],
  ])('Strong date %j', (date, startedAt) => {
    expect(readImportChunk(strong(row({ Date: date })), 2).sessions[0]!.startedAt).toBe(startedAt);
  });

  test("Hevy's '26 Nov 2023, 18:03' start and end times", () => {
    const csv = `${HEVY}\nUpper,"26 Nov 2023, 18:03","26 Nov 2023, 19:10",,Plank,,,0,normal,,,,60,\n`;
    const read = readImportChunk(csv, 2);
    expect(read.format).toBe('hevy');
    expect(read.sessions[0]).toMatchObject({ startedAt: Date.UTC(2023, 10, 26, 9, 3), finishedAt: Date.UTC(2023, 10, 26, 10, 10) });
    expect(read.sessions[0]!.exercises[0]!.sets).toEqual([{ weight: null, reps: null, seconds: 60, rpe: null }]);
  });
});

describe('sets, workouts and exercises', () => {
  test('rows group into workouts by date and name, exercises by consecutive name; notes kept once each', () => {
    const csv = strong(
      row({ Notes: '"a, b"', 'Workout Notes': '"x ""y"""' }),
      row({ 'Set Order': '2', Notes: '"a, b"', 'Workout Notes': '"x ""y"""' }),
      row({ 'Set Order': '3', Notes: 'c' }),
      row({ 'Exercise Name': 'Plank', Weight: '0', Reps: '0', Seconds: '60' }),
      row({ Date: '2024-03-05 19:05:12', 'Workout Name': '"Pull, heavy"', Weight: '', Reps: '5', RPE: '8.5' }),
    );
    const { sessions } = readImportChunk(csv, 2);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ name: 'Push', notes: 'x "y"' });
    expect(sessions[0]!.exercises.map((e) => [e.name, e.notes, e.sets.length])).toEqual([
      ['Bench Press (Barbell)', 'a, b / c', 3],
      ['Plank', null, 1],
    ]);
    expect(sessions[0]!.exercises[1]!.sets[0]).toEqual({ weight: 0, reps: null, seconds: 60, rpe: null });
    expect(sessions[1]).toMatchObject({ name: 'Pull, heavy' });
    expect(sessions[1]!.exercises[0]!.sets[0]).toEqual({ weight: null, reps: 5, seconds: null, rpe: 8.5 });
    expect(sessions[0]!.importKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]!.importKey).not.toBe(sessions[1]!.importKey);
  });

  test('line breaks in notes become spaces; long names are cut to 30; lbs become kg; weights rounded to 0.01 kg', () => {
    const csv = `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;Notes\n2024-01-01 10:00:00;${'가'.repeat(40)};Curl;1;"22,5";lbs;10;"one\r\ntwo"\n`;
    const [w] = readImportChunk(csv, 2).sessions;
    expect(w!.name).toBe('가'.repeat(30));
    expect(w!.exercises[0]).toMatchObject({ notes: 'one two', sets: [{ weight: 10.21, reps: 10, seconds: null, rpe: null }] });
  });

  test('the same file gives the same import keys; another name or minute gives another', () => {
    const key = (r: string) => readImportChunk(strong(r), 2).sessions[0]!.importKey;
    expect(key(row())).toBe(key(row({ Date: '2024-03-04 7:05:12 PM' })));
    expect(key(row())).not.toBe(key(row({ 'Workout Name': 'Push 2' })));
    expect(key(row())).not.toBe(key(row({ Date: '2024-03-04 19:06:12' })));
  });
});

describe('refusals name the line of the file', () => {
  test.each([
    ['a weight over 500 kg', row({ Weight: '500.5' }), '무게는 0~500kg'],
    ['a negative weight', row({ Weight: '-5' }), '무게는 0~500kg'],
    ['reps over 200', row({ Reps: '201' }), '횟수는 0~200회'],
    ['half a rep', row({ Reps: '7.5' }), '횟수는 0~200회'],
    ['seconds over 3600', row({ Seconds: '3601' }), '시간은 0~3600초'],
    ['an RPE of 11', row({ RPE: '11' }), 'RPE는 1~10'],
    ['a number that is not one', row({ Reps: '8x' }), "Reps 값 '8x'를 숫자로 읽을 수 없어요"],
    ['a date that is not one', row({ Date: '2024-02-30 10:00:00' }), "날짜 '2024-02-30 10:00:00'를 읽을 수 없어요"],
    ['an unreadable duration', row({ Duration: 'long' }), "운동 시간 'long'를 읽을 수 없어요"],
    ['notes over 500 characters', row({ Notes: 'x'.repeat(501) }), '메모는 500자까지'],
    ['a control character', row({ Notes: 'a\u0007b' }), '사용할 수 없는 문자'],
    ['an empty exercise name', row({ 'Exercise Name': '' }), '운동 이름이 비어 있어요'],
    ['a missing field', row().replace(/,[^,]*$/, ''), '값이 12개여야 하는데 11개예요'],
  ])('%s', (_, bad, words) => {
    const csv = strong(row(), row({ 'Set Order': '2' }), bad);
    expect(refusal(csv)).toEqual({ code: 'IMPORT_INVALID', message: expect.stringMatching(new RegExp(`^4번째 줄: .*${words.replace(/[()~.]/g, '.')}`)) });
    // In a chunk whose first data line is the file's line 1,001, the same row is line 1,003.
    expect(refusal(csv, 1001)?.message).toMatch(/^1003번째 줄: /);
  });

  test('more than 20 sets of an exercise, more than 30 exercises in a workout', () => {
    const sets = Array.from({ length: 21 }, (_, i) => row({ 'Set Order': String(i + 1) }));
    expect(refusal(strong(...sets))?.message).toMatch(/^22번째 줄: 세트는 운동마다 20개까지/);
    const exercises = Array.from({ length: 31 }, (_, i) => row({ 'Exercise Name': `Move ${i}` }));
    expect(refusal(strong(...exercises))?.message).toMatch(/^32번째 줄: 운동은 한 번에 30개까지/);
  });

  test("an unknown header is line 1; a Hevy end before its start; a broken quote at its record's line", () => {
    expect(refusal('Date,Exercise\n2024-01-01,Squat\n', 500)?.message).toMatch(/^1번째 줄: Strong이나 Hevy/);
    expect(refusal(`${HEVY}\nUpper,"26 Nov 2023, 18:03","26 Nov 2023, 17:10",,Plank,,,0,normal,,,,60,\n`)?.message).toMatch(/^2번째 줄: 운동을 끝낸 시간/);
    expect(refusal(strong(row(), row({ Notes: '"a\nb' })), 10)?.message).toMatch(/^11번째 줄: 따옴표로 시작한 값의/);
  });
});
