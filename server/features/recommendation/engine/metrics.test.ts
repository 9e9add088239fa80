// docs/training-science.md §8 item 1 (PBF and class boundaries), §6.2 (effective mass) and the §7.1 derived values.
import { describe, expect, test } from 'vitest';
import { classify } from './classify';
import { displayMetrics, rawMetrics } from './metrics';
import { P1, P3, P4 } from './test-catalogue';
import type { MemberInput } from './types';

const member = (sex: 0 | 1, heightCm: number, weightKg: number, bodyFatKg: number): MemberInput => ({
  sex,
  heightCm,
  weightKg,
  bodyFatKg,
  muscleMassKg: 30,
  balance: 5,
});
const figureOf = (m: MemberInput) => classify(m.sex, rawMetrics(m));

describe('derived metrics (§5, §6.2)', () => {
  test('PBF = fat / weight × 100, shown to 0.1 %', () => {
    expect(displayMetrics(P1, rawMetrics(P1)).pbf).toBe(16.4);
    expect(displayMetrics(member(0, 170, 80, 20), rawMetrics(member(0, 170, 80, 20))).pbf).toBe(25);
  });

  test.each([
    ['P1', P1, { pbf: 16.4, bmi: 22.9, leanMassKg: 58.5, ffmi: 19.1, effectiveMassKg: 68.8 }, 'normal'],
    ['P3', P3, { pbf: 30.5, bmi: 29.3, leanMassKg: 66, ffmi: 20.4, effectiveMassKg: 77.6 }, 'fat'],
    ['P4', P4, { pbf: 11.9, bmi: 25.2, leanMassKg: 70.5, ffmi: 22.3, effectiveMassKg: 80 }, 'muscular'],
  ] as const)('%s matches the §7.1 table', (_name, m, expected, figure) => {
    expect(displayMetrics(m, rawMetrics(m))).toMatchObject(expected);
    expect(figureOf(m)).toBe(figure);
  });

  test('m_eff is clamped to [0.75·W, W]', () => {
    // P4: 70.5 / 0.85 = 82.9 > 80 → 80 (a lean member never gets loads above the standard for their weight).
    expect(rawMetrics(P4).mEff).toBe(80);
    const heavy = member(0, 170, 100, 50); // LBM 50 / 0.85 = 58.8 < 75 → 75
    expect(rawMetrics(heavy).mEff).toBe(75);
    const woman = member(1, 160, 55, 15); // LBM 40 / 0.77 = 51.9, inside the band
    expect(rawMetrics(woman).mEff).toBeCloseTo(40 / 0.77, 9);
  });

  test('a muscle figure ≥ 0.85 × LBM is flagged as probably 근육량, not 골격근량', () => {
    const m = { ...P1, muscleMassKg: 52 };
    expect(displayMetrics(m, rawMetrics(m)).muscleLooksLikeSoftLean).toBe(true);
    expect(displayMetrics(P1, rawMetrics(P1)).muscleLooksLikeSoftLean).toBe(false);
  });

  test('impossible body data is rejected instead of producing NaN loads', () => {
    expect(() => rawMetrics(member(0, 0, 70, 10))).toThrow(RangeError);
    expect(() => rawMetrics(member(0, 175, 70, 70))).toThrow(RangeError);
    expect(() => rawMetrics(member(0, 175, Number.NaN, 10))).toThrow(RangeError);
  });
});

describe('body-figure classes (§6.3, §8 item 1 boundaries)', () => {
  // 100 kg makes fat kg = PBF %, so each boundary is exact; the (tall) heights keep FFMI and BMI in the normal
  // band on both sides of every PBF boundary, so only PBF decides.
  test.each([
    [19.9, 'normal'],
    [20.0, 'chubby'],
    [24.9, 'chubby'],
    [25.0, 'fat'],
  ] as const)('male PBF %s %% → %s', (pbf, figure) => {
    expect(figureOf(member(0, 205, 100, pbf))).toBe(figure);
  });

  test.each([
    [27.9, 'normal'],
    [28.0, 'chubby'],
    [32.9, 'chubby'],
    [33.0, 'fat'],
  ] as const)('female PBF %s %% → %s', (pbf, figure) => {
    expect(figureOf(member(1, 215, 100, pbf))).toBe(figure);
  });

  test('FFMI 20.5 (men) / 16.5 (women) is muscular, just below is not', () => {
    // height 1.75 m: FFMI = LBM / 3.0625. LBM 62.78 → 20.5; 62.47 → 20.4.
    expect(figureOf(member(0, 175, 70, 70 - 62.8))).toBe('muscular');
    expect(figureOf(member(0, 175, 70, 70 - 62.4))).toBe('normal');
    // height 1.60 m: FFMI = LBM / 2.56. LBM 42.24 → 16.5; 41.98 → 16.4.
    expect(figureOf(member(1, 160, 55, 55 - 42.25))).toBe('muscular');
    expect(figureOf(member(1, 160, 55, 55 - 41.98))).toBe('normal');
  });

  test('BMI below 18.5 is thin; 18.5 is not (when FFMI is normal)', () => {
    // Women at 1.65 m with 9 kg fat: FFMI ≈ 15 (≥ 14, < 16.5), so only BMI decides.
    expect(figureOf(member(1, 165, 50.4, 9))).toBe('normal'); // BMI 18.5, FFMI 15.2 ≥ 14
    expect(figureOf(member(1, 165, 50.0, 9))).toBe('thin'); // BMI 18.4
  });

  test('low FFMI is thin even at a normal BMI', () => {
    // 1.75 m, 62 kg (BMI 20.2): LBM 51 → FFMI 16.7 < 17 → thin; LBM 52 → FFMI 17.0 → normal.
    expect(figureOf(member(0, 175, 62, 11))).toBe('thin');
    expect(figureOf(member(0, 175, 62, 10))).toBe('normal');
  });

  test('fat and chubby are checked before muscular', () => {
    expect(figureOf(member(0, 175, 100, 25))).toBe('fat'); // FFMI 24.5 but PBF 25 %
  });
});
