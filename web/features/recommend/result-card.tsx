import { Accordion, Badge, Button, Group, Spoiler, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import type { RecommendedItem } from '../../../server/features/recommendation/recommendation.contract';
import { useAddToRoutine } from '../routines/add-to-routine/add-to-routine-provider';
import { RetiredBadge } from '../workout/retired-badge';
import { WorkoutVideo } from '../workout/workout-video';
import { AmountBox, repUnitOf } from './amount-box';
import classes from './result.module.css';

const numberOrNull = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null);

export function ResultCard({ exercise: e }: { exercise: RecommendedItem }) {
  const addToRoutine = useAddToRoutine();
  const add = () =>
    addToRoutine(
      { workoutId: e.workoutId, koreanName: e.koreanName, caution: e.caution, repUnit: repUnitOf(e), bodyweight: e.weightUnit === 'bodyweight' },
      // The prescription; a value that is missing or not a number starts from the usual amounts instead.
      { weight: numberOrNull(e.weight), rep: numberOrNull(e.repeat), setCount: numberOrNull(e.set) },
    );

  return (
    <Accordion.Item value={String(e.workoutId)}>
      {/* The add button sits beside the control, not inside it, so pressing it never toggles the card. */}
      <div className={classes.header}>
        <Accordion.Control>
          <Text component="span" className={classes.name}>
            {e.koreanName}
          </Text>
          <Group gap={4} mt={6} component="span">
            {e.retired && <RetiredBadge size="md" />}
            {e.bodyPartKoreanName.map((part) => (
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
          <WorkoutVideo name={e.koreanName} videoLink={e.videoLink} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
