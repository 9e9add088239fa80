import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import type { RepUnit } from '../../../../server/features/catalogue/catalogue.shared';
import { FormActions } from '../../../ui/layout/form-actions';
import { AmountInputs, type Touched } from '../amount-inputs';
import { type AmountKey, type AmountKind, type AmountTexts, amountErrors } from '../amounts';

type Props = {
  exerciseName: string;
  repUnit?: RepUnit;
  /** A body-weight move: '맨몸' instead of a weight field; saved with no weight. */
  bodyweight: boolean;
  routineNames: string[];
  amounts: AmountTexts;
  onAmounts: (next: AmountTexts) => void;
  onReset: () => void;
  onBack: () => void;
  onSubmit: () => void;
  pending: boolean;
};

/** docs/product.md §2/§5 routine info: weight, reps and sets for the chosen routines, each required (reps and sets at least 1). */
export function RoutineInfoStep({ exerciseName, repUnit, bodyweight, routineNames, amounts, onAmounts, onReset, onBack, onSubmit, pending }: Props) {
  const kind: AmountKind = { bodyweight, repUnit };
  const errors = amountErrors(amounts, kind);
  const valid = Object.keys(errors).length === 0;
  // Why '추가하기' waits, in words next to it, while the field itself does not say it yet (not touched).
  const [touched, setTouched] = useState<Touched>({});
  const reason = (Object.entries(errors) as [AmountKey, string][]).find(([key]) => !touched[key])?.[1];
  const reasonId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper bg="var(--ffm-surface-muted)" radius="md" p="md">
          <Text fw={700} fz={17}>
            {exerciseName}
          </Text>
          <Group gap={6} mt={8}>
            <Text fz={13} c="dimmed">
              담을 루틴
            </Text>
            {routineNames.map((name) => (
              <Badge key={name} variant="light" radius="sm">
                {name}
              </Badge>
            ))}
          </Group>
        </Paper>
        <AmountInputs
          value={amounts}
          onChange={onAmounts}
          errors={errors}
          repUnit={repUnit}
          bodyweightOnly={bodyweight}
          touched={touched}
          onTouched={setTouched}
        />
        <Group justify="flex-end" mt={-8}>
          <Button variant="subtle" color="gray" size="compact-md" leftSection={<IconRefresh size={16} />} onClick={onReset}>
            되돌리기
          </Button>
        </Group>
        <FormActions
          secondary={
            <Button variant="default" size="md" fullWidth onClick={onBack}>
              이전
            </Button>
          }
          primary={
            <Button type="submit" size="md" fullWidth loading={pending} disabled={!valid} aria-describedby={reason ? reasonId : undefined}>
              추가하기
            </Button>
          }
        />
        {reason && (
          <Text id={reasonId} fz={14} c="var(--ffm-danger-text)" ta="center" mt={-8} role="status">
            {reason}
          </Text>
        )}
      </Stack>
    </form>
  );
}
