import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type NoticeProps = { opened: boolean; onClose: () => void; dismissible: boolean; icon?: ReactNode; title: string; children: ReactNode };

/** A centred notice with its title inside the body (Modal.Title still names the dialog). SPEC §2: at least
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

/** Shown while the recommendation is computed; it cannot be dismissed. */
export function AnalysisOverlay({ opened }: { opened: boolean }) {
  return (
    <NoticeModal opened={opened} onClose={() => {}} dismissible={false} icon={<Loader size="lg" type="dots" />} title="분석을 시작했어요">
      <Text c="dimmed">잠시만 기다려 주세요</Text>
    </NoticeModal>
  );
}

/** SPEC §8: the recommendation failure notice. */
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
