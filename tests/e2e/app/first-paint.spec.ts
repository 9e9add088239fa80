// The home page paints before any script runs: it is rendered at build time into index.html
// (web/prerender.tsx), styled by the first-load stylesheet, and the app's first render replaces it with the
// same page, so nothing moves. Other pages are served with an empty root, never the home page's markup.
// Pretendard arrives later still (web/ui/fonts.ts), and its swap moves nothing either (web/ui/font-fallback.css).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MOBILE, webFontLoaded } from '../helpers/browser';

test.use({ viewport: MOBILE });

/** Sums the page's layout shifts (as CLS does, without those right after input); read it with the result. */
async function trackLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  test('with JavaScript off, the home page still shows its nav, hero and services at 390 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /AI 기반의 정확하고 빠른/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' })).toHaveCount(1);
    // Styled, not raw HTML: the hero's call to action is a filled brand-coloured button.
    await expect(page.getByRole('button', { name: /지금 시작하기/ })).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});

test('the page does not shift when the app takes over the pre-rendered home page (CLS < 0.01)', async ({ page }) => {
  const shift = await trackLayoutShift(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The font's swap belongs to the takeover: measured every time, not only when the machine is slow enough
  // for it to land before the total is read.
  await webFontLoaded(page);
  // The app is running: the home search field answers typing by showing its clear button.
  await page.getByLabel('운동 이름').fill('벤치');
  await expect(page.getByRole('button', { name: '검색어 지우기' })).toBeVisible();
  expect(await shift()).toBeLessThan(0.01);
});

test('Pretendard arriving while the visitor types in the search field below the first screen moves nothing (CLS < 0.01)', async ({ page }) => {
  const shift = await trackLayoutShift(page);
  // On a busy phone (or machine) the font comes in late, after the visitor has scrolled down and started
  // typing; here its stylesheet is held until then. Swapped from the unscaled system font, it re-wrapped the
  // service cards above the field and the field jumped 26 px (a shift of 0.09).
  const fontCss = /pretendardvariable-dynamic-subset[^/]*\.css$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(fontCss, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(fontCss);
  await page.goto('/');
  // Asked for once the app runs and its first screen has settled (web/ui/fonts.ts).
  await asked;
  await page.getByLabel('운동 이름').fill('벤치');
  await expect(page.getByRole('button', { name: '검색어 지우기' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  release();
  await webFontLoaded(page);
  expect(await shift()).toBeLessThan(0.01);
});

test("'/' is served pre-rendered; other pages get the shell only (no flash of the home page) and preload their own chunks", async ({ request }) => {
  const html = async (path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const home = await html('/');
  expect(home).toContain('data-prerendered="home"');
  expect(home).toContain('어떤 운동이 궁금하세요?');
  for (const path of ['/login', '/searchworkout', '/mypage', '/workoutdetail/3', '/no-such-page']) {
    const page = await html(path);
    expect(page, path).toContain('data-prerendered="shell"');
    expect(page, path).toContain('주요 서비스'); // the nav
    expect(page, path).not.toContain('어떤 운동이 궁금하세요?');
  }
  // A route's page names its own chunks, and they exist; an unknown path names none.
  const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const entryPreloads = new Set(preloads(home));
  const search = preloads(await html('/searchworkout')).filter((href) => !entryPreloads.has(href));
  expect(search.length).toBeGreaterThan(0);
  for (const href of search) expect((await request.get(href)).status(), href).toBe(200);
  expect(preloads(await html('/workoutdetail/3')).filter((href) => !entryPreloads.has(href)).length).toBeGreaterThan(0);
  expect(preloads(await html('/no-such-page')).filter((href) => !entryPreloads.has(href))).toEqual([]);
});

test('on another page, the pre-rendered shell is replaced by the app without a shift', async ({ page }) => {
  const shift = await trackLayoutShift(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await webFontLoaded(page);
  expect(await shift()).toBeLessThan(0.05);
});
