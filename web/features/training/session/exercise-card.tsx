import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconClock, IconDots, IconPlus } from '@tabler/icons-react';
import { TRAINING_LIMITS } from '../../../../server/features/training/common/training.contract';
import type { TrainingExercise } from '../../../../server/features/training/session/session.contract';
import { clock } from '../format';
import type { SessionActions } from './actions';
import { CardioSets } from './cardio-sets';
import classes from './session.module.css';
import { SetRow } from './set-row';

type Props = {
  exercise: TrainingExercise;
  selectedSet: string | null;
  onSelectSet: (setClientId: string | null) => void;
  onRest: (exercise: TrainingExercise) => void;
  onOptions: (exercise: TrainingExercise) => void;
  actions: SessionActions;
};

/** One exercise of the workout: its sets, its rest, and its options (move, skip, remove) in a sheet. */
export function ExerciseCard({ exercise: e, selectedSet, onSelectSet, onRest, onOptions, actions }: Props) {
  const done = e.sets.filter((s) => s.done).length;
  const headingId = `exercise-${e.exerciseClientId}`;
  return (
    <section className={classes.card} aria-labelledby={headingId} data-skipped={e.skipped || undefined}>
      <div className={classes.cardHeader}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <h2 className={classes.cardTitle} id={headingId}>
            {e.exerciseName}
          </h2>
          <Group gap={6} mt={4}>
            {e.skipped ? (
              <Badge color="gray" variant="light" size="lg" radius="sm">
                건너뜀
              </Badge>
            ) : (
              <Text fz={14} c="dimmed">
                {done}/{e.sets.length}세트 완료
              </Text>
            )}
          </Group>
        </div>
        {!e.skipped && (
          <Button
            variant="light"
            color="gray"
            size="compact-sm"
            leftSection={<IconClock size={16} />}
            aria-label={`${e.exerciseName} 휴식 시간 ${clock(e.restSeconds)}`}
            onClick={() => onRest(e)}
          >
            {clock(e.restSeconds)}
          </Button>
        )}
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${e.exerciseName} 옵션`} aria-haspopup="dialog" onClick={() => onOptions(e)}>
          <IconDots size={20} />
        </ActionIcon>
      </div>

      {!e.skipped && e.loadModel === 'cardio' && <CardioSets exercise={e} selectedSet={selectedSet} onSelectSet={onSelectSet} actions={actions} />}
      {!e.skipped && e.loadModel !== 'cardio' && (
        <>
          <div className={classes.columns} aria-hidden>
            <span>세트</span>
            <span>지난 기록</span>
            <span>kg</span>
            <span>{e.repUnit === '초' ? '초' : '회'}</span>
            <span>완료</span>
          </div>
          <ol aria-label={`${e.exerciseName} 세트`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {e.sets.map((s, i) => (
              <SetRow
                key={s.setClientId}
                exercise={e}
                set={s}
                previous={e.previous[i]}
                selected={selectedSet === s.setClientId}
                onSelect={onSelectSet}
                actions={actions}
              />
            ))}
          </ol>
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
        </>
      )}
    </section>
  );
}
