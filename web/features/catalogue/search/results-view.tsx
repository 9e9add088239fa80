import { EmptyState, Stack, Title } from '@mantine/core';
import { IconMoodSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ExerciseSummary } from '../../../../server/features/catalogue/catalogue.shared';
import { ExerciseGrid, ExerciseGridSkeleton } from './exercise-grid';
import { useDelayedFlag } from './use-delayed-flag';

/** docs/product.md §2/§9: the skeleton grid appears only when loading takes longer than 200 ms. */
const SKELETON_DELAY_MS = 200;

type Props = {
  /** What the current request is for has not arrived yet. */
  loading: boolean;
  /** The result on screen (possibly the previous one while `loading`). */
  shown?: { heading: string; items: ExerciseSummary[] };
  /** Under the heading ('혹시 …', which part a keyword read). */
  notice?: ReactNode;
  /** Instead of the grid when nothing was found (else the general 'nothing found' card). */
  empty?: ReactNode;
  footer?: ReactNode;
};

export function ResultsView({ loading, shown, notice, empty, footer }: Props) {
  const slow = useDelayedFlag(loading, SKELETON_DELAY_MS);
  if (slow) return <ExerciseGridSkeleton />;
  if (!shown) return null;
  return (
    <Stack gap="lg">
      <Title order={2} fz={{ base: 18, sm: 20 }} fw={700} aria-live="polite">
        {shown.heading}
      </Title>
      {notice}
      {shown.items.length > 0 ? <ExerciseGrid exercises={shown.items} dimmed={loading} /> : (empty ?? <NoResults />)}
      {footer}
    </Stack>
  );
}

function NoResults() {
  return (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconMoodSearch size={32} />}
      title="찾는 운동이 없어요"
      description="다른 이름이나 줄임말, 초성(ㅅㅋㅌ)으로 다시 검색해 보세요."
    />
  );
}
