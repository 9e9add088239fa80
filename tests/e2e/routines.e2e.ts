// docs/product.md §2/§4/§5 my routines: the empty states, the add-to-routine dialogs from search and detail,
// '추가됨' for a duplicate, reordering by a real mouse drag, amounts, deleting, and both limits (5 routines,
// 7 exercises). Edit mode, failures and holds are in routines-edit.e2e.ts.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, MOBILE } from './helpers/browser';
import { memberMutation, memberQuery, memberPage as openMemberPage } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const memberPage = (viewport = DESKTOP) => openMemberPage(env, viewport);

// A replaced toast fades out while the next one appears, so the same text can be there twice.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const dialog = (page: Page) => page.getByRole('dialog');
const rowsOf = (page: Page, routineName: string) => page.getByRole('list', { name: `${routineName} 운동 목록` }).getByRole('heading', { level: 3 });

/** Picks routines in the add dialog, goes on to the info step and submits the amounts. */
async function addThroughDialog(page: Page, routineNames: string[], amounts?: { weight: string; rep: string; setCount: string }) {
  const d = dialog(page);
  await d.getByRole('heading', { name: '루틴에 추가' }).waitFor();
  const next = d.getByRole('button', { name: '다음', exact: true });
  expect(await next.isDisabled()).toBe(true);
  for (const name of routineNames) await d.getByRole('checkbox', { name, exact: true }).click();
  await next.click();
  await d.getByRole('heading', { name: '운동 정보 입력' }).waitFor();
  if (amounts) {
    await d.getByLabel('무게').fill(amounts.weight);
    await d.getByLabel('횟수').fill(amounts.rep);
    await d.getByLabel('세트').fill(amounts.setCount);
  }
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

test('routines from the empty state to both limits, on a phone (390×844)', async () => {
  const page = await memberPage(MOBILE);

  // No routines: the empty card's button opens the create dialog with live name validation.
  await page.goto('/mypage');
  await page.getByRole('heading', { name: '나의 루틴' }).waitFor();
  await page.getByText('아직 추가된 루틴이 없어요').waitFor();
  await page.getByText('나만의 운동 루틴을 만들어 보세요').waitFor();
  await page.getByRole('button', { name: '추가하기', exact: true }).click();
  const name = dialog(page).getByLabel('루틴 이름');
  const create = dialog(page).getByRole('button', { name: '만들기' });
  expect(await create.isDisabled()).toBe(true);
  await name.fill('가나다라마바사아');
  await dialog(page).getByText('8/7자').waitFor();
  await dialog(page).getByText('루틴 이름은 7자까지 입력할 수 있어요').waitFor();
  expect(await create.isDisabled()).toBe(true);
  await name.fill('상체');
  await dialog(page).getByText('2/7자').waitFor();
  await create.click();
  await toast(page, '루틴을 만들었어요');
  await dialog(page).waitFor({ state: 'detached' });
  expect(await page.getByRole('tab', { name: '상체' }).getAttribute('aria-selected')).toBe('true');
  await page.getByText('1분할').waitFor();
  await page.getByText('아직 추가된 운동이 없어요').waitFor();
  await page.getByRole('link', { name: '새로운 운동 추가하기' }).waitFor();

  // From a search card: its add button opens the dialog without opening the card's link.
  await page.goto('/searchworkout?keyword=덤벨');
  await page.getByRole('heading', { name: /^'덤벨' 검색 결과/ }).waitFor();
  await page.getByRole('button', { name: '덤벨 벤치 프레스 루틴에 추가' }).click();
  await addThroughDialog(page, ['상체'], { weight: '20.5', rep: '12', setCount: '3' });
  await toast(page, '운동을 추가했어요');
  await dialog(page).waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/searchworkout');

  // From the detail page, then the same exercise again: the routine shows '추가됨' and is disabled.
  await page.getByRole('link', { name: /^덤벨 컬/ }).click();
  await page.getByRole('heading', { level: 1, name: '덤벨 컬' }).waitFor();
  await page.getByRole('button', { name: '루틴에 추가' }).click();
  // An exercise done with equipment needs its weight entered (reps and sets start at 10 and 3).
  await addThroughDialog(page, ['상체'], { weight: '8', rep: '10', setCount: '3' });
  await toast(page, '운동을 추가했어요');
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '루틴에 추가' }).click();
  const taken = dialog(page).getByRole('checkbox', { name: '상체 (추가됨)' });
  await taken.waitFor();
  expect(await taken.isDisabled()).toBe(true);
  await dialog(page).getByText('추가됨', { exact: true }).waitFor();
  expect(await dialog(page).getByRole('button', { name: '다음', exact: true }).isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });

  // The list in order, then a real mouse drag of the second row onto the first; it persists.
  await page.goto('/mypage');
  await page.getByText('20.5kg · 12회 · 3세트').waitFor();
  await page.getByText('8kg · 10회 · 3세트').waitFor();
  expect(await rowsOf(page, '상체').allTextContents()).toEqual(['덤벨 벤치 프레스', '덤벨 컬']);
  const list = page.getByRole('list', { name: '상체 운동 목록' });
  await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const saved = page.waitForResponse((r) => r.url().includes('routines.moveItem') && r.ok());
  await mouseDrag(page, page.getByRole('button', { name: '덤벨 컬 순서 바꾸기' }), page.getByRole('button', { name: '덤벨 벤치 프레스 순서 바꾸기' }));
  await saved;
  expect(await rowsOf(page, '상체').allTextContents()).toEqual(['덤벨 컬', '덤벨 벤치 프레스']);
  await page.reload();
  await list.waitFor();
  expect(await rowsOf(page, '상체').allTextContents()).toEqual(['덤벨 컬', '덤벨 벤치 프레스']);

  // Amounts: Escape reverts, the check icon saves; the new amounts survive a reload.
  const editAmounts = async () => {
    await page.getByRole('button', { name: '덤벨 컬 수정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '수량 수정' }).click();
    return page.getByRole('form', { name: '덤벨 컬 수량 수정' });
  };
  let form = await editAmounts();
  await form.getByLabel('무게').fill('99');
  await form.getByLabel('무게').press('Escape');
  await form.waitFor({ state: 'detached' });
  await page.getByText('8kg · 10회 · 3세트').waitFor();
  form = await editAmounts();
  await form.getByLabel('무게').fill('');
  await form.getByLabel('무게').pressSequentially('12.5.x');
  expect(await form.getByLabel('무게').inputValue()).toBe('12.5');
  await form.getByLabel('횟수').fill('10');
  await form.getByLabel('세트').fill('4');
  await form.getByRole('button', { name: '수량 저장' }).click();
  await page.getByText('12.5kg · 10회 · 4세트').waitFor();
  await page.reload();
  await page.getByText('12.5kg · 10회 · 4세트').waitFor();

  // Delete from the row menu: gone at once, with the toast that offers 되돌리기 (docs/decisions/031), and
  // still gone after a reload once the server has it.
  const deleted = page.waitForResponse((r) => r.url().includes('routines.deleteItem') && r.ok());
  await page.getByRole('button', { name: '덤벨 벤치 프레스 수정 메뉴' }).click();
  await page.getByRole('menuitem', { name: '삭제' }).click();
  await toast(page, '덤벨 벤치 프레스를 루틴에서 뺐어요');
  await page.getByRole('alert').getByRole('button', { name: '되돌리기' }).waitFor();
  await deleted;
  expect(await rowsOf(page, '상체').allTextContents()).toEqual(['덤벨 컬']);
  await page.reload();
  await list.waitFor();
  expect(await rowsOf(page, '상체').allTextContents()).toEqual(['덤벨 컬']);

  // 7 exercises: six more through the API; the dialog then shows the routine as full, and the
  // server's limit message is in the page.
  const [upper] = await memberQuery(page, 'routines.list');
  const free = Array.from({ length: 40 }, (_, i) => i + 1).filter((id) => !upper!.exerciseIds.includes(id));
  for (const exerciseId of free.slice(0, 6)) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [upper!.routineId] });
  await page.goto(`/workoutdetail/${free[6]}`);
  await page.getByRole('button', { name: '루틴에 추가' }).click();
  const full = dialog(page).getByRole('checkbox', { name: '상체 (가득 참)' });
  await full.waitFor();
  expect(await full.isDisabled()).toBe(true);
  await dialog(page).getByText('운동 7/7개').waitFor();
  expect(await dialog(page).getByRole('button', { name: '다음', exact: true }).isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await page.goto('/mypage');
  await page.getByText('운동은 7개까지만 추가할 수 있어요').waitFor();
  expect(await rowsOf(page, '상체').count()).toBe(7);

  // 5 routines: the add icon is disabled with the limit text, in the page and in the dialog.
  for (const n of [2, 3, 4, 5]) await memberMutation(page, 'routines.create', { name: `루틴${n}` });
  await page.reload();
  await page.getByText('5분할').waitFor();
  expect(await page.getByRole('button', { name: '루틴 추가' }).isDisabled()).toBe(true);
  await page.getByText('루틴은 5개까지만 만들 수 있어요').waitFor();
  await page.goto(`/workoutdetail/${free[6]}`);
  await page.getByRole('button', { name: '루틴에 추가' }).click();
  await dialog(page).getByRole('heading', { name: '루틴에 추가' }).waitFor();
  expect(await dialog(page).getByRole('button', { name: '추가하기', exact: true }).isDisabled()).toBe(true);
  await dialog(page).getByText('루틴은 5개까지만 만들 수 있어요').waitFor();
});

test('with no routine the add flow starts with routine start, creates one and continues to add', async () => {
  const page = await memberPage();
  await page.goto('/searchworkout?keyword=랫풀다운');
  await page.getByRole('button', { name: '랫풀다운 루틴에 추가', exact: true }).click();
  await dialog(page).getByRole('heading', { name: '루틴 시작하기' }).waitFor();
  await dialog(page).getByText('아직 추가된 루틴이 없어요').waitFor();
  await dialog(page).getByRole('button', { name: '루틴 생성하기' }).click();
  await dialog(page).getByRole('heading', { name: '새 루틴 만들기' }).waitFor();
  await dialog(page).getByLabel('루틴 이름').fill('등 데이');
  await dialog(page).getByRole('button', { name: '만들기' }).click();
  await toast(page, '루틴을 만들었어요');

  // Back on add with the new routine chosen; 이전 on info keeps the choice; 되돌리기 restores the starting
  // amounts (a light load for this stack machine, 10 reps, 3 sets; never 0/0/0: docs/decisions/031).
  await dialog(page).getByRole('heading', { name: '루틴에 추가' }).waitFor();
  expect(await dialog(page).getByRole('checkbox', { name: '등 데이' }).getAttribute('aria-checked')).toBe('true');
  await dialog(page).getByRole('button', { name: '다음', exact: true }).click();
  const weight = dialog(page).getByLabel('무게');
  await expect.poll(() => weight.inputValue()).toBe('10');
  expect(await dialog(page).getByLabel('횟수').inputValue()).toBe('10');
  expect(await dialog(page).getByLabel('세트').inputValue()).toBe('3');
  await weight.fill('40');
  await dialog(page).getByLabel('횟수').click();
  // Emptied and left, a field goes back to the value it had.
  await weight.fill('');
  await dialog(page).getByLabel('횟수').click();
  expect(await weight.inputValue()).toBe('40');
  await weight.fill('45');
  await dialog(page).getByRole('button', { name: '이전' }).click();
  expect(await dialog(page).getByRole('checkbox', { name: '등 데이' }).getAttribute('aria-checked')).toBe('true');
  await dialog(page).getByRole('button', { name: '다음', exact: true }).click();
  expect(await weight.inputValue()).toBe('45');
  await dialog(page).getByRole('button', { name: '되돌리기' }).click();
  expect(await weight.inputValue()).toBe('10');
  expect(await dialog(page).getByRole('button', { name: '추가하기', exact: true }).isEnabled()).toBe(true);
  await weight.fill('45');
  await dialog(page).getByRole('button', { name: '추가하기', exact: true }).click();
  await toast(page, '운동을 추가했어요');
  await dialog(page).waitFor({ state: 'detached' });

  // Reopened, the routine holds the exercise; closing forgets nothing the next opening needs.
  await page.getByRole('button', { name: '랫풀다운 루틴에 추가', exact: true }).click();
  await dialog(page).getByRole('checkbox', { name: '등 데이 (추가됨)' }).waitFor();
});
