import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { clock } from './format';
import { useActiveSession } from './session/session-sync';
import { useServerNow } from './session/use-now';

/** A workout going on (this device or another, or started here with no signal; not one finished here): where to go back to it. */
export function ResumeBanner() {
  const { session } = useActiveSession(false);
  if (!session) return null;
  return (
    <Paper radius="lg" p="sm" mb="lg" bg="brand.7" c="white" role="status">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fz={13} fw={600} c="brand.0">
            진행 중인 운동 · <Elapsed startedAt={session.startedAt} />
          </Text>
          <Text fw={700} truncate>
            {session.name}
          </Text>
        </div>
        <Button component={Link} to="/workout" variant="white" leftSection={<IconPlayerPlay size={16} />}>
          이어서 하기
        </Button>
      </Group>
    </Paper>
  );
}

function Elapsed({ startedAt }: { startedAt: number }) {
  const now = useServerNow(1000);
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{clock((now - startedAt) / 1000)}</span>;
}
