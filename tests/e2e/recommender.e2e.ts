// The recommender's goals, experience and gym in the browser, against the real server and a real SQLite file,
// on a phone (390 px): 목표·경험 entered in the profile and met again at the start of the flow (changed there,
// saved, sent); 우리 헬스장 saved on /mypage/gym and preselected on the machine step; the '자세히' toggle;
// and every recommender screen at 390 and 360 px. Swaps and feedback are in recommender-swaps.e2e.ts.
// Exercise names are read from the page, never assumed: the engine chooses them.
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { bodyPartIdsOf, machineIdsOf, memberMutation, memberQuery, memberPage as openMemberPage } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { card, chip, items, recommend, recommendation, resultId, saved, toast } from './helpers/recommender-page';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
/** A folder for screenshots of the 360 px checks (RECOMMENDER_SHOTS=/tmp/shots); none when unset. */
const SHOTS = process.env.RECOMMENDER_SHOTS;
const memberPage = () => openMemberPage(env, MOBILE);

test('목표·경험: entered in the profile, shown in the flow, changed there, saved and sent with the request', async () => {
  const page = await memberPage();
  await page.goto('/mypage/profile');
  const section = page.getByRole('region', { name: '운동 목표와 경험' });
  const goal = section.getByRole('group', { name: '목표' });
  const experience = section.getByRole('group', { name: '운동 경험' });
  // Nothing saved yet: both questions start at 선택 안 함, and there is nothing to save.
  expect(await goal.getByRole('radio', { name: '선택 안 함' }).isChecked()).toBe(true);
  expect(await experience.getByRole('radio', { name: '선택 안 함' }).isChecked()).toBe(true);
  const save = section.getByRole('button', { name: '목표·경험 저장' });
  expect(await save.isDisabled()).toBe(true);
  await chip(goal, '근비대').click();
  await chip(experience, '1–3년').click();
  await save.click();
  await toast(page, '운동 목표와 경험을 저장했어요');
  await page.reload();
  expect(await goal.getByRole('radio', { name: '근비대' }).isChecked()).toBe(true);
  expect(await experience.getByRole('radio', { name: '1–3년' }).isChecked()).toBe(true);

  // Step 1 shows the saved answers as one line, folded; opened, the same chips are ticked.
  await page.goto('/recommend/bodypart');
  const flow = page.getByRole('region', { name: '목표·경험' });
  await flow.getByText('목표 근비대 · 경험 1–3년').waitFor();
  const toggle = flow.getByRole('button', { name: '바꾸기' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await expect.poll(() => flow.getByRole('button', { name: '접기' }).getAttribute('aria-expanded')).toBe('true');
  expect(await flow.getByRole('group', { name: '목표' }).getByRole('radio', { name: '근비대' }).isChecked()).toBe(true);
  expect(await flow.getByRole('group', { name: '운동 경험' }).getByRole('radio', { name: '1–3년' }).isChecked()).toBe(true);

  // Changed in the flow: saved as it is made (answered once), and sent with the request.
  let stored = saved(page, 'user.updatePreferences');
  await chip(flow.getByRole('group', { name: '목표' }), '근력').click();
  await stored;
  stored = saved(page, 'user.updatePreferences');
  await chip(flow.getByRole('group', { name: '운동 경험' }), '3년 이상').click();
  await stored;
  await flow.getByText('목표 근력 · 경험 3년 이상').waitFor();
  expect(await memberQuery(page, 'user.preferences')).toMatchObject({ goal: 'strength', experience: 'over_3y' });

  await card(page, '가슴').click();
  const created = page.waitForRequest((r) => r.url().includes('recommendation.create'));
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  // The batch link's body: { "0": input }.
  expect(JSON.parse((await created).postData() ?? '{}')).toMatchObject({
    0: { bodyPartIds: await bodyPartIdsOf(page, '가슴'), goal: 'strength', experience: 'over_3y' },
  });
  await page.waitForURL('**/recommend/result?id=*');
  expect(await recommendation(page, resultId(page))).toMatchObject({ goal: 'strength', experience: 'over_3y' });
  // One body-figure story: the result names the profile's label (docs/product.md §4), and what it was planned for.
  const { bodyFigureLabel } = await memberQuery(page, 'user.bodyData.recent');
  await page.getByTestId('result-basis').getByText(`체형 ${bodyFigureLabel} · 목표 근력 · 경험 3년 이상`, { exact: true }).waitFor();

  // Back in the profile the flow's answers are there; 선택 안 함 clears one.
  await page.goto('/mypage/profile');
  expect(await goal.getByRole('radio', { name: '근력' }).isChecked()).toBe(true);
  await chip(goal, '선택 안 함').click();
  await save.click();
  await toast(page, '운동 목표와 경험을 저장했어요');
  await page.reload();
  expect(await goal.getByRole('radio', { name: '선택 안 함' }).isChecked()).toBe(true);
  expect(await experience.getByRole('radio', { name: '3년 이상' }).isChecked()).toBe(true);
  expect(await memberQuery(page, 'user.preferences')).toMatchObject({ goal: null, experience: 'over_3y' });
});

test('우리 헬스장: saved on /mypage/gym, preselected on the machine step; the step can save its own choice', async () => {
  const page = await memberPage();
  await page.goto('/mypage');
  await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '우리 헬스장' }).click();
  await page.waitForURL('**/mypage/gym');
  await page.getByRole('heading', { level: 1, name: '우리 헬스장' }).waitFor();
  expect(await page.getByRole('link', { name: '우리 헬스장' }).getAttribute('aria-current')).toBe('page');
  const machines = page.getByRole('group', { name: '헬스장 기구' });
  const save = page.getByRole('button', { name: '저장', exact: true });
  expect(await save.isDisabled()).toBe(true);

  // The search narrows the chips; a chip ticked while filtered stays ticked.
  await page.getByLabel('기구 찾기').fill('덤 벨');
  await expect.poll(() => machines.locator('label').allTextContents()).toEqual(['덤벨']);
  await chip(machines, '덤벨').click();
  await page.getByLabel('기구 찾기').fill('');
  await chip(machines, '벤치').click();
  await page.getByText('2개 기구 선택됨').waitFor();
  await save.click();
  await toast(page, '우리 헬스장을 저장했어요');
  expect(await memberQuery(page, 'user.preferences')).toMatchObject({ gymMachineIds: expect.arrayContaining(await machineIdsOf(page, '덤벨', '벤치')) });
  await page.reload();
  expect(await machines.getByRole('checkbox', { name: '덤벨', exact: true }).isChecked()).toBe(true);
  expect(await machines.getByRole('checkbox', { name: '벤치', exact: true }).isChecked()).toBe(true);
  expect(await machines.getByRole('checkbox', { name: '바벨', exact: true }).isChecked()).toBe(false);

  // The machine step starts from the saved gym and says so.
  await page.goto('/recommend/bodypart');
  await card(page, '가슴').click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.waitForURL('**/recommend/machine**');
  await page.getByText('우리 헬스장 기구를 미리 골라 두었어요').waitFor();
  await page.getByText('2개 기구 선택됨').waitFor();
  expect(await card(page, '덤벨').getAttribute('aria-pressed')).toBe('true');
  expect(await card(page, '벤치').getAttribute('aria-pressed')).toBe('true');
  expect(await card(page, '바벨').getAttribute('aria-pressed')).toBe('false');

  // Changed on the step, the choice can become the gym; the saved machines stay with a reload.
  await card(page, '바벨').click();
  await page.getByText('3개 기구 선택됨').waitFor();
  await page.getByRole('button', { name: '우리 헬스장으로 저장' }).click();
  await toast(page, '우리 헬스장으로 저장했어요');
  await page.getByRole('link', { name: '우리 헬스장 편집' }).waitFor();
  const byNumber = (a: number, b: number) => a - b;
  expect((await memberQuery(page, 'user.preferences')).gymMachineIds?.sort(byNumber)).toEqual(
    (await machineIdsOf(page, '덤벨', '바벨', '벤치')).sort(byNumber),
  );
  await page.reload();
  await page.getByText('3개 기구 선택됨').waitFor();
  await page.getByRole('button', { name: '추천 시작하기' }).click();
  await page.waitForURL('**/recommend/result?id=*');
  expect((await recommendation(page, resultId(page))).requestedMachines.sort()).toEqual(['덤벨', '바벨', '벤치'].sort());

  // A fresh visit to the step (no choice in the URL) starts from the updated gym.
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('가슴')}`);
  await page.getByText('우리 헬스장 기구를 미리 골라 두었어요').waitFor();
  expect(await card(page, '바벨').getAttribute('aria-pressed')).toBe('true');
});

test("'자세히' opens the numbers behind the why; a result stored without details has no toggle", async () => {
  const page = await memberPage();
  const rec = await recommend(page, '가슴');
  const e = rec.recommends[0]!;
  const box = items(page).first().getByRole('region', { name: 'AI 추천 운동량' });
  await box.getByText(e.why, { exact: true }).waitFor();
  expect(e.whyDetails.length).toBeGreaterThan(0);
  const toggle = box.getByRole('button', { name: '자세히' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  expect(await details.isVisible()).toBe(false);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await details.getByRole('listitem').first().waitFor();
  expect(await details.getByRole('listitem').allTextContents()).toEqual(e.whyDetails);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  await details.waitFor({ state: 'hidden' });

  // An older result (no details stored): the same page reads it with an empty list and shows no toggle.
  await page.route(/\/trpc\/[^?]*recommendation\.get/, async (route) => {
    const response = await route.fetch();
    const body = JSON.stringify(await response.json()).replaceAll(/"whyDetails":\[[^\]]*\]/g, '"whyDetails":[]');
    await route.fulfill({ response, body });
  });
  await page.reload();
  await box.getByText(e.why, { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: '자세히' }).count()).toBe(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('every recommender screen at 390 px and 360 px: no WCAG 2.1 AA violations, 44 px tap targets with Korean names, nothing wider than the phone', async () => {
  const page = await memberPage();
  const dialog = page.getByRole('dialog');
  const { check, problems } = phoneChecker(page, SHOTS ? async (name) => void (await page.screenshot({ path: `${SHOTS}/${name}.png` })) : undefined);

  await page.goto('/mypage/profile');
  await chip(page.getByRole('group', { name: '목표' }), '체중 감량').click();
  await check('profile');
  await page.getByRole('button', { name: '목표·경험 저장' }).click();
  await toast(page, '운동 목표와 경험을 저장했어요');
  await page.goto('/recommend/bodypart');
  await page.getByText('목표 체중 감량 · 경험 선택 안 함').waitFor();
  await check('step 1 folded');
  await page.getByRole('button', { name: '바꾸기' }).click();
  await page.getByRole('group', { name: '운동 경험' }).waitFor();
  await check('step 1 open');

  await page.goto('/mypage/gym');
  await chip(page.getByRole('group', { name: '헬스장 기구' }), '케이블 머신').click();
  await check('gym');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await toast(page, '우리 헬스장을 저장했어요');
  await page.goto(`/recommend/machine?parts=${encodeURIComponent('가슴,등')}`);
  await page.getByText('우리 헬스장 기구를 미리 골라 두었어요').waitFor();
  await check('machine step from the gym');
  await card(page, '덤벨').click();
  await page.getByRole('button', { name: '우리 헬스장으로 저장' }).waitFor();
  await check('machine step to save');

  await page.getByRole('button', { name: '추천 시작하기' }).click();
  await page.waitForURL('**/recommend/result?id=*');
  const first = items(page).first();
  await first.getByRole('button', { name: '자세히' }).click();
  await first.getByRole('button', { name: '가벼웠어요' }).click();
  await expect.poll(() => first.getByRole('button', { name: '가벼웠어요' }).getAttribute('aria-pressed')).toBe('true');
  await first.getByRole('group', { name: '해 보니 이 무게가 어땠나요?' }).scrollIntoViewIfNeeded();
  await check('result');
  await first.getByRole('button', { name: '다른 운동으로 바꾸기' }).click();
  await dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).or(dialog.getByText('바꿀 수 있는 운동이 없어요')).waitFor();
  await check('alternatives');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  const routine = await memberMutation(page, 'routines.create', { name: '등' });
  await memberMutation(page, 'routines.addItem', { exerciseId: 1, routineIds: [routine.routineId] });
  await page.goto('/mypage');
  await page
    .getByRole('button', { name: / 수정 메뉴$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '다른 운동으로 바꾸기' }).click();
  await dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).waitFor();
  await check('alternatives from a routine');
  expect(problems).toEqual({});
});
