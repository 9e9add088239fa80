// Summaries exist because a member with years of history has tens of thousands of sets. Epley in the same double
// operations in the same order as records.ts' bestsOf.
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises } from '../../../../db/schema/index';
import type { Bests } from './records';

const OF_DONE_SETS = {
  doneSets: 'count(*)',
  volume: 'coalesce(sum(coalesce(d.weight, 0) * coalesce(d.reps, 0)), 0)',
  bestE1rm: 'max(case when d.weight > 0 and d.reps > 0 then d.weight * (1 + cast(d.reps as double precision) / 30) end)',
  bestWeight: 'max(case when d.weight > 0 and (d.reps > 0 or d.seconds > 0) then d.weight end)',
  bestSetVolume: 'max(case when d.weight > 0 and d.reps > 0 then d.weight * d.reps end)',
  bestReps: 'max(case when d.reps > 0 then d.reps end)',
  totalSeconds: 'coalesce(sum(coalesce(d.seconds, 0)), 0)',
  totalDistanceM: 'coalesce(sum(coalesce(d.distance_m, 0)), 0)',
} as const;
export type SummaryColumn = keyof typeof OF_DONE_SETS;

/** A constant text (no input in it). Warm-ups are never summarised (docs/decisions/021-set-kinds-and-warm-ups.md). */
const counted = (column: SummaryColumn) =>
  sql.raw(`(select ${OF_DONE_SETS[column]} from training_sets d where d.exercise_id = training_exercises.id and d.done and d.kind <> 'warmup')`);

export const summary = (column: SummaryColumn) =>
  sql<number | null>`case when ${trainingExercises.doneSets} is null then ${counted(column)} else ${trainingExercises[column]} end`.mapWith(Number);

export const bestOf = (column: SummaryColumn) => sql<number | null>`max(${summary(column)})`.mapWith(Number);

/** Anything else that writes finished sessions' sets should call it too (until then, readers count those sets themselves). */
export async function summarizeSessions(tx: DbOrTx, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx
    .update(trainingExercises)
    .set({
      doneSets: counted('doneSets'),
      volume: counted('volume'),
      bestE1rm: counted('bestE1rm'),
      bestWeight: counted('bestWeight'),
      bestSetVolume: counted('bestSetVolume'),
      bestReps: counted('bestReps'),
      totalSeconds: counted('totalSeconds'),
      totalDistanceM: counted('totalDistanceM'),
    })
    .where(inArray(trainingExercises.sessionId, [...sessionIds]));
}

export const SUMMARY = {
  sets: summary('doneSets'),
  volume: summary('volume'),
  e1rm: summary('bestE1rm'),
  weight: summary('bestWeight'),
  setVolume: summary('bestSetVolume'),
  reps: summary('bestReps'),
  seconds: summary('totalSeconds'),
  distanceM: summary('totalDistanceM'),
};
/** Only logged exercises with done sets count anywhere. */
export const hasDoneSets = sql`${summary('doneSets')} > 0`;

export type Aggregate = Bests & { sets: number; volume: number; seconds: number; distanceM: number };
export type SessionExerciseAggregate = Aggregate & { sessionId: number; startedAt: number; exerciseId: number; exerciseName: string };

type SummaryRow = { sets: number | null; volume: number | null; seconds: number | null; distanceM: number | null } & Bests;
export const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** An exercise logged twice in one session counts once: its sets and volume summed, its bests the better. */
export function merged(into: Aggregate | undefined, row: SummaryRow): Aggregate {
  const sets = row.sets ?? 0;
  const volume = row.volume ?? 0;
  const seconds = row.seconds ?? 0;
  const distanceM = row.distanceM ?? 0;
  if (!into) return { sets, volume, seconds, distanceM, e1rm: row.e1rm, weight: row.weight, setVolume: row.setVolume, reps: row.reps };
  return {
    sets: into.sets + sets,
    volume: into.volume + volume,
    seconds: into.seconds + seconds,
    distanceM: into.distanceM + distanceM,
    e1rm: maxOf(into.e1rm, row.e1rm),
    weight: maxOf(into.weight, row.weight),
    setVolume: maxOf(into.setVolume, row.setVolume),
    reps: maxOf(into.reps, row.reps),
  };
}
