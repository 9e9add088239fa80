// The gym-floor tools together in one workout at 390 px (docs/decisions/020–024): a routine whose barbell bench
// press and dumbbell curl are a superset with per-set targets; started, the bench press gets its warm-up ramp, which
// is done on its own before the rounds; the first work set shows its plates; the rounds alternate work sets and
// the rest starts after the curl. Every state checked: no WCAG 2.1 AA violations, 44 px targets, Korean names.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { CURL, exerciseId, shot } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const BARBELL_BENCH = '바벨 벤치 프레스';

/** The card of the exercise whose set has the keyboard focus (where the screen sent the member). */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const section = document.activeElement?.closest('section[aria-labelledby]');
    return section ? document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent : null;
  });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

test('one workout with a warm-up ramp, a superset, per-set targets and the plates beside the set (390 px)', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `gym-floor-${name}`));

  // The routine: bench 60 kg × 8 then 65 kg × 6 (per-set targets), curl 8 kg × 10 × 2; the two grouped.
  const routine = await memberMutation(page, 'routines.create', { name: '밀기 당기기' });
  const benchId = await exerciseId(page, BARBELL_BENCH);
  await memberMutation(page, 'routines.addItem', { exerciseId: benchId, routineIds: [routine.routineId], weight: 60, rep: 8, setCount: 2 });
  await memberMutation(page, 'routines.addItem', {
    exerciseId: await exerciseId(page, CURL),
    routineIds: [routine.routineId],
    weight: 8,
    rep: 10,
    setCount: 2,
  });
  const [benchItem, curlItem] = await memberQuery(page, 'routines.items', { routineId: routine.routineId });
  await memberMutation(page, 'routines.updateItem', {
    routineItemId: benchItem!.routineItemId,
    weight: 60,
    rep: 8,
    setCount: 2,
    setTargets: [
      { kind: 'work', weight: 60, reps: 8, seconds: null },
      { kind: 'work', weight: 65, reps: 6, seconds: null },
    ],
  });
  await memberMutation(page, 'routines.groupItems', { routineId: routine.routineId, routineItemIds: [benchItem!.routineItemId, curlItem!.routineItemId] });

  // Started from /mypage: the pair is one block, the bench press's sets follow its targets.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '밀기 당기기 운동 시작' }).click();
  await page.waitForURL('**/workout');
  const pair = page.getByRole('group', { name: `슈퍼세트: ${BARBELL_BENCH}, ${CURL}` });
  const bench = pair.getByRole('region', { name: BARBELL_BENCH });
  const curl = pair.getByRole('region', { name: CURL });
  await bench.waitFor();
  await expect.poll(() => bench.getByLabel('2세트 무게 (kg)').inputValue()).toBe('65');

  // The ramp before the first work set, marked W and counted apart.
  await bench.getByRole('button', { name: `${BARBELL_BENCH} 워밍업 세트 추가` }).click();
  await bench.getByRole('button', { name: '워밍업 1세트 도구' }).waitFor();
  const tools = bench.getByRole('button', { name: /세트 도구/ });
  await expect
    .poll(() => tools.evaluateAll((buttons) => buttons.map((b) => b.textContent)))
    .toEqual(['W워밍업 1세트 도구', 'W워밍업 2세트 도구', 'W워밍업 3세트 도구', 'W워밍업 4세트 도구', '11세트 도구', '22세트 도구']);
  await page.getByText('저장됨').waitFor();

  // The first work set's plates: 60 kg on the 20 kg bar is a 20 a side.
  await bench.getByRole('button', { name: '1세트 도구', exact: true }).click();
  await bench.getByTestId('plate-view').getByText('한쪽: 20', { exact: true }).waitFor();
  await check('warm-ups, a superset and the plate view');
  await bench.getByRole('button', { name: '1세트 도구', exact: true }).click();

  // The ramp is done on its own: after each warm-up the next is the bench press's next warm-up, then its first work set.
  for (let k = 1; k <= 4; k++) {
    await bench.getByRole('button', { name: `워밍업 ${k}세트 완료` }).click();
    await expect.poll(() => focusedName(page)).toBe(k < 4 ? `워밍업 ${k + 1}세트 완료` : '1세트 완료');
    expect(await focusedCard(page)).toBe(BARBELL_BENCH);
  }
  // Then the rounds: bench 1 → curl 1 (no rest in between), curl 1 → the rest, then bench 2.
  const timer = page.getByRole('timer');
  await bench.getByRole('button', { name: '1세트 완료', exact: true }).click();
  await expect.poll(() => focusedCard(page)).toBe(CURL);
  expect(await focusedName(page)).toBe('1세트 완료');
  await page.getByText('저장됨').waitFor();
  expect(await page.getByText(`휴식 · ${BARBELL_BENCH}`).count()).toBe(0);
  await curl.getByRole('button', { name: '1세트 완료', exact: true }).click();
  await page.getByText(`휴식 · ${CURL}`).waitFor();
  await timer.waitFor();
  await expect.poll(() => focusedCard(page)).toBe(BARBELL_BENCH);
  expect(await focusedName(page)).toBe('2세트 완료');
  await page.getByText('저장됨').waitFor();
  await check('the round done, the rest after the curl');

  // On the server: the warm-ups are warm-ups, done, and not counted as work.
  const active = await memberQuery(page, 'training.session.active');
  const logged = active!.exercises.find((e) => e.exerciseName === BARBELL_BENCH)!;
  expect(logged.sets.map((s) => [s.kind, s.done])).toEqual([
    ['warmup', true],
    ['warmup', true],
    ['warmup', true],
    ['warmup', true],
    ['work', true],
    ['work', false],
  ]);
  expect(problems).toEqual({});
});
