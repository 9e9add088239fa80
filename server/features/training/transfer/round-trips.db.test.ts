// Round trips through the real app (tRPC `training.transfer.*`, docs/decisions/026): Strong's and Hevy's
// exports with warm-ups, drop and failure sets, a superset (Hevy), cardio by distance and time, RPE and notes
// come in with those values, go out in every format, and come back in adding nothing; workouts logged in the
// app come back from our own export adding nothing; two workouts of one name started in the same second stay
// two; an oversize workout comes in cut, saying so; a bad JSON file is refused and changes nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { type Member, signUpMember, trpcData, trpcError } from '../../../../tests/helpers/calls';
import { BENCH, openTrainingWorld, PLANK, SQUAT, trainingApi } from '../../../../tests/helpers/training-http';
import { csvCells, type StoredWorkout, transferCalls } from '../../../../tests/helpers/training-transfer';
import { HEVY_COLUMNS, STRONG_COLUMNS } from './import-formats.shared';
import type { ImportPreview, TrainingExport } from './transfer.shared';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../../tests/fixtures', name), 'utf8');
const STRONG_GYM = fixture('strong-gym-tools.csv');
const HEVY_GYM = fixture('hevy-gym-tools.csv');

type World = Awaited<ReturnType<typeof openTrainingWorld>> & { members: Member[] };
let w: World;
beforeEach(async () => {
  const world = await openTrainingWorld();
  w = { ...world, members: [world.a, world.b] };
});
afterEach(async () => w.t.close());
const { commit, exported, id, importFile, preview, storedWorkouts, trainingSnapshot } = transferCalls(() => w.t);
const { logSession } = trainingApi(() => w);

/** A stored workout without what a format may renumber: values only, positions kept. */
const values = (ws: StoredWorkout[]) => ws.map(({ source: _, ...rest }) => rest);
const setsOf = (s: StoredWorkout, exercise: number) => s.exercises[exercise]!.sets.map((x) => [x.kind, x.weight, x.reps, x.seconds, x.distanceM, x.rpe]);

describe("Strong's own export (Workout #, Duration (sec), Weight (kg), Distance (meters))", () => {
  test('warm-ups, drop and failure sets, cardio, RPE and notes come in; every export of them comes back adding nothing', async () => {
    const p = trpcData(await preview(w.a, STRONG_GYM)) as ImportPreview;
    expect(p).toMatchObject({ format: 'strong', sessions: 2, sets: 12, warnings: [] });
    // Their cardio names are our cardio entries without the member choosing (ADR 025).
    expect(p.names.filter((n) => ['Running (Treadmill)', 'Rowing Machine'].includes(n.name)).map((n) => [n.name, n.exerciseId, n.koreanName])).toEqual([
      ['Running (Treadmill)', id('treadmill'), '런닝머신'],
      ['Rowing Machine', id('rowing_machine'), '로잉 머신'],
    ]);
    expect(await importFile(w.a, STRONG_GYM)).toMatchObject({ added: 2, skippedDuplicates: 0, skippedSets: 0 });
    const stored = await storedWorkouts(w.a);
    const [push, legs] = stored;
    expect(push).toMatchObject({ name: 'Push', notes: 'Felt good, new "top set"' });
    expect(push!.finishedAt! - push!.startedAt).toBe(3900_000);
    expect(push!.exercises.map((e) => [e.exerciseId, e.notes, e.supersetGroup])).toEqual([
      [id('bench_press'), 'Pause on the chest', null],
      [id('overhead_press'), null, null],
      [id('treadmill'), 'Incline walk after', null],
    ]);
    expect(setsOf(push!, 0)).toEqual([
      ['warmup', 20, 10, null, null, null],
      ['warmup', 40, 5, null, null, null],
      ['work', 60, 8, null, null, 8],
      ['work', 62.5, 6, null, null, 9],
      ['drop', 40, 12, null, null, null],
    ]);
    expect(setsOf(push!, 1)).toEqual([
      ['work', 40, 8, null, null, 7.5],
      ['failure', 40, 6, null, null, 10],
    ]);
    expect(setsOf(push!, 2)).toEqual([['work', null, null, 1200, 3000, null]]);
    expect(setsOf(legs!, 1)).toEqual([['work', null, null, 480, 2000, null]]);
    expect(legs!.exercises[1]!.exerciseId).toBe(id('rowing_machine'));

    // Out as Strong's CSV: W / D / F in Set Order, work sets numbered, Distance in km, Seconds.
    const csv = (await exported(w.a, 'csv')).body;
    const rows = csvCells(csv).slice(1);
    const col = (name: (typeof STRONG_COLUMNS)[number]) => STRONG_COLUMNS.indexOf(name);
    expect(rows.slice(0, 5).map((r) => r[col('Set Order')])).toEqual(['W', 'W', '1', '2', 'D']);
    expect(rows[6]![col('Set Order')]).toBe('F');
    expect(rows[7]!.slice(col('Set Order'), col('Seconds') + 1)).toEqual(['1', '', '', '3', '1200']);

    // Each export back into the same account adds nothing (nor does the file itself again).
    for (const text of [csv, (await exported(w.a, 'json')).body, (await exported(w.a, 'hevy')).body, STRONG_GYM]) {
      expect(await importFile(w.a, text)).toMatchObject({ added: 0, skippedDuplicates: 2 });
    }
    expect(await storedWorkouts(w.a)).toEqual(stored);

    // Into another account, each gives the same values.
    for (const format of ['csv', 'json', 'hevy'] as const) {
      const b = await signUpMember(w.t.app);
      expect(await importFile(b, (await exported(w.a, format)).body)).toMatchObject({ added: 2, skippedSets: 0 });
      expect(values(await storedWorkouts(b)), format).toEqual(values(stored));
      // … and its export back into that account adds nothing.
      expect(await importFile(b, (await exported(b, format)).body)).toMatchObject({ added: 0, skippedDuplicates: 2 });
    }
  });
});

describe("Hevy's export", () => {
  test('set types, a superset, cardio by distance_km and duration_seconds, RPE and notes; round trips keep them', async () => {
    expect(await importFile(w.a, HEVY_GYM)).toMatchObject({ added: 2, skippedSets: 0 });
    const stored = await storedWorkouts(w.a);
    const [upper, rowing] = stored;
    expect(upper).toMatchObject({ name: 'Upper A', notes: 'Arms superset at the end' });
    expect(upper!.exercises.map((e) => [e.exerciseId, e.supersetGroup, e.notes])).toEqual([
      [id('bench_press'), null, 'Touch and go'],
      [id('db_curl'), 1, null],
      [id('lateral_raise'), 1, null],
      [id('treadmill'), null, 'Zone 2'],
    ]);
    expect(setsOf(upper!, 0)).toEqual([
      ['warmup', 40, 10, null, null, null],
      ['work', 70, 6, null, null, 8],
      ['failure', 70, 5, null, null, 10],
      ['drop', 50, 10, null, null, null],
    ]);
    expect(setsOf(upper!, 3)).toEqual([['work', null, null, 1500, 3200, null]]);
    expect(setsOf(rowing!, 0)).toEqual([['work', null, null, 1320, 5000, 7]]);
    expect(rowing!.exercises[0]!.exerciseId).toBe(id('rowing_machine'));

    // JSON carries everything; Hevy's CSV the superset as superset_id and the set types as Hevy names them.
    const doc = JSON.parse((await exported(w.a, 'json')).body) as TrainingExport;
    expect(doc.sessions[0]!.exercises.map((e) => e.supersetGroup)).toEqual([null, 1, 1, null]);
    expect(doc.sessions[0]!.exercises[0]!.sets.map((s) => s.kind)).toEqual(['warmup', 'work', 'failure', 'drop']);
    expect(doc.sessions[0]!.exercises[3]!.sets[0]).toMatchObject({ kind: 'work', seconds: 1500, distanceM: 3200, level: null, note: null });
    const hevy = (await exported(w.a, 'hevy')).body;
    const [header, ...rows] = csvCells(hevy);
    expect(header).toEqual([...HEVY_COLUMNS]);
    const col = (name: (typeof HEVY_COLUMNS)[number]) => HEVY_COLUMNS.indexOf(name);
    expect(rows[0]!.slice(0, 3)).toEqual(['Upper A', '2 Apr 2024, 18:30:00', '2 Apr 2024, 19:40:00']);
    expect(rows.map((r) => r[col('set_type')]).slice(0, 4)).toEqual(['warmup', 'normal', 'failure', 'dropset']);
    expect(rows.map((r) => r[col('superset_id')])).toEqual(['', '', '', '', '0', '0', '0', '0', '', '']);
    expect(rows[8]!.slice(col('distance_km'), col('duration_seconds') + 1)).toEqual(['3.2', '1500']);

    // Back into the same account: nothing added, whichever format.
    for (const text of [hevy, (await exported(w.a, 'json')).body, (await exported(w.a, 'csv')).body, HEVY_GYM]) {
      expect(await importFile(w.a, text)).toMatchObject({ added: 0, skippedDuplicates: 2 });
    }
    // Into another account: JSON and Hevy's CSV keep the superset; Strong's CSV has no column for it.
    for (const format of ['json', 'hevy'] as const) {
      const b = await signUpMember(w.t.app);
      await importFile(b, (await exported(w.a, format)).body);
      expect(values(await storedWorkouts(b)), format).toEqual(values(stored));
    }
    const c = await signUpMember(w.t.app);
    await importFile(c, (await exported(w.a, 'csv')).body);
    const ungrouped = values(stored).map((s) => ({ ...s, exercises: s.exercises.map((e) => ({ ...e, supersetGroup: null })) }));
    expect(values(await storedWorkouts(c))).toEqual(ungrouped);
  });
});

describe('workouts logged in the app', () => {
  test('our export (CSV, JSON, Hevy) imported back adds nothing; a changed set makes it another workout', async () => {
    await logSession(w.a, [
      { exerciseId: BENCH, sets: [{ weight: 20, reps: 10, kind: 'warmup' } as never, { weight: 60, reps: 8, rpe: 8 } as never, { weight: 60, reps: 0 }] },
      { exerciseId: PLANK, sets: [{ seconds: 60 }] },
    ]);
    await logSession(w.a, [{ exerciseId: SQUAT, sets: [{ weight: 100, reps: 5, note: '벨트 착용' } as never] }]);
    const stored = await storedWorkouts(w.a);
    expect(stored).toHaveLength(2);
    expect(stored[0]!.exercises[0]!.sets.map((s) => s.kind)).toEqual(['warmup', 'work', 'work']);
    const before = await trainingSnapshot();
    for (const format of ['csv', 'json', 'hevy'] as const) {
      const text = (await exported(w.a, format)).body;
      expect(await importFile(w.a, text), format).toMatchObject({ added: 0, skippedDuplicates: 2, skippedSets: 0 });
    }
    expect(await trainingSnapshot()).toEqual(before);
    // The same start and name with other sets is another workout.
    const doc = JSON.parse((await exported(w.a, 'json')).body) as TrainingExport;
    doc.sessions[1]!.exercises[0]!.sets[0]!.reps = 6;
    expect(await importFile(w.a, JSON.stringify(doc))).toMatchObject({ added: 1, skippedDuplicates: 1 });
  });
});

describe('two workouts of one name started in the same second', () => {
  test('stay two on import, in our exports, and back again', async () => {
    const hevy = [
      HEVY_COLUMNS.map((c) => `"${c}"`).join(','),
      '"Upper","5 Apr 2024, 18:00","5 Apr 2024, 19:00","","Bench Press (Barbell)",,,0,"normal",60,8,,,',
      '"Upper","5 Apr 2024, 18:00","5 Apr 2024, 18:40","","Bench Press (Barbell)",,,0,"normal",60,8,,,',
      '"Upper","5 Apr 2024, 18:00","5 Apr 2024, 18:40","","Squat (Barbell)",,,0,"normal",80,5,,,',
    ].join('\n');
    expect(trpcData(await preview(w.a, hevy))).toMatchObject({ sessions: 2, sets: 3 });
    expect(await importFile(w.a, hevy)).toMatchObject({ added: 2 });
    const stored = await storedWorkouts(w.a);
    expect(stored.map((s) => [s.name, s.startedAt, s.exercises.length])).toEqual([
      ['Upper', stored[0]!.startedAt, 1],
      ['Upper', stored[0]!.startedAt, 2],
    ]);
    expect(await importFile(w.a, hevy)).toMatchObject({ added: 0, skippedDuplicates: 2 });
    for (const format of ['csv', 'json', 'hevy'] as const) {
      const text = (await exported(w.a, format)).body;
      expect(await importFile(w.a, text), format).toMatchObject({ added: 0, skippedDuplicates: 2 });
      const b = await signUpMember(w.t.app);
      expect(await importFile(b, text), format).toMatchObject({ added: 2 });
    }
    // Two identical workouts (same second, name and sets) in one file are two; a file with one of them adds one, then none.
    const twin = [
      STRONG_COLUMNS.join(','),
      '1,2024-04-06 10:00:00,Twin,1h,Bench Press (Barbell),1,50,5,,,,,',
      '2,2024-04-06 10:00:00,Twin,30m,Bench Press (Barbell),1,50,5,,,,,',
    ].join('\n');
    const c = await signUpMember(w.t.app);
    expect(await importFile(c, twin)).toMatchObject({ added: 2 });
    expect(await importFile(c, twin)).toMatchObject({ added: 0, skippedDuplicates: 2 });
    const d = await signUpMember(w.t.app);
    expect(await importFile(d, twin.split('\n').slice(0, 2).join('\n'))).toMatchObject({ added: 1 });
    expect(await importFile(d, twin)).toMatchObject({ added: 1, skippedDuplicates: 1 });
    expect(await storedWorkouts(d)).toHaveLength(2);
  });
});

describe('a workout over the limits', () => {
  test('comes in with its first 30 exercises and 20 sets each, its notes and the preview saying so; the rest of the file as it is', async () => {
    const names = ['Bench Press (Barbell)', 'Squat (Barbell)', 'Deadlift (Barbell)', 'Overhead Press (Barbell)', 'Push Up', 'Plank'];
    const lines = [STRONG_COLUMNS.slice(1).join(',')];
    // 32 exercises (the same six over and over, each a block of its own), the first with 22 sets.
    for (let e = 0; e < 32; e += 1) {
      const sets = e === 0 ? 22 : 1;
      for (let s = 1; s <= sets; s += 1)
        lines.push(`2024-04-07 09:00:00,Marathon,2h,${names[e % names.length]},${s},${e === 0 ? 40 + s : 0},${s},,,,Long day,`);
    }
    lines.push('2024-04-08 09:00:00,Normal,1h,Squat (Barbell),1,80,5,,,,,');
    const file = lines.join('\n');
    const p = trpcData(await preview(w.a, file)) as ImportPreview;
    expect(p).toMatchObject({ sessions: 2, sets: 20 + 29 + 1 });
    expect(p.warnings).toEqual([
      '2024-04-07 09:00 Marathon: 가져온 파일의 운동이 30개를 넘어 처음 30개만 가져왔어요',
      '2024-04-07 09:00 Marathon: 가져온 파일의 세트가 20개를 넘는 운동은 처음 20세트만 가져왔어요',
    ]);
    expect(await importFile(w.a, file)).toMatchObject({ added: 2 });
    const [marathon, normal] = await storedWorkouts(w.a);
    expect(marathon!.exercises).toHaveLength(30);
    expect(marathon!.exercises[0]!.sets.map((s) => s.weight)).toEqual(Array.from({ length: 20 }, (_, i) => 41 + i));
    expect(marathon!.notes).toBe(
      'Long day / 가져온 파일의 운동이 30개를 넘어 처음 30개만 가져왔어요 / 가져온 파일의 세트가 20개를 넘는 운동은 처음 20세트만 가져왔어요',
    );
    expect(normal).toMatchObject({ name: 'Normal', notes: null });
    expect(normal!.exercises[0]!.sets).toHaveLength(1);
    // Again, or our export of it: nothing added.
    expect(await importFile(w.a, file)).toMatchObject({ added: 0, skippedDuplicates: 2 });
    expect(await importFile(w.a, (await exported(w.a, 'csv')).body)).toMatchObject({ added: 0, skippedDuplicates: 2 });
  });
});

describe('bad JSON files are refused in Korean and change nothing', () => {
  const doc = (session: Record<string, unknown>) =>
    JSON.stringify({
      format: 'fitforme-training',
      version: 1,
      sessions: [
        {
          name: '가슴',
          startedAt: '2024-04-09T18:00:00+09:00',
          finishedAt: '2024-04-09T19:00:00+09:00',
          notes: null,
          exercises: [{ exerciseId: BENCH, exerciseName: '벤치프레스', notes: null, supersetGroup: null, sets: [{ kind: 'work', weight: 60, reps: 8 }] }],
          ...session,
        },
      ],
    });
  test.each([
    ['not our document', '{"format":"other","sessions":[]}', 1, '핏포미에서 내보낸 JSON 파일이 아니에요'],
    ['a session missing its times', doc({ startedAt: undefined }), 1, '1번째 운동을 읽을 수 없어요. 핏포미에서 내보낸 그대로의 파일을 골라 주세요'],
    [
      'a weight of 600 kg',
      doc({ exercises: [{ exerciseName: '벤치프레스', sets: [{ weight: 600, reps: 8 }] }] }),
      1,
      '1번째 운동: 무게는 0~500kg 사이로 입력해 주세요',
    ],
    [
      'an unknown set kind',
      doc({ exercises: [{ exerciseName: '벤치프레스', sets: [{ kind: 'super', reps: 8 }] }] }),
      1,
      '1번째 운동: 세트 종류를 다시 골라 주세요',
    ],
    ['a finish before the start', doc({ finishedAt: '2024-04-09T17:00:00+09:00' }), 1, '1번째 운동: 운동을 끝낸 시간이 시작한 시간보다 빨라요'],
    [
      'a level of 31',
      doc({ exercises: [{ exerciseName: '벤치프레스', sets: [{ seconds: 60, level: 31 }] }] }),
      5,
      '5번째 운동: 레벨은 0~30 사이로 입력해 주세요',
    ],
  ])('%s', async (_, text, firstLine, message) => {
    const before = await trainingSnapshot();
    for (const res of [await preview(w.a, text, firstLine), await commit(w.a, text, {}, firstLine)]) {
      expect(res.status, res.body).toBe(400);
      expect(trpcError(res)).toMatchObject({ message, data: { appCode: 'IMPORT_INVALID' } });
    }
    expect(await trainingSnapshot()).toEqual(before);
  });
});

describe('ownership', () => {
  test("an export holds only the caller's workouts, in every format", async () => {
    await importFile(w.a, HEVY_GYM);
    await importFile(w.b, STRONG_GYM);
    for (const format of ['csv', 'json', 'hevy'] as const) {
      const body = (await exported(w.b, format)).body;
      expect(body, format).not.toContain('Upper A');
      expect(body, format).not.toContain('Touch and go');
      expect(body, format).toContain('Push');
    }
    // A member's own export imported by another member is theirs: both keep their own.
    expect(await importFile(w.a, (await exported(w.b, 'json')).body)).toMatchObject({ added: 2 });
    expect((await storedWorkouts(w.b)).map((s) => s.name)).toEqual(['Push', 'Legs']);
  });
});

/** Our JSON with the given sessions (times on Korea's clock, 'YYYY-MM-DDTHH:MM:SS'). */
const jsonFile = (
  sessions: { name: string; at: string; exercises: { exerciseName: string; notes?: string; sets: { weight: number; reps: number; note?: string }[] }[] }[],
) =>
  JSON.stringify({
    format: 'fitforme-training',
    version: 1,
    sessions: sessions.map((s) => ({ name: s.name, startedAt: `${s.at}+09:00`, finishedAt: `${s.at}+09:00`, exercises: s.exercises })),
  });

describe('our own export back in adds nothing, always', () => {
  test('five workouts of one name started in the same second: every export of them adds nothing, and a new member gets all five', async () => {
    const bench = (weight: number) => ({ exerciseName: 'Bench Press (Barbell)', sets: [1, 2, 3].map(() => ({ weight, reps: 5 })) });
    const file = jsonFile([40, 50, 60, 50, 40].map((kg) => ({ name: 'Push', at: '2024-05-01T18:00:00', exercises: [bench(kg)] })));
    expect(await importFile(w.a, file)).toMatchObject({ added: 5 });
    const stored = await storedWorkouts(w.a);
    for (const format of ['csv', 'hevy', 'json'] as const) {
      const text = (await exported(w.a, format)).body;
      expect(await importFile(w.a, text), format).toMatchObject({ added: 0, skippedDuplicates: expect.any(Number) });
      expect(await storedWorkouts(w.a), format).toEqual(stored);
    }
    // Our CSV numbers its workouts, so a new member gets the five as they were.
    const b = await signUpMember(w.t.app);
    expect(await importFile(b, (await exported(w.a, 'csv')).body)).toMatchObject({ added: 5 });
    expect((await storedWorkouts(b)).flatMap((s) => s.exercises.flatMap((e) => e.sets.map((x) => x.weight)))).toEqual(
      [40, 50, 60, 50, 40].flatMap((kg) => [kg, kg, kg]),
    );
    // Our CSV as it was written before it numbered workouts reads the five as one: still nothing added.
    const unnumbered = csvCells((await exported(w.a, 'csv')).body)
      .map((cells) => cells.slice(1).join(','))
      .join('\n');
    expect(await importFile(w.a, unnumbered)).toMatchObject({ added: 0, skippedDuplicates: 1 });
    expect(await storedWorkouts(w.a)).toEqual(stored);
  });

  test("set notes go out in Strong's per-set Notes column and come back as the sets' notes", async () => {
    const file = jsonFile([
      {
        name: 'Legs',
        at: '2024-05-02T07:00:00',
        exercises: [
          {
            exerciseName: 'Squat (Barbell)',
            sets: [
              { weight: 100, reps: 5, note: '무릎 편함' },
              { weight: 105, reps: 5 },
              { weight: 110, reps: 3, note: '허리 조심' },
            ],
          },
          {
            exerciseName: 'Leg Press',
            notes: '시트 3칸',
            sets: [
              { weight: 150, reps: 10 },
              { weight: 150, reps: 10 },
            ],
          },
        ],
      },
    ]);
    expect(await importFile(w.a, file)).toMatchObject({ added: 1 });
    const csv = (await exported(w.a, 'csv')).body;
    const notes = csvCells(csv)
      .slice(1)
      .map((r) => r[STRONG_COLUMNS.indexOf('Notes')]);
    expect(notes).toEqual(['무릎 편함', '', '허리 조심', '시트 3칸', '시트 3칸']);
    const b = await signUpMember(w.t.app);
    expect(await importFile(b, csv)).toMatchObject({ added: 1 });
    const [legs] = await storedWorkouts(b);
    expect(legs!.exercises.map((e) => [e.notes, e.sets.map((s) => s.note)])).toEqual([
      [null, ['무릎 편함', null, '허리 조심']],
      ['시트 3칸', [null, null]],
    ]);
  });
});

describe('dates no member can have trained on', () => {
  const strong = (date: string) =>
    `${STRONG_COLUMNS.slice(1).join(',')}\n2024-05-01 18:00:00,Push,1h,Bench Press (Barbell),1,60,5,,,,,\n${date},Push,1h,Bench Press (Barbell),1,60,5,,,,,\n`;

  test('before 1900 or after today: refused naming the line, nothing stored', async () => {
    const before = await trainingSnapshot();
    for (const date of ['1899-12-31 23:59:59', '2099-01-01 10:00:00']) {
      for (const res of [await preview(w.a, strong(date)), await commit(w.a, strong(date))]) {
        expect(res.status, res.body).toBe(400);
        expect(trpcError(res).message).toBe(`3번째 줄: 날짜 '${date}'의 운동은 가져올 수 없어요. 1900년부터 오늘까지의 운동만 가져와요`);
      }
      const json = jsonFile([
        { name: 'Push', at: date.replace(' ', 'T'), exercises: [{ exerciseName: 'Bench Press (Barbell)', sets: [{ weight: 60, reps: 5 }] }] },
      ]);
      expect(trpcError(await commit(w.a, json, {}, 1)).message).toMatch(/^1번째 운동: 날짜 '.*'의 운동은 가져올 수 없어요/);
    }
    expect(await trainingSnapshot()).toEqual(before);
  });

  test('1 January 1970 before 9 a.m. in Korea (before the epoch): imported and in every export', async () => {
    expect(await importFile(w.a, strong('1970-01-01 05:00:00'))).toMatchObject({ added: 2 });
    const csv = (await exported(w.a, 'csv')).body;
    expect(csvCells(csv).map((r) => r[1])).toEqual(['Date', '1970-01-01 05:00:00', '2024-05-01 18:00:00']);
    const doc = JSON.parse((await exported(w.a, 'json')).body) as TrainingExport;
    expect(doc.sessions.map((s) => s.startedAt)).toEqual(['1970-01-01T05:00:00+09:00', '2024-05-01T18:00:00+09:00']);
    expect((await exported(w.a, 'hevy')).body).toContain('1 Jan 1970, 05:00:00');
    // And back in: nothing added.
    for (const format of ['csv', 'hevy', 'json'] as const) expect(await importFile(w.a, (await exported(w.a, format)).body)).toMatchObject({ added: 0 });
  });
});

test('an export read a page at a time keeps every workout once, in order, even 45 started in one second', async () => {
  const sessions = Array.from({ length: 45 }, (_, i) => ({
    name: `W${i}`,
    at: '2024-06-01T10:00:00',
    exercises: [{ exerciseName: 'Bench Press (Barbell)', sets: [{ weight: 20 + i, reps: 5 }] }],
  }));
  expect(await importFile(w.a, jsonFile(sessions))).toMatchObject({ added: 45 });
  const doc = JSON.parse((await exported(w.a, 'json')).body) as TrainingExport;
  expect(doc.sessions.map((s) => s.name)).toEqual(sessions.map((s) => s.name));
});
