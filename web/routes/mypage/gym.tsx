import { createFileRoute } from '@tanstack/react-router';
import { allMachinesQuery, GymPage } from '../../features/user/preferences/gym-page';
import { preferencesQuery } from '../../features/user/preferences/use-preferences';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/mypage/gym')({
  head: () => pageTitle('우리 헬스장'),
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(allMachinesQuery()), queryClient.ensureQueryData(preferencesQuery())]),
  component: GymPage,
});
