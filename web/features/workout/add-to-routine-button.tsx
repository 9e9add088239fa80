import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';

// SPEC §2: the button only announces that the feature is unfinished; the routines issue replaces this.
export function AddToRoutineButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="md" radius="xl" leftSection={<IconPlus size={18} />} onClick={open}>
        루틴에 추가
      </Button>
      <Modal opened={opened} onClose={close} title="알림" centered size="sm" radius="lg">
        <Stack gap="lg">
          <Text>수정 중인 기능입니다!</Text>
          <Button fullWidth onClick={close} data-autofocus>
            확인
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
