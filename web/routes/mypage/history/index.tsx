import { createFileRoute } from '@tanstack/react-router';
import { koreaMonth } from '../../../../server/common/korea-time.shared';
import { HistoryPage } from '../../../features/training/history/history-page';
import { pageTitle } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';

// The month shown lives in the URL ('YYYY-MM'); anything else falls back to this month.
const parseSearch = (search: { month?: unknown }): { month?: string } => ({
  month: typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month) ? search.month : undefined,
});

export const Route = createFileRoute('/mypage/history/')({
  head: () => pageTitle('운동 기록'),
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: async ({ context: { queryClient }, deps }) => {
    const month = deps.month ?? koreaMonth(Date.now());
    await Promise.all([
      queryClient.ensureQueryData(trpc.training.history.calendar.queryOptions({ month })),
      queryClient.ensureQueryData(trpc.training.history.list.queryOptions({ month, page: 1 })),
    ]);
  },
  component: HistoryPage,
});
