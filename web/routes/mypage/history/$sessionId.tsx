import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoggedSessionPage } from '../../../features/training/history/session-detail';
import { appCodeOf } from '../../../lib/errors';
import { pageTitle } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';
import { parsePositiveId } from '../../../lib/url-search';
import { ErrorScreen } from '../../../ui/shell/error-screen';

export const Route = createFileRoute('/mypage/history/$sessionId')({
  params: {
    parse: ({ sessionId }) => ({ sessionId: parsePositiveId(sessionId) }),
    stringify: ({ sessionId }) => ({ sessionId: String(sessionId) }),
  },
  loader: async ({ context: { queryClient }, params: { sessionId } }) => {
    if (sessionId === 0) throw notFound();
    try {
      const w = await queryClient.ensureQueryData(trpc.training.history.get.queryOptions({ id: sessionId }));
      return { name: w.name };
    } catch (error) {
      throw appCodeOf(error) === 'TRAINING_NOT_FOUND' ? notFound() : error;
    }
  },
  head: ({ loaderData }) => pageTitle(loaderData ? `${loaderData.name} · 운동 기록` : '운동 기록'),
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
  component: function LoggedSessionRoute() {
    return <LoggedSessionPage sessionId={Route.useParams().sessionId} />;
  },
});
