// Shapes of the recommender's input and output. The engine is pure: the caller loads the member's latest body
// data, the selected parts, the usable machines and the catalogue, and stores what comes back.
import type { BodyPartKey } from '../../../../seed/catalogue/types';
import type { BodyFigure } from '../../auth/auth.contract';
import type { Workout } from '../../catalogue/catalogue.contract';

export type { BodyPartKey, Workout };

/**
 * §6.3 classes used for prescription: the same five figures as SPEC §4's (auth.contract), though the
 * engine classifies a member by its own cut-offs and the displayed label is derived separately.
 */
export type Figure = BodyFigure;
export type Region = 'upper' | 'lower' | 'core';

export interface MemberInput {
  /** 0 male, 1 female (SPEC §9). */
  sex: 0 | 1;
  heightCm: number;
  weightKg: number;
  /** 골격근량, kg. Only sanity-checked: classification uses FFMI (weight and fat), RECOMMENDER §5. */
  muscleMassKg: number;
  /** Body fat in kg (not %). */
  bodyFatKg: number;
  /** 1..9, 5 = balanced; above 5 the upper body is more developed (SPEC §4). */
  balance: number;
  age?: number | null;
}

export interface RecommendationInput {
  member: MemberInput;
  /** Selected parts; empty = full body. */
  bodyPartKeys: BodyPartKey[];
  /** Machines the member can use; body-weight moves need none and are always available. */
  availableMachineKeys: string[];
  catalogue: Workout[];
}

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

export type WeightUnit = 'total' | 'per_hand' | 'stack' | 'plates' | 'bodyweight';

/** How a load was derived: strength level, ratio, 1RM, %1RM, rounding step, RIR and rest. */
export interface LoadBasis {
  level: 'beginner' | 'novice';
  ratio: number | null;
  ageFactor: number;
  e1rmKg: number | null;
  pctOneRm: number | null;
  targetKg: number | null;
  stepKg: number | null;
  rir: number | null;
  restSeconds: number;
}

/** The numbers behind one prescription (RECOMMENDER §6.13 `why`), kept for the explanation card and for refits. */
interface PrescriptionBasis extends LoadBasis {
  extraSetForBalance: boolean;
  /** Korean name of the exercise this one replaced because even its lightest setting was too heavy. */
  substitutedFor: string | null;
}

export interface RecommendedExercise {
  workoutId: number;
  koreanName: string;
  englishName: string;
  description: string;
  bodyPartKoreanName: string[];
  machineKoreanName: string[];
  imgPath: string;
  videoLink: string | null;
  caution: string;
  /** kg as a plain number string ('42.5'); '0' only for body-weight moves. */
  weight: string;
  weightUnit: WeightUnit;
  weightLabel: string;
  repeat: string;
  /** '10회' or, for holds such as the plank, '30초'. */
  repeatLabel: string;
  set: string;
  restSeconds: number;
  explanation: string;
  basis: PrescriptionBasis;
}

export interface RecommendationResult {
  configVersion: string;
  figure: Figure;
  metrics: Metrics;
  exercises: RecommendedExercise[];
}
