import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SearchPage } from '../features/search/search-page';
import { SEARCH_DEFAULTS, SearchParamsSchema } from '../features/search/search-params';

export const Route = createFileRoute('/searchworkout')({
  validateSearch: SearchParamsSchema,
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.workouts.bodyParts.queryOptions()),
  component: SearchPage,
});
