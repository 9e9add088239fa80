// At the rack (docs/decisions/019), on a phone-sized page: the screen stays on while a workout is open
// (a real Screen Wake Lock sentinel, held, taken again after the browser drops it, let go on leaving), and the
// end of a rest while the page is hidden is a notification (permission granted to the context).
//
// Hidden, honestly: headless Chromium keeps every page 'visible' (a tab in front, a minimised window and
// Page.setWebLifecycleState 'frozen' all leave document.visibilityState 'visible'), so the init script below
// makes document.visibilityState/hidden answer what the test sets and fires the visibilitychange event a real
// hide fires. What it proves: the screen's reaction to being hidden (the notification, by timestamp); not
// that a throttled real hidden page's timers run (docs/decisions/019 says what is best effort there).
// The recorders wrap and still call the real wakeLock.request, Notification and showNotification.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { BENCH, exerciseId } from '../helpers/gym';
import { memberMutation } from '../helpers/members';
import { pinClock } from '../helpers/pinned-clock';

test.use({ viewport: MOBILE, serviceWorkers: 'allow' });

type Recorded = { wakeLocks: WakeLockSentinel[]; notifications: { title: string; body: string | undefined; via: string }[]; asked: number };
type RackWindow = Window & { __rack: Recorded; __setHidden: (hidden: boolean) => void };

function recorders() {
  const w = window as unknown as RackWindow;
  w.__rack = { wakeLocks: [], notifications: [], asked: 0 };
  const wakeLock = navigator.wakeLock;
  const request = wakeLock.request.bind(wakeLock);
  wakeLock.request = async (type) => {
    const sentinel = await request(type);
    w.__rack.wakeLocks.push(sentinel);
    return sentinel;
  };
  const Real = window.Notification;
  class RecordedNotification extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      w.__rack.notifications.push({ title, body: options?.body, via: 'page' });
    }
  }
  const ask = Real.requestPermission.bind(Real);
  Object.defineProperty(RecordedNotification, 'requestPermission', {
    value: () => {
      w.__rack.asked += 1;
      return ask();
    },
  });
  window.Notification = RecordedNotification;
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    w.__rack.notifications.push({ title, body: options?.body, via: 'worker' });
    return show.call(this, title, options);
  };
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  w.__setHidden = (next) => {
    hidden = next;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

const rack = (page: Page) => page.evaluate(() => (window as unknown as RackWindow).__rack);
const setHidden = (page: Page, hidden: boolean) => page.evaluate((h) => (window as unknown as RackWindow).__setHidden(h), hidden);
/** The wake locks taken so far: whether each is still held. */
const held = (page: Page) => page.evaluate(() => (window as unknown as RackWindow).__rack.wakeLocks.map((s) => ({ type: s.type, held: !s.released })));

/** The recorders on the member's page, and a workout of one bench press exercise started (not yet on screen). */
async function workoutStarted(page: Page, permissions: string[]): Promise<Page> {
  // Granting some permissions denies every other one (CDP Browser.grantPermissions): none given, none touched.
  if (permissions.length > 0) await page.context().grantPermissions(permissions);
  await page.context().addInitScript(recorders);
  const routine = await memberMutation(page, 'routines.create', { name: '가슴 날' });
  const bench = await exerciseId(page, BENCH);
  await memberMutation(page, 'routines.addItem', { exerciseId: bench, routineIds: [routine.routineId], weight: 20, rep: 10, setCount: 2 });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  return page;
}

async function openWorkout(page: Page): Promise<Page> {
  await page.goto('/workout');
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();
  return page;
}

test('the screen stays on while the workout is open: held, taken again after the browser drops it, let go on leaving', async ({ memberPage }) => {
  const page = await openWorkout(await workoutStarted(memberPage, ['screen-wake-lock']));
  await expect.poll(() => held(page)).toContainEqual({ type: 'screen', held: true });

  // The browser lets go of the lock when the page is hidden; back in view, the screen asks again.
  await setHidden(page, true);
  await page.evaluate(() => Promise.all((window as unknown as RackWindow).__rack.wakeLocks.map((s) => s.release())));
  await setHidden(page, false);
  await expect.poll(async () => (await held(page)).map((s) => s.held)).toEqual([false, true]);

  // Leaving the workout screen lets go of it.
  await page.getByRole('link', { name: '운동 화면 닫기 (운동은 계속돼요)' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect.poll(async () => (await held(page)).map((s) => s.held)).toEqual([false, false]);
  expect((await rack(page)).wakeLocks.length).toBe(2);
});

test('a rest that ends while the page is hidden is a notification; a minute hidden shows the right time on return', async ({ memberPage }) => {
  const page = await workoutStarted(memberPage, ['notifications']);
  // The timer counts in the server's clock (page time + the offset each answer gives): a fixed page clock
  // alone drifted from the server's running one by the real time each answer took (0:29 for 0:30 under load).
  // So both are pinned (helpers/pinned-clock.ts) before the workout opens: every answer the page reads says
  // t0, the set is stamped t0 (after the session's start, not ahead of the server), and the rest ends at t0 + 90 s.
  const t0 = Date.now();
  const clock = await pinClock(page, t0);
  await openWorkout(page);
  const bench = page.getByRole('region', { name: BENCH });
  const timer = page.getByRole('timer');

  await bench.getByRole('button', { name: '1세트 완료' }).click();
  await expect(timer).toHaveText('1:30');
  await expect(page.getByText('저장됨')).toBeVisible();
  expect(clock.stamped()).toEqual(expect.arrayContaining(['training.session.active', 'training.session.updateSet']));

  // Locked for a minute: back in view, 30 s are left, counted from the timestamp.
  await setHidden(page, true);
  await clock.set(t0 + 60_000);
  await setHidden(page, false);
  await expect(timer).toHaveText('0:30');
  expect((await rack(page)).notifications).toEqual([]);

  // Hidden again, and the rest runs out: one notification, in Korean, naming the exercise.
  await setHidden(page, true);
  await clock.set(t0 + 91_000);
  await expect.poll(async () => (await rack(page)).notifications.length).toBeGreaterThan(0);
  const { notifications } = await rack(page);
  expect(notifications).toHaveLength(1);
  expect(notifications[0]).toMatchObject({ title: '휴식 끝!', body: `다음 세트를 시작하세요 · ${BENCH}` });

  // Back in view: the bar is gone and the end is not announced again.
  await setHidden(page, false);
  await expect(timer).toHaveCount(0);
  expect((await rack(page)).notifications).toHaveLength(1);
});

test('notification permission is asked on the tap that starts the first rest, never on load', async ({ memberPage }) => {
  const page = await openWorkout(await workoutStarted(memberPage, []));
  const bench = page.getByRole('region', { name: BENCH });
  expect((await rack(page)).asked).toBe(0);
  await bench.getByRole('button', { name: '1세트 완료' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  expect((await rack(page)).asked).toBe(1);
  await bench.getByRole('button', { name: '2세트 완료' }).click();
  await expect(bench.getByRole('button', { name: '2세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  expect((await rack(page)).asked).toBe(1);
  // A new page of the same member: not asked on load.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();
  expect((await rack(page)).asked).toBe(0);
});
