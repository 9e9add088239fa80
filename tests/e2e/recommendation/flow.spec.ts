// docs/product.md §2/§4/§8 recommendation flow against the seeded catalogue: body parts → machines → result with
// the recommended amounts → the first exercise added to a new routine → it shows on /mypage; the accordion; and
// holds in seconds. ADR 030 at 390 and 360 px: the parts picked as 가슴 then 등 come back chest first, the progress
// counts every screen (1/3 부위, 2/3 기구, 3/3 결과), the swap list explains each offer for the part it replaces and
// never twice the same, and axe finds nothing. The guards, failures and the loading overlay: failures.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { memberQuery } from '../helpers/members';
import { card, recommendation as fetchRecommendation, headline, items, recommend, resultId } from '../helpers/recommender-page';

const addButtons = (page: Page) => page.getByRole('button', { name: / 운동 루틴 추가$/ });

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('body parts → machines → result → the first exercise into a new routine → /mypage (390 px)', async ({ memberPage: page, member }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '운동 추천받기' }).click();
    await expect(page).toHaveURL(/\/recommend\/bodypart$/);

    // Step 1: two groups, nothing chosen yet.
    await expect(page.getByRole('heading', { name: '어느 부위를 추천받고 싶으세요?' })).toBeVisible();
    await expect(page.getByText('1/3')).toBeVisible();
    await expect(page.getByRole('group', { name: '상체 부위' }).getByRole('button')).toHaveCount(6);
    await expect(page.getByRole('group', { name: '하체 부위' }).getByRole('button')).toHaveCount(4);
    await expect(page.getByText('0개 부위 선택됨')).toBeVisible();
    const next = page.getByRole('button', { name: '다음' });
    await expect(next).toBeDisabled();

    await card(page, '가슴').click();
    await card(page, '등').click();
    await expect(card(page, '가슴')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, '어깨')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('2개 부위 선택됨')).toBeVisible();
    // The choice is in the URL, so a reload keeps it.
    await page.reload();
    await expect(page.getByText('2개 부위 선택됨')).toBeVisible();
    await next.click();

    // Step 2: machines for those parts, passed on in the chosen order.
    await expect(page).toHaveURL((url) => url.pathname === '/recommend/machine' && url.searchParams.get('parts') === '가슴,등');
    await expect(page.getByRole('heading', { name: '사용할 수 있는 기구를 골라 주세요' })).toBeVisible();
    await expect(page.getByText('2/3')).toBeVisible();
    expect(await page.getByRole('group', { name: '기구' }).getByRole('button').count()).toBeGreaterThan(3);
    await expect(page.getByText('0개 기구 선택됨')).toBeVisible();
    await expect(page.getByRole('button', { name: '기구 선택 없이 추천받기' })).toBeVisible();
    for (const name of ['바벨', '벤치', '덤벨']) await card(page, name).click();
    await expect(page.getByText('3개 기구 선택됨')).toBeVisible();
    await page.getByRole('button', { name: '추천 시작하기' }).click();

    // Result: the headline's count, the cards and the stored recommendation agree.
    await expect(page).toHaveURL((url) => url.pathname === '/recommend/result' && url.searchParams.has('id'));
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const rec = await fetchRecommendation(page, id);
    expect(rec.requestedBodyParts).toEqual(['가슴', '등']);
    expect(rec.requestedMachines).toEqual(['바벨', '벤치', '덤벨']);
    const title = await headline(page, member.userName).textContent();
    const count = Number(title?.match(/(\d+)개/)?.[1]);
    expect(count).toBe(rec.recommends.length);
    expect(count).toBeGreaterThan(0);
    await expect(addButtons(page)).toHaveCount(count);
    await expect(page.getByText('내 루틴에 추가해 보세요')).toBeVisible();

    const first = rec.recommends[0]!;
    const amounts = page.getByRole('region', { name: 'AI 추천 운동량' });
    await expect(amounts).toHaveCount(1); // only the first card is open
    await expect(amounts.getByText(first.weightLabel, { exact: true })).toHaveCount(1);
    expect(first.repeatLabel).toMatch(/^\d+(회|초)$/);
    await expect(amounts.getByText(first.repeatLabel, { exact: true })).toBeVisible();
    await expect(amounts.getByText(`${first.set}세트`, { exact: true })).toBeVisible();
    // The plain why is shown; its numbers are behind '자세히' (tests/e2e/recommendation/tailored.spec.ts).
    await expect(amounts.getByText(first.why, { exact: true })).toBeVisible();

    // Add the first exercise to a new routine: routine start → create → pick → info → 추가하기.
    await page.getByRole('button', { name: `${first.koreanName} 운동 루틴 추가` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
    await dialog.getByLabel('루틴 이름').fill('가슴 등 날');
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.getByRole('button', { name: '다음' }).click();
    const weight = String(Number(first.weight));
    await expect(dialog.getByLabel('무게')).toHaveValue(weight);
    await expect(dialog.getByLabel('횟수')).toHaveValue(first.repeat);
    await expect(dialog.getByLabel('세트')).toHaveValue(first.set);
    await dialog.getByRole('button', { name: '추가하기' }).click();
    await expect(page.getByText('운동을 추가했어요')).toBeVisible();
    await expect(dialog).not.toBeAttached();

    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 3, name: first.koreanName })).toBeVisible();
    await expect(page.getByText(`${weight}kg · ${first.repeat}회 · ${first.set}세트`)).toBeVisible();
  });

  test('루틴으로 저장 in one tap: the session with its amounts becomes a routine, and a workout starts from it (390 px)', async ({ memberPage: page }) => {
    const rec = await recommend(page, '가슴');
    // Each card shows its amounts and its movement still closed; no empty video box on the open one, only the search link.
    const amounts = page.getByTestId('result-amounts');
    await expect(amounts).toHaveCount(rec.recommends.length);
    await expect(amounts.first()).toHaveText(new RegExp(`× ${rec.recommends[0]!.repeatLabel} × ${rec.recommends[0]!.set}세트$`));
    await expect(
      page
        .locator('.mantine-Accordion-item')
        .first()
        .getByRole('link', { name: /YouTube에서 보기/ }),
    ).toBeVisible();
    await expect(page.getByText('아직 등록된 영상이 없어요')).toHaveCount(0);

    await expect(page.getByLabel('루틴 이름')).toHaveValue('가슴');
    await page.getByRole('button', { name: '루틴으로 저장' }).click();
    await expect(page.getByText("'가슴' 루틴으로 저장했어요")).toBeVisible();
    const [routine] = await memberQuery(page, 'routines.list');
    const stored = await memberQuery(page, 'routines.items', { routineId: routine!.routineId });
    expect(stored.map((i) => [i.exerciseId, i.weight, i.rep, i.setCount])).toEqual(
      rec.recommends.map((e) => [e.exerciseId, Number(e.weight), Number(e.repeat), Number(e.set)]),
    );

    await page.getByRole('link', { name: '내 루틴 보기' }).click();
    await page.getByRole('button', { name: '가슴 운동 시작' }).click();
    await expect(page).toHaveURL(/\/workout$/);
    await expect(page.getByRole('heading', { level: 1, name: '가슴' })).toBeVisible();
    await expect(page.getByRole('region', { name: rec.recommends[0]!.koreanName })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('루틴으로 저장 with no signal waits in the outbox and saves once when the signal returns (390 px)', async ({ memberPage: page }) => {
    await recommend(page, '등');
    await page.getByLabel('루틴 이름').fill('등 추천');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: '루틴으로 저장' }).click();
    await expect(page.getByText('연결되면 루틴으로 저장할게요')).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText("'등 추천' 루틴으로 저장했어요")).toBeVisible();
    expect((await memberQuery(page, 'routines.list')).map((r) => r.routineName)).toEqual(['등 추천']);
  });

  test('the accordion opens only the first card; cards toggle on their own; the add button never toggles', async ({ memberPage: page }) => {
    await page.goto(`/recommend/machine?parts=${encodeURIComponent('가슴,허벅지 앞')}`);
    await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
    await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
    const controls = page.locator('[data-accordion-control]');
    const items = page.locator('.mantine-Accordion-item');
    await expect(controls.first()).toBeVisible();
    const expanded = async () => Promise.all((await controls.all()).map((c) => c.getAttribute('aria-expanded')));
    const n = await controls.count();
    expect(n).toBeGreaterThan(1);
    expect(await expanded()).toEqual(['true', ...Array(n - 1).fill('false')]);

    // The description folds to three lines with 더보기 / 접기.
    await items.first().getByRole('button', { name: '더보기' }).click();
    await items.first().getByRole('button', { name: '접기' }).click();
    await expect(items.first().getByRole('button', { name: '더보기' })).toBeVisible();
    await expect(items.first().getByRole('link', { name: /YouTube에서 보기/ })).toBeVisible();

    await controls.nth(1).click();
    expect((await expanded()).slice(0, 2)).toEqual(['true', 'true']);
    // A card opened later measures its description too.
    await expect(items.nth(1).getByRole('button', { name: '더보기' })).toBeVisible();
    await controls.first().click();
    expect((await expanded()).slice(0, 2)).toEqual(['false', 'true']);

    // The add button beside a closed card opens the routine dialog and leaves the card closed.
    await addButtons(page).first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: '루틴 생성하기' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).not.toBeAttached();
    expect((await expanded())[0]).toBe('false');
  });

  test('a recommended hold reads in seconds: 시간 in the amount box and in the routine-info step', async ({ memberPage: page }) => {
    await page.goto(`/recommend/machine?parts=${encodeURIComponent('복근')}`);
    await card(page, '맨몸').click();
    await page.getByRole('button', { name: '추천 시작하기' }).click();
    await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
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
      await expect(amounts.getByText(e.repeatLabel, { exact: true })).toBeVisible();
      expect(await amounts.locator('dt').allTextContents()).toEqual(['무게', e === hold ? '시간' : '횟수', '세트']);
    }

    await page.getByRole('button', { name: `${hold!.koreanName} 운동 루틴 추가`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
    await dialog.getByLabel('루틴 이름').fill('코어');
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.getByRole('button', { name: '다음' }).click();
    await expect(dialog.getByLabel('시간')).toHaveValue(hold!.repeat);
    await expect(dialog.getByLabel('횟수')).toHaveCount(0);
  });
});

const progress = (page: Page, step: number, name: string) => page.getByRole('progressbar', { name: `추천 ${step}단계 / 3단계: ${name}` });

for (const viewport of [MOBILE, NARROW]) {
  test.describe(() => {
    test.use({ viewport });
    test(`가슴 then 등 at ${viewport.width} px: steps 1/3 → 2/3 → 3/3, the chest first, distinct swap explanations, no axe violations`, async ({
      memberPage: page,
    }) => {
      await page.goto('/recommend/bodypart');

      // Step 1 of 3: the parts, in the order picked.
      await expect(page.getByRole('heading', { name: '어느 부위를 추천받고 싶으세요?' })).toBeVisible();
      await expect(progress(page, 1, '부위 선택')).toBeVisible();
      await expect(page.getByTestId('flow-step').getByText('1/3', { exact: true })).toBeVisible();
      await expect(page.getByText('고른 순서대로 추천해 드려요', { exact: false })).toBeVisible();
      await card(page, '가슴').click();
      await card(page, '등').click();
      await expect(page.getByText('2개 부위 선택됨')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '다음' }).click();

      // Step 2 of 3: the machines; the parts travel in the order picked.
      await expect(page).toHaveURL((url) => url.pathname === '/recommend/machine' && url.searchParams.get('parts') === '가슴,등');
      await expect(page.getByRole('heading', { name: '사용할 수 있는 기구를 골라 주세요' })).toBeVisible();
      await expect(progress(page, 2, '기구 선택')).toBeVisible();
      await expect(page.getByTestId('flow-step').getByText('2/3', { exact: true })).toBeVisible();
      for (const name of ['바벨', '벤치', '덤벨', '랫풀다운 머신', '케이블 머신']) await card(page, name).click();
      await expect(page.getByText('5개 기구 선택됨')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '추천 시작하기' }).click();

      // Step 3 of 3: the result, chest first as promised, the back after it.
      await expect(page).toHaveURL((url) => url.pathname === '/recommend/result' && url.searchParams.has('id'));
      await expect(page.getByRole('region', { name: 'AI 추천 운동량' }).first()).toBeVisible();
      await expect(progress(page, 3, '추천 결과')).toBeVisible();
      await expect(page.getByTestId('flow-step').getByText('3/3', { exact: true })).toBeVisible();
      const rec = await fetchRecommendation(page, resultId(page));
      expect(rec.requestedBodyParts).toEqual(['가슴', '등']);
      const mains = rec.recommends.map((e) => e.bodyPartNames[0]);
      expect(mains[0]).toBe('가슴');
      // After the main lifts (docs/training-science.md §6.16 rule 3), the chest's exercises before the back's.
      const rest = mains.slice(rec.recommends.filter((e) => e.basis.role === 'main').length);
      expect(rest.lastIndexOf('가슴')).toBeLessThan(rest.indexOf('등'));
      // The page shows them in that order.
      await expect(items(page).first().getByText(rec.recommends[0]!.koreanName, { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // The swap list of the back's first exercise: every offer explained as a back move, no two alike.
      const back = rec.recommends.findIndex((e) => e.bodyPartNames[0] === '등');
      expect(back).toBeGreaterThan(0);
      const item = items(page).nth(back);
      await item.locator('[data-accordion-control]').click();
      await item.getByRole('button', { name: '다른 운동으로 바꾸기' }).click();
      const dialog = page.getByRole('dialog', { name: '다른 운동으로 바꾸기' });
      const offered = dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).getByRole('listitem');
      await expect(offered.first()).toBeVisible();
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
  });
}
