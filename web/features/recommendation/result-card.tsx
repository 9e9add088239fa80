import { Accordion, Badge, Button, Group, SimpleGrid, Spoiler, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FEEDBACK_LABEL, FEEDBACKS } from '../../../server/features/recommendation/labels.shared';
import type { RecommendedItem } from '../../../server/features/recommendation/recommendation.shared';
import { trpc, trpcClient } from '../../lib/trpc';
import { ExerciseVideo } from '../catalogue/exercise/exercise-video';
import { RetiredBadge } from '../catalogue/exercise/retired-badge';
import { useAddToRoutine } from '../routines/add-to-routine/add-to-routine-provider';
import { Alternatives } from './alternatives';
import { AmountBox, repUnitOf } from './amount-box';
import classes from './result.module.css';
import { useFeedback, useSwapRecommended } from './use-result-item';

const numberOrNull = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

/** The prescription at a glance, closed or open: '60kg × 8회 × 4세트', '맨몸 12회 × 3세트'. */
const amountLine = (e: RecommendedItem) =>
  e.weightUnit === 'bodyweight' ? `맨몸 ${e.repeatLabel} × ${e.set}세트` : `${e.weightLabel} × ${e.repeatLabel} × ${e.set}세트`;

type Props = { recommendationId: number; exercise: RecommendedItem; index: number };

export function ResultCard({ recommendationId, exercise: e, index }: Props) {
  const addToRoutine = useAddToRoutine();
  const [swapping, setSwapping] = useState(false);
  const swap = useSwapRecommended();
  const item = { recommendationId, exerciseId: e.exerciseId };
  const add = () =>
    addToRoutine(
      { exerciseId: e.exerciseId, koreanName: e.koreanName, caution: e.caution, repUnit: repUnitOf(e), bodyweight: e.weightUnit === 'bodyweight' },
      // The prescription; a value that is missing or not a number starts from the usual amounts instead.
      { weight: numberOrNull(e.weight), rep: numberOrNull(e.repeat), setCount: numberOrNull(e.set) },
    );

  return (
    // Keyed by position: an exercise swapped for another stays open where it was.
    <Accordion.Item value={String(index)}>
      {/* The add button sits beside the control, not inside it, so pressing it never toggles the card. */}
      <div className={classes.header}>
        <Accordion.Control icon={<img src={e.stillPath ?? e.imgPath} alt="" width={56} height={56} loading="lazy" className={classes.still} />}>
          <Text component="span" className={classes.name}>
            {e.koreanName}
          </Text>
          <Text component="span" className={classes.summary} data-testid="result-amounts">
            {amountLine(e)}
          </Text>
          <Group gap={4} mt={6} component="span">
            {e.retired && <RetiredBadge size="md" />}
            {e.bodyPartNames.map((part) => (
              <Badge key={part} variant="light" radius="sm" size="md" fw={600}>
                {part}
              </Badge>
            ))}
          </Group>
        </Accordion.Control>
        {/* A retired exercise (ADR 005) stays in the history but can no longer be added. */}
        {!e.retired && (
          <Button
            size="compact-md"
            radius="xl"
            variant="light"
            leftSection={<IconPlus size={16} />}
            className={classes.add}
            aria-label={`${e.koreanName} 운동 루틴 추가`}
            onClick={add}
          >
            운동 루틴
          </Button>
        )}
      </div>
      <Accordion.Panel>
        <Stack gap="md">
          {/* 72 px is exactly three lines of this text, so the fold never cuts a line in half. */}
          <Spoiler maxHeight={72} showLabel="더보기" hideLabel="접기" classNames={{ control: classes.more }}>
            <Text fz={15} lh={1.6}>
              {e.description}
            </Text>
          </Spoiler>
          {e.caution && (
            <Group gap={8} wrap="nowrap" align="flex-start" className={classes.guide}>
              <IconInfoCircle size={18} className={classes.guideIcon} aria-hidden />
              <Text fz={14} lh={1.6}>
                <Text component="span" fw={700} fz={14} mr={6}>
                  가이드
                </Text>
                {e.caution}
              </Text>
            </Group>
          )}
          <AmountBox exercise={e} />
          <FeedbackButtons recommendationId={recommendationId} exercise={e} />
          <Button variant="default" radius="xl" leftSection={<IconArrowsExchange size={18} />} onClick={() => setSwapping(true)}>
            다른 운동으로 바꾸기
          </Button>
          <Alternatives
            opened={swapping}
            onClose={() => setSwapping(false)}
            name={e.koreanName}
            queryKey={trpc.recommendation.alternatives.queryKey(item)}
            load={() => trpcClient.recommendation.alternatives.query(item)}
            swap={(replacementId) => swap.mutateAsync({ ...item, replacementId })}
          />
          <ExerciseVideo name={e.koreanName} videoLink={e.videoLink} compact />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** How the prescribed load felt, in one tap; the next recommendation of this exercise follows it. */
function FeedbackButtons({ recommendationId, exercise: e }: { recommendationId: number; exercise: RecommendedItem }) {
  const id = useId();
  const feedback = useFeedback(recommendationId);
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} fz={14} fw={700}>
        해 보니 이 무게가 어땠나요?
      </Text>
      <SimpleGrid cols={3} spacing={8} mt={8}>
        {FEEDBACKS.map((f) => (
          <Button
            key={f}
            variant={e.feedback === f ? 'filled' : 'default'}
            aria-pressed={e.feedback === f}
            className={classes.feedbackButton}
            onClick={() => feedback.mutate({ recommendationId, exerciseId: e.exerciseId, feedback: f })}
          >
            {FEEDBACK_LABEL[f]}
          </Button>
        ))}
      </SimpleGrid>
    </div>
  );
}
