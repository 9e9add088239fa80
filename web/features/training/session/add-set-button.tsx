import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { TRAINING_LIMITS } from '../../../../server/features/training/common/training.shared';
import type { TrainingExercise } from '../../../../server/features/training/session/session.shared';
import type { SessionActions } from './actions';
import classes from './session.module.css';

/** '세트 추가' under an exercise's sets (exercise-card.tsx, cardio-sets.tsx); off once the exercise has as many sets as it may. */
export function AddSetButton({ exercise: e, actions }: { exercise: TrainingExercise; actions: SessionActions }) {
  return (
    <Button
      className={classes.addSet}
      variant="light"
      fullWidth
      leftSection={<IconPlus size={18} />}
      aria-label={`${e.exerciseName} 세트 추가`}
      disabled={e.sets.length >= TRAINING_LIMITS.setsPerExercise}
      onClick={() => actions.addSet(e.exerciseClientId)}
    >
      세트 추가
    </Button>
  );
}
