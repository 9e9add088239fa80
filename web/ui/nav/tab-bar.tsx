import { type Icon, IconHome, IconListCheck, IconSearch, IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { PATHS } from '../../lib/paths';
import classes from './tab-bar.module.css';

type Tab = { label: string; to: string; icon: Icon; current: (pathname: string) => boolean };

const TABS: Tab[] = [
  { label: '홈', to: '/', icon: IconHome, current: (p) => p === '/' },
  { label: '검색하기', to: PATHS.search, icon: IconSearch, current: (p) => p.startsWith('/searchworkout') || p.startsWith('/workoutdetail') },
  { label: '추천받기', to: PATHS.recommend, icon: IconSparkles, current: (p) => p.startsWith('/recommend') },
  // Logged out, the login-required screen answers (as the nav bar's link).
  { label: '내 운동', to: PATHS.mypage, icon: IconListCheck, current: (p) => p.startsWith('/mypage') },
];

/** ADR 006: below the nav bar's breakpoint, where its links are hidden. */
export function TabBar() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <>
      {/* Keeps the end of every page (the footer) scrollable above the bar. */}
      <div className={classes.spacer} aria-hidden="true" />
      <nav className={classes.bar} aria-label="주요 메뉴">
        <ul className={classes.list}>
          {TABS.map(({ label, to, icon: TabIcon, current }) => {
            const here = current(pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  className={classes.tab}
                  activeOptions={{ exact: true, includeSearch: false }}
                  aria-current={here ? 'page' : undefined}
                  data-current={here || undefined}
                >
                  <TabIcon size={24} stroke={here ? 2.2 : 1.7} aria-hidden />
                  <span className={classes.label}>{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
