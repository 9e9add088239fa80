// Gym mode's reads shared by the active workout, history and progress: a workout's exercises and sets as
// answered, the member's previous performance, and per-workout aggregates of done sets computed by the
// database (a member with years of history has tens of thousands of sets; the progress screens read a
// few thousand aggregated rows instead, through the (user_id, started_at) index).
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  type TrainingExerciseRow,
  type TrainingSessionRow,
  type TrainingSetRow,
  trainingExercises,
  trainingSessions,
  trainingSets,
} from '../../../db/schema/index';
import { isBodyweight } from '../catalogue/catalogue.contract';
import type { Catalogue } from '../catalogue/catalogue.service';
import { weightStepOf } from '../recommendation/recommendation.service';
import { type PreviousSet, TRAINING_LIMITS, type TrainingExercise, type TrainingSet } from './training.contract';
import type { Bests } from './training.stats';

// ---- a workout as answered ----------------------------------------------------------------------------

export type WorkoutTree = { exercises: TrainingExerciseRow[]; setsByExercise: Map<number, TrainingSetRow[]> };

/** The exercises (1..n) and sets (1..n) of some workouts, two queries whatever their number. */
export async function treesOf(db: DbOrTx, sessionIds: readonly number[]): Promise<Map<number, WorkoutTree>> {
  const out = new Map<number, WorkoutTree>(sessionIds.map((id) => [id, { exercises: [], setsByExercise: new Map() }]));
  if (sessionIds.length === 0) return out;
  const exercises = await db
    .select()
    .from(trainingExercises)
    .where(inArray(trainingExercises.sessionId, [...sessionIds]))
    .orderBy(asc(trainingExercises.sessionId), asc(trainingExercises.position), asc(trainingExercises.id));
  const sets = exercises.length
    ? await db
        .select({ set: trainingSets })
        .from(trainingSets)
        .innerJoin(trainingExercises, eq(trainingExercises.id, trainingSets.exerciseId))
        .where(inArray(trainingExercises.sessionId, [...sessionIds]))
        .orderBy(asc(trainingSets.exerciseId), asc(trainingSets.position), asc(trainingSets.id))
    : [];
  for (const e of exercises) out.get(e.sessionId)!.exercises.push(e);
  const bySession = new Map(exercises.map((e) => [e.id, e.sessionId]));
  for (const { set } of sets) {
    const tree = out.get(bySession.get(set.exerciseId)!)!;
    const list = tree.setsByExercise.get(set.exerciseId) ?? [];
    list.push(set);
    tree.setsByExercise.set(set.exerciseId, list);
  }
  return out;
}

export function setView(s: TrainingSetRow): TrainingSet {
  return {
    setClientId: s.clientId,
    position: s.position,
    plannedWeight: s.plannedWeight,
    plannedReps: s.plannedReps,
    plannedSeconds: s.plannedSeconds,
    weight: s.weight,
    reps: s.reps,
    seconds: s.seconds,
    rpe: s.rpe,
    done: s.done,
    doneAt: s.doneAt,
  };
}

/**
 * An exercise as answered. The picture, rep unit and weight step come from the catalogue (a retired entry is
 * still there); the name is the one logged. The weight step is the implement's at the exercise's heaviest
 * weight so far (dumbbells step 1 kg up to 10 kg, then 2 kg).
 */
export function exerciseView(catalogue: Catalogue, row: TrainingExerciseRow, sets: readonly TrainingSetRow[]): Omit<TrainingExercise, 'previous'> {
  const workout = catalogue.byId.get(row.workoutId);
  const heaviest = sets.reduce<number | null>((max, s) => {
    const w = s.weight ?? s.plannedWeight;
    return w !== null && (max === null || w > max) ? w : max;
  }, null);
  return {
    exerciseClientId: row.clientId,
    position: row.position,
    workoutId: row.workoutId,
    exerciseName: row.exerciseName,
    imgPath: workout?.imgPath ?? '',
    repUnit: workout?.repUnit ?? '회',
    bodyweight: workout ? isBodyweight(workout) : false,
    weightStep: workout ? weightStepOf(workout, heaviest) : null,
    restSeconds: row.restSeconds ?? TRAINING_LIMITS.defaultRestSeconds,
    skipped: row.skipped,
    notes: row.notes,
    sets: sets.map(setView),
  };
}

// ---- filters --------------------------------------------------------------------------------------------

const finishedOf = (userId: number) => and(eq(trainingSessions.userId, userId), isNotNull(trainingSessions.finishedAt));

// Sessions → exercises → sets.
const EXERCISE_OF_SESSION = eq(trainingExercises.sessionId, trainingSessions.id);
const SET_OF_EXERCISE = eq(trainingSets.exerciseId, trainingExercises.id);

const doneFinished = (userId: number, ...more: (SQL | undefined)[]) => and(finishedOf(userId), eq(trainingSets.done, true), ...more);

// ---- previous performance ----------------------------------------------------------------------------------

/**
 * For each exercise, the done sets of the member's most recent finished workout that has done sets of it
 * (its first occurrence there, when it was logged twice). Two queries.
 */
export async function previousPerformance(db: DbOrTx, userId: number, workoutIds: readonly number[]): Promise<Map<number, PreviousSet[]>> {
  const out = new Map<number, PreviousSet[]>();
  const ids = [...new Set(workoutIds)];
  if (ids.length === 0) return out;
  const latest = await db
    .select({ workoutId: trainingExercises.workoutId, startedAt: sql<number>`max(${trainingSessions.startedAt})`.mapWith(Number) })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(doneFinished(userId, inArray(trainingExercises.workoutId, ids)))
    .groupBy(trainingExercises.workoutId);
  if (latest.length === 0) return out;
  const rows = await db
    .select({
      workoutId: trainingExercises.workoutId,
      exerciseId: trainingExercises.id,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(doneFinished(userId, or(...latest.map((l) => and(eq(trainingExercises.workoutId, l.workoutId), eq(trainingSessions.startedAt, l.startedAt))))))
    .orderBy(desc(trainingSessions.id), asc(trainingExercises.position), asc(trainingExercises.id), asc(trainingSets.position), asc(trainingSets.id));
  const chosen = new Map<number, number>();
  for (const r of rows) {
    if (!chosen.has(r.workoutId)) chosen.set(r.workoutId, r.exerciseId);
    if (chosen.get(r.workoutId) !== r.exerciseId) continue;
    const list = out.get(r.workoutId) ?? [];
    list.push({ weight: r.weight, reps: r.reps, seconds: r.seconds });
    out.set(r.workoutId, list);
  }
  return out;
}

// ---- aggregates of done sets ----------------------------------------------------------------------------------

const w = trainingSets.weight;
const r = trainingSets.reps;
const sec = trainingSets.seconds;
const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const maybeNum = (expr: SQL) => sql<number | null>`${expr}`.mapWith(Number);

/** Per group: done sets, Σ weight × reps, and the bests (the same rules as training.stats.ts' bestsOf, in SQL). */
const AGGREGATES = {
  sets: num(sql`count(*)`),
  volume: num(sql`coalesce(sum(coalesce(${w}, 0) * coalesce(${r}, 0)), 0)`),
  // Epley as training.stats.ts' epley computes it (the same double operations in the same order).
  e1rm: maybeNum(sql`max(case when ${w} > 0 and ${r} > 0 then ${w} * (1 + cast(${r} as double precision) / 30) end)`),
  weight: maybeNum(sql`max(case when ${w} > 0 and (${r} > 0 or ${sec} > 0) then ${w} end)`),
  setVolume: maybeNum(sql`max(case when ${w} > 0 and ${r} > 0 then ${w} * ${r} end)`),
  reps: maybeNum(sql`max(case when ${r} > 0 then ${r} end)`),
};

export type Aggregate = Bests & { sets: number; volume: number };
export type SessionExerciseAggregate = Aggregate & { sessionId: number; startedAt: number; workoutId: number; exerciseName: string };

/**
 * The member's finished workouts' done sets, summed per workout and exercise, oldest workout first:
 * all of them, or those started from `since` on.
 */
export async function sessionExerciseAggregates(db: DbOrTx, userId: number, opts: { since?: number } = {}): Promise<SessionExerciseAggregate[]> {
  return await db
    .select({
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
      workoutId: trainingExercises.workoutId,
      exerciseName: sql<string>`max(${trainingExercises.exerciseName})`,
      ...AGGREGATES,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(doneFinished(userId, opts.since === undefined ? undefined : gte(trainingSessions.startedAt, opts.since)))
    .groupBy(trainingSessions.id, trainingSessions.startedAt, trainingExercises.workoutId)
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id));
}

/** One workout's done sets, summed per exercise. */
export async function workoutAggregates(db: DbOrTx, sessionId: number): Promise<Map<number, Aggregate>> {
  const rows = await db
    .select({ workoutId: trainingExercises.workoutId, ...AGGREGATES })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSets.done, true)))
    .groupBy(trainingExercises.workoutId);
  return new Map(rows.map((row) => [row.workoutId, row]));
}

/** The member's bests per exercise over the finished workouts that came before `session` (started earlier; the same instant: a lower id). */
export async function bestsBefore(
  db: DbOrTx,
  userId: number,
  session: Pick<TrainingSessionRow, 'id' | 'startedAt'>,
  workoutIds: readonly number[],
): Promise<Map<number, Aggregate>> {
  if (workoutIds.length === 0) return new Map();
  const earlier = or(
    lt(trainingSessions.startedAt, session.startedAt),
    and(eq(trainingSessions.startedAt, session.startedAt), lt(trainingSessions.id, session.id)),
  );
  const rows = await db
    .select({ workoutId: trainingExercises.workoutId, ...AGGREGATES })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(doneFinished(userId, earlier, inArray(trainingExercises.workoutId, [...workoutIds])))
    .groupBy(trainingExercises.workoutId);
  return new Map(rows.map((row) => [row.workoutId, row]));
}

/** Done sets of one exercise in the member's finished workouts, oldest first (progress' best set of the day). */
export async function exerciseDoneSets(
  db: DbOrTx,
  userId: number,
  workoutId: number,
): Promise<{ sessionId: number; startedAt: number; exerciseName: string; weight: number | null; reps: number | null; seconds: number | null }[]> {
  return await db
    .select({
      sessionId: trainingSessions.id,
      startedAt: trainingSessions.startedAt,
      exerciseName: trainingExercises.exerciseName,
      weight: trainingSets.weight,
      reps: trainingSets.reps,
      seconds: trainingSets.seconds,
    })
    .from(trainingSessions)
    .innerJoin(trainingExercises, EXERCISE_OF_SESSION)
    .innerJoin(trainingSets, SET_OF_EXERCISE)
    .where(doneFinished(userId, eq(trainingExercises.workoutId, workoutId)))
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessions.id), asc(trainingExercises.position), asc(trainingSets.position));
}
