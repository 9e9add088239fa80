// Pretendard (docs/product.md §1's variable-weight font), loaded once the first screen has settled. A Korean page
// touches 10–15 of its ~35 KB subset files; fetched up front they compete with the page's own code, data
// and pictures on a phone's connection (on the search page they held back its largest picture by about
// two seconds under Lighthouse's mobile throttling). Until they arrive, text uses the phone's own Korean
// font (Apple SD Gothic Neo, Noto Sans KR: next in theme.ts's font stack); after the first visit they
// come from the cache at once.
import type { QueryClient } from '@tanstack/react-query';

const load = () => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

/** The page's data has arrived and its pictures are in (or `capMs` has passed). */
function whenSettled(queryClient: QueryClient, capMs: number, done: () => void): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    clearTimeout(cap);
    done();
  };
  const cap = setTimeout(finish, capMs);
  const check = () => {
    if (queryClient.isFetching() > 0) return;
    const pending = [...document.images].filter((img) => !img.complete);
    if (pending.length === 0) return finish();
    let left = pending.length;
    for (const img of pending) img.addEventListener('loadend' in img ? 'loadend' : 'load', () => --left === 0 && check(), { once: true });
    for (const img of pending) img.addEventListener('error', () => --left === 0 && check(), { once: true });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => queue());
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      check();
    }, 50);
  };
  queue();
}

/** Loads the web font after the page's load event, its first route and its data and pictures. */
export function loadFontsWhenSettled(ready: Promise<unknown>, queryClient: QueryClient): void {
  const atTheLatest = new Promise((resolve) => setTimeout(resolve, 8000));
  const start = () => Promise.race([ready, atTheLatest]).finally(() => whenSettled(queryClient, 4000, () => void load()));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
