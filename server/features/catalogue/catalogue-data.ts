import type { HowTo, Movement } from './movements/model';

// Shapes of the seeded catalogue. Keys are stable slugs: the sync (server/features/catalogue/sync/sync.ts, ADR 005) matches rows by
// key, so an entry keeps its id forever and a new key gets a fresh id. Never rename a key (that retires
// the old entry and adds a new one). Keep the ten body parts first and in order: legacy clients read
// bodyPartId as the 1-based position (docs/legacy-api.md §4.3).

/** The ten body parts of the catalogue, in display order; the first six are the upper-body group. */
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
  /** Body parts this machine serves (drives POST /api/machines/list). */
  bodyParts: BodyPartKey[];
}

/** The implement (docs/training-science.md §6.4): how the prescribed weight is set on the equipment. */
export type LoadModel =
  | 'barbell' // total weight on the bar, bar included (20 kg Olympic bar)
  | 'dumbbell' // per hand, one dumbbell
  | 'stack' // the number on the pin of a weight stack (cable, selectorised machine)
  | 'plates' // plates added to a plate-loaded machine (leg press sled not counted)
  | 'plates_smith' // plates added to a smith-machine bar (bar weight not counted)
  | 'kettlebell' // one kettlebell
  | 'bodyweight' // body weight only: reps (or seconds) only
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
  /** Cardio on a machine (ADR 025): never prescribed as strength work. */
  | 'cardio'
  /** A stretch held for time (ADR 025): never prescribed as strength work. */
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
  /** The name Korean gyms use, e.g. '바벨 벤치 프레스'. Unique in the catalogue. */
  koreanName: string;
  englishName: string;
  /** Primary movers first, then secondary ones; `primaryCount` says how many of them are primary. */
  bodyParts: BodyPartKey[];
  primaryCount: number;
  /** Machine keys; ALL are required to do the exercise. Empty array = body weight only ('맨몸' is implied). */
  machines: string[];
  /** 2–4 Korean sentences: setup, movement, breathing. */
  description: string;
  /** One Korean caution line. */
  caution: string;
  /** 1 = seated/guided machine … 4 = deadlift, RDL, barbell row, standing barbell OHP (docs/training-science.md §6.4). */
  level: 1 | 2 | 3 | 4;
  compound: boolean;
  pattern: MovementPattern;
  load: LoadModel;
  /** null for body-weight moves. */
  ratios: StrengthRatios | null;
  /** Slang, short forms and other spellings members type (사레레, 밀프, 랫풀, 데드 …). */
  aliases: string[];
  /** 1–100, how often Korean gym-goers do it; breaks search ranking ties. */
  popularity: number;
  /** A real YouTube watch URL only when certain; otherwise null (never invent an id). */
  videoLink: string | null;
  /** 준비 · 동작 · 호흡 · 흔한 실수 (docs/decisions/033-movement-illustrations.md). */
  howTo?: HowTo;
  /** The illustration's pose data: keyframes of the figure and the equipment (server/features/catalogue/movements/model.ts). */
  movement?: Movement;
}

/** The whole catalogue as the sync takes it (server/features/catalogue/sync/sync.ts CATALOGUE is the real one; tests pass others). */
export type CatalogueData = { bodyParts: BodyPartSeed[]; machines: MachineSeed[]; exercises: ExerciseSeed[] };
