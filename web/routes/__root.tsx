import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { AppUpdate } from '../features/app-update/app-update';
import { InstallHint } from '../features/install/install-hint';
import { OfflineNotice } from '../features/offline/offline-notice';
import { AddToRoutineProvider } from '../features/routines/add-to-routine/add-to-routine-provider';
import { tokenStore } from '../lib/token-store';
import { userStore, useUserStore } from '../lib/user-store';
import { NavBar } from '../ui/nav/nav-bar';
import { TabBar } from '../ui/nav/tab-bar';
import '../ui/phone.css';
import { DocumentTitle } from '../ui/shell/document-title';
import { ErrorScreen } from '../ui/shell/error-screen';
import { Footer } from '../ui/shell/footer';
import { ScrollTopButton } from '../ui/shell/scroll-top-button';

// Loaders import the tRPC client themselves (it loads with their split chunks, not with the app).
export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on every navigation: docs/product.md §2 re-checks the login state on each route change.
  beforeLoad: () => userStore.checkLogin(tokenStore.access() !== null),
  component: RootLayout,
  notFoundComponent: () => <ErrorScreen kind="notFound" />,
});

// Keeping the member's details in sync needs the tRPC client; a visitor's first load does without both.
const SessionSync = lazy(() => import('../features/auth/use-session-sync').then((m) => ({ default: m.SessionSync })));
const OutboxReplayer = lazy(() => import('../offline/outbox/outbox-replayer').then((m) => ({ default: m.OutboxReplayer })));

function RootLayout() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const isLogin = useUserStore((s) => s.isLogin);
  // Gym mode (ADR 011): the training session in progress is a full-screen phone screen (its own header, its rest timer docked
  // at the bottom), without the nav bar, the footer and the bottom tab bar.
  const fullScreen = pathname === '/workout' || pathname === '/workout/';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at the top; the path is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <AddToRoutineProvider>
      {isLogin && (
        <Suspense fallback={null}>
          <SessionSync />
          <OutboxReplayer />
        </Suspense>
      )}
      <DocumentTitle />
      <AppUpdate />
      <OfflineNotice />
      {!fullScreen && <NavBar />}
      <main style={{ minHeight: fullScreen ? '100dvh' : 'calc(100dvh - 6.4rem)' }}>
        <Outlet />
      </main>
      {!fullScreen && <Footer />}
      {!fullScreen && <ScrollTopButton />}
      {!fullScreen && <TabBar />}
      {!fullScreen && <InstallHint />}
    </AddToRoutineProvider>
  );
}
