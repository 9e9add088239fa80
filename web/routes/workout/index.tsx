import { createFileRoute } from '@tanstack/react-router';
import { WorkoutScreen } from '../../features/gym/workout/workout-screen';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/workout/')({
  head: () => pageTitle('운동 중'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(trpc.gym.active.queryOptions()),
  component: WorkoutScreen,
});
