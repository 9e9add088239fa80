// Shapes of the recommender's input and output. The engine is pure: the caller loads the member's latest body
// data, the selected parts, the usable machines and the catalogue, and stores what comes back.

import type { WeightUnit } from '../../../common/implements';
import type { BodyFigure } from '../../auth/auth.shared';
import type { Exercise } from '../../catalogue/catalogue.shared';
import type { BodyPartKey, MovementPattern } from '../../catalogue/catalogue-data';

export type { BodyPartKey, Exercise, MovementPattern };

/**
 * §6.3 classes used for prescription: the same five figures as docs/product.md §4's (auth.shared), though the
 * engine classifies a member by its own cut-offs and the displayed label is derived separately.
 */
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
  /** 1..9, 5 = balanced; above 5 the upper body is more developed (docs/product.md §4). */
  balance: number;
  age?: number | null;
  /** Optional; absent = today's defaults (the figure's scheme, beginner standards). */
  goal?: Goal | null;
  experience?: Experience | null;
}

import type { Experience, Feedback, Goal } from '../labels.shared';

export { EXPERIENCES, GOALS } from '../labels.shared';
export type { Experience, Feedback, Goal };

/** A done set of a logged training session (gym mode): kg, reps, and the RPE when the member gave one. */
export interface LoggedSet {
  weightKg: number;
  reps: number;
  rpe: number | null;
}
/** One finished training session's sets of one exercise. */
export interface LoggedPerformance {
  /** ms since the epoch (the session's start): orders sessions against feedback. */
  at: number;
  /** Korea-time date, YYYY-MM-DD, for the explanation. */
  date: string;
  /** Done sets only, in order. */
  sets: LoggedSet[];
}
/** What the member did with one exercise and said about it, newest first. */
export interface ExerciseHistory {
  /** Newest first; the engine reads at most the last three. */
  sessions: LoggedPerformance[];
  /** The latest one-tap feedback on this exercise in a recommendation, with the amounts it was given. */
  feedback: { at: number; date: string; feedback: Feedback; weightKg: number; reps: number } | null;
}

export interface RecommendationInput {
  member: MemberInput;
  /** Selected parts; empty = full body. */
  bodyPartKeys: BodyPartKey[];
  /** Machines the member can use; body-weight moves need none and are always available. */
  availableMachineKeys: string[];
  catalogue: Exercise[];
  /** The member's log by catalogue exercise id; absent = no history (every load from the model). */
  history?: ReadonlyMap<number, ExerciseHistory>;
}

/** Where a prescribed load came from: the body-composition model, the gym log, or the member's feedback. */
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

/** How a load was derived: strength level, ratio, 1RM, %1RM, rounding step, RIR and rest. */
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

/** The numbers behind one prescription (docs/training-science.md §6.13 `why`), kept for the explanation card and for refits. */
interface PrescriptionBasis extends LoadBasis {
  extraSetForBalance: boolean;
  /** Korean name of the exercise this one replaced because even its lightest setting was too heavy. */
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
  /** kg as a plain number string ('42.5'); '0' only for body-weight moves. */
  weight: string;
  weightUnit: WeightUnit;
  weightLabel: string;
  repeat: string;
  /** '10회' or, for holds such as the plank, '30초'. */
  repeatLabel: string;
  set: string;
  restSeconds: number;
  /** Plain-language why (1–2 sentences a trainer would say); the numbers are in `whyDetails`. */
  why: string;
  /** The numbers behind the load, one short sentence each, for the '자세히' toggle. */
  whyDetails: string[];
  /** `why` and `whyDetails` joined: what older clients show. */
  explanation: string;
  loadSource: LoadSource;
  basis: PrescriptionBasis;
}

export interface RecommendationResult {
  configVersion: string;
  /** The engine's own class (§6.3), used for prescription only: never shown, see `bodyFigure`. */
  figure: Figure;
  /** The label the member sees everywhere (docs/product.md §4, the profile's): the one story told about their body. */
  bodyFigure: Figure;
  goal: Goal | null;
  experience: Experience | null;
  metrics: Metrics;
  exercises: RecommendedExercise[];
}
