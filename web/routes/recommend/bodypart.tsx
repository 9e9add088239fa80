import { createFileRoute } from '@tanstack/react-router';
import { BodyPartStep } from '../../features/recommendation/body-part-step';
import { parsePartsSearch } from '../../features/recommendation/search';
import { preferencesQuery } from '../../features/user/preferences/use-preferences';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/recommend/bodypart')({
  head: () => pageTitle('운동 추천 · 부위 선택'),
  validateSearch: parsePartsSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(trpc.catalogue.bodyParts.queryOptions()), queryClient.ensureQueryData(preferencesQuery())]),
  component: BodyPartStep,
});
