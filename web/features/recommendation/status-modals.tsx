import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

type NoticeProps = { opened: boolean; onClose: () => void; dismissible: boolean; icon?: ReactNode; title: string; children: ReactNode };

/** A centred notice with its title inside the body (Modal.Title still names the dialog). docs/product.md §2: at least
 * 48rem wide where the screen allows, and the page cannot scroll while it is open. */
function NoticeModal({ opened, onClose, dismissible, icon, title, children }: NoticeProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} closeOnClickOutside={dismissible} closeOnEscape={dismissible} centered size={480} radius="lg" padding="xl">
      <Modal.Overlay backgroundOpacity={0.5} blur={3} />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" gap="sm" ta="center" py="sm">
            {icon}
            <Modal.Title fz={20} fw={700} mt={icon ? 'xs' : 0}>
              {title}
            </Modal.Title>
            {children}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Shown while the recommendation is computed or its result is fetched; it cannot be dismissed. */
export function AnalysisOverlay({ opened, title = '분석을 시작했어요' }: { opened: boolean; title?: string }) {
  return (
    <NoticeModal opened={opened} onClose={() => {}} dismissible={false} icon={<Loader size="lg" type="dots" />} title={title}>
      <Text c="dimmed">잠시만 기다려 주세요</Text>
    </NoticeModal>
  );
}

/** docs/product.md §8: the result could not be fetched even after the retry. Not dismissible: the page behind it is
 * empty, so the two buttons are the ways on. */
export function SlowNoticeModal({ retrying, onRetry, onHome }: { retrying: boolean; onRetry: () => void; onHome: () => void }) {
  return (
    <NoticeModal
      opened
      onClose={() => {}}
      dismissible={false}
      icon={<IconHourglassHigh size={44} stroke={1.6} color="var(--ffm-accent)" />}
      title="추천 시간이 예상보다 길어지고 있어요"
    >
      <Text>잠시 후 다시 시도해 주세요</Text>
      <Group grow w="100%" mt="md">
        <Button size="md" variant="default" onClick={onHome}>
          홈으로
        </Button>
        <Button size="md" onClick={onRetry} loading={retrying} data-autofocus>
          다시 시도
        </Button>
      </Group>
    </NoticeModal>
  );
}

/** docs/product.md §8: the recommendation failure notice. */
export function FailureModal({ opened, detail, onClose }: { opened: boolean; detail: string | null; onClose: () => void }) {
  // Keeps the text while the closing modal fades out (the error is already cleared by then).
  const [shown, setShown] = useState(detail);
  if (opened && detail !== shown) setShown(detail);
  return (
    <NoticeModal opened={opened} onClose={onClose} dismissible title="추천 중에 오류가 발생했어요">
      <Text>다른 조합으로 시도해주세요!</Text>
      {shown && (
        <Text fz={14} c="dimmed">
          {shown}
        </Text>
      )}
      <Button size="md" fullWidth mt="md" onClick={onClose} data-autofocus>
        확인
      </Button>
    </NoticeModal>
  );
}
