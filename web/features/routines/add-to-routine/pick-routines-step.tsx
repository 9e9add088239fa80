import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ROUTINE_ITEM_LIMIT, ROUTINE_LIMIT, type Routine } from '../../../../server/features/routines/routines.shared';
import { ROUTINE_LIMIT_TEXT } from '../limits';
import classes from './add-to-routine.module.css';

type Props = {
  routines: Routine[];
  exerciseId: number;
  selected: number[];
  onToggle: (routineId: number) => void;
  onCreate: () => void;
  onNext: () => void;
};

/**
 * docs/product.md §5: a routine that already holds the exercise (by id) shows '추가됨' and cannot be chosen;
 * nor can a full one (7 of 7 exercises), shown as '가득 참' with its 7/7.
 */
export function PickRoutinesStep({ routines, exerciseId, selected, onToggle, onCreate, onNext }: Props) {
  const atLimit = routines.length >= ROUTINE_LIMIT;
  return (
    <Stack gap="lg">
      <Text c="dimmed" fz={15}>
        운동을 담을 루틴을 골라 주세요. 여러 개를 함께 고를 수 있어요.
      </Text>
      <Stack gap={8} role="group" aria-label="내 루틴">
        {routines.map((r) => {
          const added = r.exerciseIds.includes(exerciseId);
          const full = !added && r.itemCount >= ROUTINE_ITEM_LIMIT;
          const blocked = added || full;
          const state = added ? '추가됨' : full ? '가득 참' : null;
          return (
            <Checkbox.Card
              key={r.routineId}
              className={classes.option}
              radius="md"
              withBorder={false}
              checked={!blocked && selected.includes(r.routineId)}
              disabled={blocked}
              onChange={() => onToggle(r.routineId)}
              aria-label={state ? `${r.routineName} (${state})` : r.routineName}
            >
              <Group wrap="nowrap" gap="md">
                <Checkbox.Indicator disabled={blocked} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700} fz={16} truncate>
                    {r.routineName}
                  </Text>
                  <Text fz={13} c={full ? 'var(--mantine-color-error)' : 'dimmed'} fw={full ? 700 : undefined}>
                    운동 {r.itemCount}/{ROUTINE_ITEM_LIMIT}개
                  </Text>
                </div>
                {state && (
                  <Badge variant="light" color={full ? 'red' : 'gray'} radius="sm">
                    {state}
                  </Badge>
                )}
              </Group>
            </Checkbox.Card>
          );
        })}
      </Stack>
      <Stack gap={6}>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onCreate} disabled={atLimit}>
          추가하기
        </Button>
        {atLimit && (
          <Text fz={13} c="dimmed" ta="center">
            {ROUTINE_LIMIT_TEXT}
          </Text>
        )}
      </Stack>
      <Button size="md" onClick={onNext} disabled={selected.length === 0}>
        다음
      </Button>
    </Stack>
  );
}
