// The API reference page at /api/docs (server/http/api-docs.ts) in Chromium, served by the compiled server
// `npm start` runs (scripts/build-server.ts: Swagger UI's files are found from the bundle too): it shows the
// legacy operations with every request to another origin blocked and none attempted, breaks no CSP rule, has
// no WCAG 2.1 A/AA violation (axe) on a phone and a desktop with an operation and its schema open, and the
// web client's build holds nothing of Swagger UI.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { measureFirstLoad } from '../../bench/web-budget';
import { buildServer, SERVER_BUNDLE } from '../../scripts/build-server';
import { axeViolations } from './helpers/axe';
import { DESKTOP, MOBILE, openPage } from './helpers/browser';
import { e2eSuite } from './helpers/suite';

// Before the suite's server starts (hooks run in the order they are added).
beforeAll(() => buildServer(), 120_000);
const env = e2eSuite({ compiled: SERVER_BUNDLE });

const DIST = resolve(import.meta.dirname, '../../web/dist');

type Watched = { page: Page; elsewhere: string[]; problems: () => Promise<string[]> };

/**
 * A fresh light-mode page whose every request to another origin is aborted and recorded, with the page's CSP
 * violations, uncaught errors and console errors collected.
 */
async function watchedPage(viewport: { width: number; height: number }): Promise<Watched> {
  const page = await openPage(env.browser, env.server.baseUrl, viewport, 'light');
  const elsewhere: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === env.server.baseUrl) return route.continue();
    elsewhere.push(url);
    return route.abort('blockedbyclient');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const problems = async () => [...errors, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
  return { page, elsewhere, problems };
}

/** The page with its operations listed (the document loaded and rendered). */
async function openDocs(page: Page, path = '/api/docs') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: '핏포미 API 문서' }).waitFor();
  await page.locator('.opblock-tag[data-tag="계정"]').waitFor();
  await page.locator('.opblock-summary-path', { hasText: '/api/auth/login' }).first().waitFor();
}

/** POST /api/auth/login opened, its request body shown as a schema (not the example). */
async function openLogin(page: Page) {
  const login = page.locator('.opblock-post', { has: page.locator('[data-path="/api/auth/login"]') });
  await login.locator('.opblock-summary-control').click();
  const body = login.locator('.opblock-section-request-body');
  await body.getByRole('tab', { name: 'Schema' }).click();
  await body.locator('.model-box').getByText('loginEmail').first().waitFor();
  return login;
}

test('the page shows the operations with every other origin blocked, asks no other origin for anything, and breaks no CSP rule', async () => {
  const { page, elsewhere, problems } = await watchedPage(MOBILE);
  // The slash address is sent to the one address of the page.
  await openDocs(page, '/api/docs/');
  expect(new URL(page.url()).pathname).toBe('/api/docs');
  expect(await page.title()).toBe('핏포미 API 문서');
  expect(await page.locator('html').getAttribute('lang')).toBe('ko');
  const download = page.getByRole('link', { name: 'OpenAPI 문서 (JSON) 내려받기' });
  expect(await download.getAttribute('href')).toBe('/api/openapi.json');
  // The document's own title and its first tag as a heading.
  await page.getByRole('heading', { name: /핏포미 레거시 REST API/ }).waitFor();
  await page.getByRole('heading', { name: /^계정/ }).waitFor();
  await openLogin(page);
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  expect(await problems()).toEqual([]);
  await page.context().close();
});

for (const [name, viewport] of [
  ['a phone (390 px)', MOBILE],
  ['a desktop', DESKTOP],
] as const) {
  test(`on ${name} in light mode, with POST /api/auth/login and its schema open, axe finds no WCAG 2.1 AA violation`, async () => {
    const { page, elsewhere, problems } = await watchedPage(viewport);
    await openDocs(page);
    await openLogin(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(await problems()).toEqual([]);
    await page.context().close();
  });
}

/** Every file of the built web client. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

test("the web client's build holds nothing of Swagger UI, and its home loads none of it", async () => {
  const files = filesUnder(DIST);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const naming = files.filter((file) => /\.(js|css|html|json|webmanifest)$/.test(file) && /swagger/i.test(readFileSync(file, 'utf8')));
  expect(naming.map((file) => relative(DIST, file))).toEqual([]);
  // The home's first load as the budget test measures it (tests/e2e/web-budget.e2e.ts): none of it is Swagger UI's.
  const home = await measureFirstLoad(env.browser, env.server.baseUrl, '/', DIST, '어떤 운동이 궁금하세요?');
  expect(home.assets.length).toBeGreaterThan(0);
  expect(home.assets.filter((a) => /swagger|api-docs/.test(a.path))).toEqual([]);
});
