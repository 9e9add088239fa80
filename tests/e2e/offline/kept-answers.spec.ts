// Data available offline (docs/decisions/017-offline-data.md): after one online visit, a member whose
// connection is cut (the browser offline AND every /trpc call refused) still moves through the app without
// a reload: the routines, the history, a Korean search (초성, 영타, spacing) answering with the server's
// first results from the catalogue copy, an exercise page never opened online, and the quiet offline
// notice. A reload with /trpc refused shows the data restored from IndexedDB; a logout removes it. And what
// a member has seen online is on the device at once: /mypage's answers are kept even when the page goes away
// the moment they arrive (a full navigation, a closed tab, a killed one), each of these tried with 5 members.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DESKTOP, MOBILE } from '../helpers/browser';
import { BENCH, exerciseId } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { keptData, keptKeys, keptKeysText, OFFLINE_NOTICE, refuseApi, results, search } from '../helpers/offline';

test.use({ viewport: MOBILE, serviceWorkers: 'allow' });

const ROUTINE = '지하 루틴';
const SESSION = '지하에서 한 운동';
const UNEXPECTED = '예상치못한 오류가 발생했습니다';

const mypageMenu = (page: Page) => page.getByRole('navigation', { name: '내 운동 메뉴' });
const historyRow = (page: Page) => page.getByRole('list', { name: '운동 기록 목록' }).getByRole('heading', { name: SESSION });

/** A routine of one bench press exercise for the page's member; its id. */
async function routineOfBench(page: Page, name: string, targets: { weight: number; rep: number; setCount: number }) {
  const routine = await memberMutation(page, 'routines.create', { name });
  await memberMutation(page, 'routines.addItem', { exerciseId: await exerciseId(page, BENCH), routineIds: [routine.routineId], ...targets });
  return routine.routineId;
}

/** The page's member gets a routine and a finished workout; the page ends on /mypage with its routine shown. */
async function withData(page: Page) {
  const routineId = await routineOfBench(page, ROUTINE, { weight: 20, rep: 10, setCount: 3 });
  const session = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId } });
  const done = await memberMutation(page, 'training.session.finish', { sessionClientId: session.sessionClientId });
  await memberMutation(page, 'training.history.edit', { id: done.sessionId, name: SESSION });
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(page.getByRole('tab', { name: ROUTINE })).toBeVisible();
  return page;
}

/** The browser offline, and every API call refused as a dropped connection would be. */
async function cutTheNetwork(page: Page) {
  await page.context().setOffline(true);
  await refuseApi(page.context());
}

test('offline after one visit: routines, history, the Korean search and an exercise page, with the notice (390 px)', async ({ memberPage }) => {
  const page = await withData(memberPage);
  const tabs = page.getByRole('navigation', { name: '주요 메뉴' });

  // The online visit, all in one document: this test is about the data, so it never reloads (new tabs opened
  // offline through the service worker are shell.spec.ts).
  await mypageMenu(page).getByRole('link', { name: '기록', exact: true }).click();
  await expect(historyRow(page)).toBeVisible();
  await tabs.getByRole('link', { name: '검색하기' }).click();
  await expect(page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
  const keywords = ['ㅂㅊㅍㄹㅅ', '벤치 프레스', 'qpscl'];
  const online = new Map<string, string[]>();
  for (const keyword of keywords) online.set(keyword, await search(page, keyword));
  // A keyword never searched online: the server's answer, asked aside, is what the offline search must show.
  const squat = (await memberQuery(page, 'catalogue.search', { keyword: 'tmznjxm' })).items.map((w) => w.koreanName);
  const firstSquat = squat[0]!;
  expect(firstSquat).toContain('스쿼트');
  expect(online.get('ㅂㅊㅍㄹㅅ')!.length).toBeGreaterThan(0);
  await results(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/workoutdetail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The copy of the catalogue and the member's answers are kept.
  await expect.poll(async () => (await keptData(page)).copy !== undefined).toBe(true);
  await expect.poll(() => keptKeysText(page)).toContain('"routines","list"');
  await expect.poll(() => keptKeysText(page)).toContain('"training","history","list"');
  const bytes = JSON.stringify((await keptData(page)).member ?? null).length;
  test.info().annotations.push({ type: 'kept', description: `member answers kept in IndexedDB: ${bytes} bytes of JSON` });
  await expect(page.getByRole('status').filter({ hasText: '오프라인' })).toHaveCount(0);

  await cutTheNetwork(page);

  await tabs.getByRole('link', { name: '내 운동' }).click();
  await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(page.getByRole('tab', { name: ROUTINE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

  await mypageMenu(page).getByRole('link', { name: '기록', exact: true }).click();
  await expect(historyRow(page)).toBeVisible();

  await tabs.getByRole('link', { name: '검색하기' }).click();
  await expect(page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
  for (const keyword of keywords) expect(await search(page, keyword), keyword).toEqual(online.get(keyword));
  expect(await search(page, 'tmznjxm')).toEqual(squat.slice(0, 12));

  // An exercise page never opened online, from the copy.
  await results(page)
    .getByRole('link', { name: new RegExp(`^${firstSquat}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/workoutdetail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstSquat })).toBeVisible();
  await expect(page.getByRole('region', { name: '운동 방법' })).toBeVisible();
  await expect(page.getByText(UNEXPECTED)).toHaveCount(0);

  // Back online: the notice leaves once the server answers again.
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().setOffline(false);
  await tabs.getByRole('link', { name: '내 운동' }).click();
  await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '오프라인' })).toHaveCount(0);
});

test('a page with nothing kept shows the offline screen, not an error', async ({ memberPage }) => {
  const page = await withData(memberPage);
  await expect.poll(() => keptKeysText(page)).toContain('"routines","list"');
  await cutTheNetwork(page);
  // 성장 (progress) was never opened: nothing of it is on the device.
  await mypageMenu(page).getByRole('link', { name: '성장' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' })).toBeVisible();
  await expect(page.getByText(UNEXPECTED)).toHaveCount(0);
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test('a reload with the server unreachable shows the routines and the history kept in IndexedDB', async ({ memberPage }) => {
  const page = await withData(memberPage);
  await mypageMenu(page).getByRole('link', { name: '기록', exact: true }).click();
  await expect(historyRow(page)).toBeVisible();
  await expect.poll(() => keptKeysText(page)).toContain('"training","history","list"');
  await expect.poll(() => keptKeysText(page)).toContain('"routines","items"');

  // The browser still says online; only the server is out of reach.
  await refuseApi(page.context());
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(page.getByRole('tab', { name: ROUTINE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^오프라인 · 마지막 동기화/ })).toBeVisible();
  await page.goto('/mypage/history');
  await expect(historyRow(page)).toBeVisible();
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('logging out removes the member data kept on the device', async ({ memberPage }) => {
    const page = await withData(memberPage);
    await expect.poll(() => keptKeysText(page)).toContain('"routines","list"');
    await page.getByRole('button', { name: /님$/ }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect.poll(async () => keptKeys((await keptData(page)).member)).toBeNull();
    // Reloading as a visitor restores nothing.
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
  });
});

// Kept at once: each way of leaving tried 5 times, each with a new member, so a save that only sometimes makes it
// fails here.
const TRIES = 5;
const KEPT_ROUTINE = '등 루틴';

/** The page's member gets a routine of one exercise, /mypage opened and shown; the page is left at once by the caller. */
async function mypageJustShown(page: Page): Promise<Page> {
  await routineOfBench(page, KEPT_ROUTINE, { weight: 12, rep: 10, setCount: 3 });
  await page.goto('/mypage');
  await expect(page.getByRole('tab', { name: KEPT_ROUTINE })).toBeVisible();
  await expect(page.getByText(BENCH).first()).toBeVisible();
  return page;
}

/** /mypage opened with every /trpc call refused: 'kept' when the routine shows, else what showed instead. */
async function openOffline(context: BrowserContext, page?: Page): Promise<string> {
  await refuseApi(context);
  const tab = page ?? (await context.newPage());
  await tab.goto('/mypage');
  const kept = tab.getByRole('tab', { name: KEPT_ROUTINE });
  // Else the offline screen or an error screen: a page heading other than the routines page's own.
  const other = tab.getByRole('heading', { level: 1 }).filter({ hasNotText: '나의 루틴' });
  await expect(kept.or(other).first()).toBeVisible();
  return (await kept.isVisible()) && (await tab.getByText(BENCH).first().isVisible()) ? 'kept' : `not kept: ${await other.allTextContents()}`;
}

const leavings: { title: string; leaveThenOpenOffline: (page: Page) => Promise<string> }[] = [
  {
    title: '/mypage left by a full navigation the moment it showed, then opened offline: its routine is there',
    leaveThenOpenOffline: async (page) => {
      await page.goto('/searchworkout');
      await expect(page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
      return openOffline(page.context(), page);
    },
  },
  {
    title: "/mypage's tab closed the moment it showed, then opened offline in a new tab: its routine is there",
    leaveThenOpenOffline: async (page) => {
      await page.close();
      return openOffline(page.context());
    },
  },
  {
    title: "/mypage's tab killed the moment it showed (its renderer crashed), then opened offline in a new tab: its routine is there",
    leaveThenOpenOffline: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      const crashed = page.waitForEvent('crash');
      void cdp.send('Page.crash').catch(() => undefined);
      await crashed;
      await page.close();
      return openOffline(page.context());
    },
  },
];

for (const { title, leaveThenOpenOffline } of leavings) {
  for (let n = 1; n <= TRIES; n++) {
    test(`${title} (try ${n} of ${TRIES}, 390 px)`, async ({ memberPage }) => {
      expect(await leaveThenOpenOffline(await mypageJustShown(memberPage))).toBe('kept');
    });
  }
}
