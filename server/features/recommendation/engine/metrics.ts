// Derived body metrics (docs/training-science.md §5, §6.2). Fat and muscle arrive in kg; percentages use the weight.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import type { MemberInput, Metrics } from './types';

/** One decimal, the precision the app shows. Classification uses these rounded values too (see classify.ts). */
export const round1 = (x: number): number => Math.round(x * 10) / 10;
export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Orders equal-length keys by their first differing element. */
export function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export interface RawMetrics {
  pbf: number;
  bmi: number;
  lbm: number;
  ffmi: number;
  mEff: number;
}

/** Rejects input no scale could produce, so NaN never reaches a prescription. The API validates first. */
function assertSane(m: MemberInput): void {
  const finite = [m.heightCm, m.weightKg, m.bodyFatKg, m.muscleMassKg, m.balance].every(Number.isFinite);
  if (!finite || m.heightCm <= 0 || m.weightKg <= 0 || m.bodyFatKg < 0 || m.bodyFatKg >= m.weightKg) {
    throw new RangeError('recommender: member body data out of range');
  }
}

export function rawMetrics(m: MemberInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): RawMetrics {
  assertSane(m);
  const h = m.heightCm / 100;
  const lbm = m.weightKg - m.bodyFatKg;
  // Strength scales with lean mass, not fat: express LBM as the body weight it would be at the reference body fat,
  // clamped to [0.75·W, W] so a very lean member never exceeds standards for their real weight (§2.5).
  const mEff = clamp(lbm / (1 - cfg.pbfRef[m.sex]), cfg.effectiveMassClamp.min * m.weightKg, cfg.effectiveMassClamp.max * m.weightKg);
  return { pbf: (m.bodyFatKg / m.weightKg) * 100, bmi: m.weightKg / (h * h), lbm, ffmi: lbm / (h * h), mEff };
}

export function displayMetrics(m: MemberInput, raw: RawMetrics): Metrics {
  return {
    pbf: round1(raw.pbf),
    bmi: round1(raw.bmi),
    leanMassKg: round1(raw.lbm),
    ffmi: round1(raw.ffmi),
    effectiveMassKg: round1(raw.mEff),
    muscleMassKg: round1(m.muscleMassKg),
    muscleLooksLikeSoftLean: m.muscleMassKg >= 0.85 * raw.lbm,
  };
}
