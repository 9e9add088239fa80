// docs/training-science.md §6.9, §6.11; a logged or rated exercise's load comes from progression.ts instead.

import { gridFor, roundToGrid, weightUnitOf } from '../../../common/implements';
import { classify } from './classify';
import { RECOMMENDER_CONFIG, type RecommenderConfig, type Scheme } from './config';
import { clamp, type RawMetrics, rawMetrics } from './metrics';
import { type LoadNote, progress } from './progression';
import { type MemberLog, NO_LOG } from './related';
import { countsAsCompound } from './score';
import type { Exercise, Figure, LoadBasis, LoadSource, MemberInput, WeightUnit } from './types';

export interface Athlete {
  member: MemberInput;
  raw: RawMetrics;
  /** The figure prescribed for: the body estimate, capped by what the member says of their training (§6.16 rule 4). */
  figure: Figure;
}

/** A session's main lift gets the goal's scheme; every other exercise is an accessory (§6.16 rule 1). */
export type Role = 'main' | 'accessory';

export function athleteOf(member: MemberInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Athlete & { measured: Figure } {
  const raw = rawMetrics(member, cfg);
  const measured = classify(member.sex, raw, cfg);
  const statedBeginner = member.experience != null && cfg.experience[member.experience].tier === 'beginner';
  return { member, raw, measured, figure: statedBeginner && measured === 'muscular' ? 'normal' : measured };
}

export interface Prescription extends LoadBasis {
  weightKg: number;
  unit: WeightUnit;
  reps: number;
  timed: boolean;
  loadReps: number | null;
  range: [number, number] | null;
  sets: number;
  baseSets: number;
  source: LoadSource;
  note: LoadNote | null;
}

export interface Training {
  scheme: Scheme;
  trained: boolean;
  ratioLevel: 0 | 1 | 2;
  dHard: number;
  dSoft: number;
  minRir: number;
  safety: { minReps: number; minRir: number; maxPct: number };
}

const LEVEL_NAMES = ['beginner', 'novice', 'intermediate'] as const;

export function trainingOf(a: Athlete, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Training {
  const xp = a.member.experience ? cfg.experience[a.member.experience] : null;
  const trained = xp?.tier === 'trained';
  const goal = a.member.goal ?? null;
  const scheme = goal ? cfg.goalSchemes[goal][trained ? 'trained' : 'beginner'] : cfg.schemes[a.figure];
  const minRir = trained ? cfg.safety.trained.minRir : cfg.minRir[a.figure];
  return {
    scheme: { ...scheme, rir: Math.max(scheme.rir, minRir) },
    trained,
    ratioLevel: xp ? xp.ratioLevel : cfg.ratioLevel[a.figure],
    // Experience moves the ceiling, but the fat and chubby classes keep their joint-friendly one.
    dHard: xp ? Math.min(xp.dHard, a.figure === 'fat' || a.figure === 'chubby' ? cfg.dHard[a.figure] : 4) : cfg.dHard[a.figure],
    dSoft: xp ? Math.min(xp.dSoft, cfg.dSoft[a.figure] + (trained ? 2 : 0)) : cfg.dSoft[a.figure],
    minRir,
    safety: trained ? cfg.safety.trained : cfg.safety,
  };
}

/** Lighter and shorter than the goal's scheme; the goal still orders load, reps and rest (§6.16 rule 1). */
function accessoryScheme(main: Scheme, cfg: RecommenderConfig): Scheme {
  const r = cfg.roles;
  return {
    ...main,
    reps: Math.max(main.reps, r.accessoryMinReps),
    isoReps: Math.max(main.isoReps, r.isolationMinReps),
    sets: Math.min(main.sets, r.accessoryMaxSets),
    rest: Math.min(main.rest, r.accessoryMaxRest),
    isoRest: Math.min(main.isoRest, r.isolationMaxRest),
  };
}

function ageFactorOf(member: MemberInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): number {
  const age = member.age;
  if (age == null || !Number.isFinite(age)) return 1;
  return cfg.age.bands.find((b) => age >= b.from)?.factor[member.sex] ?? 1;
}

/** (reps + RIR)-RM (§3). */
const pctOfOneRm = (reps: number, rir: number): number => 1 / (1 + (reps + rir) / 30);

/** null = not loadable, so the selector drops it and a lighter variant wins; `extraSet` is §6.10. */
export function prescribe(
  a: Athlete,
  w: Exercise,
  extraSet: boolean,
  cfg: RecommenderConfig = RECOMMENDER_CONFIG,
  log: MemberLog = NO_LOG,
  role: Role = 'main',
): Prescription | null {
  const history = log.own;
  const t = trainingOf(a, cfg);
  const scheme = role === 'main' ? t.scheme : accessoryScheme(t.scheme, cfg);
  const s = cfg.sets;
  const timed = cfg.bodyweight.timedKeys.includes(w.key);
  // Core moves are prescribed like isolation work whatever joints they cross (§6.16 rule 1).
  const multiJoint = countsAsCompound(w);
  const baseSets = multiJoint ? scheme.sets : scheme.isoSets;
  let sets = clamp(baseSets + (extraSet ? cfg.balance.extraSets : 0), s.min, s.max);
  if (timed) sets = Math.min(sets, s.timedMax); // holds: 2–3 sets (§6.9 step 6)
  const age = a.member.age ?? null;
  const common = {
    unit: weightUnitOf(w, cfg),
    timed,
    sets,
    baseSets: timed ? Math.min(baseSets, s.timedMax) : baseSets,
    level: LEVEL_NAMES[t.ratioLevel],
    ageFactor: ageFactorOf(a.member, cfg),
    restSeconds: Math.min(multiJoint ? scheme.rest : scheme.isoRest, w.loadModel === 'bodyweight' ? cfg.roles.bodyweightMaxRest : Number.POSITIVE_INFINITY),
  };

  if (w.loadModel === 'bodyweight') {
    const bw = cfg.bodyweight;
    const base = timed ? bw.seconds[a.figure] : w.level >= 3 ? bw.hardReps[a.figure] : bw.reps[a.figure];
    const logged = timed ? null : progress.bodyweight(base, history, cfg);
    return {
      ...common,
      weightKg: 0,
      reps: logged?.reps ?? base,
      loadReps: null,
      range: null,
      ratio: null,
      e1rmKg: null,
      pctOneRm: null,
      targetKg: null,
      stepKg: null,
      rir: null,
      source: logged ? 'log' : 'model',
      note: logged?.note ?? null,
    };
  }

  const grid = gridFor(w, cfg);
  const ratio = w.ratios?.[a.member.sex === 0 ? 'male' : 'female'][t.ratioLevel];
  if (!grid || ratio === undefined || !(ratio > 0)) return null;

  const reps = multiJoint ? scheme.reps : Math.min(15, scheme.isoReps);
  const rir = scheme.rir + (age !== null && age >= cfg.age.extraRirFrom ? 1 : 0);
  let pct = pctOfOneRm(reps, rir);
  if (age !== null && age >= cfg.age.olderFrom) pct = Math.min(pct, cfg.age.olderMaxPct);
  // §6.11 caps are asserted, not assumed: a refit config that breaks them must fail loudly in tests.
  if (reps < t.safety.minReps || rir < t.safety.minRir || pct > t.safety.maxPct + 1e-9) {
    throw new Error(`recommender config ${cfg.version} breaks the safety caps for ${a.figure}`);
  }
  const span = multiJoint ? cfg.progression.span : cfg.progression.isoSpan;
  const range: [number, number] = [reps, Math.min(reps + span, cfg.progression.bodyweightMaxReps)];
  const e1rm = ratio * a.raw.mEff * common.ageFactor;
  const target = e1rm * pct;
  const modelBasis = { ratio, e1rmKg: e1rm, pctOneRm: pct, targetKg: target };

  // What the member did (or said) beats the model. Never a load the grid cannot set.
  const learned = timed ? null : progress.loaded({ grid, range, rir, history, tolerance: cfg.roundingTolerance }, cfg);
  const relativeRatio = log.relative?.from.ratios?.[a.member.sex === 0 ? 'male' : 'female'][t.ratioLevel];
  const borrowed =
    timed || learned || !log.relative || !relativeRatio
      ? null
      : progress.relative({ grid, range, rir, tolerance: cfg.roundingTolerance }, log.relative, ratio / relativeRatio, pct);
  if (learned || borrowed) {
    const got = (learned ?? borrowed)!;
    return {
      ...common,
      ...modelBasis,
      weightKg: got.weightKg,
      reps: got.reps,
      loadReps: got.reps,
      range,
      stepKg: got.stepKg,
      rir,
      source: got.note.source === 'feedback' ? 'feedback' : 'log',
      note: got.note,
    };
  }

  const rounded = roundToGrid(target, grid, cfg.roundingTolerance);
  if (!rounded) return null;
  return {
    ...common,
    ...modelBasis,
    weightKg: rounded.value,
    reps: timed ? cfg.bodyweight.seconds[a.figure] : reps,
    loadReps: reps,
    range: timed ? null : range,
    stepKg: rounded.step,
    rir,
    source: 'model',
    note: null,
  };
}
