// npm run lighthouse: Lighthouse (mobile preset, its default simulated throttling) on the home and search
// routes, served by the real app from the production build, in Debian's Chromium. Prints the scores and
// the main metrics, and writes them to lighthouse-scores.json (paste into the README's performance section).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedCatalogueIfEmpty } from '../seed/seed';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { buildWebIfNeeded } from './build-web';

const ROUTES = ['/', '/searchworkout?keyword=%EB%B2%A4%EC%B9%98'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

type RouteScores = { route: string; scores: Record<string, number>; metrics: Record<string, string> };

export async function runLighthouse(): Promise<RouteScores[]> {
  buildWebIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-lighthouse-'));
  const db = openDatabase(join(dir, 'lh.db'));
  migrateDatabase(db);
  seedCatalogueIfEmpty(db);
  const app = await buildApp({ db, config: { ...loadConfig({ DATABASE_PATH: join(dir, 'lh.db'), LOG_LEVEL: 'warn' }), webDistDir: resolve('web/dist') } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results: RouteScores[] = [];
    for (const route of ROUTES) {
      const run = await lighthouse(baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!run) throw new Error(`Lighthouse gave no result for ${route}`);
      const lhr = run.lhr;
      results.push({
        route: decodeURIComponent(route),
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? '?'])),
      });
    }
    return results;
  } finally {
    await chrome.kill();
    await app.close();
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function lighthouseTable(results: RouteScores[]): string {
  return [
    '### Lighthouse (mobile, simulated throttling)',
    '',
    '| route | performance | accessibility | best practices | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      `| ${r.route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.metrics['first-contentful-paint']} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['total-blocking-time']} | ${r.metrics['cumulative-layout-shift']} | ${r.metrics['speed-index']} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const results = await runLighthouse();
  writeFileSync('lighthouse-scores.json', JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n');
  console.log(lighthouseTable(results));
}
