import { Button, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { FlowPreferences } from '../user/preferences/flow-preferences';
import { ChoiceCard, ChoiceGrid } from './choice-card';
import { joinNames, splitNames, toggleName } from './search';
import { StepBar, StepLayout } from './step-layout';
import '../../ui/screen-styles';

// docs/product.md §9: the first six body parts form the upper-body group.
const UPPER_COUNT = 6;

const route = getRouteApi('/recommend/bodypart');

export function BodyPartStep() {
  const { data: parts } = useSuspenseQuery(trpc.catalogue.bodyParts.queryOptions());
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const known = new Set(parts.map((p) => p.koreanName));
  const selected = splitNames(search.parts).filter((name) => known.has(name));

  // The choice lives in the URL (replacing the entry, keeping the scroll), so returning from step 2 shows it again.
  const toggle = (name: string) => void navigate({ search: { parts: joinNames(toggleName(selected, name)) }, replace: true, resetScroll: false });
  const next = () => void navigate({ to: '/recommend/machine', search: { parts: joinNames(selected) } });

  const groups = [
    { title: '상체', items: parts.slice(0, UPPER_COUNT) },
    { title: '하체', items: parts.slice(UPPER_COUNT) },
  ];

  return (
    <StepLayout
      step={1}
      onBackFallback={() => void navigate({ to: '/' })}
      title="어느 부위를 추천받고 싶으세요?"
      description="운동하고 싶은 부위를 모두 골라 주세요. 큰 근육을 쓰는 주 운동부터, 나머지는 고른 순서대로 추천해 드려요."
      bar={
        <StepBar
          count={`${selected.length}개 부위 선택됨`}
          action={
            <Button size="lg" fullWidth disabled={selected.length === 0} onClick={next}>
              다음
            </Button>
          }
        />
      }
    >
      <Stack gap={32}>
        <FlowPreferences />
        {groups.map((g) => (
          <section key={g.title} aria-label={g.title}>
            <Title order={2} fz={18} mb="sm">
              {g.title}
            </Title>
            <ChoiceGrid label={`${g.title} 부위`}>
              {g.items.map((p) => (
                <ChoiceCard
                  key={p.bodyPartId}
                  label={p.koreanName}
                  imgPath={p.imgPath}
                  selected={selected.includes(p.koreanName)}
                  onToggle={() => toggle(p.koreanName)}
                />
              ))}
            </ChoiceGrid>
          </section>
        ))}
      </Stack>
    </StepLayout>
  );
}
