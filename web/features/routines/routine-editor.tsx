import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Routine } from '../../../server/features/routines/routines.shared';
import classes from './routine-editor.module.css';
import { DragGrip, SortableList } from './sortable-list';
import { useReorderRoutines } from './use-routine-mutations';

type Props = { routines: Routine[]; onRename: (r: Routine) => void; onDelete: (r: Routine) => void };

/** Edit mode: drag routines into a new order (saved at once), rename or delete each. */
export function RoutineEditor({ routines, onRename, onDelete }: Props) {
  const reorder = useReorderRoutines();
  return (
    <SortableList
      droppableId="routines"
      label="루틴 순서"
      items={routines}
      getKey={(r) => `routine-${r.routineId}`}
      onMove={(from, to) => reorder.move(routines, from, to)}
      renderItem={(r, index, handle, dragging) => (
        <div className={classes.row} data-dragging={dragging || undefined}>
          <DragGrip handle={handle} label={`${r.routineName} 순서 바꾸기`} />
          <Text className={classes.index} fw={700} c="var(--ffm-brand-text)">
            {index + 1}
          </Text>
          <div className={classes.name}>
            <Text fw={700} fz={16} truncate>
              {r.routineName}
            </Text>
            <Text fz={13} c="dimmed">
              운동 {r.itemCount}개
            </Text>
          </div>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${r.routineName} 이름 바꾸기`} onClick={() => onRename(r)}>
              <IconPencil size={19} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={`${r.routineName} 삭제`} onClick={() => onDelete(r)}>
              <IconTrash size={19} />
            </ActionIcon>
          </Group>
        </div>
      )}
    />
  );
}
