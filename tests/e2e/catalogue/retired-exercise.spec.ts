// ADR 005: an exercise that leaves the catalogue stays where members kept it, marked '제공 종료'. The app
// runs in the test's process over its own SQLite file, so the test can sync a changed catalogue into the
// running server (as a restart after a deploy would) and look at the routine, the exercise page and the
// recommendation history in Chromium, with the axe-core WCAG 2.1 AA checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, migrateDatabase, openDatabase } from '../../../db/client';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { CatalogueStore } from '../../../server/features/catalogue/catalogue.store';
import { CATALOGUE, type CatalogueData, syncCatalogue } from '../../../server/features/catalogue/sync/sync';
import type { Recommendation } from '../../../server/features/recommendation/recommendation.shared';
import { test as base, expect } from '../fixtures';
import { axeViolations as violations } from '../helpers/axe';
import { MOBILE } from '../helpers/browser';
import { bodyPartIdsOf, memberMutation } from '../helpers/members';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The app in this process on a SQLite file of its own; the test's pages and members use it. */
const test = base.extend<{ app: { db: Db; catalogue: CatalogueStore; baseUrl: string } }>({
  app: async ({ browserName: _ }, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'fitforme-e2e-retired-'));
    const file = join(dir, 'test.db');
    const db = openDatabase(file);
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
    const catalogue = new CatalogueStore(db);
    const app = await buildApp({ db, catalogue, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await use({ db, catalogue, baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  },
  baseURL: async ({ app }, use) => use(app.baseUrl),
});

const without = (key: string): CatalogueData => ({ ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== key) });

test.use({ viewport: MOBILE });

test('a retired exercise is marked in the routine, on its page and in the recommendation history; the others are not (390 px)', async ({
  memberPage: page,
  app: { db, catalogue },
}) => {
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
  await expect(rows.first()).toBeVisible();
  const goneRow = rows.filter({ has: page.getByRole('heading', { level: 3, name: gone.koreanName, exact: true }) });
  const keptRow = rows.filter({ has: page.getByRole('heading', { level: 3, name: kept.koreanName, exact: true }) });
  await expect(goneRow.getByText('제공 종료')).toBeVisible();
  await expect(goneRow.getByText('더 이상 제공되지 않는 운동이에요')).toHaveCount(1);
  await expect(goneRow.getByText(/40kg/)).toHaveCount(1);
  await expect(keptRow.getByText('제공 종료')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // Its own page still opens, marked, without the add button.
  await page.goto(`/workoutdetail/${gone.exerciseId}`);
  await expect(page.getByRole('heading', { level: 1, name: gone.koreanName })).toBeVisible();
  await expect(page.getByText('제공 종료')).toBeVisible();
  await expect(page.getByText('새로 루틴에 추가할 수 없어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '루틴에 추가' })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // The recommendation as it was given, the retired card marked and without its add button.
  await page.goto(`/recommend/result?id=${rec.recommendationId}`);
  await expect(page.getByRole('button', { name: `${kept.koreanName} 운동 루틴 추가` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${gone.koreanName} 운동 루틴 추가` })).toHaveCount(0);
  await expect(page.getByText('제공 종료')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);

  // Back in the catalogue: the mark goes and it can be added again.
  await syncCatalogue(db, CATALOGUE, { catalogue });
  await page.goto(`/workoutdetail/${gone.exerciseId}`);
  await expect(page.getByRole('button', { name: '루틴에 추가' })).toBeVisible();
  await expect(page.getByText('제공 종료')).toHaveCount(0);
});
