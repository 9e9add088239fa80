// The member's log as the recommender reads it ("learns from the log"): per catalogue exercise, the
// done sets of the newest three finished training sessions that have any, and the latest one-tap feedback given on it
// in a recommendation. Two queries whatever the size of the log: a member with two years of training sessions has
// thousands of logged exercises and tens of thousands of sets, so the ranking is done by the database (a
// window over the member's logged exercises, read through the (user_id, started_at) index) and only the
// sets of the chosen exercises are read, through training_sets' (exercise_id, …) index.
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { recommendationFeedback, trainingExercises, trainingSessions, trainingSets } from '../../../db/schema/index';
import { koreaDate } from '../../shared/korea-date';
import { EXERCISE_OF_SESSION, EXERCISE_UNINDEXED, finishedOf } from '../../shared/training-sql';
import type { ExerciseHistory, Feedback, LoggedPerformance, LoggedSet } from './engine/types';

/** The engine reads at most this many training sessions of an exercise. */
const HISTORY_SESSIONS = 3;

/**
 * A logged exercise with a done set of reps (holds, done for seconds, are not read). Read from the exercise's
 * summary of its done sets (training_exercises.best_reps: the most reps of a done set, null when none has
 * reps), written when its training session was finished; only an exercise not summarised yet (done_sets null) looks
 * at its sets. Checking every exercise's sets instead doubles the cost of the ranking for a member with
 * years of training sessions.
 */
const HAS_REPS = sql`case when ${trainingExercises.doneSets} is null
  then exists (select 1 from training_sets u where u.exercise_id = ${trainingExercises.id} and u.done and u.weight is not null and u.reps is not null)
  else ${trainingExercises.bestReps} is not null end`;

/**
 * The member's log by catalogue exercise id; exercises never logged (or only skipped) are absent. `only` = the
 * exercises the engine can choose for this request (its parts and machines): the ranking then sorts those
 * exercises' rows, not the whole log.
 */
export async function loadHistory(db: DbOrTx, userId: number, only?: readonly number[]): Promise<Map<number, ExerciseHistory>> {
  if (only && only.length === 0) return new Map();
  // Through EXERCISE_UNINDEXED: the member's own training sessions first, never every member's rows of an exercise.
  const mine = only ? inArray(EXERCISE_UNINDEXED, [...only]) : undefined;
  // The member's logged exercises with done sets of reps in finished training sessions, numbered per exercise
  // from the newest session (an exercise logged twice in one session: both rows share the session's number).
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
  const sets = await db
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
    .where(and(lte(ranked.recency, HISTORY_SESSIONS), eq(trainingSets.done, true), isNotNull(trainingSets.weight), isNotNull(trainingSets.reps)))
    .orderBy(
      asc(ranked.exerciseId),
      asc(ranked.recency),
      asc(ranked.position),
      asc(ranked.trainingExerciseId),
      asc(trainingSets.position),
      asc(trainingSets.id),
    );

  const latest = db
    .select({
      exerciseId: recommendationFeedback.exerciseId,
      feedback: recommendationFeedback.feedback,
      weight: recommendationFeedback.weight,
      reps: recommendationFeedback.reps,
      createdAt: recommendationFeedback.createdAt,
      n: sql<number>`row_number() over (partition by ${recommendationFeedback.exerciseId} order by ${recommendationFeedback.createdAt} desc, ${recommendationFeedback.id} desc)`
        .mapWith(Number)
        .as('n'),
    })
    .from(recommendationFeedback)
    .where(and(eq(recommendationFeedback.userId, userId), only ? inArray(recommendationFeedback.exerciseId, [...only]) : undefined))
    .as('latest');
  const feedback = await db.select().from(latest).where(eq(latest.n, 1));

  const out = new Map<number, ExerciseHistory>();
  const entry = (exerciseId: number): ExerciseHistory => {
    const held = out.get(exerciseId);
    if (held) return held;
    const made: ExerciseHistory = { sessions: [], feedback: null };
    out.set(exerciseId, made);
    return made;
  };
  // Rows come per exercise, newest training session first: a new session id starts a new entry.
  const sessionIds = new Map<number, number>();
  for (const s of sets) {
    const h = entry(s.exerciseId);
    if (sessionIds.get(s.exerciseId) !== s.sessionId) {
      const session: LoggedPerformance = { at: s.startedAt, date: koreaDate(s.startedAt), sets: [] };
      h.sessions.push(session);
      sessionIds.set(s.exerciseId, s.sessionId);
    }
    // Not null: the query reads only sets with both.
    const set: LoggedSet = { weightKg: s.weight!, reps: s.reps!, rpe: s.rpe };
    h.sessions[h.sessions.length - 1]!.sets.push(set);
  }
  for (const f of feedback) {
    entry(f.exerciseId).feedback = {
      at: f.createdAt,
      date: koreaDate(f.createdAt),
      // The table's check holds it to FEEDBACKS.
      feedback: f.feedback as Feedback,
      weightKg: f.weight,
      reps: f.reps,
    };
  }
  return out;
}
