import { Button, EmptyState, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBarbell, IconLink, IconPlayerPlay, IconPlus, IconUnlink } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ROUTINE_ITEM_LIMIT, type Routine, type RoutineItem } from '../../../server/features/routines/routines.shared';
import { blocksOf, supersetLabel } from '../../../server/features/training/rack/superset-order';
import { trpc } from '../../lib/trpc';
import superset from '../training/superset/superset.module.css';
import { SupersetPicker } from '../training/superset/superset-picker';
import { useStartSession } from '../training/use-start-session';
import { ItemRow } from './item-row';
import { ROUTINE_ITEM_LIMIT_TEXT } from './limits';
import classes from './routines.module.css';
import { SortableList } from './sortable-list';
import { useDeleteItem, useMoveItem } from './use-item-mutations';
import { useSupersetItems } from './use-superset-mutations';

/** Where an item stands in its superset (docs/decisions/023-supersets.md): null when on its own. */
function membershipOf(items: RoutineItem[]) {
  const of = new Map<number, { block: RoutineItem[]; first: boolean; last: boolean }>();
  for (const block of blocksOf(items)) {
    if (block.length < 2) continue;
    for (const [i, item] of block.entries()) of.set(item.routineItemId, { block, first: i === 0, last: i === block.length - 1 });
  }
  return of;
}

/** The selected routine's exercises in order, sorted by dragging (docs/product.md §2, §4). */
export function RoutineItemList({ routine }: { routine: Routine }) {
  const { routineId } = routine;
  const { data: items } = useSuspenseQuery(trpc.routines.items.queryOptions({ routineId }));
  const { move } = useMoveItem(routineId);
  const remove = useDeleteItem(routineId);
  const training = useStartSession();
  const supersets = useSupersetItems(routineId);
  const [picking, setPicking] = useState(false);

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
  const groups = membershipOf(items);
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
        renderItem={(w, _i, handle, dragging) => {
          const row = <ItemRow routineId={routineId} item={w} handle={handle} dragging={dragging} onDelete={remove} />;
          const member = groups.get(w.routineItemId);
          if (!member) return row;
          const label = supersetLabel(member.block.length);
          return (
            <div className={superset.member} data-first={member.first || undefined} data-last={member.last || undefined} data-superset={label}>
              {member.first && (
                <div className={superset.label}>
                  <IconLink size={16} aria-hidden />
                  {label}
                </div>
              )}
              {row}
              <div className={superset.memberActions}>
                <Button
                  variant="subtle"
                  color="gray"
                  size="sm"
                  h={44}
                  leftSection={<IconUnlink size={16} />}
                  aria-label={`${w.exerciseName} 슈퍼세트 해제`}
                  loading={supersets.ungroup.isPending}
                  onClick={() => supersets.ungroup.mutate({ routineItemId: w.routineItemId })}
                >
                  슈퍼세트 해제
                </Button>
              </div>
            </div>
          );
        }}
      />
      {items.length >= 2 && (
        <Button variant="default" leftSection={<IconLink size={18} />} onClick={() => setPicking(true)}>
          슈퍼세트로 묶기
        </Button>
      )}
      <SupersetPicker
        opened={picking}
        description="번갈아 할 운동을 두 개 이상 골라 주세요. 세 개 이상이면 서킷이 돼요."
        options={items.map((w) => ({ key: String(w.routineItemId), name: w.exerciseName }))}
        minimum={2}
        onClose={() => setPicking(false)}
        onPick={(keys) => {
          setPicking(false);
          supersets.group.mutate({ routineId, routineItemIds: keys.map(Number) });
        }}
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
