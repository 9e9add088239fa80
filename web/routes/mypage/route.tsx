import { createFileRoute, Outlet } from '@tanstack/react-router';
import { HttpError } from '../../lib/errors';
import { tokenStore } from '../../lib/token-store';

export const Route = createFileRoute('/mypage')({
  // Logged out (no access token) → the 401 screen (docs/product.md §6). A token the server rejects
  // surfaces the same way through the user.me loaders below.
  beforeLoad: () => {
    if (!tokenStore.access()) throw new HttpError(401, '로그인이 필요한 페이지입니다');
  },
  component: Outlet,
});
