import { createFileRoute, notFound } from '@tanstack/react-router';
import { SummaryPage, summaryQuery } from '../../../features/training/summary-page';
import { appCodeOf } from '../../../lib/errors';
import { pageTitle } from '../../../lib/page-title';
import { parsePositiveId } from '../../../lib/url-search';
import { ErrorScreen } from '../../../ui/shell/error-screen';

export const Route = createFileRoute('/workout/done/$sessionId')({
  params: {
    parse: ({ sessionId }) => ({ sessionId: parsePositiveId(sessionId) }),
    stringify: ({ sessionId }) => ({ sessionId: String(sessionId) }),
  },
  head: () => pageTitle('운동 완료'),
  loader: async ({ context: { queryClient }, params: { sessionId } }) => {
    if (sessionId === 0) throw notFound();
    try {
      await queryClient.ensureQueryData(summaryQuery(sessionId));
    } catch (error) {
      throw appCodeOf(error) === 'TRAINING_NOT_FOUND' ? notFound() : error;
    }
  },
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
  component: function SummaryRoute() {
    return <SummaryPage sessionId={Route.useParams().sessionId} />;
  },
});
