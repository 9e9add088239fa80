import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { partPagesOptions } from '../features/catalogue/search/part-results';
import { SearchPage } from '../features/catalogue/search/search-page';
import { parseSearchParams, SEARCH_DEFAULTS } from '../features/catalogue/search/search-params';
import { pageTitle } from '../lib/page-title';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/searchworkout')({
  head: () => pageTitle('운동 검색'),
  validateSearch: parseSearchParams,
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  // No loaderDeps: a change of keyword, tab or page re-renders the page at once (it shows its own
  // loading state); the prefetch below matters for the first load.
  loader: ({ context: { queryClient }, location }) => {
    const { keyword, part, page } = parseSearchParams(location.search as Parameters<typeof parseSearchParams>[0]);
    const term = keyword?.trim() ?? '';
    const parts = queryClient.ensureQueryData(trpc.catalogue.bodyParts.queryOptions());
    // The results' request leaves now, instead of after the page's code has loaded; the page then finds
    // it in the cache. A separate request (next tick, so not batched with the body parts): a slow search
    // must not hold the page back, which shows its tabs and a skeleton meanwhile.
    setTimeout(() => {
      if (term) void queryClient.prefetchQuery(trpc.catalogue.search.queryOptions({ keyword: term, bodyPartId: part, page }));
      else void queryClient.prefetchInfiniteQuery(partPagesOptions(part));
    }, 0);
    return parts;
  },
  component: SearchPage,
});
