// The member's log as the recommender reads it ("learns from the log", server/features/recommendation/
// history.ts): per catalogue exercise, the done sets of the newest few finished sessions that have any. The
// training feature's one read model for another feature. One query whatever the size of the log: a member
// with two years of sessions has thousands of logged exercises and tens of thousands of sets, so the
// ranking is done by the database (a window over the member's logged exercises, read through the
// (user_id, started_at) index) and only the sets of the chosen exercises are read, through training_sets'
// (exercise_id, …) index.
import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf } from '../common/sql';

/** A done work set (warm-ups are never read: they say nothing of what the member can lift) of a finished session with both a weight and reps. */
export type RecentSet = { exerciseId: number; sessionId: number; startedAt: number; weight: number; reps: number; rpe: number | null };

/**
 * A logged exercise with a done set of reps (holds, done for seconds, are not read). Read from the exercise's
 * summary of its done sets (training_exercises.best_reps: the most reps of a done set, null when none has
 * reps), written when its session was finished; only an exercise not summarised yet (done_sets null) looks
 * at its sets. Checking every exercise's sets instead doubles the cost of the ranking for a member with
 * years of sessions.
 */
const HAS_REPS = sql`case when ${trainingExercises.doneSets} is null
  then exists (select 1 from training_sets u where u.exercise_id = ${trainingExercises.id} and u.done and u.kind <> 'warmup' and u.weight is not null and u.reps is not null)
  else ${trainingExercises.bestReps} is not null end`;

/**
 * The done sets with weight and reps of each exercise's newest `sessions` finished sessions that have such
 * sets (skipped exercises aside), per exercise, newest session first, then in the session's order. `only`:
 * just these exercises (the ranking then sorts those exercises' rows, not the whole log).
 */
export async function recentSets(db: DbOrTx, userId: number, opts: { sessions: number; only?: readonly number[] }): Promise<RecentSet[]> {
  const { only } = opts;
  if (only && only.length === 0) return [];
  // Through EXERCISE_UNINDEXED: the member's own sessions first, never every member's rows of an exercise.
  const mine = only ? inArray(EXERCISE_UNINDEXED, [...only]) : undefined;
  // The member's logged exercises with done sets of reps in finished sessions, numbered per exercise from the
  // newest session (an exercise logged twice in one session: both rows share the session's number).
  const ranked = db
    .select({
      // Both tables' keys are named id: aliased, so the outer query can tell them apart.
      trainingExerciseId: sql<number>`${trainingExercises.id}`.mapWith(Number).as('logged_exercise_id'),
      exerciseId: trainingExercises.exerciseId,
      position: trainingExercises.position,
      sessionId: sql<number>`${trainingSessions.id}`.mapWith(Number).as('logged_session_id'),
      startedAt: trainingSessions.startedAt,
      recency:
        sql<number>`dense_rank() over (partition by ${trainingExercises.exerciseId} order by ${trainingSessions.startedAt} desc, ${trainingSessions.id} desc)`
          .mapWith(Number)
          .as('recency'),
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), eq(trainingExercises.skipped, false), mine, HAS_REPS))
    .as('ranked');
  const rows = await db
    .select({
      exerciseId: ranked.exerciseId,
      sessionId: ranked.sessionId,
      startedAt: ranked.startedAt,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      rpe: trainingSets.rpe,
    })
    .from(ranked)
    .innerJoin(trainingSets, eq(trainingSets.exerciseId, ranked.trainingExerciseId))
    .where(
      and(
        lte(ranked.recency, opts.sessions),
        eq(trainingSets.done, true),
        ne(trainingSets.kind, 'warmup'),
        isNotNull(trainingSets.weight),
        isNotNull(trainingSets.reps),
      ),
    )
    .orderBy(
      asc(ranked.exerciseId),
      asc(ranked.recency),
      asc(ranked.position),
      asc(ranked.trainingExerciseId),
      asc(trainingSets.position),
      asc(trainingSets.id),
    );
  // Not null: the query reads only sets with both.
  return rows.map((r) => ({ ...r, weight: r.weight!, reps: r.reps! }));
}
