import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
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
import { clock, dayLabel, duration, formatSet, kg, kmText, parseCardioTime, setUnitOf } from '../format';
import { ConfirmDialog } from '../session/session-dialogs';
import classes from './history.module.css';
import '../../../ui/screen-styles';

const SOURCE_LABEL: Record<LoggedSession['source'], string> = { routine: '루틴', recommendation: '추천', empty: '빈 운동', import: '가져옴' };

/** One past workout: what was done, set by set; edit (name, notes, amounts) and delete. */
export function LoggedSessionPage({ sessionId }: { sessionId: number }) {
  const { data: w } = useSuspenseQuery(trpc.training.history.get.queryOptions({ id: sessionId }));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries(trpc.training.history.pathFilter()), queryClient.invalidateQueries(trpc.training.progress.pathFilter())]);
  const remove = useMutation(
    trpc.training.history.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('운동 기록을 삭제했어요');
        queryClient.removeQueries(trpc.training.history.get.queryFilter({ id: sessionId }));
        await navigate({ to: '/mypage/history', search: { month: w.date.slice(0, 7) } });
        await refresh();
      },
      onError: (error) => toast.apiError(error, '운동 기록을 삭제하지 못했어요'),
    }),
  );

  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Button
        renderRoot={(props) => <Link {...props} to="/mypage/history" search={{ month: w.date.slice(0, 7) }} />}
        variant="subtle"
        color="gray"
        leftSection={<IconArrowLeft size={18} />}
        px={4}
        mb="sm"
      >
        기록으로
      </Button>
      <Text fz={14} c="dimmed">
        {dayLabel(w.date, true)}
      </Text>
      <Group gap="xs" align="center">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {w.name}
        </Title>
        <Badge variant="light" radius="sm">
          {SOURCE_LABEL[w.source]}
        </Badge>
      </Group>
      {editing ? (
        <EditForm session={w} onDone={() => setEditing(false)} onSaved={refresh} />
      ) : (
        <>
          <SimpleGrid cols={3} spacing="xs" mt="md">
            <Stat label="운동 시간" value={duration(w.durationSeconds)} />
            <Stat label="총 볼륨" value={kg(w.totalVolume)} />
            <Stat label="세트" value={`${w.exercises.reduce((n, e) => n + e.sets.filter((s) => s.done && s.kind !== 'warmup').length, 0)}세트`} />
          </SimpleGrid>
          {w.notes && (
            <Paper withBorder radius="lg" p="md" mt="md">
              <Text fz={15} style={{ whiteSpace: 'pre-wrap' }}>
                {w.notes}
              </Text>
            </Paper>
          )}
          <Stack gap="md" mt="lg">
            {withDoneSets(w.exercises).map((e) => (
              <Paper key={e.exerciseClientId} withBorder radius="lg" p="md" component="section" aria-label={e.exerciseName}>
                <Title order={2} fz={17} mb="xs">
                  {e.exerciseName}
                </Title>
                <table className={classes.setTable}>
                  <thead>
                    <tr>
                      <th scope="col">세트</th>
                      <th scope="col">기록</th>
                    </tr>
                  </thead>
                  <tbody>
                    {doneRows(e.sets).map(({ set: s, mark, name }) => (
                      <tr key={s.setClientId} data-kind={s.kind}>
                        <td>
                          <span aria-hidden>{mark}</span>
                          <VisuallyHidden>{name}</VisuallyHidden>
                        </td>
                        <td>
                          {formatSet(s, setUnitOf(e))}
                          {s.rpe !== null && ` · RPE ${s.rpe}`}
                          {s.note && <span className={classes.setNote}>{s.note}</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Paper>
            ))}
          </Stack>
          <Group grow mt="xl">
            <Button variant="default" size="md" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
              수정
            </Button>
            <Button variant="outline" color="var(--ffm-danger-text)" size="md" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
              삭제
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={deleting}
        title="기록 삭제"
        message={`${w.name} 기록을 삭제할까요? 이 운동의 세트와 기록도 함께 사라져요.`}
        confirmLabel="삭제"
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate({ id: sessionId })}
      />
    </Container>
  );
}

const MARK = { warmup: 'W', drop: 'D', failure: 'F' } as const;
const KIND_NAME = { warmup: '워밍업', drop: '드롭', failure: '실패' } as const;

/**
 * A session's done sets as history shows them: warm-ups marked W and counted apart (they count for no
 * volume), the others numbered in order, drop sets D and sets to failure F.
 */
/**
 * The exercises that have a set done: one added on the workout screen and left without a set is not shown
 * (docs/decisions/031-routine-edits-a-newcomer-can-undo.md). Only the screen leaves it out: the stored session,
 * its export and the edit API keep it.
 */
const withDoneSets = (exercises: LoggedSession['exercises']) => exercises.filter((e) => e.sets.some((s) => s.done));

function doneRows(sets: readonly TrainingSet[]) {
  let warm = 0;
  let work = 0;
  return sets
    .filter((s) => s.done)
    .map((s) => {
      if (s.kind === 'warmup') {
        warm += 1;
        return { set: s, mark: MARK.warmup, name: `워밍업 ${warm}세트` };
      }
      work += 1;
      return s.kind === 'work'
        ? { set: s, mark: String(work), name: `${work}세트` }
        : { set: s, mark: MARK[s.kind], name: `${work}세트 (${KIND_NAME[s.kind]})` };
    });
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <Text fz={13} c="dimmed">
        {label}
      </Text>
      <Text fz={18} fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

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

function EditForm({ session: w, onDone, onSaved }: { session: LoggedSession; onDone: () => void; onSaved: () => Promise<unknown> }) {
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
