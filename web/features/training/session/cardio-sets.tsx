import { ActionIcon, Button, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  DistanceSchema,
  LevelSchema,
  SetSecondsSchema,
  TRAINING_LIMITS,
  TRAINING_MSG,
  type TrainingSet,
} from '../../../../server/features/training/common/training.shared';
import type { TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { decimalText } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { clock, kmText, parseCardioTime } from '../format';
import type { SessionActions } from './actions';
import { AddSetButton } from './add-set-button';
import { primeAlarm } from './alarm';
import own from './cardio-sets.module.css';
import classes from './session.module.css';

type Props = {
  exercise: TrainingExercise;
  selectedSet: string | null;
  onSelectSet: (setClientId: string | null) => void;
  actions: SessionActions;
};

/**
 * A cardio exercise's sets (docs/decisions/025-cardio-and-stretching.md): time, distance and the machine's level
 * instead of kg × reps, each typed on the phone's number pad and saved when the field is left. A set is checked
 * off with its time (distance and level are optional). Mounted by exercise-card.tsx for `loadModel === 'cardio'`.
 */
export function CardioSets({ exercise: e, selectedSet, onSelectSet, actions }: Props) {
  return (
    <>
      <div className={`${own.grid} ${classes.columnHeads}`} aria-hidden>
        <span>세트</span>
        <span>시간</span>
        <span>거리(km)</span>
        <span>레벨</span>
        <span>완료</span>
      </div>
      <ol aria-label={`${e.exerciseName} 세트`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {e.sets.map((s) => (
          <CardioSetRow key={s.setClientId} exercise={e} set={s} selected={selectedSet === s.setClientId} onSelect={onSelectSet} actions={actions} />
        ))}
      </ol>
      <AddSetButton exercise={e} actions={actions} />
    </>
  );
}

const text = (n: number | null) => (n === null ? '' : String(n));
const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }, fallback: string) => r.error?.issues[0]?.message ?? fallback;

type RowProps = { exercise: TrainingExercise; set: TrainingSet; selected: boolean; onSelect: (id: string | null) => void; actions: SessionActions };

function CardioSetRow({ exercise: e, set: s, selected, onSelect, actions }: RowProps) {
  const n = s.position;
  const seconds = s.seconds ?? s.plannedSeconds;
  const [timeDraft, setTimeDraft] = useState<string | null>(null);
  const [kmDraft, setKmDraft] = useState<string | null>(null);
  const [levelDraft, setLevelDraft] = useState<string | null>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const update = (values: Parameters<SessionActions['updateSet']>[2]) => actions.updateSet(e.exerciseClientId, s.setClientId, values);
  const focus = (ev: React.FocusEvent<HTMLInputElement>, draft: string, set: (v: string) => void) => {
    set(draft);
    onSelect(s.setClientId);
    ev.currentTarget.select();
  };

  const commitTime = () => {
    const draft = timeDraft;
    setTimeDraft(null);
    if (draft === null || draft.trim() === '') return;
    const value = parseCardioTime(draft);
    const checked = SetSecondsSchema.safeParse(value);
    if (value === null || !checked.success) return toast.error(firstIssue(checked, TRAINING_MSG.seconds));
    if (value !== s.seconds) update({ seconds: value });
  };

  const commitKm = () => {
    const draft = kmDraft;
    setKmDraft(null);
    if (draft === null) return;
    if (draft.trim() === '' || draft === '.') return s.distanceM === null ? undefined : update({ distanceM: null });
    const metres = Math.round(Number(draft) * 1000);
    const checked = DistanceSchema.safeParse(metres);
    if (!checked.success) return toast.error(firstIssue(checked, TRAINING_MSG.distance));
    if (metres !== s.distanceM) update({ distanceM: metres });
  };

  const commitLevel = () => {
    const draft = levelDraft;
    setLevelDraft(null);
    if (draft === null) return;
    if (draft.trim() === '') return s.level === null ? undefined : update({ level: null });
    const value = Number(draft);
    const checked = LevelSchema.safeParse(value);
    if (!checked.success) return toast.error(firstIssue(checked, TRAINING_MSG.level));
    if (value !== s.level) update({ level: value });
  };

  const toggleDone = () => {
    if (s.done) return update({ done: false });
    if (seconds === null || seconds <= 0) {
      toast.error(TRAINING_MSG.cardioTime);
      return timeRef.current?.focus();
    }
    primeAlarm();
    onSelect(null);
    update({ done: true, seconds });
  };

  return (
    <li className={classes.set} data-done={s.done || undefined}>
      <div className={own.grid}>
        <UnstyledButton
          className={classes.setNumber}
          aria-expanded={selected}
          aria-controls={`tools-${s.setClientId}`}
          onClick={() => onSelect(selected ? null : s.setClientId)}
        >
          <span aria-hidden>{n}</span>
          <VisuallyHidden>{n}세트 도구</VisuallyHidden>
        </UnstyledButton>
        <TextInput
          ref={timeRef}
          className={classes.amount}
          aria-label={`${n}세트 시간 (분:초)`}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={8}
          placeholder="분:초"
          value={timeDraft ?? (seconds === null ? '' : clock(seconds))}
          onFocus={(ev) => focus(ev, seconds === null ? '' : clock(seconds), setTimeDraft)}
          onChange={(ev) => setTimeDraft(ev.currentTarget.value.replace(/[^\d:.]/g, '').slice(0, 8))}
          onBlur={commitTime}
          onKeyDown={(ev) => ev.key === 'Enter' && ev.currentTarget.blur()}
        />
        <TextInput
          className={classes.amount}
          aria-label={`${n}세트 거리 (km)`}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={6}
          placeholder="km"
          value={kmDraft ?? kmText(s.distanceM)}
          onFocus={(ev) => focus(ev, kmText(s.distanceM), setKmDraft)}
          onChange={(ev) => setKmDraft(decimalText(ev.currentTarget.value, String(TRAINING_LIMITS.distanceM / 1000).length, 2))}
          onBlur={commitKm}
          onKeyDown={(ev) => ev.key === 'Enter' && ev.currentTarget.blur()}
        />
        <TextInput
          className={classes.amount}
          aria-label={`${n}세트 레벨`}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={2}
          placeholder="레벨"
          value={levelDraft ?? text(s.level)}
          onFocus={(ev) => focus(ev, text(s.level), setLevelDraft)}
          onChange={(ev) => setLevelDraft(decimalText(ev.currentTarget.value, 2, 0))}
          onBlur={commitLevel}
          onKeyDown={(ev) => ev.key === 'Enter' && ev.currentTarget.blur()}
        />
        <ActionIcon
          size={48}
          radius="md"
          variant={s.done ? 'filled' : 'default'}
          color={s.done ? 'teal.8' : 'gray'}
          aria-label={`${n}세트 완료`}
          aria-pressed={s.done}
          onClick={toggleDone}
        >
          <IconCheck size={24} stroke={2.6} />
        </ActionIcon>
      </div>
      {selected && (
        <div className={classes.toolbar} id={`tools-${s.setClientId}`}>
          <Button
            variant="subtle"
            color="red"
            c="var(--ffm-danger-text)"
            size="sm"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              onSelect(null);
              actions.removeSet(e.exerciseClientId, s.setClientId);
            }}
          >
            {n}세트 삭제
          </Button>
        </div>
      )}
    </li>
  );
}
