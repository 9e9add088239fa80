// The active training session (tRPC `training.session.*`): what each change takes and answers. Idempotency
// by client ids and the answers' sizes are described in ../README.md.
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

/**
 * The client's ids for an exercise the start creates (from a routine or a recommendation), matched by its
 * catalogue exercise: a device with no signal builds the session it will be from its cached routine, and
 * every later change names these ids (docs/decisions/018-outbox-and-conflicts.md).
 */
const StartExerciseIdsSchema = z.object({
  exerciseId: IdSchema,
  exerciseClientId: ClientIdSchema,
  setClientIds: z.array(ClientIdSchema).max(TRAINING_LIMITS.setsPerExercise),
});

/**
 * A moment the member saw on the device (ms, on the server's clock as the client reckons it: its own clock
 * corrected by the offset measured from answers): a change made without a connection is sent later and keeps
 * it. Each service keeps it within what is plausible (never after the server's now).
 */
const ClientTimeSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** How far back a start sent later may be dated: a week, the longest a device keeps the member's data offline. */
export const CLIENT_START_MAX_AGE_MS = 7 * 24 * 3600_000;

/** `at` (absent: `now`) kept between `earliest` and `now`. */
export const plausibleTime = (at: number | undefined, earliest: number, now: number) => (at === undefined ? now : Math.min(now, Math.max(earliest, at)));

export const StartSessionSchema = z.object({
  clientId: ClientIdSchema,
  from: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('routine'), routineId: IdSchema }),
    z.object({ kind: z.literal('recommendation'), recommendationId: IdSchema }),
    z.object({ kind: z.literal('empty') }),
  ]),
  /** Optional: the exercises' and sets' ids to use (else the server makes them); every id at most once. */
  clientIds: z
    .array(StartExerciseIdsSchema)
    .max(TRAINING_LIMITS.exercises)
    .refine((list) => {
      const ids = list.flatMap((e) => [e.exerciseClientId, ...e.setClientIds]);
      return new Set(ids).size === ids.length;
    }, TRAINING_MSG.clientId)
    .optional(),
  /** Optional: when the member started; kept between CLIENT_START_MAX_AGE_MS ago and now. Absent: now. */
  startedAt: ClientTimeSchema.optional(),
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

/** 슈퍼세트 / 서킷: at least two distinct exercises of the session, in the order they are done (docs/decisions/023-supersets.md). */
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

/** Why warm-ups cannot be added (docs/decisions/021-set-kinds-and-warm-ups.md). */
export const WARMUP_MSG = {
  noWeight: '첫 세트 무게를 먼저 입력해 주세요',
  already: '이미 워밍업 세트가 있어요',
  notLoaded: '맨몸·시간 운동에는 워밍업 세트를 추가하지 않아요',
  tooLight: '첫 세트가 가장 가벼운 무게라 워밍업 세트가 없어요',
} as const;

/**
 * The warm-up ramp before the exercise's first work set (rack/warmups.ts with the member's equipment): one
 * client id per warm-up set, lightest first (the screen computes the same ramp; ids past the ramp are unused).
 */
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

/** Only the fields given change; null clears a value. */
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
  /**
   * With done: true, when the member checked the set (ms, on the server's clock as the client reckons it):
   * a check made without a connection is sent later and keeps its moment. The server keeps it between the
   * session's start and now; absent, the set is stamped when the request arrives.
   */
  doneAt: ClientTimeSchema.optional(),
});
export type UpdateSetInput = z.output<typeof UpdateSetSchema>;

export const FinishSessionSchema = SessionRefSchema.extend({
  notes: NotesSchema.nullable().optional(),
  /** Optional: when the member finished; kept between the session's start and now. Absent: now. */
  finishedAt: ClientTimeSchema.optional(),
});
export type FinishSessionInput = z.output<typeof FinishSessionSchema>;

/**
 * After finishing a session started from a routine: the routine's targets become the done sets' weight and
 * reps (save-as-routine.service.ts). setCount 'planned' (default) keeps the routine's number of sets,
 * 'done' saves only the sets done.
 */
export const SaveAsRoutineSchema = z.object({ sessionId: IdSchema, setCount: z.enum(['planned', 'done']).default('planned') });
/** As sent: setCount may be left out ('planned'). */
export type SaveAsRoutineInput = z.input<typeof SaveAsRoutineSchema>;

/** The member's previous performance of an exercise (the last finished session that had it), set by set. */
export type PreviousSet = { weight: number | null; reps: number | null; seconds: number | null };

/** An exercise of the active session, with the previous performance beside it. */
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

/**
 * The answer to a change of one exercise (its sets, or its rest, skip and notes): that exercise as stored,
 * without the previous performance (no change of the active session alters it). `exercise` is null when the
 * session has no exercise of that clientId (a set removed from an exercise already gone).
 */
export type ExerciseAnswer = {
  sessionClientId: string;
  exerciseClientId: string;
  /** Server time when this answer was made, as in ActiveSession. */
  serverNow: number;
  exercise: LoggedExercise | null;
};

/** An exercise logged for the first time ever in a finished session: '첫 기록', not a new record. */
export type FirstRecord = { exerciseId: number; exerciseName: string };

export type SessionSummary = {
  sessionId: number;
  name: string;
  durationSeconds: number;
  /** Σ weight × reps over done work sets (warm-ups aside), kg. */
  totalVolume: number;
  sets: number;
  exercises: number;
  /** Real improvements over the member's earlier finished sessions (a first performance is not one). */
  newRecords: PersonalRecord[];
  /** Exercises done (a done work set) for the first time ever, in the session's order. */
  firstRecords: FirstRecord[];
  /** Offered when the session came from a routine that still exists. */
  routineId: number | null;
  /** Its cardio exercises' done sets (ADR 025): seconds and metres summed; null when it had none. */
  cardio: { seconds: number; distanceM: number } | null;
};
