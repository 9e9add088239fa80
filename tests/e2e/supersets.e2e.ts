// Supersets at 390 px (docs/decisions/023-supersets.md): two exercises of a routine grouped in the routine's
// list ('슈퍼세트로 묶기'), the workout started from it keeps them as one block; a pair grouped on the workout
// screen from an exercise's options; checking A1 goes to B1 with no rest, checking B1 starts the rest with the
// group's last exercise's. Every screen with a group shown: no axe violations, 44 px targets.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { BENCH, CURL, exerciseId, PLANK } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const section = document.activeElement?.closest('section[aria-labelledby]');
    return section ? document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent : null;
  });

test('a superset in a routine and on the workout screen: set by set, rest after the last (390 px)', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page);
  const routine = await memberMutation(page, 'routines.create', { name: '팔 날' });
  for (const [name, weight] of [
    [BENCH, 20],
    [CURL, 8],
    [PLANK, 0],
  ] as const) {
    const id = await exerciseId(page, name);
    await memberMutation(page, 'routines.addItem', { exerciseId: id, routineIds: [routine.routineId], weight, rep: 10, setCount: 2 });
  }

  // The routine's list: bench press and curl grouped.
  await page.goto('/mypage');
  const list = page.getByRole('list', { name: '팔 날 운동 목록' });
  await list.getByRole('heading', { level: 3 }).first().waitFor();
  await page.getByRole('button', { name: '슈퍼세트로 묶기' }).click();
  const picker = page.getByRole('dialog', { name: '슈퍼세트로 묶기' });
  const join = picker.getByRole('button', { name: '묶기', exact: true });
  await picker.getByRole('checkbox', { name: BENCH }).click();
  expect(await join.isDisabled()).toBe(true);
  await picker.getByRole('checkbox', { name: CURL }).click();
  await check('superset picker (routine)');
  const grouped = page.waitForResponse((r) => r.url().includes('routines.groupItems') && r.ok());
  await join.click();
  await grouped;
  await picker.waitFor({ state: 'hidden' });
  await list.locator('[data-superset="슈퍼세트"]').first().waitFor();
  expect(await list.locator('[data-superset="슈퍼세트"]').count()).toBe(2);
  await page.getByRole('button', { name: `${BENCH} 슈퍼세트 해제` }).waitFor();
  await check('routine with a superset');

  // Started from the routine: the pair is one block on the workout screen.
  await page.getByRole('button', { name: '팔 날 운동 시작' }).click();
  await page.waitForURL('**/workout');
  const block = page.getByRole('group', { name: `슈퍼세트: ${BENCH}, ${CURL}` });
  await block.getByRole('region', { name: BENCH }).waitFor();
  await block.getByRole('region', { name: CURL }).waitFor();
  await page.getByText('저장됨').waitFor();
  const active = await memberQuery(page, 'training.session.active');
  await memberMutation(page, 'training.session.discard', { sessionClientId: active!.sessionClientId });

  // A fresh workout of the three on their own: the pair made from the options sheet.
  const items = await memberQuery(page, 'routines.items', { routineId: routine.routineId });
  await memberMutation(page, 'routines.ungroupItem', { routineItemId: items[0]!.routineItemId });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  await page.goto('/workout');
  await page.getByRole('heading', { level: 1, name: '팔 날' }).waitFor();
  expect(await page.getByRole('group', { name: /^슈퍼세트/ }).count()).toBe(0);
  await page.getByRole('button', { name: `${BENCH} 옵션` }).click();
  await page.getByRole('dialog', { name: BENCH }).getByRole('button', { name: '슈퍼세트로 묶기' }).click();
  const sheet = page.getByRole('dialog', { name: '슈퍼세트로 묶기' });
  await sheet.getByRole('checkbox', { name: CURL }).click();
  await check('superset picker (workout)');
  await sheet.getByRole('button', { name: '묶기', exact: true }).click();
  const pair = page.getByRole('group', { name: `슈퍼세트: ${BENCH}, ${CURL}` });
  await pair.waitFor();
  await sheet.waitFor({ state: 'hidden' });
  await page.getByText('저장됨').waitFor();
  await check('workout with a superset');

  // A1 checked: the screen goes to B1 (its check button focused), and no rest starts.
  const benchCard = pair.getByRole('region', { name: BENCH });
  const curlCard = pair.getByRole('region', { name: CURL });
  const timer = page.getByRole('timer');
  await benchCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect.poll(() => focusedName(page)).toBe('1세트 완료');
  expect(await focusedCard(page)).toBe(CURL);
  await page.getByText('저장됨').waitFor();
  expect(await timer.count()).toBe(0);

  // B1 checked: the round is done, the rest starts (the curl's, the group's last).
  await curlCard.getByRole('button', { name: '1세트 완료' }).click();
  // The curl's 1:30 counting down (how far it got by the time it is read depends on the machine's speed).
  await expect.poll(async () => /^(1:[0-2]\d|1:30)$/.test((await timer.textContent()) ?? '')).toBe(true);
  await page.getByText(`휴식 · ${CURL}`).waitFor();
  // And the next set is the bench press's second.
  await expect.poll(() => focusedCard(page)).toBe(BENCH);
  expect(await focusedName(page)).toBe('2세트 완료');
  await page.getByText('저장됨').waitFor();
  await check('workout, rest after the superset');

  // '슈퍼세트 해제' from the options: the pair dissolves.
  await page.getByRole('button', { name: `${CURL} 옵션` }).click();
  await page.getByRole('dialog', { name: CURL }).getByRole('button', { name: '슈퍼세트 해제' }).click();
  await pair.waitFor({ state: 'detached' });

  expect(problems).toEqual({});
});
