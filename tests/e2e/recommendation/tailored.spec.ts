// What a member tells the recommender and changes in its result, on a phone (390 px): 목표·경험 entered in the
// profile and met again at the start of the flow (changed there, saved, sent); 우리 헬스장 saved on /mypage/gym and
// preselected on the machine step; the '자세히' toggle; '다른 운동으로 바꾸기' on the result page and in a
// routine; one-tap feedback; and every recommender screen at 390 and 360 px. Exercise names are read from the
// page, never assumed: the engine chooses them.
import { withRo } from '../../../web/features/user/preferences/preferences';
import { expect, test } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { bodyPartIdsOf, machineIdsOf, memberMutation, memberQuery } from '../helpers/members';
import { phoneChecker } from '../helpers/phone-check';
import { card, chip, items, recommend, recommendation, resultId, saved, toast } from '../helpers/recommender-page';

/** A folder for screenshots of the 360 px checks (RECOMMENDER_SHOTS=/tmp/shots); none when unset. */
const SHOTS = process.env.RECOMMENDER_SHOTS;

test.use({ viewport: MOBILE });

test('목표·경험: entered in the profile, shown in the flow, changed there, saved and sent with the request', async ({ memberPage: page }) => {
  await page.goto('/mypage/profile');
  const section = page.getByRole('region', { name: '운동 목표와 경험' });
  const goal = section.getByRole('group', { name: '목표' });
  const experience = section.getByRole('group', { name: '운동 경험' });
  // Nothing saved yet: both questions start at 선택 안 함, and there is nothing to save.
  await expect(goal.getByRole('radio', { name: '선택 안 함' })).toBeChecked();
  await expect(experience.getByRole('radio', { name: '선택 안 함' })).toBeChecked();
  const save = section.getByRole('button', { name: '목표·경험 저장' });
  await expect(save).toBeDisabled();
  await chip(goal, '근비대').click();
  await chip(experience, '1–3년').click();
  await save.click();
  await toast(page, '운동 목표와 경험을 저장했어요');
  await page.reload();
  await expect(goal.getByRole('radio', { name: '근비대' })).toBeChecked();
  await expect(experience.getByRole('radio', { name: '1–3년' })).toBeChecked();

  // Step 1 shows the saved answers as one line, folded; opened, the same chips are ticked.
  await page.goto('/recommend/bodypart');
  const flow = page.getByRole('region', { name: '목표·경험' });
  await expect(flow.getByText('목표 근비대 · 경험 1–3년')).toBeVisible();
  const toggle = flow.getByRole('button', { name: '바꾸기' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(flow.getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
  await expect(flow.getByRole('group', { name: '목표' }).getByRole('radio', { name: '근비대' })).toBeChecked();
  await expect(flow.getByRole('group', { name: '운동 경험' }).getByRole('radio', { name: '1–3년' })).toBeChecked();

  // Changed in the flow: saved as it is made (answered once), and sent with the request.
  let stored = saved(page, 'user.updatePreferences');
  await chip(flow.getByRole('group', { name: '목표' }), '근력').click();
  await stored;
  stored = saved(page, 'user.updatePreferences');
  await chip(flow.getByRole('group', { name: '운동 경험' }), '3년 이상').click();
  await stored;
  await expect(flow.getByText('목표 근력 · 경험 3년 이상')).toBeVisible();
  expect(await memberQuery(page, 'user.preferences')).toMatchObject({ goal: 'strength', experience: 'over_3y' });

  await card(page, '가슴').click();
  const created = page.waitForRequest((r) => r.url().includes('recommendation.create'));
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  // The batch link's body: { "0": input }.
  expect(JSON.parse((await created).postData() ?? '{}')).toMatchObject({
    0: { bodyPartIds: await bodyPartIdsOf(page, '가슴'), goal: 'strength', experience: 'over_3y' },
  });
  await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
  expect(await recommendation(page, resultId(page))).toMatchObject({ goal: 'strength', experience: 'over_3y' });
  // One body-figure story: the result names the profile's label (docs/product.md §4), and what it was planned for.
  const { bodyFigureLabel } = await memberQuery(page, 'user.bodyData.recent');
  await expect(page.getByTestId('result-basis').getByText(`체형 ${bodyFigureLabel} · 목표 근력 · 경험 3년 이상`, { exact: true })).toBeVisible();

  // Back in the profile the flow's answers are there; 선택 안 함 clears one.
  await page.goto('/mypage/profile');
  await expect(goal.getByRole('radio', { name: '근력' })).toBeChecked();
  await chip(goal, '선택 안 함').click();
  await save.click();
  await toast(page, '운동 목표와 경험을 저장했어요');
  await page.reload();
  await expect(goal.getByRole('radio', { name: '선택 안 함' })).toBeChecked();
  await expect(experience.getByRole('radio', { name: '3년 이상' })).toBeChecked();
  expect(await memberQuery(page, 'user.preferences')).toMatchObject({ goal: null, experience: 'over_3y' });
});

test('우리 헬스장: saved on /mypage/gym, preselected on the machine step; the step can save its own choice', async ({ memberPage: page }) => {
  await page.goto('/mypage');
  await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '우리 헬스장' }).click();
  await expect(page).toHaveURL(/\/mypage\/gym$/);
  await expect(page.getByRole('heading', { level: 1, name: '우리 헬스장' })).toBeVisible();
  await expect(page.getByRole('link', { name: '우리 헬스장' })).toHaveAttribute('aria-current', 'page');
  const machines = page.getByRole('group', { name: '헬스장 기구' });
  const save = page.getByRole('button', { name: '저장', exact: true });
  await expect(save).toBeDisabled();

  // The search narrows the chips; a chip ticked while filtered stays ticked.
  await page.getByLabel('기구 찾기').fill('덤 벨');
  await expect.poll(() => machines.locator('label').allTextContents()).toEqual(['덤벨']);
  await chip(machines, '덤벨').click();
  await page.getByLabel('기구 찾기').fill('');
  await chip(machines, '벤치').click();
  await expect(page.getByText('2개 기구 선택됨')).toBeVisible();
  await save.click();
  await toast(page, '우리 헬스장을 저장했어요');
  expect(await memberQuery(page, 'user.preferences')).toMatchObject({ gymMachineIds: expect.arrayContaining(await machineIdsOf(page, '덤벨', '벤치')) });
  await page.reload();
  await expect(machines.getByRole('checkbox', { name: '덤벨', exact: true })).toBeChecked();
  await expect(machines.getByRole('checkbox', { name: '벤치', exact: true })).toBeChecked();
  await expect(machines.getByRole('checkbox', { name: '바벨', exact: true })).not.toBeChecked();

  // The machine step starts from the saved gym and says so.
  await page.goto('/recommend/bodypart');
  await card(page, '가슴').click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/recommend\/machine/);
  await expect(page.getByText('우리 헬스장 기구를 미리 골라 두었어요')).toBeVisible();
  await expect(page.getByText('2개 기구 선택됨')).toBeVisible();
  await expect(card(page, '덤벨')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, '벤치')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, '바벨')).toHaveAttribute('aria-pressed', 'false');

  // Changed on the step, the choice can become the gym; the saved machines stay with a reload.
  await card(page, '바벨').click();
  await expect(page.getByText('3개 기구 선택됨')).toBeVisible();
  await page.getByRole('button', { name: '우리 헬스장으로 저장' }).click();
  await toast(page, '우리 헬스장으로 저장했어요');
  await expect(page.getByRole('link', { name: '우리 헬스장 편집' })).toBeVisible();
  const byNumber = (a: number, b: number) => a - b;
  expect((await memberQuery(page, 'user.preferences')).gymMachineIds?.sort(byNumber)).toEqual(
    (await machineIdsOf(page, '덤벨', '바벨', '벤치')).sort(byNumber),
  );
  await page.reload();
  await expect(page.getByText('3개 기구 선택됨')).toBeVisible();
  await page.getByRole('button', { name: '추천 시작하기' }).click();
  await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
  expect((await recommendation(page, resultId(page))).requestedMachines.sort()).toEqual(['덤벨', '바벨', '벤치'].sort());

  // A fresh visit to the step (no choice in the URL) starts from the updated gym.
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('가슴')}`);
  await expect(page.getByText('우리 헬스장 기구를 미리 골라 두었어요')).toBeVisible();
  await expect(card(page, '바벨')).toHaveAttribute('aria-pressed', 'true');
});

test("'자세히' opens the numbers behind the why; a result stored without details has no toggle", async ({ memberPage: page }) => {
  const rec = await recommend(page, '가슴');
  const e = rec.recommends[0]!;
  const box = items(page).first().getByRole('region', { name: 'AI 추천 운동량' });
  await expect(box.getByText(e.why, { exact: true })).toBeVisible();
  expect(e.whyDetails.length).toBeGreaterThan(0);
  const toggle = box.getByRole('button', { name: '자세히' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(details).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(details.getByRole('listitem').first()).toBeVisible();
  expect(await details.getByRole('listitem').allTextContents()).toEqual(e.whyDetails);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();

  // An older result (no details stored): the same page reads it with an empty list and shows no toggle.
  await page.route(/\/trpc\/[^?]*recommendation\.get/, async (route) => {
    const response = await route.fetch();
    const body = JSON.stringify(await response.json()).replaceAll(/"whyDetails":\[[^\]]*\]/g, '"whyDetails":[]');
    await route.fulfill({ response, body });
  });
  await page.reload();
  await expect(box.getByText(e.why, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '자세히' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('every recommender screen at 390 px and 360 px: no WCAG 2.1 AA violations, 44 px tap targets with Korean names, nothing wider than the phone', async ({
  memberPage: page,
}) => {
  const dialog = page.getByRole('dialog');
  const { check, problems } = phoneChecker(page, SHOTS ? async (name) => void (await page.screenshot({ path: `${SHOTS}/${name}.png` })) : undefined);

  await page.goto('/mypage/profile');
  await chip(page.getByRole('group', { name: '목표' }), '체중 감량').click();
  await check('profile');
  await page.getByRole('button', { name: '목표·경험 저장' }).click();
  await toast(page, '운동 목표와 경험을 저장했어요');
  await page.goto('/recommend/bodypart');
  await expect(page.getByText('목표 체중 감량 · 경험 선택 안 함')).toBeVisible();
  await check('step 1 folded');
  await page.getByRole('button', { name: '바꾸기' }).click();
  await expect(page.getByRole('group', { name: '운동 경험' })).toBeVisible();
  await check('step 1 open');

  await page.goto('/mypage/gym');
  await chip(page.getByRole('group', { name: '헬스장 기구' }), '케이블 머신').click();
  await check('gym');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await toast(page, '우리 헬스장을 저장했어요');
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('가슴,등')}`);
  await expect(page.getByText('우리 헬스장 기구를 미리 골라 두었어요')).toBeVisible();
  await check('machine step from the gym');
  await card(page, '덤벨').click();
  await expect(page.getByRole('button', { name: '우리 헬스장으로 저장' })).toBeVisible();
  await check('machine step to save');

  await page.getByRole('button', { name: '추천 시작하기' }).click();
  await expect(page).toHaveURL(/\/recommend\/result\?id=[^/]*$/);
  const first = items(page).first();
  await first.getByRole('button', { name: '자세히' }).click();
  await first.getByRole('button', { name: '가벼웠어요' }).click();
  await expect(first.getByRole('button', { name: '가벼웠어요' })).toHaveAttribute('aria-pressed', 'true');
  await first.getByRole('group', { name: '해 보니 이 무게가 어땠나요?' }).scrollIntoViewIfNeeded();
  await check('result');
  await first.getByRole('button', { name: '다른 운동으로 바꾸기' }).click();
  await expect(dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).or(dialog.getByText('바꿀 수 있는 운동이 없어요'))).toBeVisible();
  await check('alternatives');
  await page.keyboard.press('Escape');
  await expect(dialog).not.toBeAttached();

  const routine = await memberMutation(page, 'routines.create', { name: '등' });
  await memberMutation(page, 'routines.addItem', { exerciseId: 1, routineIds: [routine.routineId] });
  await page.goto('/mypage');
  await page
    .getByRole('button', { name: / 수정 메뉴$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '다른 운동으로 바꾸기' }).click();
  await expect(dialog.getByRole('list', { name: '바꿀 수 있는 운동' })).toBeVisible();
  await check('alternatives from a routine');
  expect(problems).toEqual({});
});

test('swap on the result page: the item is replaced in place by the chosen exercise, and a reload keeps it', async ({ memberPage: page }) => {
  const rec = await recommend(page, '가슴');
  const before = rec.recommends.map((e) => e.koreanName);
  const first = items(page).first();
  await expect(first.getByText(before[0]!, { exact: true })).toBeVisible();

  await first.getByRole('button', { name: '다른 운동으로 바꾸기' }).click();
  const dialog = page.getByRole('dialog', { name: '다른 운동으로 바꾸기' });
  const offered = dialog.getByRole('list', { name: '바꿀 수 있는 운동' });
  await expect(offered).toBeVisible();
  const options = offered.getByRole('listitem');
  expect(await options.count()).toBeGreaterThan(0);
  expect(await options.count()).toBeLessThanOrEqual(4);
  // Each offer shows its picture, name, amounts and why.
  const option = options.first();
  const name = (await option.getByRole('heading', { level: 3 }).textContent())!;
  expect(before).not.toContain(name);
  await expect(option.getByText(/ × \d+(회|초) × \d+세트$/)).toBeVisible();
  await expect(option.locator('img')).toHaveCount(1);

  await option.getByRole('button', { name: / 바꾸기$/ }).click();
  await toast(page, `${withRo(name)} 바꿨어요`);
  await expect(dialog).not.toBeAttached();
  // In place: the first card now holds the new exercise, still open; the rest are unchanged.
  await expect(first.getByText(name, { exact: true })).toBeVisible();
  await expect(first.locator('[data-accordion-control]')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(before[0]!, { exact: true })).toHaveCount(0);
  const after = (await recommendation(page, rec.recommendationId)).recommends.map((e) => e.koreanName);
  expect(after).toEqual([name, ...before.slice(1)]);

  await page.reload();
  await expect(items(page).first().getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(before[0]!, { exact: true })).toHaveCount(0);
});

test('swap in a routine: the row takes the chosen exercise and the list is fetched again', async ({ memberPage: page }) => {
  const routine = await memberMutation(page, 'routines.create', { name: '가슴' });
  await memberMutation(page, 'routines.addItem', { exerciseId: 1, routineIds: [routine.routineId] });
  await page.goto('/mypage');
  const rows = page.getByRole('list', { name: '가슴 운동 목록' }).getByRole('heading', { level: 3 });
  await expect(rows.first()).toBeVisible();
  const old = (await rows.first().textContent())!;

  await page.getByRole('button', { name: `${old} 수정 메뉴`, exact: true }).click();
  await page.getByRole('menuitem', { name: '다른 운동으로 바꾸기' }).click();
  const dialog = page.getByRole('dialog', { name: '다른 운동으로 바꾸기' });
  const option = dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).getByRole('listitem').first();
  await expect(option).toBeVisible();
  const name = (await option.getByRole('heading', { level: 3 }).textContent())!;
  expect(name).not.toBe(old);
  const refetched = page.waitForResponse((r) => r.url().includes('routines.items') && r.ok());
  await option.getByRole('button', { name: / 바꾸기$/ }).click();
  await toast(page, `${withRo(name)} 바꿨어요`);
  await refetched;
  await expect(dialog).not.toBeAttached();
  expect(await rows.allTextContents()).toEqual([name]);
  await page.reload();
  await expect(rows.first()).toBeVisible();
  expect(await rows.allTextContents()).toEqual([name]);
});

test('feedback: one tap presses the button, a reload keeps it; a refused tap is undone with a toast; the next result says so', async ({ memberPage: page }) => {
  const rec = await recommend(page, '등');
  const first = items(page).first();
  const feedback = first.getByRole('group', { name: '해 보니 이 무게가 어땠나요?' });
  const pressed = async () =>
    Object.fromEntries(
      await Promise.all(
        ['무거웠어요', '적당해요', '가벼웠어요'].map(async (n) => [n, await feedback.getByRole('button', { name: n }).getAttribute('aria-pressed')]),
      ),
    );
  expect(await pressed()).toEqual({ 무거웠어요: 'false', 적당해요: 'false', 가벼웠어요: 'false' });

  // Pressed before the server has answered (optimistic): the request is held until the page shows it.
  let release!: () => void;
  const shown = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/recommendation.feedback**', async (route) => {
    await shown;
    await route.continue().catch(() => {});
  });
  const stored = saved(page, 'recommendation.feedback');
  await feedback.getByRole('button', { name: '무거웠어요' }).click();
  await expect.poll(pressed).toEqual({ 무거웠어요: 'true', 적당해요: 'false', 가벼웠어요: 'false' });
  release();
  await stored;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(feedback).toBeVisible();
  expect(await pressed()).toEqual({ 무거웠어요: 'true', 적당해요: 'false', 가벼웠어요: 'false' });
  expect((await recommendation(page, rec.recommendationId)).recommends[0]!.feedback).toBe('heavy');

  // Refused by the server (the request names a recommendation that is not the member's); a tap with no
  // connection would wait in the outbox instead (docs/decisions/018-outbox-and-conflicts.md).
  await page.route('**/trpc/recommendation.feedback**', (route) => {
    const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
    return route.continue({ postData: JSON.stringify({ 0: { ...body[0], recommendationId: 2_000_000_000 } }) });
  });
  await feedback.getByRole('button', { name: '가벼웠어요' }).click();
  await toast(page, '존재하지 않는 추천기록입니다.');
  await expect.poll(pressed).toEqual({ 무거웠어요: 'true', 적당해요: 'false', 가벼웠어요: 'false' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The next recommendation: every load the feedback moved carries the badge, and only those.
  const next = await recommend(page, '등');
  const moved = next.recommends.filter((e) => e.loadSource === 'feedback').length;
  // The same request chooses the same first exercise, and its load now comes from the tap.
  expect(next.recommends.find((e) => e.exerciseId === rec.recommends[0]!.exerciseId)?.loadSource).toBe('feedback');
  expect(moved).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('피드백 반영', { exact: true })).toHaveCount(moved);
});
