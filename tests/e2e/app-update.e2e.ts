// A deploy while a member is working out (docs/decisions/016-offline-app-shell.md): the new service worker
// installs and waits; the workout screen stays exactly as it is (same page, same sets, no reload) with a quiet
// '새 버전이 있어요 · 새로고침'; only the member's tap lets the new version take over and reloads the page,
// and the workout is still there. The deploy is real: the server serves a copy of web/dist whose sw.js changes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { controlledByServiceWorker, launchBrowser, MOBILE } from './helpers/browser';
import { BENCH, exerciseId } from './helpers/gym';
import { memberAndPage, memberMutation } from './helpers/members';
import { startServer } from './helpers/server';
import type { E2eEnv } from './helpers/suite';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const env = {} as E2eEnv;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fitforme-deploy-'));
  cpSync(DIST, dist, { recursive: true });
  deploy('deploy-1');
  env.server = await startServer({ env: { WEB_DIST_DIR: dist } });
  env.browser = await launchBrowser();
});
afterAll(async () => {
  await env.browser?.close();
  await env.server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/**
 * A deploy: the built sw.js plus an answer to 'version?' (so the page can tell which worker controls it), and
 * its precompressed copies, which the server prefers. Each deploy's bytes differ, as a real deploy's do.
 */
function deploy(version: string): void {
  const sw = join(dist, 'sw.js');
  const answer = `self.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage(${JSON.stringify(version)}); });`;
  const bytes = Buffer.from(`${readFileSync(join(DIST, 'sw.js'), 'utf8')}\n${answer}\n`);
  writeFileSync(sw, bytes);
  writeFileSync(`${sw}.br`, brotliCompressSync(bytes));
  writeFileSync(`${sw}.gz`, gzipSync(bytes));
}

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

test('a new version waits while a workout is open and takes over only when the member taps 새로고침 (390 px)', async () => {
  const { page } = await memberAndPage(env, MOBILE);
  const routine = await memberMutation(page, 'routines.create', { name: '업데이트 날' });
  await memberMutation(page, 'routines.addItem', {
    exerciseId: await exerciseId(page, BENCH),
    routineIds: [routine.routineId],
    weight: 20,
    rep: 10,
    setCount: 3,
  });

  // The workout, started from the routine tab; the service worker installs and controls the page meanwhile.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '업데이트 날 운동 시작' }).click();
  await page.waitForURL('**/workout');
  await page.getByRole('heading', { level: 1, name: '업데이트 날' }).waitFor();
  await controlledByServiceWorker(page);
  const bench = page.getByRole('region', { name: BENCH });
  await bench.getByLabel('1세트 무게 (kg)').fill('22.5');
  await bench.getByLabel('1세트 무게 (kg)').press('Enter');
  await bench.getByRole('button', { name: '1세트 완료' }).click();
  await page.getByText('저장됨').waitFor();
  // Gone after any reload: proves the page was never reloaded until the member tapped.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  // The deploy, and the browser's look for a new version (as it does by itself on a visit or when the page is shown again).
  deploy('deploy-2');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByRole('status', { name: '새 버전' });
  await prompt.getByText('새 버전이 있어요').waitFor();
  expect(await prompt.textContent()).toContain('새 버전이 있어요·새로고침');
  expect(await workers(page)).toEqual({ controlled: true, waiting: true });
  expect(await controllerVersion(page)).toBe('deploy-1');
  // The workout goes on: same page, same document, the set still checked with its weight; the member can keep logging.
  expect(new URL(page.url()).pathname).toBe('/workout');
  expect(await sameDocument()).toBe(true);
  expect(await bench.getByRole('button', { name: '1세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  expect(await bench.getByLabel('1세트 무게 (kg)').inputValue()).toBe('22.5');
  await bench.getByRole('button', { name: '2세트 완료' }).click();
  await expect.poll(() => bench.getByRole('button', { name: '2세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('저장됨').waitFor();
  expect(await sameDocument()).toBe(true);
  expect(await workers(page)).toEqual({ controlled: true, waiting: true });

  // The member's tap: the new version takes over and the page reloads under it.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: '새로고침' }).click();
  await reloaded;
  await page.getByRole('heading', { level: 1, name: '업데이트 날' }).waitFor();
  expect(await sameDocument()).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/workout');
  expect(await workers(page)).toEqual({ controlled: true, waiting: false });
  expect(await controllerVersion(page)).toBe('deploy-2');
  expect(await page.getByRole('status', { name: '새 버전' }).count()).toBe(0);
  // The workout is still there, both sets as logged.
  await expect.poll(() => bench.getByRole('button', { name: '1세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  expect(await bench.getByRole('button', { name: '2세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  expect(await bench.getByLabel('1세트 무게 (kg)').inputValue()).toBe('22.5');
});
