import { Anchor, Button, Center, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { josa } from '../../../../server/common/korean.shared';
import type { BodyPart } from '../../../../server/features/catalogue/catalogue.shared';
import { trpc } from '../../../lib/trpc';
import { ResultsView } from './results-view';
import { useLastResult } from './use-last-result';

type Props = {
  term: string;
  part: number;
  page: number;
  parts: readonly BodyPart[];
  onPage: (page: number) => void;
  /** Search for another keyword (the '혹시 …' suggestion). */
  onSearch: (keyword: string) => void;
  /** Leave the keyword for a body part's tab. */
  onBrowsePart: (bodyPartId: number) => void;
};

/** The heading: how many were found, or that nothing was (docs/decisions/029-search-finds-what-people-type.md). */
const keywordHeading = (term: string, total: number) => (total === 0 ? `'${term}'에 맞는 운동이 없어요` : `'${term}' 검색 결과 ${total}개를 찾았어요`);

/** '혹시 '스쿼트'를 찾으셨나요?': the particle follows the name's last sound. */
const suggestionText = (suggestion: string) => `혹시 '${suggestion}'${josa(suggestion, '을/를').slice(suggestion.length)} 찾으셨나요?`;

/** Keyword mode: one page of 12 at a time with a pager (docs/product.md §2). */
export function KeywordResults({ term, part, page, parts, onPage, onSearch, onBrowsePart }: Props) {
  const { data } = useQuery(trpc.catalogue.search.queryOptions({ keyword: term, bodyPartId: part, page }));
  const current = useMemo(() => data && { heading: keywordHeading(term, data.total), ...data }, [data, term]);
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
        getItemProps={(p) => ({ 'aria-label': `${p} 페이지` })}
      />
    </Center>
  );
  const named = result ? parts.filter((p) => result.matchedBodyPartIds.includes(p.bodyPartId)) : [];
  const notice = result && (result.suggestion || named.length > 0) && (
    <Stack gap={4}>
      {result.suggestion && (
        <Text fz={16}>
          <Anchor component="button" type="button" fz={16} fw={700} onClick={() => onSearch(result.suggestion!)}>
            {suggestionText(result.suggestion)}
          </Anchor>
        </Text>
      )}
      {named.length > 0 && (
        <Text fz={15} c="dimmed">
          {named.map((p) => p.koreanName).join('·')} 부위 운동을 함께 보여 드려요
        </Text>
      )}
    </Stack>
  );
  const empty = (
    <Stack gap="sm" py={24}>
      <Text fz={15} c="dimmed">
        다른 이름이나 줄임말, 초성(ㅅㅋㅌ)으로 다시 검색하거나 부위별로 둘러보세요.
      </Text>
      <Group gap={8} role="group" aria-label="부위별로 둘러보기">
        {parts.map((p) => (
          <Button key={p.bodyPartId} variant="default" radius="xl" size="sm" onClick={() => onBrowsePart(p.bodyPartId)}>
            {p.koreanName}
          </Button>
        ))}
      </Group>
    </Stack>
  );
  return <ResultsView loading={loading} shown={result} notice={notice} empty={empty} footer={pager} />;
}
