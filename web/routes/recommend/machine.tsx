import { createFileRoute, redirect } from '@tanstack/react-router';
import { MachineStep } from '../../features/recommendation/machine-step';
import { bodyPartIdsOf } from '../../features/recommendation/parts';
import { parseStepSearch, splitNames } from '../../features/recommendation/search';
import { preferencesQuery } from '../../features/user/preferences/use-preferences';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/recommend/machine')({
  head: () => pageTitle('운동 추천 · 기구 선택'),
  validateSearch: parseStepSearch,
  // Reached without body parts (a hand-typed or stale URL): start the flow over.
  beforeLoad: ({ search }) => {
    if (!search.parts) throw redirect({ to: '/recommend/bodypart', replace: true });
  },
  loaderDeps: ({ search }) => ({ parts: search.parts }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [parts] = await Promise.all([queryClient.ensureQueryData(trpc.catalogue.bodyParts.queryOptions()), queryClient.ensureQueryData(preferencesQuery())]);
    const bodyPartIds = bodyPartIdsOf(parts, splitNames(deps.parts));
    await queryClient.ensureQueryData(trpc.catalogue.machines.queryOptions({ bodyPartIds }));
  },
  component: MachineStep,
});
