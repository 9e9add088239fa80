// npm run lighthouse: Lighthouse (mobile preset, its default simulated throttling) on the home and search
// routes, served by the real app from the production build, in Debian's Chromium. Prints the scores and
// the main metrics, and writes them to lighthouse-scores.json (paste into docs/performance.md).
// Lighthouse 12 has no installability audit any more (its PWA category is gone), so the same Chromium is
// asked directly: Page.getInstallabilityErrors on '/' (docs/decisions/019; tests/e2e/offline/install.spec.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWebIfNeeded } from './build-web';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const ROUTES = ['/', '/searchworkout?keyword=%EB%B2%A4%EC%B9%98'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

type RouteScores = { route: string; scores: Record<string, number>; metrics: Record<string, string>; performanceRuns: number[] };

/** Lighthouse's scores move by several points between runs on a shared 2-core machine: each route is run
 * this many times and the run with the median performance score is reported, with the range. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export async function runLighthouse(): Promise<{ results: RouteScores[]; installabilityErrors: string[] }> {
  buildWebIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-lighthouse-'));
  // The app runs in its own process, as in production: Lighthouse's own work must not stall its event loop.
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'lh.db'), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const results: RouteScores[] = [];
    for (const route of ROUTES) {
      const runs: RouteScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!run) throw new Error(`Lighthouse gave no result for ${route}`);
        const lhr = run.lhr;
        runs.push({
          route: decodeURIComponent(route),
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? '?'])),
          performanceRuns: [],
        });
      }
      const sorted = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      results.push({ ...median, performanceRuns: runs.map((r) => r.scores.performance!) });
    }
    return { results, installabilityErrors: await installabilityErrors(chrome.port, baseUrl) };
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

/** Chromium's own installability check of '/', in the launched Chrome's (non-incognito) profile: [] = installable. */
async function installabilityErrors(port: number, baseUrl: string): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await page.close();
    return installabilityErrors.map((e) => e.errorId);
  } finally {
    // Disconnects only: chrome-launcher owns the browser and ends it.
    await browser.close();
  }
}

async function waitUntilUp(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the app did not start');
}

export function lighthouseTable(results: RouteScores[]): string {
  return [
    `### Lighthouse (mobile, simulated throttling; median of ${RUNS} runs, all runs' performance in brackets)`,
    '',
    '| route | performance | accessibility | best practices | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${r.scores.performance} [${r.performanceRuns.join(', ')}] | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.metrics['first-contentful-paint']} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['total-blocking-time']} | ${r.metrics['cumulative-layout-shift']} | ${r.metrics['speed-index']} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { results, installabilityErrors } = await runLighthouse();
  writeFileSync('lighthouse-scores.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), results, installabilityErrors }, null, 2)}\n`);
  console.log(lighthouseTable(results));
  console.log(
    installabilityErrors.length === 0
      ? '\nInstallable: yes (Chromium: no installability errors on /)'
      : `\nInstallable: NO (${installabilityErrors.join(', ')})`,
  );
  if (installabilityErrors.length > 0) process.exitCode = 1;
}
