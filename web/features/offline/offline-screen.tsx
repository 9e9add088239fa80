import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { ErrorIllustration } from '../../ui/shell/error-illustration';

/**
 * A page whose data never reached this device, opened without a connection (docs/decisions/017-offline-data.md):
 * instead of an error, what happened and what still works. '다시 시도' loads the page again once back online.
 */
export function OfflineScreen() {
  const router = useRouter();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <ErrorIllustration />
        <Title order={1} fz={26}>
          인터넷에 연결되어 있지 않아요
        </Title>
        <Text c="dimmed">이 화면은 아직 이 기기에 저장되지 않았어요. 연결되면 다시 시도해 주세요.</Text>
        <Group mt="md" gap="sm" justify="center">
          <Button variant="default" size="md" onClick={() => void router.invalidate()}>
            다시 시도
          </Button>
          <Button component={Link} to="/" size="md">
            홈으로
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
