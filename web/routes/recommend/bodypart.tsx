import { createFileRoute } from '@tanstack/react-router';
import { BodyPartStep } from '../../features/recommend/body-part-step';
import { StepSearchSchema } from '../../features/recommend/search';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/recommend/bodypart')({
  head: () => pageTitle('운동 추천 · 부위 선택'),
  validateSearch: StepSearchSchema.pick({ parts: true }),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.workouts.bodyParts.queryOptions()),
  component: BodyPartStep,
});
