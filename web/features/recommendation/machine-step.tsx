import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { unknownEntryMessage } from '../../../server/features/catalogue/catalogue.shared';
import { trpc } from '../../lib/trpc';
import { gymNotice, gymPreselection, mergeGym } from '../user/preferences/preferences';
import { preferencesQuery, useUpdatePreferences } from '../user/preferences/use-preferences';
import { ChoiceCard, ChoiceGrid } from './choice-card';
import { bodyPartIdsOf } from './parts';
import { joinNames, splitNames, toggleName } from './search';
import { AnalysisOverlay, FailureModal } from './status-modals';
import { StepBar, StepLayout } from './step-layout';
import classes from './step-layout.module.css';
import { failureOf, useCreateRecommendation } from './use-create-recommendation';
import '../../ui/screen-styles';

const route = getRouteApi('/recommend/machine');

export function MachineStep() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: parts } = useSuspenseQuery(trpc.catalogue.bodyParts.queryOptions());
  const { data: preferences } = useSuspenseQuery(preferencesQuery());
  const partNames = splitNames(search.parts);
  const ids = bodyPartIdsOf(parts, partNames);
  const { data: listed } = useSuspenseQuery(trpc.catalogue.machines.queryOptions({ bodyPartIds: ids }));
  // The server lists every machine for an empty id list; no known part means no machine to offer.
  const machines = listed.filter((m) => m.bodyPartIds.some((id) => ids.includes(id)));
  const offeredIds = machines.map((m) => m.machineId);
  const byName = new Map(machines.map((m) => [m.koreanName, m.machineId]));
  // Until the member picks, the step starts from their saved gym (우리 헬스장). The URL keeps the picked
  // machines' names (a public address); the step works with their ids.
  const fromGym = gymPreselection(preferences.gymMachineIds, offeredIds);
  const selected = search.picked ? splitNames(search.machines).flatMap((name) => byName.get(name) ?? []) : fromGym;
  const selectedNames = machines.filter((m) => selected.includes(m.machineId)).map((m) => m.koreanName);
  const notice = gymNotice(preferences.gymMachineIds, fromGym, selected, search.picked === 1);
  const saveGym = useUpdatePreferences({ saved: '우리 헬스장으로 저장했어요', failed: '우리 헬스장을 저장하지 못했어요' });
  const create = useCreateRecommendation();
  // A part name the catalogue does not have (a hand-typed URL) is refused here, naming it, as the server would.
  const unknownPart = partNames.find((name) => !parts.some((p) => p.koreanName === name));
  const [refused, setRefused] = useState<string | null>(null);
  const failure = refused !== null ? { detail: refused } : create.isError ? failureOf(create.error) : null;

  const toggle = (name: string) =>
    void navigate({
      search: (prev) => ({ ...prev, machines: joinNames(toggleName(selectedNames, name)), picked: 1 as const }),
      replace: true,
      resetScroll: false,
    });
  const start = () => {
    // The failure modal of docs/product.md §8, as for a refusal by the server.
    if (unknownPart !== undefined) return setRefused(unknownEntryMessage('운동 부위', unknownPart));
    create.mutate({ bodyPartIds: ids, machineIds: selected, goal: preferences.goal, experience: preferences.experience });
  };

  return (
    <StepLayout
      step={2}
      onBackFallback={() => void navigate({ to: '/recommend/bodypart', search: { parts: search.parts } })}
      title="사용할 수 있는 기구를 골라 주세요"
      description={`${partNames.join('·')} 운동에 쓸 수 있는 기구예요. 고르지 않으면 모든 기구로 추천해 드려요.`}
      bar={
        <StepBar
          count={`${selected.length}개 기구 선택됨`}
          action={
            <Button size="lg" fullWidth onClick={start} disabled={create.isPending} px="md">
              {selected.length > 0 ? '추천 시작하기' : '기구 선택 없이 추천받기'}
            </Button>
          }
        />
      }
    >
      {machines.length > 0 && (
        // The save button takes a line of its own on a phone; the short link sits beside the text.
        <Group justify="space-between" wrap={notice.action === 'save' ? 'wrap' : 'nowrap'} gap="xs" mb="md" className={classes.gym}>
          <Text fz={14} fw={600} className={classes.gymText}>
            <IconBuildingStore size={18} aria-hidden />
            {notice.text}
          </Text>
          {notice.action === 'save' ? (
            <Button
              variant="light"
              size="compact-md"
              radius="xl"
              loading={saveGym.isPending}
              onClick={() => saveGym.mutate({ gymMachineIds: mergeGym(preferences.gymMachineIds, offeredIds, selected) })}
            >
              우리 헬스장으로 저장
            </Button>
          ) : (
            <Anchor component={Link} to="/mypage/gym" fz={14} fw={600} className={classes.gymLink}>
              {notice.action === 'create' ? '우리 헬스장 만들기' : '우리 헬스장 편집'}
            </Anchor>
          )}
        </Group>
      )}
      {machines.length > 0 ? (
        <ChoiceGrid label="기구">
          {machines.map((m) => (
            <ChoiceCard
              key={m.machineId}
              label={m.koreanName}
              imgPath={m.imgPath}
              selected={selected.includes(m.machineId)}
              onToggle={() => toggle(m.koreanName)}
            />
          ))}
        </ChoiceGrid>
      ) : (
        <Text c="dimmed" ta="center" py={48}>
          고른 부위에 맞는 기구 정보가 없어요.
        </Text>
      )}
      <AnalysisOverlay opened={create.isPending} />
      <FailureModal
        opened={failure !== null}
        detail={failure?.detail ?? null}
        onClose={() => {
          setRefused(null);
          create.reset();
        }}
      />
    </StepLayout>
  );
}
