import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RestSecondsSchema, TRAINING_LIMITS } from '../../../../server/features/training/common/training.shared';
import type { TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { RoutineModal } from '../../routines/routine-modal';
import { clock, restWords } from '../format';

const PRESETS = [30, 60, 90, 120, 150, 180];

type Props = { exercise: TrainingExercise | null; onClose: () => void; onSave: (exercise: TrainingExercise, seconds: number) => void };

/** The rest after each set of one exercise: presets and ±15 s, saved with the workout. */
export function RestDialog({ exercise, onClose, onSave }: Props) {
  return (
    <RoutineModal opened={exercise !== null} onClose={onClose} title="휴식 시간">
      {exercise && <RestPicker key={exercise.exerciseClientId} exercise={exercise} onSave={(s) => onSave(exercise, s)} />}
    </RoutineModal>
  );
}

function RestPicker({ exercise, onSave }: { exercise: TrainingExercise; onSave: (seconds: number) => void }) {
  const [seconds, setSeconds] = useState(exercise.restSeconds);
  const set = (s: number) => setSeconds(Math.min(TRAINING_LIMITS.restMax, Math.max(0, s)));
  return (
    <Stack gap="md">
      <Text fz={15}>{exercise.exerciseName}의 세트 사이 휴식이에요.</Text>
      <Group justify="center" gap="md" wrap="nowrap">
        <Button variant="default" onClick={() => set(seconds - 15)}>
          −15초
        </Button>
        <Text fz={32} fw={800} miw={96} ta="center" style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {clock(seconds)}
        </Text>
        <Button variant="default" onClick={() => set(seconds + 15)}>
          +15초
        </Button>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {PRESETS.map((p) => (
          <Button key={p} variant={p === seconds ? 'filled' : 'light'} onClick={() => set(p)} aria-pressed={p === seconds}>
            {restWords(p)}
          </Button>
        ))}
      </SimpleGrid>
      <Button size="md" disabled={!RestSecondsSchema.safeParse(seconds).success} onClick={() => onSave(seconds)}>
        저장
      </Button>
    </Stack>
  );
}
