import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSessionSync } from '../features/auth/use-session-sync';
import { AddToRoutineProvider } from '../features/routines/add-to-routine/add-to-routine-provider';
import { tokenStore } from '../lib/token-store';
import type { Trpc } from '../lib/trpc';
import { userStore } from '../lib/user-store';
import { NavBar } from '../ui/nav/nav-bar';
import { DocumentTitle } from '../ui/shell/document-title';
import { ErrorScreen } from '../ui/shell/error-screen';
import { Footer } from '../ui/shell/footer';
import { ScrollTopButton } from '../ui/shell/scroll-top-button';

export type RouterContext = { queryClient: QueryClient; trpc: Trpc };

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on every navigation: SPEC §2 re-checks the login state on each route change.
  beforeLoad: () => userStore.checkLogin(tokenStore.access() !== null),
  component: RootLayout,
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
});

function RootLayout() {
  const pathname = useLocation({ select: (l) => l.pathname });
  useSessionSync();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <AddToRoutineProvider>
      <DocumentTitle />
      <NavBar />
      <main style={{ minHeight: 'calc(100dvh - 6.4rem)' }}>
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
    </AddToRoutineProvider>
  );
}
