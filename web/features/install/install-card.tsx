// The hint's card, above the bottom tabs (a lazy chunk: docs/decisions/019). Android: Chrome's own install
// dialog behind '설치'. iOS Safari has no such dialog: the card says where to tap.
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { dismissInstallHint, promptInstall } from './install-store';

export function InstallCard({ kind }: { kind: 'android' | 'ios' }) {
  return (
    <Paper
      component="section"
      aria-label="앱 설치 안내"
      shadow="md"
      radius="lg"
      withBorder
      p="sm"
      style={{
        position: 'fixed',
        left: 12,
        right: 12,
        bottom: 'calc(var(--ffm-tab-bar-space, 0px) + 12px)',
        maxWidth: 480,
        margin: '0 auto',
        zIndex: 150,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} style={{ borderRadius: 10, flex: 'none' }} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fz={15} fw={600} lh={1.35}>
            홈 화면에 핏포미를 추가하면 앱처럼 쓸 수 있어요
          </Text>
          {kind === 'ios' && (
            <Text fz={14} c="dimmed" mt={2}>
              공유 버튼 → 홈 화면에 추가
            </Text>
          )}
        </div>
        {kind === 'android' && (
          <Button h={44} radius="xl" onClick={() => void promptInstall()}>
            설치
          </Button>
        )}
        <ActionIcon variant="subtle" color="gray" size={44} aria-label="설치 안내 닫기" onClick={dismissInstallHint}>
          <IconX size={20} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
