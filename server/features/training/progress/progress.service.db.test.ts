// Progress over a member's finished training sessions, called directly, with hand-computed numbers: trained
// exercises, one exercise's points, body-part weeks and records; Korea's calendar they count by.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { codeOf, type ServiceWorld, serviceWorld, signedUp, type TestMember } from '../../../../tests/helpers/services';
import { sqlRows } from '../../../../tests/helpers/test-db';
import { BENCH, DB_CURL, exerciseOf, kst, PLANK, PUSH_UP, ref, SQUAT, trainingTools, uuid } from '../../../../tests/helpers/training-services';
import { addDays, koreaDate, koreaMidnight, mondayOf, monthRange } from '../../../common/korea-time.shared';
import { AppError } from '../../../errors';
import { CATALOGUE, syncCatalogue } from '../../catalogue/sync/sync';
import { deleteRoutine } from '../../routines/routines.service';
import { getLogged, historyPage } from '../history/history.service';
import { finishSession } from '../session/finish.service';
import { updateSet } from '../session/sets.service';
import { startSession } from '../session/start.service';
import { bodyPartWeeks } from './body-parts.service';
import { exerciseProgress, trainedExercises } from './exercises.service';
import { personalRecords } from './records.service';

let w: ServiceWorld;
let a: TestMember;
let b: TestMember;
beforeEach(async () => {
  w = await serviceWorld();
  a = await signedUp(w.deps);
  b = await signedUp(w.deps);
});
afterEach(() => w.close());
const { at, logWorkout, partIds, routineOf } = trainingTools(() => w);

describe('progress', () => {
  // Hand-computed (Epley: weight × (1 + reps / 30)), "today" is Saturday 2026-11-21 in Korea, so the 12 weeks
  // run from Monday 2026-08-31 to the week of Monday 2026-11-16.
  async function history() {
    await logWorkout(a, kst('2026-08-30', 23, 0), [{ exerciseId: BENCH, sets: [[50, 10]] }]); // before the 12 weeks
    const w1 = await logWorkout(a, kst('2026-11-02', 19), [
      {
        exerciseId: BENCH,
        sets: [
          [60, 10],
          [60, 8],
        ],
      },
      {
        exerciseId: PUSH_UP,
        sets: [
          [0, 15],
          [0, 12],
        ],
      },
    ]);
    const w2 = await logWorkout(a, kst('2026-11-05', 19), [
      { exerciseId: BENCH, sets: [[62.5, 8], [62.5, 6], { weight: 62.5, reps: 5, done: false }] },
      {
        exerciseId: SQUAT,
        sets: [
          [100, 5],
          [100, 5],
          [100, 5],
        ],
      },
    ]);
    const w3 = await logWorkout(a, kst('2026-11-05', 21), [{ exerciseId: BENCH, sets: [[40, 20]] }]);
    // Another member's training is never counted.
    await logWorkout(b, kst('2026-11-06', 19), [{ exerciseId: BENCH, sets: [[140, 3]] }]);
    at(Date.UTC(2026, 10, 21, 3));
    return { w1: w1.summary.sessionId, w2: w2.summary.sessionId, w3: w3.summary.sessionId };
  }

  test('trained exercises, one exercise per day, body-part weeks and records', async () => {
    const { w1, w2, w3 } = await history();
    expect(await trainedExercises(a.ctx)).toEqual([
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', sessions: 4, lastDate: '2026-11-05', measure: 'loaded', totalSeconds: 0, totalDistanceM: 0 },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', sessions: 1, lastDate: '2026-11-05', measure: 'loaded', totalSeconds: 0, totalDistanceM: 0 },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', sessions: 1, lastDate: '2026-11-02', measure: 'bodyweight', totalSeconds: 0, totalDistanceM: 0 },
    ]);
    expect(await exerciseProgress(a.ctx, BENCH)).toEqual({
      exerciseId: BENCH,
      exerciseName: '바벨 벤치 프레스',
      measure: 'loaded',
      points: [
        {
          date: '2026-08-30',
          sessionId: expect.any(Number),
          e1rm: 66.7,
          bestSet: { weight: 50, reps: 10, seconds: null },
          volume: 500,
          seconds: 0,
          distanceM: 0,
        },
        { date: '2026-11-02', sessionId: w1, e1rm: 80, bestSet: { weight: 60, reps: 10, seconds: null }, volume: 1080, seconds: 0, distanceM: 0 },
        // Two workouts that day: 62.5 × 8 (79.2) beats 40 × 20 (66.7); volume 500 + 375 + 800.
        { date: '2026-11-05', sessionId: w2, e1rm: 79.2, bestSet: { weight: 62.5, reps: 8, seconds: null }, volume: 1675, seconds: 0, distanceM: 0 },
      ],
    });
    expect(await exerciseProgress(a.ctx, PUSH_UP)).toMatchObject({
      points: [{ date: '2026-11-02', sessionId: w1, e1rm: null, bestSet: { weight: 0, reps: 15, seconds: null }, volume: 0 }],
    });
    expect(await exerciseProgress(a.ctx, PLANK)).toEqual({ exerciseId: PLANK, exerciseName: '플랭크', measure: 'timed', points: [] });
    expect(await codeOf(() => exerciseProgress(a.ctx, 99_999))).toBe('EXERCISE_NOT_FOUND');

    const weeks = await bodyPartWeeks(a.ctx);
    expect(weeks).toHaveLength(10 * 12);
    const mondays = Array.from({ length: 12 }, (_, i) => addDays('2026-08-31', 7 * i));
    expect(weeks.filter((x) => x.bodyPartName === '가슴').map((x) => x.weekStart)).toEqual(mondays);
    expect(weeks.filter((x) => x.sets > 0).map((x) => [x.bodyPartName, x.weekStart, x.sets, x.volume])).toEqual([
      // Bench 2 + 2 + 1 sets, push-ups 2: 1080 + 0 + 875 + 800.
      ['가슴', '2026-11-02', 7, 2755],
      ['엉덩이', '2026-11-02', 3, 1500],
      ['허벅지 앞', '2026-11-02', 3, 1500],
    ]);

    expect(await personalRecords(a.ctx)).toEqual([
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'e1rm', value: 116.7, date: '2026-11-05', sessionId: w2 },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'weight', value: 100, date: '2026-11-05', sessionId: w2 },
      { exerciseId: SQUAT, exerciseName: '바벨 백 스쿼트', kind: 'volume', value: 500, date: '2026-11-05', sessionId: w2 },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'e1rm', value: 80, date: '2026-11-02', sessionId: w1 },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'weight', value: 62.5, date: '2026-11-05', sessionId: w2 },
      { exerciseId: BENCH, exerciseName: '바벨 벤치 프레스', kind: 'volume', value: 800, date: '2026-11-05', sessionId: w3 },
      { exerciseId: PUSH_UP, exerciseName: '푸시업', kind: 'reps', value: 15, date: '2026-11-02', sessionId: w1 },
    ]);
  });

  test('exercises whose summaries were never written (another writer’s rows) are counted from their sets: the same answers', async () => {
    await history();
    const answers = async () =>
      JSON.stringify([
        await trainedExercises(a.ctx),
        await exerciseProgress(a.ctx, BENCH),
        await bodyPartWeeks(a.ctx),
        await personalRecords(a.ctx),
        await historyPage(a.ctx, { page: 1 }),
      ]);
    const summarised = await answers();
    expect(await sqlRows(w.db, 'SELECT count(*) AS n FROM training_exercises WHERE done_sets IS NULL')).toEqual([{ n: 0 }]);
    await sqlRows(
      w.db,
      'UPDATE training_exercises SET done_sets = NULL, volume = NULL, best_e1rm = NULL, best_weight = NULL, best_set_volume = NULL, best_reps = NULL',
    );
    expect(await answers()).toBe(summarised);
    // A finish against unsummarised history names the same records.
    const next = await logWorkout(a, kst('2026-11-22', 10), [
      {
        exerciseId: BENCH,
        sets: [
          [62.5, 8],
          [65, 3],
        ],
      },
    ]);
    expect(next.summary.newRecords.map((r) => [r.kind, r.value])).toEqual([['weight', 65]]);
  });

  test('another member sees none of it; deleting a routine or retiring an exercise keeps history and progress', async () => {
    const routineId = await routineOf(a, '컬', [{ exerciseId: DB_CURL, weight: 10, rep: 12, setCount: 2 }]);
    at(kst('2026-11-10', 19));
    const workout = await startSession(a.ctx, { clientId: uuid(), from: { kind: 'routine', routineId } });
    const curl = exerciseOf(workout, DB_CURL);
    for (const s of curl.sets) await updateSet(a.ctx, { ...ref(workout), exerciseClientId: curl.exerciseClientId, setClientId: s.setClientId, done: true });
    const { sessionId } = await finishSession(a.ctx, ref(workout));
    await deleteRoutine(a.ctx, { routineId });
    await syncCatalogue(w.db, { ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== 'db_curl') }, { catalogue: w.deps.catalogue });
    at(Date.UTC(2026, 10, 21, 3));
    expect((await getLogged(a.ctx, sessionId)).exercises.map((e) => [e.exerciseId, e.exerciseName, e.sets.length])).toEqual([[DB_CURL, '덤벨 컬', 2]]);
    expect(await trainedExercises(a.ctx)).toEqual([
      { exerciseId: DB_CURL, exerciseName: '덤벨 컬', sessions: 1, lastDate: '2026-11-10', measure: 'loaded', totalSeconds: 0, totalDistanceM: 0 },
    ]);
    expect((await exerciseProgress(a.ctx, DB_CURL)).points).toEqual([
      { date: '2026-11-10', sessionId, e1rm: 14, bestSet: { weight: 10, reps: 12, seconds: null }, volume: 240, seconds: 0, distanceM: 0 },
    ]);
    expect((await personalRecords(a.ctx)).map((r) => [r.kind, r.value])).toEqual([
      ['e1rm', 14],
      ['weight', 10],
      ['volume', 120],
    ]);
    expect((await bodyPartWeeks(a.ctx)).filter((x) => x.sets > 0)).toEqual([
      { bodyPartId: partIds('이두')[0], bodyPartName: '이두', weekStart: '2026-11-09', sets: 2, volume: 240 },
    ]);

    expect(await trainedExercises(b.ctx)).toEqual([]);
    expect(await personalRecords(b.ctx)).toEqual([]);
    expect((await exerciseProgress(b.ctx, DB_CURL)).points).toEqual([]);
    expect((await bodyPartWeeks(b.ctx)).every((x) => x.sets === 0 && x.volume === 0)).toBe(true);
    expect((await historyPage(b.ctx, { page: 1 })).items).toEqual([]);
  });
});

test('Korea’s calendar: midnights, Mondays and months agree with koreaDate', () => {
  for (const date of ['2026-01-01', '2026-03-01', '2024-02-29', '2026-12-31', '2026-11-16']) {
    expect(koreaDate(koreaMidnight(date))).toBe(date);
    expect(koreaDate(koreaMidnight(date) - 1)).toBe(addDays(date, -1));
  }
  expect(mondayOf('2026-11-21')).toBe('2026-11-16');
  expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  expect(mondayOf('2026-11-22')).toBe('2026-11-16');
  expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  const { from, to } = monthRange('2026-12');
  expect([koreaDate(from), koreaDate(from - 1), koreaDate(to), koreaDate(to - 1)]).toEqual(['2026-12-01', '2026-11-30', '2027-01-01', '2026-12-31']);
});

test('AppError codes used here have Korean messages', () => {
  for (const code of ['TRAINING_ACTIVE', 'TRAINING_NOT_ACTIVE', 'TRAINING_NOT_FOUND'] as const) expect(new AppError(code).message).toMatch(/[가-힣]/);
});
