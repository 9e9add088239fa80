import { ActionIcon, Group, Skeleton, Tabs, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { ROUTINE_LIMIT, type Routine } from '../../../server/features/routines/routines.shared';
import { ROUTINE_LIMIT_TEXT } from './limits';
import { RoutineItemList } from './routine-items';
import classes from './routines.module.css';

type Props = { routines: Routine[]; selected: Routine; onSelect: (routineId: number) => void; onCreate: () => void };

/** One tab per routine and the add icon, disabled at the limit with the reason shown (docs/product.md §5). */
export function RoutineTabs({ routines, selected, onSelect, onCreate }: Props) {
  const atLimit = routines.length >= ROUTINE_LIMIT;
  return (
    <Tabs value={String(selected.routineId)} onChange={(v) => v && onSelect(Number(v))} variant="pills" radius="xl" keepMounted={false}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Tabs.List aria-label="내 루틴" className={classes.tabList}>
          {routines.map((r) => (
            <Tabs.Tab key={r.routineId} value={String(r.routineId)} className={classes.tab}>
              {r.routineName}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tooltip label={ROUTINE_LIMIT_TEXT} disabled={!atLimit} position="bottom-end">
          {/* A disabled button gets no pointer events; the wrapper still shows the tooltip. */}
          <span>
            <ActionIcon size={44} radius="xl" variant="light" aria-label="루틴 추가" disabled={atLimit} onClick={onCreate}>
              <IconPlus size={20} />
            </ActionIcon>
          </span>
        </Tooltip>
      </Group>
      {atLimit && (
        <Text fz={13} c="dimmed" mt={4}>
          {ROUTINE_LIMIT_TEXT}
        </Text>
      )}
      <Tabs.Panel value={String(selected.routineId)} pt="lg">
        <Suspense fallback={<Skeleton height={120} radius="lg" />}>
          <RoutineItemList routine={selected} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
