import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { loginSearchFor } from '../../features/auth/return-to';
import type { ErrorKind } from '../../lib/errors';
import { ErrorIllustration } from './error-illustration';

const CONTENT: Record<ErrorKind, { title: string; description: string; action: string; to: '/' | '/login' }> = {
  unauthorized: {
    title: '로그인이 필요한 페이지입니다',
    description: '로그인하면 나만의 운동 루틴과 맞춤 추천을 이용할 수 있어요.',
    action: '로그인하러 가기',
    to: '/login',
  },
  notFound: {
    title: '존재하지 않는 페이지입니다',
    description: '주소가 바뀌었거나 서버에 연결할 수 없어요.',
    action: '홈으로',
    to: '/',
  },
  unexpected: {
    title: '예상치못한 오류가 발생했습니다',
    description: '잠시 후 다시 시도해 주세요.',
    action: '홈으로',
    to: '/',
  },
};

export function ErrorScreen({ kind }: { kind: ErrorKind }) {
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  const c = CONTENT[kind];

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <ErrorIllustration />
        <Title order={1} fz={26}>
          {c.title}
        </Title>
        <Text c="dimmed">{c.description}</Text>
        <Group mt="md" gap="sm" justify="center">
          <Button variant="default" size="md" onClick={() => router.history.back()}>
            돌아가기
          </Button>
          {c.to === '/login' ? (
            // The login comes back here afterwards (web/features/auth/return-to.ts).
            <Button renderRoot={(props) => <Link {...props} to="/login" search={loginSearchFor(href)} />} size="md">
              {c.action}
            </Button>
          ) : (
            <Button component={Link} to={c.to} size="md">
              {c.action}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
