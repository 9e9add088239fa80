// Everything a phone downloads on a first visit to a route, sized as gzip: every response the page receives
// (the HTML, JS, CSS, fonts, images — the SVG pictures too — and the API answers) until the page shows
// `ready`, its web font has loaded and the network is idle. Each body is taken as the browser decoded it and
// gzipped at level 9, so the number does not depend on which encoding the server chose for which file. The
// service worker is blocked: its precache is a background download of every chunk, not this route's load.
// Used by tests/e2e/training/detail-weight.spec.ts (the detail route's budget).
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** `gzip`: every response; `fonts`: the web-font files (.woff2) among them, which depend on the Korean syllables the page shows. */
export type RouteWeight = { route: string; gzip: number; fonts: number; files: { url: string; gzip: number }[] };

export async function measureRouteWeight(browser: Browser, baseUrl: string, route: string, ready: string): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const bodies: Promise<{ url: string; gzip: number } | null>[] = [];
  let pending = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (res) => {
    bodies.push(
      res
        .body()
        .then((body) => ({ url: res.url().replace(baseUrl, ''), gzip: gzipSync(body, { level: 9 }).length }))
        // A redirect or an aborted request has no body.
        .catch(() => null),
    );
  });
  await page.goto(baseUrl + route);
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  // Quiet: nothing in flight for a second (the web font's stylesheet is added after the first screen settles).
  while (pending > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
  const files = (await Promise.all(bodies)).filter((f): f is { url: string; gzip: number } => f !== null).sort((a, b) => b.gzip - a.gzip);
  await context.close();
  const sum = (list: typeof files) => list.reduce((n, f) => n + f.gzip, 0);
  return { route, gzip: sum(files), fonts: sum(files.filter((f) => f.url.endsWith('.woff2'))), files };
}
