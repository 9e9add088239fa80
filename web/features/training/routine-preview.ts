// The exercises a start from a cached routine will have on the server (start.service.ts): the routine's
// items in order, each with the sets routinePlan plans (the same function the server runs: per-set targets
// one by one with their kinds, else the routine's set count of weight × reps). Pure, so a test can hold it
// against the server's answer (server/features/routines/routine-set-targets.db.test.ts).
import type { RoutineItem } from '../../../server/features/routines/routines.shared';
import { TRAINING_LIMITS } from '../../../server/features/training/common/training.shared';
import { routinePlan } from '../../../server/features/training/session/routine-plan.shared';
import type { TrainingExercise } from '../../../server/features/training/session/session.shared';
import { emptySet } from './session/changes';

export function previewExercises(items: readonly RoutineItem[], newId: () => string): TrainingExercise[] {
  return [...items]
    .sort((a, b) => a.position - b.position)
    .slice(0, TRAINING_LIMITS.exercises)
    .map((item, i) => ({
      exerciseClientId: newId(),
      position: i + 1,
      exerciseId: item.exerciseId,
      exerciseName: item.exerciseName,
      imgPath: item.imgPath,
      repUnit: item.repUnit,
      bodyweight: item.bodyweight,
      // An answer kept before routine items carried them has none: no warm-ups offline for it.
      weightStep: item.weightStep ?? null,
      barKg: item.barKg ?? null,
      restSeconds: TRAINING_LIMITS.defaultRestSeconds,
      loadModel: item.loadModel,
      skipped: false,
      notes: null,
      supersetGroup: item.supersetGroup,
      previous: [],
      sets: routinePlan(item).map((planned, s) => ({ ...emptySet(newId(), s + 1), ...planned })),
    }));
}
