// The engine is pure: the caller loads the member's data and the catalogue, and stores what comes back.

import type { WeightUnit } from '../../../common/implements';
import type { BodyFigure } from '../../auth/auth.shared';
import type { Exercise } from '../../catalogue/catalogue.shared';
import type { BodyPartKey, MovementPattern } from '../../catalogue/catalogue-data';

export type { BodyPartKey, Exercise, MovementPattern };

/** §6.3 classes for prescription; the displayed label (docs/product.md §4) is derived separately. */
export type Figure = BodyFigure;
export type Region = 'upper' | 'lower' | 'core';

export interface MemberInput {
  /** 0 male, 1 female (docs/product.md §9). */
  sex: 0 | 1;
  heightCm: number;
  weightKg: number;
  /** 골격근량, kg. Only sanity-checked: classification uses FFMI (weight and fat), docs/training-science.md §5. */
  muscleMassKg: number;
  /** Body fat in kg (not %). */
  bodyFatKg: number;
  /** 1..9, 5 = balanced (docs/product.md §4). */
  balance: number;
  age?: number | null;
  goal?: Goal | null;
  experience?: Experience | null;
}

import type { Experience, Feedback, Goal } from '../labels.shared';

export { EXPERIENCES, GOALS } from '../labels.shared';
export type { Experience, Feedback, Goal };

export interface LoggedSet {
  weightKg: number;
  reps: number;
  rpe: number | null;
}
export interface LoggedPerformance {
  /** ms since the epoch (the session's start): orders sessions against feedback. */
  at: number;
  date: string;
  sets: LoggedSet[];
}
export interface ExerciseHistory {
  /** Newest first; the engine reads at most the last three. */
  sessions: LoggedPerformance[];
  feedback: { at: number; date: string; feedback: Feedback; weightKg: number; reps: number } | null;
}

export interface RecommendationInput {
  member: MemberInput;
  bodyPartKeys: BodyPartKey[];
  availableMachineKeys: string[];
  catalogue: Exercise[];
  history?: ReadonlyMap<number, ExerciseHistory>;
}

export type LoadSource = 'model' | 'log' | 'feedback';

export interface Metrics {
  pbf: number;
  bmi: number;
  leanMassKg: number;
  ffmi: number;
  effectiveMassKg: number;
  muscleMassKg: number;
  /** §5: 골격근량 ≥ 0.85 × LBM means the member probably typed 근육량 (soft lean mass). */
  muscleLooksLikeSoftLean: boolean;
}

export type { WeightUnit };

export interface LoadBasis {
  level: 'beginner' | 'novice' | 'intermediate';
  ratio: number | null;
  ageFactor: number;
  e1rmKg: number | null;
  pctOneRm: number | null;
  targetKg: number | null;
  stepKg: number | null;
  rir: number | null;
  restSeconds: number;
}

/** docs/training-science.md §6.13 `why` */
interface PrescriptionBasis extends LoadBasis {
  /** §6.16 rule 1: a main lift takes the goal's scheme; an accessory a lighter one. */
  role: 'main' | 'accessory';
  extraSetForBalance: boolean;
  substitutedFor: string | null;
}

export interface RecommendedExercise {
  exerciseId: number;
  koreanName: string;
  englishName: string;
  description: string;
  bodyPartNames: string[];
  machineNames: string[];
  imgPath: string;
  videoLink: string | null;
  caution: string;
  weight: string;
  weightUnit: WeightUnit;
  weightLabel: string;
  repeat: string;
  repeatLabel: string;
  set: string;
  restSeconds: number;
  why: string;
  whyDetails: string[];
  /** `why` and `whyDetails` joined: what older clients show. */
  explanation: string;
  loadSource: LoadSource;
  basis: PrescriptionBasis;
}

export interface RecommendationResult {
  configVersion: string;
  /** Never shown, see `bodyFigure`. */
  figure: Figure;
  /** The label the member sees everywhere (docs/product.md §4, the profile's): the one story told about their body. */
  bodyFigure: Figure;
  goal: Goal | null;
  experience: Experience | null;
  metrics: Metrics;
  exercises: RecommendedExercise[];
  /** Chosen parts the session does not train, and why (§6.16 rule 8); absent in results stored before it. */
  uncovered?: UncoveredPart[];
}

/** 'equipment': nothing for the part can be done with the chosen machines; 'room': the session is full. */
export type UncoveredPart = { part: BodyPartKey; reason: 'equipment' | 'room' };
