import { createFileRoute } from '@tanstack/react-router';
import { BodyPartStep } from '../../features/recommend/body-part-step';
import { StepSearchSchema } from '../../features/recommend/search';

export const Route = createFileRoute('/recommend/bodypart')({
  validateSearch: StepSearchSchema.pick({ parts: true }),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.workouts.bodyParts.queryOptions()),
  component: BodyPartStep,
});
