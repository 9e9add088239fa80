// The member's edits of the session in progress, as changes for the sync queue (session-sync.ts).
import type { Equipment } from '../../../../server/features/training/rack/defaults';
import { DEFAULT_WARMUP_STEPS } from '../../../../server/features/training/rack/defaults';
import { CARDIO_SETS, DEFAULT_SETS } from '../../../../server/features/training/session/routine-plan.shared';
import type { TrainingExercise, UpdateExerciseInput, UpdateSetInput } from '../../../../server/features/training/session/session.shared';
import { newClientId } from '../../../lib/client-id';
import { serverClock } from '../../../offline/app-offline';
import type { ExercisePreview } from './changes';
import { saveChange } from './session-sync';
import { previewWarmups } from './set-kinds';

type SetValues = Omit<UpdateSetInput, 'sessionClientId' | 'exerciseClientId' | 'setClientId'>;
type ExerciseValues = Omit<UpdateExerciseInput, 'sessionClientId' | 'exerciseClientId'>;

export function sessionActions(sessionClientId: string) {
  return {
    updateSet: (exerciseClientId: string, setClientId: string, values: SetValues) =>
      saveChange({ kind: 'updateSet', input: { sessionClientId, exerciseClientId, setClientId, ...values }, at: serverClock.now() }),
    addSet: (exerciseClientId: string) => saveChange({ kind: 'addSet', input: { sessionClientId, exerciseClientId, setClientId: newClientId() } }),
    /**
     * The warm-up ramp before the first work set: shown at once when the member's equipment is known here
     * (the same rack/warmups.ts as the server), else once the server answers.
     */
    addWarmups: (exercise: TrainingExercise, equipment: Equipment | undefined) => {
      const preview = previewWarmups(exercise, equipment);
      const count = preview?.length || (equipment?.warmupSteps ?? DEFAULT_WARMUP_STEPS).length || 1;
      const setClientIds = Array.from({ length: count }, () => newClientId());
      saveChange({ kind: 'addWarmups', input: { sessionClientId, exerciseClientId: exercise.exerciseClientId, setClientIds }, preview });
    },
    removeSet: (exerciseClientId: string, setClientId: string) => saveChange({ kind: 'removeSet', input: { sessionClientId, exerciseClientId, setClientId } }),
    updateExercise: (exerciseClientId: string, values: ExerciseValues) =>
      saveChange({ kind: 'updateExercise', input: { sessionClientId, exerciseClientId, ...values } }),
    moveExercise: (exerciseClientId: string, toIndex: number) => saveChange({ kind: 'moveExercise', input: { sessionClientId, exerciseClientId, toIndex } }),
    /** 슈퍼세트로 묶기: these exercises (≥ 2) become one group, adjacent in this order. */
    groupExercises: (exerciseClientIds: string[]) => saveChange({ kind: 'groupExercises', input: { sessionClientId, exerciseClientIds } }),
    /** 슈퍼세트 해제: this exercise leaves its group. */
    ungroupExercise: (exerciseClientId: string) => saveChange({ kind: 'ungroupExercise', input: { sessionClientId, exerciseClientId } }),
    removeExercise: (exerciseClientId: string) => saveChange({ kind: 'removeExercise', input: { sessionClientId, exerciseClientId } }),
    /**
     * Appended with three sets (a cardio exercise with one: ADR 025), prefilled by the server from the
     * member's last performance.
     */
    addExercise: (exerciseId: number, preview: ExercisePreview) => {
      const exerciseClientId = newClientId();
      const sets = preview.loadModel === 'cardio' ? CARDIO_SETS : DEFAULT_SETS;
      saveChange({
        kind: 'addExercise',
        input: { sessionClientId, exerciseClientId, exerciseId, setClientIds: Array.from({ length: sets }, () => newClientId()) },
        preview,
      });
      return exerciseClientId;
    },
  };
}

export type SessionActions = ReturnType<typeof sessionActions>;
