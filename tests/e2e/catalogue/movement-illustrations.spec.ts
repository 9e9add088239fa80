// Movement illustrations and the how-to at 390 px (docs/decisions/033-movement-illustrations.md): the
// detail page of 바벨 벤치 프레스 shows its movement animated (the SVG really moves) with a Korean alt, the frames
// side by side when the system asks for reduced motion, the how-to's four parts, no WCAG 2.1 AA violation in
// light or dark; cards show the still, lazily: one far below the screen is not fetched until scrolled to; and
// offline (docs/decisions/017-offline-data.md) the page still shows its how-to and its picture.
import type { Page } from '@playwright/test';
import { MEDIA_CACHE } from '../../../web/offline/cache-names';
import { expect, test } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { controlledByServiceWorker, MOBILE } from '../helpers/browser';
import { keptData } from '../helpers/offline';

const NAME = '바벨 벤치 프레스';
const DETAIL = '/workoutdetail/1';
const ANIMATED = '/media/movements/bench_press.svg';

const illustration = (page: Page) => page.getByRole('img', { name: `${NAME} 동작 그림: 시작 자세에서 끝 자세까지 움직이는 모습` });

/** The illustration's address as the browser chose it, once it has loaded. */
async function chosenPicture(page: Page): Promise<string> {
  const img = illustration(page);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
}

test.use({ viewport: MOBILE, serviceWorkers: 'allow' });

test('the detail page shows the movement animated, with a Korean alt, the muscle map and the four how-to parts', async ({ page }) => {
  await page.goto(DETAIL);
  expect(await chosenPicture(page)).toBe(ANIMATED);
  const box = await illustration(page).boundingBox();
  // Large: the width of the phone's column.
  expect(box!.width).toBeGreaterThan(300);
  // The muscle map stays.
  await expect(page.getByRole('img', { name: `${NAME}: 주로 쓰는 근육을 표시한 그림` })).toBeVisible();
  for (const heading of ['준비', '동작', '호흡', '흔한 실수', '운동 방법']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // 동작 is the steps in order.
  const steps = page.locator('section', { has: page.getByRole('heading', { name: '동작', exact: true }) }).locator('ol > li');
  expect(await steps.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('주의사항')).toBeVisible();
});

test('the picture really moves: the SVG itself, paused at 0 s and at 1 s, draws the arm in two places', async ({ page }) => {
  const res = await page.goto(ANIMATED);
  expect(res!.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const boxes = await page.evaluate(() => {
    const svg = document.rootElement as SVGSVGElement;
    svg.pauseAnimations();
    const moving = [...document.querySelectorAll('animate')].map((a) => a.parentElement as unknown as SVGGraphicsElement);
    const at = (seconds: number) => {
      svg.setCurrentTime(seconds);
      return moving.map((el) => {
        const b = el.getBBox();
        return [b.x, b.y, b.width, b.height].map((n) => Math.round(n * 10) / 10).join(',');
      });
    };
    return { count: moving.length, start: at(0), later: at(1) };
  });
  expect(boxes.count).toBeGreaterThan(0);
  expect(boxes.later).not.toEqual(boxes.start);
});

test.describe(() => {
  test.use({ reducedMotion: 'reduce' });

  test('with reduced motion the browser shows the frames side by side instead', async ({ page }) => {
    await page.goto(DETAIL);
    expect(await chosenPicture(page)).toBe('/media/movements/bench_press.frames.svg');
    // The strip fits the phone's width.
    const box = await illustration(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(() => {
      test.use({ colorScheme: scheme });

      test(`the detail page with its illustration and how-to has no WCAG 2.1 AA violations (${scheme})`, async ({ page }) => {
        await page.goto(DETAIL);
        await chosenPicture(page);
        await expect(page.getByRole('heading', { name: '흔한 실수' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

test('cards show the still, lazily: a card far below the screen is not fetched until scrolled to', async ({ page }) => {
  const stills = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/media/movements/')) stills.add(path);
  });
  // The 어깨 tab lists the bench press after every exercise whose primary mover is the shoulders: far down.
  const parts = await (await page.request.get('/trpc/catalogue.bodyParts')).json();
  const shoulders = parts.result.data.find((p: { koreanName: string }) => p.koreanName === '어깨').bodyPartId;
  await page.goto(`/searchworkout?part=${shoulders}`);
  const card = page.locator(`a[href="${DETAIL}"]`);
  const more = page.getByRole('button', { name: /^더 보기/ });
  const cards = page.locator('a[href^="/workoutdetail/"]');
  // Clicked in the page, not by the pointer, so the screen stays at the top of the list.
  await expect(more).toBeVisible();
  while ((await card.count()) === 0) {
    const shown = await cards.count();
    await more.evaluate((button: HTMLButtonElement) => button.click());
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const still = card.locator('img');
  await expect(still).toHaveAttribute('src', '/media/movements/bench_press.still.svg');
  await expect(still).toHaveAttribute('loading', 'lazy');
  await expect(still).toHaveAttribute('width', '320');
  await expect(still).toHaveAttribute('height', '320');
  // Far enough below the screen that Chromium's lazy-loading margin (1250 px on a fast connection) does not reach it yet.
  const below = await still.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(below).toBeGreaterThan(1250);
  await page.waitForLoadState('networkidle');
  expect(stills.has('/media/movements/bench_press.still.svg')).toBe(false);

  await still.scrollIntoViewIfNeeded();
  await expect.poll(() => stills.has('/media/movements/bench_press.still.svg')).toBe(true);
  await expect.poll(() => still.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('offline after one online visit: the page answers from the catalogue copy with its how-to, its picture from the kept pictures', async ({
  memberPage: page,
}) => {
  await page.goto('/searchworkout');
  await controlledByServiceWorker(page);
  // The catalogue copy is on the device, and the warm-up kept the movement's still and its animation.
  await expect.poll(async () => (await keptData(page)).copy !== undefined, { timeout: 60_000 }).toBe(true);
  const kept = () =>
    page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName);
      return Promise.all(
        ['/media/movements/bench_press.svg', '/media/movements/bench_press.still.svg'].map(async (url) => (await cache.match(url)) !== undefined),
      );
    }, MEDIA_CACHE);
  await expect.poll(kept, { timeout: 60_000 }).toEqual([true, true]);

  // No signal; the page was never opened online.
  await page.context().setOffline(true);
  await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
  await page.locator(`a[href="${DETAIL}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  for (const heading of ['준비', '동작', '호흡', '흔한 실수']) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  expect(await chosenPicture(page)).toBe(ANIMATED);
});
