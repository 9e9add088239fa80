import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChevronDown, IconSparkles } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { RepUnit } from '../../../server/features/catalogue/catalogue.shared';
import type { LoadSource, RecommendedExercise } from '../../../server/features/recommendation/engine/types';
import classes from './result.module.css';

/** A hold is prescribed in seconds ('30초'), everything else in repetitions ('12회'). */
export const repUnitOf = (e: RecommendedExercise): RepUnit => (e.repeatLabel.endsWith('초') ? '초' : '회');

/** Where the load came from, when not from the body-composition model. */
const SOURCE_BADGE: Partial<Record<LoadSource, string>> = { log: '지난 기록 반영', feedback: '피드백 반영' };

/** The 'AI 추천 운동량' box: the prescription as labelled figures, then why it was chosen (the numbers behind '자세히'). */
export function AmountBox({ exercise: e }: { exercise: RecommendedExercise }) {
  const id = useId();
  const [details, setDetails] = useState(false);
  const figures = [
    { label: '무게', value: e.weightLabel },
    { label: repUnitOf(e) === '초' ? '시간' : '횟수', value: e.repeatLabel },
    { label: '세트', value: `${e.set}세트` },
  ];
  const source = SOURCE_BADGE[e.loadSource];
  return (
    <Paper component="section" radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.amounts} aria-labelledby={id}>
      <Group justify="space-between" gap="xs">
        <Title id={id} order={3} fz={15} className={classes.amountsTitle}>
          <IconSparkles size={18} aria-hidden />
          AI 추천 운동량
        </Title>
        {source && (
          <Badge variant="filled" color="brand.7" radius="sm" size="md" fw={600}>
            {source}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={3} spacing="xs" mt="sm" component="dl" className={classes.figures}>
        {figures.map((f) => (
          <div key={f.label} className={classes.figure}>
            <Text component="dt" fz={13} c="dimmed">
              {f.label}
            </Text>
            <Text component="dd" fz={{ base: 16, sm: 18 }} fw={800}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text fz={13} c="dimmed" mt="xs">
        세트 사이 {e.restSeconds}초 쉬어 주세요
      </Text>
      <Title order={4} fz={14} mt="md">
        왜 이 운동·이 무게?
      </Title>
      <Text fz={14} lh={1.7} mt={4}>
        {e.why}
      </Text>
      {/* Results stored before goals and experience existed have the whole explanation in `why` and no details. */}
      {e.whyDetails.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            mt={4}
            rightSection={<IconChevronDown size={16} className={classes.chevron} data-open={details || undefined} aria-hidden />}
            aria-expanded={details}
            aria-controls={`${id}-details`}
            onClick={() => setDetails((d) => !d)}
          >
            자세히
          </Button>
          <div id={`${id}-details`} hidden={!details}>
            <ul className={classes.details}>
              {e.whyDetails.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </>
      )}
    </Paper>
  );
}
