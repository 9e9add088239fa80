import { ActionIcon, Button, NativeSelect, SegmentedControl, Textarea, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  type SetKind,
  SetNoteSchema,
  SetRepsSchema,
  SetSecondsSchema,
  SetWeightSchema,
  TRAINING_LIMITS,
  TRAINING_MSG,
  type TrainingSet,
} from '../../../../server/features/training/common/training.shared';
import type { PreviousSet, TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { decimalText } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { formatSet, kg } from '../format';
import type { SessionActions } from './actions';
import { primeAlarm } from './alarm';
import { PlateView } from './plate-view';
import classes from './session.module.css';
import { KIND_CHOICES, RPE_CHOICES, rpeText, type setLabel } from './set-kinds';
import kinds from './set-kinds.module.css';

type Props = {
  exercise: TrainingExercise;
  set: TrainingSet;
  /** How the set is named and marked (set-kinds.ts setLabel: W, a number, D, F). */
  label: ReturnType<typeof setLabel>;
  /** Last time's set in the same place among the work sets (none for a warm-up). */
  previous: PreviousSet | undefined;
  selected: boolean;
  onSelect: (setClientId: string | null) => void;
  actions: SessionActions;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const text = (n: number | null) => (n === null ? '' : String(n));

/**
 * One set: its number or kind mark (a button that opens the set's tools: ± the exercise's weight step, the
 * kind, RPE, a note, remove), the
 * previous performance, weight and reps (or seconds) typed on the phone's number pad, and the check that
 * marks it done (which starts the rest timer). Typed values are saved when the field is left.
 */
export function SetRow({ exercise: e, set: s, label, previous, selected, onSelect, actions }: Props) {
  const timed = e.repUnit === '초';
  // The set's name in every label: '2세트', '워밍업 1세트'.
  const n = label.name;
  const weight = s.weight ?? s.plannedWeight;
  const count = timed ? (s.seconds ?? s.plannedSeconds) : (s.reps ?? s.plannedReps);
  const [weightDraft, setWeightDraft] = useState<string | null>(null);
  const [countDraft, setCountDraft] = useState<string | null>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLInputElement>(null);
  const update = (values: Parameters<SessionActions['updateSet']>[2]) => actions.updateSet(e.exerciseClientId, s.setClientId, values);

  // The server's own rules (training.shared.ts), and 0 kg for body-weight moves only.
  const weightProblem = (value: number) => {
    const checked = SetWeightSchema.safeParse(value);
    if (!checked.success) return checked.error.issues[0]?.message ?? TRAINING_MSG.weight;
    if (value === 0 && !e.bodyweight) return TRAINING_MSG.weightNeeded;
    return null;
  };

  const commitWeight = () => {
    const draft = weightDraft;
    setWeightDraft(null);
    if (draft === null || draft.trim() === '' || draft === '.') return;
    const value = Number(draft);
    const problem = weightProblem(value);
    if (problem) return toast.error(problem);
    if (value !== weight || s.weight === null) update({ weight: value });
  };

  const commitCount = () => {
    const draft = countDraft;
    setCountDraft(null);
    if (draft === null || draft.trim() === '') return;
    const value = Number(draft);
    const checked = (timed ? SetSecondsSchema : SetRepsSchema).safeParse(value);
    if (!checked.success) return toast.error(checked.error.issues[0]?.message ?? (timed ? TRAINING_MSG.seconds : TRAINING_MSG.reps));
    if (value !== count || (timed ? s.seconds : s.reps) === null) update(timed ? { seconds: value } : { reps: value });
  };

  const toggleDone = () => {
    if (s.done) return update({ done: false });
    const w = weight ?? (e.bodyweight ? 0 : null);
    if (w === null || weightProblem(w)) {
      toast.error(TRAINING_MSG.weightNeeded);
      return weightRef.current?.focus();
    }
    if (count === null) {
      toast.error(timed ? '시간을 입력해 주세요' : '횟수를 입력해 주세요');
      return countRef.current?.focus();
    }
    primeAlarm();
    onSelect(null);
    update({ done: true, weight: w, ...(timed ? { seconds: count } : { reps: count }) });
  };

  const step = e.weightStep;
  const stepBy = (delta: number) => {
    const next = round2(Math.max(0, (weight ?? 0) + delta));
    const problem = weightProblem(next);
    if (problem) return toast.error(problem);
    update({ weight: next });
  };

  return (
    <li className={classes.set} data-done={s.done || undefined} data-kind={s.kind}>
      <div className={classes.setRow}>
        <UnstyledButton
          className={classes.setNumber}
          aria-expanded={selected}
          aria-controls={`tools-${s.setClientId}`}
          onClick={() => onSelect(selected ? null : s.setClientId)}
        >
          {/* Named in one piece: a visually hidden part beside the visible one would be read with a gap. */}
          <span aria-hidden className={kinds.mark} data-kind={s.kind}>
            {label.mark}
          </span>
          <VisuallyHidden>{`${n} 도구${label.kindName ? ` (${label.kindName})` : ''}`}</VisuallyHidden>
        </UnstyledButton>
        <span className={classes.previous}>{previous ? `지난번 ${formatSet(previous, e.repUnit)}` : '—'}</span>
        <TextInput
          ref={weightRef}
          className={classes.amount}
          aria-label={`${n} 무게 (kg)`}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={6}
          placeholder={e.bodyweight ? '0' : 'kg'}
          value={weightDraft ?? text(weight)}
          onFocus={(ev) => {
            setWeightDraft(text(weight));
            onSelect(s.setClientId);
            ev.currentTarget.select();
          }}
          onChange={(ev) => setWeightDraft(decimalText(ev.currentTarget.value, 3, 2))}
          onBlur={commitWeight}
          onKeyDown={(ev) => ev.key === 'Enter' && ev.currentTarget.blur()}
        />
        <TextInput
          ref={countRef}
          className={classes.amount}
          aria-label={timed ? `${n} 시간 (초)` : `${n} 횟수`}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={timed ? 4 : 3}
          placeholder={timed ? '초' : '회'}
          value={countDraft ?? text(count)}
          onFocus={(ev) => {
            setCountDraft(text(count));
            onSelect(s.setClientId);
            ev.currentTarget.select();
          }}
          onChange={(ev) => setCountDraft(decimalText(ev.currentTarget.value, timed ? 4 : 3, 0))}
          onBlur={commitCount}
          onKeyDown={(ev) => ev.key === 'Enter' && ev.currentTarget.blur()}
        />
        <ActionIcon
          size={48}
          radius="md"
          variant={s.done ? 'filled' : 'default'}
          color={s.done ? 'teal.8' : 'gray'}
          aria-label={`${n} 완료`}
          aria-pressed={s.done}
          onClick={toggleDone}
        >
          <IconCheck size={24} stroke={2.6} />
        </ActionIcon>
      </div>
      {!selected && (s.rpe !== null || s.note) && (
        <p className={kinds.setExtra}>{[s.rpe !== null ? rpeText(s.rpe) : null, s.note].filter(Boolean).join(' · ')}</p>
      )}
      {selected && (
        <div className={classes.toolbar} id={`tools-${s.setClientId}`}>
          <SegmentedControl
            className={kinds.kindChoice}
            aria-label={`${n} 종류`}
            fullWidth
            data={KIND_CHOICES}
            value={s.kind}
            onChange={(kind) => kind !== s.kind && update({ kind: kind as SetKind })}
          />
          <NativeSelect
            className={kinds.toolRow}
            label={`${n} RPE`}
            data={[{ value: '', label: '없음' }, ...RPE_CHOICES.map((r) => ({ value: String(r), label: rpeText(r) }))]}
            value={s.rpe === null ? '' : String(s.rpe)}
            onChange={(ev) => {
              const rpe = ev.currentTarget.value === '' ? null : Number(ev.currentTarget.value);
              if (rpe !== s.rpe) update({ rpe });
            }}
          />
          <SetNote key={s.note ?? ''} name={n} note={s.note} onSave={(note) => update({ note })} />
          {step !== null && (
            <>
              <Button variant="light" size="sm" leftSection={<IconMinus size={16} />} aria-label={`${n} 무게 ${kg(step)} 빼기`} onClick={() => stepBy(-step)}>
                {kg(step)}
              </Button>
              <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} aria-label={`${n} 무게 ${kg(step)} 더하기`} onClick={() => stepBy(step)}>
                {kg(step)}
              </Button>
            </>
          )}
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
            {n} 삭제
          </Button>
        </div>
      )}
      {selected && <PlateView exercise={e} set={s} actions={actions} />}
    </li>
  );
}

/** The set's own note, saved when the field is left (SetNoteSchema's limits); empty clears it. */
function SetNote({ name, note, onSave }: { name: string; note: string | null; onSave: (note: string | null) => void }) {
  const [draft, setDraft] = useState(note ?? '');
  const commit = () => {
    const value = draft.trim() === '' ? null : draft.trim();
    if (value === note) return;
    if (value !== null) {
      const checked = SetNoteSchema.safeParse(value);
      if (!checked.success) return toast.error(checked.error.issues[0]?.message ?? TRAINING_MSG.setNote);
    }
    onSave(value);
  };
  return (
    <Textarea
      className={kinds.toolRow}
      label={`${name} 메모`}
      placeholder="이 세트에 대한 메모"
      autosize
      minRows={1}
      maxRows={4}
      maxLength={TRAINING_LIMITS.setNote}
      value={draft}
      onChange={(ev) => setDraft(ev.currentTarget.value)}
      onBlur={commit}
    />
  );
}
