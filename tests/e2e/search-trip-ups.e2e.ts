// What a new member types into the search, on a phone at 390 and 360 px (docs/decisions/029-search-finds-what-
// people-type.md): a body-part name lists that part's exercises, a typo offers '혹시 …' and tapping it searches
// that, nothing found says so in Korean and offers the part tabs, the part tabs show that they scroll at 360 px,
// and 우리 헬스장's machine filter reads 초성 as the search does. No axe violations on any of these screens.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PART_NAMES } from '../helpers/catalogue-seed';
import { axeViolations } from './helpers/axe';
import { MOBILE, NARROW, openPage } from './helpers/browser';
import { memberPage } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

const results = (page: Page) => page.getByRole('list', { name: '운동 목록' });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const foundHeading = (page: Page, keyword: string) => page.getByRole('heading', { name: new RegExp(`^'${keyword}' 검색 결과 \\d+개를 찾았어요$`) });
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

describe.each([
  ['390 px', MOBILE],
  ['360 px', NARROW],
])('at %s', (_, viewport) => {
  test("'가슴' lists the chest's exercises, primary movers first, and says it read the part", async () => {
    const page = await openPage(env.browser, env.server.baseUrl, viewport);
    await page.goto(`/searchworkout?keyword=${encodeURIComponent('가슴')}`);
    await foundHeading(page, '가슴').waitFor();
    await settled(page);
    await page.getByText('가슴 부위 운동을 함께 보여 드려요').waitFor();
    const names = await cardNames(page);
    expect(names.slice(0, 2)).toEqual(['바벨 벤치 프레스', '푸시업']);
    expect(names).toHaveLength(12);
    for (const card of await results(page).getByRole('listitem').all()) {
      expect(await card.getByText('가슴', { exact: true }).count()).toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test("'스퀏' finds nothing and asks '혹시 '스쿼트'를 찾으셨나요?'; tapping it searches 스쿼트", async () => {
    const page = await openPage(env.browser, env.server.baseUrl, viewport);
    await page.goto(`/searchworkout?keyword=${encodeURIComponent('스퀏')}`);
    await page.getByRole('heading', { name: "'스퀏'에 맞는 운동이 없어요" }).waitFor();
    const suggestion = page.getByRole('button', { name: "혹시 '스쿼트'를 찾으셨나요?" });
    await suggestion.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '스쿼트');
    await foundHeading(page, '스쿼트').waitFor();
    await settled(page);
    expect((await cardNames(page)).some((n) => n.includes('스쿼트'))).toBe(true);
    // The field shows what is searched now.
    expect(await page.getByLabel('모든 부위에서 검색').inputValue()).toBe('스쿼트');
    // Back returns to the typo.
    await page.goBack();
    await page.getByRole('heading', { name: "'스퀏'에 맞는 운동이 없어요" }).waitFor();
  });

  test("'zzzz' says so in Korean, suggests nothing, and offers the part tabs; a part opens its tab", async () => {
    const page = await openPage(env.browser, env.server.baseUrl, viewport);
    await page.goto('/searchworkout?keyword=zzzz');
    await page.getByRole('heading', { name: "'zzzz'에 맞는 운동이 없어요" }).waitFor();
    expect(await page.getByText(/검색 결과 0개/).count()).toBe(0);
    expect(await page.getByText(/^혹시/).count()).toBe(0);
    const parts = page.getByRole('group', { name: '부위별로 둘러보기' });
    expect(await parts.getByRole('button').allTextContents()).toEqual(PART_NAMES);
    expect(await axeViolations(page)).toEqual([]);
    await parts.getByRole('button', { name: '종아리' }).click();
    await page.waitForURL((url) => url.searchParams.get('part') === '10' && !url.searchParams.get('keyword'));
    await page.getByRole('heading', { name: /^종아리 \(\d+\)$/ }).waitFor();
    expect(await page.getByRole('tab', { name: '종아리' }).getAttribute('aria-selected')).toBe('true');
    // The chosen tab, last in the row, was brought into view.
    expect(
      await page.getByRole('tab', { name: '종아리' }).evaluate((tab) => {
        const list = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= list.left - 1 && box.right <= list.right + 1;
      }),
    ).toBe(true);
  });

  test('우리 헬스장: the machine filter reads 초성 (ㄹㅍ → 랫풀다운 머신) and 영타', async () => {
    const page = await memberPage(env, viewport);
    await page.goto('/mypage/gym');
    await page.getByRole('heading', { level: 1, name: '우리 헬스장' }).waitFor();
    const machines = page.getByRole('group', { name: '헬스장 기구' });
    const field = page.getByLabel('기구 찾기');
    await field.fill('ㄹㅍ');
    await expect.poll(() => machines.locator('label').allTextContents()).toEqual(['랫풀다운 머신']);
    await field.fill('ㄹㄱㅍㄹㅅ');
    await expect.poll(() => machines.locator('label').allTextContents()).toEqual(['레그 프레스']);
    await field.fill('fprm zjf');
    await expect.poll(() => machines.locator('label').allTextContents()).toEqual(['레그 컬']);
    await field.fill('ㅋㅋㅋ');
    await page.getByText("'ㅋㅋㅋ'에 맞는 기구가 없어요").waitFor();
    await field.fill('ㄹㅍ');
    await expect.poll(() => machines.locator('label').allTextContents()).toEqual(['랫풀다운 머신']);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('at 360 px the part tabs show that they scroll: the far edge fades, a hint is read out, and scrolling moves the fade', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, NARROW);
  await page.goto('/searchworkout');
  const list = page.getByRole('tablist', { name: '운동 부위' });
  await list.waitFor();
  const state = () =>
    list.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      start: el.hasAttribute('data-more-start'),
      end: el.hasAttribute('data-more-end'),
      mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
      hint: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
    }));
  await expect.poll(async () => (await state()).end).toBe(true);
  const atStart = await state();
  expect(atStart).toMatchObject({ scrolls: true, start: false, end: true, hint: '옆으로 밀면 다른 부위가 더 있어요' });
  expect(atStart.mask).toContain('linear-gradient');
  // The fade lies over a tab that is on screen (it shows faded), and more tabs lie past the edge.
  expect(
    await list.evaluate((el) => {
      const edge = el.getBoundingClientRect().right;
      const fade =
        Number.parseFloat(getComputedStyle(el).getPropertyValue('--fade-end')) * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const boxes = [...el.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
      return { fade: fade > 0, faded: boxes.some((b) => b.left < edge && b.right > edge - fade), beyond: boxes.some((b) => b.left >= edge) };
    }),
  ).toEqual({ fade: true, faded: true, beyond: true });

  await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(async () => (await state()).start).toBe(true);
  expect(await state()).toMatchObject({ start: true, end: false });
  expect(await axeViolations(page)).toEqual([]);

  // At 390 px as well, the row still scrolls and says so.
  await page.setViewportSize(MOBILE);
  await list.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect.poll(async () => (await state()).end).toBe(true);
});
