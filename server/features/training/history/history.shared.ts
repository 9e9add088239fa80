// The member's finished sessions (tRPC `training.history.*`): what each procedure takes and answers.
// The folders of training are described in ../README.md.
import { z } from 'zod';
import '../../../common/zod-korean';
import { IdSchema, PageSchema } from '../../../common/schemas';
import {
  ClientIdSchema,
  DistanceSchema,
  LevelSchema,
  type LoggedExercise,
  NotesSchema,
  SessionNameSchema,
  SetRepsSchema,
  SetSecondsSchema,
  SetWeightSchema,
  TRAINING_LIMITS,
} from '../common/training.shared';

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
        /** A cardio set's distance and level (docs/decisions/025-cardio-and-stretching.md). */
        distanceM: DistanceSchema.nullable().optional(),
        level: LevelSchema.nullable().optional(),
        done: z.boolean().optional(),
      }),
    )
    .max(TRAINING_LIMITS.exercises * TRAINING_LIMITS.setsPerExercise)
    .optional(),
});
export type EditSessionInput = z.output<typeof EditSessionSchema>;

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
  exercises: LoggedExercise[];
};

export type HistoryItem = Omit<LoggedSession, 'exercises'> & { exerciseNames: string[]; sets: number };
export type HistoryPage = { items: HistoryItem[]; total: number; page: number; pageSize: number };
export type TrainingDay = { date: string; sessions: number };
