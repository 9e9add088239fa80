// Gym mode's pure client modules: how a change looks before the server answers (and that
// applying it again changes nothing), the rest timer from timestamps, amounts and the calendar in Korean.
import { describe, expect, test } from 'vitest';
import { koreaDate, shiftMonth } from '../../../../server/common/korea-time.shared';
import type { ActiveSession, TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { exercise, session, set, W } from '../../../../tests/fixtures/web-training';
import { clock, duration, formatSet, restWords } from '../format';
import { monthGrid } from '../months';
import { applyChange, type Change } from './changes';
import { currentRest } from './rest';

const workout = (exercises: TrainingExercise[]) => session(exercises, { source: 'routine', routineId: 1 });

describe('applyChange', () => {
  const base = workout([exercise('a', [set('a1'), set('a2')]), exercise('b', [set('b1')])]);
  const twice = (w: ActiveSession, c: Change) => applyChange(applyChange(w, c), c);

  test('checking a set sets its values and stamps it; again changes nothing', () => {
    const c: Change = {
      kind: 'updateSet',
      input: { sessionClientId: W, exerciseClientId: 'a', setClientId: 'a2', weight: 22.5, reps: 8, done: true },
      at: 1000,
    };
    const once = applyChange(base, c);
    expect(once.exercises[0]!.sets[1]).toMatchObject({ weight: 22.5, reps: 8, done: true, doneAt: 1000 });
    expect(twice(base, c)).toEqual(once);
  });

  test('adding an exercise or a set by a client id it already has adds nothing', () => {
    const add: Change = {
      kind: 'addExercise',
      input: { sessionClientId: W, exerciseClientId: 'c', exerciseId: 9, setClientIds: ['c1', 'c2'] },
      preview: { exerciseName: '플랭크', imgPath: '', repUnit: '초', bodyweight: true },
    };
    const once = applyChange(base, add);
    expect(once.exercises.map((e) => [e.exerciseClientId, e.position])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(once.exercises[2]!.sets.map((s) => s.setClientId)).toEqual(['c1', 'c2']);
    expect(twice(base, add)).toEqual(once);
    const addSet: Change = { kind: 'addSet', input: { sessionClientId: W, exerciseClientId: 'b', setClientId: 'b2' } };
    const withSet = applyChange(base, addSet);
    // Prefilled like the set before it, as the server does.
    expect(withSet.exercises[1]!.sets[1]).toMatchObject({ position: 2, plannedWeight: 20, plannedReps: 10, done: false });
    expect(twice(base, addSet)).toEqual(withSet);
  });

  test('moving and removing keep positions 1..n; a change for another workout is ignored', () => {
    const moved = applyChange(base, { kind: 'moveExercise', input: { sessionClientId: W, exerciseClientId: 'b', toIndex: 1 } });
    expect(moved.exercises.map((e) => [e.exerciseClientId, e.position])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    const removed = applyChange(base, { kind: 'removeSet', input: { sessionClientId: W, exerciseClientId: 'a', setClientId: 'a1' } });
    expect(removed.exercises[0]!.sets.map((s) => [s.setClientId, s.position])).toEqual([['a2', 1]]);
    const other = applyChange(base, { kind: 'removeExercise', input: { sessionClientId: '22222222-2222-4222-8222-222222222222', exerciseClientId: 'a' } });
    expect(other).toBe(base);
  });
});

describe('currentRest', () => {
  const w = workout([
    exercise('a', [set('a1', { done: true, doneAt: 10_000 }), set('a2', { done: true, doneAt: 50_000 })], { restSeconds: 120 }),
    exercise('b', [set('b1', { done: true, doneAt: 90_000 })], { skipped: true }),
  ]);

  test('follows the last checked set of an exercise that is not skipped, with its rest', () => {
    expect(currentRest(w, null)).toMatchObject({ setClientId: 'a2', endsAt: 50_000 + 120_000, totalSeconds: 120 });
  });

  test('±15 s and skipping apply to that rest only', () => {
    expect(currentRest(w, { setClientId: 'a2', adjustSeconds: 15, skipped: false })?.endsAt).toBe(50_000 + 135_000);
    expect(currentRest(w, { setClientId: 'a1', adjustSeconds: 60, skipped: false })?.endsAt).toBe(50_000 + 120_000);
    expect(currentRest(w, { setClientId: 'a2', adjustSeconds: 0, skipped: true })).toBeNull();
    expect(currentRest(workout([exercise('a', [set('a1')])]), null)).toBeNull();
  });
});

test('amounts, times and the calendar read in Korean', () => {
  expect(formatSet({ weight: 20, reps: 10, seconds: null }, '회')).toBe('20kg × 10');
  expect(formatSet({ weight: 0, reps: 12, seconds: null }, '회')).toBe('12회');
  expect(formatSet({ weight: null, reps: null, seconds: 30 }, '초')).toBe('30초');
  expect(formatSet({ weight: 24, reps: null, seconds: 40 }, '초')).toBe('24kg × 40초');
  expect([clock(90), clock(3723), clock(-5)]).toEqual(['1:30', '1:02:03', '0:00']);
  expect([duration(45), duration(2700), duration(3900)]).toEqual(['45초', '45분', '1시간 5분']);
  expect([restWords(30), restWords(60), restWords(90)]).toEqual(['30초', '1분', '1분 30초']);
  expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1)]).toEqual(['2025-12', '2027-01']);
  // 2026-11-22 23:30 UTC is already the 23rd in Seoul.
  expect(koreaDate(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-23');
  const weeks = monthGrid('2026-11');
  expect(weeks[0]!.map((c) => c.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
  expect(weeks.flat().filter((c) => c.day).length).toBe(30);
});
