// The outbox in a real browser (docs/decisions/018-outbox-and-conflicts.md): with the network cut for every
// tRPC call (the page's own requests fail as with no signal), a member starts a workout from a routine the
// page has cached, logs 10 sets and edits one, and closes the tab; with the network back, a new tab sends
// it all: every set on the server exactly once, in order, with the edited value. Also when that tab is
// closed mid-replay, after the server took a change whose answer never arrived. A routine rename and a
// body record made offline in two tabs reach the server once; changes a closed tab left in localStorage
// reach it once. And a workout done entirely offline, finished with the summary worked out on the device,
// reaches the server with the member's moments (the device's clock an hour behind the server's).
import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { controlledByServiceWorker, MOBILE, storage } from '../helpers/browser';
import { addToRoutine, BENCH, CURL, exerciseId } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { allowApi, keptKeysText, outboxEntries, refuseApi } from '../helpers/offline';

test.use({ viewport: MOBILE, serviceWorkers: 'allow' });

const TRPC = '**/trpc/**';
const RETRYING = '연결 끊김 · 다시 시도 중';

/** The page's member gets a routine of two exercises (5 sets each); the page is left on /mypage with it cached. */
async function withRoutine(page: Page): Promise<Page> {
  const routine = await memberMutation(page, 'routines.create', { name: '가슴 날' });
  for (const name of [BENCH, CURL]) await addToRoutine(page, routine.routineId, name, { weight: 10, rep: 10, setCount: 5 });
  await page.goto('/mypage');
  await expect(page.getByRole('button', { name: '가슴 날 운동 시작' })).toBeVisible();
  await expect(page.getByText(BENCH).first()).toBeVisible();
  return page;
}

/** What the member types: bench 20 + i kg, curl 8 + i kg, 10 reps − i; bench set 3 is then changed to 40 kg. */
const planned = (name: string, i: number) => ({ weight: (name === BENCH ? 20 : 8) + i, reps: 10 - i });
const EDITED = { name: BENCH, set: 3, weight: 40 };

/** A session change's outbox entry holds the change: {kind, input: {…, weight}, at}. */
type Stored = { input?: { kind: string; at?: number; input?: { weight?: number; startedAt?: number; finishedAt?: number; done?: boolean } } };

/** With no signal: the workout from the routine, 10 sets typed and checked, one edited; then the tab is closed. */
async function trainOffline(page: Page) {
  await refuseApi(page.context());
  await page.getByRole('button', { name: '가슴 날 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();
  await expect(page.getByText(RETRYING)).toBeVisible();
  for (const name of [BENCH, CURL]) {
    const card = page.getByRole('region', { name });
    for (let n = 1; n <= 5; n++) {
      const { weight, reps } = planned(name, n);
      await card.getByLabel(`${n}세트 무게 (kg)`).fill(String(weight));
      await card.getByLabel(`${n}세트 횟수`).fill(String(reps));
      await card.getByLabel(`${n}세트 횟수`).press('Enter');
      await card.getByRole('button', { name: `${n}세트 완료` }).click();
      await expect(card.getByRole('button', { name: `${n}세트 완료` })).toHaveAttribute('aria-pressed', 'true');
      // Each change wakes the replayer, whose try fails at once: the status stays, it does not blink to '저장 중…'.
      expect(await page.getByText(RETRYING).isVisible()).toBe(true);
    }
  }
  const edited = page.getByRole('region', { name: EDITED.name }).getByLabel(`${EDITED.set}세트 무게 (kg)`);
  await edited.fill(String(EDITED.weight));
  await edited.press('Enter');
  await expect(edited).toHaveValue(String(EDITED.weight));
  await expect(page.getByText(RETRYING)).toBeVisible();
  // Closed at once: the edit is kept from the tap on (the journal until IndexedDB holds it), never only in memory.
  const { stored, journal } = await outboxEntries<Stored>(page);
  expect([...journal, ...stored].some((e) => e.input?.input?.weight === EDITED.weight)).toBe(true);
  await page.close();
}

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

test('offline: a workout from a cached routine, 10 sets and an edit, the tab closed; online again, a new tab sends it all once, in order', async ({
  memberPage,
}) => {
  const page = await withRoutine(memberPage);
  const context = page.context();
  await trainOffline(page);

  await allowApi(context);
  const next = await context.newPage();
  await next.goto('/mypage');
  await expectAllSaved(next);
});

test('the tab closed mid-replay, after the server took a change whose answer never came: reopened, still exactly once, in order', async ({ memberPage }) => {
  const page = await withRoutine(memberPage);
  const context = page.context();
  await trainOffline(page);
  await allowApi(context);

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

test('a routine rename and a body record made offline in two tabs reach the server once', async ({ memberPage }) => {
  const page = await withRoutine(memberPage);
  const context = page.context();
  const body = await context.newPage();
  await body.goto('/mypage/body');
  const weight = body.getByLabel('몸무게');
  await expect(weight).toBeVisible();
  const before = await memberQuery(page, 'user.bodyData.list', { page: 1 });

  await refuseApi(context);
  await page.getByRole('button', { name: '편집', exact: true }).click();
  await page.getByRole('button', { name: '가슴 날 이름 바꾸기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('루틴 이름').fill('밀기 날');
  await dialog.getByRole('button', { name: '저장' }).click();
  await weight.fill('77');
  await body.getByRole('button', { name: '저장', exact: true }).click();
  // Waiting, not failed: both buttons stay busy, no error toast.
  await expect(body.getByRole('button', { name: '저장', exact: true })).toHaveAttribute('data-loading', 'true');
  await expect(body.getByText('몸 기록을 저장하지 못했어요')).toHaveCount(0);
  await page.close();
  await body.close();

  await allowApi(context);
  const next = await context.newPage();
  await next.goto('/mypage');
  await expect.poll(async () => (await memberQuery(next, 'routines.list')).map((r) => r.routineName), { timeout: 60_000 }).toEqual(['밀기 날']);
  await expect.poll(async () => (await memberQuery(next, 'user.bodyData.recent')).weight, { timeout: 60_000 }).toBe(77);
  // The record of today replaced (one per date), nothing added twice.
  const after = await memberQuery(next, 'user.bodyData.list', { page: 1 });
  expect(after.length).toBe(before.length);
  await expect(next.getByRole('tab', { name: '밀기 날' })).toBeVisible();
});

/** The page's member has a session going on with one curl set, started online; the ids its waiting changes name. */
async function sessionWithOneSet(page: Page) {
  const ids = { sessionClientId: randomUUID(), exerciseClientId: randomUUID(), setClientId: randomUUID() };
  await memberMutation(page, 'training.session.start', { clientId: ids.sessionClientId, from: { kind: 'empty' } });
  await memberMutation(page, 'training.session.addExercise', {
    sessionClientId: ids.sessionClientId,
    exerciseClientId: ids.exerciseClientId,
    exerciseId: await exerciseId(page, CURL),
    setClientIds: [ids.setClientId],
  });
  return ids;
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
  await expect(page.getByText('저장됨')).toBeVisible();
  expect(await storage(page, key)).toBeNull();
  await page.reload();
  await expect(page.getByText('저장됨')).toBeVisible();
  await expect(page.getByRole('region', { name: CURL }).getByLabel('1세트 무게 (kg)')).toHaveValue(String(set.weight));
}

test("changes waiting in localStorage ('ffm.gym.pending', before the outbox) move into it once and reach the server", async ({ memberPage: page }) => {
  const { sessionClientId, exerciseClientId, setClientId } = await sessionWithOneSet(page);
  // As an older version stored them: the session still named `workoutClientId`.
  const waiting = [
    { kind: 'updateSet', input: { workoutClientId: sessionClientId, exerciseClientId, setClientId, weight: 12, reps: 10 }, at: Date.now() },
    { kind: 'updateSet', input: { workoutClientId: sessionClientId, exerciseClientId, setClientId, weight: 14, done: true }, at: Date.now() },
  ];
  await leftBehindReachesServer(page, 'ffm.gym.pending', waiting, { weight: 14, reps: 10, done: true });
});

test('a write still only in the journal (the tab closed before IndexedDB stored it) reaches the server once from the next page', async ({
  memberPage: page,
}) => {
  const { sessionClientId, exerciseClientId, setClientId } = await sessionWithOneSet(page);
  // What the outbox writes at the tap (web/offline/outbox/journal.ts), left behind by a tab closed before its commit.
  const entry = (weight: number, done: boolean) => ({
    clientMutationId: randomUUID(),
    kind: 'training.session.updateSet',
    input: { kind: 'updateSet', input: { sessionClientId, exerciseClientId, setClientId, weight, reps: 9, done }, at: Date.now() },
    createdAt: Date.now(),
  });
  await leftBehindReachesServer(page, 'ffm.outbox.journal', [entry(16, false), entry(18, true)], { weight: 18, reps: 9, done: true });
});

const WORKOUT_ROUTINE = '가슴 날';
const BARBELL = '바벨 벤치 프레스';
const HOUR = 3600_000;

/** A summary figure as shown ('운동 시간' → '7초'). */
const stat = (page: Page, label: string) => page.locator(`dt:text-is("${label}")`).locator('xpath=following-sibling::dd[1]');

test("a workout done offline: warm-ups from the kept equipment, finished with the summary on the device; after sync the server has the member's times (390 px, device clock an hour behind)", async ({
  memberPage: page,
}) => {
  const context = page.context();
  const routine = await memberMutation(page, 'routines.create', { name: WORKOUT_ROUTINE });
  await addToRoutine(page, routine.routineId, BARBELL, { weight: 60, rep: 10, setCount: 3 });

  // The device's clock an hour behind; the app measured the server's once, on the workout screen of an earlier workout.
  await page.clock.install({ time: Date.now() - HOUR });
  const earlier = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'empty' } });
  await page.goto('/workout');
  await expect(page.getByRole('heading', { level: 1, name: '자유 운동' })).toBeVisible();
  await memberMutation(page, 'training.session.discard', { sessionClientId: earlier.sessionClientId });
  await page.goto('/mypage');
  await expect(page.getByRole('button', { name: `${WORKOUT_ROUTINE} 운동 시작` })).toBeVisible();
  await expect.poll(() => keptKeysText(page)).toContain('"user","equipment"');
  await expect.poll(() => keptKeysText(page)).toContain('"routines","items"');
  // The workout screen's code comes from the worker's cache with no signal (else the router reloads the page).
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await refuseApi(context);
  const tapped = Date.now();
  await page.getByRole('button', { name: `${WORKOUT_ROUTINE} 운동 시작` }).click();
  await expect(page).toHaveURL(/\/workout$/);
  const card = page.getByRole('region', { name: BARBELL });
  await card.getByRole('button', { name: `${BARBELL} 워밍업 세트 추가` }).click();
  await expect(card.getByLabel('워밍업 1세트 무게 (kg)')).toBeVisible();
  const warmups = await card.getByLabel(/^워밍업 \d+세트 무게 \(kg\)$/).count();
  expect(warmups).toBeGreaterThan(0);
  await card.getByLabel('1세트 무게 (kg)', { exact: true }).fill('60');
  await card.getByLabel('1세트 횟수', { exact: true }).fill('10');
  await card.getByRole('button', { name: '1세트 완료', exact: true }).click();
  await expect(card.getByRole('button', { name: '1세트 완료', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(RETRYING)).toBeVisible();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();

  // Finished at the tap, with no signal: the summary worked out here, waiting to sync.
  await expect(page).toHaveURL(/\/workout\/finished\/[^/]+$/);
  await expect(page.getByText('동기화 대기 중')).toBeVisible();
  await expect(page.getByText('인터넷에 연결되면 운동을 저장하고 새 기록을 알려 드릴게요.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const offlineDuration = await stat(page, '운동 시간').innerText();
  await expect(stat(page, '세트')).toHaveText('1세트');
  await expect(stat(page, '운동')).toHaveText('1개');
  await expect(stat(page, '총 볼륨')).toHaveText('600kg');
  const { stored, journal } = await outboxEntries<Stored>(page);
  const changes = [...stored, ...journal].map((e) => e.input!);
  const moments = {
    startedAt: changes.find((c) => c.kind === 'start')?.input?.startedAt,
    doneAt: changes.find((c) => c.kind === 'updateSet' && c.input?.done === true)?.at,
    finishedAt: changes.find((c) => c.kind === 'finish')?.input?.finishedAt,
  };
  expect(moments.startedAt).toBeGreaterThan(0);
  expect(moments.doneAt).toBeGreaterThan(moments.startedAt!);
  expect(moments.finishedAt).toBeGreaterThan(moments.doneAt!);

  // The signal back: the summary becomes the server's.
  await allowApi(context);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/workout\/done\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: '첫 기록' })).toBeVisible();
  await expect(page.getByText('동기화 대기 중')).toHaveCount(0);
  await expect(stat(page, '운동 시간')).toHaveText(offlineDuration);

  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  const logged = await memberQuery(page, 'training.history.get', { id: sessionId });
  const sets = logged.exercises[0]!.sets;
  expect([logged.startedAt, logged.finishedAt]).toEqual([moments.startedAt, moments.finishedAt]);
  expect(sets.filter((s) => s.done).map((s) => [s.kind, s.weight, s.reps, s.doneAt])).toEqual([['work', 60, 10, moments.doneAt]]);
  expect(sets.filter((s) => s.kind === 'warmup').length).toBe(warmups);
  const summary = await memberQuery(page, 'training.session.summary', { id: sessionId });
  expect(summary.durationSeconds).toBe(Math.round((moments.finishedAt! - moments.startedAt!) / 1000));
  // In the server's clock: within a minute of the tap, though the device's clock is an hour off.
  expect(Math.abs(logged.startedAt - tapped)).toBeLessThan(60_000);
  test.info().annotations.push({
    type: 'offline workout',
    description: `${summary.durationSeconds} s stored (${offlineDuration} shown offline), start ${logged.startedAt - tapped} ms from the tap`,
  });
});
