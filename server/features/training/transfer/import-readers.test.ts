// Reading a chunk of a Strong or Hevy export: times on Korea's clock, Strong's durations, the
// amounts of a set, gym mode's limits, and every refusal naming the line of the member's file.
import { describe, expect, test } from 'vitest';
import { HEVY_COLUMNS, STRONG_COLUMNS } from './import-formats.shared';
import { readImportChunk } from './import-readers';

const NOW = Date.UTC(2026, 10, 28);

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
    readImportChunk(csv, firstLine, NOW);
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return null;
};

describe('times and durations', () => {
  test("Strong's date is a Korean wall-clock time; its duration gives the end", () => {
    const [w] = readImportChunk(strong(row()), 2, NOW).sessions;
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
    const [w] = readImportChunk(strong(row({ Duration: duration })), 2, NOW).sessions;
    expect((w!.finishedAt - w!.startedAt) / 1000).toBe(seconds);
  });

  test.each([
    ['2024-03-04 7:05:12 PM', Date.UTC(2024, 2, 4, 10, 5, 12)],
    ['2024-03-04 12:00:00 AM', Date.UTC(2024, 2, 3, 15, 0, 0)],
    ['2024-03-04 19:05', Date.UTC(2024, 2, 4, 10, 5, 0)],
    ['2024-01-01 00:30:00', Date.UTC(2023, 11, 31, 15, 30, 0)],
  ])('Strong date %j', (date, startedAt) => {
    expect(readImportChunk(strong(row({ Date: date })), 2, NOW).sessions[0]!.startedAt).toBe(startedAt);
  });

  test("Hevy's '26 Nov 2023, 18:03' start and end times", () => {
    const csv = `${HEVY}\nUpper,"26 Nov 2023, 18:03","26 Nov 2023, 19:10",,Plank,,,0,normal,,,,60,\n`;
    const read = readImportChunk(csv, 2, NOW);
    expect(read.format).toBe('hevy');
    expect(read.sessions[0]).toMatchObject({ startedAt: Date.UTC(2023, 10, 26, 9, 3), finishedAt: Date.UTC(2023, 10, 26, 10, 10) });
    expect(read.sessions[0]!.exercises[0]!.sets).toEqual([
      { kind: 'work', weight: null, reps: null, seconds: 60, rpe: null, distanceM: null, level: null, note: null },
    ]);
  });
});

describe('sets, workouts and exercises', () => {
  test("rows group into workouts at their boundaries, exercises by consecutive name; different Notes are the sets' own", () => {
    const notes = '"x ""y"""';
    const csv = strong(
      row({ Notes: '"a, b"', 'Workout Notes': notes }),
      row({ 'Set Order': '2', Notes: '"a, b"', 'Workout Notes': notes }),
      row({ 'Set Order': '3', Notes: 'c', 'Workout Notes': notes }),
      row({ 'Exercise Name': 'Plank', Weight: '0', Reps: '0', Seconds: '60', 'Workout Notes': notes }),
      row({ Date: '2024-03-05 19:05:12', 'Workout Name': '"Pull, heavy"', Weight: '', Reps: '5', RPE: '8.5' }),
    );
    const { sessions } = readImportChunk(csv, 2, NOW);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ name: 'Push', notes: 'x "y"' });
    expect(sessions[0]!.exercises.map((e) => [e.name, e.notes, e.sets.length])).toEqual([
      ['Bench Press (Barbell)', null, 3],
      ['Plank', null, 1],
    ]);
    expect(sessions[0]!.exercises[0]!.sets.map((s) => s.note)).toEqual(['a, b', 'a, b', 'c']);
    const none = { distanceM: null, level: null, note: null };
    expect(sessions[0]!.exercises[1]!.sets[0]).toEqual({ kind: 'work', weight: 0, reps: null, seconds: 60, rpe: null, ...none });
    expect(sessions[1]).toMatchObject({ name: 'Pull, heavy' });
    expect(sessions[1]!.exercises[0]!.sets[0]).toEqual({ kind: 'work', weight: null, reps: 5, seconds: null, rpe: 8.5, ...none });
    expect(sessions[0]!.importKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]!.importKey).not.toBe(sessions[1]!.importKey);
  });

  test('line breaks in notes become spaces; long names are cut to 30; lbs become kg; weights rounded to 0.01 kg', () => {
    const csv = `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;Notes\n2024-01-01 10:00:00;${'가'.repeat(40)};Curl;1;"22,5";lbs;10;"one\r\ntwo"\n`;
    const [w] = readImportChunk(csv, 2, NOW).sessions;
    expect(w!.name).toBe('가'.repeat(30));
    expect(w!.exercises[0]).toMatchObject({ notes: 'one two', sets: [{ kind: 'work', weight: 10.21, reps: 10, seconds: null, rpe: null }] });
  });

  test('the same file gives the same import keys; another name or minute gives another', () => {
    const key = (r: string) => readImportChunk(strong(r), 2, NOW).sessions[0]!.importKey;
    expect(key(row())).toBe(key(row({ Date: '2024-03-04 7:05:12 PM' })));
    expect(key(row())).not.toBe(key(row({ 'Workout Name': 'Push 2' })));
    expect(key(row())).not.toBe(key(row({ Date: '2024-03-04 19:06:12' })));
  });
});

describe('sessions over the limits are cut, and say so', () => {
  test('21 sets of an exercise: the first 20 kept; 31 exercises: the first 30 kept; the notes say which', () => {
    const sets = Array.from({ length: 21 }, (_, i) => row({ 'Set Order': String(i + 1), Reps: String(i + 1), 'Workout Notes': '메모' }));
    const [many] = readImportChunk(strong(...sets), 2, NOW).sessions;
    expect(many!.exercises).toHaveLength(1);
    expect(many!.exercises[0]!.sets.map((s) => s.reps)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(many!.truncated).toEqual(['가져온 파일의 세트가 20개를 넘는 운동은 처음 20세트만 가져왔어요']);
    expect(many!.notes).toBe('메모 / 가져온 파일의 세트가 20개를 넘는 운동은 처음 20세트만 가져왔어요');
    const exercises = Array.from({ length: 31 }, (_, i) => row({ 'Exercise Name': `Move ${i}` }));
    const [wide] = readImportChunk(strong(...exercises), 2, NOW).sessions;
    expect(wide!.exercises.map((e) => e.name)).toEqual(Array.from({ length: 30 }, (_, i) => `Move ${i}`));
    expect(wide!.notes).toBe('가져온 파일의 운동이 30개를 넘어 처음 30개만 가져왔어요');
  });

  test('notes too long to hold the message too are cut to make room', () => {
    const long = 'x'.repeat(500);
    const exercises = Array.from({ length: 31 }, (_, i) => row({ 'Exercise Name': `Move ${i}`, 'Workout Notes': long }));
    const [w] = readImportChunk(strong(...exercises), 2, NOW).sessions;
    expect([...w!.notes!].length).toBe(500);
    expect(w!.notes).toMatch(/^x+ \/ 가져온 파일의 운동이 30개를 넘어 처음 30개만 가져왔어요$/);
  });
});

describe('set kinds, cardio, supersets and session boundaries', () => {
  test("Strong's W / D / F set orders, Distance in km and Seconds; Strong's own header (Workout #, Duration (sec), Weight (lbs), Distance (meters))", () => {
    const csv = strong(
      row({ 'Set Order': 'W', Weight: '20', Reps: '10' }),
      row({ 'Set Order': '1' }),
      row({ 'Set Order': 'D', Weight: '40', Reps: '12' }),
      row({ 'Set Order': 'F', Weight: '40', Reps: '6' }),
      row({ 'Exercise Name': 'Running', 'Set Order': '1', Weight: '', Reps: '0', Distance: '5.25', Seconds: '1800' }),
    );
    const [w] = readImportChunk(csv, 2, NOW).sessions;
    expect(w!.exercises[0]!.sets.map((s) => [s.kind, s.weight, s.reps])).toEqual([
      ['warmup', 20, 10],
      ['work', 60, 8],
      ['drop', 40, 12],
      ['failure', 40, 6],
    ]);
    expect(w!.exercises[1]!.sets[0]).toMatchObject({ kind: 'work', weight: null, reps: null, seconds: 1800, distanceM: 5250 });
    const own = [
      'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (lbs),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes',
      '1,2024-03-01 18:00:00,"Push",3600,"Bench Press (Barbell)",W,45,10,,,,,',
      '1,2024-03-01 18:00:00,"Push",3600,"Bench Press (Barbell)",Rest Timer,,,,,120,,',
      '1,2024-03-01 18:00:00,"Push",3600,"Bench Press (Barbell)",1,135,8,8,,,,',
      '2,2024-03-01 18:00:00,"Push",3600,"Treadmill",1,,,,3000,900,,',
    ].join('\n');
    const read = readImportChunk(own, 2, NOW);
    expect(read.format).toBe('strong');
    // Workout # tells the two workouts of one name and second apart.
    expect(read.sessions).toHaveLength(2);
    expect(read.sessions[0]!.finishedAt - read.sessions[0]!.startedAt).toBe(3600_000);
    expect(read.sessions[0]!.exercises[0]!.sets.map((s) => [s.kind, s.weight, s.reps, s.rpe])).toEqual([
      ['warmup', 20.41, 10, null],
      ['work', 61.23, 8, 8],
    ]);
    expect(read.sessions[1]!.exercises[0]!.sets[0]).toMatchObject({ seconds: 900, distanceM: 3000 });
  });

  test("Hevy's set types, superset ids (a group of one is none) and distance_km", () => {
    const h = (exercise: string, superset: string, index: number, type: string, rest = '60,8,,,') =>
      `Upper,"26 Nov 2023, 18:03","26 Nov 2023, 19:10",,${exercise},${superset},,${index},${type},${rest}`;
    const csv = `${HEVY}\n${[
      h('Bench Press (Barbell)', '', 0, 'warmup'),
      h('Bench Press (Barbell)', '', 1, 'dropset'),
      h('Bicep Curl (Dumbbell)', '0', 0, 'normal'),
      h('Triceps Pushdown', '0', 0, 'failure'),
      h('Lateral Raise (Dumbbell)', '1', 0, 'normal'),
      h('Rowing Machine', '', 0, 'normal', ',,2.5,600,'),
    ].join('\n')}\n`;
    const [w] = readImportChunk(csv, 2, NOW).sessions;
    expect(w!.exercises.map((e) => [e.name, e.supersetGroup, e.sets.map((s) => s.kind).join()])).toEqual([
      ['Bench Press (Barbell)', null, 'warmup,drop'],
      ['Bicep Curl (Dumbbell)', 1, 'work'],
      ['Triceps Pushdown', 1, 'failure'],
      ['Lateral Raise (Dumbbell)', null, 'work'],
      ['Rowing Machine', null, 'work'],
    ]);
    expect(w!.exercises[4]!.sets[0]).toMatchObject({ weight: null, reps: null, seconds: 600, distanceM: 2500 });
    expect(refusal(`${HEVY}\n${h('Plank', '', 0, 'superset')}\n`)?.message).toBe(
      "2번째 줄: set_type 값 'superset'를 알 수 없어요 (warmup, normal, dropset, failure)",
    );
  });

  test('two workouts of one name in the same second stay two (their duration differs); the same exercise again restarts its set numbers', () => {
    const csv = strong(
      row(),
      row({ 'Set Order': '2' }),
      row({ 'Set Order': '1', Reps: '5' }),
      row({ Duration: '30m' }),
      row({ Duration: '30m', 'Set Order': '2' }),
    );
    const { sessions } = readImportChunk(csv, 2, NOW);
    expect(sessions.map((s) => [s.name, s.startedAt, s.exercises.map((e) => e.sets.length)])).toEqual([
      ['Push', sessions[0]!.startedAt, [2, 1]],
      ['Push', sessions[0]!.startedAt, [2]],
    ]);
    expect(sessions[0]!.importKey).not.toBe(sessions[1]!.importKey);
    // Identical workouts in one chunk still get a key each.
    const twice = readImportChunk(strong(row(), row({ Duration: '30m' }), row()), 2, NOW).sessions;
    expect(twice).toHaveLength(3);
    expect(new Set(twice.map((s) => s.importKey)).size).toBe(3);
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
    ['a missing field', row().replace(/,[^,]*$/, ''), '값이 13개여야 하는데 12개예요'],
  ])('%s', (_, bad, words) => {
    const csv = strong(row(), row({ 'Set Order': '2' }), bad);
    expect(refusal(csv)).toEqual({ code: 'IMPORT_INVALID', message: expect.stringMatching(new RegExp(`^4번째 줄: .*${words.replace(/[()~.]/g, '.')}`)) });
    // In a chunk whose first data line is the file's line 1,001, the same row is line 1,003.
    expect(refusal(csv, 1001)?.message).toMatch(/^1003번째 줄: /);
  });

  test("an unknown header is line 1; a Hevy end before its start; a broken quote at its record's line", () => {
    expect(refusal('Date,Exercise\n2024-01-01,Squat\n', 500)?.message).toMatch(/^1번째 줄: Strong이나 Hevy/);
    expect(refusal(`${HEVY}\nUpper,"26 Nov 2023, 18:03","26 Nov 2023, 17:10",,Plank,,,0,normal,,,,60,\n`)?.message).toMatch(/^2번째 줄: 운동을 끝낸 시간/);
    expect(refusal(strong(row(), row({ Notes: '"a\nb' })), 10)?.message).toMatch(/^11번째 줄: 따옴표로 시작한 값의/);
  });
});
