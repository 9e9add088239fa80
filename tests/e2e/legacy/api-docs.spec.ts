// The API reference page at /api/docs (server/http/api-docs.ts) in Chromium, served by the compiled server
// `npm start` runs (scripts/build-server.ts: Swagger UI's files are found from the bundle too): it shows the
// legacy operations with every request to another origin blocked and none attempted, breaks no CSP rule, has
// no WCAG 2.1 A/AA violation (axe) on a phone and a desktop with an operation and its schema open, and the
// web client's build holds nothing of Swagger UI.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { measureFirstLoad } from '../../../bench/web-budget';
import { expect, test } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { DESKTOP, MOBILE } from '../helpers/browser';

const DIST = resolve(import.meta.dirname, '../../../web/dist');

test.use({ colorScheme: 'light' });

/**
 * The test's page with every request to another origin aborted and recorded, and the page's CSP violations,
 * uncaught errors and console errors collected.
 */
async function watch(page: Page, origin: string) {
  const elsewhere: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
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
  return { elsewhere, problems };
}

/** The page with its operations listed (the document loaded and rendered). */
async function openDocs(page: Page, path = '/api/docs') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: '핏포미 API 문서' })).toBeVisible();
  await expect(page.locator('.opblock-tag[data-tag="계정"]')).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/auth/login' }).first()).toBeVisible();
}

/** POST /api/auth/login opened, its request body shown as a schema (not the example). */
async function openLogin(page: Page) {
  const login = page.locator('.opblock-post', { has: page.locator('[data-path="/api/auth/login"]') });
  await login.locator('.opblock-summary-control').click();
  const body = login.locator('.opblock-section-request-body');
  await body.getByRole('tab', { name: 'Schema' }).click();
  await expect(body.locator('.model-box').getByText('loginEmail').first()).toBeVisible();
  return login;
}

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('the page shows the operations with every other origin blocked, asks no other origin for anything, and breaks no CSP rule', async ({
    page,
    baseURL,
  }) => {
    const { elsewhere, problems } = await watch(page, baseURL!);
    // The slash address is sent to the one address of the page.
    await openDocs(page, '/api/docs/');
    expect(new URL(page.url()).pathname).toBe('/api/docs');
    await expect(page).toHaveTitle('핏포미 API 문서');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('link', { name: 'OpenAPI 문서 (JSON) 내려받기' })).toHaveAttribute('href', '/api/openapi.json');
    // The document's own title and its first tag as a heading.
    await expect(page.getByRole('heading', { name: /핏포미 레거시 REST API/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^계정/ })).toBeVisible();
    await openLogin(page);
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    expect(await problems()).toEqual([]);
  });
});

for (const [name, viewport] of [
  ['a phone (390 px)', MOBILE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(() => {
    test.use({ viewport });

    test(`on ${name} in light mode, with POST /api/auth/login and its schema open, axe finds no WCAG 2.1 AA violation`, async ({ page, baseURL }) => {
      const { elsewhere, problems } = await watch(page, baseURL!);
      await openDocs(page);
      await openLogin(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(await problems()).toEqual([]);
    });
  });
}

/** Every file of the built web client. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

test("the web client's build holds nothing of Swagger UI, and its home loads none of it", async ({ browser, baseURL }) => {
  const files = filesUnder(DIST);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const naming = files.filter((file) => /\.(js|css|html|json|webmanifest)$/.test(file) && /swagger/i.test(readFileSync(file, 'utf8')));
  expect(naming.map((file) => relative(DIST, file))).toEqual([]);
  // The home's first load as the budget test measures it (tests/e2e/app/web-budget.spec.ts): none of it is Swagger UI's.
  const home = await measureFirstLoad(browser, baseURL!, '/', DIST, '어떤 운동이 궁금하세요?');
  expect(home.assets.length).toBeGreaterThan(0);
  expect(home.assets.filter((a) => /swagger|api-docs/.test(a.path))).toEqual([]);
});
