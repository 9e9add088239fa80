import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { decimalText } from '../../../lib/form';

type Props = Omit<TextInputProps, 'onChange'> & {
  unit: string;
  /** Digits before the decimal point. */
  maxDigits: number;
  /** Digits after it (0: whole numbers only). */
  decimals?: number;
  onChange: (value: string) => void;
};

/** A numeric text input with a unit label (cm, kg); text rather than number so maxLength works. */
export function UnitInput({ unit, maxDigits, decimals = 0, onChange, ...props }: Props) {
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      maxLength={maxDigits + (decimals > 0 ? decimals + 1 : 0)}
      rightSection={
        <Text fz={14} c="dimmed">
          {unit}
        </Text>
      }
      {...props}
      onChange={(e) => onChange(decimalText(e.currentTarget.value, maxDigits, decimals))}
    />
  );
}
