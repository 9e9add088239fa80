// Pretendard (docs/product.md §1) loads once the first screen settles: up front, its 10–15 subset files held
// back the search page's largest picture by ~2 s under Lighthouse's mobile throttling.
import type { QueryClient } from '@tanstack/react-query';

const load = () => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

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

export function loadFontsWhenSettled(ready: Promise<unknown>, queryClient: QueryClient): void {
  const atTheLatest = new Promise((resolve) => setTimeout(resolve, 8000));
  const start = () => Promise.race([ready, atTheLatest]).finally(() => whenSettled(queryClient, 4000, () => void load()));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
