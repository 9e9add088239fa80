import { ActionIcon, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsExchange, IconCheck, IconChevronRight, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import type { RoutineItem } from '../../../server/features/routines/routines.shared';
import { trpc, trpcClient } from '../../lib/trpc';
import { RetiredBadge } from '../catalogue/exercise/retired-badge';
import { Alternatives } from '../recommendation/alternatives';
import { AmountInputs } from './amount-inputs';
import {
  type AmountTexts,
  amountErrors,
  amountTextsOf,
  formatAmounts,
  rowsFromUniform,
  type TargetRowTexts,
  targetRowErrors,
  targetRowsOf,
  toAmountValues,
  toSetTargets,
  uniformFromRows,
} from './amounts';
import classes from './item-row.module.css';
import { SetTargetRows } from './set-target-rows';
import { DragGrip, type DragHandle } from './sortable-list';
import { useSwapItem, useUpdateItem } from './use-item-mutations';

type Props = {
  routineId: number;
  item: RoutineItem;
  handle: DragHandle;
  dragging: boolean;
  onDelete: (w: RoutineItem) => void;
};

/**
 * The row editor's state: '모든 세트 같게' (the three fields) or '세트별로' (a row per set). Both are kept
 * while editing; switching carries the values over (the rows from the fields until the member edits a row,
 * the fields from the first work row).
 */
type Draft = { mode: 'uniform' | 'sets'; texts: AmountTexts; rows: TargetRowTexts[]; rowsEdited: boolean; bodyweightOnly: boolean };

const draftOf = (w: RoutineItem): Draft => {
  const texts = amountTextsOf(w);
  const perSet = !!w.setTargets && w.setTargets.length > 0;
  // A body-weight move without added load edits reps and sets only ('맨몸'); one with a load keeps its field.
  const bodyweightOnly = w.bodyweight && texts.weight === '';
  return {
    mode: perSet ? 'sets' : 'uniform',
    texts,
    rows: targetRowsOf(w, { ...texts, weight: bodyweightOnly ? '0' : texts.weight }),
    rowsEdited: perSet,
    bodyweightOnly,
  };
};

export function ItemRow({ routineId, item: w, handle, dragging, onDelete }: Props) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const update = useUpdateItem(routineId);
  const swap = useSwapItem(routineId);
  const [swapping, setSwapping] = useState(false);
  const editing = draft !== null;
  const kind = { bodyweight: w.bodyweight, repUnit: w.repUnit };
  // The same rules as the add dialog (reps and sets at least 1, a load unless body weight), per row in '세트별로'.
  const errors = draft ? amountErrors(draft.texts, kind) : {};
  const rowErrors = draft ? targetRowErrors(draft.rows, kind) : { rows: [] };
  const valid = draft?.mode === 'sets' ? !rowErrors.list && rowErrors.rows.every((e) => Object.keys(e).length === 0) : Object.keys(errors).length === 0;

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!draft || !valid) return;
    const input =
      draft.mode === 'sets'
        ? { routineItemId: w.routineItemId, setTargets: toSetTargets(draft.rows, w.repUnit) }
        : { routineItemId: w.routineItemId, ...toAmountValues(draft.texts, kind), setTargets: null };
    update.mutate(input, { onSuccess: () => setDraft(null) });
  };
  const switchTo = (mode: Draft['mode']) =>
    setDraft((d) => {
      if (!d || d.mode === mode) return d;
      if (mode === 'sets') return { ...d, mode, rows: d.rowsEdited ? d.rows : rowsFromUniform(d.texts) };
      return { ...d, mode, texts: d.rowsEdited ? uniformFromRows(d.rows, d.texts) : d.texts };
    });
  const cancelOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    setDraft(null);
  };

  const header = (
    <>
      <DragGrip handle={handle} label={`${w.exerciseName} 순서 바꾸기`} className={classes.handle} />
      <div className={classes.media} data-movement={w.stillPath ? '' : undefined}>
        <img src={w.stillPath ?? w.imgPath} alt="" width={72} height={72} loading="lazy" />
        <span className={classes.index}>{w.position}</span>
      </div>
      <div className={classes.main}>
        <h3 className={classes.name}>{w.exerciseName}</h3>
        {w.retired && (
          <div>
            <RetiredBadge />
          </div>
        )}
        <Group gap={4}>
          {w.bodyPartNames.map((part) => (
            <Badge key={part} variant="light" radius="sm" size="sm" fw={600}>
              {part}
            </Badge>
          ))}
        </Group>
        {!editing && (
          <Text fw={700} fz={15} c="var(--ffm-brand-text)" className={classes.amounts}>
            {formatAmounts(w)
              .split(' · ')
              .map((part, i) => (
                <span key={part}>
                  {i > 0 && ' · '}
                  <span className={classes.amount}>{part}</span>
                </span>
              ))}
          </Text>
        )}
      </div>
      <div className={classes.actions}>
        {editing ? (
          <>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="수정 취소" onClick={() => setDraft(null)}>
              <IconX size={20} />
            </ActionIcon>
            <ActionIcon type="submit" size="lg" aria-label="수량 저장" loading={update.isPending} disabled={!valid}>
              <IconCheck size={20} />
            </ActionIcon>
          </>
        ) : (
          <>
            <Menu position="bottom-end" width={200} shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${w.exerciseName} 수정 메뉴`}>
                  <IconPencil size={19} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDraft(draftOf(w))}>
                  수량 수정
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={() => setSwapping(true)}>
                  다른 운동으로 바꾸기
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(w)}>
                  삭제
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <ActionIcon
              renderRoot={(props) => <Link {...props} to="/workoutdetail/$workoutId" params={{ workoutId: w.exerciseId }} />}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`${w.exerciseName} 자세히 보기`}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
          </>
        )}
      </div>
    </>
  );

  const caution = (
    <Text className={classes.caution} fz={13} c="dimmed" lineClamp={2}>
      <IconAlertTriangle size={14} aria-hidden className={classes.cautionIcon} />
      {w.caution || '주의사항이 없습니다.'}
    </Text>
  );

  if (!editing) {
    const input = { routineItemId: w.routineItemId };
    return (
      <div className={classes.row} data-dragging={dragging || undefined} data-retired={w.retired || undefined}>
        {header}
        {caution}
        <Alternatives
          opened={swapping}
          onClose={() => setSwapping(false)}
          name={w.exerciseName}
          queryKey={trpc.routines.itemAlternatives.queryKey(input)}
          load={() => trpcClient.routines.itemAlternatives.query(input)}
          swap={(replacementId) => swap.mutateAsync({ ...input, replacementId })}
        />
      </div>
    );
  }
  return (
    <form
      className={classes.row}
      data-editing
      data-retired={w.retired || undefined}
      onSubmit={save}
      onKeyDown={cancelOnEscape}
      aria-label={`${w.exerciseName} 수량 수정`}
      noValidate
    >
      {header}
      <div className={classes.editor} data-mode={draft.mode}>
        {/* A cardio item is minutes × sets only (ADR 025): no per-set rows. */}
        {w.repUnit !== '분' && (
          <Button.Group className={classes.modes} aria-label="운동량 입력 방식">
            {(
              [
                ['uniform', '모든 세트 같게'],
                ['sets', '세트별로'],
              ] as const
            ).map(([mode, label]) => (
              <Button
                key={mode}
                size="sm"
                variant={draft.mode === mode ? 'filled' : 'default'}
                aria-pressed={draft.mode === mode}
                onClick={() => switchTo(mode)}
                className={classes.mode}
              >
                {label}
              </Button>
            ))}
          </Button.Group>
        )}
        {draft.mode === 'uniform' ? (
          <AmountInputs
            value={draft.texts}
            onChange={(texts) => setDraft({ ...draft, texts })}
            errors={errors}
            size="sm"
            autoFocus
            idPrefix={`w${w.routineItemId}`}
            repUnit={w.repUnit}
            bodyweightOnly={draft.bodyweightOnly}
          />
        ) : (
          <SetTargetRows
            rows={draft.rows}
            onChange={(rows) => setDraft({ ...draft, rows, rowsEdited: true })}
            errors={rowErrors}
            kind={kind}
            idPrefix={`w${w.routineItemId}`}
          />
        )}
      </div>
    </form>
  );
}
