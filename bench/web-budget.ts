// What a phone downloads on its first visit to a route: every JS and CSS file the browser actually
// requests until the page is settled, measured in a real Chromium against the real server, and sized as
// the server sends them (gzip level 9 and brotli of the built files). Used by `npm run bench:web` and by
// the budget test in `npm test` (tests/e2e/app/web-budget.spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Home route, gzipped, first load (ADR 007). */
export const HOME_BUDGET = { jsGzipBytes: 150 * 1024, cssGzipBytes: 30 * 1024 };

export type AssetSize = { path: string; kind: 'js' | 'css'; raw: number; gzip: number; brotli: number };
export type FirstLoad = { route: string; assets: AssetSize[]; js: Totals; css: Totals };
type Totals = { files: number; raw: number; gzip: number; brotli: number };

const sizeOf = (distDir: string, path: string, kind: 'js' | 'css'): AssetSize => {
  const bytes = readFileSync(join(distDir, path));
  return {
    path,
    kind,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const total = (assets: AssetSize[]): Totals => ({
  files: assets.length,
  raw: assets.reduce((n, a) => n + a.raw, 0),
  gzip: assets.reduce((n, a) => n + a.gzip, 0),
  brotli: assets.reduce((n, a) => n + a.brotli, 0),
});

/**
 * Opens `route` in a fresh context at phone size and records every script and stylesheet requested
 * from our origin until the page's main heading is shown and the network is idle.
 */
export async function measureFirstLoad(browser: Browser, baseUrl: string, route: string, distDir: string, ready: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
  });
  await page.goto(baseUrl + route);
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const assets = [...requested].sort().map((p) => sizeOf(distDir, p, p.endsWith('.css') ? 'css' : 'js'));
  return { route, assets, js: total(assets.filter((a) => a.kind === 'js')), css: total(assets.filter((a) => a.kind === 'css')) };
}

const kb = (n: number) => (n / 1024).toFixed(1);

export function budgetTable(loads: FirstLoad[]): string {
  const rows = loads.map(
    (l) =>
      `| ${l.route} | ${l.js.files} | ${kb(l.js.raw)} | ${kb(l.js.gzip)} | ${kb(l.js.brotli)} | ${l.css.files} | ${kb(l.css.raw)} | ${kb(l.css.gzip)} | ${kb(l.css.brotli)} |`,
  );
  return [
    '### First load at 390 px (KB; budget for home: JS ≤ 150 gz, CSS ≤ 30 gz)',
    '',
    '| route | JS files | JS raw | JS gzip | JS br | CSS files | CSS raw | CSS gzip | CSS br |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
