// The outbox in a real browser (docs/decisions/018-outbox-and-conflicts.md): with the network cut for every
// tRPC call (the page's own requests fail as with no signal), a member starts a workout from a routine the
// page has cached, logs 10 sets and edits one, and closes the tab; with the network back, a new tab sends
// it all: every set on the server exactly once, in order, with the edited value. Also when that tab is
// closed mid-replay, after the server took a change whose answer never arrived. And a routine rename and a
// body record made offline in two tabs reach the server once.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE, storage } from './helpers/browser';
import { BENCH, CURL, exerciseId } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const TRPC = '**/trpc/**';
const offline = (context: BrowserContext) => context.route(TRPC, (route) => route.abort('internetdisconnected'));

/** A member with a routine of two exercises (5 sets each), its tab open and cached on /mypage. */
async function memberWithRoutine(): Promise<Page> {
  const page = await memberPage(env, MOBILE);
  const routine = await memberMutation(page, 'routines.create', { name: '가슴 날' });
  for (const name of [BENCH, CURL])
    await memberMutation(page, 'routines.addItem', {
      exerciseId: await exerciseId(page, name),
      routineIds: [routine.routineId],
      weight: 10,
      rep: 10,
      setCount: 5,
    });
  await page.goto('/mypage');
  await page.getByRole('button', { name: '가슴 날 운동 시작' }).waitFor();
  await page.getByText(BENCH).first().waitFor();
  return page;
}

/** What the member types: bench 20 + i kg, curl 8 + i kg, 10 reps − i; bench set 3 is then changed to 40 kg. */
const planned = (name: string, i: number) => ({ weight: (name === BENCH ? 20 : 8) + i, reps: 10 - i });
const EDITED = { name: BENCH, set: 3, weight: 40 };

/** With no signal: the workout from the routine, 10 sets typed and checked, one edited; then the tab is closed. */
async function trainOffline(page: Page) {
  await offline(page.context());
  await page.getByRole('button', { name: '가슴 날 운동 시작' }).click();
  await page.waitForURL('**/workout');
  await page.getByRole('heading', { level: 1, name: '가슴 날' }).waitFor();
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  for (const name of [BENCH, CURL]) {
    const card = page.getByRole('region', { name });
    for (let n = 1; n <= 5; n++) {
      const { weight, reps } = planned(name, n);
      await card.getByLabel(`${n}세트 무게 (kg)`).fill(String(weight));
      await card.getByLabel(`${n}세트 횟수`).fill(String(reps));
      await card.getByLabel(`${n}세트 횟수`).press('Enter');
      await card.getByRole('button', { name: `${n}세트 완료` }).click();
      await expect.poll(() => card.getByRole('button', { name: `${n}세트 완료` }).getAttribute('aria-pressed')).toBe('true');
      // Each change wakes the replayer, whose try fails at once: the status stays, it does not blink to '저장 중…'.
      expect(await page.getByText('연결 끊김 · 다시 시도 중').isVisible()).toBe(true);
    }
  }
  const edited = page.getByRole('region', { name: EDITED.name }).getByLabel(`${EDITED.set}세트 무게 (kg)`);
  await edited.fill(String(EDITED.weight));
  await edited.press('Enter');
  await expect.poll(() => edited.inputValue()).toBe(String(EDITED.weight));
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  // Closed at once: the edit is kept from the tap on (the journal until IndexedDB holds it), never only in memory.
  expect(await page.evaluate(keptOnDevice, EDITED.weight)).toBe(true);
  await page.close();
}

/** Whether an outbox entry setting `weight` is kept on the device: in the journal or in IndexedDB. */
const keptOnDevice = async (weight: number) => {
  // A session change's entry holds the change: {kind, input: {…, weight}, at}.
  type Stored = { input?: { input?: { weight?: number } } };
  const has = (entries: Stored[]) => entries.some((e) => e.input?.input?.weight === weight);
  if (has(JSON.parse(localStorage.getItem('ffm.outbox.journal') ?? '[]'))) return true;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('ffm-outbox');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const stored = await new Promise<Stored[]>((resolve, reject) => {
    const all = db.transaction('entries').objectStore('entries').getAll();
    all.onsuccess = () => resolve(all.result);
    all.onerror = () => reject(all.error);
  });
  db.close();
  return has(stored);
};

/** The sets as the member typed them (bench set 3 edited), in order. */
const typed = (name: string) =>
  [1, 2, 3, 4, 5].map((n) => ({
    position: n,
    weight: name === EDITED.name && n === EDITED.set ? EDITED.weight : planned(name, n).weight,
    reps: planned(name, n).reps,
    done: true,
  }));

/** The session on the server once everything is in: both exercises, each set once, in order, as typed. */
async function expectAllSaved(page: Page) {
  const stored = async () =>
    (await memberQuery(page, 'training.session.active'))?.exercises.map((e) => ({
      name: e.exerciseName,
      sets: e.sets.map((s) => ({ position: s.position, weight: s.weight, reps: s.reps, done: s.done })),
    }));
  await expect.poll(stored, { timeout: 60_000 }).toEqual([BENCH, CURL].map((name) => ({ name, sets: typed(name) })));
  expect((await memberQuery(page, 'training.session.active'))!.name).toBe('가슴 날');
  // One session: its start was sent once (or answered again as the same one), nothing finished.
  expect((await memberQuery(page, 'training.history.list', { page: 1 })).total).toBe(0);
}

test('offline: a workout from a cached routine, 10 sets and an edit, the tab closed; online again, a new tab sends it all once, in order', async () => {
  const page = await memberWithRoutine();
  const context = page.context();
  await trainOffline(page);

  await context.unroute(TRPC);
  const next = await context.newPage();
  await next.goto('/mypage');
  await expectAllSaved(next);
});

test('the tab closed mid-replay, after the server took a change whose answer never came: reopened, still exactly once, in order', async () => {
  const page = await memberWithRoutine();
  const context = page.context();
  await trainOffline(page);
  await context.unroute(TRPC);

  // The replaying tab: the first 6 of the session's writes go through; the 7th reaches the server, but its
  // answer is held back, and the tab is closed while it waits.
  let sent = 0;
  let taken!: () => void;
  const tookSeventh = new Promise<void>((resolve) => (taken = resolve));
  const hold = async (route: Route) => {
    if (route.request().method() !== 'POST' || !route.request().url().includes('training.session.')) return route.continue();
    sent += 1;
    if (sent < 7) return route.continue();
    if (sent === 7) {
      await route.fetch();
      taken();
    }
    // The 7th's answer, and anything after it, never arrives.
  };
  await context.route(TRPC, hold);
  const replaying = await context.newPage();
  await replaying.goto('/mypage');
  await tookSeventh;
  await replaying.close();
  await context.unroute(TRPC, hold);

  const last = await context.newPage();
  await last.goto('/mypage');
  await expectAllSaved(last);
});

test('a routine rename and a body record made offline in two tabs reach the server once', async () => {
  const page = await memberWithRoutine();
  const context = page.context();
  const body = await context.newPage();
  await body.goto('/mypage/body');
  const weight = body.getByLabel('몸무게');
  await weight.waitFor();
  const before = await memberQuery(page, 'user.bodyData.list', { page: 1 });

  await offline(context);
  await page.getByRole('button', { name: '편집', exact: true }).click();
  await page.getByRole('button', { name: '가슴 날 이름 바꾸기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('루틴 이름').fill('밀기 날');
  await dialog.getByRole('button', { name: '저장' }).click();
  await weight.fill('77');
  await body.getByRole('button', { name: '저장', exact: true }).click();
  // Waiting, not failed: both buttons stay busy, no error toast.
  await expect.poll(() => body.getByRole('button', { name: '저장', exact: true }).getAttribute('data-loading')).toBe('true');
  expect(await body.getByText('몸 기록을 저장하지 못했어요').count()).toBe(0);
  await page.close();
  await body.close();

  await context.unroute(TRPC);
  const next = await context.newPage();
  await next.goto('/mypage');
  await expect.poll(async () => (await memberQuery(next, 'routines.list')).map((r) => r.routineName), { timeout: 60_000 }).toEqual(['밀기 날']);
  await expect.poll(async () => (await memberQuery(next, 'user.bodyData.recent')).weight, { timeout: 60_000 }).toBe(77);
  // The record of today replaced (one per date), nothing added twice.
  const after = await memberQuery(next, 'user.bodyData.list', { page: 1 });
  expect(after.length).toBe(before.length);
  await next.getByRole('tab', { name: '밀기 날' }).waitFor();
});

/** A session going on with one curl set, started online; the ids its waiting changes name. */
async function sessionWithOneSet() {
  const page = await memberPage(env, MOBILE);
  const ids = { sessionClientId: randomUUID(), exerciseClientId: randomUUID(), setClientId: randomUUID() };
  await memberMutation(page, 'training.session.start', { clientId: ids.sessionClientId, from: { kind: 'empty' } });
  await memberMutation(page, 'training.session.addExercise', {
    sessionClientId: ids.sessionClientId,
    exerciseClientId: ids.exerciseClientId,
    exerciseId: await exerciseId(page, CURL),
    setClientIds: [ids.setClientId],
  });
  return { page, ...ids };
}

/**
 * Opens the workout with `storedAs` left in localStorage under `key` (changes a closed tab left behind): the
 * set reaches the server as `set`, the key is emptied, and a reload sends nothing more and shows the same.
 */
async function leftBehindReachesServer(page: Page, key: string, storedAs: unknown[], set: { weight: number; reps: number; done: boolean }) {
  await page.evaluate(([k, value]) => localStorage.setItem(k, value), [key, JSON.stringify(storedAs)] as const);
  await page.goto('/workout');
  await expect
    .poll(async () => {
      const stored = (await memberQuery(page, 'training.session.active'))!.exercises[0]!.sets[0]!;
      return { weight: stored.weight, reps: stored.reps, done: stored.done };
    })
    .toEqual(set);
  await page.getByText('저장됨').waitFor();
  expect(await storage(page, key)).toBeNull();
  await page.reload();
  await page.getByText('저장됨').waitFor();
  expect(await page.getByRole('region', { name: CURL }).getByLabel('1세트 무게 (kg)').inputValue()).toBe(String(set.weight));
}

test("changes waiting in localStorage ('ffm.gym.pending', before the outbox) move into it once and reach the server", async () => {
  const { page, sessionClientId, exerciseClientId, setClientId } = await sessionWithOneSet();
  // As an older version stored them: the session still named `workoutClientId`.
  const waiting = [
    { kind: 'updateSet', input: { workoutClientId: sessionClientId, exerciseClientId, setClientId, weight: 12, reps: 10 }, at: Date.now() },
    { kind: 'updateSet', input: { workoutClientId: sessionClientId, exerciseClientId, setClientId, weight: 14, done: true }, at: Date.now() },
  ];
  await leftBehindReachesServer(page, 'ffm.gym.pending', waiting, { weight: 14, reps: 10, done: true });
});

test('a write still only in the journal (the tab closed before IndexedDB stored it) reaches the server once from the next page', async () => {
  const { page, sessionClientId, exerciseClientId, setClientId } = await sessionWithOneSet();
  // What the outbox writes at the tap (web/offline/outbox/journal.ts), left behind by a tab closed before its commit.
  const entry = (weight: number, done: boolean) => ({
    clientMutationId: randomUUID(),
    kind: 'training.session.updateSet',
    input: { kind: 'updateSet', input: { sessionClientId, exerciseClientId, setClientId, weight, reps: 9, done }, at: Date.now() },
    createdAt: Date.now(),
  });
  await leftBehindReachesServer(page, 'ffm.outbox.journal', [entry(16, false), entry(18, true)], { weight: 18, reps: 9, done: true });
});
