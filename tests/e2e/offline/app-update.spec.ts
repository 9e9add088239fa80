// A deploy while a member is working out (docs/decisions/016-offline-app-shell.md): the new service worker
// installs and waits; the workout screen stays exactly as it is (same page, same sets, no reload) with a quiet
// '새 버전이 있어요 · 새로고침'; only the member's tap lets the new version take over and reloads the page,
// and the workout is still there. The deploy is real: this file's own server serves a copy of web/dist whose
// sw.js changes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import { controlledByServiceWorker, MOBILE } from '../helpers/browser';
import { addToRoutine, BENCH } from '../helpers/gym';
import { memberMutation } from '../helpers/members';
import { markDocument, sameDocument } from '../helpers/same-document';

const DIST = resolve(import.meta.dirname, '../../../web/dist');

type Deployed = { dist: string; deploy: (version: string) => void };

const test = base.extend<object, { deployed: Deployed }>({
  /**
   * A copy of web/dist the server serves, and deploy(): the built sw.js plus an answer to 'version?' (so the
   * page can tell which worker controls it), and its precompressed copies, which the server prefers. Each
   * deploy's bytes differ, as a real deploy's do.
   */
  deployed: [
    async ({}, use, workerInfo) => {
      const dist = mkdtempSync(join(tmpdir(), `fitforme-deploy-${workerInfo.workerIndex}-`));
      cpSync(DIST, dist, { recursive: true });
      const deploy = (version: string) => {
        const sw = join(dist, 'sw.js');
        const answer = `self.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage(${JSON.stringify(version)}); });`;
        const bytes = Buffer.from(`${readFileSync(join(DIST, 'sw.js'), 'utf8')}\n${answer}\n`);
        writeFileSync(sw, bytes);
        writeFileSync(`${sw}.br`, brotliCompressSync(bytes));
        writeFileSync(`${sw}.gz`, gzipSync(bytes));
      };
      deploy('deploy-1');
      await use({ dist, deploy });
      rmSync(dist, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  serverOptions: [async ({ deployed }, use) => use({ own: 'app-update', env: { WEB_DIST_DIR: deployed.dist } }), { scope: 'worker' }],
});

test.use({ viewport: MOBILE, serviceWorkers: 'allow' });

/** The version of the worker that controls the page. */
const controllerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('none');
        navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)), { once: true });
        controller.postMessage('version?');
      }),
  );

const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { controlled: navigator.serviceWorker.controller !== null, waiting: registration?.waiting !== null && registration?.waiting !== undefined };
  });

test('a new version waits while a workout is open and takes over only when the member taps 새로고침 (390 px)', async ({ memberPage: page, deployed }) => {
  const routine = await memberMutation(page, 'routines.create', { name: '업데이트 날' });
  await addToRoutine(page, routine.routineId, BENCH, { weight: 20, rep: 10, setCount: 3 });

  // The workout, started from the routine tab; the service worker installs and controls the page meanwhile.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '업데이트 날 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  await expect(page.getByRole('heading', { level: 1, name: '업데이트 날' })).toBeVisible();
  await controlledByServiceWorker(page);
  const bench = page.getByRole('region', { name: BENCH });
  await bench.getByLabel('1세트 무게 (kg)').fill('22.5');
  await bench.getByLabel('1세트 무게 (kg)').press('Enter');
  await bench.getByRole('button', { name: '1세트 완료' }).click();
  await expect(page.getByText('저장됨')).toBeVisible();
  // Gone after any reload: proves the page was never reloaded until the member tapped.
  await markDocument(page);

  // The deploy, and the browser's look for a new version (as it does by itself on a visit or when the page is shown again).
  deployed.deploy('deploy-2');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByRole('status', { name: '새 버전' });
  await expect(prompt.getByText('새 버전이 있어요')).toBeVisible();
  await expect(prompt).toContainText('새 버전이 있어요·새로고침');
  expect(await workers(page)).toEqual({ controlled: true, waiting: true });
  expect(await controllerVersion(page)).toBe('deploy-1');
  // The workout goes on: same page, same document, the set still checked with its weight; the member can keep logging.
  expect(new URL(page.url()).pathname).toBe('/workout');
  expect(await sameDocument(page)).toBe(true);
  await expect(bench.getByRole('button', { name: '1세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bench.getByLabel('1세트 무게 (kg)')).toHaveValue('22.5');
  await bench.getByRole('button', { name: '2세트 완료' }).click();
  await expect(bench.getByRole('button', { name: '2세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('저장됨')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await workers(page)).toEqual({ controlled: true, waiting: true });

  // The member's tap: the new version takes over and the page reloads under it.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: '새로고침' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: '업데이트 날' })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/workout');
  expect(await workers(page)).toEqual({ controlled: true, waiting: false });
  expect(await controllerVersion(page)).toBe('deploy-2');
  await expect(page.getByRole('status', { name: '새 버전' })).toHaveCount(0);
  // The workout is still there, both sets as logged.
  await expect(bench.getByRole('button', { name: '1세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bench.getByRole('button', { name: '2세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bench.getByLabel('1세트 무게 (kg)')).toHaveValue('22.5');
});
