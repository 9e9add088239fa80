import { ActionIcon, Button, Container, EmptyState, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBarbell, IconChevronDown, IconCloudOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { blocksOf, nextSetAfter } from '../../../../server/features/training/rack/superset-order';
import type { ActiveSession, TrainingExercise } from '../../../../server/features/training/session/session.shared';
import { toast } from '../../../lib/toast';
import { trpcClient } from '../../../lib/trpc';
import { RoutineModal } from '../../routines/routine-modal';
import { ExercisePicker } from '../exercise-picker';
import { clock } from '../format';
import { SupersetBlock } from '../superset/superset-block';
import { SupersetPicker } from '../superset/superset-picker';
import { useStartSession } from '../use-start-session';
import { type SessionActions, sessionActions } from './actions';
import { ExerciseCard } from './exercise-card';
import { ExerciseOptions } from './exercise-options';
import { RestBar } from './rest-bar';
import { RestDialog } from './rest-dialog';
import classes from './session.module.css';
import { ConfirmDialog, FinishDialog } from './session-dialogs';
import { acceptSession, dropChanges, finishSession, noAnswerSoon, type SyncStatus, useActiveSession } from './session-sync';
import { useServerNow } from './use-now';
import { useWakeLock } from './use-wake-lock';
import '../../../ui/screen-styles';

/** The workout in progress, full screen on a phone. */
export function SessionScreen() {
  const { session, status } = useActiveSession();
  if (!session) return <NoSession />;
  return <ActiveSessionView key={session.sessionClientId} status={status} session={session} />;
}

function NoSession() {
  const { start, isPending } = useStartSession();
  return (
    <Container size="sm" py={48}>
      <Title order={1} fz={26} mb="lg">
        운동하기
      </Title>
      <EmptyState
        variant="light"
        icon={<IconBarbell size={30} />}
        title="진행 중인 운동이 없어요"
        description="루틴에서 시작하거나, 빈 운동으로 시작해 운동을 하나씩 추가해 보세요."
      >
        <EmptyState.Actions>
          <Stack gap="sm">
            <Button size="md" radius="xl" loading={isPending} onClick={() => start({ kind: 'empty' })}>
              빈 운동 시작
            </Button>
            <Button component={Link} to="/mypage" variant="default" size="md" radius="xl">
              내 루틴 보기
            </Button>
          </Stack>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}

function Elapsed({ startedAt }: { startedAt: number }) {
  const now = useServerNow(1000);
  return (
    <Text component="span" fz={14} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {clock((now - startedAt) / 1000)}
    </Text>
  );
}

const STATUS_TEXT: Record<SyncStatus, string> = { saved: '저장됨', saving: '저장 중…', offline: '연결 끊김 · 다시 시도 중' };

/**
 * In a superset or circuit, after a set is checked the screen goes to the group's next set
 * (rack/superset-order.ts: A1, B1, A2 …): scrolled into view, its check button focused. Outside a group,
 * and once the group is done, it stays where the member is.
 */
function goToNextInGroup(session: ActiveSession, exerciseClientId: string, setClientId: string) {
  const next = nextSetAfter(session.exercises, { exerciseClientId, setClientId });
  const block = blocksOf(session.exercises.filter((e) => !e.skipped)).find((b) => b.some((e) => e.exerciseClientId === exerciseClientId));
  if (!next || !block || block.length < 2 || !block.some((e) => e.exerciseClientId === next.exerciseClientId)) return;
  // After the check has rendered: the set row's tools button names the set (set-row.tsx).
  requestAnimationFrame(() => {
    const row = document.querySelector(`[aria-controls="tools-${next.setClientId}"]`)?.closest('li');
    const check = row?.querySelector<HTMLElement>('button[aria-pressed]');
    if (!row || !check) return;
    check.focus({ preventScroll: true });
    row.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  });
}

/** The exercises `e` can be paired with: every other one not already in its group. */
const partnersOf = (session: ActiveSession, e: TrainingExercise) =>
  session.exercises.filter((x) => x.exerciseClientId !== e.exerciseClientId && (e.supersetGroup === null || x.supersetGroup !== e.supersetGroup));

function ActiveSessionView({ session, status }: { session: NonNullable<ReturnType<typeof useActiveSession>['session']>; status: SyncStatus }) {
  const navigate = useNavigate();
  const latest = useRef(session);
  latest.current = session;
  const actions = useMemo((): SessionActions => {
    const base = sessionActions(session.sessionClientId);
    return {
      ...base,
      updateSet: (exerciseClientId, setClientId, values) => {
        base.updateSet(exerciseClientId, setClientId, values);
        if (values.done === true) goToNextInGroup(latest.current, exerciseClientId, setClientId);
      },
    };
  }, [session.sessionClientId]);
  const [pairing, setPairing] = useState<TrainingExercise | null>(null);
  const [selectedSet, setSelectedSet] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [restFor, setRestFor] = useState<TrainingExercise | null>(null);
  const [optionsFor, setOptionsFor] = useState<TrainingExercise | null>(null);
  const [removing, setRemoving] = useState<TrainingExercise | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [busy, setBusy] = useState(false);
  useWakeLock();

  // Finished at the tap, also with no signal: the server's summary when it answers at once, else the one worked
  // out here, marked as waiting to sync, which moves to the server's when it answers.
  const finish = async (notes: string) => {
    setBusy(true);
    const answer = finishSession(session, notes.trim() || null);
    try {
      const summary = await Promise.race([answer, noAnswerSoon()]);
      if (summary) await navigate({ to: '/workout/done/$sessionId', params: { sessionId: summary.sessionId } });
      else {
        answer.catch((error: unknown) => toast.apiError(error, '운동을 끝내지 못했어요'));
        await navigate({ to: '/workout/finished/$sessionClientId', params: { sessionClientId: session.sessionClientId } });
      }
    } catch (error) {
      toast.apiError(error, '운동을 끝내지 못했어요');
      setBusy(false);
    }
  };

  const discard = async () => {
    setBusy(true);
    try {
      dropChanges(session.sessionClientId);
      await trpcClient.training.session.discard.mutate({ sessionClientId: session.sessionClientId });
      toast.success('운동을 취소했어요');
      acceptSession(null);
      await navigate({ to: '/mypage' });
    } catch (error) {
      toast.apiError(error, '운동을 취소하지 못했어요');
    } finally {
      setBusy(false);
    }
  };

  const count = session.exercises.length;
  return (
    <div className={classes.screen}>
      <header className={classes.header}>
        <ActionIcon component={Link} to="/mypage" variant="subtle" color="gray" size="lg" aria-label="운동 화면 닫기 (운동은 계속돼요)">
          <IconChevronDown size={22} />
        </ActionIcon>
        <div className={classes.headerMain}>
          <Title order={1} fz={18} lineClamp={1}>
            {session.name}
          </Title>
          <Group gap={8} wrap="nowrap">
            <Elapsed startedAt={session.startedAt} />
            <Text component="span" fz={13} c={status === 'offline' ? 'var(--mantine-color-error)' : 'dimmed'} aria-live="polite">
              {status === 'offline' && <IconCloudOff size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 2 }} />}
              {STATUS_TEXT[status]}
            </Text>
          </Group>
        </div>
        <Button size="sm" onClick={() => setFinishing(true)}>
          완료
        </Button>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="운동 취소" aria-haspopup="dialog" onClick={() => setDiscarding(true)}>
          <IconTrash size={20} />
        </ActionIcon>
      </header>

      {count === 0 && (
        <Text c="dimmed" fz={15} mt="xl" ta="center">
          아직 운동이 없어요. 아래에서 운동을 추가해 보세요.
        </Text>
      )}
      {blocksOf(session.exercises).map((block) => {
        const cards = block.map((e) => (
          <ExerciseCard
            key={e.exerciseClientId}
            exercise={e}
            selectedSet={selectedSet}
            onSelectSet={setSelectedSet}
            onRest={setRestFor}
            onOptions={setOptionsFor}
            actions={actions}
          />
        ));
        if (block.length < 2) return cards;
        return (
          <SupersetBlock key={`group-${block[0]!.exerciseClientId}`} names={block.map((e) => e.exerciseName)}>
            {cards}
          </SupersetBlock>
        );
      })}
      <UnstyledButton className={classes.addPrompt} onClick={() => setAdding(true)}>
        <IconPlus size={20} aria-hidden />
        운동 추가
      </UnstyledButton>
      <Button fullWidth size="lg" mt="md" onClick={() => setFinishing(true)}>
        운동 완료
      </Button>

      <RestBar session={session} />

      <RoutineModal opened={adding} onClose={() => setAdding(false)} title="운동 추가">
        <ExercisePicker
          action="추가"
          onPick={(w) => {
            setAdding(false);
            actions.addExercise(w.id, { exerciseName: w.koreanName, imgPath: w.imgPath, repUnit: w.repUnit, bodyweight: w.bodyweight, loadModel: w.loadModel });
          }}
        />
      </RoutineModal>
      <ExerciseOptions
        exercise={optionsFor}
        index={optionsFor ? session.exercises.findIndex((e) => e.exerciseClientId === optionsFor.exerciseClientId) : -1}
        count={count}
        onClose={() => setOptionsFor(null)}
        onMove={(e, toIndex) => actions.moveExercise(e.exerciseClientId, toIndex)}
        onRest={setRestFor}
        onSkip={(e) => actions.updateExercise(e.exerciseClientId, { skipped: !e.skipped })}
        onRemove={(x) => (x.sets.some((s) => s.done) ? setRemoving(x) : actions.removeExercise(x.exerciseClientId))}
        groupable={optionsFor !== null && partnersOf(session, optionsFor).length > 0}
        onGroup={setPairing}
        onUngroup={(x) => actions.ungroupExercise(x.exerciseClientId)}
      />
      <SupersetPicker
        opened={pairing !== null}
        description={`${pairing?.exerciseName ?? ''}와(과) 번갈아 할 운동을 골라 주세요. 세 개 이상이면 서킷이 돼요.`}
        minimum={1}
        options={pairing ? partnersOf(session, pairing).map((e) => ({ key: e.exerciseClientId, name: e.exerciseName })) : []}
        onClose={() => setPairing(null)}
        onPick={(picked) => {
          if (!pairing) return;
          // The exercise with its group as it is (if any), then the chosen ones in the screen's order.
          const own = pairing.supersetGroup === null ? [pairing] : session.exercises.filter((e) => e.supersetGroup === pairing.supersetGroup);
          setPairing(null);
          actions.groupExercises([...own.map((e) => e.exerciseClientId), ...picked]);
        }}
      />
      <RestDialog
        exercise={restFor}
        onClose={() => setRestFor(null)}
        onSave={(e, seconds) => {
          setRestFor(null);
          actions.updateExercise(e.exerciseClientId, { restSeconds: seconds });
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="운동 삭제"
        message={`${removing?.exerciseName ?? ''}의 완료한 세트도 함께 지워져요. 삭제할까요?`}
        confirmLabel="삭제"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) actions.removeExercise(removing.exerciseClientId);
          setRemoving(null);
        }}
      />
      <FinishDialog session={finishing ? session : null} busy={busy} onClose={() => setFinishing(false)} onFinish={(notes) => void finish(notes)} />
      <ConfirmDialog
        opened={discarding}
        title="운동 취소"
        message="지금까지 한 세트가 모두 지워지고 기록에 남지 않아요. 운동을 취소할까요?"
        confirmLabel="운동 취소"
        busy={busy}
        onClose={() => setDiscarding(false)}
        onConfirm={() => void discard()}
      />
    </div>
  );
}
