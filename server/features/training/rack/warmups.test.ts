// The warm-up ramp (warmups.ts): the member's steps against the implement's settable loads.
import { describe, expect, test } from 'vitest';
import { DEFAULT_WARMUP_STEPS } from './defaults';
import { settableLoads, warmupSets } from './warmups';

const barbell = (bar = 20) => settableLoads([{ from: bar, to: 300, step: 2.5 }]);
const dumbbells = settableLoads([
  { from: 1, to: 10, step: 1 },
  { from: 12, to: 50, step: 2 },
]);
const stack = settableLoads([{ from: 5, to: 100, step: 5 }]);

describe('settable loads', () => {
  test('segments become every setting, lightest first, without repeats', () => {
    expect(barbell().slice(0, 4)).toEqual([20, 22.5, 25, 27.5]);
    expect(barbell().at(-1)).toBe(300);
    expect(dumbbells.slice(8, 12)).toEqual([9, 10, 12, 14]);
    expect(
      settableLoads([
        { from: 5, to: 10, step: 5 },
        { from: 10, to: 15, step: 5 },
      ]),
    ).toEqual([5, 10, 15]);
    expect(settableLoads([])).toEqual([]);
    expect(settableLoads([{ from: 5, to: 10, step: 0 }])).toEqual([]);
  });
});

describe('the ramp', () => {
  test('the defaults before 100 kg on a 20 kg bar: bar × 10, 40 × 5, 60 × 3, 80 × 1', () => {
    expect(warmupSets(100, DEFAULT_WARMUP_STEPS, barbell())).toEqual([
      { weight: 20, reps: 10 },
      { weight: 40, reps: 5 },
      { weight: 60, reps: 3 },
      { weight: 80, reps: 1 },
    ]);
  });

  test('rounded down to the 2.5 kg step, never heavier than asked', () => {
    // 40 % of 87.5 = 35, 60 % = 52.5, 80 % = 70.
    expect(warmupSets(87.5, DEFAULT_WARMUP_STEPS, barbell())).toEqual([
      { weight: 20, reps: 10 },
      { weight: 35, reps: 5 },
      { weight: 52.5, reps: 3 },
      { weight: 70, reps: 1 },
    ]);
    // 40 % of 72 = 28.8 → 27.5; 60 % = 43.2 → 42.5; 80 % = 57.6 → 57.5.
    expect(warmupSets(72, DEFAULT_WARMUP_STEPS, barbell())).toEqual([
      { weight: 20, reps: 10 },
      { weight: 27.5, reps: 5 },
      { weight: 42.5, reps: 3 },
      { weight: 57.5, reps: 1 },
    ]);
  });

  test('light work sets: steps below the bar, at the bar again, or at the work weight are dropped', () => {
    // The empty bar is the work set: no ramp.
    expect(warmupSets(20, DEFAULT_WARMUP_STEPS, barbell())).toEqual([]);
    // 40 % of 30 = 12 and 60 % = 18 are lighter than the bar; 80 % = 24 → 22.5.
    expect(warmupSets(30, DEFAULT_WARMUP_STEPS, barbell())).toEqual([
      { weight: 20, reps: 10 },
      { weight: 22.5, reps: 1 },
    ]);
    // 40 % of 50 = 20: the bar again, dropped (the lighter step keeps its reps).
    expect(warmupSets(50, DEFAULT_WARMUP_STEPS, barbell())).toEqual([
      { weight: 20, reps: 10 },
      { weight: 30, reps: 3 },
      { weight: 40, reps: 1 },
    ]);
    // A 15 kg bar starts lower.
    expect(warmupSets(30, DEFAULT_WARMUP_STEPS, barbell(15))).toEqual([
      { weight: 15, reps: 10 },
      { weight: 17.5, reps: 3 },
      { weight: 22.5, reps: 1 },
    ]);
  });

  test('dumbbells: 1 kg steps up to 10 kg, then 2 kg', () => {
    // 40 % of 24 = 9.6 → 9; 60 % = 14.4 → 14; 80 % = 19.2 → 18.
    expect(warmupSets(24, DEFAULT_WARMUP_STEPS, dumbbells)).toEqual([
      { weight: 1, reps: 10 },
      { weight: 9, reps: 5 },
      { weight: 14, reps: 3 },
      { weight: 18, reps: 1 },
    ]);
  });

  test('a machine stack: 5 kg pins', () => {
    // 40 % of 45 = 18 → 15; 60 % = 27 → 25; 80 % = 36 → 35.
    expect(warmupSets(45, DEFAULT_WARMUP_STEPS, stack)).toEqual([
      { weight: 5, reps: 10 },
      { weight: 15, reps: 5 },
      { weight: 25, reps: 3 },
      { weight: 35, reps: 1 },
    ]);
    // The lightest pin is the work weight: nothing lighter to warm up with.
    expect(warmupSets(5, DEFAULT_WARMUP_STEPS, stack)).toEqual([]);
  });

  test("a member's own steps, in any order; steps without reps are skipped", () => {
    const steps = [
      { percent: 75, reps: 2 },
      { percent: 50, reps: 5 },
      { percent: 90, reps: 0 },
    ];
    expect(warmupSets(140, steps, barbell())).toEqual([
      { weight: 70, reps: 5 },
      { weight: 105, reps: 2 },
    ]);
    expect(warmupSets(140, [], barbell())).toEqual([]);
  });

  test('nothing to set (body weight, cardio, holds) or no work weight: no warm-ups', () => {
    expect(warmupSets(100, DEFAULT_WARMUP_STEPS, [])).toEqual([]);
    expect(warmupSets(null, DEFAULT_WARMUP_STEPS, barbell())).toEqual([]);
    expect(warmupSets(0, DEFAULT_WARMUP_STEPS, barbell())).toEqual([]);
  });
});
