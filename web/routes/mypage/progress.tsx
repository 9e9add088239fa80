import { createFileRoute } from '@tanstack/react-router';
import { ProgressPage } from '../../features/gym/progress/progress-page';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { optionalId } from '../../lib/url-search';

const parseSearch = (search: { exercise?: unknown }): { exercise?: number } => ({ exercise: optionalId(search.exercise) });

export const Route = createFileRoute('/mypage/progress')({
  head: () => pageTitle('성장'),
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ exercise: search.exercise }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [trained] = await Promise.all([
      queryClient.ensureQueryData(trpc.gym.progress.exercises.queryOptions()),
      queryClient.ensureQueryData(trpc.gym.progress.bodyParts.queryOptions()),
      queryClient.ensureQueryData(trpc.gym.progress.records.queryOptions()),
    ]);
    const selected = trained.find((t) => t.workoutId === deps.exercise) ?? trained[0];
    if (selected) await queryClient.ensureQueryData(trpc.gym.progress.exercise.queryOptions({ workoutId: selected.workoutId }));
  },
  component: ProgressPage,
});
