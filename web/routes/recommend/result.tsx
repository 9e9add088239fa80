import { createFileRoute, notFound } from '@tanstack/react-router';
import { HISTORY_RETRY_DELAY_MS, isTransientFailure, retryHistoryOnce } from '../../features/recommendation/history-retry';
import { ResultPage, ResultPending } from '../../features/recommendation/result-page';
import { parseResultSearch } from '../../features/recommendation/search';
import { appCodeOf } from '../../lib/errors';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { ErrorScreen } from '../../ui/shell/error-screen';

export const Route = createFileRoute('/recommend/result')({
  head: () => pageTitle('추천 결과'),
  validateSearch: parseResultSearch,
  loaderDeps: ({ search }) => ({ id: search.id ?? 0 }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    if (id === 0) throw notFound();
    // Settled, not Promise.all: a quick failure of one must not cut short the other's 10-second retry.
    const [rec, me] = await Promise.allSettled([
      queryClient.ensureQueryData({ ...trpc.recommendation.get.queryOptions({ id }), retry: retryHistoryOnce, retryDelay: HISTORY_RETRY_DELAY_MS }),
      queryClient.ensureQueryData(trpc.user.me.queryOptions()),
    ]);
    const error = rec.status === 'rejected' ? rec.reason : me.status === 'rejected' ? me.reason : undefined;
    if (error === undefined) return { slow: false };
    // Another member's recommendation answers the same as a missing one.
    if (appCodeOf(error) === 'RECOMMEND_NOT_FOUND') throw notFound();
    // docs/product.md §8: still failing after the retry → the slow notice rather than an error screen.
    if (isTransientFailure(error)) return { slow: true };
    throw error;
  },
  pendingComponent: ResultPending,
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
  component: ResultPage,
});
