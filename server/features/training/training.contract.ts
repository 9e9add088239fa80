// Gym mode: the shapes and rules of a training session (a workout as it is trained), its history and
// progress, shared by the tRPC router `training` (server/features/training/training.router.ts) and the web
// screens.
//
// Every entity the client creates carries the client's own id (`clientId`, a UUID it generates), and every
// change names what it changes by those ids, so the client can apply a change at once and send it, and a
// retried request never logs twice:
// - creating something whose clientId already exists answers the current state and changes nothing;
// - setting values (weight, reps, done …) sets them absolutely, so doing it twice is doing it once;
// - removing something already gone answers the current state.
// Every mutation on the active session answers the whole session (ActiveSession) as stored.
//
// Procedures of `training` (input schema → answer):
//   active            (none) → ActiveSession | null                    the member's session in progress
//   start             StartSessionSchema → ActiveSession               from a routine, a recommendation or empty;
//                                                                       TRAINING_ACTIVE (409) when another one is going on
//   addExercise       AddExerciseSchema → ActiveSession                appended (or at `position`)
//   removeExercise    ExerciseRefSchema → ActiveSession
//   moveExercise      MoveExerciseSchema → ActiveSession               1..n kept without gaps
//   updateExercise    UpdateExerciseSchema → ActiveSession             rest seconds, skipped, notes
//   addSet            AddSetSchema → ActiveSession                     prefilled from the exercise's last set
//   removeSet         SetRefSchema → ActiveSession
//   updateSet         UpdateSetSchema → ActiveSession                  weight / reps / seconds / rpe / done
//   finish            FinishSessionSchema → SessionSummary             saved to history; new records named
//   discard           SessionRefSchema → { ok: true }                  the active session is deleted
//   saveAsRoutine     SaveAsRoutineSchema → { ok: true }               the routine's amounts := what was lifted
//   history.list      HistoryListSchema → HistoryPage                  newest first, a month or a page
//   history.calendar  MonthSchema → { month, days: TrainingDay[] }     dots on training days
//   history.get       ByIdSchema → LoggedSession
//   history.edit      EditSessionSchema → LoggedSession                a past session's name, notes, sets
//   history.delete    ByIdSchema → { ok: true }
//   progress.exercises (none) → TrainedExercise[]                     every exercise the member has logged
//   progress.exercise ProgressExerciseSchema → ExerciseProgress        e1RM (Epley), best set, volume per day
//   progress.bodyParts (none) → BodyPartWeek[]                        sets and volume per body part id, last 12 weeks
//   progress.records  (none) → PersonalRecord[]
//   export            ExportSchema → { filename, contentType, body }   CSV (Strong's columns) or JSON (TrainingExport)
//   import.preview    ImportPreviewSchema → ImportPreview              names mapped through the search engine
//   import.commit     ImportCommitSchema → ImportResult                the same file twice adds nothing
//
// Limits: 30 exercises per session, 20 sets per exercise, weight 0–500 kg (0 only for body-weight moves),
// reps 0–200, seconds 0–3600, RPE 1–10, notes ≤ 500 characters, an imported session ≤ 24 hours. Bad input →
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
  /** The longest a session can be: a day (an import's durations beyond it are refused, docs/decisions/011-gym-mode.md). */
  sessionSeconds: 24 * 3600,
  /** Rest timer bounds, seconds. */
  restMax: 3600,
  /** The rest after a set when neither the exercise nor the recommendation says otherwise. */
  defaultRestSeconds: 90,
} as const;

export const TRAINING_MSG = {
  weight: `무게는 0~${TRAINING_LIMITS.weightKg}kg 사이로 입력해 주세요`,
  /** The routines' rule and words: 0 kg is body weight. */
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

export const SessionNameSchema = z
  .string({ error: TRAINING_MSG.name })
  .transform(nfc)
  .pipe(
    z
      .string()
      .refine((v) => v.trim().length > 0 && [...v].length <= 30, TRAINING_MSG.name)
      .refine((v) => !hasForbiddenChars(v), TRAINING_MSG.textInvalid),
  );

// ---- inputs -------------------------------------------------------------------------------------------

export const StartSessionSchema = z.object({
  clientId: ClientIdSchema,
  from: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('routine'), routineId: IdSchema }),
    z.object({ kind: z.literal('recommendation'), recommendationId: IdSchema }),
    z.object({ kind: z.literal('empty') }),
  ]),
});
export type StartSessionInput = z.output<typeof StartSessionSchema>;

/** The active session, named by its clientId (a stale screen cannot change another session). */
export const SessionRefSchema = z.object({ sessionClientId: ClientIdSchema });
export type SessionRef = z.output<typeof SessionRefSchema>;

export const AddExerciseSchema = SessionRefSchema.extend({
  exerciseClientId: ClientIdSchema,
  /** The catalogue exercise (an active one). */
  exerciseId: IdSchema,
  /** 1-based; appended when absent. */
  position: z.number().int().min(1).optional(),
  /** Client ids for the sets it starts with (prefilled from the member's last performance, else 3 empty sets). */
  setClientIds: z.array(ClientIdSchema).max(TRAINING_LIMITS.setsPerExercise).optional(),
});
export type AddExerciseInput = z.output<typeof AddExerciseSchema>;

export const ExerciseRefSchema = SessionRefSchema.extend({ exerciseClientId: ClientIdSchema });
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

export const FinishSessionSchema = SessionRefSchema.extend({ notes: NotesSchema.nullable().optional() });
export type FinishSessionInput = z.output<typeof FinishSessionSchema>;

/** After finishing a workout started from a routine: the routine's amounts become the best done set of each exercise. */
export const SaveAsRoutineSchema = z.object({ sessionId: IdSchema });
export type SaveAsRoutineInput = z.output<typeof SaveAsRoutineSchema>;

/** 'YYYY-MM' in Korea's calendar. */
export const MonthSchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
export const HistoryListSchema = z.object({ month: MonthSchema.shape.month.optional(), page: PageSchema.default(1) });
export type HistoryListInput = z.output<typeof HistoryListSchema>;

export const EditSessionSchema = z.object({
  id: IdSchema,
  name: SessionNameSchema.optional(),
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
export type EditSessionInput = z.output<typeof EditSessionSchema>;

export const ProgressExerciseSchema = z.object({ exerciseId: IdSchema });

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
  exerciseId: number;
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

export type ActiveSession = {
  sessionId: number;
  sessionClientId: string;
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
  exerciseId: number;
  exerciseName: string;
  kind: PersonalRecordKind;
  /** kg for e1rm / weight / volume, reps for reps. */
  value: number;
  date: string;
  sessionId: number;
};

export type SessionSummary = {
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

export type LoggedSession = {
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

export type HistoryItem = Omit<LoggedSession, 'exercises'> & { exerciseNames: string[]; sets: number };
export type HistoryPage = { items: HistoryItem[]; total: number; page: number; pageSize: number };
export type TrainingDay = { date: string; sessions: number };

export type TrainedExercise = { exerciseId: number; exerciseName: string; sessions: number; lastDate: string };
export type ExercisePoint = {
  date: string;
  sessionId: number;
  /** Best estimated 1RM of the day, Epley (weight × (1 + reps / 30)); null for body-weight or timed sets. */
  e1rm: number | null;
  bestSet: { weight: number | null; reps: number | null; seconds: number | null };
  volume: number;
};
export type ExerciseProgress = { exerciseId: number; exerciseName: string; points: ExercisePoint[] };
/** A body part's done sets and volume in one week (Monday, Korea's calendar); `bodyPartName` is for display. */
export type BodyPartWeek = { bodyPartId: number; bodyPartName: string; weekStart: string; sets: number; volume: number };

export type ImportPreview = {
  format: 'strong' | 'hevy';
  sessions: number;
  sets: number;
  /** Every exercise name in the file, with the catalogue exercise the search engine maps it to (null: none). */
  names: { name: string; sets: number; exerciseId: number | null; koreanName: string | null; candidates: { exerciseId: number; koreanName: string }[] }[];
};
export type ImportResult = { added: number; skippedDuplicates: number; skippedSets: number };

/**
 * The body of training.export with format 'json' (our own shape; CSV follows Strong's columns instead): every
 * finished workout of the member, oldest first, with its exercises and their sets in order (sets not done
 * included, `done` false). Times are ISO 8601 on Korea's clock ('2024-03-05T18:30:00+09:00'), `date` the
 * Korean calendar day it started; weights kg; null where nothing was logged.
 */
export type TrainingExport = {
  format: 'fitforme-training';
  version: 1;
  exportedAt: string;
  timeZone: 'Asia/Seoul';
  sessions: {
    name: string;
    source: LoggedSession['source'];
    date: string;
    startedAt: string;
    finishedAt: string;
    durationSeconds: number;
    notes: string | null;
    exercises: {
      position: number;
      /** Our catalogue's id, and the exercise's names: Korean as logged, English as the catalogue has it now. */
      exerciseId: number;
      exerciseName: string;
      englishName: string | null;
      restSeconds: number | null;
      skipped: boolean;
      notes: string | null;
      sets: { position: number; weight: number | null; reps: number | null; seconds: number | null; rpe: number | null; done: boolean }[];
    }[];
  }[];
};
