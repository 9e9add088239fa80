import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Preferences } from '../../../../server/features/user/preferences.shared';
import { GoalExperienceFields } from './goal-experience-fields';
import type { GoalExperience } from './preferences';
import { useUpdatePreferences } from './use-preferences';

/** The profile's 목표·경험: optional, saved on their own with a toast like the profile above. */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const id = useId();
  const update = useUpdatePreferences({ saved: '운동 목표와 경험을 저장했어요', failed: '운동 목표와 경험을 저장하지 못했어요' });
  const [draft, setDraft] = useState<GoalExperience | null>(null);
  const value = draft ?? { goal: preferences.goal, experience: preferences.experience };
  const changed = value.goal !== preferences.goal || value.experience !== preferences.experience;

  const save = () => update.mutate(value, { onSuccess: () => setDraft(null) });

  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title id={id} order={2} fz={20}>
            운동 목표와 경험
          </Title>
          <Text c="dimmed" fz={14} mt={4}>
            추천하는 운동과 횟수·세트·무게가 여기에 맞춰져요. 고르지 않으면 기본값으로 추천해요.
          </Text>
        </div>
        <GoalExperienceFields value={value} onChange={(change) => setDraft({ ...value, ...change })} />
        <Button size="lg" fullWidth variant="light" onClick={save} loading={update.isPending} disabled={!changed}>
          목표·경험 저장
        </Button>
      </Stack>
    </section>
  );
}
