// docs/product.md §2/§4/§8 recommendation flow, its guards and failures: logged out → /login, step 2 without
// body parts → step 1, the failure modal, the loading overlay, the not-found screen, the retry and the slow
// notice.
import { expect, test } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { card, headline } from '../helpers/recommender-page';

test('logged out, the recommendation screens send the visitor to /login', async ({ page }) => {
  for (const path of ['/recommend/bodypart', '/recommend/machine?parts=가슴', '/recommend/result?id=1']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  }
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('step 2 without body parts starts over at step 1; step 1 keeps the choice, its order and the scroll', async ({ memberPage: page }) => {
    for (const path of ['/recommend/machine', '/recommend/machine?parts=', '/recommend/machine?parts=,,']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/recommend/bodypart');
      await expect(page.getByText('0개 부위 선택됨')).toBeVisible();
    }
    // Choosing a card further down does not jump back to the top.
    // Centred, so the click needs no scrolling of its own (the sticky bar covers the bottom of the screen).
    await card(page, '종아리').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(0);
    await card(page, '종아리').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('parts') === '종아리');
    expect(await page.evaluate(() => scrollY)).toBe(before);

    await card(page, '가슴').click();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/recommend/machine' && url.searchParams.get('parts') === '종아리,가슴');
    // The back arrow returns to step 1 with the choice intact.
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/recommend/bodypart');
    await expect(page.getByText('2개 부위 선택됨')).toBeVisible();

    // Opened directly, step 2's back arrow still lands on step 1 with the parts chosen.
    await page.goto(`/recommend/machine?parts=${encodeURIComponent('등')}`);
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/recommend/bodypart' && url.searchParams.get('parts') === '등');
    await expect(page.getByText('1개 부위 선택됨')).toBeVisible();
  });
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('a refused request shows the failure modal; 확인 closes it and keeps the step', async ({ memberPage: page }) => {
    await page.goto(`/recommend/machine?parts=${encodeURIComponent('꼬리')}`);
    await expect(page.getByText('고른 부위에 맞는 기구 정보가 없어요.')).toBeVisible();
    await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
    const modal = page.getByRole('dialog', { name: '추천 중에 오류가 발생했어요' });
    await expect(modal.getByText('다른 조합으로 시도해주세요!')).toBeVisible();
    await expect(modal.getByText('알 수 없는 운동 부위예요: 꼬리')).toBeVisible();
    await modal.getByRole('button', { name: '확인' }).click();
    await expect(modal).not.toBeAttached();
    expect(new URL(page.url()).pathname).toBe('/recommend/machine');
  });
});

test('the loading overlay shows and locks the page while the recommendation is made', async ({ memberPage: page }) => {
  // The recommendation is made only once the overlay has been checked (a fixed delay races the overlay).
  let answer!: () => void;
  const overlaySeen = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/trpc/recommendation.create**', async (route) => {
    await overlaySeen;
    await route.continue().catch(() => {});
  });
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('등')}`);
  await card(page, '덤벨').click();
  await page.getByRole('button', { name: '추천 시작하기' }).click();
  const overlay = page.getByRole('dialog', { name: '분석을 시작했어요' });
  await expect(overlay.getByText('잠시만 기다려 주세요')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  answer();
  await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
  await expect(overlay).not.toBeAttached();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("an unknown, malformed or another member's result id shows the not-found screen", async ({ memberPage: owner, newMemberPage }) => {
  await owner.goto(`/recommend/machine?parts=${encodeURIComponent('복근')}`);
  await owner.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await expect(owner).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
  const ownUrl = new URL(owner.url());

  const other = await newMemberPage();
  for (const path of [`${ownUrl.pathname}${ownUrl.search}`, '/recommend/result?id=999999', '/recommend/result?id=abc', '/recommend/result']) {
    await other.page.goto(path);
    await expect(other.page.getByRole('heading', { name: '존재하지 않는 페이지입니다' })).toBeVisible();
  }
});

test.describe(() => {
  test.use({ viewport: MOBILE });
  test('a result that cannot be fetched is retried once after 10 s, then the slow notice opens; 다시 시도 loads it', async ({ memberPage: page, member }) => {
    await page.goto(`/recommend/machine?parts=${encodeURIComponent('등')}`);
    await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
    await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
    const resultUrl = page.url();

    // The connection drops for every request that reads the recommendation (batched with user.me or not).
    let attempts = 0;
    const failing = /\/trpc\/[^?]*recommendation\.get/;
    await page.route(failing, async (route) => {
      attempts += 1;
      await route.abort('connectionfailed');
    });
    await page.clock.install();
    await page.goto(resultUrl); // a fresh load: nothing cached
    await expect.poll(() => attempts).toBe(1);
    const pending = page.getByRole('dialog', { name: '추천 결과를 불러오고 있어요' });
    await expect(pending).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // No second try before 10 seconds have passed; exactly one after.
    await page.clock.fastForward(9_000);
    expect(attempts).toBe(1);
    await page.clock.fastForward(1_500);
    await expect.poll(() => attempts).toBe(2);
    const slow = page.getByRole('dialog', { name: '추천 시간이 예상보다 길어지고 있어요' });
    await expect(slow.getByText('잠시 후 다시 시도해 주세요')).toBeVisible();
    await expect(pending).not.toBeAttached();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(attempts).toBe(2);

    // The connection is back: 다시 시도 shows the result.
    await page.unroute(failing);
    await slow.getByRole('button', { name: '다시 시도' }).click();
    await expect(headline(page, member.userName)).toBeVisible();
    await expect(slow).not.toBeAttached();
  });
});

test('the slow notice offers the way home', async ({ memberPage: page }) => {
  await page.route(/\/trpc\/[^?]*recommendation\.get/, (route) => route.abort('connectionfailed'));
  await page.clock.install();
  await page.goto('/recommend/result?id=1');
  await expect(page.getByRole('dialog', { name: '추천 결과를 불러오고 있어요' })).toBeVisible();
  await page.clock.fastForward(10_500);
  const slow = page.getByRole('dialog', { name: '추천 시간이 예상보다 길어지고 있어요' });
  await slow.getByRole('button', { name: '홈으로' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(slow).not.toBeAttached();
});
