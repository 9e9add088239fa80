import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RoutineModal } from '../../routines/routine-modal';
import classes from './superset.module.css';

export type PickerOption = { key: string; name: string };

type Props = {
  /** The exercise the sheet was opened for (null: closed). */
  name: string | null;
  /** The exercises it can be paired with, in order. */
  options: PickerOption[];
  onClose: () => void;
  /** The chosen ones, in the order given. */
  onPick: (keys: string[]) => void;
};

/**
 * '슈퍼세트로 묶기': pick the exercise(s) to do with this one, set by set (docs/decisions/023-supersets.md).
 * One more makes a superset, two or more a circuit. Used by the workout screen and the routine editor.
 */
export function SupersetPicker({ name, options, onClose, onPick }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const close = () => {
    setChosen([]);
    onClose();
  };
  const toggle = (key: string) => setChosen((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]));
  return (
    <RoutineModal opened={name !== null} onClose={close} title="슈퍼세트로 묶기">
      <Stack gap="lg">
        <Text c="dimmed" fz={15}>
          {name}와(과) 번갈아 할 운동을 골라 주세요. 세 개 이상이면 서킷이 돼요.
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
          disabled={chosen.length === 0}
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
