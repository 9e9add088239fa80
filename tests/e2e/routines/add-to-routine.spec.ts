// Adding to a routine (docs/product.md §4/§5, docs/decisions/031-routine-edits-a-newcomer-can-undo.md): with no
// routine the flow starts one; a full routine (7/7) cannot be ticked; amounts start usable (a barbell move at the
// empty bar, '추가하기' enabled at once) and never at 0/0/0, reps and sets at least 1, in the add flow and the row
// editor; a body-weight move is never '0kg'; a hold is counted in seconds; a logged-out visitor is sent to log in.
import { expect } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { exerciseId } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { test } from '../helpers/pictures-warmed';
import { dialog, rowsOf, toast } from '../helpers/routines';

test('with no routine the add flow starts with routine start, creates one and continues to add', async ({ memberPage: page }) => {
  await page.goto('/searchworkout?keyword=랫풀다운');
  await page.getByRole('button', { name: '랫풀다운 루틴에 추가', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: '루틴 시작하기' })).toBeVisible();
  await expect(dialog(page).getByText('아직 추가된 루틴이 없어요')).toBeVisible();
  await dialog(page).getByRole('button', { name: '루틴 생성하기' }).click();
  await expect(dialog(page).getByRole('heading', { name: '새 루틴 만들기' })).toBeVisible();
  await dialog(page).getByLabel('루틴 이름').fill('등 데이');
  await dialog(page).getByRole('button', { name: '만들기' }).click();
  await toast(page, '루틴을 만들었어요');

  // Back on add with the new routine chosen; 이전 on info keeps the choice; 되돌리기 restores the starting
  // amounts (a light load for this stack machine, 10 reps, 3 sets; never 0/0/0: docs/decisions/031).
  await expect(dialog(page).getByRole('heading', { name: '루틴에 추가' })).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: '등 데이' })).toHaveAttribute('aria-checked', 'true');
  await dialog(page).getByRole('button', { name: '다음', exact: true }).click();
  const weight = dialog(page).getByLabel('무게');
  await expect(weight).toHaveValue('10');
  await expect(dialog(page).getByLabel('횟수')).toHaveValue('10');
  await expect(dialog(page).getByLabel('세트')).toHaveValue('3');
  await weight.fill('40');
  await dialog(page).getByLabel('횟수').click();
  // Emptied and left, a field goes back to the value it had.
  await weight.fill('');
  await dialog(page).getByLabel('횟수').click();
  await expect(weight).toHaveValue('40');
  await weight.fill('45');
  await dialog(page).getByRole('button', { name: '이전' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: '등 데이' })).toHaveAttribute('aria-checked', 'true');
  await dialog(page).getByRole('button', { name: '다음', exact: true }).click();
  await expect(weight).toHaveValue('45');
  await dialog(page).getByRole('button', { name: '되돌리기' }).click();
  await expect(weight).toHaveValue('10');
  await expect(dialog(page).getByRole('button', { name: '추가하기', exact: true })).toBeEnabled();
  await weight.fill('45');
  await dialog(page).getByRole('button', { name: '추가하기', exact: true }).click();
  await toast(page, '운동을 추가했어요');
  await expect(dialog(page)).not.toBeAttached();

  // Reopened, the routine holds the exercise; closing forgets nothing the next opening needs.
  await page.getByRole('button', { name: '랫풀다운 루틴에 추가', exact: true }).click();
  await expect(dialog(page).getByRole('checkbox', { name: '등 데이 (추가됨)' })).toBeVisible();
});

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('a routine holding 7 exercises shows as full (7/7) and cannot be ticked; the others can', async ({ memberPage: page }) => {
    const full = await memberMutation(page, 'routines.create', { name: '가득' });
    await memberMutation(page, 'routines.create', { name: '여유' });
    for (const exerciseId of [2, 3, 4, 5, 6, 7, 8])
      await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [full.routineId], weight: 10, rep: 10, setCount: 3 });

    await page.goto('/workoutdetail/1');
    await page.getByRole('button', { name: '루틴에 추가' }).click();
    const fullBox = dialog(page).getByRole('checkbox', { name: '가득 (가득 참)' });
    await expect(fullBox).toBeVisible();
    await expect(fullBox).toBeDisabled();
    await expect(fullBox).toHaveAttribute('aria-checked', 'false');
    await expect(fullBox.getByText('운동 7/7개')).toBeVisible();
    await expect(fullBox.getByText('가득 참', { exact: true })).toBeVisible();
    await fullBox.click({ force: true });
    await expect(fullBox).toHaveAttribute('aria-checked', 'false');
    const next = dialog(page).getByRole('button', { name: '다음', exact: true });
    await expect(next).toBeDisabled();

    const open = dialog(page).getByRole('checkbox', { name: '여유', exact: true });
    await expect(open.getByText('운동 0/7개')).toBeVisible();
    await open.click();
    await expect(open).toHaveAttribute('aria-checked', 'true');
    await expect(next).toBeEnabled();
  });

  test('amounts never start at 0/0/0 and reps and sets stay at least 1, in the add flow and in the row editor', async ({ memberPage: page }) => {
    const routine = await memberMutation(page, 'routines.create', { name: '상체' });
    const d = dialog(page);

    // An exercise with equipment: a light load for its implement (the empty bar), 10 reps and 3 sets to start
    // with, so '추가하기' works at once (docs/decisions/031-routine-edits-a-newcomer-can-undo.md).
    await page.goto(`/searchworkout?keyword=${encodeURIComponent('바벨 벤치 프레스')}`);
    await page.getByRole('button', { name: '바벨 벤치 프레스 루틴에 추가', exact: true }).click();
    await d.getByRole('checkbox', { name: '상체', exact: true }).click();
    await d.getByRole('button', { name: '다음', exact: true }).click();
    await expect(d.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
    const add = d.getByRole('button', { name: '추가하기', exact: true });
    await expect(d.getByLabel('무게')).toHaveValue('20');
    await expect(d.getByLabel('횟수')).toHaveValue('10');
    await expect(d.getByLabel('세트')).toHaveValue('3');
    await expect(add).toBeEnabled();
    await d.getByLabel('무게').fill('0');
    await expect(d.getByText('0kg은 맨몸 운동만 가능해요')).toBeVisible();
    await expect(add).toBeDisabled();
    await d.getByLabel('무게').fill('40');
    await d.getByLabel('횟수').fill('0');
    await expect(d.getByText('1~99회로 입력해 주세요')).toBeVisible();
    await expect(d.getByLabel('횟수')).toHaveAttribute('aria-invalid', 'true');
    await expect(add).toBeDisabled();
    await d.getByLabel('횟수').fill('8');
    await d.getByLabel('세트').fill('0');
    await expect(d.getByText('1~99세트로 입력해 주세요')).toBeVisible();
    await expect(add).toBeDisabled();
    await d.getByLabel('세트').fill('1');
    await expect(d.getByText('1~99세트로 입력해 주세요')).not.toBeAttached();
    await add.click();
    await expect(page.getByText('운동을 추가했어요').first()).toBeVisible();
    await expect(d).not.toBeAttached();

    // A body-weight move has no weight field ('맨몸'): saved with no weight, never 0 kg.
    await page.goto(`/searchworkout?keyword=${encodeURIComponent('푸시업')}`);
    await page.getByRole('button', { name: '푸시업 루틴에 추가', exact: true }).click();
    await d.getByRole('checkbox', { name: '상체', exact: true }).click();
    await d.getByRole('button', { name: '다음', exact: true }).click();
    await expect(d.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
    await expect(d.getByLabel('무게')).toHaveCount(0);
    await expect(d.getByText('맨몸', { exact: true })).toBeVisible();
    await expect(d.getByLabel('횟수')).toHaveValue('10');
    await expect(d.getByLabel('세트')).toHaveValue('3');
    await add.click();
    await expect(d).not.toBeAttached();

    // A line saved without amounts (an older client) opens in the editor at the starting values, not 0s.
    await memberMutation(page, 'routines.addItem', { exerciseId: await exerciseId(page, '랫풀다운'), routineIds: [routine.routineId] });
    await page.goto('/mypage');
    await expect(page.getByText('40kg · 8회 · 1세트')).toBeVisible();
    // The push-up: 맨몸, never 0kg (docs/decisions/031).
    await expect(page.getByText('맨몸 · 10회 · 3세트')).toBeVisible();
    await page.getByRole('button', { name: '랫풀다운 수정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '수량 수정' }).click();
    const form = page.getByRole('form', { name: '랫풀다운 수량 수정' });
    await expect(form.getByLabel('무게')).toHaveValue('10');
    await expect(form.getByLabel('횟수')).toHaveValue('10');
    await expect(form.getByLabel('세트')).toHaveValue('3');
    const save = form.getByRole('button', { name: '수량 저장' });
    await expect(save).toBeEnabled();
    await form.getByLabel('무게').fill('');
    await expect(save).toBeDisabled();
    await form.getByLabel('무게').fill('35');
    await form.getByLabel('세트').fill('0');
    await expect(form.getByText('1~99세트로 입력해 주세요')).toBeVisible();
    await expect(save).toBeDisabled();
    await form.getByLabel('세트').fill('4');
    await save.click();
    await expect(page.getByText('35kg · 10회 · 4세트')).toBeVisible();
    const rows = await memberQuery(page, 'routines.items', { routineId: routine.routineId });
    expect(rows.map((r) => [r.exerciseName, r.weight, r.rep, r.setCount])).toEqual([
      ['바벨 벤치 프레스', 40, 8, 1],
      ['푸시업', null, 10, 3],
      ['랫풀다운', 35, 10, 4],
    ]);
  });

  test('a hold is counted in seconds everywhere: the info step from search asks for 시간 (초) and /mypage shows 초', async ({ memberPage: page }) => {
    await memberMutation(page, 'routines.create', { name: '코어' });
    await page.goto(`/searchworkout?keyword=${encodeURIComponent('플랭크')}`);
    await page.getByRole('button', { name: '플랭크 루틴에 추가', exact: true }).click();
    const d = dialog(page);
    await d.getByRole('checkbox', { name: '코어', exact: true }).click();
    await d.getByRole('button', { name: '다음', exact: true }).click();
    await expect(d.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
    await expect(d.getByLabel('횟수')).toHaveCount(0);
    await d.getByLabel('시간').fill('45');
    await d.getByLabel('세트').fill('3');
    await d.getByRole('button', { name: '추가하기', exact: true }).click();
    await toast(page, '운동을 추가했어요');

    // A counted exercise next to it keeps 회.
    await page.goto(`/searchworkout?keyword=${encodeURIComponent('크런치')}`);
    await page.getByRole('button', { name: '크런치 루틴에 추가', exact: true }).click();
    await d.getByRole('checkbox', { name: '코어', exact: true }).click();
    await d.getByRole('button', { name: '다음', exact: true }).click();
    await d.getByLabel('횟수').fill('15');
    await d.getByRole('button', { name: '추가하기', exact: true }).click();
    await toast(page, '운동을 추가했어요');

    await page.goto('/mypage');
    // Body-weight moves read 맨몸, never 0kg (docs/decisions/031).
    await expect(page.getByText('맨몸 · 45초 · 3세트')).toBeVisible();
    await expect(page.getByText(/^맨몸 · 15회 · \d+세트$/)).toBeVisible();
  });

  test('a logged-out visitor who adds to a routine is sent to the login page', async ({ page }) => {
    await page.goto('/searchworkout?keyword=스쿼트');
    await page
      .getByRole('button', { name: /루틴에 추가$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

for (const viewport of [MOBILE, NARROW]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test('adding from search starts with usable amounts; a body-weight move is never 0kg', async ({ memberPage: page }) => {
      const { routineId } = await memberMutation(page, 'routines.create', { name: '전신' });
      const squat = await exerciseId(page, '바벨 백 스쿼트');
      const pushUp = await exerciseId(page, '푸시업');

      // A barbell move: the empty bar, 10 reps, 3 sets, and '추가하기' works at once.
      await page.goto(`/workoutdetail/${squat}`);
      await page.getByRole('button', { name: '루틴에 추가' }).click();
      await dialog(page).getByRole('checkbox', { name: '전신', exact: true }).click();
      await dialog(page).getByRole('button', { name: '다음' }).click();
      await expect(dialog(page).getByLabel('무게')).toBeVisible();
      await expect(dialog(page).getByLabel('무게')).toHaveValue('20');
      await expect(dialog(page).getByLabel('횟수')).toHaveValue('10');
      await expect(dialog(page).getByLabel('세트')).toHaveValue('3');
      const add = dialog(page).getByRole('button', { name: '추가하기' });
      await expect(add).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      // Emptied, it says why it waits (under the field, which the member just changed).
      await dialog(page).getByLabel('무게').fill('');
      await expect(add).toBeDisabled();
      await expect(dialog(page).getByText('무게를 입력해 주세요', { exact: true })).toBeVisible();
      await dialog(page).getByRole('button', { name: '되돌리기' }).click();
      await expect(add).toBeEnabled();
      await add.click();
      await toast(page, '운동을 추가했어요');

      // A body-weight move: '맨몸' where the weight was, saved with no weight.
      await page.goto(`/workoutdetail/${pushUp}`);
      await page.getByRole('button', { name: '루틴에 추가' }).click();
      await dialog(page).getByRole('checkbox', { name: '전신', exact: true }).click();
      await dialog(page).getByRole('button', { name: '다음' }).click();
      await expect(dialog(page).getByText('맨몸', { exact: true })).toBeVisible();
      await expect(dialog(page).getByLabel('무게')).toHaveCount(0);
      await expect(dialog(page).getByRole('button', { name: '추가하기' })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: '추가하기' }).click();
      await toast(page, '운동을 추가했어요');

      const saved = await memberQuery(page, 'routines.items', { routineId });
      expect(saved.map((w) => [w.exerciseName, w.weight, w.rep, w.setCount])).toEqual([
        ['바벨 백 스쿼트', 20, 10, 3],
        ['푸시업', null, 10, 3],
      ]);
      await page.goto('/mypage');
      await expect(rowsOf(page, '전신').first()).toBeVisible();
      await expect(page.getByText('20kg · 10회 · 3세트')).toBeVisible();
      await expect(page.getByText('맨몸 · 10회 · 3세트')).toBeVisible();
      await expect(page.getByText(/(^|\D)0kg/)).toHaveCount(0);
      // Editing it keeps '맨몸': reps and sets only.
      await page.getByRole('button', { name: '푸시업 수정 메뉴', exact: true }).click();
      await page.getByRole('menuitem', { name: '수량 수정' }).click();
      const form = page.getByRole('form', { name: '푸시업 수량 수정' });
      await expect(form.getByText('맨몸', { exact: true })).toBeVisible();
      await expect(form.getByLabel('무게')).toHaveCount(0);
      await form.getByLabel('횟수').fill('15');
      await form.getByRole('button', { name: '수량 저장' }).click();
      await expect(page.getByText('맨몸 · 15회 · 3세트')).toBeVisible();
      expect((await memberQuery(page, 'routines.items', { routineId }))[1]).toMatchObject({ weight: null, rep: 15 });
      await expect(page.getByText(/(^|\D)0kg/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
