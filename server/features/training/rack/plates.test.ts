// The plate calculator (rack/plates.ts, ADR 022): the inventory cases a lifter meets at the rack, and a
// property test against an enumeration of every way the plates can go on.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_PLATES, type PlateStock } from './defaults';
import { barFor, type PlateAnswer, platesFor, plateWords } from './plates';

const KOREAN = [...DEFAULT_PLATES];
const stock = (...pairs: [number, number | null][]): PlateStock[] => pairs.map(([kg, n]) => ({ kg, pairs: n }));

describe('platesFor with the Korean gym defaults (20 kg bar, 25…1.25 unlimited)', () => {
  test('60 kg is a 20 a side', () => {
    expect(platesFor(60, 20, KOREAN)).toEqual({ loadable: true, total: 60, perSide: [20] });
  });

  test('heaviest plates first: 82.5 kg is 25 + 5 + 1.25 a side', () => {
    expect(platesFor(82.5, 20, KOREAN)).toEqual({ loadable: true, total: 82.5, perSide: [25, 5, 1.25] });
  });

  test('1.25 kg precision: 22.5 kg is one 1.25 a side, 102.5 kg is 25 + 15 + 1.25', () => {
    expect(platesFor(22.5, 20, KOREAN)).toEqual({ loadable: true, total: 22.5, perSide: [1.25] });
    expect(platesFor(102.5, 20, KOREAN)).toEqual({ loadable: true, total: 102.5, perSide: [25, 15, 1.25] });
  });

  test('exactly the bar: no plates', () => {
    expect(platesFor(20, 20, KOREAN)).toEqual({ loadable: true, total: 20, perSide: [] });
  });

  test('below the bar: nothing lower, the empty bar above', () => {
    expect(platesFor(15, 20, KOREAN)).toEqual({ loadable: false, lower: null, higher: { total: 20, perSide: [] } });
  });

  test('an amount not a multiple of the smallest pair (2.5 kg): the nearest loadable below and above', () => {
    expect(platesFor(61, 20, KOREAN)).toEqual({
      loadable: false,
      lower: { total: 60, perSide: [20] },
      higher: { total: 62.5, perSide: [20, 1.25] },
    });
    // 63.75 = 1.875 a side: half-hundredths are handled too.
    expect(platesFor(63.75, 20, KOREAN)).toEqual({
      loadable: false,
      lower: { total: 62.5, perSide: [20, 1.25] },
      higher: { total: 65, perSide: [20, 2.5] },
    });
  });

  test('heavy loads stack several of the heaviest plate', () => {
    expect(platesFor(220, 20, KOREAN)).toEqual({ loadable: true, total: 220, perSide: [25, 25, 25, 25] });
  });
});

describe('platesFor with a limited inventory', () => {
  test('15s and 10s but no 20s: 60 kg is 10 + 10, where greedy would take a 15 and get stuck', () => {
    expect(platesFor(60, 20, stock([15, null], [10, null]))).toEqual({ loadable: true, total: 60, perSide: [10, 10] });
  });

  test('one pair of 20s and 15s: 80 kg is 15 + 15, not 20 + 10 (no 10s)', () => {
    expect(platesFor(80, 20, stock([20, 1], [15, null]))).toEqual({ loadable: true, total: 80, perSide: [15, 15] });
  });

  test('pairs are never used twice: one pair of 20s cannot make 100 kg', () => {
    const answer = platesFor(100, 20, stock([20, 1], [5, 2]));
    expect(answer).toEqual({ loadable: false, lower: { total: 80, perSide: [20, 5, 5] }, higher: null });
  });

  test('max load: above everything the plates can make, the heaviest loadable and nothing above', () => {
    expect(platesFor(200, 20, stock([25, 2], [10, 1]))).toEqual({ loadable: false, lower: { total: 140, perSide: [25, 25, 10] }, higher: null });
    expect(platesFor(140, 20, stock([25, 2], [10, 1]))).toEqual({ loadable: true, total: 140, perSide: [25, 25, 10] });
  });

  test('a gap in the middle of a limited inventory: both neighbours found', () => {
    // 10s and 25s: 45 a side is out of reach, 35 (25 + 10) and 50 (25 + 25) are not.
    expect(platesFor(110, 20, stock([25, 2], [10, 1]))).toEqual({
      loadable: false,
      lower: { total: 90, perSide: [25, 10] },
      higher: { total: 120, perSide: [25, 25] },
    });
  });

  test('empty inventory (or only empty pairs): the bar alone', () => {
    expect(platesFor(60, 20, [])).toEqual({ loadable: false, lower: { total: 20, perSide: [] }, higher: null });
    expect(platesFor(60, 20, stock([20, 0]))).toEqual({ loadable: false, lower: { total: 20, perSide: [] }, higher: null });
    expect(platesFor(20, 20, [])).toEqual({ loadable: true, total: 20, perSide: [] });
  });

  test('another bar: 10 kg EZ bar, 15 kg bar, no bar', () => {
    expect(platesFor(30, 10, KOREAN)).toEqual({ loadable: true, total: 30, perSide: [10] });
    expect(platesFor(55, 15, KOREAN)).toEqual({ loadable: true, total: 55, perSide: [20] });
    expect(platesFor(5, 0, KOREAN)).toEqual({ loadable: true, total: 5, perSide: [2.5] });
  });

  test('the same size listed twice counts its pairs together', () => {
    expect(platesFor(100, 20, stock([20, 1], [20, 1]))).toEqual({ loadable: true, total: 100, perSide: [20, 20] });
  });

  test('odd plates (0.5 kg micro plates, 2 kg): exact in hundredths', () => {
    expect(platesFor(25, 20, stock([2, null], [0.5, 1]))).toEqual({ loadable: true, total: 25, perSide: [2, 0.5] });
    expect(platesFor(26, 20, stock([2, null], [0.5, 2]))).toEqual({ loadable: true, total: 26, perSide: [2, 0.5, 0.5] });
    // One pair of 0.5s: 3 kg a side is out of reach.
    expect(platesFor(26, 20, stock([2, null], [0.5, 1]))).toEqual({
      loadable: false,
      lower: { total: 25, perSide: [2, 0.5] },
      higher: { total: 28, perSide: [2, 2] },
    });
  });
});

describe('barFor and plateWords', () => {
  test("the member's bar stands in for the Olympic bar only", () => {
    expect(barFor(20, 15)).toBe(15);
    expect(barFor(null, 15)).toBe(15);
    expect(barFor(undefined, 20)).toBe(20);
    expect(barFor(10, 15)).toBe(10);
  });

  test("'20 + 10 + 2.5'", () => {
    expect(plateWords([20, 10, 2.5])).toBe('20 + 10 + 2.5');
    expect(plateWords([])).toBe('');
  });
});

// Every total the plates can make (up to `cap` per side), by enumeration: the calculator's answers are checked
// against it.
function loadableTotals(bar: number, plates: readonly PlateStock[], capUnits: number): Set<number> {
  const sums = new Set<number>([0]);
  for (const p of plates) {
    const u = Math.round(p.kg * 100);
    const most = p.pairs ?? Math.floor(capUnits / u);
    for (const s of [...sums]) for (let c = 1; c <= most && s + c * u <= capUnits; c++) sums.add(s + c * u);
  }
  return new Set([...sums].map((s) => Math.round(bar * 100) + 2 * s));
}

const SIZES = [25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5];

describe('platesFor, property', () => {
  const stockArb = fc.uniqueArray(fc.record({ kg: fc.constantFrom(...SIZES), pairs: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }) }), {
    selector: (p) => p.kg,
    maxLength: 5,
  });
  const targetArb = fc.integer({ min: 0, max: 25_000 }).map((u) => u / 100);
  const barArb = fc.constantFrom(0, 10, 15, 20);

  test('answers add up, stay within the stock, and nothing loadable lies between lower and higher', () => {
    fc.assert(
      fc.property(targetArb, barArb, stockArb, (target, bar, plates) => {
        const answer: PlateAnswer = platesFor(target, bar, plates);
        const capUnits = Math.max(0, Math.ceil(((target - bar) * 100) / 2)) + 2600;
        const totals = loadableTotals(bar, plates, capUnits);
        const t = Math.round(target * 100);
        const check = (l: { total: number; perSide: number[] }) => {
          const side = l.perSide.reduce((s, kg) => s + Math.round(kg * 100), 0);
          expect(Math.round(l.total * 100)).toBe(Math.round(bar * 100) + 2 * side);
          for (const p of plates) {
            const used = l.perSide.filter((kg) => kg === p.kg).length;
            if (p.pairs !== null) expect(used).toBeLessThanOrEqual(p.pairs);
          }
          expect(l.perSide.every((kg) => plates.some((p) => p.kg === kg))).toBe(true);
          expect([...l.perSide].sort((a, b) => b - a)).toEqual(l.perSide);
          expect(totals.has(Math.round(l.total * 100))).toBe(true);
        };
        if (answer.loadable) {
          check(answer);
          expect(Math.round(answer.total * 100)).toBe(t);
          return;
        }
        expect(totals.has(t)).toBe(false);
        if (answer.lower) check(answer.lower);
        if (answer.higher) check(answer.higher);
        const low = answer.lower ? Math.round(answer.lower.total * 100) : Number.NEGATIVE_INFINITY;
        const high = answer.higher ? Math.round(answer.higher.total * 100) : Number.POSITIVE_INFINITY;
        expect(low).toBeLessThan(t);
        expect(high).toBeGreaterThan(t);
        for (const total of totals) expect(total > low && total < high).toBe(false);
        // null only where nothing exists on that side.
        if (!answer.lower) expect(t).toBeLessThan(Math.round(bar * 100));
        if (!answer.higher) expect([...totals].some((total) => total > t)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
