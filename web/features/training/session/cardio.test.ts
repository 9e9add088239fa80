// Cardio's pure client parts (docs/decisions/025-cardio-and-stretching.md): a time typed as mm:ss or minutes,
// a set written '30분 · 5.2km · 레벨 8', and a cardio set's change shown before the server answers.
import { describe, expect, test } from 'vitest';
import { exercise, session, set, W } from '../../../../tests/fixtures/web-training';
import { formatCardio, formatSet, km, parseCardioTime, setUnitOf } from '../format';
import { applyChange } from './changes';

describe('a cardio time as typed', () => {
  test.each([
    ['30:00', 1800],
    ['5:30', 330],
    ['0:45', 45],
    ['1:05:00', 3900],
    ['30', 1800],
    ['12.5', 750],
    [' 20 ', 1200],
  ])('%s is %i seconds', (typed, seconds) => {
    expect(parseCardioTime(typed)).toBe(seconds);
  });

  test.each(['', '  ', '1:75', '::', '1:2:3:4', 'abc', '3.', '-5', '1:-5'])('%j is not a time', (typed) => {
    expect(parseCardioTime(typed)).toBeNull();
  });
});

describe('a cardio set as the member reads it', () => {
  test('time · distance · level, each only when logged', () => {
    expect(formatCardio({ seconds: 1800, distanceM: 5200, level: 8 })).toBe('30분 · 5.2km · 레벨 8');
    expect(formatCardio({ seconds: 1815, distanceM: 5000, level: null })).toBe('30분 15초 · 5km');
    expect(formatCardio({ seconds: 45, distanceM: null, level: 0 })).toBe('45초 · 레벨 0');
    expect(formatCardio({ seconds: 600, distanceM: 0 })).toBe('10분');
    expect(km(12_345)).toBe('12.35km');
    expect(km(100_000)).toBe('100km');
  });

  test('formatSet writes cardio for a cardio exercise and kg × reps for the others', () => {
    const amount = { weight: null, reps: null, seconds: 1800, distanceM: 5200, level: 8 };
    expect(formatSet(amount, setUnitOf({ repUnit: '회', loadModel: 'cardio' }))).toBe('30분 · 5.2km · 레벨 8');
    expect(formatSet({ weight: 60, reps: 10, seconds: null }, setUnitOf({ repUnit: '회', loadModel: 'barbell' }))).toBe('60kg × 10');
    expect(formatSet({ weight: 0, reps: null, seconds: 30 }, setUnitOf({ repUnit: '초', loadModel: 'bodyweight' }))).toBe('30초');
  });
});

test("a cardio set's distance and level are shown before the server answers; applying it again changes nothing", () => {
  const treadmill = exercise('e1', [set('s1', { plannedWeight: null, plannedReps: null })], {
    exerciseId: 156,
    exerciseName: '런닝머신',
    weightStep: null,
    loadModel: 'cardio',
  });
  const workout = session([treadmill], { name: '자유 운동' });
  const change = {
    kind: 'updateSet' as const,
    input: { sessionClientId: W, exerciseClientId: 'e1', setClientId: 's1', seconds: 1800, distanceM: 5200, level: 8, done: true },
    at: 5000,
  };
  const once = applyChange(workout, change);
  expect(once.exercises[0]!.sets[0]).toMatchObject({ seconds: 1800, distanceM: 5200, level: 8, weight: null, reps: null, done: true, doneAt: 5000 });
  expect(applyChange(once, change)).toEqual(once);
});
