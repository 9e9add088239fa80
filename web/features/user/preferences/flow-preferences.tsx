import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GoalExperienceFields } from './goal-experience-fields';
import { preferenceSummary } from './preferences';
import classes from './preferences.module.css';
import { preferencesQuery, useUpdatePreferences } from './use-preferences';

/**
 * The recommendation flow's 목표·경험, at its start: the saved answers as one line, opened to change
 * them. A change is saved as it is made (the member answers once); the machine step sends them with the request.
 * Opened from the start while nothing is saved yet.
 */
export function FlowPreferences() {
  const id = useId();
  const { data: preferences } = useSuspenseQuery(preferencesQuery());
  const update = useUpdatePreferences({ failed: '목표와 경험을 저장하지 못했어요' });
  const summary = preferenceSummary(preferences);
  const [open, setOpen] = useState(summary === null);

  return (
    <Paper component="section" aria-labelledby={`${id}-title`} radius="lg" p="md" className={classes.flow}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Title id={`${id}-title`} order={2} fz={16}>
            목표·경험
          </Title>
          <Text fz={14} c="dimmed" mt={2}>
            {summary ?? '고르면 추천이 더 잘 맞아요 (선택)'}
          </Text>
        </div>
        <Button variant="light" size="compact-md" radius="xl" aria-expanded={open} aria-controls={`${id}-fields`} onClick={() => setOpen((o) => !o)}>
          {open ? '접기' : '바꾸기'}
        </Button>
      </Group>
      <div id={`${id}-fields`} hidden={!open}>
        <Stack gap="md" mt="md">
          <GoalExperienceFields value={preferences} onChange={(change) => update.mutate(change)} />
          <Text fz={13} c="dimmed">
            고른 답은 저장되어 다음 추천에도 그대로 쓰여요.
          </Text>
        </Stack>
      </div>
    </Paper>
  );
}
