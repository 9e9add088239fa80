import { ActionIcon, Badge, Container, Group, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';

// The routines screen arrives with the routines issue; for now /mypage shows who is logged in
// and proves the 401 guard.
export const Route = createFileRoute('/mypage/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.myfit.userInfo.queryOptions()),
  component: MyPage,
});

function MyPage() {
  const { trpc } = Route.useRouteContext();
  const { data: info } = useSuspenseQuery(trpc.myfit.userInfo.queryOptions());
  return (
    <Container size="lg" py={48}>
      <Title order={1} fz={28}>
        나의 루틴
      </Title>
      <Group gap={6} mt="sm">
        <Text fz={18} fw={600}>
          {info.userName}님
        </Text>
        <ActionIcon component={Link} to="/mypage/profile" variant="subtle" color="gray" aria-label="회원 정보 수정">
          <IconPencil size={18} />
        </ActionIcon>
        {info.bodyFigureLabel && (
          <Badge variant="light" size="lg" radius="sm">
            {info.bodyFigureLabel}
          </Badge>
        )}
      </Group>
    </Container>
  );
}
