import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RoutineModal } from '../../routines/routine-modal';
import classes from './superset.module.css';

type PickerOption = { key: string; name: string };

type Props = {
  opened: boolean;
  /** What to pick, said above the list. */
  description: string;
  /** The exercises to choose from, in order. */
  options: PickerOption[];
  /** How many must be chosen: 1 beside the exercise the sheet was opened for, 2 in a routine's list. */
  minimum: 1 | 2;
  onClose: () => void;
  /** The chosen ones, in the order given. */
  onPick: (keys: string[]) => void;
};

/**
 * '슈퍼세트로 묶기': pick the exercises to do together, set by set (docs/decisions/023-supersets.md): two
 * make a superset, three or more a circuit. Used by the workout screen and the routine editor.
 */
export function SupersetPicker({ opened, description, options, minimum, onClose, onPick }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const close = () => {
    setChosen([]);
    onClose();
  };
  const toggle = (key: string) => setChosen((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));
  return (
    <RoutineModal opened={opened} onClose={close} title="슈퍼세트로 묶기">
      <Stack gap="lg">
        <Text c="dimmed" fz={15}>
          {description}
        </Text>
        <Stack gap={8} role="group" aria-label="함께 할 운동">
          {options.map((o) => (
            <Checkbox.Card
              key={o.key}
              className={classes.option}
              radius="md"
              withBorder={false}
              checked={chosen.includes(o.key)}
              onChange={() => toggle(o.key)}
              aria-label={o.name}
            >
              <Group wrap="nowrap" gap="md">
                <Checkbox.Indicator />
                <Text fw={700} fz={16} truncate>
                  {o.name}
                </Text>
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
        <Button
          size="md"
          disabled={chosen.length < minimum}
          onClick={() => {
            const picked = options.map((o) => o.key).filter((k) => chosen.includes(k));
            setChosen([]);
            onPick(picked);
          }}
        >
          묶기
        </Button>
      </Stack>
    </RoutineModal>
  );
}
