// ADR 030 in the browser, at 390 and 360 px: the parts picked as 가슴 then 등 come back chest first, the progress
// counts every screen of the flow up to the last (1/3 부위, 2/3 기구, 3/3 결과), the swap list explains each offer
// for the part it replaces and never twice the same, and axe finds nothing on any of these screens.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './helpers/axe';
import { MOBILE, NARROW } from './helpers/browser';
import { memberAndPage } from './helpers/members';
import { card, items, recommendation, resultId } from './helpers/recommender-page';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
/** The narrowest phone the flow is checked at (the shared NARROW comes with the merge). */

const progress = (page: Page, step: number, name: string) => page.getByRole('progressbar', { name: `추천 ${step}단계 / 3단계: ${name}` });

for (const viewport of [MOBILE, NARROW]) {
  test(`가슴 then 등 at ${viewport.width} px: steps 1/3 → 2/3 → 3/3, the chest first, distinct swap explanations, no axe violations`, async () => {
    const { page } = await memberAndPage(env, viewport);
    await page.goto('/recommend/bodypart');

    // Step 1 of 3: the parts, in the order picked.
    await page.getByRole('heading', { name: '어느 부위를 추천받고 싶으세요?' }).waitFor();
    await progress(page, 1, '부위 선택').waitFor();
    await page.getByTestId('flow-step').getByText('1/3', { exact: true }).waitFor();
    await page.getByText('고른 순서대로 추천해 드려요', { exact: false }).waitFor();
    await card(page, '가슴').click();
    await card(page, '등').click();
    await page.getByText('2개 부위 선택됨').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '다음' }).click();

    // Step 2 of 3: the machines; the parts travel in the order picked.
    await page.waitForURL((url) => url.pathname === '/recommend/machine' && url.searchParams.get('parts') === '가슴,등');
    await page.getByRole('heading', { name: '사용할 수 있는 기구를 골라 주세요' }).waitFor();
    await progress(page, 2, '기구 선택').waitFor();
    await page.getByTestId('flow-step').getByText('2/3', { exact: true }).waitFor();
    for (const name of ['바벨', '벤치', '덤벨', '랫풀다운 머신', '케이블 머신']) await card(page, name).click();
    await page.getByText('5개 기구 선택됨').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '추천 시작하기' }).click();

    // Step 3 of 3: the result, chest first as promised, the back after it.
    await page.waitForURL((url) => url.pathname === '/recommend/result' && url.searchParams.has('id'));
    await page.getByRole('region', { name: 'AI 추천 운동량' }).first().waitFor();
    await progress(page, 3, '추천 결과').waitFor();
    await page.getByTestId('flow-step').getByText('3/3', { exact: true }).waitFor();
    const rec = await recommendation(page, resultId(page));
    expect(rec.requestedBodyParts).toEqual(['가슴', '등']);
    const mains = rec.recommends.map((e) => e.bodyPartNames[0]);
    expect(mains[0]).toBe('가슴');
    expect(mains.lastIndexOf('가슴')).toBeLessThan(mains.indexOf('등'));
    // The page shows them in that order.
    await items(page).first().getByText(rec.recommends[0]!.koreanName, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The swap list of the back's first exercise: every offer explained as a back move, no two alike.
    const back = rec.recommends.findIndex((e) => e.bodyPartNames[0] === '등');
    expect(back).toBeGreaterThan(0);
    const item = items(page).nth(back);
    await item.locator('[data-accordion-control]').click();
    await item.getByRole('button', { name: '다른 운동으로 바꾸기' }).click();
    const dialog = page.getByRole('dialog', { name: '다른 운동으로 바꾸기' });
    const offered = dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).getByRole('listitem');
    await offered.first().waitFor();
    const count = await offered.count();
    expect(count).toBeGreaterThan(1);
    const whys: string[] = [];
    for (let i = 0; i < count; i++) {
      const option = offered.nth(i);
      const name = (await option.getByRole('heading', { level: 3 }).textContent())!;
      const why = (await option.locator('p').nth(1).textContent())!;
      expect(why.startsWith('등을 '), `${name}: ${why}`).toBe(true);
      expect(why).not.toContain('가슴만');
      whys.push(why);
    }
    expect(new Set(whys).size).toBe(whys.length);
    expect(await axeViolations(page)).toEqual([]);
  });
}
