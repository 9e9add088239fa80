import { type MantineSize, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { RepUnit } from '../../../server/features/catalogue/catalogue.shared';
import classes from './amount-inputs.module.css';
import { AMOUNT_FIELDS, type AmountErrors, type AmountKey, type AmountTexts, sanitizeAmount } from './amounts';

type Props = {
  value: AmountTexts;
  onChange: (next: AmountTexts) => void;
  /** amountErrors() of the value: shown under a field once it was changed or left. */
  errors?: AmountErrors;
  size?: MantineSize;
  /** Focuses the weight field on mount (row edit mode). */
  autoFocus?: boolean;
  /** Makes the ids unique when several rows are on screen. */
  idPrefix?: string;
  /** '초' for holds done for time; '분' for cardio (no weight field: its weight stays '0'). */
  repUnit?: RepUnit;
  /** A body-weight move without added load: '맨몸' where the weight field would be (its weight stays unset). */
  bodyweightOnly?: boolean;
  /** Which fields were changed or left (shown with their errors), when the caller keeps it. */
  touched?: Touched;
  onTouched?: (next: Touched) => void;
};

export type Touched = Partial<Record<AmountKey, boolean>>;

/**
 * Weight, reps and sets: digits only, max lengths, and a field left empty reverts on blur to the value it
 * had (docs/product.md §5). A field's error (reps and sets at least 1, a load for equipment) shows once the
 * member changed or left it, so an empty weight waiting to be entered is not an error at first sight.
 */
export function AmountInputs({ value, onChange, errors = {}, size = 'md', autoFocus, idPrefix, repUnit = '회', bodyweightOnly = false, ...kept }: Props) {
  // The value a field had when it was focused: where an empty field goes back to.
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
