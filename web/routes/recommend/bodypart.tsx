import { createFileRoute } from '@tanstack/react-router';
import { preferencesQuery } from '../../features/preferences/use-preferences';
import { BodyPartStep } from '../../features/recommend/body-part-step';
import { parsePartsSearch } from '../../features/recommend/search';
import { pageTitle } from '../../lib/page-title';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/recommend/bodypart')({
  head: () => pageTitle('운동 추천 · 부위 선택'),
  validateSearch: parsePartsSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(trpc.catalogue.bodyParts.queryOptions()), queryClient.ensureQueryData(preferencesQuery())]),
  component: BodyPartStep,
});
