// Per-exercise prescription (RECOMMENDER.md §6.9, §6.11): reps/sets/RIR from the figure, 1RM from the catalogue
// ratio × effective mass, load by inverted Epley with reps in reserve, rounded to what the implement can be set to.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { gridFor, roundToGrid, weightUnitOf } from './implements';
import { clamp, type RawMetrics } from './metrics';
import type { Figure, LoadBasis, MemberInput, WeightUnit, Workout } from './types';

export interface Athlete {
  member: MemberInput;
  raw: RawMetrics;
  figure: Figure;
}

export interface Prescription extends LoadBasis {
  weightKg: number;
  unit: WeightUnit;
  /** What the member does: repetitions, or seconds when `timed` (plank, wall sit, farmer's walk). */
  reps: number;
  timed: boolean;
  /** Repetitions the load was computed for (Epley); equals `reps` except for loaded holds. */
  loadReps: number | null;
  sets: number;
  baseSets: number;
}

/** §2.4: only when age is known; bands are "from this age up". */
function ageFactorOf(member: MemberInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): number {
  const age = member.age;
  if (age == null || !Number.isFinite(age)) return 1;
  return cfg.age.bands.find((b) => age >= b.from)?.factor[member.sex] ?? 1;
}

/** Epley inverted with reps in reserve: the set is treated as a (reps + RIR)-RM (§3). */
const pctOfOneRm = (reps: number, rir: number): number => 1 / (1 + (reps + rir) / 30);

/**
 * null = not loadable here (even the lightest setting is > tolerance × target, or a loaded move has no ratio);
 * the selector then drops it so a lighter variant of the movement wins. `extraSet` is the balance bonus (§6.10).
 */
export function prescribe(a: Athlete, w: Workout, extraSet: boolean, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Prescription | null {
  const scheme = cfg.schemes[a.figure];
  const s = cfg.sets;
  const timed = cfg.bodyweight.timedKeys.includes(w.key);
  const baseSets = w.compound ? scheme.sets : scheme.isoSets;
  let sets = clamp(baseSets + (extraSet ? cfg.balance.extraSets : 0), s.min, s.max);
  if (timed) sets = Math.min(sets, s.timedMax); // holds: 2–3 sets (§6.9 step 6)
  const age = a.member.age ?? null;
  const levelIndex = cfg.ratioLevel[a.figure];
  const common = {
    unit: weightUnitOf(w, cfg),
    timed,
    sets,
    baseSets: timed ? Math.min(baseSets, s.timedMax) : baseSets,
    level: levelIndex === 1 ? ('novice' as const) : ('beginner' as const),
    ageFactor: ageFactorOf(a.member, cfg),
    restSeconds: w.compound ? scheme.rest : scheme.isoRest,
  };

  if (w.loadModel === 'bodyweight') {
    const bw = cfg.bodyweight;
    const reps = timed ? bw.seconds[a.figure] : w.level >= 3 ? bw.hardReps[a.figure] : bw.reps[a.figure];
    return { ...common, weightKg: 0, reps, loadReps: null, ratio: null, e1rmKg: null, pctOneRm: null, targetKg: null, stepKg: null, rir: null };
  }

  const grid = gridFor(w, cfg);
  const ratio = w.ratios?.[a.member.sex === 0 ? 'male' : 'female'][levelIndex];
  if (!grid || ratio === undefined || !(ratio > 0)) return null;

  const reps = w.compound ? scheme.reps : Math.min(15, scheme.isoReps);
  const rir = scheme.rir + (age !== null && age >= cfg.age.extraRirFrom ? 1 : 0);
  let pct = pctOfOneRm(reps, rir);
  if (age !== null && age >= cfg.age.olderFrom) pct = Math.min(pct, cfg.age.olderMaxPct);
  // §6.11 caps are asserted, not assumed: a refit config that breaks them must fail loudly in tests.
  if (reps < cfg.safety.minReps || rir < cfg.safety.minRir || pct > cfg.safety.maxPct + 1e-9) {
    throw new Error(`recommender config ${cfg.version} breaks the safety caps for ${a.figure}`);
  }
  const e1rm = ratio * a.raw.mEff * common.ageFactor;
  const target = e1rm * pct;
  const rounded = roundToGrid(target, grid, cfg.roundingTolerance);
  if (!rounded) return null;
  return {
    ...common,
    weightKg: rounded.value,
    reps: timed ? cfg.bodyweight.seconds[a.figure] : reps,
    loadReps: reps,
    ratio,
    e1rmKg: e1rm,
    pctOneRm: pct,
    targetKg: target,
    stepKg: rounded.step,
    rir,
  };
}
