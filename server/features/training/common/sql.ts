// SQL fragments over the training tables, so every query over a member's sessions starts from the same place.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';

/** A member's finished sessions (the active one is not history yet). */
export const finishedOf = (userId: number) => and(eq(trainingSessions.userId, userId), isNotNull(trainingSessions.finishedAt));

// Sessions → exercises → sets.
export const EXERCISE_OF_SESSION = eq(trainingExercises.sessionId, trainingSessions.id);
export const SET_OF_EXERCISE = eq(trainingSets.exerciseId, trainingExercises.id);

/**
 * training_exercises.exercise_id where a member's rows are filtered by exercise. The unary + keeps SQLite's
 * planner (no statistics: the app never runs ANALYZE) off training_exercises_exercise_idx, which would read
 * every member's rows of that exercise first; it starts from the member's (user_id, started_at) index
 * instead. A no-op for PostgreSQL, whose planner has statistics.
 */
export const EXERCISE_UNINDEXED = sql<number>`+${trainingExercises.exerciseId}`;
