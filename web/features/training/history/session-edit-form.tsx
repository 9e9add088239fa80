// Editing a logged session on its history page: name, notes and each done set's amounts (cardio: time, km, level).
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  DistanceSchema,
  LevelSchema,
  NotesSchema,
  SessionNameSchema,
  SetSecondsSchema,
  SetWeightSchema,
  TRAINING_LIMITS,
  TRAINING_MSG,
  type TrainingSet,
} from '../../../../server/features/training/common/training.shared';
import type { EditSessionInput, LoggedSession } from '../../../../server/features/training/history/history.shared';
import { decimalText } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { clock, kmText, parseCardioTime } from '../format';

import { withDoneSets } from './done-sets';

/** A done set as the edit form holds it: weight and count, or for cardio time, km and level (ADR 025). */
type SetDraft = { weight: string; count: string; time: string; km: string; level: string };
const text = (n: number | null) => (n === null ? '' : String(n));
const draftOf = (e: LoggedSession['exercises'][number], s: TrainingSet): SetDraft => ({
  weight: text(s.weight),
  count: text(e.repUnit === '초' ? s.seconds : s.reps),
  time: s.seconds === null ? '' : clock(s.seconds),
  km: kmText(s.distanceM),
  level: text(s.level),
});
const firstIssue = (r: { error?: { issues: { message: string }[] } }, fallback: string) => r.error?.issues[0]?.message ?? fallback;

/**
 * A cardio set's change from its draft (the workout screen's parsing: format.ts parseCardioTime, km as metres),
 * or the refusal to show. null: nothing changed.
 */
function cardioChange(s: TrainingSet, d: SetDraft): { change: NonNullable<EditSessionInput['sets']>[number] | null } | { error: string } {
  const seconds = parseCardioTime(d.time);
  if (seconds === null || seconds <= 0) return { error: TRAINING_MSG.cardioTime };
  const checkedTime = SetSecondsSchema.safeParse(seconds);
  if (!checkedTime.success) return { error: firstIssue(checkedTime, TRAINING_MSG.seconds) };
  const distanceM = d.km.trim() === '' || d.km === '.' ? null : Math.round(Number(d.km) * 1000);
  const checkedKm = DistanceSchema.nullable().safeParse(distanceM);
  if (!checkedKm.success) return { error: firstIssue(checkedKm, TRAINING_MSG.distance) };
  const level = d.level.trim() === '' ? null : Number(d.level);
  const checkedLevel = LevelSchema.nullable().safeParse(level);
  if (!checkedLevel.success) return { error: firstIssue(checkedLevel, TRAINING_MSG.level) };
  if (seconds === s.seconds && distanceM === s.distanceM && level === s.level) return { change: null };
  return { change: { setClientId: s.setClientId, seconds, distanceM, level } };
}

export function EditForm({ session: w, onDone, onSaved }: { session: LoggedSession; onDone: () => void; onSaved: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(w.name);
  const [notes, setNotes] = useState(w.notes ?? '');
  const [drafts, setDrafts] = useState<Record<string, SetDraft>>(() =>
    Object.fromEntries(w.exercises.flatMap((e) => e.sets.filter((s) => s.done).map((s) => [s.setClientId, draftOf(e, s)]))),
  );
  const edit = useMutation(
    trpc.training.history.edit.mutationOptions({
      onSuccess: async (saved) => {
        toast.success('운동 기록을 수정했어요');
        queryClient.setQueryData(trpc.training.history.get.queryKey({ id: w.sessionId }), saved);
        onDone();
        await onSaved();
      },
      onError: (error) => toast.apiError(error, '운동 기록을 수정하지 못했어요'),
    }),
  );

  const save = (ev: FormEvent) => {
    ev.preventDefault();
    const sets: NonNullable<EditSessionInput['sets']> = [];
    for (const e of w.exercises) {
      for (const s of e.sets.filter((x) => x.done)) {
        const d = drafts[s.setClientId];
        if (!d) continue;
        if (e.loadModel === 'cardio') {
          const cardio = cardioChange(s, d);
          if ('error' in cardio) return toast.error(`${e.exerciseName}: ${cardio.error}`);
          if (cardio.change) sets.push(cardio.change);
          continue;
        }
        const weight = d.weight.trim() === '' ? null : Number(d.weight);
        const count = d.count.trim() === '' ? null : Number(d.count);
        if (weight !== null && weight === 0 && !e.bodyweight) return toast.error(`${e.exerciseName}: ${TRAINING_MSG.weightNeeded}`);
        if (weight !== null && !SetWeightSchema.safeParse(weight).success) return toast.error(`${e.exerciseName}: ${TRAINING_MSG.weight}`);
        const timed = e.repUnit === '초';
        if (weight !== s.weight || count !== (timed ? s.seconds : s.reps))
          sets.push({ setClientId: s.setClientId, weight, ...(timed ? { seconds: count } : { reps: count }) });
      }
    }
    // The server's own rules for the name and the note (training.shared.ts).
    const checkedName = SessionNameSchema.safeParse(name.trim());
    if (!checkedName.success) return toast.error(checkedName.error.issues[0]?.message ?? TRAINING_MSG.name);
    const checkedNotes = NotesSchema.safeParse(notes.trim());
    if (!checkedNotes.success) return toast.error(checkedNotes.error.issues[0]?.message ?? TRAINING_MSG.notes);
    edit.mutate({ id: w.sessionId, name: name.trim(), notes: notes.trim() || null, sets });
  };

  return (
    <form onSubmit={save} noValidate aria-label="운동 기록 수정">
      <Stack gap="md" mt="md">
        <TextInput label="운동 이름" value={name} maxLength={30} onChange={(e) => setName(e.currentTarget.value)} />
        <Textarea label="메모" autosize minRows={2} maxLength={TRAINING_LIMITS.notes} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        {withDoneSets(w.exercises).map((e) => (
          <Paper key={e.exerciseClientId} withBorder radius="lg" p="md" component="fieldset" m={0}>
            <Text component="legend" fw={700} fz={16} px={4}>
              {e.exerciseName}
            </Text>
            <Stack gap="xs">
              {e.sets
                .filter((s) => s.done)
                .map((s, i) => {
                  const d = drafts[s.setClientId] ?? draftOf(e, s);
                  const put = (patch: Partial<SetDraft>) => setDrafts((all) => ({ ...all, [s.setClientId]: { ...d, ...patch } }));
                  if (e.loadModel === 'cardio')
                    return <CardioEditRow key={s.setClientId} name={`${e.exerciseName} ${i + 1}세트`} n={i + 1} draft={d} put={put} />;
                  return (
                    <Group key={s.setClientId} gap="xs" wrap="nowrap" align="center">
                      <Text w={44} fw={700} ta="center">
                        {i + 1}
                      </Text>
                      <TextInput
                        aria-label={`${e.exerciseName} ${i + 1}세트 무게 (kg)`}
                        inputMode="decimal"
                        maxLength={6}
                        value={d.weight}
                        onChange={(ev) => put({ weight: decimalText(ev.currentTarget.value, 3, 2) })}
                        rightSection={<Text fz={13}>kg</Text>}
                        style={{ flex: 1 }}
                      />
                      <TextInput
                        aria-label={`${e.exerciseName} ${i + 1}세트 ${e.repUnit === '초' ? '시간 (초)' : '횟수'}`}
                        inputMode="numeric"
                        maxLength={4}
                        value={d.count}
                        onChange={(ev) => put({ count: decimalText(ev.currentTarget.value, 4, 0) })}
                        rightSection={<Text fz={13}>{e.repUnit}</Text>}
                        style={{ flex: 1 }}
                      />
                    </Group>
                  );
                })}
            </Stack>
          </Paper>
        ))}
        <Group grow>
          <Button variant="default" size="md" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" size="md" loading={edit.isPending}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A cardio set in the edit form: time (분:초, or minutes alone), km and level, as on the workout screen (cardio-sets.tsx). */
function CardioEditRow({ name, n, draft: d, put }: { name: string; n: number; draft: SetDraft; put: (patch: Partial<SetDraft>) => void }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text w={44} fw={700} ta="center">
        {n}
      </Text>
      <TextInput
        aria-label={`${name} 시간 (분:초)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={8}
        placeholder="분:초"
        value={d.time}
        onChange={(ev) => put({ time: ev.currentTarget.value.replace(/[^\d:.]/g, '').slice(0, 8) })}
        style={{ flex: 1.2 }}
      />
      <TextInput
        aria-label={`${name} 거리 (km)`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={6}
        placeholder="km"
        value={d.km}
        onChange={(ev) => put({ km: decimalText(ev.currentTarget.value, String(TRAINING_LIMITS.distanceM / 1000).length, 2) })}
        rightSection={<Text fz={13}>km</Text>}
        style={{ flex: 1 }}
      />
      <TextInput
        aria-label={`${name} 레벨`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        placeholder="레벨"
        value={d.level}
        onChange={(ev) => put({ level: decimalText(ev.currentTarget.value, 2, 0) })}
        style={{ flex: 0.8 }}
      />
    </Group>
  );
}
