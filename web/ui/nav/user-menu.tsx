import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLogout } from '../../features/auth/use-logout';
import { PATHS } from '../../lib/paths';
import { useUserStore } from '../../lib/user-store';
import '../screen-styles';

export function UserMenu() {
  const userName = useUserStore((s) => s.user?.userName);
  const navigate = useNavigate();
  const logout = useLogout();
  const go = (to: string) => () => void navigate({ to });

  return (
    <Menu position="bottom-end" width={180} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" c="var(--mantine-color-text)" size="sm" rightSection={<IconChevronDown size={16} />}>
          {userName ? `${userName}님` : '내 계정'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={go(PATHS.search)}>검색하기</Menu.Item>
        <Menu.Item onClick={go(PATHS.recommend)}>추천 받기</Menu.Item>
        <Menu.Item onClick={go(PATHS.mypage)}>내 운동</Menu.Item>
        <Menu.Item onClick={go('/mypage/profile')}>계정 정보 수정</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()} disabled={logout.isPending}>
          로그아웃
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
