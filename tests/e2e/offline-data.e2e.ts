// Data available offline (docs/decisions/017-offline-data.md): after one online visit, a member whose
// connection is cut (the browser offline AND every /trpc call refused) still moves through the app without
// a reload: the routines, the history, a Korean search (초성, 영타, spacing) answering with the server's
// first results from the catalogue copy, an exercise page never opened online, and the quiet offline
// notice. A reload with /trpc refused shows the data restored from IndexedDB; a logout removes it.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, MOBILE } from './helpers/browser';
import { BENCH, exerciseId } from './helpers/gym';
import { memberAndPage, memberMutation, memberQuery } from './helpers/members';
import { keptData, keptKeys, resultHeading, results } from './helpers/offline';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

const ROUTINE = '지하 루틴';
const SESSION = '지하에서 한 운동';

const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();

/** What the app kept in IndexedDB: the saved query keys (null: none) and whether the catalogue copy is there. */
async function kept(page: Page): Promise<{ keys: string[] | null; catalogue: boolean; bytes: number }> {
  const { member, copy } = await keptData(page);
  return { keys: keptKeys(member), catalogue: copy !== undefined, bytes: JSON.stringify(member ?? null).length };
}

const keptKeysText = async (page: Page) => (await kept(page)).keys?.join('\n') ?? '';

/** A member with a routine and a finished workout, on /mypage with its routine shown. */
async function memberWithData(viewport = MOBILE) {
  const { page } = await memberAndPage(env, viewport);
  const routine = await memberMutation(page, 'routines.create', { name: ROUTINE });
  const bench = await exerciseId(page, BENCH);
  await memberMutation(page, 'routines.addItem', { exerciseId: bench, routineIds: [routine.routineId], weight: 20, rep: 10, setCount: 3 });
  const session = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  const done = await memberMutation(page, 'training.session.finish', { sessionClientId: session.sessionClientId });
  await memberMutation(page, 'training.history.edit', { id: done.sessionId, name: SESSION });
  await page.goto('/mypage');
  await page.getByRole('heading', { name: '나의 루틴' }).waitFor();
  await page.getByRole('tab', { name: ROUTINE }).waitFor();
  return page;
}

async function search(page: Page, keyword: string): Promise<string[]> {
  const toggle = page.getByRole('button', { name: '운동 이름으로 검색' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const field = page.getByLabel('모든 부위에서 검색');
  await field.fill(keyword);
  await field.press('Enter');
  await resultHeading(page, keyword).waitFor();
  return cardNames(page);
}

/** The browser offline, and every API call refused as a dropped connection would be. */
async function cutTheNetwork(page: Page) {
  await page.context().setOffline(true);
  await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
}

test('offline after one visit: routines, history, the Korean search and an exercise page, with the notice (390 px)', async () => {
  const page = await memberWithData();
  const tabs = page.getByRole('navigation', { name: '주요 메뉴' });
  const mypageMenu = page.getByRole('navigation', { name: '내 운동 메뉴' });

  // The online visit, all in one document: this test is about the data, so it never reloads (new tabs opened
  // offline through the service worker are tests/e2e/offline-shell.e2e.ts).
  await mypageMenu.getByRole('link', { name: '기록', exact: true }).click();
  await page.getByRole('list', { name: '운동 기록 목록' }).getByRole('heading', { name: SESSION }).waitFor();
  await tabs.getByRole('link', { name: '검색하기' }).click();
  await page.getByRole('heading', { name: '운동 검색' }).waitFor();
  const keywords = ['ㅂㅊㅍㄹㅅ', '벤치 프레스', 'qpscl'];
  const online = new Map<string, string[]>();
  for (const keyword of keywords) online.set(keyword, await search(page, keyword));
  // A keyword never searched online: the server's answer, asked aside, is what the offline search must show.
  const squat = (await memberQuery(page, 'catalogue.search', { keyword: 'tmznjxm' })).items.map((w) => w.koreanName);
  const firstSquat = squat[0]!;
  expect(firstSquat).toContain('스쿼트');
  expect(online.get('ㅂㅊㅍㄹㅅ')!.length).toBeGreaterThan(0);
  await results(page).getByRole('link').first().click();
  await page.waitForURL(/\/workoutdetail\/\d+$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The copy of the catalogue and the member's answers are kept.
  await expect.poll(async () => (await kept(page)).catalogue, { timeout: 30_000 }).toBe(true);
  await expect.poll(() => keptKeysText(page), { timeout: 30_000 }).toContain('"routines","list"');
  await expect.poll(() => keptKeysText(page)).toContain('"training","history","list"');
  console.info(`member answers kept in IndexedDB: ${(await kept(page)).bytes} bytes of JSON`);
  await expect(page.getByRole('status').filter({ hasText: '오프라인' }).count()).resolves.toBe(0);

  await cutTheNetwork(page);

  await tabs.getByRole('link', { name: '내 운동' }).click();
  await page.getByRole('heading', { name: '나의 루틴' }).waitFor();
  await page.getByRole('tab', { name: ROUTINE }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^오프라인 · 마지막 동기화 (\d+월 \d+일 )?(오전|오후) \d{1,2}:\d{2}$/ })
    .waitFor();

  await mypageMenu.getByRole('link', { name: '기록', exact: true }).click();
  await page.getByRole('list', { name: '운동 기록 목록' }).getByRole('heading', { name: SESSION }).waitFor();

  await tabs.getByRole('link', { name: '검색하기' }).click();
  await page.getByRole('heading', { name: '운동 검색' }).waitFor();
  for (const keyword of keywords) expect(await search(page, keyword), keyword).toEqual(online.get(keyword));
  expect(await search(page, 'tmznjxm')).toEqual(squat.slice(0, 12));

  // An exercise page never opened online, from the copy.
  await results(page)
    .getByRole('link', { name: new RegExp(`^${firstSquat}`) })
    .first()
    .click();
  await page.waitForURL(/\/workoutdetail\/\d+$/);
  await page.getByRole('heading', { level: 1, name: firstSquat }).waitFor();
  await page.getByRole('region', { name: '운동 방법' }).waitFor();
  expect(await page.getByText('예상치못한 오류가 발생했습니다').count()).toBe(0);

  // Back online: the notice leaves once the server answers again.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().setOffline(false);
  await tabs.getByRole('link', { name: '내 운동' }).click();
  await page.getByRole('heading', { name: '나의 루틴' }).waitFor();
  await expect.poll(() => page.getByRole('status').filter({ hasText: '오프라인' }).count(), { timeout: 30_000 }).toBe(0);
});

test('a page with nothing kept shows the offline screen, not an error', async () => {
  const page = await memberWithData();
  await expect.poll(() => keptKeysText(page), { timeout: 30_000 }).toContain('"routines","list"');
  await cutTheNetwork(page);
  // 성장 (progress) was never opened: nothing of it is on the device.
  await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '성장' }).click();
  await page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' }).waitFor();
  expect(await page.getByText('예상치못한 오류가 발생했습니다').count()).toBe(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a reload with the server unreachable shows the routines and the history kept in IndexedDB', async () => {
  const page = await memberWithData();
  await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '기록', exact: true }).click();
  await page.getByRole('list', { name: '운동 기록 목록' }).getByRole('heading', { name: SESSION }).waitFor();
  await expect.poll(() => keptKeysText(page), { timeout: 30_000 }).toContain('"training","history","list"');
  await expect.poll(() => keptKeysText(page)).toContain('"routines","items"');

  // The browser still says online; only the server is out of reach.
  await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/mypage');
  await page.getByRole('heading', { name: '나의 루틴' }).waitFor();
  await page.getByRole('tab', { name: ROUTINE }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^오프라인 · 마지막 동기화/ })
    .waitFor();
  await page.goto('/mypage/history');
  await page.getByRole('list', { name: '운동 기록 목록' }).getByRole('heading', { name: SESSION }).waitFor();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('logging out removes the member data kept on the device', async () => {
  const page = await memberWithData(DESKTOP);
  await expect.poll(() => keptKeysText(page), { timeout: 30_000 }).toContain('"routines","list"');
  await page.getByRole('button', { name: /님$/ }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(async () => (await kept(page)).keys, { timeout: 30_000 }).toBeNull();
  // Reloading as a visitor restores nothing.
  await page.goto('/mypage');
  await page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor();
});
