// docs/product.md §2/§4/§5 my routines: the empty states to both limits (5 routines, 7 exercises), reordering
// by a real mouse drag, amounts and deleting; edit mode (rename, keyboard reorder of routines and exercises,
// delete); a refused delete or move undone on screen; toasts in the order they were raised; a delete and a move
// made with no connection saved once it is back (docs/decisions/018-outbox-and-conflicts.md); a deleted item
// back with '되돌리기' (docs/decisions/031-routine-edits-a-newcomer-can-undo.md, 390 and 360 px); per-set targets
// (docs/decisions/024-per-set-targets.md) trained set by set and saved back.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { addToRoutine, BENCH, exerciseId, shot } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { phoneChecker } from '../helpers/phone-check';
import { test } from '../helpers/pictures-warmed';
import { deleteFromMenu, dialog, rowsOf, toast } from '../helpers/routines';

/** Picks routines in the add dialog, goes on to the info step and submits the amounts. */
async function addThroughDialog(page: Page, routineNames: string[], amounts: { weight: string; rep: string; setCount: string }) {
  const d = dialog(page);
  await expect(d.getByRole('heading', { name: '루틴에 추가' })).toBeVisible();
  const next = d.getByRole('button', { name: '다음', exact: true });
  await expect(next).toBeDisabled();
  for (const name of routineNames) await d.getByRole('checkbox', { name, exact: true }).click();
  await next.click();
  await expect(d.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
  await d.getByLabel('무게').fill(amounts.weight);
  await d.getByLabel('횟수').fill(amounts.rep);
  await d.getByLabel('세트').fill(amounts.setCount);
  await d.getByRole('button', { name: '추가하기', exact: true }).click();
}

/** Until the page has drawn two more frames: whatever the last input event set off has been handled. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * A real mouse drag: press on the handle, move in small steps past the target, release once the target row
 * has made way (the list shows the drop position). Each step waits for the page's frames, not for a time.
 */
async function mouseDrag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endY = to.y + to.height / 2;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  const steps = 20;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x, startY + ((endY - startY) * i) / steps);
    await nextFrames(page);
  }
  // @hello-pangea/dnd moves the rows that make way with an inline transform on their draggable.
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const row = el.closest('[data-rfd-draggable-id]') as HTMLElement;
        const check = () => (row.style.transform.includes('translate') ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  await nextFrames(page);
  await page.mouse.up();
}

/** Every routine item as the server has it now, without ids (a restored item gets a new one). */
const serverItems = async (page: Page, routineId: number) =>
  (await memberQuery(page, 'routines.items', { routineId })).map(({ routineItemId: _, ...rest }) => rest);
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** A routine's work-set target as `routines.items` answers it. */
const work = (weight: number, reps: number) => ({ kind: 'work', weight, reps, seconds: null });

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('routines from the empty state to both limits, on a phone (390×844)', async ({ memberPage: page }) => {
    // Some twenty screens in one flow: a ceiling three times the usual for a machine as busy as CI's.
    test.slow();
    // No routines: the empty card's button opens the create dialog with live name validation.
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
    await expect(page.getByText('아직 추가된 루틴이 없어요')).toBeVisible();
    await expect(page.getByText('나만의 운동 루틴을 만들어 보세요')).toBeVisible();
    await page.getByRole('button', { name: '추가하기', exact: true }).click();
    const name = dialog(page).getByLabel('루틴 이름');
    const create = dialog(page).getByRole('button', { name: '만들기' });
    await expect(create).toBeDisabled();
    await name.fill('가나다라마바사아');
    await expect(dialog(page).getByText('8/7자')).toBeVisible();
    await expect(dialog(page).getByText('루틴 이름은 7자까지 입력할 수 있어요')).toBeVisible();
    await expect(create).toBeDisabled();
    await name.fill('상체');
    await expect(dialog(page).getByText('2/7자')).toBeVisible();
    await create.click();
    await toast(page, '루틴을 만들었어요');
    await expect(dialog(page)).not.toBeAttached();
    await expect(page.getByRole('tab', { name: '상체' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('1분할')).toBeVisible();
    await expect(page.getByText('아직 추가된 운동이 없어요')).toBeVisible();
    await expect(page.getByRole('link', { name: '새로운 운동 추가하기' })).toBeVisible();

    // From a search card: its add button opens the dialog without opening the card's link.
    await page.goto('/searchworkout?keyword=덤벨');
    await expect(page.getByRole('heading', { name: /^'덤벨' 검색 결과/ })).toBeVisible();
    await page.getByRole('button', { name: '덤벨 벤치 프레스 루틴에 추가' }).click();
    await addThroughDialog(page, ['상체'], { weight: '20.5', rep: '12', setCount: '3' });
    await toast(page, '운동을 추가했어요');
    await expect(dialog(page)).not.toBeAttached();
    expect(new URL(page.url()).pathname).toBe('/searchworkout');

    // From the detail page, then the same exercise again: the routine shows '추가됨' and is disabled.
    await page.getByRole('link', { name: /^덤벨 컬/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '덤벨 컬' })).toBeVisible();
    await page.getByRole('button', { name: '루틴에 추가' }).click();
    // An exercise done with equipment needs its weight entered (reps and sets start at 10 and 3).
    await addThroughDialog(page, ['상체'], { weight: '8', rep: '10', setCount: '3' });
    await toast(page, '운동을 추가했어요');
    await expect(dialog(page)).not.toBeAttached();
    await page.getByRole('button', { name: '루틴에 추가' }).click();
    const taken = dialog(page).getByRole('checkbox', { name: '상체 (추가됨)' });
    await expect(taken).toBeVisible();
    await expect(taken).toBeDisabled();
    await expect(dialog(page).getByText('추가됨', { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: '다음', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).not.toBeAttached();

    // The list in order, then a real mouse drag of the second row onto the first; it persists.
    await page.goto('/mypage');
    await expect(page.getByText('20.5kg · 12회 · 3세트')).toBeVisible();
    await expect(page.getByText('8kg · 10회 · 3세트')).toBeVisible();
    await expect(rowsOf(page, '상체')).toHaveText(['덤벨 벤치 프레스', '덤벨 컬']);
    const list = page.getByRole('list', { name: '상체 운동 목록' });
    await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const saved = page.waitForResponse((r) => r.url().includes('routines.moveItem') && r.ok());
    await mouseDrag(page, page.getByRole('button', { name: '덤벨 컬 순서 바꾸기' }), page.getByRole('button', { name: '덤벨 벤치 프레스 순서 바꾸기' }));
    await saved;
    await expect(rowsOf(page, '상체')).toHaveText(['덤벨 컬', '덤벨 벤치 프레스']);
    await page.reload();
    await expect(list).toBeVisible();
    await expect(rowsOf(page, '상체')).toHaveText(['덤벨 컬', '덤벨 벤치 프레스']);

    // Amounts: Escape reverts, the check icon saves; the new amounts survive a reload.
    const editAmounts = async () => {
      await page.getByRole('button', { name: '덤벨 컬 수정 메뉴' }).click();
      await page.getByRole('menuitem', { name: '수량 수정' }).click();
      return page.getByRole('form', { name: '덤벨 컬 수량 수정' });
    };
    let form = await editAmounts();
    await form.getByLabel('무게').fill('99');
    await form.getByLabel('무게').press('Escape');
    await expect(form).not.toBeAttached();
    await expect(page.getByText('8kg · 10회 · 3세트')).toBeVisible();
    form = await editAmounts();
    await form.getByLabel('무게').fill('');
    await form.getByLabel('무게').pressSequentially('12.5.x');
    await expect(form.getByLabel('무게')).toHaveValue('12.5');
    await form.getByLabel('횟수').fill('10');
    await form.getByLabel('세트').fill('4');
    await form.getByRole('button', { name: '수량 저장' }).click();
    await expect(page.getByText('12.5kg · 10회 · 4세트')).toBeVisible();
    await page.reload();
    await expect(page.getByText('12.5kg · 10회 · 4세트')).toBeVisible();

    // Delete from the row menu: gone at once, with the toast that offers 되돌리기 (docs/decisions/031), and
    // still gone after a reload once the server has it.
    const deleted = page.waitForResponse((r) => r.url().includes('routines.deleteItem') && r.ok());
    await page.getByRole('button', { name: '덤벨 벤치 프레스 수정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '삭제' }).click();
    await toast(page, '덤벨 벤치 프레스를 루틴에서 뺐어요');
    await expect(page.getByRole('alert').getByRole('button', { name: '되돌리기' })).toBeVisible();
    await deleted;
    await expect(rowsOf(page, '상체')).toHaveText(['덤벨 컬']);
    await page.reload();
    await expect(list).toBeVisible();
    await expect(rowsOf(page, '상체')).toHaveText(['덤벨 컬']);

    // 7 exercises: six more through the API; the dialog then shows the routine as full, and the
    // server's limit message is in the page.
    const [upper] = await memberQuery(page, 'routines.list');
    const free = Array.from({ length: 40 }, (_, i) => i + 1).filter((id) => !upper!.exerciseIds.includes(id));
    for (const exerciseId of free.slice(0, 6)) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [upper!.routineId] });
    await page.goto(`/workoutdetail/${free[6]}`);
    await page.getByRole('button', { name: '루틴에 추가' }).click();
    const full = dialog(page).getByRole('checkbox', { name: '상체 (가득 참)' });
    await expect(full).toBeVisible();
    await expect(full).toBeDisabled();
    await expect(dialog(page).getByText('운동 7/7개')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: '다음', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.goto('/mypage');
    await expect(page.getByText('운동은 7개까지만 추가할 수 있어요')).toBeVisible();
    await expect(rowsOf(page, '상체')).toHaveCount(7);

    // 5 routines: the add icon is disabled with the limit text, in the page and in the dialog.
    for (const n of [2, 3, 4, 5]) await memberMutation(page, 'routines.create', { name: `루틴${n}` });
    await page.reload();
    await expect(page.getByText('5분할')).toBeVisible();
    await expect(page.getByRole('button', { name: '루틴 추가' })).toBeDisabled();
    await expect(page.getByText('루틴은 5개까지만 만들 수 있어요')).toBeVisible();
    await page.goto(`/workoutdetail/${free[6]}`);
    await page.getByRole('button', { name: '루틴에 추가' }).click();
    await expect(dialog(page).getByRole('heading', { name: '루틴에 추가' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: '추가하기', exact: true })).toBeDisabled();
    await expect(dialog(page).getByText('루틴은 5개까지만 만들 수 있어요')).toBeVisible();
  });

  test('a routine edited as per-set rows is trained set by set and saved back with its planned sets', async ({ memberPage: page }) => {
    const { check, problems } = phoneChecker(page, (name) => shot(page, `targets-${name}`));
    const { routineId } = await memberMutation(page, 'routines.create', { name: '피라미드' });
    await addToRoutine(page, routineId, BENCH, { weight: 20, rep: 10, setCount: 3 });

    await page.goto('/mypage');
    await expect(page.getByText('20kg · 10회 · 3세트')).toBeVisible();
    await page.getByRole('button', { name: `${BENCH} 수정 메뉴` }).click();
    await page.getByRole('menuitem', { name: '수량 수정' }).click();
    const form = page.getByRole('form', { name: `${BENCH} 수량 수정` });
    const perSet = form.getByRole('button', { name: '세트별로' });
    await expect(perSet).toHaveAttribute('aria-pressed', 'false');
    await perSet.click();
    await expect(perSet).toHaveAttribute('aria-pressed', 'true');
    // The uniform sets, one per row.
    const rows = form.getByRole('list', { name: '세트별 목표' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(form.getByLabel('3세트 무게')).toHaveValue('20');
    await expect(form.getByLabel('3세트 무게')).toHaveAttribute('inputmode', 'decimal');
    await expect(form.getByLabel('3세트 횟수')).toHaveAttribute('inputmode', 'numeric');
    // A row added (a copy of the last) and removed again.
    await form.getByRole('button', { name: '세트 추가' }).click();
    await expect(rows).toHaveCount(4);
    await form.getByRole('button', { name: '4세트 삭제' }).click();
    await expect(rows).toHaveCount(3);
    // 피라미드: 12 / 10 / 8 going up from 20 kg.
    await form.getByRole('button', { name: '피라미드 12·10·8' }).click();
    const values = async () => {
      const out: string[] = [];
      for (const n of [1, 2, 3]) out.push(`${await form.getByLabel(`${n}세트 무게`).inputValue()}×${await form.getByLabel(`${n}세트 횟수`).inputValue()}`);
      return out;
    };
    await expect.poll(values).toEqual(['20×12', '22.5×10', '25×8']);
    // A row's mistake is named under it and blocks saving.
    await form.getByLabel('2세트 횟수').fill('0');
    await expect(form.getByText('2세트: 1~99회로 입력해 주세요')).toBeVisible();
    const save = form.getByRole('button', { name: '수량 저장' });
    await expect(save).toBeDisabled();
    await form.getByLabel('2세트 횟수').fill('10');
    await expect(save).toBeEnabled();
    await check('routine editor, per-set rows');

    await save.click();
    await expect(page.getByText('3세트 · 20kg × 12 → 25kg × 8')).toBeVisible();
    const [item] = await memberQuery(page, 'routines.items', { routineId });
    expect(item).toMatchObject({
      weight: 20,
      rep: 12,
      setCount: 3,
      setTargets: [work(20, 12), work(22.5, 10), work(25, 8)],
    });

    // The workout plans those sets.
    await page.getByRole('button', { name: '피라미드 운동 시작' }).click();
    await expect(page).toHaveURL(/\/workout$/);
    await expect(page.getByRole('heading', { level: 1, name: '피라미드' })).toBeVisible();
    const card = page.getByRole('region', { name: BENCH });
    for (const [n, kg, reps] of [
      [1, '20', '12'],
      [2, '22.5', '10'],
      [3, '25', '8'],
    ] as const) {
      await expect(card.getByLabel(`${n}세트 무게 (kg)`)).toHaveValue(kg);
      await expect(card.getByLabel(`${n}세트 횟수`)).toHaveValue(reps);
    }
    await expect
      .poll(async () => (await memberQuery(page, 'training.session.active'))?.exercises[0]?.sets.map((s) => [s.kind, s.plannedWeight, s.plannedReps]))
      .toEqual([
        ['work', 20, 12],
        ['work', 22.5, 10],
        ['work', 25, 8],
      ]);

    // 2 of 3 done, then finish.
    await card.getByRole('button', { name: '1세트 완료' }).click();
    await card.getByRole('button', { name: '2세트 완료' }).click();
    await expect(card.getByRole('button', { name: '2세트 완료' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('저장됨')).toBeVisible();
    await page.getByRole('button', { name: '완료', exact: true }).click();
    await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();
    await expect(page).toHaveURL(/\/workout\/done\/[^/]*$/);
    await expect(page.getByRole('heading', { level: 1, name: '피라미드 수고했어요!' })).toBeVisible();

    // The save says what it keeps, and offers the other choice.
    await expect(page.getByText('무게·횟수를 이번 기록으로 바꾸고, 세트 수는 계획대로 3세트를 유지해요.')).toBeVisible();
    await expect(page.getByText(`${BENCH}: 계획 3세트 중 2세트 했어요`)).toBeVisible();
    await expect(page.getByRole('button', { name: '한 세트 수로 저장' })).toBeVisible();
    await check('summary, save to routine');
    await page.getByRole('button', { name: '이번 기록을 루틴에 저장' }).click();
    await expect(page.getByRole('button', { name: '루틴에 저장했어요' })).toBeVisible();
    const [saved] = await memberQuery(page, 'routines.items', { routineId });
    expect(saved).toMatchObject({
      weight: 20,
      rep: 12,
      setCount: 3,
      setTargets: [work(20, 12), work(22.5, 10), work(22.5, 10)],
    });
    await page.goto('/mypage');
    await expect(page.getByText('3세트 · 20kg × 12 → 22.5kg × 10')).toBeVisible();

    expect(problems).toEqual({});
  });
});

test('edit mode: rename, keyboard reorder and delete routines; keyboard reorder of exercises', async ({ memberPage: page }) => {
  for (const name of ['가슴', '등', '하체']) await memberMutation(page, 'routines.create', { name });
  const routines = await memberQuery(page, 'routines.list');
  const chest = routines[0]!.routineId;
  for (const exerciseId of [1, 2, 3]) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [chest] });

  await page.goto('/mypage');
  await expect(page.getByRole('tab', { name: '가슴' })).toBeVisible();
  const tabs = () => page.getByRole('tablist', { name: '내 루틴' }).getByRole('tab').allTextContents();
  expect(await tabs()).toEqual(['가슴', '등', '하체']);
  await expect(page.getByText('3분할')).toBeVisible();

  // Exercises by keyboard: space lifts, arrow down moves, space drops.
  await expect(rowsOf(page, '가슴').first()).toBeVisible();
  const names = await rowsOf(page, '가슴').allTextContents();
  await page.getByRole('button', { name: `${names[0]} 순서 바꾸기`, exact: true }).focus();
  const moved = page.waitForResponse((r) => r.url().includes('routines.moveItem') && r.ok());
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await moved;
  await expect(rowsOf(page, '가슴')).toHaveText([names[1]!, names[0]!, names[2]!]);

  // A tab is kept in the URL.
  await page.getByRole('tab', { name: '등' }).click();
  await expect(page).toHaveURL(/routine=\d+/);
  await expect(page.getByText('아직 추가된 운동이 없어요')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: '등' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '편집', exact: true }).click();
  await page.getByRole('button', { name: '하체 이름 바꾸기' }).click();
  await dialog(page).getByLabel('루틴 이름').fill('하체 데이');
  await dialog(page).getByRole('button', { name: '저장' }).click();
  await toast(page, '루틴을 수정했어요');

  const reordered = page.waitForResponse((r) => r.url().includes('routines.reorder') && r.ok());
  await page.getByRole('button', { name: '하체 데이 순서 바꾸기' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await reordered;
  await toast(page, '루틴을 수정했어요');

  await page.getByRole('button', { name: '등 삭제' }).click();
  await expect(dialog(page).getByText('루틴을 삭제할까요?')).toBeVisible();
  await dialog(page).getByRole('button', { name: '삭제', exact: true }).click();
  await toast(page, '루틴을 삭제했어요');
  await page.getByRole('button', { name: '완료' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: '가슴' })).toBeVisible();
  expect(await tabs()).toEqual(['하체 데이', '가슴']);
  await expect(page.getByText('2분할')).toBeVisible();
});

test('a refused delete puts the row back; a refused move restores the saved order', async ({ memberPage: page }) => {
  const created = await memberMutation(page, 'routines.create', { name: '전신' });
  for (const exerciseId of [4, 5]) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [created.routineId] });
  await page.goto('/mypage');
  await expect(rowsOf(page, '전신').first()).toBeVisible();
  const before = await rowsOf(page, '전신').allTextContents();

  // The server refuses (the request names an item that is not the member's): docs/decisions/018-outbox-and-conflicts.md.
  await page.route(/\/trpc\/routines\.(deleteItem|moveItem)/, (route) => {
    const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
    return route.continue({ postData: JSON.stringify({ 0: { ...body[0], routineItemId: 2_000_000_000 } }) });
  });
  await page.getByRole('button', { name: `${before[0]} 수정 메뉴`, exact: true }).click();
  await page.getByRole('menuitem', { name: '삭제' }).click();
  await toast(page, '존재하지 않는 내 운동입니다.');
  // The row comes back once the refusal is handled (the toast may show first).
  await expect.poll(() => rowsOf(page, '전신').allTextContents()).toEqual(before);

  // The refusal's answer comes after the move showed (the screen moves the row before it sends); then the
  // saved order must come back.
  const refusedMove = page.waitForResponse((r) => r.url().includes('routines.moveItem'));
  await page.getByRole('button', { name: `${before[0]} 순서 바꾸기`, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  expect((await refusedMove).ok()).toBe(false);
  await expect.poll(() => rowsOf(page, '전신').allTextContents()).toEqual(before);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe(() => {
  // No service worker: its precache would answer the toast code where page.route cannot hold it.
  test.use({ serviceWorkers: 'block' });
  test('toasts show in the order they were raised: a refusal that comes before the toast code has loaded replaces the undo toast', async ({
    memberPage: page,
  }) => {
    const created = await memberMutation(page, 'routines.create', { name: '전신' });
    await memberMutation(page, 'routines.addItem', { exerciseId: 4, routineIds: [created.routineId] });
    await page.goto('/mypage');
    await expect(rowsOf(page, '전신').first()).toBeVisible();
    const [name] = await rowsOf(page, '전신').allTextContents();

    await page.route(/\/trpc\/routines\.deleteItem/, (route) => {
      const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
      return route.continue({ postData: JSON.stringify({ 0: { ...body[0], routineItemId: 2_000_000_000 } }) });
    });
    // The code the first toast of this page needs arrives only once the refusal has been handled (the row is
    // back): the undo toast (raised first) and the refusal (raised second) are both waiting for it.
    let rowBack = () => {};
    const handled = new Promise<void>((resolve) => (rowBack = resolve));
    await page.route('**/assets/**', async (route) => {
      await handled;
      await route.continue();
    });
    const refused = page.waitForResponse((r) => r.url().includes('routines.deleteItem'));
    await page.getByRole('button', { name: `${name} 수정 메뉴`, exact: true }).click();
    await page.getByRole('menuitem', { name: '삭제' }).click();
    expect((await refused).status()).toBe(404);
    await expect.poll(() => rowsOf(page, '전신').allTextContents()).toEqual([name]);
    rowBack();
    await toast(page, '존재하지 않는 내 운동입니다.');
    // The refusal is the toast left: the undo toast it replaced is gone.
    await expect(page.getByRole('button', { name: '되돌리기' })).toHaveCount(0);
    await expect(page.getByText('존재하지 않는 내 운동입니다.', { exact: true }).first()).toBeVisible();
  });
});

test('with no connection a delete and a move wait on screen and are saved once the connection is back', async ({ memberPage: page }) => {
  const created = await memberMutation(page, 'routines.create', { name: '전신' });
  for (const exerciseId of [4, 5, 6]) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [created.routineId] });
  await page.goto('/mypage');
  await expect(rowsOf(page, '전신').first()).toBeVisible();
  const before = await rowsOf(page, '전신').allTextContents();

  await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: `${before[0]} 수정 메뉴`, exact: true }).click();
  await page.getByRole('menuitem', { name: '삭제' }).click();
  await expect.poll(() => rowsOf(page, '전신').allTextContents()).toEqual([before[1], before[2]]);
  await page.getByRole('button', { name: `${before[1]} 순서 바꾸기`, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect.poll(() => rowsOf(page, '전신').allTextContents()).toEqual([before[2], before[1]]);
  // Waiting, not failed.
  await expect(page.getByText('운동을 삭제하지 못했어요', { exact: true })).toHaveCount(0);
  await expect(page.getByText('운동 순서를 바꾸지 못했어요', { exact: true })).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect
    .poll(async () => (await memberQuery(page, 'routines.items', { routineId: created.routineId })).map((i) => i.exerciseName))
    .toEqual([before[2], before[1]]);
});

for (const viewport of [MOBILE, NARROW]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test('a deleted item comes back with 되돌리기, targets, place and superset; two quick deletes too', async ({ memberPage: page }) => {
      const { routineId } = await memberMutation(page, 'routines.create', { name: '상체' });
      const [bench, squat, pushUp, curl] = [
        await exerciseId(page, '바벨 벤치 프레스'),
        await exerciseId(page, '바벨 백 스쿼트'),
        await exerciseId(page, '푸시업'),
        await exerciseId(page, '덤벨 컬'),
      ];
      for (const id of [bench, squat, pushUp, curl]) {
        await memberMutation(page, 'routines.addItem', { exerciseId: id, routineIds: [routineId], weight: id === pushUp ? null : 40, rep: 10, setCount: 3 });
      }
      const items = await memberQuery(page, 'routines.items', { routineId });
      const squatItem = items.find((w) => w.exerciseId === squat)!;
      await memberMutation(page, 'routines.updateItem', {
        routineItemId: squatItem.routineItemId,
        setTargets: [
          { kind: 'warmup', weight: 20, reps: 10, seconds: null },
          { kind: 'work', weight: 60, reps: 8, seconds: null },
          { kind: 'work', weight: 70, reps: 6, seconds: null },
        ],
      });
      await memberMutation(page, 'routines.groupItems', { routineId, routineItemIds: [items[2]!.routineItemId, items[3]!.routineItemId] });
      const before = await serverItems(page, routineId);

      await page.goto('/mypage');
      await expect(rowsOf(page, '상체').first()).toBeVisible();
      const names = await rowsOf(page, '상체').allTextContents();
      expect(names).toEqual(['바벨 벤치 프레스', '바벨 백 스쿼트', '푸시업', '덤벨 컬']);

      // One delete: the toast names it, offers 되돌리기 (44 px, focused: the row and its menu are gone).
      const deleted = page.waitForResponse((r) => r.url().includes('routines.deleteItem') && r.ok());
      await deleteFromMenu(page, '바벨 백 스쿼트');
      await toast(page, '바벨 백 스쿼트를 루틴에서 뺐어요');
      const undo = page.getByRole('alert').getByRole('button', { name: '되돌리기' });
      // The pointer rests on the toast, which keeps it up (it closes after 8 s) while a busy machine runs the checks.
      await undo.hover();
      await deleted;
      await expect(rowsOf(page, '상체')).toHaveText(['바벨 벤치 프레스', '푸시업', '덤벨 컬']);
      const box = (await undo.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await undo.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      const restored = page.waitForResponse((r) => r.url().includes('routines.restoreItem') && r.ok());
      await page.keyboard.press('Enter');
      await restored;
      await expect.poll(() => rowsOf(page, '상체').allTextContents()).toEqual(names);
      await page.reload();
      await expect(rowsOf(page, '상체').first()).toBeVisible();
      await expect(rowsOf(page, '상체')).toHaveText(names);
      await expect(page.getByText('워밍업 1 · 2세트 · 60kg × 8 → 70kg × 6')).toBeVisible();
      expect(await serverItems(page, routineId)).toEqual(before);

      // Two quick deletes (one of a superset): one toast names both, and one tap puts both back as they were.
      await deleteFromMenu(page, '바벨 벤치 프레스');
      await deleteFromMenu(page, '덤벨 컬');
      await toast(page, '바벨 벤치 프레스, 덤벨 컬을 루틴에서 뺐어요');
      await undo.hover();
      await expect.poll(() => rowsOf(page, '상체').allTextContents()).toEqual(['바벨 백 스쿼트', '푸시업']);
      await expect.poll(async () => (await memberQuery(page, 'routines.items', { routineId })).length).toBe(2);
      await undo.click();
      await toast(page, '되돌렸어요');
      await expect.poll(() => serverItems(page, routineId)).toEqual(before);
      await page.reload();
      await expect(rowsOf(page, '상체').first()).toBeVisible();
      await expect(rowsOf(page, '상체')).toHaveText(names);
      await expect(page.getByText('슈퍼세트').first()).toBeVisible();
      expect(await noHorizontalOverflow(page)).toBe(true);
    });
  });
}
