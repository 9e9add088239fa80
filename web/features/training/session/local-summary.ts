// The summary of a workout finished on this device, before the server has it (finish.service.ts summaryOf, the
// same rules): done work sets only (warm-ups aside), counted per catalogue exercise; the duration from the
// member's start to their finish. Records need the member's whole history, which only the server has: none
// here until its answer replaces this one.
import { countsAsWork } from '../../../../server/features/training/common/training.shared';
import type { ActiveSession, SessionSummary } from '../../../../server/features/training/session/session.shared';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function localSummary(session: ActiveSession, finishedAt: number): SessionSummary {
  const done = session.exercises.map((e) => ({ e, sets: e.sets.filter((s) => s.done && countsAsWork(s.kind)) })).filter((x) => x.sets.length > 0);
  const sets = done.flatMap((x) => x.sets);
  const cardio = done.filter((x) => x.e.loadModel === 'cardio').flatMap((x) => x.sets);
  return {
    sessionId: session.sessionId,
    name: session.name,
    durationSeconds: Math.max(0, Math.round((finishedAt - session.startedAt) / 1000)),
    totalVolume: round2(sets.reduce((sum, s) => sum + (s.weight ?? 0) * (s.reps ?? 0), 0)),
    sets: sets.length,
    exercises: new Set(done.map((x) => x.e.exerciseId)).size,
    newRecords: [],
    firstRecords: [],
    routineId: session.routineId,
    cardio:
      cardio.length === 0
        ? null
        : { seconds: cardio.reduce((sum, s) => sum + (s.seconds ?? 0), 0), distanceM: cardio.reduce((sum, s) => sum + (s.distanceM ?? 0), 0) },
  };
}
