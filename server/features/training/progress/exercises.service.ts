// One point per Korean calendar day; the only progress answer that reads sets, the others read summaries.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSessions, trainingSets } from '../../../../db/schema/index';
import { koreaDate } from '../../../common/korea-time.shared';
import type { AuthedCtx } from '../../../context';
import { AppError } from '../../../errors';
import { betterSet, epley, measureOf, round1, round2 } from '../common/records';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf, SET_OF_EXERCISE } from '../common/sql';
import { exerciseTotals } from '../common/totals';
import type { ExercisePoint, ExerciseProgress, TrainedExercise } from './progress.shared';

function datesOf(): (ms: number) => string {
  const seen = new Map<number, string>();
  return (ms) => {
    let date = seen.get(ms);
    if (date === undefined) {
      date = koreaDate(ms);
      seen.set(ms, date);
    }
    return date;
  };
}

export async function trainedExercises(ctx: AuthedCtx): Promise<TrainedExercise[]> {
  const trained = await exerciseTotals(ctx.db, ctx.user.userId);
  const catalogue = ctx.catalogue.current;
  return [...trained]
    .sort(([ida, a], [idb, b]) => b.sessions - a.sessions || b.last - a.last || ida - idb)
    .map(([exerciseId, e]) => ({
      exerciseId,
      exerciseName: e.name,
      sessions: e.sessions,
      lastDate: koreaDate(e.last),
      measure: measureOf(catalogue.byId.get(exerciseId)),
      totalSeconds: e.seconds,
      totalDistanceM: e.distanceM,
    }));
}

function exerciseDoneSets(db: DbOrTx, userId: number, exerciseId: number) {
  return db
    .select({
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
      exerciseName: trainingExercises.exerciseName,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
      distanceM: trainingSets.distanceM,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(and(finishedOf(userId), eq(trainingSets.done, true), ne(trainingSets.kind, 'warmup'), eq(EXERCISE_UNINDEXED, exerciseId)))
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id), asc(trainingExercises.position), asc(trainingSets.position));
}

export async function exerciseProgress(ctx: AuthedCtx, exerciseId: number): Promise<ExerciseProgress> {
  const exercise = ctx.catalogue.current.byId.get(exerciseId);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND');
  const measure = measureOf(exercise);
  const sets = await exerciseDoneSets(ctx.db, ctx.user.userId, exerciseId);
  const dateOf = datesOf();
  const points: ExercisePoint[] = [];
  let best: (typeof sets)[number] | null = null;
  for (const s of sets) {
    const date = dateOf(s.startedAt);
    let point = points[points.length - 1];
    if (!point || point.date !== date) {
      point = { date, sessionId: s.sessionId, e1rm: null, bestSet: { weight: null, reps: null, seconds: null }, volume: 0, seconds: 0, distanceM: 0 };
      points.push(point);
      best = null;
    }
    best = best ? betterSet(measure, best, s) : s;
    point.sessionId = best.sessionId;
    point.bestSet = { weight: best.weight, reps: best.reps, seconds: best.seconds };
    const e1rm = measure === 'loaded' ? epley(s.weight, s.reps) : null;
    if (e1rm !== null) point.e1rm = Math.max(point.e1rm ?? 0, round1(e1rm));
    point.volume = round2(point.volume + (s.weight ?? 0) * (s.reps ?? 0));
    point.seconds += s.seconds ?? 0;
    point.distanceM += s.distanceM ?? 0;
  }
  return { exerciseId, exerciseName: sets[sets.length - 1]?.exerciseName ?? exercise.koreanName, measure, points };
}
