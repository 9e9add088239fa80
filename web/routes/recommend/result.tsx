import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResultPage } from '../../features/recommend/result-page';
import { ResultSearchSchema } from '../../features/recommend/search';
import { appCodeOf } from '../../lib/errors';
import { ErrorScreen } from '../../ui/shell/error-screen';

export const Route = createFileRoute('/recommend/result')({
  validateSearch: ResultSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: async ({ context: { queryClient, trpc }, deps: { id } }) => {
    if (id === 0) throw notFound();
    try {
      await Promise.all([
        queryClient.ensureQueryData(trpc.recommendation.get.queryOptions({ id })),
        queryClient.ensureQueryData(trpc.user.me.queryOptions()),
      ]);
    } catch (error) {
      // Another member's recommendation answers the same as a missing one.
      throw appCodeOf(error) === 'RECOMMEND_NOT_FOUND' ? notFound() : error;
    }
  },
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
  component: ResultPage,
});
