// A member's log of one exercise, as the recommender reads it (loadHistory's ExerciseHistory), for the
// recommender's unit tests.
import type { ExerciseHistory, LoggedSet } from '../../server/features/recommendation/engine/types';

/** Sessions newest first: [weight, reps per set, RPE?]; session i is 3·i days before 2026-11-20. */
export function historyOf(sessions: [number, number[], (number | null)?][], feedback: ExerciseHistory['feedback'] = null): ExerciseHistory {
  return {
    sessions: sessions.map(([kg, reps, rpe], i) => ({
      at: Date.UTC(2026, 10, 20 - i * 3),
      date: `2026-11-${String(20 - i * 3).padStart(2, '0')}`,
      sets: reps.map((r): LoggedSet => ({ weightKg: kg, reps: r, rpe: rpe ?? null })),
    })),
    feedback,
  };
}
