// npm run bench:web: builds the web client if stale, serves it from the real app on loopback and
// measures the first load of the main routes at phone size in Debian's Chromium (bench/web-budget.ts), the
// service worker's precache (what a first visit installs), and a repeat visit of '/' on a phone profile that
// the service worker answers (docs/decisions/016-offline-app-shell.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, devices, type Page } from 'playwright-core';
import { migrateDatabase, openDatabase } from '../db/client';
import { buildWebIfNeeded } from '../scripts/build-web';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seedCatalogueIfEmpty } from '../server/features/catalogue/sync/seed';
import { webFontLoaded } from '../tests/e2e/helpers/browser';
import { budgetTable, HOME_BUDGET, measureFirstLoad } from './web-budget';

export const ROUTES: [route: string, heading: string][] = [
  ['/', '어떤 운동이 궁금하세요?'],
  ['/searchworkout?keyword=벤치', "'벤치' 검색 결과"],
  ['/login', '로그인'],
];

/** The service worker's precache list as built into web/dist/sw.js, with each file's size raw and gzipped. */
function precacheSize(distDir: string): {
  entries: number;
  bytes: number;
  gzip: number;
  byKind: Map<string, { entries: number; bytes: number; gzip: number }>;
} {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"(\/[^"]+)"/g)].map((m) => m[1]!);
  const byKind = new Map<string, { entries: number; bytes: number; gzip: number }>();
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = readFileSync(join(distDir, url));
    const zipped = gzipSync(file, { level: 9 }).length;
    bytes += file.length;
    gzip += zipped;
    const kind = url.slice(url.lastIndexOf('.') + 1);
    const row = byKind.get(kind) ?? { entries: 0, bytes: 0, gzip: 0 };
    byKind.set(kind, { entries: row.entries + 1, bytes: row.bytes + file.length, gzip: row.gzip + zipped });
  }
  return { entries: urls.length, bytes, gzip, byKind };
}

const kb = (n: number) => (n / 1024).toFixed(1);

function precacheTable(distDir: string): string {
  const { entries, bytes, gzip, byKind } = precacheSize(distDir);
  const rows = [...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([kind, r]) => `| ${kind} | ${r.entries} | ${kb(r.bytes)} | ${kb(r.gzip)} |`);
  return [
    '### Service worker precache (web/dist/sw.js; KB)',
    '',
    '| kind | entries | raw | gzip |',
    '|---|---|---|---|',
    ...rows,
    `| **total** | **${entries}** | **${kb(bytes)}** | **${kb(gzip)}** |`,
  ].join('\n');
}

type Visit = { fromServiceWorker: boolean; documentMs: number; fcpMs: number; lcpMs: number; lcpText: string };

/**
 * '/' twice on a phone profile (Pixel 7, 4× slower CPU, a 4G-like connection: 150 ms, 1.6 Mbit/s down): the first
 * visit registers the service worker and waits until it controls the page; the second, in a new tab, is
 * answered by it. Each visit's paints, and whether the document came from the worker. With the worker
 * blocked, the same two visits give the baseline: a repeat visit from the HTTP cache alone.
 */
async function repeatVisit(browser: Browser, baseUrl: string, serviceWorkers: 'allow' | 'block'): Promise<{ first: Visit; repeat: Visit }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR', serviceWorkers });
  const visit = async (): Promise<{ page: Page; visit: Visit }> => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const response = await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' }).waitFor();
    await page.waitForLoadState('load');
    // The page as a visitor ends up with it: Pretendard in (web/ui/fonts.ts loads it once the page has settled;
    // its swap repaints the text, which is a new largest paint).
    await webFontLoaded(page);
    const measured = await page.evaluate(
      () =>
        new Promise<Omit<Visit, 'fromServiceWorker'>>((resolve) => {
          new PerformanceObserver((list) => {
            const lcp = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            resolve({
              documentMs: navigation.responseStart,
              fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
              lcpMs: lcp.startTime,
              lcpText: (lcp.element?.textContent ?? '(replaced by the app)').slice(0, 24),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { page, visit: { fromServiceWorker: response?.fromServiceWorker() ?? false, ...measured } };
  };
  try {
    const first = await visit();
    if (serviceWorkers === 'allow')
      await first.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 120_000 });
    await first.page.close();
    const repeat = await visit();
    return { first: first.visit, repeat: repeat.visit };
  } finally {
    await context.close();
  }
}

function repeatVisitTable({ first, repeat }: { first: Visit; repeat: Visit }, httpCacheOnly: Visit): string {
  return [
    "### '/' on a phone profile (Pixel 7, CPU 4× slower, 150 ms / 1.6 Mbit/s)",
    '',
    '| visit | document from the service worker | document first byte (ms) | FCP (ms) | LCP (ms) | LCP element |',
    '|---|---|---|---|---|---|',
    ...(
      [
        ['first (registers the service worker)', first],
        ['repeat (new tab)', repeat],
        ['repeat, service worker blocked (HTTP cache only)', httpCacheOnly],
      ] as const
    ).map(
      ([name, v]) =>
        `| ${name} | ${v.fromServiceWorker ? 'yes' : 'no'} | ${v.documentMs.toFixed(0)} | ${v.fcpMs.toFixed(0)} | ${v.lcpMs.toFixed(0)} | ${v.lcpText} |`,
    ),
  ].join('\n');
}

export async function webBench(): Promise<{ table: string; homeWithinBudget: boolean }> {
  buildWebIfNeeded();
  const distDir = resolve('web/dist');
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-web-bench-'));
  const db = openDatabase(join(dir, 'bench.db'));
  await migrateDatabase(db);
  await seedCatalogueIfEmpty(db);
  const app = await buildApp({ db, config: { ...loadConfig({ DATABASE_PATH: join(dir, 'bench.db'), LOG_LEVEL: 'warn' }), webDistDir: distDir } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const loads = [];
    for (const [route, heading] of ROUTES) loads.push(await measureFirstLoad(browser, baseUrl, route, distDir, heading));
    const home = loads[0]!;
    const visits = await repeatVisit(browser, baseUrl, 'allow');
    const withoutWorker = await repeatVisit(browser, baseUrl, 'block');
    return {
      table: [budgetTable(loads), precacheTable(distDir), repeatVisitTable(visits, withoutWorker.repeat)].join('\n\n'),
      homeWithinBudget: home.js.gzip <= HOME_BUDGET.jsGzipBytes && home.css.gzip <= HOME_BUDGET.cssGzipBytes,
    };
  } finally {
    await browser.close();
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { table, homeWithinBudget } = await webBench();
  console.log(table);
  console.log(homeWithinBudget ? '\nHome route within budget.' : '\nHome route OVER budget.');
}
