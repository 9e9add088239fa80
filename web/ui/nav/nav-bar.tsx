import { Button, Container, VisuallyHidden } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SERVICES } from '../../lib/paths';
import { useUserStore } from '../../lib/user-store';
import { Logo } from '../logo';
import classes from './nav-bar.module.css';

// The account menu (a Mantine Menu on floating-ui) is only for members: visitors never download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

export function NavBar() {
  const [scroll] = useWindowScroll();
  const isLogin = useUserStore((s) => s.isLogin);

  return (
    <header className={classes.header} data-scrolled={scroll.y > 0 || undefined}>
      <Container size="lg" className={classes.inner}>
        {/* Named by what it shows (WCAG 2.5.3), plus where it goes. */}
        <Link to="/" className={classes.home}>
          <Logo />
          <VisuallyHidden> 홈</VisuallyHidden>
        </Link>
        <nav className={classes.links} aria-label="주요 서비스">
          {SERVICES.map((s) => (
            <Link key={s.to} to={s.to} className={classes.link}>
              {s.label}
            </Link>
          ))}
        </nav>
        {isLogin ? (
          <Suspense fallback={<UserMenuPlaceholder />}>
            <UserMenu />
          </Suspense>
        ) : (
          <Button component={Link} to="/login" variant="filled" size="sm">
            로그인
          </Button>
        )}
      </Container>
    </header>
  );
}

/** Same size as the menu's button while its code loads, so nothing moves. */
function UserMenuPlaceholder() {
  const userName = useUserStore((s) => s.user?.userName);
  return (
    <Button variant="subtle" color="gray" c="var(--mantine-color-text)" size="sm" disabled aria-hidden>
      {userName ? `${userName}님` : '내 계정'}
    </Button>
  );
}
