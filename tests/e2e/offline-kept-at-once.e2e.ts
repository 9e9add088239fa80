// What a member has seen online is on the device at once (docs/decisions/017-offline-data.md): /mypage's
// answers are kept even when the page goes away the moment they arrive (a full navigation, a closed tab, a
// killed one), and the page then opens with the server out of reach. Repeated, each time with a new member:
// a save that only sometimes makes it fails here.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { BENCH, exerciseId } from './helpers/gym';
import { memberMutation, memberPage } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const ROUTINE = '등 루틴';
const TRIES = 5;

/** A new member with a routine of one exercise, /mypage opened and shown; the page is left at once by the caller. */
async function mypageJustShown(): Promise<Page> {
  const page = await memberPage(env, MOBILE);
  const routine = await memberMutation(page, 'routines.create', { name: ROUTINE });
  await memberMutation(page, 'routines.addItem', {
    exerciseId: await exerciseId(page, BENCH),
    routineIds: [routine.routineId],
    weight: 12,
    rep: 10,
    setCount: 3,
  });
  await page.goto('/mypage');
  await page.getByRole('tab', { name: ROUTINE }).waitFor();
  await page.getByText(BENCH).first().waitFor();
  return page;
}

/** /mypage opened with every /trpc call refused: 'kept' when the routine shows, else what showed instead. */
async function openOffline(context: BrowserContext, page?: Page): Promise<string> {
  await context.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
  const tab = page ?? (await context.newPage());
  await tab.goto('/mypage');
  const kept = tab.getByRole('tab', { name: ROUTINE });
  // Else the offline screen or an error screen: a page heading other than the routines page's own.
  const other = tab.getByRole('heading', { level: 1 }).filter({ hasNotText: '나의 루틴' });
  await kept.or(other).first().waitFor();
  const outcome = (await kept.isVisible()) && (await tab.getByText(BENCH).first().isVisible()) ? 'kept' : `not kept: ${await other.allTextContents()}`;
  await context.close();
  return outcome;
}

test(`/mypage left by a full navigation the moment it showed, then opened offline: its routine is there (${TRIES} tries, 390 px)`, async () => {
  const outcomes: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const page = await mypageJustShown();
    await page.goto('/searchworkout');
    await page.getByRole('heading', { name: '운동 검색' }).waitFor();
    outcomes.push(await openOffline(page.context(), page));
  }
  expect(outcomes).toEqual(Array(TRIES).fill('kept'));
});

test(`/mypage's tab closed the moment it showed, then opened offline in a new tab: its routine is there (${TRIES} tries, 390 px)`, async () => {
  const outcomes: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const page = await mypageJustShown();
    const context = page.context();
    await page.close();
    outcomes.push(await openOffline(context));
  }
  expect(outcomes).toEqual(Array(TRIES).fill('kept'));
});

test(`/mypage's tab killed the moment it showed (its renderer crashed), then opened offline in a new tab: its routine is there (${TRIES} tries, 390 px)`, async () => {
  const outcomes: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const page = await mypageJustShown();
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    const crashed = page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();
    outcomes.push(await openOffline(context));
  }
  expect(outcomes).toEqual(Array(TRIES).fill('kept'));
});
