// '다른 운동으로 바꾸기' on the result page and in a routine, and one-tap feedback, in the browser against the
// real server and a real SQLite file, on a phone (390 px). Exercise names are read from the page, never
// assumed: the engine chooses them.
import { expect, test } from 'vitest';
import { withRo } from '../../web/features/user/preferences/preferences';
import { MOBILE } from './helpers/browser';
import { memberMutation, memberPage as openMemberPage } from './helpers/members';
import { items, recommend, recommendation, saved, toast } from './helpers/recommender-page';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const memberPage = () => openMemberPage(env, MOBILE);

test('swap on the result page: the item is replaced in place by the chosen exercise, and a reload keeps it', async () => {
  const page = await memberPage();
  const rec = await recommend(page, '가슴');
  const before = rec.recommends.map((e) => e.koreanName);
  const first = items(page).first();
  await first.getByText(before[0]!, { exact: true }).waitFor();

  await first.getByRole('button', { name: '다른 운동으로 바꾸기' }).click();
  const dialog = page.getByRole('dialog', { name: '다른 운동으로 바꾸기' });
  const offered = dialog.getByRole('list', { name: '바꿀 수 있는 운동' });
  await offered.waitFor();
  const options = offered.getByRole('listitem');
  expect(await options.count()).toBeGreaterThan(0);
  expect(await options.count()).toBeLessThanOrEqual(4);
  // Each offer shows its picture, name, amounts and why.
  const option = options.first();
  const name = (await option.getByRole('heading', { level: 3 }).textContent())!;
  expect(before).not.toContain(name);
  await option.getByText(/ × \d+(회|초) × \d+세트$/).waitFor();
  expect(await option.locator('img').count()).toBe(1);

  await option.getByRole('button', { name: / 바꾸기$/ }).click();
  await toast(page, `${withRo(name)} 바꿨어요`);
  await dialog.waitFor({ state: 'detached' });
  // In place: the first card now holds the new exercise, still open; the rest are unchanged.
  await first.getByText(name, { exact: true }).waitFor();
  expect(await first.locator('[data-accordion-control]').getAttribute('aria-expanded')).toBe('true');
  expect(await page.getByText(before[0]!, { exact: true }).count()).toBe(0);
  const after = (await recommendation(page, rec.recommendationId)).recommends.map((e) => e.koreanName);
  expect(after).toEqual([name, ...before.slice(1)]);

  await page.reload();
  await items(page).first().getByText(name, { exact: true }).waitFor();
  expect(await page.getByText(before[0]!, { exact: true }).count()).toBe(0);
});

test('swap in a routine: the row takes the chosen exercise and the list is fetched again', async () => {
  const page = await memberPage();
  const routine = await memberMutation(page, 'routines.create', { name: '가슴' });
  await memberMutation(page, 'routines.addItem', { exerciseId: 1, routineIds: [routine.routineId] });
  await page.goto('/mypage');
  const rows = page.getByRole('list', { name: '가슴 운동 목록' }).getByRole('heading', { level: 3 });
  await rows.first().waitFor();
  const old = (await rows.first().textContent())!;

  await page.getByRole('button', { name: `${old} 수정 메뉴`, exact: true }).click();
  await page.getByRole('menuitem', { name: '다른 운동으로 바꾸기' }).click();
  const dialog = page.getByRole('dialog', { name: '다른 운동으로 바꾸기' });
  const option = dialog.getByRole('list', { name: '바꿀 수 있는 운동' }).getByRole('listitem').first();
  await option.waitFor();
  const name = (await option.getByRole('heading', { level: 3 }).textContent())!;
  expect(name).not.toBe(old);
  const refetched = page.waitForResponse((r) => r.url().includes('routines.items') && r.ok());
  await option.getByRole('button', { name: / 바꾸기$/ }).click();
  await toast(page, `${withRo(name)} 바꿨어요`);
  await refetched;
  await dialog.waitFor({ state: 'detached' });
  expect(await rows.allTextContents()).toEqual([name]);
  await page.reload();
  await rows.first().waitFor();
  expect(await rows.allTextContents()).toEqual([name]);
});

test('feedback: one tap presses the button, a reload keeps it; a refused tap is undone with a toast; the next result says so', async () => {
  const page = await memberPage();
  const rec = await recommend(page, '등');
  const first = items(page).first();
  const feedback = first.getByRole('group', { name: '해 보니 이 무게가 어땠나요?' });
  const pressed = async () =>
    Object.fromEntries(
      await Promise.all(
        ['무거웠어요', '적당해요', '가벼웠어요'].map(async (n) => [n, await feedback.getByRole('button', { name: n }).getAttribute('aria-pressed')]),
      ),
    );
  expect(await pressed()).toEqual({ 무거웠어요: 'false', 적당해요: 'false', 가벼웠어요: 'false' });

  // Pressed before the server has answered (optimistic): the request is held until the page shows it.
  let release!: () => void;
  const shown = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/recommendation.feedback**', async (route) => {
    await shown;
    await route.continue().catch(() => {});
  });
  const stored = saved(page, 'recommendation.feedback');
  await feedback.getByRole('button', { name: '무거웠어요' }).click();
  await expect.poll(pressed).toEqual({ 무거웠어요: 'true', 적당해요: 'false', 가벼웠어요: 'false' });
  release();
  await stored;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await feedback.waitFor();
  expect(await pressed()).toEqual({ 무거웠어요: 'true', 적당해요: 'false', 가벼웠어요: 'false' });
  expect((await recommendation(page, rec.recommendationId)).recommends[0]!.feedback).toBe('heavy');

  // Refused by the server (the request names a recommendation that is not the member's); a tap with no
  // connection would wait in the outbox instead (docs/decisions/018-outbox-and-conflicts.md).
  await page.route('**/trpc/recommendation.feedback**', (route) => {
    const body = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
    return route.continue({ postData: JSON.stringify({ 0: { ...body[0], recommendationId: 2_000_000_000 } }) });
  });
  await feedback.getByRole('button', { name: '가벼웠어요' }).click();
  await toast(page, '존재하지 않는 추천기록입니다.');
  await expect.poll(pressed).toEqual({ 무거웠어요: 'true', 적당해요: 'false', 가벼웠어요: 'false' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The next recommendation: every load the feedback moved carries the badge, and only those.
  const next = await recommend(page, '등');
  const moved = next.recommends.filter((e) => e.loadSource === 'feedback').length;
  // The same request chooses the same first exercise, and its load now comes from the tap.
  expect(next.recommends.find((e) => e.exerciseId === rec.recommends[0]!.exerciseId)?.loadSource).toBe('feedback');
  expect(moved).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.getByText('피드백 반영', { exact: true }).count()).toBe(moved);
});
