import { createFileRoute } from '@tanstack/react-router';
import { BodyPage, bodyTrendQuery } from '../../features/user/body-records/body-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/mypage/body')({
  head: () => pageTitle('몸 기록'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(bodyTrendQuery),
  component: BodyPage,
});
