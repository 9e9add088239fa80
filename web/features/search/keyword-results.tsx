import { Center, Pagination } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { ResultsView } from './results-view';
import { useLastResult } from './use-last-result';

type Props = { term: string; part: number; page: number; onPage: (page: number) => void };

/** Keyword mode: one page of 12 at a time with a pager (docs/product.md §2). */
export function KeywordResults({ term, part, page, onPage }: Props) {
  const { data } = useQuery(trpc.catalogue.search.queryOptions({ keyword: term, bodyPartId: part, page }));
  const current = useMemo(() => data && { heading: `'${term}' 검색 결과 ${data.total}개를 찾았어요`, ...data }, [data, term]);
  const { result, loading } = useLastResult(current);

  // A page past the end (an old link, fewer results now) goes to the last page instead of an empty one.
  const pageCount = data?.pageCount ?? 0;
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) onPage(pageCount);
  }, [page, pageCount, onPage]);

  const pager = result && result.pageCount > 1 && (
    <Center component="nav" aria-label="검색 결과 페이지" mt="md">
      <Pagination
        total={result.pageCount}
        value={Math.min(page, result.pageCount)}
        onChange={onPage}
        radius="xl"
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? '이전 페이지' : '다음 페이지' })}
        getItemProps={(p) => ({ 'aria-label': `${p}페이지` })}
      />
    </Center>
  );
  return <ResultsView loading={loading} shown={result} footer={pager} />;
}
