// The app opens with no signal after one online visit (docs/decisions/016-offline-app-shell.md): the service
// worker answers every page from its precache (its code, its styles) and the pictures from MEDIA_CACHE.
// "No signal" is real: the server is stopped, so the worker's own fetches fail too (checked below), not an
// emulation that only the page sees. The data on those pages offline is IndexedDB's job, not the worker's.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MEDIA_CACHE } from '../../web/lib/offline/cache-names';
import { launchBrowser, MOBILE, openPage } from './helpers/browser';
import { BENCH, exerciseId } from './helpers/gym';
import { memberAndPage } from './helpers/members';
import { startServer } from './helpers/server';
import type { E2eEnv } from './helpers/suite';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const env = {} as E2eEnv;
beforeAll(async () => {
  env.server = await startServer();
  env.browser = await launchBrowser();
});
afterAll(async () => {
  await env.browser?.close();
  await env.server?.stop();
});

/** Waits until the service worker controls the page (its first install claims the page it was registered from). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
}

/** Loads `url` in a tab and answers whether an <img> of it drew a picture. */
const pictureShows = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = src;
      }),
    url,
  );

/** Each route's own chunks (scripts/build-web.ts writes them at build): the code a page cannot open without. */
const routeChunks = (JSON.parse(readFileSync(join(DIST, 'route-preloads.json'), 'utf8')) as { pattern: string; scripts: string[] }[]).map((r) => ({
  regex: new RegExp(r.pattern),
  scripts: r.scripts,
}));

/**
 * Opens `path` in a new tab with the server gone: the document, and every script and stylesheet it asks for,
 * are the worker's answers; the route's own code is among them; the app is running (React mounted the page)
 * with its shell (the bottom tab bar). Only the data requests (/trpc) fail: IndexedDB's job, not the worker's.
 */
async function openOffline(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const fromWorker = new Set<string>();
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.fromServiceWorker()) fromWorker.add(new URL(r.url()).pathname);
  });
  page.on('requestfailed', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/trpc/')) failed.push(r.url());
  });
  const response = await page.goto(path);
  // The document is the worker's answer (its precached page), not the browser's error page.
  expect(response?.fromServiceWorker(), path).toBe(true);
  expect(response?.status(), path).toBe(200);
  expect(page.url()).not.toMatch(/^chrome-error:/);
  await page.getByRole('navigation', { name: '주요 메뉴' }).waitFor();
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  const own = routeChunks.filter((r) => r.regex.test(path)).flatMap((r) => r.scripts);
  // The home route's code is in the app's own bundle (docs/decisions/007-first-load.md); every other route has chunks.
  if (path !== '/') expect(own.length, path).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  await expect.poll(() => own.filter((script) => !fromWorker.has(script)), { message: `${path}: its own chunks from the worker` }).toEqual([]);
  expect(failed, `${path}: requests that failed`).toEqual([]);
  return page;
}

test('after one online visit, a new tab opens every main page and its pictures with the server gone (390 px)', async () => {
  const { page } = await memberAndPage(env, MOBILE);
  const context = page.context();
  const benchId = await exerciseId(page, BENCH);

  // The online visit: the home page, then an exercise's detail page with its picture.
  await page.goto('/');
  await page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' }).waitFor();
  await controlledByServiceWorker(page);
  await page.goto(`/workoutdetail/${benchId}`);
  const picture = page.locator('img[src^="/media/exercises/"]').first();
  await picture.waitFor();
  const pictureUrl = (await picture.getAttribute('src'))!;
  await page.waitForFunction((src) => [...document.images].some((img) => img.getAttribute('src') === src && img.complete && img.naturalWidth > 0), pictureUrl);
  // A picture the page put into MEDIA_CACHE itself (as the catalogue warm-up does), never fetched by the worker:
  // the server has no such picture, so only the cache can answer it.
  const warmed = '/media/exercises/warmed-by-the-page.svg';
  await page.evaluate(
    async ({ cacheName, url }) => {
      const cache = await caches.open(cacheName);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
      await cache.put(url, new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }));
    },
    { cacheName: MEDIA_CACHE, url: warmed },
  );
  // Every precached file is in before the network goes: the worker is activated only after its install finished.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') throw new Error('the service worker is not active');
  });
  await page.close();

  // No signal: the server is gone.
  await env.server.stop();

  const home = await openOffline(context, '/');
  await home.getByRole('heading', { name: '어떤 운동이 궁금하세요?' }).waitFor();
  // Really offline, for the worker too: a request it passes on to the network fails.
  expect(
    await home.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  expect(await home.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  for (const path of ['/searchworkout', '/mypage', '/mypage/history']) await (await openOffline(context, path)).close();

  const detail = await openOffline(context, `/workoutdetail/${benchId}`);
  expect(await pictureShows(detail, pictureUrl)).toBe(true);
  expect(await pictureShows(detail, warmed)).toBe(true);
  // A picture never seen online has nothing to come from.
  expect(await pictureShows(detail, '/media/exercises/never-seen.svg')).toBe(false);

  await context.close();
  // A fresh page of a fresh context is not controlled: the same address is the browser's error page.
  const stranger = await openPage(env.browser, env.server.baseUrl);
  await expect(stranger.goto('/')).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
  await stranger.context().close();
});
