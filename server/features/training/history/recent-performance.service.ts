// One query whatever the size of the log: the ranking is a window in the database, through the (user_id, started_at)
// index, and only the chosen exercises' sets are read.
import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf } from '../common/sql';

/** Warm-ups say nothing of what the member can lift. */
export type RecentSet = { exerciseId: number; sessionId: number; startedAt: number; weight: number; reps: number; rpe: number | null };

/** Read from the summary: checking every exercise's sets doubles the ranking's cost for a long history. */
const HAS_REPS = sql`case when ${trainingExercises.doneSets} is null
  then exists (select 1 from training_sets u where u.exercise_id = ${trainingExercises.id} and u.done and u.kind <> 'warmup' and u.weight is not null and u.reps is not null)
  else ${trainingExercises.bestReps} is not null end`;

export async function recentSets(db: DbOrTx, userId: number, opts: { sessions: number; only?: readonly number[] }): Promise<RecentSet[]> {
  const { only } = opts;
  if (only && only.length === 0) return [];
  // Through EXERCISE_UNINDEXED: the member's own sessions first, never every member's rows of an exercise.
  const mine = only ? inArray(EXERCISE_UNINDEXED, [...only]) : undefined;
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
  return rows.map((r) => ({ ...r, weight: r.weight!, reps: r.reps! }));
}
