// The member's previous performance of an exercise, shown beside each set and used to plan new sets.
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf, SET_OF_EXERCISE } from '../common/sql';
import { hasDoneSets } from '../common/summaries';
import type { PreviousSet } from './session.shared';

/**
 * For each exercise, the done work sets (warm-ups aside: "지난번" lines up with the work sets, and new sets are
 * planned from them) of the member's most recent finished session that has done sets of it
 * (its first occurrence there, when it was logged twice). Two queries.
 */
export async function previousPerformance(db: DbOrTx, userId: number, exerciseIds: readonly number[]): Promise<Map<number, PreviousSet[]>> {
  const out = new Map<number, PreviousSet[]>();
  const ids = [...new Set(exerciseIds)];
  if (ids.length === 0) return out;
  const latest = await db
    .select({ exerciseId: trainingExercises.exerciseId, startedAt: sql<number>`max(${trainingSessions.startedAt})`.mapWith(Number) })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), inArray(EXERCISE_UNINDEXED, ids), hasDoneSets))
    .groupBy(trainingExercises.exerciseId);
  if (latest.length === 0) return out;
  const rows = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      trainingExerciseId: trainingExercises.id,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(
      and(
        finishedOf(userId),
        eq(trainingSets.done, true),
        ne(trainingSets.kind, 'warmup'),
        inArray(trainingSessions.startedAt, [...new Set(latest.map((l) => l.startedAt))]),
        or(...latest.map((l) => and(eq(EXERCISE_UNINDEXED, l.exerciseId), eq(trainingSessions.startedAt, l.startedAt)))),
      ),
    )
    .orderBy(desc(trainingSessions.id), asc(trainingExercises.position), asc(trainingExercises.id), asc(trainingSets.position), asc(trainingSets.id));
  const chosen = new Map<number, number>();
  for (const r of rows) {
    if (!chosen.has(r.exerciseId)) chosen.set(r.exerciseId, r.trainingExerciseId);
    if (chosen.get(r.exerciseId) !== r.trainingExerciseId) continue;
    const list = out.get(r.exerciseId) ?? [];
    list.push({ weight: r.weight, reps: r.reps, seconds: r.seconds });
    out.set(r.exerciseId, list);
  }
  return out;
}
