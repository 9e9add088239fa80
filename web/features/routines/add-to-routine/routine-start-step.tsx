import { Button, EmptyState } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';

/** Shown instead of the routine list when the member has none yet (docs/product.md §2 routine start). */
export function RoutineStartStep({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      py="lg"
      variant="light"
      icon={<IconListCheck size={30} />}
      title="아직 추가된 루틴이 없어요"
      description="루틴을 먼저 만들면 이 운동을 바로 담을 수 있어요."
    >
      <EmptyState.Actions>
        <Button size="md" radius="xl" leftSection={<IconPlus size={18} />} onClick={onCreate} data-autofocus>
          루틴 생성하기
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
