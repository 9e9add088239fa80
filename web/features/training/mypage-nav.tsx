import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import classes from './mypage-nav.module.css';
import { ResumeBanner } from './resume-banner';

const LINKS = [
  { label: '루틴', to: '/mypage' },
  { label: '기록', to: '/mypage/history' },
  { label: '성장', to: '/mypage/progress' },
  { label: '몸 기록', to: '/mypage/body' },
  { label: '우리 헬스장', to: '/mypage/gym' },
  { label: '내 장비', to: '/mypage/equipment' },
] as const;

export type MypageSection = (typeof LINKS)[number]['to'];

/** /mypage's sections: routines, history, progress, body data, the saved gym and the member's equipment, as one row of pill links; above them, the workout going on. */
export function MypageNav({ current }: { current: MypageSection }) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls: the current section is brought into it (the page itself does not move).
  useLayoutEffect(() => {
    const reveal = () => {
      const row = list.current;
      const link = row?.querySelector<HTMLElement>(`a[href="${current}"]`);
      if (!row || !link) return;
      const overflow = link.getBoundingClientRect().right - row.getBoundingClientRect().right;
      if (overflow > 0) row.scrollLeft += overflow + 16;
    };
    reveal();
    // The web font widens the pills once it has loaded.
    void document.fonts.ready.then(reveal);
  }, [current]);
  return (
    <>
      <ResumeBanner />
      <nav aria-label="내 운동 메뉴" className={classes.nav}>
        <ul ref={list} className={classes.list}>
          {LINKS.map((l) => (
            <li key={l.to}>
              {/* The section is the page's own, not the router's prefix match ('/mypage' would mark every section). */}
              <Link
                to={l.to}
                className={classes.link}
                activeOptions={{ exact: true, includeSearch: false }}
                activeProps={{}}
                aria-current={l.to === current ? 'page' : undefined}
                data-current={l.to === current || undefined}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
