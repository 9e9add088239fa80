import { Button, Container, VisuallyHidden } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { SERVICES } from '../../lib/paths';
import { useUserStore } from '../../lib/user-store';
import { Logo } from '../logo';
import classes from './nav-bar.module.css';
import { UserMenu } from './user-menu';

export function NavBar() {
  const [scroll] = useWindowScroll();
  const isLogin = useUserStore((s) => s.isLogin);

  return (
    <header className={classes.header} data-scrolled={scroll.y > 0 || undefined}>
      <Container size="lg" className={classes.inner}>
        {/* Named by what it shows (WCAG 2.5.3), plus where it goes. */}
        <Link to="/" style={{ textDecoration: 'none' }}>
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
          <UserMenu />
        ) : (
          <Button component={Link} to="/login" variant="filled" size="sm">
            로그인
          </Button>
        )}
      </Container>
    </header>
  );
}
