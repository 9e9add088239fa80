// The member's edits of the workout in progress, as changes for the sync queue (workout-sync.ts).
import type { UpdateExerciseInput, UpdateSetInput } from '../../../../server/features/training/training.contract';
import { newClientId } from '../ids';
import type { ExercisePreview } from './changes';
import { saveChange, serverNow } from './workout-sync';

type SetValues = Omit<UpdateSetInput, 'workoutClientId' | 'exerciseClientId' | 'setClientId'>;
type ExerciseValues = Omit<UpdateExerciseInput, 'workoutClientId' | 'exerciseClientId'>;

export function workoutActions(workoutClientId: string) {
  return {
    updateSet: (exerciseClientId: string, setClientId: string, values: SetValues) =>
      saveChange({ kind: 'updateSet', input: { workoutClientId, exerciseClientId, setClientId, ...values }, at: serverNow() }),
    addSet: (exerciseClientId: string) => saveChange({ kind: 'addSet', input: { workoutClientId, exerciseClientId, setClientId: newClientId() } }),
    removeSet: (exerciseClientId: string, setClientId: string) => saveChange({ kind: 'removeSet', input: { workoutClientId, exerciseClientId, setClientId } }),
    updateExercise: (exerciseClientId: string, values: ExerciseValues) =>
      saveChange({ kind: 'updateExercise', input: { workoutClientId, exerciseClientId, ...values } }),
    moveExercise: (exerciseClientId: string, toIndex: number) => saveChange({ kind: 'moveExercise', input: { workoutClientId, exerciseClientId, toIndex } }),
    removeExercise: (exerciseClientId: string) => saveChange({ kind: 'removeExercise', input: { workoutClientId, exerciseClientId } }),
    /** Appended with three sets, prefilled by the server from the member's last performance. */
    addExercise: (workoutId: number, preview: ExercisePreview) => {
      const exerciseClientId = newClientId();
      saveChange({
        kind: 'addExercise',
        input: { workoutClientId, exerciseClientId, workoutId, setClientIds: [newClientId(), newClientId(), newClientId()] },
        preview,
      });
      return exerciseClientId;
    },
  };
}

export type WorkoutActions = ReturnType<typeof workoutActions>;
