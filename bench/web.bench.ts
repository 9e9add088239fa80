// npm run bench:web: builds the web client if stale, serves it from the real app on loopback and
// measures the first load of the main routes at phone size in Debian's Chromium (bench/web-budget.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { migrateDatabase, openDatabase } from '../db/client';
import { buildWebIfNeeded } from '../scripts/build-web';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { seedCatalogueIfEmpty } from '../seed/seed';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { budgetTable, HOME_BUDGET, measureFirstLoad } from './web-budget';

export const ROUTES: [route: string, heading: string][] = [
  ['/', '어떤 운동이 궁금하세요?'],
  ['/searchworkout?keyword=벤치', "'벤치' 검색 결과"],
  ['/login', '로그인'],
];

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
    return { table: budgetTable(loads), homeWithinBudget: home.js.gzip <= HOME_BUDGET.jsGzipBytes && home.css.gzip <= HOME_BUDGET.cssGzipBytes };
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
