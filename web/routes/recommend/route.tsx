import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loginSearchFor } from '../../features/auth/return-to';
import { tokenStore } from '../../lib/token-store';

export const Route = createFileRoute('/recommend')({
  // docs/product.md §6: recommendation actions send logged-out visitors to the login page. A token the server
  // rejects surfaces through the loaders' calls (refresh, else the login-required screen).
  // The login comes back to the page afterwards (web/features/auth/return-to.ts).
  beforeLoad: ({ location }) => {
    if (!tokenStore.access()) throw redirect({ to: '/login', replace: true, search: loginSearchFor(location.href) });
  },
  component: Outlet,
});
