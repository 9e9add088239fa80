// The member's kept answers (docs/decisions/017-offline-data.md) on a fake IndexedDB: each `page()` is a page load
// as web/offline/app-offline.ts makes it, sharing this test's IndexedDB and localStorage.
import { QueryClient } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { endSession } from '../lib/session';
import { tokenStore } from '../lib/token-store';
import { userStore } from '../lib/user-store';
import { dataDbOpener } from './data-db';
import { createKeptAnswers, type KeptAnswersDeps, type PageEvents } from './kept-answers';
import { PERSISTED_MAX_AGE_MS } from './persisted-queries';
import { logIn, refuse } from './test-page';

const DAY = 24 * 3600_000;
/** routines.list with no input, keyed as @trpc/tanstack-react-query keys it. */
const ROUTINES = [['routines', 'list'], { type: 'query' }];
const HISTORY = [['training', 'history', 'list'], { input: { page: 1 }, type: 'query' }];

/** A page load: its query cache, its events, and its later tasks (run by the test, or never: a page killed first). */
async function page(deps: Partial<KeptAnswersDeps> = {}) {
  const queryClient = new QueryClient();
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const events: PageEvents = { window: win, document: doc };
  const tasks: (() => void)[] = [];
  const kept = createKeptAnswers({
    openDb: dataDbOpener(),
    queryClient,
    tokenStore,
    userStore,
    now: Date.now,
    later: (task) => {
      tasks.push(task);
      return () => tasks.splice(tasks.indexOf(task), 1);
    },
    ...deps,
  });
  await kept.start(events);
  const hide = (how: 'pagehide' | 'hidden') => {
    if (how === 'pagehide') win.dispatchEvent(new Event('pagehide'));
    else {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    }
  };
  return {
    kept,
    queryClient,
    tasks,
    hide,
    runTasks: () => {
      for (const task of tasks.splice(0)) task();
    },
  };
}

const savedRecord = async () => (await dataDbOpener()()).get('queries', 'member');

test("an answer from the server is saved in the page's next task and read back by the next page", async () => {
  logIn(7);
  const first = await page();
  first.queryClient.setQueryData(ROUTINES, [{ routineId: 1, routineName: '하체' }]);
  expect(first.tasks).toHaveLength(1);
  first.runTasks();
  await expect.poll(async () => (await savedRecord())?.userId).toBe(7);

  const next = await page();
  expect(next.kept.answer('routines.list', undefined)).toEqual({ data: [{ routineId: 1, routineName: '하체' }] });
  expect(next.kept.answer('training.history.list', { page: 1 })).toBeUndefined();
});

test.each(['pagehide', 'hidden'] as const)('a save still waiting for its task is written at once on %s (the page is killed right after)', async (how) => {
  logIn(7);
  const first = await page();
  first.queryClient.setQueryData(HISTORY, { items: ['스쿼트'] });
  first.hide(how); // its tasks never run

  const next = await page();
  expect(next.kept.answer('training.history.list', { page: 1 })).toEqual({ data: { items: ['스쿼트'] } });
});

test('an answer made on this device (kept, or from the catalogue copy) is not saved as if the server had sent it', async () => {
  logIn(7);
  const first = await page();
  first.kept.noteAnswer('routines.list', undefined, true);
  first.queryClient.setQueryData(ROUTINES, ['from the device']);
  first.hide('pagehide');
  expect(first.tasks).toEqual([]);
  expect((await savedRecord())?.state.queries).toEqual([]);
});

test('a kept answer older than a week is not read back', async () => {
  logIn(7);
  const start = Date.now();
  const first = await page({ now: () => start + 2 * DAY });
  first.queryClient.setQueryData(ROUTINES, ['a week and a bit old'], { updatedAt: start });
  first.queryClient.setQueryData(HISTORY, ['five days old'], { updatedAt: start + 2 * DAY });
  first.hide('pagehide');

  const later = await page({ now: () => start + PERSISTED_MAX_AGE_MS + 1 });
  expect(later.kept.answer('routines.list', undefined)).toBeUndefined();
  expect(later.kept.answer('training.history.list', { page: 1 })).toEqual({ data: ['five days old'] });
  expect(later.kept.since()).toBe(start + 2 * DAY);
});

test("another member's kept answers are never read: not on this page, and deleted unread by the next", async () => {
  logIn(7);
  const first = await page();
  first.queryClient.setQueryData(ROUTINES, ['member 7']);
  first.hide('pagehide');
  expect(first.kept.answer('routines.list', undefined)).toEqual({ data: ['member 7'] });

  logIn(8);
  expect(first.kept.answer('routines.list', undefined)).toBeUndefined();
  const next = await page();
  expect(next.kept.answer('routines.list', undefined)).toBeUndefined();
  expect(await savedRecord()).toBeUndefined();
});

test('logging out removes the kept answers at once, and so does a save that finds no access token left', async () => {
  logIn(7);
  const first = await page();
  first.queryClient.setQueryData(ROUTINES, ['member 7']);
  first.hide('pagehide');
  await first.kept.clear(); // '로그아웃'
  expect(await savedRecord()).toBeUndefined();
  expect(first.kept.answer('routines.list', undefined)).toBeUndefined();

  logIn(7);
  const second = await page();
  second.queryClient.setQueryData(ROUTINES, ['member 7, again']);
  second.hide('pagehide');
  expect(await savedRecord()).toBeDefined();
  endSession(); // the login expired: tokens gone, the user logged out
  second.runTasks();
  await expect.poll(savedRecord).toBeUndefined();
  logIn(7);
  expect((await page()).kept.answer('routines.list', undefined)).toBeUndefined();
});

test('IndexedDB refusing the save (QuotaExceededError) throws nothing: the answer stays kept in memory and the next save writes it', async () => {
  logIn(7);
  const first = await page();
  refuse(IDBObjectStore.prototype, 'put');
  first.queryClient.setQueryData(ROUTINES, ['kept in memory']);
  expect(() => first.hide('pagehide')).not.toThrow();
  expect(first.kept.answer('routines.list', undefined)).toEqual({ data: ['kept in memory'] });
  expect(await savedRecord()).toBeUndefined();

  vi.restoreAllMocks();
  first.queryClient.setQueryData(HISTORY, ['room again']);
  first.runTasks();
  await expect.poll(async () => (await savedRecord())?.state.queries.length).toBe(2);
});
