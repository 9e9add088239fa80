import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { gymNotice, gymPreselection, mergeGym } from '../preferences/preferences';
import { preferencesQuery, useUpdatePreferences } from '../preferences/use-preferences';
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
  const { data: parts } = useSuspenseQuery(trpc.workouts.bodyParts.queryOptions());
  const { data: preferences } = useSuspenseQuery(preferencesQuery());
  const partNames = splitNames(search.parts);
  const ids = bodyPartIdsOf(parts, partNames);
  const { data: listed } = useSuspenseQuery(trpc.workouts.machines.queryOptions({ bodyPartIds: ids }));
  // The server lists every machine for an empty id list; no known part means no machine to offer.
  const machines = listed.filter((m) => m.bodyPartIds.some((id) => ids.includes(id)));
  const offeredNames = machines.map((m) => m.koreanName);
  const offered = new Set(offeredNames);
  // Issue 13: until the member picks, the step starts from their saved gym (우리 헬스장).
  const fromGym = gymPreselection(preferences.gymMachines, offeredNames);
  const selected = search.picked ? splitNames(search.machines).filter((name) => offered.has(name)) : fromGym;
  const notice = gymNotice(preferences.gymMachines, fromGym, selected, search.picked === 1);
  const saveGym = useUpdatePreferences({ saved: '우리 헬스장으로 저장했어요', failed: '우리 헬스장을 저장하지 못했어요' });
  const create = useCreateRecommendation();
  const failure = create.isError ? failureOf(create.error) : null;

  const toggle = (name: string) =>
    void navigate({
      search: (prev) => ({ ...prev, machines: joinNames(toggleName(selected, name)), picked: 1 as const }),
      replace: true,
      resetScroll: false,
    });
  // Unknown part names are sent as they are: the server names them in its refusal (SPEC §8 modal).
  const start = () => create.mutate({ bodyPartKoreanName: partNames, machineKoreanName: selected, goal: preferences.goal, experience: preferences.experience });

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
              onClick={() => saveGym.mutate({ gymMachines: mergeGym(preferences.gymMachines, offeredNames, selected) })}
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
              selected={selected.includes(m.koreanName)}
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
      <FailureModal opened={failure !== null} detail={failure?.detail ?? null} onClose={() => create.reset()} />
    </StepLayout>
  );
}
