import { Button, EmptyState, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBarbell, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ROUTINE_ITEM_LIMIT, type Routine } from '../../../server/features/routines/routines.contract';
import { trpc } from '../../lib/trpc';
import { useStartSession } from '../training/use-start-session';
import { ItemRow } from './item-row';
import { ROUTINE_ITEM_LIMIT_TEXT } from './limits';
import classes from './routines.module.css';
import { SortableList } from './sortable-list';
import { useDeleteItem, useMoveItem } from './use-item-mutations';

/** The selected routine's exercises in order, sorted by dragging (docs/product.md §2, §4). */
export function RoutineItemList({ routine }: { routine: Routine }) {
  const { routineId } = routine;
  const { data: items } = useSuspenseQuery(trpc.routines.items.queryOptions({ routineId }));
  const { move } = useMoveItem(routineId);
  const remove = useDeleteItem(routineId);
  const training = useStartSession();

  if (items.length === 0) {
    return (
      <EmptyState
        className={classes.emptyCard}
        py={48}
        variant="light"
        icon={<IconBarbell size={30} />}
        title="아직 추가된 운동이 없어요"
        description="검색에서 운동을 찾아 이 루틴에 담아 보세요."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/searchworkout" radius="xl" leftSection={<IconPlus size={18} />}>
            새로운 운동 추가하기
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  const full = items.length >= ROUTINE_ITEM_LIMIT;
  return (
    <Stack gap={12}>
      {/* The routine's exercises, in this order, as a training session (planned sets prefilled). */}
      <Button
        size="md"
        radius="xl"
        leftSection={<IconPlayerPlay size={18} />}
        loading={training.isPending}
        aria-label={`${routine.routineName} 운동 시작`}
        onClick={() => training.start({ kind: 'routine', routineId })}
      >
        운동 시작
      </Button>
      <SortableList
        droppableId={`routine-${routineId}`}
        label={`${routine.routineName} 운동 목록`}
        items={items}
        getKey={(w) => String(w.routineItemId)}
        onMove={move}
        renderItem={(w, _i, handle, dragging) => (
          <ItemRow routineId={routineId} item={w} handle={handle} dragging={dragging} onDelete={(x) => remove.mutate({ routineItemId: x.routineItemId })} />
        )}
      />
      {full ? (
        <Text className={classes.addPrompt} data-disabled c="dimmed">
          {ROUTINE_ITEM_LIMIT_TEXT}
        </Text>
      ) : (
        <UnstyledButton component={Link} to="/searchworkout" className={classes.addPrompt}>
          <IconPlus size={18} aria-hidden />
          운동 추가하기
        </UnstyledButton>
      )}
    </Stack>
  );
}
