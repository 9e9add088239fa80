// After one online visit as a member, with no signal, a NEW tab opens `/`, `/searchworkout` (a Korean query
// answers, as it did online), `/workoutdetail/<id>` with its picture (also one never opened online: its picture
// comes from the catalogue warm-up), `/mypage` with the routine and `/mypage/history` with the finished workout,
// under the quiet '오프라인 · 마지막 동기화 …' notice (docs/decisions/016-offline-app-shell.md, 017-offline-data.md).
// The service worker answers every page and its code from its precache and the pictures from MEDIA_CACHE; the
// data comes from IndexedDB (the member's kept answers, the catalogue copy). "No signal" is real: the server is
// stopped (a server of this file's own), so the worker's own fetches fail too, not an emulation only the page sees.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { MEDIA_CACHE } from '../../../web/offline/cache-names';
import { expect, test } from '../fixtures';
import { controlledByServiceWorker, MOBILE } from '../helpers/browser';
import { BENCH, exerciseId } from '../helpers/gym';
import { memberMutation } from '../helpers/members';
import { keptData, keptKeys, OFFLINE_NOTICE, results, search } from '../helpers/offline';

test.use({ viewport: MOBILE, serviceWorkers: 'allow', serverOptions: { own: 'offline-shell' } });

const DIST = resolve(import.meta.dirname, '../../../web/dist');
const ROUTINE = '지하 가슴 날';
const SESSION = '지하에서 한 운동';
const HOME = '어떤 운동이 궁금하세요?';
/** A word and a 초성 query ('벤치 프레스'), typed as a member would. */
const KEYWORDS = ['벤치', 'ㅂㅊㅍㄹㅅ'];

/** Loads `url` in a tab and answers whether an <img> of it drew a picture. */
const pictureShows = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = src;
      }),
    url,
  );

type CopyEntry = { id: number; koreanName: string; imgPath: string; retired: boolean };
type Device = { keys: string[]; copy: CopyEntry[] | null; pictures: number; picturesMissing: number };

/**
 * What this device holds, as the app left it: the member's kept query keys and the catalogue copy in
 * IndexedDB (DATA_DB), and how many of the copy's pictures MEDIA_CACHE lacks.
 */
async function onDevice(page: Page): Promise<Device> {
  const { member, copy } = await keptData(page);
  const keys = keptKeys(member) ?? [];
  const catalogue = copy as { exercises: CopyEntry[]; bodyParts: { imgPath: string }[]; machines: { imgPath: string }[] } | undefined;
  if (!catalogue) return { keys, copy: null, pictures: 0, picturesMissing: 0 };
  const urls = [...new Set([...catalogue.exercises, ...catalogue.bodyParts, ...catalogue.machines].map((e) => e.imgPath))];
  const missing = await page.evaluate(
    async ({ mediaCache, pictures }) => {
      const cache = await caches.open(mediaCache);
      let count = 0;
      for (const url of pictures) if (!(await cache.match(url))) count += 1;
      return count;
    },
    { mediaCache: MEDIA_CACHE, pictures: urls },
  );
  const exercises = catalogue.exercises.map(({ id, koreanName, imgPath, retired }) => ({ id, koreanName, imgPath, retired }));
  return { keys, copy: exercises, pictures: urls.length, picturesMissing: missing };
}

const tabs = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });
const mypageMenu = (page: Page) => page.getByRole('navigation', { name: '내 운동 메뉴' });
const routineRows = (page: Page) => page.getByRole('list', { name: `${ROUTINE} 운동 목록` }).getByRole('heading', { level: 3 });
const historyRows = (page: Page) => page.getByRole('list', { name: '운동 기록 목록' }).getByRole('heading', { name: SESSION });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
const picture = (page: Page, name: string) => page.getByRole('img', { name: `${name}: 주로 쓰는 근육을 표시한 그림` });

/** The exercise page's picture is drawn: loaded, with real pixels. */
async function pictureDrawn(page: Page, name: string): Promise<void> {
  const img = picture(page, name);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `${name}: its picture is drawn` }).toBe(true);
}

/** Each route's own chunks (scripts/build-web.ts writes them at build): the code a page cannot open without. */
const routeChunks = (JSON.parse(readFileSync(join(DIST, 'route-preloads.json'), 'utf8')) as { pattern: string; scripts: string[] }[]).map((r) => ({
  regex: new RegExp(r.pattern),
  scripts: r.scripts,
}));

/** A tab opened offline: what failed, what the worker answered, and what something else answered (the HTTP cache). */
type OfflineTab = { page: Page; failed: string[]; fromWorker: Set<string>; notFromWorker: string[] };

/**
 * Opens `path` in a new tab with the server gone: the document, and every script, stylesheet and picture it
 * asks for, are the worker's answers; the route's own code is among them; the app is running (React mounted
 * the page) with its shell (the bottom tab bar). Only the data requests (/trpc) fail: IndexedDB answers them.
 */
async function openOffline(context: BrowserContext, path: string): Promise<OfflineTab> {
  const page = await context.newPage();
  const fromWorker = new Set<string>();
  const failed: string[] = [];
  // The server sends pictures with max-age: the HTTP cache would show them for a day even without the worker.
  const notFromWorker: string[] = [];
  page.on('response', (r) => {
    if (r.fromServiceWorker()) fromWorker.add(new URL(r.url()).pathname);
    else notFromWorker.push(r.url());
  });
  page.on('requestfailed', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/trpc/')) failed.push(r.url());
  });
  const response = await page.goto(path);
  // The document is the worker's answer (its precached page), not the browser's error page.
  expect(response?.fromServiceWorker(), path).toBe(true);
  expect(response?.status(), path).toBe(200);
  expect(page.url()).not.toMatch(/^chrome-error:/);
  await expect(tabs(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer'))), {
      message: `${path}: React mounted the page`,
    })
    .toBe(true);
  const own = routeChunks.filter((r) => r.regex.test(path)).flatMap((r) => r.scripts);
  // The home route's code is in the app's own bundle (docs/decisions/007-first-load.md); every other route has chunks.
  if (path !== '/') expect(own.length, path).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  await expect.poll(() => own.filter((script) => !fromWorker.has(script)), { message: `${path}: its own chunks from the worker` }).toEqual([]);
  return { page, failed, fromWorker, notFromWorker };
}

/** Nothing the tab asked for failed (but its data requests) or came from anywhere but the worker. */
function answeredByTheWorker(tab: OfflineTab, path: string): void {
  expect(tab.failed, `${path}: requests that failed`).toEqual([]);
  expect(tab.notFromWorker, `${path}: answers not from the worker`).toEqual([]);
}

test('after one online visit as a member, new tabs open home, search, exercises with pictures, routines and history with the server gone (390 px)', async ({
  memberPage: page,
  server,
  newPage,
}) => {
  const context = page.context();

  // The member's own data: a routine with an exercise, and one finished workout of it with a set done.
  const benchId = await exerciseId(page, BENCH);
  const routine = await memberMutation(page, 'routines.create', { name: ROUTINE });
  await memberMutation(page, 'routines.addItem', { exerciseId: benchId, routineIds: [routine.routineId], weight: 20, rep: 10, setCount: 3 });
  const session = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  const first = session.exercises[0]!;
  await memberMutation(page, 'training.session.updateSet', {
    sessionClientId: session.sessionClientId,
    exerciseClientId: first.exerciseClientId,
    setClientId: first.sets[0]!.setClientId,
    weight: 20,
    reps: 10,
    done: true,
  });
  const done = await memberMutation(page, 'training.session.finish', { sessionClientId: session.sessionClientId });
  await memberMutation(page, 'training.history.edit', { id: done.sessionId, name: SESSION });

  // Pictures the pages themselves drew online (an <img>, not the warm-up's fetches).
  const drawnOnline = new Set<string>();
  context.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'image' && path.startsWith('/media/')) drawnOnline.add(path);
  });

  // The online visit, as a member moves through the app.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HOME })).toBeVisible();
  await controlledByServiceWorker(page);
  await tabs(page).getByRole('link', { name: '내 운동' }).click();
  await expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(page.getByRole('tab', { name: ROUTINE })).toBeVisible();
  await expect(routineRows(page)).toHaveText([BENCH]);
  await mypageMenu(page).getByRole('link', { name: '기록', exact: true }).click();
  await expect(historyRows(page)).toBeVisible();
  await tabs(page).getByRole('link', { name: '검색하기' }).click();
  await expect(page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
  const online = new Map<string, string[]>();
  for (const keyword of KEYWORDS) online.set(keyword, await search(page, keyword));
  for (const keyword of KEYWORDS) expect(online.get(keyword)!.length, keyword).toBeGreaterThan(0);
  await results(page)
    .getByRole('link', { name: new RegExp(`^${BENCH}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/workoutdetail/${benchId}$`));
  await expect(page.getByRole('heading', { level: 1, name: BENCH })).toBeVisible();
  await pictureDrawn(page, BENCH);

  // The device is ready, as the member's phone would be after this visit: the catalogue copy stored, every
  // one of its pictures in MEDIA_CACHE (the warm-up), the routine, its exercises and the history kept.
  await expect
    .poll(
      async () => {
        const d = await onDevice(page);
        return { copy: d.copy !== null, pictures: d.pictures > 0, picturesMissing: d.picturesMissing };
      },
      { timeout: 60_000, message: 'the catalogue copy and all its pictures on the device' },
    )
    .toEqual({ copy: true, pictures: true, picturesMissing: 0 });
  for (const key of ['"routines","list"', '"routines","items"', '"training","history","list"']) {
    await expect.poll(async () => (await onDevice(page)).keys.join('\n'), { message: key }).toContain(key);
  }
  const device = await onDevice(page);
  // An exercise whose page was never opened and whose picture no page drew online: only the warm-up has it.
  // (The bench picture was drawn: the pages' pictures are seen by the listener above.)
  expect([...drawnOnline]).toContain(device.copy!.find((e) => e.id === benchId)!.imgPath);
  const unseen = device.copy!.find((e) => !e.retired && e.id !== benchId && !drawnOnline.has(e.imgPath))!;
  expect(unseen, 'an exercise whose picture was never drawn online').toBeDefined();
  test.info().annotations.push({
    type: 'device',
    description: `${device.copy!.length} exercises in the copy, ${device.pictures} pictures cached (${drawnOnline.size} drawn by pages online), ${device.keys.length} member answers kept; never opened: ${unseen.koreanName}`,
  });
  await page.close();

  // No signal: the server is gone.
  await server.stop();

  const home = await openOffline(context, '/');
  await expect(home.page.getByRole('heading', { name: HOME })).toBeVisible();
  answeredByTheWorker(home, '/');
  // Really offline, for the worker too: a request it passes on to the network fails.
  expect(
    await home.page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  expect(await home.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The installed app's icons (the manifest's, the apple-touch-icon; the rest-end notification shows one) are
  // the worker's too.
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as { icons: { src: string }[] };
  const icons = [...new Set([...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png'])];
  for (const icon of icons) expect(await pictureShows(home.page, icon), icon).toBe(true);
  expect(icons.filter((icon) => !home.fromWorker.has(icon))).toEqual([]);
  await home.page.close();

  // A Korean query answers from the catalogue copy, with the same cards as online; their pictures are cached.
  const searchTab = await openOffline(context, '/searchworkout');
  await expect(searchTab.page.getByRole('heading', { name: '운동 검색' })).toBeVisible();
  for (const keyword of KEYWORDS) expect(await search(searchTab.page, keyword), keyword).toEqual(online.get(keyword));
  await expect(notice(searchTab.page)).toBeVisible();
  answeredByTheWorker(searchTab, '/searchworkout');
  await searchTab.page.close();

  // The exercise opened online, and one never opened: names and pictures drawn.
  for (const { id, koreanName: name, imgPath } of [device.copy!.find((e) => e.id === benchId)!, unseen]) {
    const detail = await openOffline(context, `/workoutdetail/${id}`);
    await expect(detail.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await pictureDrawn(detail.page, name);
    expect([...detail.fromWorker], `${name}: its picture from MEDIA_CACHE`).toContain(imgPath);
    answeredByTheWorker(detail, `/workoutdetail/${id}`);
    if (id === unseen.id) {
      // A picture never seen online nor warmed has nothing to come from: the cache is not answering everything.
      expect(await pictureShows(detail.page, '/media/exercises/never-seen.svg')).toBe(false);
    }
    await detail.page.close();
  }

  // The member's routine with its exercise, and the finished workout, from IndexedDB; the notice says so.
  const mypage = await openOffline(context, '/mypage');
  await expect(mypage.page.getByRole('heading', { name: '나의 루틴' })).toBeVisible();
  await expect(mypage.page.getByRole('tab', { name: ROUTINE })).toBeVisible();
  await expect(routineRows(mypage.page)).toHaveText([BENCH]);
  await expect(notice(mypage.page)).toBeVisible();
  await expect(mypage.page.getByText('예상치못한 오류가 발생했습니다')).toHaveCount(0);
  answeredByTheWorker(mypage, '/mypage');
  await mypage.page.close();

  const history = await openOffline(context, '/mypage/history');
  await expect(historyRows(history.page)).toBeVisible();
  await expect(notice(history.page)).toBeVisible();
  answeredByTheWorker(history, '/mypage/history');
  await history.page.close();

  // A fresh page of a fresh context is not controlled: the same address is the browser's error page.
  const stranger = await newPage();
  await expect(stranger.goto('/')).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
});
