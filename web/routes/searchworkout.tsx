import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SearchPage } from '../features/search/search-page';
import { parseSearchParams, SEARCH_DEFAULTS } from '../features/search/search-params';
import { pageTitle } from '../lib/page-title';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/searchworkout')({
  head: () => pageTitle('운동 검색'),
  validateSearch: parseSearchParams,
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(trpc.workouts.bodyParts.queryOptions()),
  component: SearchPage,
});
