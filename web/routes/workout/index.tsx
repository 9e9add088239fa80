import { createFileRoute } from '@tanstack/react-router';
import { SessionScreen } from '../../features/training/session/session-screen';
import { activeSessionQuery } from '../../features/training/session/session-sync';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/workout/')({
  head: () => pageTitle('운동 중'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(activeSessionQuery()),
  component: SessionScreen,
});
