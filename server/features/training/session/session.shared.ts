import { z } from 'zod';
import '../../../common/zod-korean';
import { IdSchema } from '../../../common/schemas';
import {
  ClientIdSchema,
  DistanceSchema,
  LevelSchema,
  type LoggedExercise,
  NotesSchema,
  type PersonalRecord,
  RestSecondsSchema,
  RpeSchema,
  SetKindSchema,
  SetNoteSchema,
  SetRepsSchema,
  SetSecondsSchema,
  SetWeightSchema,
  TRAINING_LIMITS,
  TRAINING_MSG,
} from '../common/training.shared';

/** Lets an offline device build the session from its cached routine (docs/decisions/018-outbox-and-conflicts.md). */
const StartExerciseIdsSchema = z.object({
  exerciseId: IdSchema,
  exerciseClientId: ClientIdSchema,
  setClientIds: z.array(ClientIdSchema).max(TRAINING_LIMITS.setsPerExercise),
});

/** A device-side moment on the server's clock, kept for changes sent later; services clamp it to now. */
const ClientTimeSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** How far back a start sent later may be dated: a week, the longest a device keeps the member's data offline. */
export const CLIENT_START_MAX_AGE_MS = 7 * 24 * 3600_000;

export const plausibleTime = (at: number | undefined, earliest: number, now: number) => (at === undefined ? now : Math.min(now, Math.max(earliest, at)));

export const StartSessionSchema = z.object({
  clientId: ClientIdSchema,
  from: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('routine'), routineId: IdSchema }),
    z.object({ kind: z.literal('recommendation'), recommendationId: IdSchema }),
    z.object({ kind: z.literal('empty') }),
  ]),
  clientIds: z
    .array(StartExerciseIdsSchema)
    .max(TRAINING_LIMITS.exercises)
    .refine((list) => {
      const ids = list.flatMap((e) => [e.exerciseClientId, ...e.setClientIds]);
      return new Set(ids).size === ids.length;
    }, TRAINING_MSG.clientId)
    .optional(),
  startedAt: ClientTimeSchema.optional(),
});
export type StartSessionInput = z.output<typeof StartSessionSchema>;

/** The active session, named by its clientId (a stale screen cannot change another session). */
export const SessionRefSchema = z.object({ sessionClientId: ClientIdSchema });
export type SessionRef = z.output<typeof SessionRefSchema>;

export const AddExerciseSchema = SessionRefSchema.extend({
  exerciseClientId: ClientIdSchema,
  exerciseId: IdSchema,
  position: z.number().int().min(1).optional(),
  setClientIds: z.array(ClientIdSchema).max(TRAINING_LIMITS.setsPerExercise).optional(),
});
export type AddExerciseInput = z.output<typeof AddExerciseSchema>;

export const ExerciseRefSchema = SessionRefSchema.extend({ exerciseClientId: ClientIdSchema });
export type ExerciseRef = z.output<typeof ExerciseRefSchema>;

export const MoveExerciseSchema = ExerciseRefSchema.extend({ toIndex: z.number().int().min(1).max(TRAINING_LIMITS.exercises) });
export type MoveExerciseInput = z.output<typeof MoveExerciseSchema>;

/** docs/decisions/023-supersets.md */
export const SUPERSET_MSG = { members: '슈퍼세트로 묶을 운동을 두 개 이상 골라 주세요' } as const;
export const GroupExercisesSchema = SessionRefSchema.extend({
  exerciseClientIds: z
    .array(ClientIdSchema, { error: SUPERSET_MSG.members })
    .min(2, SUPERSET_MSG.members)
    .max(TRAINING_LIMITS.exercises, SUPERSET_MSG.members)
    .refine((ids) => new Set(ids).size === ids.length, SUPERSET_MSG.members),
});
export type GroupExercisesInput = z.output<typeof GroupExercisesSchema>;

export const UpdateExerciseSchema = ExerciseRefSchema.extend({
  restSeconds: RestSecondsSchema.nullable().optional(),
  skipped: z.boolean().optional(),
  notes: NotesSchema.nullable().optional(),
});
export type UpdateExerciseInput = z.output<typeof UpdateExerciseSchema>;

export const AddSetSchema = ExerciseRefSchema.extend({ setClientId: ClientIdSchema });
export type AddSetInput = z.output<typeof AddSetSchema>;

/** docs/decisions/021-set-kinds-and-warm-ups.md */
export const WARMUP_MSG = {
  noWeight: '첫 세트 무게를 먼저 입력해 주세요',
  already: '이미 워밍업 세트가 있어요',
  notLoaded: '맨몸·시간 운동에는 워밍업 세트를 추가하지 않아요',
  tooLight: '첫 세트가 가장 가벼운 무게라 워밍업 세트가 없어요',
} as const;

/** The screen computes the same ramp; ids past the ramp are unused. */
export const AddWarmupsSchema = ExerciseRefSchema.extend({
  setClientIds: z
    .array(ClientIdSchema)
    .min(1, TRAINING_MSG.clientId)
    .max(TRAINING_LIMITS.setsPerExercise, TRAINING_MSG.clientId)
    .refine((ids) => new Set(ids).size === ids.length, TRAINING_MSG.clientId),
});
export type AddWarmupsInput = z.output<typeof AddWarmupsSchema>;

export const SetRefSchema = ExerciseRefSchema.extend({ setClientId: ClientIdSchema });
export type SetRef = z.output<typeof SetRefSchema>;

export const UpdateSetSchema = SetRefSchema.extend({
  weight: SetWeightSchema.nullable().optional(),
  reps: SetRepsSchema.nullable().optional(),
  seconds: SetSecondsSchema.nullable().optional(),
  rpe: RpeSchema.nullable().optional(),
  kind: SetKindSchema.optional(),
  distanceM: DistanceSchema.nullable().optional(),
  level: LevelSchema.nullable().optional(),
  note: SetNoteSchema.nullable().optional(),
  done: z.boolean().optional(),
  /** Keeps an offline check's moment; clamped to the session's start and now. */
  doneAt: ClientTimeSchema.optional(),
});
export type UpdateSetInput = z.output<typeof UpdateSetSchema>;

export const FinishSessionSchema = SessionRefSchema.extend({
  notes: NotesSchema.nullable().optional(),
  finishedAt: ClientTimeSchema.optional(),
});
export type FinishSessionInput = z.output<typeof FinishSessionSchema>;

export const SaveAsRoutineSchema = z.object({ sessionId: IdSchema, setCount: z.enum(['planned', 'done']).default('planned') });
export type SaveAsRoutineInput = z.input<typeof SaveAsRoutineSchema>;

export type PreviousSet = { weight: number | null; reps: number | null; seconds: number | null };

export type TrainingExercise = LoggedExercise & { previous: PreviousSet[] };

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

/** `exercise` null: the session has no exercise of that clientId (a set removed from an exercise already gone). */
export type ExerciseAnswer = {
  sessionClientId: string;
  exerciseClientId: string;
  serverNow: number;
  exercise: LoggedExercise | null;
};

/** An exercise logged for the first time ever in a finished session: '첫 기록', not a new record. */
export type FirstRecord = { exerciseId: number; exerciseName: string };

export type SessionSummary = {
  sessionId: number;
  name: string;
  durationSeconds: number;
  totalVolume: number;
  sets: number;
  exercises: number;
  newRecords: PersonalRecord[];
  firstRecords: FirstRecord[];
  routineId: number | null;
  cardio: { seconds: number; distanceM: number } | null;
};
