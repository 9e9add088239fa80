// Dark mode follows the system setting (docs/decisions/032-dark-mode.md): with the phone in dark mode the app
// is dark, in light mode light, from the first paint of the pre-rendered page (before the app's code runs)
// to a change of the setting while the app is open. Contrast in both schemes: accessibility.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MOBILE, NARROW } from '../helpers/browser';

type Scheme = 'light' | 'dark';

/** The document's scheme as Mantine's styles read it, the CSS color-scheme and the body's background luminance. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const body = getComputedStyle(document.body);
    return {
      attribute: document.documentElement.getAttribute('data-mantine-color-scheme'),
      colorScheme: body.colorScheme,
      background: luminance(body.backgroundColor),
      text: luminance(body.color),
    };
  });

function expectScheme(seen: Awaited<ReturnType<typeof looks>>, scheme: Scheme) {
  expect(seen.attribute).toBe(scheme);
  expect(seen.colorScheme).toBe(scheme);
  if (scheme === 'dark') {
    expect(seen.background).toBeLessThan(0.05);
    expect(seen.text).toBeGreaterThan(0.4);
  } else {
    expect(seen.background).toBeGreaterThan(0.9);
    expect(seen.text).toBeLessThan(0.05);
  }
}

test.use({ viewport: MOBILE });

for (const scheme of ['light', 'dark'] as const) {
  test.describe(() => {
    test.use({ colorScheme: scheme });

    for (const viewport of [MOBILE, NARROW]) {
      test(`with the system in ${scheme} mode the app is ${scheme}: the home page, a page served with the shell, at ${viewport.width} px`, async ({
        newPage,
      }) => {
        const page = await newPage({ viewport });
        await page.goto('/');
        await expect(page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expectScheme(await looks(page), scheme);
        await page.goto('/searchworkout');
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        expectScheme(await looks(page), scheme);
      });
    }

    test(`first paint in ${scheme} mode: the pre-rendered page is ${scheme} before the app's code runs`, async ({ page }) => {
      // The app's own scripts never arrive: what is on screen is the pre-rendered page, styled by its stylesheet,
      // with the scheme set by /color-scheme.js in <head>.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /AI 기반의 정확하고 빠른/ })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'home');
      expectScheme(await looks(page), scheme);
      // The shell other pages are served with, too.
      await page.goto('/mypage/history');
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'shell');
      expectScheme(await looks(page), scheme);
    });
  });
}

test.describe(() => {
  test.use({ colorScheme: 'dark' });

  test('the scheme is set before the first paint: the attribute is there when the body is first parsed', async ({ page }) => {
    // Runs before any of the page's scripts: records the attribute as the <body> element appears.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { __atBody: (string | null)[] }).__atBody = seen;
      new MutationObserver((_, observer) => {
        if (document.body) {
          seen.push(document.documentElement.getAttribute('data-mantine-color-scheme'));
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __atBody: (string | null)[] }).__atBody)).toEqual(['dark']);
  });

  test("the browser's own parts follow too: color-scheme 'light dark' and a theme colour for each scheme", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => [m.getAttribute('media'), m.getAttribute('content')]));
    expect(themeColors).toEqual([
      ['(prefers-color-scheme: light)', '#1f5ef5'],
      ['(prefers-color-scheme: dark)', '#242424'],
    ]);
    // The scheme script is served from our own origin (the Content-Security-Policy allows no inline script).
    const script = await page.request.get('/color-scheme.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
  });
});

test('changing the system setting while the app is open changes the scheme at once', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/searchworkout');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expectScheme(await looks(page), 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => (await looks(page)).attribute).toBe('dark');
  expectScheme(await looks(page), 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await looks(page)).attribute).toBe('light');
  expectScheme(await looks(page), 'light');
});
