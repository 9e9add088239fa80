import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RepUnit } from '../../../../server/features/catalogue/catalogue.shared';
import { useAddToRoutine } from '../../routines/add-to-routine/add-to-routine-provider';

type Props = { exerciseId: number; koreanName: string; repUnit: RepUnit; bodyweight: boolean; loadModel?: string };

export function AddToRoutineButton({ exerciseId, koreanName, repUnit, bodyweight, loadModel }: Props) {
  const addToRoutine = useAddToRoutine();
  return (
    <Button size="md" radius="xl" leftSection={<IconPlus size={18} />} onClick={() => addToRoutine({ exerciseId, koreanName, repUnit, bodyweight, loadModel })}>
      루틴에 추가
    </Button>
  );
}
