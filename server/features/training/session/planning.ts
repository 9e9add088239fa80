// Planned sets: what a new exercise or set starts with (a routine's amounts, a recommendation's, the
// member's previous performance, the exercise's last set), and inserting an exercise with them.
// Planned values are placeholders: checking a set off fills its empty amounts from them (common/set-change.ts).
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../../../db/client';
import { trainingExercises, trainingSets } from '../../../../db/schema/index';
import type { Catalogue } from '../../catalogue/catalogue.service';
import { type CatalogueExercise, isBodyweight } from '../../catalogue/catalogue.shared';
import { type SetKind, TRAINING_LIMITS } from '../common/training.shared';
import { clampSets, DEFAULT_SETS, plannedKg } from './routine-plan.shared';
import type { PreviousSet } from './session.shared';

export { clampSets, DEFAULT_SETS };

export type Planned = { plannedWeight: number | null; plannedReps: number | null; plannedSeconds: number | null };
const NOTHING_PLANNED: Planned = { plannedWeight: null, plannedReps: null, plannedSeconds: null };

/** A set still to do: what was planned, nothing entered or checked yet. */
export function openSet(exerciseId: number, clientId: string, position: number, planned: Planned) {
  return { exerciseId, clientId, position, ...planned, weight: null, reps: null, seconds: null, rpe: null, done: false, doneAt: null };
}

/** 0 kg is a plan only for body-weight moves; otherwise it means "not set". */
export function plannedWeightFor(entry: CatalogueExercise | undefined, kg: number | null): number | null {
  return plannedKg(kg, !!entry && isBodyweight(entry));
}

/** A planned set of `amount` reps (or seconds, for a timed exercise; minutes for cardio). */
export function plannedOf(entry: CatalogueExercise | undefined, kg: number | null, amount: number | null): Planned {
  const timed = entry?.repUnit === '초';
  const fits = (v: number | null, max: number) => (v !== null && Number.isInteger(v) && v >= 0 && v <= max ? v : null);
  if (entry?.repUnit === '분')
    return { plannedWeight: null, plannedReps: null, plannedSeconds: fits(amount === null ? null : amount * 60, TRAINING_LIMITS.seconds) };
  return {
    plannedWeight: plannedWeightFor(entry, kg),
    plannedReps: timed ? null : fits(amount, TRAINING_LIMITS.reps),
    plannedSeconds: timed ? fits(amount, TRAINING_LIMITS.seconds) : null,
  };
}

/** Set i planned from a previous performance: its set i, past its end the last one; nothing without one. */
export function plannedFromPrevious(entry: CatalogueExercise | undefined, previous: readonly PreviousSet[], i: number): Planned {
  const p = previous[Math.min(i, previous.length - 1)];
  if (!p) return NOTHING_PLANNED;
  return {
    plannedWeight: plannedWeightFor(entry, p.weight),
    plannedReps: p.reps,
    plannedSeconds: p.seconds,
  };
}

/**
 * The one set a cardio exercise is added with (docs/decisions/025-cardio-and-stretching.md): the time of the
 * previous performance (its sets together, within a set's hour); nothing planned without one. A set has no
 * planned distance: the previous distance shows beside it.
 */
export function plannedCardio(previous: readonly PreviousSet[]): Planned {
  const seconds = previous.reduce((sum, p) => sum + (p.seconds ?? 0), 0);
  return { ...NOTHING_PLANNED, plannedSeconds: seconds > 0 ? Math.min(seconds, TRAINING_LIMITS.seconds) : null };
}

/**
 * A planned set of a new exercise: a work set unless it says otherwise (a routine's per-set targets).
 * supersetGroup: a routine item's superset (docs/decisions/023-supersets.md); absent = on its own.
 */
export type NewExercise = { exerciseId: number; restSeconds: number | null; sets: (Planned & { kind?: SetKind })[]; supersetGroup?: number | null };

/** Stores an exercise with its planned sets (set client ids as given, else new ones). */
export async function insertExercise(
  tx: DbOrTx,
  sessionId: number,
  catalogue: Catalogue,
  e: NewExercise & { clientId: string; position: number; setClientIds: readonly string[] },
): Promise<void> {
  const [row] = await tx
    .insert(trainingExercises)
    .values({
      sessionId,
      clientId: e.clientId,
      position: e.position,
      exerciseId: e.exerciseId,
      exerciseName: catalogue.byId.get(e.exerciseId)?.koreanName ?? '',
      restSeconds: e.restSeconds,
      skipped: false,
      notes: null,
      supersetGroup: e.supersetGroup ?? null,
    })
    .returning({ id: trainingExercises.id });
  if (e.sets.length === 0) return;
  await tx
    .insert(trainingSets)
    .values(e.sets.map(({ kind, ...planned }, i) => ({ ...openSet(row!.id, e.setClientIds[i] ?? randomUUID(), i + 1, planned), kind: kind ?? 'work' })));
}
