import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useAddToRoutine } from '../routines/add-to-routine/add-to-routine-provider';

export function AddToRoutineButton({ workoutId, koreanName }: { workoutId: number; koreanName: string }) {
  const addToRoutine = useAddToRoutine();
  return (
    <Button size="md" radius="xl" leftSection={<IconPlus size={18} />} onClick={() => addToRoutine({ workoutId, koreanName })}>
      루틴에 추가
    </Button>
  );
}
