import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useId } from 'react';
import type { RepUnit } from '../../../server/features/catalogue/catalogue.contract';
import type { RecommendedExercise } from '../../../server/features/recommendation/engine/types';
import classes from './result.module.css';

/** A hold is prescribed in seconds ('30초'), everything else in repetitions ('12회'). */
export const repUnitOf = (e: RecommendedExercise): RepUnit => (e.repeatLabel.endsWith('초') ? '초' : '회');

/** The 'AI 추천 운동량' box: the prescription as labelled figures, then why it was chosen. */
export function AmountBox({ exercise: e }: { exercise: RecommendedExercise }) {
  const id = useId();
  const figures = [
    { label: '무게', value: e.weightLabel },
    { label: repUnitOf(e) === '초' ? '시간' : '횟수', value: e.repeatLabel },
    { label: '세트', value: `${e.set}세트` },
  ];
  return (
    <Paper component="section" radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.amounts} aria-labelledby={id}>
      <Title id={id} order={3} fz={15} className={classes.amountsTitle}>
        <IconSparkles size={18} aria-hidden />
        AI 추천 운동량
      </Title>
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
        {e.explanation}
      </Text>
    </Paper>
  );
}
