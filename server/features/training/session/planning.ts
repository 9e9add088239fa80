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

export function openSet(exerciseId: number, clientId: string, position: number, planned: Planned) {
  return { exerciseId, clientId, position, ...planned, weight: null, reps: null, seconds: null, rpe: null, done: false, doneAt: null };
}

/** 0 kg is a plan only for body-weight moves; otherwise it means "not set". */
export function plannedWeightFor(entry: CatalogueExercise | undefined, kg: number | null): number | null {
  return plannedKg(kg, !!entry && isBodyweight(entry));
}

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

export function plannedFromPrevious(entry: CatalogueExercise | undefined, previous: readonly PreviousSet[], i: number): Planned {
  const p = previous[Math.min(i, previous.length - 1)];
  if (!p) return NOTHING_PLANNED;
  return {
    plannedWeight: plannedWeightFor(entry, p.weight),
    plannedReps: p.reps,
    plannedSeconds: p.seconds,
  };
}

/** docs/decisions/025-cardio-and-stretching.md */
export function plannedCardio(previous: readonly PreviousSet[]): Planned {
  const seconds = previous.reduce((sum, p) => sum + (p.seconds ?? 0), 0);
  return { ...NOTHING_PLANNED, plannedSeconds: seconds > 0 ? Math.min(seconds, TRAINING_LIMITS.seconds) : null };
}

/** docs/decisions/023-supersets.md */
export type NewExercise = { exerciseId: number; restSeconds: number | null; sets: (Planned & { kind?: SetKind })[]; supersetGroup?: number | null };

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
