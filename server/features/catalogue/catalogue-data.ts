import type { HowTo, Movement } from './movements/model';

// Keys are stable slugs the sync matches rows by (ADR 005): never rename one. Keep the ten body parts first and in
// order: legacy clients read bodyPartId as the 1-based position (docs/legacy-api.md §4.3).

export type BodyPartKey = 'chest' | 'back' | 'shoulders' | 'biceps' | 'triceps' | 'abs' | 'glutes' | 'quads' | 'hamstrings' | 'calves';

export interface BodyPartSeed {
  key: BodyPartKey;
  koreanName: string;
  englishName: string;
}

export interface MachineSeed {
  key: string;
  koreanName: string;
  englishName: string;
  bodyParts: BodyPartKey[];
}

/** The implement (docs/training-science.md §6.4): how the prescribed weight is set on the equipment. */
export type LoadModel =
  | 'barbell'
  | 'dumbbell'
  | 'stack'
  | 'plates' // plates added to a plate-loaded machine (leg press sled not counted)
  | 'plates_smith' // plates added to a smith-machine bar (bar weight not counted)
  | 'kettlebell'
  | 'bodyweight'
  | 'cardio'; // a cardio machine (treadmill, bike …): time, distance and the machine's level, no weight (ADR 025)

export type MovementPattern =
  | 'squat'
  | 'hinge'
  | 'lunge'
  | 'knee_ext'
  | 'knee_flex'
  | 'hip_abd'
  | 'hip_ext'
  | 'calf'
  | 'h_push'
  | 'v_push'
  | 'fly'
  | 'h_pull'
  | 'v_pull'
  | 'lat_raise'
  | 'rear_delt'
  | 'shrug'
  | 'elbow_flex'
  | 'elbow_ext'
  | 'core_flex'
  | 'core_stab'
  | 'core_rot'
  | 'carry'
  | 'cardio'
  | 'stretch';

/** 1RM ÷ effective body mass (docs/training-science.md §2.3), for the beginner / novice / intermediate columns. */
export interface StrengthRatios {
  male: [beginner: number, novice: number, intermediate: number];
  female: [beginner: number, novice: number, intermediate: number];
  /** 'src' = taken from docs/training-science.md §2.2/§2.3; 'H' = our own estimate, to be refitted from members' logs. */
  basis: 'src' | 'H';
}

export interface ExerciseSeed {
  key: string;
  koreanName: string;
  englishName: string;
  bodyParts: BodyPartKey[];
  primaryCount: number;
  /** Machine keys; ALL are required to do the exercise. Empty array = body weight only ('맨몸' is implied). */
  machines: string[];
  description: string;
  caution: string;
  /** 1 = seated/guided machine … 4 = deadlift, RDL, barbell row, standing barbell OHP (docs/training-science.md §6.4). */
  level: 1 | 2 | 3 | 4;
  compound: boolean;
  pattern: MovementPattern;
  load: LoadModel;
  ratios: StrengthRatios | null;
  aliases: string[];
  popularity: number;
  /** A real YouTube watch URL only when certain; otherwise null (never invent an id). */
  videoLink: string | null;
  howTo?: HowTo;
  movement?: Movement;
}

export type CatalogueData = { bodyParts: BodyPartSeed[]; machines: MachineSeed[]; exercises: ExerciseSeed[] };
