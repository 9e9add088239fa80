import { Button, Chip, Container, Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { StepBar } from '../../recommendation/step-layout';
import { MypageNav } from '../../training/mypage-nav';
import { filterMachines, sameMembers } from './preferences';
import classes from './preferences.module.css';
import { preferencesQuery, useUpdatePreferences } from './use-preferences';
import '../../../ui/screen-styles';

/** Every machine of the catalogue (an empty part list lists them all). */
export const allMachinesQuery = () => trpc.catalogue.machines.queryOptions({ bodyPartIds: [] });

/** 우리 헬스장: the machines of the member's gym, saved once; the recommendation's machine step starts from them. */
export function GymPage() {
  const { data: machines } = useSuspenseQuery(allMachinesQuery());
  const { data: preferences } = useSuspenseQuery(preferencesQuery());
  const update = useUpdatePreferences({ saved: '우리 헬스장을 저장했어요', failed: '우리 헬스장을 저장하지 못했어요' });
  const [draft, setDraft] = useState<number[] | null>(null);
  const [query, setQuery] = useState('');
  const saved = preferences.gymMachineIds;
  const known = new Set(machines.map((m) => m.machineId));
  const selected = (draft ?? saved ?? []).filter((id) => known.has(id));
  const changed = saved === null ? selected.length > 0 : !sameMembers(selected, saved);
  const shown = filterMachines(machines, query);

  const save = () => update.mutate({ gymMachineIds: selected }, { onSuccess: () => setDraft(null) });

  return (
    <div className={classes.page}>
      <Container size="sm" py={{ base: 28, sm: 48 }} className={classes.body}>
        <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
          우리 헬스장
        </Title>
        <MypageNav current="/mypage/gym" />
        <Text fz={15} c="dimmed">
          다니는 헬스장에 있는 기구를 골라 저장해 두세요. 운동을 추천받을 때 이 기구들을 미리 골라 둘게요.
        </Text>
        <TextInput
          mt="lg"
          label="기구 찾기"
          placeholder="예: 레그 프레스"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        {/* Chip values are text: the machine ids as strings. */}
        <Chip.Group multiple value={selected.map(String)} onChange={(values) => setDraft(values.map(Number))}>
          <Group gap={8} mt="lg" role="group" aria-label="헬스장 기구">
            {shown.map((m) => (
              <Chip key={m.machineId} value={String(m.machineId)} size="md" classNames={{ label: classes.chip }}>
                {m.koreanName}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {shown.length === 0 && (
          <Text c="dimmed" ta="center" py={32}>
            '{query.trim()}'에 맞는 기구가 없어요
          </Text>
        )}
      </Container>
      <div className={classes.bar}>
        <Container size="sm">
          <StepBar
            count={`${selected.length}개 기구 선택됨`}
            action={
              <Button size="lg" fullWidth onClick={save} loading={update.isPending} disabled={!changed}>
                저장
              </Button>
            }
          />
        </Container>
      </div>
    </div>
  );
}
