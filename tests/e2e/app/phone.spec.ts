// Phone interaction, at 390 × 844: the bottom tab bar (every service from every screen, the current tab
// marked, nothing hidden behind it), dialogs as bottom sheets, primary movers first in a body-part tab, and
// figure captions of at least 12 px. The phone's forms are in phone-forms; its tap targets in tap-targets.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DESKTOP, MOBILE, webFontLoaded } from '../helpers/browser';
import { box, settledBox } from '../helpers/layout';
import { memberMutation } from '../helpers/members';

test.use({ viewport: MOBILE });

const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });
const currentTabs = (page: Page) => tabBar(page).locator('[aria-current="page"]');
const dialog = (page: Page) => page.getByRole('dialog');

test('the bottom tab bar reaches home and the three services from every screen and marks the current one', async ({ page, newPage }) => {
  await page.goto('/');
  await expect(tabBar(page)).toBeVisible();
  // The nav bar's links are hidden at this width; the tab bar is the way to the services.
  await expect(page.getByRole('navigation', { name: '주요 서비스' })).toBeHidden();
  await expect(tabBar(page).getByRole('link')).toHaveText(['홈', '검색하기', '추천받기', '내 운동']);
  for (const link of await tabBar(page).getByRole('link').all()) {
    await expect(link.locator('svg'), (await link.textContent()) ?? '').toHaveCount(1);
  }
  await expect(currentTabs(page)).toHaveText(['홈']);

  // Fixed to the bottom edge, full width, above the home indicator (safe area) on phones that have one.
  const bar = await box(page, 'nav[aria-label="주요 메뉴"]');
  expect([Math.round(bar.left), Math.round(bar.width), Math.round(bar.bottom)]).toEqual([0, 390, 844]);
  const safeArea = await page
    .locator('nav[aria-label="주요 메뉴"]')
    .evaluate((nav) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) => rule instanceof CSSStyleRule && nav.matches(rule.selectorText) && rule.style.paddingBottom.includes('safe-area-inset-bottom'),
        ),
      ),
    );
  expect(safeArea).toBe(true);

  await tab(page, '검색하기').click();
  await expect(page).toHaveURL(/\/searchworkout$/);
  await expect(page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
  await expect(currentTabs(page)).toHaveText(['검색하기']);
  // An exercise page belongs to the search.
  await page
    .getByRole('link', { name: /바벨 벤치 프레스/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '바벨 벤치 프레스' })).toBeVisible();
  await expect(currentTabs(page)).toHaveText(['검색하기']);

  // Logged out, 내 운동 does what the nav bar's link does: the login-required screen and its button.
  await tab(page, '내 운동').click();
  await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
  await expect(currentTabs(page)).toHaveText(['내 운동']);
  await expect(page.getByRole('link', { name: '로그인하러 가기' })).toBeVisible();

  await tab(page, '추천받기').click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(currentTabs(page)).toHaveCount(0);
  await tab(page, '홈').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(currentTabs(page)).toHaveText(['홈']);

  // On a desktop the nav bar's links are back and the tab bar is gone.
  const desktop = await newPage({ viewport: DESKTOP });
  await desktop.goto('/');
  await expect(desktop.getByRole('navigation', { name: '주요 서비스' })).toBeVisible();
  await expect(tabBar(desktop)).toHaveCount(0);
});

test('logged in, every tab leads to its screen, including the later steps of its section', async ({ memberPage: page }) => {
  await tab(page, '내 운동').click();
  await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(currentTabs(page)).toHaveText(['내 운동']);
  await page.getByRole('link', { name: '회원 정보 수정' }).click();
  await expect(page).toHaveURL(/\/mypage\/profile$/);
  await expect(currentTabs(page)).toHaveText(['내 운동']);
  await tab(page, '추천받기').click();
  await expect(page.getByText('0개 부위 선택됨')).toBeVisible();
  await page.getByRole('button', { name: '가슴', exact: true }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('0개 기구 선택됨')).toBeVisible();
  await expect(currentTabs(page)).toHaveText(['추천받기']);

  // The step's own bottom bar sits on the tab bar, not under it.
  const stepBar = await page.getByText('0개 기구 선택됨').evaluate((el) => el.closest('div[class*="bar"]')!.getBoundingClientRect().toJSON() as DOMRect);
  const bar = await box(page, 'nav[aria-label="주요 메뉴"]');
  expect(stepBar.bottom).toBeLessThanOrEqual(bar.top + 0.5);
});

test('nothing is hidden behind the tab bar: the end of the page, the footer and the scroll-to-top button', async ({ page }) => {
  await page.goto('/searchworkout');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The end of the page as it stays: with its text in the web font, which arrives after the results.
  await webFontLoaded(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const top = page.getByRole('button', { name: '맨 위로' });
  await expect(top).toBeVisible();
  const bar = await box(page, 'nav[aria-label="주요 메뉴"]');
  const footerEnd = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual(bar.top + 0.5);
  const contact = await page.locator('footer a[href^="mailto:"]').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(contact).toBeLessThanOrEqual(bar.top);
  // Once its slide-in has finished.
  const button = await settledBox(top);
  expect(button.y + button.height).toBeLessThanOrEqual(bar.top);
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a dialog opens as a bottom sheet on a phone, as tall as its content', async ({ memberPage: page }) => {
  await memberMutation(page, 'routines.create', { name: '상체' });
  await page.goto(`/searchworkout?keyword=${encodeURIComponent('덤벨 컬')}`);
  await page.getByRole('button', { name: '덤벨 컬 루틴에 추가', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: '루틴에 추가' })).toBeVisible();
  const sheet = await settledBox(page.locator('section[role="dialog"]'));
  expect(Math.round(sheet.x)).toBe(0);
  expect(Math.round(sheet.width)).toBe(390);
  expect(Math.round(sheet.y + sheet.height)).toBe(844);
  // No blank half screen: the sheet ends where its content ends, well short of the top.
  expect(sheet.height).toBeLessThan(844 / 2);
  const last = await dialog(page).getByRole('button', { name: '다음', exact: true }).boundingBox();
  expect(sheet.y + sheet.height - (last!.y + last!.height)).toBeLessThan(60);
});

test('a body-part tab opens with the exercises whose primary mover is that part, and says which part', async ({ page }) => {
  await page.goto('/searchworkout');
  await page.getByRole('tab', { name: '어깨' }).click();
  await expect(page).toHaveURL(/part=3/);
  await expect(page.getByRole('heading', { name: /^어깨 \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const cards = page.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(12);
  const names = await cards.allTextContents();
  expect(names).not.toContain('바벨 벤치 프레스');
  expect(names).not.toContain('랫풀다운');
  // The first card's own page lists 어깨 as its main part.
  await page.getByRole('link', { name: new RegExp(`^${names[0]}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  const main = page.getByText('주요 부위').locator('..');
  await expect(main.getByText('어깨', { exact: true })).toBeVisible();
});

test('figure captions (앞/뒤) render at 12 px or more at the sizes the pictures are shown, or not at all', async ({ page, newPage }) => {
  // The muscle map is shown beside the movement on an exercise's page (cards show the movement's still).
  await page.goto('/workoutdetail/1');
  const map = page.getByRole('img', { name: /주로 쓰는 근육을 표시한 그림$/ });
  await expect(map).toBeVisible();
  const cardWidth = await map.evaluate((img) => img.getBoundingClientRect().width);
  const src = (await map.getAttribute('src'))!;
  const sizes = [Math.round(cardWidth), 100, 130, 200, 260, 358];
  for (const width of sizes) {
    // Opened on its own in a window of that width, the picture's media queries see the width they see as
    // an image of that size; its captions are drawn at font size × width / 320 on screen.
    const probe = await newPage({ viewport: { width, height: width } });
    await probe.goto(src);
    const caption = await probe.locator('g.cap').evaluate((g) => ({ display: getComputedStyle(g).display, size: parseFloat(getComputedStyle(g).fontSize) }));
    await probe.context().close();
    if (width < 128) expect(caption.display, `${width}px`).toBe('none');
    else expect((caption.size * width) / 320, `${width}px`).toBeGreaterThanOrEqual(12);
  }
  expect(cardWidth).toBeGreaterThan(128);
});
