import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { tokenStore } from '../../lib/token-store';

export const Route = createFileRoute('/recommend')({
  // docs/product.md §6: recommendation actions send logged-out visitors to the login page. A token the server
  // rejects surfaces through the loaders' calls (refresh, else the login-required screen).
  beforeLoad: () => {
    if (!tokenStore.access()) throw redirect({ to: '/login', replace: true });
  },
  component: Outlet,
});
