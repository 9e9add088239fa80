import { createFileRoute, notFound } from '@tanstack/react-router';
import { ExerciseDetail } from '../../features/catalogue/exercise/exercise-detail';
import { appCodeOf } from '../../lib/errors';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';
import { ErrorScreen } from '../../ui/shell/error-screen';

// Anything but a plain positive integer is no exercise; 0 stands for "none" and is never an id.
const parseWorkoutId = (raw: string) => {
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(id) ? id : 0;
};

export const Route = createFileRoute('/workoutdetail/$workoutId')({
  params: {
    parse: ({ workoutId }) => ({ workoutId: parseWorkoutId(workoutId) }),
    stringify: ({ workoutId }) => ({ workoutId: String(workoutId) }),
  },
  loader: async ({ context: { queryClient }, params: { workoutId } }) => {
    if (workoutId === 0) throw notFound();
    try {
      const workout = await queryClient.ensureQueryData(trpc.catalogue.exercise.queryOptions({ id: workoutId }));
      return { name: workout.koreanName };
    } catch (error) {
      throw appCodeOf(error) === 'EXERCISE_NOT_FOUND' ? notFound() : error;
    }
  },
  head: ({ loaderData }) => pageTitle(loaderData?.name ?? '운동 정보'),
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
  component: function WorkoutDetailRoute() {
    return <ExerciseDetail id={Route.useParams().workoutId} />;
  },
});
