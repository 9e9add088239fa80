import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Alternative } from '../../../server/features/recommendation/recommendation.shared';
import { toast } from '../../lib/toast';
import { RoutineModal } from '../routines/routine-modal';
import { withRo } from '../user/preferences/preferences';
import classes from './result.module.css';

export type AlternativesProps = {
  opened: boolean;
  onClose: () => void;
  /** The exercise being replaced. */
  name: string;
  /** Where the offered exercises are cached, and how they are fetched. */
  queryKey: QueryKey;
  load: () => Promise<Alternative[]>;
  /** Replaces the exercise with the chosen one (and updates what the page shows). */
  swap: (replacementId: number) => Promise<unknown>;
};

/** The dialog itself, loaded with its first opening (alternatives.tsx). */
export function AlternativesDialog({ opened, onClose, name, queryKey, load, swap }: AlternativesProps) {
  const query = useQuery({ queryKey, queryFn: load, enabled: opened, throwOnError: false });
  const [choosing, setChoosing] = useState<number | null>(null);

  const choose = async (replacement: Alternative) => {
    setChoosing(replacement.exerciseId);
    try {
      await swap(replacement.exerciseId);
      toast.success(`${withRo(replacement.koreanName)} 바꿨어요`);
      onClose();
    } catch (error) {
      toast.apiError(error, '운동을 바꾸지 못했어요');
    } finally {
      setChoosing(null);
    }
  };

  const body = () => {
    if (query.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label="바꿀 운동을 찾고 있어요" />
        </Center>
      );
    }
    if (query.isError) {
      return (
        <Stack align="center" py="lg">
          <Text>바꿀 운동을 불러오지 못했어요.</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        </Stack>
      );
    }
    if (query.data.length === 0) {
      return (
        <Stack align="center" gap="xs" py="lg" ta="center">
          <IconBarbell size={32} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text fw={700}>바꿀 수 있는 운동이 없어요</Text>
          <Text fz={14} c="dimmed">
            같은 부위·같은 움직임에 고른 기구로 할 수 있는 다른 운동이 없어요.
          </Text>
        </Stack>
      );
    }
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="바꿀 수 있는 운동" style={{ listStyle: 'none' }}>
        {query.data.map((alt) => (
          <li key={alt.exerciseId} className={classes.alternative}>
            <img src={alt.stillPath ?? alt.imgPath} alt="" width={64} height={64} loading="lazy" />
            <Stack gap={4}>
              <h3 className={classes.alternativeName}>{alt.koreanName}</h3>
              <Text fz={14} fw={700} c="var(--ffm-brand-text)">
                {alt.weightLabel} × {alt.repeatLabel} × {alt.set}세트
              </Text>
              <Text fz={13} lh={1.6} c="dimmed">
                {alt.why}
              </Text>
              <Button
                mt={4}
                variant="light"
                size="sm"
                aria-label={`${withRo(alt.koreanName)} 바꾸기`}
                loading={choosing === alt.exerciseId}
                disabled={choosing !== null && choosing !== alt.exerciseId}
                onClick={() => void choose(alt)}
              >
                바꾸기
              </Button>
            </Stack>
          </li>
        ))}
      </Stack>
    );
  };

  return (
    <RoutineModal opened={opened} onClose={onClose} title="다른 운동으로 바꾸기">
      <Text fz={14} c="dimmed" mb="md">
        {name} 대신 같은 부위를 같은 움직임으로 운동할 수 있어요.
      </Text>
      {body()}
    </RoutineModal>
  );
}
