// docs/product.md §2 search and exercise detail against the seeded catalogue: home form → search, body-part
// tabs, Korean-aware matching, the pager, a card → its detail page, and the not-found paths. And what a new
// member types, on a phone at 390 and 360 px (docs/decisions/029-search-finds-what-people-type.md): a body-part
// name lists that part's exercises, a typo offers '혹시 …' and tapping it searches that, nothing found says so
// in Korean and offers the part tabs, the part tabs show that they scroll at 360 px, and 우리 헬스장's machine
// filter reads 초성 as the search does. No axe violations on any of these screens.
import type { Page } from '@playwright/test';
import { PART_NAMES } from '../../helpers/catalogue-seed';
import { expect } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { test } from '../helpers/pictures-warmed';

const results = (page: Page) => page.getByRole('list', { name: '운동 목록' });
const resultHeading = (page: Page, keyword: string) => page.getByRole('heading', { name: new RegExp(`^'${keyword}' 검색 결과 \\d+개를 찾았어요$`) });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const countIn = async (page: Page, keyword: string) => Number((await resultHeading(page, keyword).textContent())?.match(/(\d+)개/)?.[1]);
const notBusy = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

async function openPanelAndType(page: Page, keyword: string) {
  await page.getByRole('button', { name: '운동 이름으로 검색' }).click();
  const field = page.getByLabel('모든 부위에서 검색');
  await expect(field).toBeFocused();
  await field.fill(keyword);
  await field.press('Enter');
}

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('a home chip fills and focuses the field; submitting shows that keyword on /searchworkout (390 px)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '어떤 운동이 궁금하세요?' })).toBeVisible();
    await page.getByRole('button', { name: '풀업', exact: true }).click();
    const field = page.getByLabel('운동 이름');
    await expect(field).toHaveValue('풀업');
    await expect(field).toBeFocused();

    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/searchworkout' && url.searchParams.get('keyword') === '풀업');
    await expect(resultHeading(page, '풀업')).toBeVisible();
    expect(await cardNames(page)).toContain('풀업');
    await expect(page.getByLabel('모든 부위에서 검색')).toHaveValue('풀업');

    // The keyword lives in the URL, so a reload shows the same search.
    await page.reload();
    await expect(resultHeading(page, '풀업')).toBeVisible();
  });

  test('a card opens the exercise detail with image, texts and the YouTube link', async ({ page }) => {
    await page.goto('/searchworkout?keyword=랫풀다운');
    await results(page)
      .getByRole('link', { name: /^랫풀다운/ })
      .click();
    await expect(page).toHaveURL(/\/workoutdetail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '랫풀다운' })).toBeVisible();

    // Both pictures load: the movement (docs/decisions/033-movement-illustrations.md) and the muscle map.
    for (const name of [/^랫풀다운 동작 그림/, /^랫풀다운: 주로 쓰는 근육/]) {
      const image = page.getByRole('img', { name });
      await expect(image).toBeVisible();
      await image.evaluate((img: HTMLImageElement) => img.decode());
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), String(name)).toBeGreaterThan(0);
    }

    const description = page.getByRole('region', { name: '운동 방법' });
    expect((await description.textContent())?.length).toBeGreaterThan(20);
    await expect(page.getByText('주의사항')).toBeVisible();
    await expect(page.getByRole('region', { name: '운동 부위' }).getByText('등', { exact: true })).toBeVisible();

    const youtube = page.getByRole('link', { name: /YouTube에서 보기/ });
    await expect(youtube).toHaveAttribute('href', `https://www.youtube.com/results?search_query=${encodeURIComponent('랫풀다운')}`);
    await expect(youtube).toHaveAttribute('target', '_blank');
    await expect(youtube).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('iframe')).toHaveCount(0);

    // Logged out, adding to a routine asks for a login first.
    await page.getByRole('button', { name: '루틴에 추가', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '랫풀다운' })).toBeVisible();

    await page.getByRole('button', { name: '이전', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/searchworkout' && url.searchParams.get('keyword') === '랫풀다운');
    await expect(resultHeading(page, '랫풀다운')).toBeVisible();
  });
});

test('the nav link opens the search in tab mode; a body-part tab lists only that part', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '주요 서비스' }).getByRole('link', { name: '검색하기' }).click();
  await expect(page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^전체 \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: '종아리' }).click();
  await expect(page).toHaveURL(/part=10/);
  // The heading names the tab's part.
  const heading = page.getByRole('heading', { name: /^종아리 \(\d+\)$/ });
  await expect(heading).toBeVisible();
  await notBusy(page);
  const total = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
  const cards = results(page).getByRole('listitem');
  expect(total).toBeGreaterThan(0);
  await expect(cards).toHaveCount(Math.min(total, 12));
  for (const card of await cards.all()) await expect(card.getByText('종아리', { exact: true })).toHaveCount(1);
});

test('a 초성 query finds the exercise', async ({ page }) => {
  await page.goto('/searchworkout');
  await openPanelAndType(page, 'ㄹㅍㄷㅇ');
  await expect(resultHeading(page, 'ㄹㅍㄷㅇ')).toBeVisible();
  expect(await cardNames(page)).toContain('랫풀다운');
});

test('keyword mode pages through results; back returns to the previous page', async ({ page }) => {
  await page.goto('/searchworkout');
  await expect(page.getByRole('heading', { name: /^전체 \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '검색 결과 페이지' })).toHaveCount(0);
  await openPanelAndType(page, '덤벨');
  await expect(resultHeading(page, '덤벨')).toBeVisible();
  expect(await countIn(page, '덤벨')).toBeGreaterThan(12);
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveCount(12);
  const first = await cardNames(page);

  // The URL changes before the next page is on screen (and the heading stays the same): wait for the
  // cards themselves, not for the URL or a busy flag that may not be set yet.
  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  const secondPage = async () => {
    const names = await cardNames(page);
    return names.length > 0 && !names.some((name) => first.includes(name)) && !(await results(page).getAttribute('aria-busy'));
  };
  await expect.poll(secondPage).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
  await expect.poll(() => cardNames(page)).toEqual(first);
});

test('the skeleton grid shows while a slow search loads', async ({ page }) => {
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
  const skeleton = page.getByRole('list', { name: '운동 목록을 불러오는 중' });
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByRole('listitem')).toHaveCount(12);
  answer();
  await expect(results(page)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('an unknown or malformed exercise id shows the not-found screen', async ({ page }) => {
  for (const path of ['/workoutdetail/999999', '/workoutdetail/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '존재하지 않는 페이지입니다' })).toBeVisible();
  }
});

for (const [label, viewport] of [
  ['390 px', MOBILE],
  ['360 px', NARROW],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    test("'가슴' lists the chest's exercises, primary movers first, and says it read the part", async ({ page }) => {
      await page.goto(`/searchworkout?keyword=${encodeURIComponent('가슴')}`);
      await expect(resultHeading(page, '가슴')).toBeVisible();
      await notBusy(page);
      await expect(page.getByText('가슴 부위 운동을 함께 보여 드려요')).toBeVisible();
      const names = await cardNames(page);
      expect(names.slice(0, 2)).toEqual(['바벨 벤치 프레스', '푸시업']);
      expect(names).toHaveLength(12);
      for (const card of await results(page).getByRole('listitem').all()) await expect(card.getByText('가슴', { exact: true })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("'스퀏' finds nothing and asks '혹시 '스쿼트'를 찾으셨나요?'; tapping it searches 스쿼트", async ({ page }) => {
      await page.goto(`/searchworkout?keyword=${encodeURIComponent('스퀏')}`);
      await expect(page.getByRole('heading', { name: "'스퀏'에 맞는 운동이 없어요" })).toBeVisible();
      const suggestion = page.getByRole('button', { name: "혹시 '스쿼트'를 찾으셨나요?" });
      await expect(suggestion).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await suggestion.click();
      await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '스쿼트');
      await expect(resultHeading(page, '스쿼트')).toBeVisible();
      await notBusy(page);
      expect((await cardNames(page)).some((n) => n.includes('스쿼트'))).toBe(true);
      // The field shows what is searched now.
      await expect(page.getByLabel('모든 부위에서 검색')).toHaveValue('스쿼트');
      // Back returns to the typo.
      await page.goBack();
      await expect(page.getByRole('heading', { name: "'스퀏'에 맞는 운동이 없어요" })).toBeVisible();
    });

    test("'zzzz' says so in Korean, suggests nothing, and offers the part tabs; a part opens its tab", async ({ page }) => {
      await page.goto('/searchworkout?keyword=zzzz');
      await expect(page.getByRole('heading', { name: "'zzzz'에 맞는 운동이 없어요" })).toBeVisible();
      await expect(page.getByText(/검색 결과 0개/)).toHaveCount(0);
      await expect(page.getByText(/^혹시/)).toHaveCount(0);
      const parts = page.getByRole('group', { name: '부위별로 둘러보기' });
      await expect(parts.getByRole('button')).toHaveText(PART_NAMES);
      expect(await axeViolations(page)).toEqual([]);
      await parts.getByRole('button', { name: '종아리' }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('part') === '10' && !url.searchParams.get('keyword'));
      await expect(page.getByRole('heading', { name: /^종아리 \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('tab', { name: '종아리' })).toHaveAttribute('aria-selected', 'true');
      // The chosen tab, last in the row, was brought into view.
      expect(
        await page.getByRole('tab', { name: '종아리' }).evaluate((tab) => {
          const list = tab.parentElement!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return box.left >= list.left - 1 && box.right <= list.right + 1;
        }),
      ).toBe(true);
    });

    test('우리 헬스장: the machine filter reads 초성 (ㄹㅍ → 랫풀다운 머신) and 영타', async ({ memberPage: page }) => {
      await page.goto('/mypage/gym');
      await expect(page.getByRole('heading', { level: 1, name: '우리 헬스장' })).toBeVisible();
      const machines = page.getByRole('group', { name: '헬스장 기구' }).locator('label');
      const field = page.getByLabel('기구 찾기');
      await field.fill('ㄹㅍ');
      await expect(machines).toHaveText(['랫풀다운 머신']);
      await field.fill('ㄹㄱㅍㄹㅅ');
      await expect(machines).toHaveText(['레그 프레스']);
      await field.fill('fprm zjf');
      await expect(machines).toHaveText(['레그 컬']);
      await field.fill('ㅋㅋㅋ');
      await expect(page.getByText("'ㅋㅋㅋ'에 맞는 기구가 없어요")).toBeVisible();
      await field.fill('ㄹㅍ');
      await expect(machines).toHaveText(['랫풀다운 머신']);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe(() => {
  test.use({ viewport: NARROW });

  test('at 360 px the part tabs show that they scroll: the far edge fades, a hint is read out, and scrolling moves the fade', async ({ page }) => {
    await page.goto('/searchworkout');
    const list = page.getByRole('tablist', { name: '운동 부위' });
    await expect(list).toBeVisible();
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
});
