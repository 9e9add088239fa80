import { ActionIcon, Avatar, Badge, Group, Paper, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { RouterOutputs } from '../../lib/api-types';

type Props = { info: RouterOutputs['user']['summary']; routineCount: number };

/** docs/product.md §2: the member's name (pencil → profile), body-figure label and '{n}분할'. */
export function MemberHeader({ info, routineCount }: Props) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="md" wrap="nowrap">
        <Avatar size={56} radius="xl" color="brand" variant="light" fz={22} fw={700}>
          {info.userName.slice(0, 1)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Group gap={2} wrap="nowrap">
            <Text fz={{ base: 18, sm: 20 }} fw={700} truncate>
              {info.userName}님
            </Text>
            <ActionIcon component={Link} to="/mypage/profile" variant="subtle" color="gray" aria-label="회원 정보 수정">
              <IconPencil size={18} />
            </ActionIcon>
          </Group>
          <Group gap={6} mt={4}>
            {info.bodyFigureLabel && (
              <Badge variant="light" radius="sm" size="lg">
                {info.bodyFigureLabel}
              </Badge>
            )}
            {routineCount > 0 && (
              <Badge variant="outline" color="gray" radius="sm" size="lg">
                {routineCount}분할
              </Badge>
            )}
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
