// The viewports of the browser tests, and what a page shows as a visitor ends up seeing it.
import type { Page } from '@playwright/test';

export const MOBILE = { width: 390, height: 844 };
/** The narrow phone of the acceptance checks (360 px). */
export const NARROW = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

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

/** Waits until the service worker controls the page (its first install claims the page it was registered from). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
}
