import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RepUnit } from '../../../server/features/catalogue/catalogue.contract';
import { useAddToRoutine } from '../routines/add-to-routine/add-to-routine-provider';

type Props = { exerciseId: number; koreanName: string; repUnit: RepUnit; bodyweight: boolean };

export function AddToRoutineButton({ exerciseId, koreanName, repUnit, bodyweight }: Props) {
  const addToRoutine = useAddToRoutine();
  return (
    <Button size="md" radius="xl" leftSection={<IconPlus size={18} />} onClick={() => addToRoutine({ exerciseId, koreanName, repUnit, bodyweight })}>
      루틴에 추가
    </Button>
  );
}
