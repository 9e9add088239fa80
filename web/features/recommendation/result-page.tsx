import { Accordion, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { josa } from '../../../server/common/korean.shared';
import { EXPERIENCE_LABEL, GOAL_LABEL } from '../../../server/features/recommendation/labels.shared';
import type { Recommendation } from '../../../server/features/recommendation/recommendation.shared';
import { trpc } from '../../lib/trpc';
import { useStartSession } from '../training/use-start-session';
import classes from './result.module.css';
import { ResultCard } from './result-card';
import { SaveAsRoutine } from './save-as-routine';
import { AnalysisOverlay, SlowNoticeModal } from './status-modals';
import { StepProgress } from './step-layout';
import '../../ui/screen-styles';

const route = getRouteApi('/recommend/result');

/** docs/product.md §6: while the result is being fetched the page is covered and cannot scroll. */
export function ResultPending() {
  return <AnalysisOverlay opened title="추천 결과를 불러오고 있어요" />;
}

export function ResultPage() {
  const { slow } = route.useLoaderData();
  return slow ? <SlowResult /> : <ResultContent />;
}

function SlowResult() {
  const router = useRouter();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Container size="md" mih="60vh">
      <SlowNoticeModal retrying={retrying} onRetry={() => void retry()} onHome={() => void navigate({ to: '/' })} />
    </Container>
  );
}

/** A chosen part the session leaves out is said, with what would bring it back. */
const MISSING: Record<Recommendation['missingParts'][number]['reason'], (part: string) => string> = {
  equipment: (part) => `${josa(part, '은/는')} 고른 기구로 할 수 있는 운동이 없어 빠졌어요. 기구를 더 골라 다시 추천받아 보세요.`,
  room: (part) => `${part}까지 넣으면 운동이 너무 많아져 이번에는 빠졌어요. 부위를 줄여 다시 추천받아 보세요.`,
};

/** What the answer was planned for, in the profile's words: one body-figure label everywhere. */
function basisLine(rec: Recommendation): string {
  return [
    rec.bodyFigureLabel && `체형 ${rec.bodyFigureLabel}`,
    rec.goal && `목표 ${GOAL_LABEL[rec.goal]}`,
    rec.experience && `경험 ${EXPERIENCE_LABEL[rec.experience]}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ResultContent() {
  const { id } = route.useLoaderDeps();
  const { data: rec } = useSuspenseQuery(trpc.recommendation.get.queryOptions({ id }));
  const { data: me } = useSuspenseQuery(trpc.user.me.queryOptions());
  const items = rec.recommends;
  // Items are keyed by position (ResultCard): a swapped exercise keeps its place and its open card.
  const first = items.length > 0 ? '0' : null;
  const training = useStartSession();

  return (
    <Container size="md" py={{ base: 28, sm: 48 }}>
      <Group gap="sm" wrap="nowrap" mb={{ base: 20, sm: 28 }}>
        <StepProgress step={3} />
      </Group>
      <Stack gap={6}>
        <Text fz={14} fw={700} c="var(--ffm-brand-text)">
          {rec.requestedBodyParts.join('·')} 맞춤 추천
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.headline}>
          {items.length > 0 ? `${me.userName}님에게 딱 맞는 운동 ${items.length}개를 찾았어요` : `${me.userName}님에게 맞는 운동을 찾지 못했어요`}
        </Title>
        <Text c="dimmed" fz={16}>
          {items.length > 0 ? '내 루틴에 추가해 보세요' : '다른 부위나 기구로 다시 추천받아 보세요'}
        </Text>
        {rec.missingParts.map((m) => (
          <Text key={m.name} fz={14} className={classes.missing} role="note">
            {MISSING[m.reason](m.name)}
          </Text>
        ))}
        {basisLine(rec) && (
          <Text fz={14} c="dimmed" data-testid="result-basis">
            {basisLine(rec)}
          </Text>
        )}
      </Stack>
      {items.length > 0 && <SaveAsRoutine recommendationId={rec.recommendationId} parts={rec.requestedBodyParts} />}
      <Group gap="sm" mt="lg">
        {items.length > 0 && (
          <Button
            radius="xl"
            variant="light"
            leftSection={<IconPlayerPlay size={18} />}
            loading={training.isPending}
            onClick={() => training.start({ kind: 'recommendation', recommendationId: id })}
          >
            운동 시작
          </Button>
        )}
        <Button component={Link} to="/" variant="default" radius="xl" leftSection={<IconHome size={18} />}>
          홈으로
        </Button>
        <Button component={Link} to="/recommend/bodypart" variant="light" radius="xl" leftSection={<IconRefresh size={18} />}>
          다시 추천받기
        </Button>
      </Group>
      {first && (
        <Accordion
          multiple
          defaultValue={[first]}
          variant="separated"
          radius="lg"
          order={2}
          chevronPosition="left"
          mt={{ base: 24, sm: 32 }}
          classNames={{ item: classes.item, control: classes.control, panel: classes.panel }}
        >
          {items.map((exercise, index) => (
            <ResultCard key={exercise.exerciseId} recommendationId={rec.recommendationId} exercise={exercise} index={index} />
          ))}
        </Accordion>
      )}
    </Container>
  );
}
