// SPEC §2/§4/§8 recommendation flow against the seeded catalogue: body parts → machines → result with the
// recommended amounts → the first exercise added to a new routine → it shows on /mypage; plus the guards,
// the failure modal, the loading overlay and the accordion behaviour.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { Recommendation } from '../../server/features/recommendation/recommendation.contract';
import { DESKTOP, loginViaUi, MOBILE, openPage } from './helpers/browser';
import { memberQuery, newMember, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

async function memberPage(viewport = DESKTOP) {
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  const page = await openPage(env.browser, env.server.baseUrl, viewport);
  await loginViaUi(page, member.loginEmail, member.password);
  return { page, member };
}

/** The stored recommendation, read through the API with the page's own session. */
const fetchRecommendation = (page: Page, id: number): Promise<Recommendation> => memberQuery(page, 'recommendation.get', { id });

const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const addButtons = (page: Page) => page.getByRole('button', { name: / 운동 루틴 추가$/ });
const headline = (page: Page, userName: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`^${userName}님에게 딱 맞는 운동 (\\d+)개를 찾았어요$`) });

test('body parts → machines → result → the first exercise into a new routine → /mypage (390 px)', async () => {
  const { page, member } = await memberPage(MOBILE);
  await page.goto('/');
  await page.getByRole('link', { name: '운동 추천받기' }).click();
  await page.waitForURL('**/recommend/bodypart');

  // Step 1: two groups, nothing chosen yet.
  await page.getByRole('heading', { name: '어느 부위를 추천받고 싶으세요?' }).waitFor();
  await page.getByText('1/4').waitFor();
  expect(await page.getByRole('group', { name: '상체 부위' }).getByRole('button').count()).toBe(6);
  expect(await page.getByRole('group', { name: '하체 부위' }).getByRole('button').count()).toBe(4);
  await page.getByText('0개 부위 선택됨').waitFor();
  const next = page.getByRole('button', { name: '다음' });
  expect(await next.isDisabled()).toBe(true);

  await card(page, '가슴').click();
  await card(page, '등').click();
  expect(await card(page, '가슴').getAttribute('aria-pressed')).toBe('true');
  expect(await card(page, '어깨').getAttribute('aria-pressed')).toBe('false');
  await page.getByText('2개 부위 선택됨').waitFor();
  // The choice is in the URL, so a reload keeps it.
  await page.reload();
  await page.getByText('2개 부위 선택됨').waitFor();
  await next.click();

  // Step 2: machines for those parts, passed on in the chosen order.
  await page.waitForURL((url) => url.pathname === '/recommend/machine' && url.searchParams.get('parts') === '가슴,등');
  await page.getByRole('heading', { name: '사용할 수 있는 기구를 골라 주세요' }).waitFor();
  await page.getByText('2/4').waitFor();
  expect(await page.getByRole('group', { name: '기구' }).getByRole('button').count()).toBeGreaterThan(3);
  await page.getByText('0개 기구 선택됨').waitFor();
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).waitFor();
  for (const name of ['바벨', '벤치', '덤벨']) await card(page, name).click();
  await page.getByText('3개 기구 선택됨').waitFor();
  await page.getByRole('button', { name: '추천 시작하기' }).click();

  // Result: the headline's count, the cards and the stored recommendation agree.
  await page.waitForURL((url) => url.pathname === '/recommend/result' && url.searchParams.has('id'));
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const rec = await fetchRecommendation(page, id);
  expect(rec.requestedBodyParts).toEqual(['가슴', '등']);
  expect(rec.requestedMachines).toEqual(['바벨', '벤치', '덤벨']);
  const title = await headline(page, member.userName).textContent();
  const count = Number(title?.match(/(\d+)개/)?.[1]);
  expect(count).toBe(rec.recommends.length);
  expect(count).toBeGreaterThan(0);
  expect(await addButtons(page).count()).toBe(count);
  await page.getByText('내 루틴에 추가해 보세요').waitFor();

  const first = rec.recommends[0]!;
  const amounts = page.getByRole('region', { name: 'AI 추천 운동량' });
  expect(await amounts.count()).toBe(1); // only the first card is open
  expect(await amounts.getByText(first.weightLabel, { exact: true }).count()).toBe(1);
  expect(first.repeatLabel).toMatch(/^\d+(회|초)$/);
  await amounts.getByText(first.repeatLabel, { exact: true }).waitFor();
  await amounts.getByText(`${first.set}세트`, { exact: true }).waitFor();
  // Issue 13: the plain why is shown; its numbers are behind '자세히' (tests/e2e/recommender.e2e.ts).
  await amounts.getByText(first.why, { exact: true }).waitFor();

  // Add the first exercise to a new routine: routine start → create → pick → info → 추가하기.
  await page.getByRole('button', { name: `${first.koreanName} 운동 루틴 추가` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
  await dialog.getByLabel('루틴 이름').fill('가슴 등 날');
  await dialog.getByRole('button', { name: '만들기' }).click();
  await dialog.getByRole('button', { name: '다음' }).click();
  const weight = String(Number(first.weight));
  expect(await dialog.getByLabel('무게').inputValue()).toBe(weight);
  expect(await dialog.getByLabel('횟수').inputValue()).toBe(first.repeat);
  expect(await dialog.getByLabel('세트').inputValue()).toBe(first.set);
  await dialog.getByRole('button', { name: '추가하기' }).click();
  await page.getByText('운동을 추가했어요').waitFor();
  await dialog.waitFor({ state: 'detached' });

  await page.goto('/mypage');
  await page.getByRole('heading', { level: 3, name: first.koreanName }).waitFor();
  await page.getByText(`${weight}kg · ${first.repeat}회 · ${first.set}세트`).waitFor();
});

test('the accordion opens only the first card; cards toggle on their own; the add button never toggles', async () => {
  const { page } = await memberPage(MOBILE);
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('가슴,허벅지 앞')}`);
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await page.waitForURL('**/recommend/result?id=*');
  const controls = page.locator('[data-accordion-control]');
  const items = page.locator('.mantine-Accordion-item');
  await controls.first().waitFor();
  const expanded = async () => Promise.all((await controls.all()).map((c) => c.getAttribute('aria-expanded')));
  const n = await controls.count();
  expect(n).toBeGreaterThan(1);
  expect(await expanded()).toEqual(['true', ...Array(n - 1).fill('false')]);

  // The description folds to three lines with 더보기 / 접기.
  await items.first().getByRole('button', { name: '더보기' }).click();
  await items.first().getByRole('button', { name: '접기' }).click();
  await items.first().getByRole('button', { name: '더보기' }).waitFor();
  await items
    .first()
    .getByRole('link', { name: /YouTube에서 보기/ })
    .waitFor();

  await controls.nth(1).click();
  expect((await expanded()).slice(0, 2)).toEqual(['true', 'true']);
  // A card opened later measures its description too.
  await items.nth(1).getByRole('button', { name: '더보기' }).waitFor();
  await controls.first().click();
  expect((await expanded()).slice(0, 2)).toEqual(['false', 'true']);

  // The add button beside a closed card opens the routine dialog and leaves the card closed.
  await addButtons(page).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '루틴 생성하기' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect((await expanded())[0]).toBe('false');
});

test('logged out, the recommendation screens send the visitor to /login', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  for (const path of ['/recommend/bodypart', '/recommend/machine?parts=가슴', '/recommend/result?id=1']) {
    await page.goto(path);
    await page.waitForURL('**/login');
  }
});

test('step 2 without body parts starts over at step 1; step 1 keeps the choice, its order and the scroll', async () => {
  const { page } = await memberPage(MOBILE);
  for (const path of ['/recommend/machine', '/recommend/machine?parts=', '/recommend/machine?parts=,,']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/recommend/bodypart');
    await page.getByText('0개 부위 선택됨').waitFor();
  }
  // Choosing a card further down does not jump back to the top.
  // Centred, so the click needs no scrolling of its own (the sticky bar covers the bottom of the screen).
  await card(page, '종아리').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = await page.evaluate(() => scrollY);
  expect(before).toBeGreaterThan(0);
  await card(page, '종아리').click();
  await page.waitForURL((url) => url.searchParams.get('parts') === '종아리');
  expect(await page.evaluate(() => scrollY)).toBe(before);

  await card(page, '가슴').click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.waitForURL((url) => url.pathname === '/recommend/machine' && url.searchParams.get('parts') === '종아리,가슴');
  // The back arrow returns to step 1 with the choice intact.
  await page.getByRole('button', { name: '이전' }).click();
  await page.waitForURL((url) => url.pathname === '/recommend/bodypart');
  await page.getByText('2개 부위 선택됨').waitFor();

  // Opened directly, step 2's back arrow still lands on step 1 with the parts chosen.
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('등')}`);
  await page.getByRole('button', { name: '이전' }).click();
  await page.waitForURL((url) => url.pathname === '/recommend/bodypart' && url.searchParams.get('parts') === '등');
  await page.getByText('1개 부위 선택됨').waitFor();
});

test('a refused request shows the failure modal; 확인 closes it and keeps the step', async () => {
  const { page } = await memberPage(MOBILE);
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('꼬리')}`);
  await page.getByText('고른 부위에 맞는 기구 정보가 없어요.').waitFor();
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  const modal = page.getByRole('dialog', { name: '추천 중에 오류가 발생했어요' });
  await modal.getByText('다른 조합으로 시도해주세요!').waitFor();
  await modal.getByText('알 수 없는 운동 부위예요: 꼬리').waitFor();
  await modal.getByRole('button', { name: '확인' }).click();
  await modal.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/recommend/machine');
});

test('the loading overlay shows and locks the page while the recommendation is made', async () => {
  const { page } = await memberPage();
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
  await overlay.getByText('잠시만 기다려 주세요').waitFor();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  answer();
  await page.waitForURL('**/recommend/result?id=*');
  await overlay.waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("an unknown, malformed or another member's result id shows the not-found screen", async () => {
  const owner = await memberPage();
  await owner.page.goto(`/recommend/machine?parts=${encodeURIComponent('복근')}`);
  await owner.page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await owner.page.waitForURL('**/recommend/result?id=*');
  const ownUrl = new URL(owner.page.url());

  const other = await memberPage();
  for (const path of [`${ownUrl.pathname}${ownUrl.search}`, '/recommend/result?id=999999', '/recommend/result?id=abc', '/recommend/result']) {
    await other.page.goto(path);
    await other.page.getByRole('heading', { name: '존재하지 않는 페이지입니다' }).waitFor();
  }
});

test('a result that cannot be fetched is retried once after 10 s, then the slow notice opens; 다시 시도 loads it', async () => {
  const { page, member } = await memberPage(MOBILE);
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('등')}`);
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await page.waitForURL('**/recommend/result?id=*');
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
  await pending.waitFor();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // No second try before 10 seconds have passed; exactly one after.
  await page.clock.fastForward(9_000);
  expect(attempts).toBe(1);
  await page.clock.fastForward(1_500);
  await expect.poll(() => attempts).toBe(2);
  const slow = page.getByRole('dialog', { name: '추천 시간이 예상보다 길어지고 있어요' });
  await slow.getByText('잠시 후 다시 시도해 주세요').waitFor();
  await pending.waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(attempts).toBe(2);

  // The connection is back: 다시 시도 shows the result.
  await page.unroute(failing);
  await slow.getByRole('button', { name: '다시 시도' }).click();
  await headline(page, member.userName).waitFor();
  await slow.waitFor({ state: 'detached' });
});

test('the slow notice offers the way home', async () => {
  const { page } = await memberPage();
  await page.route(/\/trpc\/[^?]*recommendation\.get/, (route) => route.abort('connectionfailed'));
  await page.clock.install();
  await page.goto('/recommend/result?id=1');
  await page.getByRole('dialog', { name: '추천 결과를 불러오고 있어요' }).waitFor();
  await page.clock.fastForward(10_500);
  const slow = page.getByRole('dialog', { name: '추천 시간이 예상보다 길어지고 있어요' });
  await slow.getByRole('button', { name: '홈으로' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await slow.waitFor({ state: 'detached' });
});

test('a recommended hold reads in seconds: 시간 in the amount box and in the routine-info step', async () => {
  const { page } = await memberPage(MOBILE);
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('복근')}`);
  await card(page, '맨몸').click();
  await page.getByRole('button', { name: '추천 시작하기' }).click();
  await page.waitForURL('**/recommend/result?id=*');
  const rec = await fetchRecommendation(page, Number(new URL(page.url()).searchParams.get('id')));
  const hold = rec.recommends.find((e) => e.repeatLabel.endsWith('초'));
  const counted = rec.recommends.find((e) => e.repeatLabel.endsWith('회'));
  expect(hold, 'the engine prescribes a hold for 복근 with body weight only').toBeDefined();
  expect(counted).toBeDefined();

  const item = (name: string) => page.locator('.mantine-Accordion-item').filter({ has: page.getByText(name, { exact: true }) });
  for (const e of [hold!, counted!]) {
    const control = item(e.koreanName).locator('[data-accordion-control]');
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    const amounts = item(e.koreanName).getByRole('region', { name: 'AI 추천 운동량' });
    await amounts.getByText(e.repeatLabel, { exact: true }).waitFor();
    expect(await amounts.locator('dt').allTextContents()).toEqual(['무게', e === hold ? '시간' : '횟수', '세트']);
  }

  await page.getByRole('button', { name: `${hold!.koreanName} 운동 루틴 추가` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
  await dialog.getByLabel('루틴 이름').fill('코어');
  await dialog.getByRole('button', { name: '만들기' }).click();
  await dialog.getByRole('button', { name: '다음' }).click();
  expect(await dialog.getByLabel('시간').inputValue()).toBe(hold!.repeat);
  expect(await dialog.getByLabel('횟수').count()).toBe(0);
});
