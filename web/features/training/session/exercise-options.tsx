import { Button, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconClock, IconLink, IconPlayerSkipForward, IconRotate, IconTrash, IconUnlink } from '@tabler/icons-react';
import type { TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { RoutineModal } from '../../routines/routine-modal';

type Props = {
  exercise: TrainingExercise | null;
  index: number;
  count: number;
  onClose: () => void;
  onMove: (exercise: TrainingExercise, toIndex: number) => void;
  onRest: (exercise: TrainingExercise) => void;
  onSkip: (exercise: TrainingExercise) => void;
  onRemove: (exercise: TrainingExercise) => void;
  /** Whether the session has an exercise outside this one's group to pair it with ('슈퍼세트로 묶기'). */
  groupable: boolean;
  /** '슈퍼세트로 묶기' and '슈퍼세트 해제' (when grouped). */
  onGroup: (exercise: TrainingExercise) => void;
  onUngroup: (exercise: TrainingExercise) => void;
};

/** An exercise's options as a sheet of big buttons (a phone's action sheet): move, superset, rest, skip, remove. */
export function ExerciseOptions({ exercise: e, index, count, onClose, onMove, onRest, onSkip, onRemove, groupable, onGroup, onUngroup }: Props) {
  const act = (f: (x: TrainingExercise) => void) => () => {
    if (!e) return;
    onClose();
    f(e);
  };
  return (
    <RoutineModal opened={e !== null} onClose={onClose} title={e?.exerciseName ?? ''}>
      {e && (
        <Stack gap="xs">
          <Button
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={<IconArrowUp size={18} />}
            disabled={index <= 0}
            onClick={act((x) => onMove(x, index))}
          >
            위로 옮기기
          </Button>
          <Button
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={<IconArrowDown size={18} />}
            disabled={index >= count - 1}
            onClick={act((x) => onMove(x, index + 2))}
          >
            아래로 옮기기
          </Button>
          {groupable && (
            <Button variant="default" size="md" justify="flex-start" leftSection={<IconLink size={18} />} onClick={act(onGroup)}>
              슈퍼세트로 묶기
            </Button>
          )}
          {e.supersetGroup !== null && (
            <Button variant="default" size="md" justify="flex-start" leftSection={<IconUnlink size={18} />} onClick={act(onUngroup)}>
              슈퍼세트 해제
            </Button>
          )}
          {!e.skipped && (
            <Button variant="default" size="md" justify="flex-start" leftSection={<IconClock size={18} />} onClick={act(onRest)}>
              휴식 시간 바꾸기
            </Button>
          )}
          <Button
            variant="default"
            size="md"
            justify="flex-start"
            leftSection={e.skipped ? <IconRotate size={18} /> : <IconPlayerSkipForward size={18} />}
            onClick={act(onSkip)}
          >
            {e.skipped ? '건너뛰기 취소' : '건너뛰기'}
          </Button>
          <Button variant="default" c="var(--ffm-danger-text)" size="md" justify="flex-start" leftSection={<IconTrash size={18} />} onClick={act(onRemove)}>
            운동 삭제
          </Button>
        </Stack>
      )}
    </RoutineModal>
  );
}
