// Gym mode (issue 12): the shapes and rules of a workout as it is trained, its history and progress, shared
// by the tRPC router `gym` (server/features/training/training.router.ts) and the web screens.
//
// Every entity the client creates carries the client's own id (`clientId`, a UUID it generates), and every
// change names what it changes by those ids, so the client can apply a change at once and send it, and a
// retried request never logs twice:
// - creating something whose clientId already exists answers the current state and changes nothing;
// - setting values (weight, reps, done …) sets them absolutely, so doing it twice is doing it once;
// - removing something already gone answers the current state.
// Every mutation on the active workout answers the whole workout (ActiveWorkout) as stored.
//
// Procedures of `gym` (input schema → answer):
//   active            (none) → ActiveWorkout | null                    the member's workout in progress
//   start             StartWorkoutSchema → ActiveWorkout               from a routine, a recommendation or empty;
//                                                                       TRAINING_ACTIVE (409) when another one is going on
//   addExercise       AddExerciseSchema → ActiveWorkout                appended (or at `position`)
//   removeExercise    ExerciseRefSchema → ActiveWorkout
//   moveExercise      MoveExerciseSchema → ActiveWorkout               1..n kept without gaps
//   updateExercise    UpdateExerciseSchema → ActiveWorkout             rest seconds, skipped, notes
//   addSet            AddSetSchema → ActiveWorkout                     prefilled from the exercise's last set
//   removeSet         SetRefSchema → ActiveWorkout
//   updateSet         UpdateSetSchema → ActiveWorkout                  weight / reps / seconds / rpe / done
//   finish            FinishWorkoutSchema → WorkoutSummary             saved to history; new records named
//   discard           WorkoutRefSchema → { ok: true }                  the active workout is deleted
//   saveAsRoutine     SaveAsRoutineSchema → { ok: true }               the routine's amounts := what was lifted
//   history.list      HistoryListSchema → HistoryPage                  newest first, a month or a page
//   history.calendar  MonthSchema → { month, days: TrainingDay[] }     dots on training days
//   history.get       ByIdSchema → LoggedWorkout
//   history.edit      EditWorkoutSchema → LoggedWorkout                a past workout's name, notes, sets
//   history.delete    ByIdSchema → { ok: true }
//   progress.exercises (none) → TrainedExercise[]                     every exercise the member has logged
//   progress.exercise ProgressExerciseSchema → ExerciseProgress        e1RM (Epley), best set, volume per day
//   progress.bodyParts (none) → BodyPartWeek[]                        sets and volume per part, last 12 weeks
//   progress.records  (none) → PersonalRecord[]
//   export            ExportSchema → { filename, contentType, body }   CSV (Strong's columns) or JSON
//   import.preview    ImportPreviewSchema → ImportPreview              names mapped through the search engine
//   import.commit     ImportCommitSchema → ImportResult                the same file twice adds nothing
//
// Limits: 30 exercises per workout, 20 sets per exercise, weight 0–500 kg (0 only for body-weight moves),
// reps 0–200, seconds 0–3600, RPE 1–10, notes ≤ 500 characters, an imported workout ≤ 24 hours. Bad input →
// 400 with a Korean message, nothing stored.
import { z } from 'zod';
import '../../shared/zod-korean';
import { IdSchema, PageSchema } from '../../shared/schemas';
import { hasForbiddenChars, nfc } from '../../shared/text.contract';
import type { RepUnit } from '../catalogue/catalogue.contract';
import { ROUTINE_MSG } from '../routines/routines.contract';

export const TRAINING_LIMITS = {
  exercises: 30,
  setsPerExercise: 20,
  weightKg: 500,
  reps: 200,
  seconds: 3600,
  /** RPE (rate of perceived exertion), in steps of 0.5. */
  rpeMin: 1,
  rpeMax: 10,
  notes: 500,
  /** The longest a workout can be: a day (an import's durations beyond it are refused, docs/decisions/011-gym-mode.md). */
  workoutSeconds: 24 * 3600,
  /** Rest timer bounds, seconds. */
  restMax: 3600,
  /** The rest after a set when neither the exercise nor the recommendation says otherwise. */
  defaultRestSeconds: 90,
} as const;

export const TRAINING_MSG = {
  weight: `무게는 0~${TRAINING_LIMITS.weightKg}kg 사이로 입력해 주세요`,
  /** Issue 9's rule and words, as routines have them: 0 kg is body weight. */
  weightNeeded: ROUTINE_MSG.weightNeeded,
  reps: `횟수는 0~${TRAINING_LIMITS.reps}회 사이로 입력해 주세요`,
  seconds: `시간은 0~${TRAINING_LIMITS.seconds}초 사이로 입력해 주세요`,
  rest: `휴식 시간은 0~${TRAINING_LIMITS.restMax}초 사이로 입력해 주세요`,
  notes: `메모는 ${TRAINING_LIMITS.notes}자까지 쓸 수 있어요`,
  name: '운동 이름은 1~30자로 입력해 주세요',
  textInvalid: '사용할 수 없는 문자가 들어 있어요',
  clientId: '잘못된 요청이에요',
} as const;

/** A client-generated id: a UUID (any version), lower or upper case. */
export const ClientIdSchema = z
  .string({ error: TRAINING_MSG.clientId })
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, TRAINING_MSG.clientId)
  .transform((v) => v.toLowerCase());

export const SetWeightSchema = z
  .number({ error: TRAINING_MSG.weight })
  .min(0, TRAINING_MSG.weight)
  .max(TRAINING_LIMITS.weightKg, TRAINING_MSG.weight)
  .refine((v) => Math.round(v * 100) === v * 100, TRAINING_MSG.weight);
export const SetRepsSchema = z
  .number({ error: TRAINING_MSG.reps })
  .int(TRAINING_MSG.reps)
  .min(0, TRAINING_MSG.reps)
  .max(TRAINING_LIMITS.reps, TRAINING_MSG.reps);
export const SetSecondsSchema = z
  .number({ error: TRAINING_MSG.seconds })
  .int(TRAINING_MSG.seconds)
  .min(0, TRAINING_MSG.seconds)
  .max(TRAINING_LIMITS.seconds, TRAINING_MSG.seconds);
export const RestSecondsSchema = z
  .number({ error: TRAINING_MSG.rest })
  .int(TRAINING_MSG.rest)
  .min(0, TRAINING_MSG.rest)
  .max(TRAINING_LIMITS.restMax, TRAINING_MSG.rest);
export const RpeSchema = z.number().min(TRAINING_LIMITS.rpeMin).max(TRAINING_LIMITS.rpeMax).multipleOf(0.5);

export const NotesSchema = z
  .string()
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine((v) => [...v].length <= TRAINING_LIMITS.notes, TRAINING_MSG.notes)
      .refine((v) => !hasForbiddenChars(v), TRAINING_MSG.textInvalid),
  );

export const WorkoutNameSchema = z
  .string({ error: TRAINING_MSG.name })
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine((v) => v.trim().length > 0 && [...v].length <= 30, TRAINING_MSG.name)
      .refine((v) => !hasForbiddenChars(v), TRAINING_MSG.textInvalid),
  );

// ---- inputs -------------------------------------------------------------------------------------------

export const StartWorkoutSchema = z.object({
  clientId: ClientIdSchema,
  from: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('routine'), routineId: IdSchema }),
    z.object({ kind: z.literal('recommendation'), recommendationId: IdSchema }),
    z.object({ kind: z.literal('empty') }),
  ]),
});
export type StartWorkoutInput = z.output<typeof StartWorkoutSchema>;

/** The active workout, named by its clientId (a stale screen cannot change another workout). */
export const WorkoutRefSchema = z.object({ workoutClientId: ClientIdSchema });
export type WorkoutRef = z.output<typeof WorkoutRefSchema>;

export const AddExerciseSchema = WorkoutRefSchema.extend({
  exerciseClientId: ClientIdSchema,
  /** The catalogue exercise (an active one). */
  workoutId: IdSchema,
  /** 1-based; appended when absent. */
  position: z.number().int().min(1).optional(),
  /** Client ids for the sets it starts with (prefilled from the member's last performance, else 3 empty sets). */
  setClientIds: z.array(ClientIdSchema).max(TRAINING_LIMITS.setsPerExercise).optional(),
});
export type AddExerciseInput = z.output<typeof AddExerciseSchema>;

export const ExerciseRefSchema = WorkoutRefSchema.extend({ exerciseClientId: ClientIdSchema });
export type ExerciseRef = z.output<typeof ExerciseRefSchema>;

export const MoveExerciseSchema = ExerciseRefSchema.extend({ toIndex: z.number().int().min(1).max(TRAINING_LIMITS.exercises) });
export type MoveExerciseInput = z.output<typeof MoveExerciseSchema>;

export const UpdateExerciseSchema = ExerciseRefSchema.extend({
  restSeconds: RestSecondsSchema.nullable().optional(),
  skipped: z.boolean().optional(),
  notes: NotesSchema.nullable().optional(),
});
export type UpdateExerciseInput = z.output<typeof UpdateExerciseSchema>;

export const AddSetSchema = ExerciseRefSchema.extend({ setClientId: ClientIdSchema });
export type AddSetInput = z.output<typeof AddSetSchema>;

export const SetRefSchema = ExerciseRefSchema.extend({ setClientId: ClientIdSchema });
export type SetRef = z.output<typeof SetRefSchema>;

/** Only the fields given change; null clears a value. */
export const UpdateSetSchema = SetRefSchema.extend({
  weight: SetWeightSchema.nullable().optional(),
  reps: SetRepsSchema.nullable().optional(),
  seconds: SetSecondsSchema.nullable().optional(),
  rpe: RpeSchema.nullable().optional(),
  done: z.boolean().optional(),
  /**
   * With done: true, when the member checked the set (ms, on the server's clock as the client reckons it):
   * a check made without a connection is sent later and keeps its moment. The server keeps it between the
   * workout's start and now; absent, the set is stamped when the request arrives.
   */
  doneAt: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type UpdateSetInput = z.output<typeof UpdateSetSchema>;

export const FinishWorkoutSchema = WorkoutRefSchema.extend({ notes: NotesSchema.nullable().optional() });
export type FinishWorkoutInput = z.output<typeof FinishWorkoutSchema>;

/** After finishing a workout started from a routine: the routine's amounts become the best done set of each exercise. */
export const SaveAsRoutineSchema = z.object({ sessionId: IdSchema });
export type SaveAsRoutineInput = z.output<typeof SaveAsRoutineSchema>;

/** 'YYYY-MM' in Korea's calendar. */
export const MonthSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
export const HistoryListSchema = z.object({ month: MonthSchema.shape.month.optional(), page: PageSchema.default(1) });
export type HistoryListInput = z.output<typeof HistoryListSchema>;

export const EditWorkoutSchema = z.object({
  id: IdSchema,
  name: WorkoutNameSchema.optional(),
  notes: NotesSchema.nullable().optional(),
  /** Sets edited in place by their clientId; absent sets keep their values. */
  sets: z
    .array(
      z.object({
        setClientId: ClientIdSchema,
        weight: SetWeightSchema.nullable().optional(),
        reps: SetRepsSchema.nullable().optional(),
        seconds: SetSecondsSchema.nullable().optional(),
        done: z.boolean().optional(),
      }),
    )
    .max(TRAINING_LIMITS.exercises * TRAINING_LIMITS.setsPerExercise)
    .optional(),
});
export type EditWorkoutInput = z.output<typeof EditWorkoutSchema>;

export const ProgressExerciseSchema = z.object({ workoutId: IdSchema });

export const ExportSchema = z.object({ format: z.enum(['csv', 'json']) });

/**
 * Part of a Strong or Hevy CSV export, as text: its header line, then whole workouts (every request body is
 * at most 64 KiB, so the web client sends a file in such chunks and shows the progress). `firstLine` is the
 * file's line number of the chunk's first data line, so an error names the line of the file.
 */
export const IMPORT_CHUNK_MAX_CHARS = 60_000;
const CsvChunk = {
  csv: z.string().max(IMPORT_CHUNK_MAX_CHARS),
  firstLine: z.number().int().min(2).max(10_000_000).default(2),
};
export const ImportPreviewSchema = z.object(CsvChunk);
export const ImportCommitSchema = z.object({
  ...CsvChunk,
  /** Exercise names of the file → a catalogue id, or null to skip that exercise's sets. */
  mapping: z.record(z.string().max(200), IdSchema.nullable()),
});
export type ImportPreviewInput = z.output<typeof ImportPreviewSchema>;
export type ImportCommitInput = z.output<typeof ImportCommitSchema>;

// ---- answers ------------------------------------------------------------------------------------------

export type TrainingSet = {
  setClientId: string;
  position: number;
  plannedWeight: number | null;
  plannedReps: number | null;
  plannedSeconds: number | null;
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  rpe: number | null;
  done: boolean;
  /** ms since the epoch; the rest timer counts from the last one (so it survives a reload). */
  doneAt: number | null;
};

/** The member's previous performance of an exercise (the last finished workout that had it), set by set. */
export type PreviousSet = { weight: number | null; reps: number | null; seconds: number | null };

export type TrainingExercise = {
  exerciseClientId: string;
  position: number;
  workoutId: number;
  /** As logged (the catalogue's current name may differ). */
  exerciseName: string;
  imgPath: string;
  repUnit: RepUnit;
  bodyweight: boolean;
  /** ± step of the weight control, kg: 2.5 barbell, the stack's step, 1–2 dumbbells … (null for body weight). */
  weightStep: number | null;
  restSeconds: number;
  skipped: boolean;
  notes: string | null;
  sets: TrainingSet[];
  previous: PreviousSet[];
};

export type ActiveWorkout = {
  sessionId: number;
  workoutClientId: string;
  name: string;
  source: 'routine' | 'recommendation' | 'empty';
  routineId: number | null;
  startedAt: number;
  /** Server time when this answer was made: the client corrects its clock with it for the timers. */
  serverNow: number;
  exercises: TrainingExercise[];
};

export type PersonalRecordKind = 'e1rm' | 'weight' | 'volume' | 'reps';
export type PersonalRecord = {
  workoutId: number;
  exerciseName: string;
  kind: PersonalRecordKind;
  /** kg for e1rm / weight / volume, reps for reps. */
  value: number;
  date: string;
  sessionId: number;
};

export type WorkoutSummary = {
  sessionId: number;
  name: string;
  durationSeconds: number;
  /** Σ weight × reps over done sets, kg. */
  totalVolume: number;
  sets: number;
  exercises: number;
  newRecords: PersonalRecord[];
  /** Offered when the workout came from a routine that still exists. */
  routineId: number | null;
};

export type LoggedWorkout = {
  sessionId: number;
  name: string;
  source: 'routine' | 'recommendation' | 'empty' | 'import';
  /** YYYY-MM-DD in Korea. */
  date: string;
  startedAt: number;
  finishedAt: number;
  durationSeconds: number;
  totalVolume: number;
  notes: string | null;
  exercises: Omit<TrainingExercise, 'previous'>[];
};

export type HistoryItem = Omit<LoggedWorkout, 'exercises'> & { exerciseNames: string[]; sets: number };
export type HistoryPage = { items: HistoryItem[]; total: number; page: number; pageSize: number };
export type TrainingDay = { date: string; workouts: number };

export type TrainedExercise = { workoutId: number; exerciseName: string; sessions: number; lastDate: string };
export type ExercisePoint = {
  date: string;
  sessionId: number;
  /** Best estimated 1RM of the day, Epley (weight × (1 + reps / 30)); null for body-weight or timed sets. */
  e1rm: number | null;
  bestSet: { weight: number | null; reps: number | null; seconds: number | null };
  volume: number;
};
export type ExerciseProgress = { workoutId: number; exerciseName: string; points: ExercisePoint[] };
export type BodyPartWeek = { bodyPartKoreanName: string; weekStart: string; sets: number; volume: number };

export type ImportPreview = {
  format: 'strong' | 'hevy';
  workouts: number;
  sets: number;
  /** Every exercise name in the file, with the catalogue exercise the search engine maps it to (null: none). */
  names: { name: string; sets: number; workoutId: number | null; koreanName: string | null; candidates: { workoutId: number; koreanName: string }[] }[];
};
export type ImportResult = { added: number; skippedDuplicates: number; skippedSets: number };

/**
 * The body of gym.export with format 'json' (our own shape; CSV follows Strong's columns instead): every
 * finished workout of the member, oldest first, with its exercises and their sets in order (sets not done
 * included, `done` false). Times are ISO 8601 on Korea's clock ('2024-03-05T18:30:00+09:00'), `date` the
 * Korean calendar day it started; weights kg; null where nothing was logged.
 */
export type WorkoutsExport = {
  format: 'fitforme-workouts';
  version: 1;
  exportedAt: string;
  timeZone: 'Asia/Seoul';
  workouts: {
    name: string;
    source: LoggedWorkout['source'];
    date: string;
    startedAt: string;
    finishedAt: string;
    durationSeconds: number;
    notes: string | null;
    exercises: {
      position: number;
      /** Our catalogue's id, and the exercise's names: Korean as logged, English as the catalogue has it now. */
      workoutId: number;
      exerciseName: string;
      englishName: string | null;
      restSeconds: number | null;
      skipped: boolean;
      notes: string | null;
      sets: { position: number; weight: number | null; reps: number | null; seconds: number | null; rpe: number | null; done: boolean }[];
    }[];
  }[];
};
