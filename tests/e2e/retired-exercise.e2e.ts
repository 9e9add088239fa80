// ADR 005: an exercise that leaves the catalogue stays where members kept it, marked '제공 종료'. The app
// runs in this process over its own SQLite file, so the test can sync a changed catalogue into the
// running server (as a restart after a deploy would) and look at the routine, the exercise page and the
// recommendation history in Chromium, with the axe-core WCAG 2.1 AA checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Db, migrateDatabase, openDatabase } from '../../db/client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { CatalogueStore } from '../../server/features/catalogue/catalogue.store';
import { CATALOGUE, type CatalogueData, syncCatalogue } from '../../server/features/catalogue/sync/sync';
import type { Recommendation } from '../../server/features/recommendation/recommendation.shared';
import { axeViolations as violations } from './helpers/axe';
import { launchBrowser, loginViaUi, MOBILE, openPage } from './helpers/browser';
import { bodyPartIdsOf, memberMutation, newMember, signUpViaApi } from './helpers/members';

const root = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
let db: Db;
let app: FastifyInstance;
let browser: Browser;
let catalogue: CatalogueStore;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fitforme-e2e-retired-'));
  const file = join(dir, 'test.db');
  db = openDatabase(file);
  await migrateDatabase(db);
  await syncCatalogue(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: file,
    LOG_LEVEL: 'warn',
    ARGON2_PROFILE: 'fast',
    SIGNUP_LIMIT_PER_HOUR: '10000',
    WEB_DIST_DIR: join(root, 'web/dist'),
  });
  catalogue = new CatalogueStore(db);
  app = await buildApp({ db, catalogue, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const without = (key: string): CatalogueData => ({ ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== key) });

test('a retired exercise is marked in the routine, on its page and in the recommendation history; the others are not (390 px)', async () => {
  const member = newMember();
  await signUpViaApi(baseUrl, member);
  const page = await openPage(browser, baseUrl, MOBILE);
  await loginViaUi(page, member.loginEmail, member.password);

  const rec: Recommendation = await memberMutation(page, 'recommendation.create', { bodyPartIds: await bodyPartIdsOf(page, '가슴'), machineIds: [] });
  const [gone, kept] = rec.recommends as [Recommendation['recommends'][number], Recommendation['recommends'][number]];
  const routine = await memberMutation(page, 'routines.create', { name: '가슴' });
  await memberMutation(page, 'routines.addItem', { routineIds: [routine.routineId], exerciseId: gone.exerciseId, weight: 40, rep: 10, setCount: 3 });
  await memberMutation(page, 'routines.addItem', { routineIds: [routine.routineId], exerciseId: kept.exerciseId });

  const goneKey = CATALOGUE.exercises.find((e) => e.koreanName === gone.koreanName)!.key;
  const summary = await syncCatalogue(db, without(goneKey), { catalogue });
  expect(summary.exercises.retired).toEqual([goneKey]);

  // My routines: the row stays, with its amounts and the mark; the other row has none.
  await page.goto('/mypage');
  const rows = page.getByRole('list', { name: '가슴 운동 목록' }).getByRole('listitem');
  await rows.first().waitFor();
  const goneRow = rows.filter({ has: page.getByRole('heading', { level: 3, name: gone.koreanName, exact: true }) });
  const keptRow = rows.filter({ has: page.getByRole('heading', { level: 3, name: kept.koreanName, exact: true }) });
  await goneRow.getByText('제공 종료').waitFor();
  expect(await goneRow.getByText('더 이상 제공되지 않는 운동이에요').count()).toBe(1);
  expect(await goneRow.getByText(/40kg/).count()).toBe(1);
  expect(await keptRow.getByText('제공 종료').count()).toBe(0);
  expect(await violations(page)).toEqual([]);

  // Its own page still opens, marked, without the add button.
  await page.goto(`/workoutdetail/${gone.exerciseId}`);
  await page.getByRole('heading', { level: 1, name: gone.koreanName }).waitFor();
  await page.getByText('제공 종료').waitFor();
  await page.getByText('새로 루틴에 추가할 수 없어요').waitFor();
  expect(await page.getByRole('button', { name: '루틴에 추가' }).count()).toBe(0);
  expect(await violations(page)).toEqual([]);

  // The recommendation as it was given, the retired card marked and without its add button.
  await page.goto(`/recommend/result?id=${rec.recommendationId}`);
  await page.getByRole('button', { name: `${kept.koreanName} 운동 루틴 추가` }).waitFor();
  expect(await page.getByRole('button', { name: `${gone.koreanName} 운동 루틴 추가` }).count()).toBe(0);
  expect(await page.getByText('제공 종료').count()).toBe(1);
  expect(await violations(page)).toEqual([]);

  // Back in the catalogue: the mark goes and it can be added again.
  await syncCatalogue(db, CATALOGUE, { catalogue });
  await page.goto(`/workoutdetail/${gone.exerciseId}`);
  await page.getByRole('button', { name: '루틴에 추가' }).waitFor();
  expect(await page.getByText('제공 종료').count()).toBe(0);
});
