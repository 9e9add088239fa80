import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

export const MOBILE = { width: 390, height: 844 };
/** The narrow phone of the acceptance checks (360 px). */
export const NARROW = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** A fresh context (empty localStorage) per test, Korean locale; the system's colour scheme if given (else Playwright's light). */
export async function openPage(browser: Browser, baseUrl: string, viewport = DESKTOP, colorScheme?: 'light' | 'dark', reducedMotion?: 'reduce'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'ko-KR',
    ...(colorScheme && { colorScheme }),
    ...(reducedMotion && { reducedMotion }),
  });
  const page = await context.newPage();
  // A ceiling, not a pace: waits end as soon as the page shows what they wait for. 30 s (Playwright's default)
  // leaves room for two saturated cores.
  page.setDefaultTimeout(30_000);
  return page;
}

/**
 * Waits until the page's text is in Pretendard, the layout a visitor ends up with. web/ui/fonts.ts adds the
 * font's stylesheet only once the first screen has settled, so `document.fonts.ready` alone can resolve
 * before the font has even been asked for: first a Pretendard face has to have loaded, then every face
 * still loading (the other subsets the page's text needs).
 */
export async function webFontLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Pretendard Variable') && face.status === 'loaded'));
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

export const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Fills the login form this page shows and presses 로그인; what the app answers is the caller's to check. */
export async function submitLogin(page: Page, loginEmail: string, password: string) {
  await page.getByLabel('이메일').fill(loginEmail);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function loginViaUi(page: Page, loginEmail: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, loginEmail, password);
  await page.getByText('로그인에 성공했어요').waitFor();
}

/** Waits until the service worker controls the page (its first install claims the page it was registered from). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
}
