import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { type TrainingSessionRow, trainingExercises, trainingSessions } from '../../../../db/schema/index';
import type { Bests } from './records';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf } from './sql';
import { bestOf, hasDoneSets, maxOf, SUMMARY, summary } from './summaries';

export function loggedExercises(db: DbOrTx, userId: number, when: SQL) {
  return db
    .select({
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
      exerciseId: trainingExercises.exerciseId,
      exerciseName: trainingExercises.exerciseName,
      ...SUMMARY,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), when, hasDoneSets))
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id), asc(trainingExercises.position));
}

export type ExerciseTotals = Bests & { sessions: number; last: number; name: string; seconds: number; distanceM: number };

/** A catalogue rename shows as two names: the latest wins, the counts add up. */
export async function exerciseTotals(
  db: DbOrTx,
  userId: number,
  opts: { before?: Pick<TrainingSessionRow, 'id' | 'startedAt'>; exerciseIds?: readonly number[] } = {},
): Promise<Map<number, ExerciseTotals>> {
  const out = new Map<number, ExerciseTotals>();
  if (opts.exerciseIds?.length === 0) return out;
  const { before } = opts;
  const earlier = before
    ? or(lt(trainingSessions.startedAt, before.startedAt), and(eq(trainingSessions.startedAt, before.startedAt), lt(trainingSessions.id, before.id)))
    : undefined;
  const rows = await db
    .select({
      exerciseId: trainingExercises.exerciseId,
      name: trainingExercises.exerciseName,
      sessions: sql<number>`count(distinct ${trainingSessions.id})`.mapWith(Number),
      last: sql<number>`max(${trainingSessions.startedAt})`.mapWith(Number),
      e1rm: bestOf('bestE1rm'),
      weight: bestOf('bestWeight'),
      setVolume: bestOf('bestSetVolume'),
      reps: bestOf('bestReps'),
      seconds: sql<number>`coalesce(sum(${summary('totalSeconds')}), 0)`.mapWith(Number),
      distanceM: sql<number>`coalesce(sum(${summary('totalDistanceM')}), 0)`.mapWith(Number),
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .where(and(finishedOf(userId), earlier, opts.exerciseIds ? inArray(EXERCISE_UNINDEXED, [...opts.exerciseIds]) : undefined, hasDoneSets))
    .groupBy(trainingExercises.exerciseId, trainingExercises.exerciseName);
  for (const { exerciseId, ...r } of rows) {
    const held = out.get(exerciseId);
    if (!held) out.set(exerciseId, r);
    else
      out.set(exerciseId, {
        sessions: held.sessions + r.sessions,
        last: Math.max(held.last, r.last),
        name: r.last > held.last ? r.name : held.name,
        e1rm: maxOf(held.e1rm, r.e1rm),
        weight: maxOf(held.weight, r.weight),
        setVolume: maxOf(held.setVolume, r.setVolume),
        reps: maxOf(held.reps, r.reps),
        seconds: held.seconds + r.seconds,
        distanceM: held.distanceM + r.distanceM,
      });
  }
  return out;
}
