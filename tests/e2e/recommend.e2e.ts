// docs/product.md §2/§4/§8 recommendation flow against the seeded catalogue: body parts → machines → result with
// the recommended amounts → the first exercise added to a new routine → it shows on /mypage; the accordion; and
// holds in seconds. The guards, failures and the loading overlay are in recommend-failures.e2e.ts.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { Recommendation } from '../../server/features/recommendation/recommendation.shared';
import { DESKTOP, MOBILE } from './helpers/browser';
import { memberAndPage, memberQuery } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const memberPage = (viewport = DESKTOP) => memberAndPage(env, viewport);

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
  await page.getByText('1/3').waitFor();
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
  await page.getByText('2/3').waitFor();
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
  // The plain why is shown; its numbers are behind '자세히' (tests/e2e/recommender.e2e.ts).
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
