import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TrainingSet } from '../../../../server/features/training/common/training.shared';
import type { LoggedSession } from '../../../../server/features/training/history/history.shared';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { dayLabel, duration, formatSet, kg, setUnitOf } from '../format';
import { ConfirmDialog } from '../session/session-dialogs';
import { withDoneSets } from './done-sets';
import classes from './history.module.css';
import { EditForm } from './session-edit-form';
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
