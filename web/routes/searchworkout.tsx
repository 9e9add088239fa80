import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SearchPage } from '../features/search/search-page';
import { SEARCH_DEFAULTS, SearchParamsSchema } from '../features/search/search-params';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/searchworkout')({
  head: () => pageTitle('운동 검색'),
  validateSearch: SearchParamsSchema,
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.workouts.bodyParts.queryOptions()),
  component: SearchPage,
});
