import { createFileRoute } from '@tanstack/react-router';
import { WorkoutScreen } from '../../features/gym/workout/workout-screen';
import { activeWorkoutQuery } from '../../features/gym/workout/workout-sync';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/workout/')({
  head: () => pageTitle('운동 중'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(activeWorkoutQuery()),
  component: WorkoutScreen,
});
