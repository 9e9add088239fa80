// docs/product.md §2 search and exercise detail against the seeded catalogue: home form → search, body-part
// tabs, Korean-aware matching, the pager, a card → its detail page, and the not-found paths.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, MOBILE, openPage } from './helpers/browser';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

const results = (page: Page) => page.getByRole('list', { name: '운동 목록' });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const resultHeading = (page: Page, keyword: string) => page.getByRole('heading', { name: new RegExp(`^'${keyword}' 검색 결과 \\d+개를 찾았어요$`) });
const countIn = async (page: Page, keyword: string) => Number((await resultHeading(page, keyword).textContent())?.match(/(\d+)개/)?.[1]);

async function openPanelAndType(page: Page, keyword: string) {
  await page.getByRole('button', { name: '운동 이름으로 검색' }).click();
  const field = page.getByLabel('모든 부위에서 검색');
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  await field.fill(keyword);
  await field.press('Enter');
}

test('a home chip fills and focuses the field; submitting shows that keyword on /searchworkout (390 px)', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/');
  await page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' }).waitFor();
  await page.getByRole('button', { name: '풀업', exact: true }).click();
  const field = page.getByLabel('운동 이름');
  expect(await field.inputValue()).toBe('풀업');
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/searchworkout' && url.searchParams.get('keyword') === '풀업');
  await resultHeading(page, '풀업').waitFor();
  expect(await cardNames(page)).toContain('풀업');
  expect(await page.getByLabel('모든 부위에서 검색').inputValue()).toBe('풀업');

  // The keyword lives in the URL, so a reload shows the same search.
  await page.reload();
  await resultHeading(page, '풀업').waitFor();
});

test('the nav link opens the search in tab mode; a body-part tab lists only that part', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, DESKTOP);
  await page.goto('/');
  await page.getByRole('navigation', { name: '주요 서비스' }).getByRole('link', { name: '검색하기' }).click();
  await page.getByRole('heading', { name: '운동 검색' }).waitFor();
  await page.getByRole('heading', { name: /^전체 \(\d+\)$/ }).waitFor();
  expect(await page.getByRole('tab', { name: '전체' }).getAttribute('aria-selected')).toBe('true');

  await page.getByRole('tab', { name: '종아리' }).click();
  await page.waitForURL(/part=10/);
  // The heading names the tab's part.
  const heading = page.getByRole('heading', { name: /^종아리 \(\d+\)$/ });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const total = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  const cards = results(page).getByRole('listitem');
  expect(total).toBeGreaterThan(0);
  expect(await cards.count()).toBe(Math.min(total, 12));
  for (const card of await cards.all()) {
    expect(await card.getByText('종아리', { exact: true }).count()).toBe(1);
  }
});

test('a 초성 query finds the exercise', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/searchworkout');
  await openPanelAndType(page, 'ㄹㅍㄷㅇ');
  await resultHeading(page, 'ㄹㅍㄷㅇ').waitFor();
  expect(await cardNames(page)).toContain('랫풀다운');
});

test('keyword mode pages through results; back returns to the previous page', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/searchworkout');
  expect(await page.getByRole('navigation', { name: '검색 결과 페이지' }).count()).toBe(0);
  await openPanelAndType(page, '덤벨');
  await resultHeading(page, '덤벨').waitFor();
  expect(await countIn(page, '덤벨')).toBeGreaterThan(12);
  const first = await cardNames(page);
  expect(first).toHaveLength(12);

  // The URL changes before the next page is on screen (and the heading stays the same): wait for the
  // cards themselves, not for the URL or a busy flag that may not be set yet.
  await page.getByRole('button', { name: '2 페이지' }).click();
  await page.waitForURL(/page=2/);
  const secondPage = async () => {
    const names = await cardNames(page);
    return names.length > 0 && !names.some((name) => first.includes(name)) && !(await results(page).getAttribute('aria-busy'));
  };
  await expect.poll(secondPage).toBe(true);

  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await expect.poll(() => cardNames(page)).toEqual(first);
});

test('the skeleton grid shows while a slow search loads', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  // The search answers only once the skeleton has been seen: slow for as long as the test needs, however
  // slow the machine (a fixed delay would race the skeleton's own 200 ms delay).
  let answer!: () => void;
  const skeletonSeen = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/trpc/catalogue.search**', async (route) => {
    await skeletonSeen;
    await route.continue().catch(() => {});
  });
  await page.goto('/searchworkout');
  await page.getByRole('list', { name: '운동 목록을 불러오는 중' }).waitFor();
  expect(await page.getByRole('list', { name: '운동 목록을 불러오는 중' }).getByRole('listitem').count()).toBe(12);
  answer();
  await results(page).waitFor();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a card opens the exercise detail with image, texts and the YouTube link', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/searchworkout?keyword=랫풀다운');
  await results(page)
    .getByRole('link', { name: /^랫풀다운/ })
    .click();
  await page.waitForURL(/\/workoutdetail\/\d+$/);
  await page.getByRole('heading', { level: 1, name: '랫풀다운' }).waitFor();

  // Both pictures load: the movement (docs/decisions/033-movement-illustrations.md) and the muscle map.
  for (const name of [/^랫풀다운 동작 그림/, /^랫풀다운: 주로 쓰는 근육/]) {
    const image = page.getByRole('img', { name });
    await image.waitFor();
    await image.evaluate((img: HTMLImageElement) => img.decode());
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), String(name)).toBeGreaterThan(0);
  }

  const description = page.getByRole('region', { name: '운동 방법' });
  expect((await description.textContent())?.length).toBeGreaterThan(20);
  await page.getByText('주의사항').waitFor();
  await page.getByRole('region', { name: '운동 부위' }).getByText('등', { exact: true }).waitFor();

  const youtube = page.getByRole('link', { name: /YouTube에서 보기/ });
  expect(await youtube.getAttribute('href')).toBe(`https://www.youtube.com/results?search_query=${encodeURIComponent('랫풀다운')}`);
  expect(await youtube.getAttribute('target')).toBe('_blank');
  expect(await youtube.getAttribute('rel')).toContain('noopener');
  expect(await page.locator('iframe').count()).toBe(0);

  // Logged out, adding to a routine asks for a login first.
  await page.getByRole('button', { name: '루틴에 추가', exact: true }).click();
  await page.waitForURL('**/login');
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: '랫풀다운' }).waitFor();

  await page.getByRole('button', { name: '이전', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/searchworkout' && url.searchParams.get('keyword') === '랫풀다운');
  await resultHeading(page, '랫풀다운').waitFor();
});

test('an unknown or malformed exercise id shows the not-found screen', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  for (const path of ['/workoutdetail/999999', '/workoutdetail/abc']) {
    await page.goto(path);
    await page.getByRole('heading', { name: '존재하지 않는 페이지입니다' }).waitFor();
  }
});
