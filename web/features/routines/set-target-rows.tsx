import { ActionIcon, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SET_TARGETS_MAX } from '../../../server/features/routines/routines.shared';
import { SET_KIND_LABEL, SET_KINDS, type SetKind } from '../../../server/features/training/common/training.shared';
import { type AmountKind, addedRow, pyramidRows, sanitizeAmount, type TargetRowErrors, type TargetRowTexts } from './amounts';
import classes from './set-target-rows.module.css';

type Props = {
  rows: TargetRowTexts[];
  onChange: (rows: TargetRowTexts[]) => void;
  errors: { rows: TargetRowErrors[]; list?: string };
  kind: AmountKind;
  /** Makes the ids unique when several items are on screen. */
  idPrefix: string;
};

const KIND_OPTIONS = SET_KINDS.map((k) => ({ value: k, label: SET_KIND_LABEL[k] }));

/**
 * '세트별로': one row per set (kind, kg, reps or seconds), added and removed one by one, with the
 * '피라미드' pattern for moves of repetitions. Number pads on the phone; each field is named by its set
 * ('2세트 무게') for screen readers; a row's error shows under it.
 */
export function SetTargetRows({ rows, onChange, errors, kind, idPrefix }: Props) {
  const timed = kind.repUnit === '초';
  const amountLabel = timed ? '시간(초)' : '횟수(회)';
  const set = (i: number, patch: Partial<TargetRowTexts>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className={classes.rows}>
      <div className={classes.head} aria-hidden>
        <span>세트</span>
        <span>종류</span>
        <span>무게(kg)</span>
        <span>{amountLabel}</span>
        <span />
      </div>
      <ol className={classes.list} aria-label="세트별 목표">
        {rows.map((row, i) => {
          const e = errors.rows[i] ?? {};
          const message = e.weight ?? e.amount;
          const errorId = `${idPrefix}-row${i}-error`;
          const n = i + 1;
          return (
            // Rows have no identity of their own: their place is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className={classes.row}>
              <span className={classes.number}>{row.kind === 'warmup' ? 'W' : n}</span>
              <NativeSelect
                aria-label={`${n}세트 종류`}
                data={KIND_OPTIONS}
                value={row.kind}
                onChange={(ev) => set(i, { kind: ev.currentTarget.value as SetKind })}
                size="sm"
                rightSectionWidth={24}
                classNames={{ input: classes.kindInput }}
              />
              <TextInput
                aria-label={`${n}세트 무게`}
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                value={row.weight}
                error={Boolean(e.weight)}
                aria-describedby={message ? errorId : undefined}
                onChange={(ev) => set(i, { weight: sanitizeAmount(ev.currentTarget.value, 3, 2) })}
                onFocus={(ev) => ev.currentTarget.select()}
                size="sm"
                classNames={{ input: classes.numberInput }}
              />
              <TextInput
                aria-label={`${n}세트 ${timed ? '시간' : '횟수'}`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                value={row.amount}
                error={Boolean(e.amount)}
                aria-describedby={message ? errorId : undefined}
                onChange={(ev) => set(i, { amount: sanitizeAmount(ev.currentTarget.value, 2, 0) })}
                onFocus={(ev) => ev.currentTarget.select()}
                size="sm"
                classNames={{ input: classes.numberInput }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`${n}세트 삭제`}
                disabled={rows.length <= 1}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} />
              </ActionIcon>
              {message && (
                <Text id={errorId} className={classes.error} fz={13} c="var(--mantine-color-error)">
                  {`${n}세트: ${message}`}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
      {errors.list && (
        <Text fz={13} c="var(--mantine-color-error)" role="alert">
          {errors.list}
        </Text>
      )}
      <Group gap="xs" mt={8}>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= SET_TARGETS_MAX}
          onClick={() => onChange([...rows, addedRow(rows, kind)])}
        >
          세트 추가
        </Button>
        {!timed && (
          <Button variant="subtle" size="sm" onClick={() => onChange(pyramidRows(rows))}>
            피라미드 12·10·8
          </Button>
        )}
      </Group>
    </div>
  );
}
