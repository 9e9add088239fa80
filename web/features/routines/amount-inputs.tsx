import { type MantineSize, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { RepUnit } from '../../../server/features/catalogue/catalogue.shared';
import classes from './amount-inputs.module.css';
import { AMOUNT_FIELDS, type AmountErrors, type AmountKey, type AmountTexts, sanitizeAmount } from './amounts';

type Props = {
  value: AmountTexts;
  onChange: (next: AmountTexts) => void;
  errors?: AmountErrors;
  size?: MantineSize;
  autoFocus?: boolean;
  /** Unique ids when several rows are on screen. */
  idPrefix?: string;
  repUnit?: RepUnit;
  bodyweightOnly?: boolean;
  /** When the caller keeps it. */
  touched?: Touched;
  onTouched?: (next: Touched) => void;
};

export type Touched = Partial<Record<AmountKey, boolean>>;

/**
 * An empty field reverts on blur (docs/product.md §5). Errors show once a field was changed or left, so an
 * empty weight is not an error at first sight.
 */
export function AmountInputs({ value, onChange, errors = {}, size = 'md', autoFocus, idPrefix, repUnit = '회', bodyweightOnly = false, ...kept }: Props) {
  const before = useRef<Partial<AmountTexts>>({});
  const [own, setOwn] = useState<Touched>({});
  const touched = kept.touched ?? own;
  const touch = (key: AmountKey) => {
    if (touched[key]) return;
    setOwn({ ...touched, [key]: true });
    kept.onTouched?.({ ...touched, [key]: true });
  };
  return (
    <SimpleGrid cols={repUnit === '분' ? 2 : 3} spacing="xs">
      {bodyweightOnly && repUnit !== '분' && (
        <div>
          <Text fz={size === 'md' ? 14 : 13} fw={500} mb={4}>
            무게
          </Text>
          <Text fz={size === 'md' ? 16 : 14} fw={600} className={classes.bodyweight}>
            맨몸
          </Text>
        </div>
      )}
      {AMOUNT_FIELDS.filter((field) => field.key !== 'weight' || (repUnit !== '분' && !bodyweightOnly)).map((field, i) => {
        const f = field.key === 'rep' && repUnit !== '회' ? { ...field, label: '시간', unit: repUnit } : field;
        return (
          <TextInput
            key={f.key}
            id={idPrefix ? `${idPrefix}-${f.key}` : undefined}
            label={f.label}
            size={size}
            inputMode={f.decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            autoFocus={autoFocus && i === 0}
            maxLength={f.intDigits + (f.decimals ? f.decimals + 1 : 0)}
            value={value[f.key]}
            error={touched[f.key] ? errors[f.key] : undefined}
            onFocus={(e) => {
              before.current[f.key] = value[f.key];
              e.currentTarget.select();
            }}
            onBlur={() => {
              touch(f.key);
              if (value[f.key] === '' && before.current[f.key]) onChange({ ...value, [f.key]: before.current[f.key] });
            }}
            onChange={(e) => {
              touch(f.key);
              onChange({ ...value, [f.key]: sanitizeAmount(e.currentTarget.value, f.intDigits, f.decimals) });
            }}
            rightSection={
              <Text fz={size === 'md' ? 14 : 13} c="dimmed" pr={4}>
                {f.unit}
              </Text>
            }
            rightSectionWidth={f.unit.length > 1 ? 44 : 32}
            styles={{ input: { fontVariantNumeric: 'tabular-nums' }, error: { wordBreak: 'keep-all' } }}
          />
        );
      })}
    </SimpleGrid>
  );
}
