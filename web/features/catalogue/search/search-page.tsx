import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { BodyPartTabs } from './body-part-tabs';
import { KeywordResults } from './keyword-results';
import { PartResults } from './part-results';
import { SearchPanel, type SearchTrigger } from './search-panel';
import type { SearchParams } from './search-params';
import '../../../ui/screen-styles';

const route = getRouteApi('/searchworkout');

export function SearchPage() {
  const { keyword, part, page } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: parts } = useSuspenseQuery(trpc.catalogue.bodyParts.queryOptions());
  const [focusPanel, setFocusPanel] = useState(false);

  const panelOpen = keyword !== undefined;
  const term = keyword?.trim() ?? '';
  const activePart = parts.some((p) => p.bodyPartId === part) ? part : 0;

  const update = useCallback(
    (next: Partial<SearchParams>, replace = false) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace }),
    [navigate],
  );
  const changePage = useCallback(
    (next: number) => {
      update({ page: next });
      window.scrollTo({ top: 0 });
    },
    [update],
  );

  // docs/product.md §2: toggling clears the keyword (and focuses the field); a search resets to page 1 and 전체.
  const togglePanel = () => {
    setFocusPanel(!panelOpen);
    update({ keyword: panelOpen ? undefined : '', page: 1 });
  };
  const search = (next: string, trigger: SearchTrigger) => update({ keyword: next, part: 0, page: 1 }, trigger === 'typing');

  return (
    <Container size="lg" py={{ base: 28, sm: 48 }}>
      <Stack gap={28}>
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Text fz={14} fw={700} c="var(--ffm-brand-text)" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              fit for me
            </Text>
            <Title order={1} fz={{ base: 28, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
              운동 검색
            </Title>
          </div>
          <Button
            variant={panelOpen ? 'light' : 'filled'}
            radius="xl"
            size="md"
            leftSection={panelOpen ? <IconX size={18} /> : <IconSearch size={18} />}
            aria-expanded={panelOpen}
            aria-controls="search-panel"
            onClick={togglePanel}
          >
            운동 이름으로 검색
          </Button>
        </Group>
        {panelOpen && (
          <div id="search-panel">
            <SearchPanel keyword={keyword} autoFocus={focusPanel} onSearch={search} />
          </div>
        )}
        <BodyPartTabs parts={parts} value={activePart} onChange={(id) => update({ part: id, page: 1 })}>
          {term ? (
            <KeywordResults
              term={term}
              part={activePart}
              page={page}
              parts={parts}
              onPage={changePage}
              onSearch={(next) => search(next, 'submit')}
              onBrowsePart={(id) => update({ keyword: '', part: id, page: 1 })}
            />
          ) : (
            <PartResults part={activePart} partName={parts.find((p) => p.bodyPartId === activePart)?.koreanName ?? '전체'} />
          )}
        </BodyPartTabs>
      </Stack>
    </Container>
  );
}
