import { ActionIcon, Badge, Button, Group, Text, Textarea } from '@mantine/core';
import { IconClock, IconDots, IconFlame, IconNote } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NotesSchema, TRAINING_LIMITS, TRAINING_MSG } from '../../../../server/features/training/common/training.shared';
import type { TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { toast } from '../../../lib/toast';
import { ExerciseGuideTitle } from '../../catalogue/exercise/guide-sheet';
import { equipmentQuery } from '../../user/equipment/use-equipment';
import { clock } from '../format';
import type { SessionActions } from './actions';
import { AddSetButton } from './add-set-button';
import { CardioSets } from './cardio-sets';
import classes from './session.module.css';
import { setLabel, takesWarmups, warmupBlocker } from './set-kinds';
import kinds from './set-kinds.module.css';
import { SetRow } from './set-row';

type Props = {
  exercise: TrainingExercise;
  selectedSet: string | null;
  onSelectSet: (setClientId: string | null) => void;
  onRest: (exercise: TrainingExercise) => void;
  onOptions: (exercise: TrainingExercise) => void;
  actions: SessionActions;
};

/**
 * One exercise of the workout: its sets (warm-ups first, marked W), the warm-up ramp, its note, its rest,
 * and its options (move, skip, remove) in a sheet.
 */
export function ExerciseCard({ exercise: e, selectedSet, onSelectSet, onRest, onOptions, actions }: Props) {
  const done = e.sets.filter((s) => s.done).length;
  const headingId = `exercise-${e.exerciseClientId}`;
  // The member's bar and ramp (kept for offline use): warm-ups show at once; unknown yet, the server's answer shows them.
  const { data: equipment } = useQuery(equipmentQuery());
  const blocker = warmupBlocker(e, equipment);
  const reasonId = `warmup-reason-${e.exerciseClientId}`;
  // "지난번" lines up with the work sets: last time's warm-ups are not kept as previous performance.
  const workIndex = (i: number) => e.sets.slice(0, i).filter((s) => s.kind !== 'warmup').length;
  return (
    <section className={classes.card} aria-labelledby={headingId} data-skipped={e.skipped || undefined}>
      <div className={classes.cardHeader}>
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>
          <ExerciseGuideTitle exercise={e} headingId={headingId} className={classes.cardTitle} />
          <Group gap={6} mt={4}>
            {e.skipped ? (
              <Badge color="gray" variant="light" size="lg" radius="sm">
                건너뜀
              </Badge>
            ) : (
              <Text fz={14} c="dimmed">
                {done}/{e.sets.length}세트 완료
              </Text>
            )}
          </Group>
        </div>
        {!e.skipped && (
          <Button
            variant="light"
            color="gray"
            size="compact-sm"
            leftSection={<IconClock size={16} />}
            aria-label={`${e.exerciseName} 휴식 시간 ${clock(e.restSeconds)}`}
            onClick={() => onRest(e)}
          >
            {clock(e.restSeconds)}
          </Button>
        )}
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${e.exerciseName} 옵션`} aria-haspopup="dialog" onClick={() => onOptions(e)}>
          <IconDots size={20} />
        </ActionIcon>
      </div>

      {!e.skipped && e.loadModel === 'cardio' && <CardioSets exercise={e} selectedSet={selectedSet} onSelectSet={onSelectSet} actions={actions} />}
      {!e.skipped && e.loadModel !== 'cardio' && (
        <>
          <div className={classes.columns} aria-hidden>
            <span>세트</span>
            <span>지난 기록</span>
            <span>kg</span>
            <span>{e.repUnit === '초' ? '초' : '회'}</span>
            <span>완료</span>
          </div>
          <ol aria-label={`${e.exerciseName} 세트`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {e.sets.map((s, i) => (
              <SetRow
                key={s.setClientId}
                exercise={e}
                set={s}
                label={setLabel(e.sets, s)}
                previous={s.kind === 'warmup' ? undefined : e.previous[workIndex(i)]}
                selected={selectedSet === s.setClientId}
                onSelect={onSelectSet}
                actions={actions}
              />
            ))}
          </ol>
          <AddSetButton exercise={e} actions={actions} />
          {takesWarmups(e) && (
            <>
              <Button
                className={kinds.warmups}
                variant="default"
                fullWidth
                leftSection={<IconFlame size={18} />}
                aria-label={`${e.exerciseName} 워밍업 세트 추가`}
                aria-describedby={blocker ? reasonId : undefined}
                disabled={blocker !== null}
                onClick={() => actions.addWarmups(e, equipment)}
              >
                워밍업 세트 추가
              </Button>
              {blocker && (
                <p className={kinds.reason} id={reasonId}>
                  {blocker}
                </p>
              )}
            </>
          )}
        </>
      )}
      <ExerciseNote exercise={e} actions={actions} />
    </section>
  );
}

/** The exercise's note (training_exercises.notes): shown on the card, edited in place, saved when the field is left. */
function ExerciseNote({ exercise: e, actions }: { exercise: TrainingExercise; actions: SessionActions }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const value = draft.trim() === '' ? null : draft.trim();
    if (value === e.notes) return;
    if (value !== null) {
      const checked = NotesSchema.safeParse(value);
      if (!checked.success) return toast.error(checked.error.issues[0]?.message ?? TRAINING_MSG.notes);
    }
    actions.updateExercise(e.exerciseClientId, { notes: value });
  };
  if (draft !== null)
    return (
      <Textarea
        mt="sm"
        label={`${e.exerciseName} 메모`}
        placeholder="자세, 기구 설정 등"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={TRAINING_LIMITS.notes}
        autoFocus
        value={draft}
        onChange={(ev) => setDraft(ev.currentTarget.value)}
        onBlur={commit}
        classNames={{ input: kinds.noteInput }}
      />
    );
  return (
    <>
      {e.notes && <p className={kinds.exerciseNote}>{e.notes}</p>}
      <Button
        mt={6}
        variant="subtle"
        color="gray"
        c="var(--mantine-color-text)"
        leftSection={<IconNote size={18} />}
        aria-label={`${e.exerciseName} 메모${e.notes ? ' 수정' : ''}`}
        onClick={() => setDraft(e.notes ?? '')}
      >
        {e.notes ? '메모 수정' : '메모'}
      </Button>
    </>
  );
}
