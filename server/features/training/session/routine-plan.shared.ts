// docs/decisions/024-per-set-targets.md. Shared with the web's offline preview, so a start with no signal is the one
// the server stores.
import type { RoutineItem } from '../../routines/routines.shared';
import { type SetKind, TRAINING_LIMITS } from '../common/training.shared';

export const DEFAULT_SETS = 3;
/** docs/decisions/025-cardio-and-stretching.md */
export const CARDIO_SETS = 1;

export function clampSets(n: number | null, fallback: number = DEFAULT_SETS): number {
  if (n === null || !Number.isFinite(n) || n <= 0) return fallback;
  return Math.min(Math.trunc(n), TRAINING_LIMITS.setsPerExercise);
}

/** 0 kg is a plan only for body-weight moves; otherwise it means "not set". Beyond a set's limit: not set. */
export function plannedKg(kg: number | null, bodyweight: boolean): number | null {
  if (kg === null || !Number.isFinite(kg) || kg < 0 || kg > TRAINING_LIMITS.weightKg) return null;
  if (kg === 0 && !bodyweight) return null;
  return kg;
}

const within = (v: number | null, max: number) => (v !== null && Number.isInteger(v) && v >= 0 && v <= max ? v : null);

export type PlannedSet = { kind: SetKind; plannedWeight: number | null; plannedReps: number | null; plannedSeconds: number | null };
export type PlanSource = Pick<RoutineItem, 'weight' | 'rep' | 'setCount' | 'setTargets' | 'repUnit' | 'bodyweight'>;

export function routinePlan(item: PlanSource): PlannedSet[] {
  const cardio = item.repUnit === '분';
  const timed = item.repUnit === '초';
  const planned = (kind: SetKind, kg: number | null, amount: number | null): PlannedSet =>
    cardio
      ? { kind, plannedWeight: null, plannedReps: null, plannedSeconds: within(amount === null ? null : amount * 60, TRAINING_LIMITS.seconds) }
      : {
          kind,
          plannedWeight: plannedKg(kg, item.bodyweight),
          plannedReps: timed ? null : within(amount, TRAINING_LIMITS.reps),
          plannedSeconds: timed ? within(amount, TRAINING_LIMITS.seconds) : null,
        };
  if (item.setTargets && item.setTargets.length > 0) {
    return item.setTargets
      .slice(0, TRAINING_LIMITS.setsPerExercise)
      .map((t) => planned(t.kind, t.weight, timed ? (t.seconds ?? t.reps) : (t.reps ?? t.seconds)));
  }
  return Array.from({ length: clampSets(item.setCount, cardio ? CARDIO_SETS : DEFAULT_SETS) }, () => planned('work', item.weight, item.rep));
}
