import { createFileRoute, redirect } from '@tanstack/react-router';
import { MachineStep } from '../../features/recommend/machine-step';
import { bodyPartIdsOf } from '../../features/recommend/parts';
import { splitNames, StepSearchSchema } from '../../features/recommend/search';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/recommend/machine')({
  head: () => pageTitle('운동 추천 · 기구 선택'),
  validateSearch: StepSearchSchema,
  // Reached without body parts (a hand-typed or stale URL): start the flow over.
  beforeLoad: ({ search }) => {
    if (!search.parts) throw redirect({ to: '/recommend/bodypart', replace: true });
  },
  loaderDeps: ({ search }) => ({ parts: search.parts }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    const parts = await queryClient.ensureQueryData(trpc.workouts.bodyParts.queryOptions());
    const bodyPartIds = bodyPartIdsOf(parts, splitNames(deps.parts));
    await queryClient.ensureQueryData(trpc.workouts.machines.queryOptions({ bodyPartIds }));
  },
  component: MachineStep,
});
