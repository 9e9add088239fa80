import { Button, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconListCheck, IconSearch, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PATHS } from '../../../lib/paths';
import { useUserStore } from '../../../lib/user-store';
import '../../../ui/screen-styles';

const SHORTCUTS: { icon: ReactNode; title: string; text: string; to: string }[] = [
  { icon: <IconSparkles size={22} />, title: '운동 추천받기', text: '부위와 기구를 고르면 AI가 추천해요', to: PATHS.recommend },
  { icon: <IconSearch size={22} />, title: '운동 검색하기', text: '궁금한 운동을 찾아보세요', to: PATHS.search },
  { icon: <IconListCheck size={22} />, title: '내 루틴 관리하기', text: '나만의 운동 루틴을 만들어요', to: PATHS.mypage },
];

export function SignupComplete() {
  const userName = useUserStore((s) => s.user?.userName);
  return (
    <Container size={560} px="md" py={{ base: 40, sm: 72 }}>
      <Stack align="center" ta="center" gap="sm" mb={36}>
        <IconCircleCheckFilled size={64} color="var(--ffm-accent)" aria-hidden />
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {userName ? `${userName}님, 환영해요!` : '환영해요!'}
        </Title>
        <Text c="dimmed">회원가입이 끝났어요. 이제 핏포미와 함께 운동을 시작해 볼까요?</Text>
      </Stack>
      <SimpleGrid cols={1} spacing="sm">
        {SHORTCUTS.map((s) => (
          <UnstyledButton key={s.to} component={Link} to={s.to}>
            <Paper withBorder radius="lg" p="md" style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <ThemeIcon size={44} radius="md" variant="light">
                {s.icon}
              </ThemeIcon>
              <div style={{ textAlign: 'left' }}>
                <Text fw={700}>{s.title}</Text>
                <Text fz={14} c="dimmed">
                  {s.text}
                </Text>
              </div>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Button component={Link} to="/" size="lg" fullWidth mt="xl">
        홈으로
      </Button>
    </Container>
  );
}
