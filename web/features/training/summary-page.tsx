import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconCloudOff, IconHome, IconTrophy } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { SessionSummary } from '../../../server/features/training/session/session.shared';
import { trpcClient } from '../../lib/trpc';
import { outbox } from '../../offline/outbox/app-outbox';
import { duration, formatCardio, kg, RECORD_KIND_LABEL, recordValue } from './format';
import { SaveToRoutine } from './save-to-routine';
import { finishedSessionId, waitingFinish } from './session/session-sync';
import { summaryKey } from './summary-key';
import '../../ui/screen-styles';

/** The summary after finishing: the finish answer when it is at hand, else the server's again (training.session.summary). */
export function summaryQuery(sessionId: number) {
  return {
    queryKey: summaryKey(sessionId),
    queryFn: (): Promise<SessionSummary> => trpcClient.training.session.summary.query({ id: sessionId }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

export function SummaryPage({ sessionId }: { sessionId: number }) {
  const { data } = useSuspenseQuery(summaryQuery(sessionId));
  return <SummaryView s={data} waiting={false} />;
}

/**
 * A workout finished on this device whose finish waits for the signal: the summary worked out here, marked as
 * waiting to sync, until the server answers; then the server's (with the records). Gone from the outbox with no
 * answer seen here (answered while this page was closed, or refused): the history, where it then is.
 */
export function WaitingSummaryPage({ sessionClientId }: { sessionClientId: string }) {
  const navigate = useNavigate();
  const { entries, ready } = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  const waiting = waitingFinish(entries, sessionClientId);
  const sessionId = waiting ? undefined : finishedSessionId(sessionClientId);
  useEffect(() => {
    if (sessionId !== undefined) void navigate({ to: '/workout/done/$sessionId', params: { sessionId }, replace: true });
    else if (!waiting && ready) void navigate({ to: '/mypage/history', replace: true });
  }, [navigate, ready, sessionId, waiting]);
  return waiting ? <SummaryView s={waiting.summary} waiting /> : null;
}

function SummaryView({ s, waiting }: { s: SessionSummary; waiting: boolean }) {
  const stats = [
    { label: '운동 시간', value: duration(s.durationSeconds) },
    { label: '총 볼륨', value: kg(s.totalVolume) },
    { label: '세트', value: `${s.sets}세트` },
    { label: '운동', value: `${s.exercises}개` },
    ...(s.cardio ? [{ label: '유산소', value: formatCardio({ seconds: s.cardio.seconds, distanceM: s.cardio.distanceM }) }] : []),
  ];
  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Stack gap={6}>
        <Group gap="xs">
          <Text fz={14} fw={700} c="var(--ffm-brand-text)">
            운동 완료
          </Text>
          {waiting && (
            <Badge variant="light" radius="sm" leftSection={<IconCloudOff size={14} aria-hidden />}>
              동기화 대기 중
            </Badge>
          )}
        </Group>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {s.name} 수고했어요!
        </Title>
      </Stack>
      <SimpleGrid cols={2} spacing="sm" mt="lg" mb={0} component="dl">
        {stats.map((x) => (
          <Paper key={x.label} withBorder radius="lg" p="md">
            <Text component="dt" fz={14} c="dimmed">
              {x.label}
            </Text>
            <Text component="dd" fz={22} fw={800} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {x.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Title order={2} fz={20} mt="xl" mb="sm">
        새 기록
      </Title>
      {waiting ? (
        <Text c="dimmed">인터넷에 연결되면 운동을 저장하고 새 기록을 알려 드릴게요.</Text>
      ) : s.newRecords.length === 0 ? (
        <Text c="dimmed">이번 운동에서 새 기록은 없어요. 다음에 도전해 봐요!</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="새 기록">
          {s.newRecords.map((r) => (
            <Paper component="li" key={`${r.exerciseId}-${r.kind}`} withBorder radius="lg" p="md">
              <Group gap="sm" wrap="nowrap">
                <IconTrophy size={24} color="var(--mantine-color-yellow-8)" aria-hidden />
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{r.exerciseName}</Text>
                  <Group gap={6}>
                    <Text component="span" fz={14} fw={600} c="var(--ffm-caution-text)">
                      {RECORD_KIND_LABEL[r.kind]}
                    </Text>
                    <Text fw={700} fz={16}>
                      {recordValue(r.kind, r.value)}
                    </Text>
                  </Group>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      {s.firstRecords.length > 0 && (
        <>
          <Title order={2} fz={20} mt="xl" mb={4}>
            첫 기록
          </Title>
          <Text fz={14} c="dimmed" mb="sm">
            처음 한 운동이에요. 다음부터 이 기록과 비교해요.
          </Text>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="첫 기록">
            {s.firstRecords.map((r) => (
              <Paper component="li" key={r.exerciseId} withBorder radius="lg" px="md" py="sm">
                <Text fw={700}>{r.exerciseName}</Text>
              </Paper>
            ))}
          </Stack>
        </>
      )}

      <Stack gap="sm" mt="xl">
        {!waiting && s.routineId !== null && <SaveToRoutine sessionId={s.sessionId} routineId={s.routineId} />}
        {!waiting && (
          <Button
            renderRoot={(props) => <Link {...props} to="/mypage/history/$sessionId" params={{ sessionId: s.sessionId }} />}
            variant="light"
            size="md"
            leftSection={<IconCalendarStats size={18} />}
          >
            기록 자세히 보기
          </Button>
        )}
        <Button component={Link} to="/" variant="default" size="md" leftSection={<IconHome size={18} />}>
          홈으로
        </Button>
      </Stack>
    </Container>
  );
}
