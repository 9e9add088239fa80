// docs/training-science.md §7.2 direct prescriptions (exact with the default config, §8.12, and inside the accept bands), §8.7 load rules
// over the whole catalogue, §8.8 monotonicity, and the implement rounding of §6.9 step 5.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gridFor, roundToGrid } from '../../../common/implements';
import { classify } from './classify';
import { RECOMMENDER_CONFIG } from './config';
import { rawMetrics } from './metrics';
import { type Athlete, prescribe } from './prescribe';
import { byKey, CATALOGUE, P1, P3, P4 } from './test-catalogue';
import type { Figure, MemberInput } from './types';

const athlete = (member: MemberInput, figure?: Figure): Athlete => {
  const raw = rawMetrics(member);
  return { member, raw, figure: figure ?? classify(member.sex, raw) };
};
const rx = (member: MemberInput, key: string, figure?: Figure) => prescribe(athlete(member, figure), byKey(key), false)!;

// [weight, target, reps, sets, accept low, accept high] per §7.2.
const TABLE: [string, MemberInput, Record<string, [number, number, number, number, number, number]>][] = [
  [
    'P1',
    P1,
    {
      back_squat: [35, 36.0, 10, 3, 32.5, 37.5],
      bench_press: [25, 24.0, 10, 3, 22.5, 27.5],
      lat_pulldown: [25, 24.0, 10, 3, 20, 30],
      db_curl: [5, 4.6, 12, 3, 4, 6],
    },
  ],
  [
    'P3',
    P3,
    {
      back_squat: [37.5, 38.0, 12, 3, 35, 40],
      bench_press: [25, 25.3, 12, 3, 22.5, 27.5],
      lat_pulldown: [25, 25.3, 12, 3, 20, 30],
      db_curl: [5, 4.9, 14, 3, 4, 6],
      leg_press: [80, 76.0, 12, 3, 70, 90],
      chest_press_machine: [20, 20.3, 12, 3, 15, 25],
    },
  ],
  [
    'P3 age 40',
    { ...P3, age: 40 },
    {
      back_squat: [35, 34.2, 12, 3, 35, 40],
      bench_press: [22.5, 22.8, 12, 3, 22.5, 27.5],
      lat_pulldown: [25, 22.8, 12, 3, 20, 30],
      db_curl: [4, 4.4, 14, 3, 4, 6],
    },
  ],
  [
    'P4',
    P4,
    {
      back_squat: [60, 60.0, 8, 4, 57.5, 62.5],
      bench_press: [45, 45.0, 8, 4, 42.5, 47.5],
      lat_pulldown: [45, 45.0, 8, 4, 40, 50],
      db_curl: [9, 9.1, 10, 3, 8, 10],
    },
  ],
];

describe('§7.2 reference prescriptions', () => {
  for (const [name, member, lifts] of TABLE) {
    test.each(Object.entries(lifts))(`${name} %s`, (key, [weight, target, reps, sets, lo, hi]) => {
      const r = rx(member, key);
      expect(r.weightKg).toBe(weight); // exact with the default config (§8.12)
      expect(r.targetKg!).toBeCloseTo(target, 1);
      expect([r.reps, r.sets]).toEqual([reps, sets]);
      expect(r.weightKg).toBeGreaterThanOrEqual(lo);
      expect(r.weightKg).toBeLessThanOrEqual(hi);
    });
  }
});

describe('implement rounding (§6.9 step 5)', () => {
  const grid = gridFor(byKey('bench_press'))!;
  test('nearest setting, never above 1.10 × target, lighter on a tie', () => {
    expect(roundToGrid(24.0, grid, 1.1)!.value).toBe(25);
    expect(roundToGrid(36.0, grid, 1.1)!.value).toBe(35);
    expect(roundToGrid(21.25, grid, 1.1)!.value).toBe(20); // exact tie between 20 and 22.5
    expect(roundToGrid(18.2, grid, 1.1)!.value).toBe(20); // 20 ≤ 20.02
    expect(roundToGrid(18.1, grid, 1.1)).toBeNull(); // the empty bar is over 110 % of the target
    const stack = gridFor(byKey('lat_pulldown'))!;
    expect(roundToGrid(8, stack, 1.1)!.value).toBe(5); // 10 is nearer but 10 > 8.8
    expect(roundToGrid(500, stack, 1.1)!.value).toBe(100); // top of the stack: lighter than asked is safe
  });

  test('dumbbells go 1 kg to 10 kg, then 2 kg; EZ-bar moves start at 10 kg; leg press in 10 kg', () => {
    const db = gridFor(byKey('db_curl'))!;
    expect(roundToGrid(10.9, db, 1.1)).toEqual({ value: 10, step: 1 });
    expect(roundToGrid(11.2, db, 1.1)).toEqual({ value: 12, step: 2 });
    expect(roundToGrid(12, gridFor(byKey('ez_bar_curl'))!, 1.1)!.value).toBe(12.5);
    expect(roundToGrid(76, gridFor(byKey('leg_press'))!, 1.1)).toEqual({ value: 80, step: 10 });
    expect(roundToGrid(76, gridFor(byKey('t_bar_row'))!, 1.1)).toEqual({ value: 75, step: 5 });
    expect(roundToGrid(10, gridFor(byKey('kettlebell_swing'))!, 1.1)).toEqual({ value: 8, step: 4 });
  });
});

const FIGURES: Figure[] = ['thin', 'normal', 'muscular', 'chubby', 'fat'];
const LOADED = CATALOGUE.filter((w) => w.loadModel !== 'bodyweight');
const arbMember = fc
  .record({
    sex: fc.constantFrom(0 as const, 1 as const),
    heightCm: fc.integer({ min: 140, max: 200 }),
    weightKg: fc.integer({ min: 40, max: 150 }),
    fatPct: fc.double({ min: 0.05, max: 0.55, noNaN: true }),
    muscleMassKg: fc.integer({ min: 15, max: 50 }),
    age: fc.option(fc.integer({ min: 18, max: 80 }), { nil: null }),
  })
  .map(({ fatPct, ...m }): MemberInput => ({ ...m, bodyFatKg: Math.round(m.weightKg * fatPct * 10) / 10, balance: 5 }));

describe('§8.7 every load the engine can produce', () => {
  test('on the implement grid, ≤ 1.10 × target, target ≤ 75 % e1RM, reps ≥ 8, RIR ≥ 2', () => {
    fc.assert(
      fc.property(arbMember, fc.constantFrom(...FIGURES), fc.constantFrom(...LOADED), (m, figure, w) => {
        const r = prescribe(athlete(m, figure), w, false);
        if (!r) return; // not loadable: the selector drops it (§6.5 item 4)
        const grid = gridFor(w)!;
        expect(grid.some((s) => r.weightKg >= s.from && r.weightKg <= s.to && Number.isInteger(Math.round(((r.weightKg - s.from) / s.step) * 1e6) / 1e6))).toBe(
          true,
        );
        expect(r.weightKg).toBeGreaterThanOrEqual(grid[0]!.from);
        expect(r.weightKg).toBeLessThanOrEqual(1.1 * r.targetKg! + 1e-9);
        expect(r.targetKg!).toBeLessThanOrEqual(0.75 * r.e1rmKg! + 1e-9);
        expect(r.loadReps!).toBeGreaterThanOrEqual(8);
        expect(r.rir!).toBeGreaterThanOrEqual(figure === 'muscular' ? 2 : figure === 'fat' ? 4 : 3);
      }),
      { numRuns: 200 },
    );
  });
});

describe('§8.8 monotonicity', () => {
  test('more lean mass at the same weight → load ≥ (figure follows the body)', () => {
    fc.assert(
      fc.property(arbMember, fc.double({ min: 0.5, max: 10, noNaN: true }), fc.constantFrom(...LOADED), (m, less, w) => {
        const leaner = { ...m, bodyFatKg: Math.max(0.5, m.bodyFatKg - less) };
        const a = prescribe(athlete(m), w, false);
        const b = prescribe(athlete(leaner), w, false);
        if (a) expect(b).not.toBeNull();
        if (a && b) expect(b.weightKg).toBeGreaterThanOrEqual(a.weightKg);
      }),
      { numRuns: 200 },
    );
  });

  test('female ≤ male with the same composition and figure', () => {
    fc.assert(
      fc.property(arbMember, fc.constantFrom(...FIGURES), fc.constantFrom(...LOADED), (m, figure, w) => {
        const male = prescribe(athlete({ ...m, sex: 0 }, figure), w, false);
        const female = prescribe(athlete({ ...m, sex: 1 }, figure), w, false);
        if (female) expect(male).not.toBeNull();
        if (female && male) expect(female.weightKg).toBeLessThanOrEqual(male.weightKg);
      }),
      { numRuns: 200 },
    );
  });

  test('fat and chubby %1RM ≤ normal %1RM for every exercise type', () => {
    for (const key of ['back_squat', 'leg_extension']) {
      const normal = rx(P1, key, 'normal').pctOneRm!;
      expect(rx(P1, key, 'chubby').pctOneRm!).toBeLessThanOrEqual(normal);
      expect(rx(P1, key, 'fat').pctOneRm!).toBeLessThanOrEqual(normal);
    }
  });
});

describe('age (§2.4, §6.11)', () => {
  test('age factor and +1 RIR from 50; at 65+ no more than 50 % 1RM', () => {
    expect(rx({ ...P1, age: 52 }, 'back_squat').ageFactor).toBe(0.8);
    expect(rx({ ...P1, age: 52 }, 'back_squat').rir).toBe(4);
    expect(rx({ ...P1, sex: 1, age: 61 }, 'back_squat').ageFactor).toBe(0.6);
    expect(rx({ ...P1, age: 70 }, 'leg_press').pctOneRm).toBe(0.5);
    expect(rx({ ...P1, age: null }, 'back_squat').ageFactor).toBe(1);
  });

  test('a config that breaks the safety caps fails loudly', () => {
    const bad = { ...RECOMMENDER_CONFIG, schemes: { ...RECOMMENDER_CONFIG.schemes, normal: { ...RECOMMENDER_CONFIG.schemes.normal, reps: 5 } } };
    expect(() => prescribe(athlete(P1), byKey('back_squat'), false, bad)).toThrow(/safety caps/);
  });
});

describe('body weight and holds', () => {
  test('body-weight moves carry no load; holds are in seconds, at most 3 sets', () => {
    const plank = rx(P4, 'plank');
    expect([plank.weightKg, plank.timed, plank.reps, plank.sets]).toEqual([0, true, 40, 3]);
    expect(rx(P1, 'push_up')).toMatchObject({ weightKg: 0, timed: false, reps: 12, sets: 3 });
    expect(rx(P1, 'pull_up').reps).toBe(8);
    const walk = rx(P1, 'farmers_walk');
    // A carry trains the trunk: it is loaded like isolation work (12 reps' load for P1), docs/training-science.md §6.16.
    expect(walk.timed && walk.weightKg > 0 && walk.loadReps === 12).toBe(true);
  });
});
