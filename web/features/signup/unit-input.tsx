import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { digitsOnly } from '../../lib/form';

type Props = Omit<TextInputProps, 'onChange'> & { unit: string; maxDigits: number; onChange: (value: string) => void };

/** A digits-only text input with a unit label (cm, kg); text rather than number so maxLength works. */
export function UnitInput({ unit, maxDigits, onChange, ...props }: Props) {
  return (
    <TextInput
      inputMode="numeric"
      maxLength={maxDigits}
      rightSection={<Text fz={14} c="dimmed">{unit}</Text>}
      {...props}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value, maxDigits))}
    />
  );
}
