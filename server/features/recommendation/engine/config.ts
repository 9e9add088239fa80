// Every tunable number of the recommender (docs/training-science.md §6.15; every § below is a section of that file),
// so a refit is a new `version`, not a code change. Bump `version` whenever a value changes: stored recommendations carry it.
import { IMPLEMENTS, SINGLE_DUMBBELL_KEYS } from '../../../common/implements';
import { TIMED_EXERCISE_KEYS } from '../../catalogue/catalogue.shared';
import type { Experience, Figure, Goal } from './types';

type PerFigure<T> = Record<Figure, T>;
export type Scheme = { reps: number; isoReps: number; rir: number; sets: number; isoSets: number; rest: number; isoRest: number };
type Tier = 'beginner' | 'trained';

export const RECOMMENDER_CONFIG = {
  version: '2026-11-5',
  /** InBody "standard" body fat (§2.5): m_eff = clamp(LBM / (1 − ref), 0.75·W, 1.0·W). Index = sex (0 male). */
  pbfRef: [0.15, 0.23] as const,
  effectiveMassClamp: { min: 0.75, max: 1.0 },
  /** §6.3 cut-offs, index = sex. Checked in order fat → chubby → muscular → thin → normal. */
  classify: {
    fatPbf: [25, 33] as const,
    chubbyPbf: [20, 28] as const,
    muscularFfmi: [20.5, 16.5] as const,
    thinFfmi: [17.0, 14.0] as const,
    thinBmi: 18.5,
  },
  /** §6.5 hard difficulty ceiling and §6.6 soft one (each level above it costs `score.difficulty`). */
  dHard: { thin: 3, normal: 3, muscular: 4, chubby: 3, fat: 3 } satisfies PerFigure<number>,
  dSoft: { thin: 3, normal: 3, muscular: 4, chubby: 2, fat: 2 } satisfies PerFigure<number>,
  /** ADR 030: hard body-weight moves are left out for beginners whenever an easier one of the same pattern can be done. */
  beginnerSafety: { experiences: [null, 'none'] as readonly (Experience | null)[], hardBodyweightLevel: 3 },
  score: {
    coverage: 35,
    compound: 15,
    figPref: 10,
    difficulty: 12,
    steer: 10,
    /** Extra selected primary or secondary part adds 0.3 coverage (see select.ts for why not a full 1.0). */
    extraPart: 0.3,
    coverageCap: 2,
    /** Deviation: popularity (1–100, Korean gyms) × 0.1 breaks near-ties toward the staple lift; §6.6 has no such term. */
    popularity: 0.1,
    fillPatternRepeat: 20,
    fillPartRepeat: 8,
    /** §6.16 rule 6: a chosen part's first staple beats a near-equal fill. */
    staple: 20,
    staplesPerPart: 1,
  },
  /** §6.6 figPref by figure and load model; body weight is a fallback everywhere. */
  figPref: {
    bodyweight: -1.5,
    heavy: { stack: 1, plates: 1, dumbbell: 0.5, plates_smith: 0.5, kettlebell: 0.5, barbell: 0 } as Record<string, number>,
  },
  /** §6.7: N = clamp(k + 2, min, max); k = 5 when no part was chosen. */
  count: { offset: 2, fullBodyK: 5, min: 3, max: 6, muscularMin: 4, muscularMax: 7, single: 5, singleMore: 6, singleFewer: 4 },
  /** `deficit` pulls each part toward its weighted share, so 가슴·삼두 gets three chest moves, not three triceps. */
  share: {
    weight: { quads: 2, hamstrings: 2, glutes: 2, back: 2, chest: 2, shoulders: 1.5, triceps: 1, biceps: 1, calves: 1, abs: 1 } as Record<string, number>,
    deficit: 10,
    sameAngle: 10,
    sameSlot: 20,
  },
  /** They train the heart and whole body, not the chosen part. */
  conditioningKeys: ['burpee', 'jump_squat', 'mountain_climber', 'farmers_walk'] as readonly string[],
  /** No load or rep range to prescribe (docs/decisions/025-cardio-and-stretching.md). */
  notStrengthPatterns: ['cardio', 'stretch'] as readonly string[],
  sets: { cap: 18, muscularCap: 24, min: 2, max: 4, timedMax: 3 },
  /** §1.6 reps × sets at RIR per figure (compound / isolation). Isolation reps = compound + 2 (≤ 15). */
  schemes: {
    thin: { reps: 10, isoReps: 12, rir: 3, sets: 3, isoSets: 3, rest: 90, isoRest: 90 },
    normal: { reps: 10, isoReps: 12, rir: 3, sets: 3, isoSets: 3, rest: 90, isoRest: 90 },
    muscular: { reps: 8, isoReps: 10, rir: 2, sets: 4, isoSets: 3, rest: 120, isoRest: 90 },
    chubby: { reps: 12, isoReps: 14, rir: 3, sets: 3, isoSets: 3, rest: 60, isoRest: 60 },
    fat: { reps: 12, isoReps: 14, rir: 4, sets: 3, isoSets: 3, rest: 60, isoRest: 60 },
  } satisfies PerFigure<Scheme>,
  /** §1.1, §1.4, §1.5, §1.2; beginners never go below 8 reps or 3 RIR (§6.11). */
  goalSchemes: {
    strength: {
      beginner: { reps: 8, isoReps: 10, rir: 3, sets: 3, isoSets: 3, rest: 150, isoRest: 90 },
      trained: { reps: 5, isoReps: 8, rir: 2, sets: 4, isoSets: 3, rest: 180, isoRest: 90 },
    },
    hypertrophy: {
      beginner: { reps: 10, isoReps: 12, rir: 3, sets: 3, isoSets: 3, rest: 90, isoRest: 60 },
      trained: { reps: 8, isoReps: 12, rir: 2, sets: 4, isoSets: 3, rest: 120, isoRest: 60 },
    },
    fat_loss: {
      beginner: { reps: 12, isoReps: 15, rir: 3, sets: 3, isoSets: 3, rest: 60, isoRest: 45 },
      trained: { reps: 12, isoReps: 15, rir: 2, sets: 3, isoSets: 3, rest: 60, isoRest: 45 },
    },
    health: {
      beginner: { reps: 12, isoReps: 15, rir: 4, sets: 2, isoSets: 2, rest: 60, isoRest: 60 },
      trained: { reps: 10, isoReps: 12, rir: 3, sets: 3, isoSets: 2, rest: 90, isoRest: 60 },
    },
  } satisfies Record<Goal, Record<Tier, Scheme>>,
  /** The figure's minimum RIR for a beginner tier (§6.11: ≥ 3 for non-muscular, ≥ 4 for fat). */
  minRir: { thin: 3, normal: 3, muscular: 2, chubby: 3, fat: 4 } satisfies PerFigure<number>,
  /** §2.1 strength-standard column and the hardest level offered. */
  experience: {
    none: { tier: 'beginner', ratioLevel: 0, dHard: 3, dSoft: 2 },
    under_6m: { tier: 'beginner', ratioLevel: 0, dHard: 3, dSoft: 3 },
    '1_3y': { tier: 'trained', ratioLevel: 1, dHard: 4, dSoft: 4 },
    over_3y: { tier: 'trained', ratioLevel: 2, dHard: 4, dSoft: 4 },
  } satisfies Record<Experience, { tier: Tier; ratioLevel: 0 | 1 | 2; dHard: number; dSoft: number }>,
  /** §3: reps range [reps, reps + span]; all sets at the top → one step up; two stalled sessions → about 10 % down. */
  progression: { span: 2, isoSpan: 3, maxRpe: 8, deload: 0.9, convertBeyond: 2, bodyweightMaxReps: 30 },
  /** Strength-standard column used per figure: 0 beginner, 1 novice (§6.9 step 1). */
  ratioLevel: { thin: 0, normal: 0, muscular: 1, chubby: 0, fat: 0 } satisfies PerFigure<0 | 1>,
  /** §6.9 step 6. */
  bodyweight: {
    reps: { thin: 10, normal: 12, muscular: 15, chubby: 12, fat: 10 } satisfies PerFigure<number>,
    hardReps: { thin: 6, normal: 8, muscular: 10, chubby: 6, fat: 6 } satisfies PerFigure<number>,
    seconds: { thin: 20, normal: 30, muscular: 40, chubby: 30, fat: 20 } satisfies PerFigure<number>,
    timedKeys: TIMED_EXERCISE_KEYS,
  },
  implements: IMPLEMENTS,
  /** A rounded load may exceed the target by at most this factor (§6.9 step 5); above it = not loadable. */
  roundingTolerance: 1.1,
  singleDumbbellKeys: SINGLE_DUMBBELL_KEYS,
  /** §6.10: s = (balance − 5)/4; score +steer·s for the weaker region; +1 set there when |s| ≥ extraSetAt. */
  balance: { neutral: 5, span: 4, extraSetAt: 0.5, extraSets: 1 },
  /** §2.4 age factor (only when age is known) and §6.11 older-adult caps. Index = sex. */
  age: {
    bands: [
      { from: 60, factor: [0.7, 0.6] },
      { from: 50, factor: [0.8, 0.75] },
      { from: 40, factor: [0.9, 0.9] },
    ] as const,
    extraRirFrom: 50,
    /** ACSM GETP: sedentary and older people start at 40–50 % 1RM. */
    olderFrom: 65,
    olderMaxPct: 0.5,
  },
  /**
   * §6.16 rule 1: the first `mainLifts` loaded multi-joint moves of a session (not lunges) take the goal's scheme;
   * the rest are accessories, at least 8 reps (isolation 10), at most 3 sets, shorter rests; body weight ≤ 90 s.
   */
  roles: {
    mainLifts: 2,
    mainPatterns: ['squat', 'hinge', 'h_push', 'v_push', 'h_pull', 'v_pull'] as readonly string[],
    accessoryMinReps: 8,
    isolationMinReps: 10,
    accessoryMaxSets: 3,
    accessoryMaxRest: 120,
    isolationMaxRest: 90,
    bodyweightMaxRest: 90,
  },
  /** §6.11 safety, asserted by prescribe() so a bad refit cannot ship. */
  safety: { minReps: 8, minRir: 2, maxPct: 0.75, trained: { minReps: 5, minRir: 2, maxPct: 0.82 } },
};

export type RecommenderConfig = typeof RECOMMENDER_CONFIG;
