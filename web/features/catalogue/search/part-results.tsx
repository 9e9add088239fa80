import { Button, Center } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpcClient } from '../../../lib/trpc';
import { ResultsView } from './results-view';
import { useLastResult } from './use-last-result';

// The search input pages by number, not cursor, so tRPC offers no infinite options; this key
// follows tRPC's own shape so `trpc.catalogue.search.pathFilter()` still reaches it.
export const partPagesOptions = (bodyPartId: number) => ({
  queryKey: [['catalogue', 'search'], { input: { bodyPartId }, type: 'infinite' }] as const,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    trpcClient.catalogue.search.query({ bodyPartId, page: pageParam }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last: { page: number; pageCount: number }) => (last.page < last.pageCount ? last.page + 1 : undefined),
});

/**
 * Tab mode: a body part's exercises (or all), twelve more at a time; the spec's pager is keyword-only.
 * The heading names the tab ('어깨 (15)', '전체 (154)'); the server lists the part's primary movers first.
 */
export function PartResults({ part, partName }: { part: number; partName: string }) {
  const query = useInfiniteQuery(partPagesOptions(part));
  const { data } = query;
  const current = useMemo(() => data && { heading: `${partName} (${data.pages[0]?.total ?? 0})`, items: data.pages.flatMap((p) => p.items) }, [data, partName]);
  const { result, loading } = useLastResult(current);
  const total = data?.pages[0]?.total ?? 0;

  const more = query.hasNextPage && !loading && (
    <Center mt="md">
      <Button variant="default" radius="xl" size="md" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        더 보기 ({result?.items.length ?? 0}/{total})
      </Button>
    </Center>
  );
  return <ResultsView loading={loading} shown={result} footer={more} />;
}
