import { Affix, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * A quiet banner at the top: the new version is there, and only the member's tap takes it (the page reloads).
 * Nothing here reloads by itself, so a workout in progress goes on until the member chooses (docs/decisions/016).
 */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  const [closed, setClosed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (closed) return null;
  return (
    <Affix position={{ top: 12, left: 12, right: 12 }} zIndex={1000}>
      <Paper role="status" aria-label="새 버전" shadow="md" radius="md" withBorder px="md" py={6} maw="38.8rem" mx="auto">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap">
            <Text size="sm">새 버전이 있어요</Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={reloading}
              onClick={() => {
                setReloading(true);
                onReload();
              }}
            >
              새로고침
            </Button>
          </Group>
          <CloseButton size="sm" aria-label="닫기" onClick={() => setClosed(true)} />
        </Group>
      </Paper>
    </Affix>
  );
}
