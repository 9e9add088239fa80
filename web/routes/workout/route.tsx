import { createFileRoute, Outlet } from '@tanstack/react-router';
import { HttpError } from '../../lib/errors';
import { tokenStore } from '../../lib/token-store';

export const Route = createFileRoute('/workout')({
  // Logged out → the login-required screen, as for /mypage.
  beforeLoad: () => {
    if (!tokenStore.access()) throw new HttpError(401, '로그인이 필요한 페이지입니다');
  },
  component: Outlet,
});
