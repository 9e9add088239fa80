// The member's edits of the session in progress, as changes for the sync queue (session-sync.ts).
import type { UpdateExerciseInput, UpdateSetInput } from '../../../../server/features/training/session/session.contract';
import { newClientId } from '../../../lib/client-id';
import type { ExercisePreview } from './changes';
import { saveChange, serverNow } from './session-sync';

type SetValues = Omit<UpdateSetInput, 'sessionClientId' | 'exerciseClientId' | 'setClientId'>;
type ExerciseValues = Omit<UpdateExerciseInput, 'sessionClientId' | 'exerciseClientId'>;

export function sessionActions(sessionClientId: string) {
  return {
    updateSet: (exerciseClientId: string, setClientId: string, values: SetValues) =>
      saveChange({ kind: 'updateSet', input: { sessionClientId, exerciseClientId, setClientId, ...values }, at: serverNow() }),
    addSet: (exerciseClientId: string) => saveChange({ kind: 'addSet', input: { sessionClientId, exerciseClientId, setClientId: newClientId() } }),
    removeSet: (exerciseClientId: string, setClientId: string) => saveChange({ kind: 'removeSet', input: { sessionClientId, exerciseClientId, setClientId } }),
    updateExercise: (exerciseClientId: string, values: ExerciseValues) =>
      saveChange({ kind: 'updateExercise', input: { sessionClientId, exerciseClientId, ...values } }),
    moveExercise: (exerciseClientId: string, toIndex: number) => saveChange({ kind: 'moveExercise', input: { sessionClientId, exerciseClientId, toIndex } }),
    /** 슈퍼세트로 묶기: these exercises (≥ 2) become one group, adjacent in this order. */
    groupExercises: (exerciseClientIds: string[]) => saveChange({ kind: 'groupExercises', input: { sessionClientId, exerciseClientIds } }),
    /** 슈퍼세트 해제: this exercise leaves its group. */
    ungroupExercise: (exerciseClientId: string) => saveChange({ kind: 'ungroupExercise', input: { sessionClientId, exerciseClientId } }),
    removeExercise: (exerciseClientId: string) => saveChange({ kind: 'removeExercise', input: { sessionClientId, exerciseClientId } }),
    /** Appended with three sets, prefilled by the server from the member's last performance. */
    addExercise: (exerciseId: number, preview: ExercisePreview) => {
      const exerciseClientId = newClientId();
      saveChange({
        kind: 'addExercise',
        input: { sessionClientId, exerciseClientId, exerciseId, setClientIds: [newClientId(), newClientId(), newClientId()] },
        preview,
      });
      return exerciseClientId;
    },
  };
}

export type SessionActions = ReturnType<typeof sessionActions>;
