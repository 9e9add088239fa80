import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { CreateRoutineSchema, ROUTINE_NAME_MAX } from '../../../server/features/routines/routines.shared';
import { useSchemaForm } from '../../lib/form';
import { FormActions } from '../../ui/layout/form-actions';

type Props = {
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  /** Disables the form with this reason (the routine limit). */
  blockedReason?: string;
  secondary?: ReactNode;
  onSubmit: (name: string) => void;
};

// Counted the way the server counts: NFC code points.
const lengthOf = (name: string) => [...name.normalize('NFC')].length;

/** docs/product.md §5: required, at most 7 characters, 'n/7자' counter, checked on every change. */
export function RoutineNameForm({ initialName = '', submitLabel, pending, blockedReason, secondary, onSubmit }: Props) {
  const form = useSchemaForm(CreateRoutineSchema, { name: initialName });
  const name = form.getValues().name;
  const over = lengthOf(name) > ROUTINE_NAME_MAX;
  const submit = form.onSubmit(({ name: value }) => onSubmit(value.normalize('NFC').trim()));
  const unchanged = initialName !== '' && name.trim() === initialName;

  const button = (
    <Button type="submit" size="md" fullWidth loading={pending} disabled={!!blockedReason || !form.isValid() || unchanged}>
      {submitLabel}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="루틴 이름"
        placeholder="예: 월요일 상체"
        data-autofocus
        autoFocus
        autoComplete="off"
        maxLength={30}
        disabled={!!blockedReason}
        rightSectionWidth={64}
        rightSection={
          <Text fz={13} c={over ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {lengthOf(name)}/{ROUTINE_NAME_MAX}자
          </Text>
        }
        {...form.getInputProps('name')}
      />
      {blockedReason && (
        <Text c="var(--mantine-color-error)" fz={14} mt="xs">
          {blockedReason}
        </Text>
      )}
      {secondary ? <FormActions secondary={secondary} primary={button} /> : <Stack mt="sm">{button}</Stack>}
    </form>
  );
}
