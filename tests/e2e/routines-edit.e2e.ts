// docs/product.md §2/§4/§5 my routines, continued: routine edit mode (rename, keyboard reorder of routines and
// exercises, delete), a refused delete or move undone on screen, a delete and a move made with no connection
// saved once it is back (docs/decisions/018-outbox-and-conflicts.md), a logged-out visitor sent to log in, and
// holds counted in seconds.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, loginViaUi, MOBILE, openPage } from './helpers/browser';
import { memberMutation, memberQuery, newMember, memberPage as openMemberPage, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const memberPage = (viewport = DESKTOP) => openMemberPage(env, viewport);

// A replaced toast fades out while the next one appears, so the same text can be there twice.
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const dialog = (page: Page) => page.getByRole('dialog');
const rowsOf = (page: Page, routineName: string) => page.getByRole('list', { name: `${routineName} 운동 목록` }).getByRole('heading', { level: 3 });

test('edit mode: rename, keyboard reorder and delete routines; keyboard reorder of exercises', async () => {
  const page = await memberPage();
  for (const name of ['가슴', '등', '하체']) await memberMutation(page, 'routines.create', { name });
  const routines = await memberQuery(page, 'routines.list');
  const chest = routines[0]!.routineId;
  for (const exerciseId of [1, 2, 3]) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [chest] });

  await page.goto('/mypage');
  await page.getByRole('tab', { name: '가슴' }).waitFor();
  const tabs = () => page.getByRole('tablist', { name: '내 루틴' }).getByRole('tab').allTextContents();
  expect(await tabs()).toEqual(['가슴', '등', '하체']);
  await page.getByText('3분할').waitFor();

  // Exercises by keyboard: space lifts, arrow down moves, space drops.
  await rowsOf(page, '가슴').first().waitFor();
  const names = await rowsOf(page, '가슴').allTextContents();
  await page.getByRole('button', { name: `${names[0]} 순서 바꾸기`, exact: true }).focus();
  const moved = page.waitForResponse((r) => r.url().includes('routines.moveItem') && r.ok());
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await moved;
  expect(await rowsOf(page, '가슴').allTextContents()).toEqual([names[1], names[0], names[2]]);

  // A tab is kept in the URL.
  await page.getByRole('tab', { name: '등' }).click();
  await page.waitForURL(/routine=\d+/);
  await page.getByText('아직 추가된 운동이 없어요').waitFor();
  await page.reload();
  expect(await page.getByRole('tab', { name: '등' }).getAttribute('aria-selected')).toBe('true');

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
  await dialog(page).getByText('루틴을 삭제할까요?').waitFor();
  await dialog(page).getByRole('button', { name: '삭제', exact: true }).click();
  await toast(page, '루틴을 삭제했어요');
  await page.getByRole('button', { name: '완료' }).click();
  await page.reload();
  await page.getByRole('tab', { name: '가슴' }).waitFor();
  expect(await tabs()).toEqual(['하체 데이', '가슴']);
  await page.getByText('2분할').waitFor();
});

test('a refused delete puts the row back; a refused move restores the saved order', async () => {
  const page = await memberPage();
  const created = await memberMutation(page, 'routines.create', { name: '전신' });
  for (const exerciseId of [4, 5]) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [created.routineId] });
  await page.goto('/mypage');
  await rowsOf(page, '전신').first().waitFor();
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

test('toasts show in the order they were raised: a refusal that comes before the toast code has loaded replaces the undo toast', async () => {
  // No service worker: its precache would answer the toast code where page.route cannot hold it.
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  const context = await env.browser.newContext({ baseURL: env.server.baseUrl, viewport: DESKTOP, locale: 'ko-KR', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await loginViaUi(page, member.loginEmail, member.password);
  const created = await memberMutation(page, 'routines.create', { name: '전신' });
  await memberMutation(page, 'routines.addItem', { exerciseId: 4, routineIds: [created.routineId] });
  await page.goto('/mypage');
  await rowsOf(page, '전신').first().waitFor();
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
  await expect.poll(() => page.getByRole('button', { name: '되돌리기' }).count()).toBe(0);
  expect(await page.getByText('존재하지 않는 내 운동입니다.', { exact: true }).first().isVisible()).toBe(true);
  await context.close();
});

test('with no connection a delete and a move wait on screen and are saved once the connection is back', async () => {
  const page = await memberPage();
  const created = await memberMutation(page, 'routines.create', { name: '전신' });
  for (const exerciseId of [4, 5, 6]) await memberMutation(page, 'routines.addItem', { exerciseId, routineIds: [created.routineId] });
  await page.goto('/mypage');
  await rowsOf(page, '전신').first().waitFor();
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
  expect(await page.getByText('운동을 삭제하지 못했어요', { exact: true }).count()).toBe(0);
  expect(await page.getByText('운동 순서를 바꾸지 못했어요', { exact: true }).count()).toBe(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect
    .poll(async () => (await memberQuery(page, 'routines.items', { routineId: created.routineId })).map((i) => i.exerciseName))
    .toEqual([before[2], before[1]]);
});

test('a logged-out visitor who adds to a routine is sent to the login page', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/searchworkout?keyword=스쿼트');
  await page
    .getByRole('button', { name: /루틴에 추가$/ })
    .first()
    .click();
  await page.waitForURL('**/login');
});

test('a hold is counted in seconds everywhere: the info step from search asks for 시간 (초) and /mypage shows 초', async () => {
  const page = await memberPage(MOBILE);
  await memberMutation(page, 'routines.create', { name: '코어' });
  await page.goto(`/searchworkout?keyword=${encodeURIComponent('플랭크')}`);
  await page.getByRole('button', { name: '플랭크 루틴에 추가', exact: true }).click();
  const d = dialog(page);
  await d.getByRole('checkbox', { name: '코어', exact: true }).click();
  await d.getByRole('button', { name: '다음', exact: true }).click();
  await d.getByRole('heading', { name: '운동 정보 입력' }).waitFor();
  expect(await d.getByLabel('횟수').count()).toBe(0);
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
  await page.getByText('맨몸 · 45초 · 3세트').waitFor();
  await page.getByText(/^맨몸 · 15회 · \d+세트$/).waitFor();
});
