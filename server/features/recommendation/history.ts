import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { recommendationFeedback } from '../../../db/schema/index';
import { koreaDate } from '../../common/korea-time.shared';
import { recentSets } from '../training/history/recent-performance.service';
import type { ExerciseHistory, Feedback, LoggedPerformance, LoggedSet } from './engine/types';

const HISTORY_SESSIONS = 3;

export async function loadHistory(db: DbOrTx, userId: number, only?: readonly number[]): Promise<Map<number, ExerciseHistory>> {
  if (only && only.length === 0) return new Map();
  const sets = await recentSets(db, userId, { sessions: HISTORY_SESSIONS, only });

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
  // Rows come per exercise, newest session first: a new session id starts a new performance.
  const sessionIds = new Map<number, number>();
  for (const s of sets) {
    const h = entry(s.exerciseId);
    if (sessionIds.get(s.exerciseId) !== s.sessionId) {
      const session: LoggedPerformance = { at: s.startedAt, date: koreaDate(s.startedAt), sets: [] };
      h.sessions.push(session);
      sessionIds.set(s.exerciseId, s.sessionId);
    }
    const set: LoggedSet = { weightKg: s.weight, reps: s.reps, rpe: s.rpe };
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
