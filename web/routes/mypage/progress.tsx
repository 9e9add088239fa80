import { createFileRoute } from '@tanstack/react-router';
import { ProgressPage } from '../../features/training/progress/progress-page';
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
      queryClient.ensureQueryData(trpc.training.progress.exercises.queryOptions()),
      queryClient.ensureQueryData(trpc.training.progress.bodyParts.queryOptions()),
      queryClient.ensureQueryData(trpc.training.progress.records.queryOptions()),
    ]);
    const selected = trained.find((t) => t.exerciseId === deps.exercise) ?? trained[0];
    if (selected) await queryClient.ensureQueryData(trpc.training.progress.exercise.queryOptions({ exerciseId: selected.exerciseId }));
  },
  component: ProgressPage,
});
