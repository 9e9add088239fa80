// The gym-floor tools on the workout screen at 390 px: set kinds, warm-ups, RPE and notes
// (docs/decisions/021-set-kinds-and-warm-ups.md); supersets grouped in a routine's list and from an exercise's
// options, A1 → B1 with no rest and the rest after the group's last (docs/decisions/023-supersets.md); plates a
// side from the member's bar and plates, the nearest loadable weight, 내 장비 and the exercise guide sheet
// (docs/decisions/022); and all of them in one workout with per-set targets (docs/decisions/020–024). Every
// state checked at 390 and 360 px: no WCAG 2.1 AA violations, 44 px targets with Korean names, nothing wider.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEFAULT_EQUIPMENT } from '../../../server/features/training/rack/defaults';
import { expect } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { addToRoutine, BENCH, CURL, exerciseId, PLANK, shot } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { keptData, keptKeys } from '../helpers/offline';
import { phoneChecker } from '../helpers/phone-check';
import { test } from '../helpers/pictures-warmed';

const BARBELL_BENCH = '바벨 벤치 프레스';

/** The aria-label of what has the keyboard focus (where the screen sent the member). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
/** The card of the exercise whose set has the keyboard focus. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const section = document.activeElement?.closest('section[aria-labelledby]');
    return section ? document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent : null;
  });

test.use({ viewport: MOBILE });

test('warm-ups before the work sets, a drop set with RPE and a note, the first bench press is a first record (390 px)', async ({ memberPage: page }) => {
  const { check, problems } = phoneChecker(page, (name) => shot(page, `sets-${name}`));
  const routine = await memberMutation(page, 'routines.create', { name: '벤치 날' });
  const bench = await exerciseId(page, BARBELL_BENCH);
  await memberMutation(page, 'routines.addItem', { exerciseId: bench, routineIds: [routine.routineId], weight: 60, rep: 5, setCount: 2 });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });

  await page.goto('/workout');
  await expect(page.getByRole('heading', { level: 1, name: '벤치 날' })).toBeVisible();
  const card = page.getByRole('region', { name: BARBELL_BENCH });
  const tools = card.getByRole('button', { name: /도구/ });

  // One tap: bar × 10, 40 % × 5, 60 % × 3, 80 % × 1 of 60 kg on 2.5 kg steps (20, 22.5, 35, 47.5), before the work sets.
  await card.getByRole('button', { name: `${BARBELL_BENCH} 워밍업 세트 추가` }).click();
  await expect(card.getByRole('button', { name: '워밍업 4세트 도구' })).toBeVisible();
  await expect(page.getByText('저장됨')).toBeVisible();
  await expect(tools).toHaveText(['W워밍업 1세트 도구', 'W워밍업 2세트 도구', 'W워밍업 3세트 도구', 'W워밍업 4세트 도구', '11세트 도구', '22세트 도구']);
  for (const [name, kg, reps] of [
    ['워밍업 1세트', '20', '10'],
    ['워밍업 2세트', '22.5', '5'],
    ['워밍업 3세트', '35', '3'],
    ['워밍업 4세트', '47.5', '1'],
    ['1세트', '60', '5'],
    ['2세트', '60', '5'],
  ] as const) {
    await expect(card.getByLabel(`${name} 무게 (kg)`, { exact: true }), name).toHaveValue(kg);
    await expect(card.getByLabel(`${name} 횟수`, { exact: true }), name).toHaveValue(reps);
  }
  // Warm-ups are there now: the button says why it cannot add more.
  await expect(card.getByRole('button', { name: `${BARBELL_BENCH} 워밍업 세트 추가` })).toBeDisabled();
  await expect(card.getByText('이미 워밍업 세트가 있어요')).toBeVisible();

  // The second work set: a drop set at RPE 8.5 with a note, from its tools.
  await card.getByRole('button', { name: '2세트 도구', exact: true }).click();
  await card.getByRole('radiogroup', { name: '2세트 종류', exact: true }).getByText('드롭', { exact: true }).click();
  await expect(card.getByRole('button', { name: '2세트 도구 (드롭 세트)', exact: true })).toBeVisible();
  const rpe = card.getByLabel('2세트 RPE', { exact: true });
  await expect(rpe.locator('option')).toHaveText([
    '없음',
    'RPE 6 · 4회 남음',
    'RPE 6.5 · 3~4회 남음',
    'RPE 7 · 3회 남음',
    'RPE 7.5 · 2~3회 남음',
    'RPE 8 · 2회 남음',
    'RPE 8.5 · 1~2회 남음',
    'RPE 9 · 1회 남음',
    'RPE 9.5 · 0~1회 남음',
    'RPE 10 · 더 못 함',
  ]);
  await rpe.selectOption('8.5');
  const note = card.getByLabel('2세트 메모', { exact: true });
  await note.fill('마지막 두 개는 보조 받음');
  await note.blur();
  await expect(page.getByText('저장됨')).toBeVisible();
  await check('/workout with a set’s tools (kind, RPE, note)');

  // The exercise's own note.
  await card.getByRole('button', { name: `${BARBELL_BENCH} 메모`, exact: true }).click();
  const exerciseNote = card.getByLabel(`${BARBELL_BENCH} 메모`, { exact: true });
  await exerciseNote.fill('그립 한 칸 넓게');
  await exerciseNote.blur();
  await expect(card.getByText('그립 한 칸 넓게')).toBeVisible();
  await check('/workout with an exercise note');

  // Stored as shown.
  await expect(page.getByText('저장됨')).toBeVisible();
  const stored = (await memberQuery(page, 'training.session.active'))!.exercises[0]!;
  expect(stored.notes).toBe('그립 한 칸 넓게');
  expect(stored.sets.map((s) => [s.kind, s.plannedWeight, s.rpe, s.note])).toEqual([
    ['warmup', 20, null, null],
    ['warmup', 22.5, null, null],
    ['warmup', 35, null, null],
    ['warmup', 47.5, null, null],
    ['work', 60, null, null],
    ['drop', 60, 8.5, '마지막 두 개는 보조 받음'],
  ]);

  // Everything checked off (the rest timer is skipped after each), then finished.
  for (const name of ['워밍업 1세트', '워밍업 2세트', '워밍업 3세트', '워밍업 4세트', '1세트', '2세트']) {
    await card.getByRole('button', { name: `${name} 완료`, exact: true }).click();
    await expect(card.getByRole('button', { name: `${name} 완료`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  // With its tools closed, the drop set shows its RPE and note under it.
  await expect(card.getByText('RPE 8.5 · 1~2회 남음 · 마지막 두 개는 보조 받음')).toBeVisible();
  await expect(page.getByText('저장됨')).toBeVisible();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();
  await expect(page).toHaveURL(/\/workout\/done\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: '벤치 날 수고했어요!' })).toBeVisible();

  // The first bench press ever: a first record, no trophy; the warm-ups count for no volume or sets.
  await expect(page.getByRole('list', { name: '첫 기록' }).getByText(BARBELL_BENCH)).toBeVisible();
  await expect(page.getByRole('list', { name: '새 기록' })).toHaveCount(0);
  await expect(page.getByText('이번 운동에서 새 기록은 없어요', { exact: false })).toBeVisible();
  await expect(page.getByText('600kg')).toBeVisible();
  await expect(page.getByText('2세트', { exact: true })).toBeVisible();
  await check('/workout/done with a first record');

  // A reload reads the same summary from the server.
  await page.reload();
  await expect(page.getByRole('list', { name: '첫 기록' }).getByText(BARBELL_BENCH)).toBeVisible();

  // History shows the warm-ups apart (W), the drop set as D.
  await page.getByRole('link', { name: '기록 자세히 보기' }).click();
  const logged = page.getByRole('region', { name: BARBELL_BENCH });
  await expect(logged.getByRole('table')).toBeVisible();
  await expect(logged.locator('tbody tr td:first-child span[aria-hidden]')).toHaveText(['W', 'W', 'W', 'W', '1', 'D']);
  await expect(logged.getByText('마지막 두 개는 보조 받음')).toBeVisible();
  await check('/mypage/history/:id with warm-ups');

  expect(problems).toEqual({});
});

test('a superset in a routine and on the workout screen: set by set, rest after the last (390 px)', async ({ memberPage: page }) => {
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
  await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.getByRole('button', { name: '슈퍼세트로 묶기' }).click();
  const picker = page.getByRole('dialog', { name: '슈퍼세트로 묶기' });
  const join = picker.getByRole('button', { name: '묶기', exact: true });
  await picker.getByRole('checkbox', { name: BENCH }).click();
  await expect(join).toBeDisabled();
  await picker.getByRole('checkbox', { name: CURL }).click();
  await check('superset picker (routine)');
  const grouped = page.waitForResponse((r) => r.url().includes('routines.groupItems') && r.ok());
  await join.click();
  await grouped;
  await expect(picker).toBeHidden();
  await expect(list.locator('[data-superset="슈퍼세트"]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: `${BENCH} 슈퍼세트 해제` })).toBeVisible();
  await check('routine with a superset');

  // Started from the routine: the pair is one block on the workout screen.
  await page.getByRole('button', { name: '팔 날 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  const block = page.getByRole('group', { name: `슈퍼세트: ${BENCH}, ${CURL}` });
  await expect(block.getByRole('region', { name: BENCH })).toBeVisible();
  await expect(block.getByRole('region', { name: CURL })).toBeVisible();
  await expect(page.getByText('저장됨')).toBeVisible();
  const active = await memberQuery(page, 'training.session.active');
  await memberMutation(page, 'training.session.discard', { sessionClientId: active!.sessionClientId });

  // A fresh workout of the three on their own: the pair made from the options sheet.
  const items = await memberQuery(page, 'routines.items', { routineId: routine.routineId });
  await memberMutation(page, 'routines.ungroupItem', { routineItemId: items[0]!.routineItemId });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  await page.goto('/workout');
  await expect(page.getByRole('heading', { level: 1, name: '팔 날' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^슈퍼세트/ })).toHaveCount(0);
  await page.getByRole('button', { name: `${BENCH} 옵션` }).click();
  await page.getByRole('dialog', { name: BENCH }).getByRole('button', { name: '슈퍼세트로 묶기' }).click();
  const sheet = page.getByRole('dialog', { name: '슈퍼세트로 묶기' });
  await sheet.getByRole('checkbox', { name: CURL }).click();
  await check('superset picker (workout)');
  await sheet.getByRole('button', { name: '묶기', exact: true }).click();
  const pair = page.getByRole('group', { name: `슈퍼세트: ${BENCH}, ${CURL}` });
  await expect(pair).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('저장됨')).toBeVisible();
  await check('workout with a superset');

  // A1 checked: the screen goes to B1 (its check button focused), and no rest starts.
  const benchCard = pair.getByRole('region', { name: BENCH });
  const curlCard = pair.getByRole('region', { name: CURL });
  const timer = page.getByRole('timer');
  await benchCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect.poll(() => focusedName(page)).toBe('1세트 완료');
  expect(await focusedCard(page)).toBe(CURL);
  await expect(page.getByText('저장됨')).toBeVisible();
  await expect(timer).toHaveCount(0);

  // B1 checked: the round is done, the rest starts (the curl's, the group's last).
  await curlCard.getByRole('button', { name: '1세트 완료' }).click();
  // The curl's 1:30 counting down (how far it got by the time it is read depends on the machine's speed).
  await expect(timer).toHaveText(/^(1:[0-2]\d|1:30)$/);
  await expect(page.getByText(`휴식 · ${CURL}`)).toBeVisible();
  // And the next set is the bench press's second.
  await expect.poll(() => focusedCard(page)).toBe(BENCH);
  expect(await focusedName(page)).toBe('2세트 완료');
  await expect(page.getByText('저장됨')).toBeVisible();
  await check('workout, rest after the superset');

  // '슈퍼세트 해제' from the options: the pair dissolves.
  await page.getByRole('button', { name: `${CURL} 옵션` }).click();
  await page.getByRole('dialog', { name: CURL }).getByRole('button', { name: '슈퍼세트 해제' }).click();
  await expect(pair).not.toBeAttached();

  expect(problems).toEqual({});
});

test('one workout with a warm-up ramp, a superset, per-set targets and the plates beside the set (390 px)', async ({ memberPage: page }) => {
  const { check, problems } = phoneChecker(page, (name) => shot(page, `gym-floor-${name}`));

  // The routine: bench 60 kg × 8 then 65 kg × 6 (per-set targets), curl 8 kg × 10 × 2; the two grouped.
  const routine = await memberMutation(page, 'routines.create', { name: '밀기 당기기' });
  const benchId = await exerciseId(page, BARBELL_BENCH);
  await memberMutation(page, 'routines.addItem', { exerciseId: benchId, routineIds: [routine.routineId], weight: 60, rep: 8, setCount: 2 });
  await addToRoutine(page, routine.routineId, CURL, { weight: 8, rep: 10, setCount: 2 });
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
  await expect(page).toHaveURL(/\/workout$/);
  const pair = page.getByRole('group', { name: `슈퍼세트: ${BARBELL_BENCH}, ${CURL}` });
  const bench = pair.getByRole('region', { name: BARBELL_BENCH });
  const curl = pair.getByRole('region', { name: CURL });
  await expect(bench).toBeVisible();
  await expect(bench.getByLabel('2세트 무게 (kg)')).toHaveValue('65');

  // The ramp before the first work set, marked W and counted apart.
  await bench.getByRole('button', { name: `${BARBELL_BENCH} 워밍업 세트 추가` }).click();
  await expect(bench.getByRole('button', { name: '워밍업 1세트 도구' })).toBeVisible();
  await expect(bench.getByRole('button', { name: /세트 도구/ })).toHaveText([
    'W워밍업 1세트 도구',
    'W워밍업 2세트 도구',
    'W워밍업 3세트 도구',
    'W워밍업 4세트 도구',
    '11세트 도구',
    '22세트 도구',
  ]);
  await expect(page.getByText('저장됨')).toBeVisible();

  // The first work set's plates: 60 kg on the 20 kg bar is a 20 a side.
  await bench.getByRole('button', { name: '1세트 도구', exact: true }).click();
  await expect(bench.getByTestId('plate-view').getByText('한쪽: 20', { exact: true })).toBeVisible();
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
  await expect(page.getByText('저장됨')).toBeVisible();
  await expect(page.getByText(`휴식 · ${BARBELL_BENCH}`)).toHaveCount(0);
  await curl.getByRole('button', { name: '1세트 완료', exact: true }).click();
  await expect(page.getByText(`휴식 · ${CURL}`)).toBeVisible();
  await expect(timer).toBeVisible();
  await expect.poll(() => focusedCard(page)).toBe(BARBELL_BENCH);
  expect(await focusedName(page)).toBe('2세트 완료');
  await expect(page.getByText('저장됨')).toBeVisible();
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

test('plates beside a barbell set, the nearest loadable weight, the inventory from 내 장비, and the guide sheet from the name', async ({
  memberPage: page,
}) => {
  const { check, problems } = phoneChecker(page, (name) => shot(page, `plates-${name}`));
  const dialog = page.getByRole('dialog');

  const routine = await memberMutation(page, 'routines.create', { name: '가슴 날' });
  await addToRoutine(page, routine.routineId, BARBELL_BENCH, { weight: 60, rep: 5, setCount: 2 });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  await page.goto('/workout');
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();

  // 60 kg on the 20 kg bar: a 20 a side.
  const bench = page.getByRole('region', { name: BARBELL_BENCH });
  const plates = bench.getByTestId('plate-view');
  await bench.getByRole('button', { name: '1세트 도구' }).click();
  await expect(plates.getByText('한쪽: 20', { exact: true })).toBeVisible();
  await expect(plates.getByText('봉 20kg 포함')).toBeVisible();
  expect(await plates.locator('rect[data-kg]').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-kg')))).toEqual(['20']);
  await check('/workout with the plate view');

  // 61 kg cannot be made: the nearest below and above, and one tap uses one.
  const weight = bench.getByLabel('1세트 무게 (kg)');
  await weight.fill('61');
  await weight.press('Enter');
  await expect(plates.getByText('이 무게는 원판으로 만들 수 없어요 · 가장 가까운 무게: 60kg / 62.5kg')).toBeVisible();
  await check('/workout with an unloadable weight');
  await plates.getByRole('button', { name: '62.5kg로 바꾸기' }).click();
  await expect(plates.getByText('한쪽: 20 + 1.25', { exact: true })).toBeVisible();
  await expect(weight).toHaveValue('62.5');
  await expect.poll(async () => (await memberQuery(page, 'training.session.active'))?.exercises[0]?.sets[0]?.weight).toBe(62.5);

  // The name opens the guide over the workout; closing it leaves the workout where it was.
  await bench.getByRole('button', { name: `${BARBELL_BENCH} 운동 방법 보기` }).click();
  await expect(dialog.getByRole('heading', { name: '운동 방법' })).toBeVisible();
  await expect(dialog.getByText('주의사항')).toBeVisible();
  // Its movement illustration, animated, and the how-to (docs/decisions/033-movement-illustrations.md).
  const movement = dialog.getByRole('img', { name: `${BARBELL_BENCH} 동작 그림: 시작 자세에서 끝 자세까지 움직이는 모습` });
  await expect
    .poll(() => movement.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && new URL(el.currentSrc).pathname))
    .toBe('/media/movements/bench_press.svg');
  for (const part of ['준비', '동작', '호흡', '흔한 실수']) await expect(dialog.getByRole('heading', { level: 3, name: part, exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: '자세히 보기' })).toHaveAttribute('href', /^\/workoutdetail\/\d+$/);
  await check('/workout with the guide sheet');
  await page.keyboard.press('Escape');
  await expect(dialog).not.toBeAttached();
  expect(new URL(page.url()).pathname).toBe('/workout');
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();
  await expect(plates.getByText('한쪽: 20 + 1.25', { exact: true })).toBeVisible();

  // 내 장비 from the member's menu: no 20 kg plates any more.
  await page.goto('/mypage');
  await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '내 장비' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 장비' })).toBeVisible();
  await expect(page.getByLabel('봉 무게 (kg)')).toBeVisible();
  await check('/mypage/equipment');
  await page.getByRole('button', { name: '20kg 원판 빼기' }).click();
  // One pair of 1.25s: 62.5 kg is then 15 + 5 + 1.25 a side.
  await page.getByRole('checkbox', { name: '1.25kg 원판 무제한' }).uncheck();
  await page.getByLabel('1.25kg 원판 쌍 수').fill('1');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('장비를 저장했어요')).toBeVisible();
  expect((await memberQuery(page, 'user.equipment')).plates).toEqual([
    { kg: 25, pairs: null },
    { kg: 15, pairs: null },
    { kg: 10, pairs: null },
    { kg: 5, pairs: null },
    { kg: 2.5, pairs: null },
    { kg: 1.25, pairs: 1 },
  ]);
  // A bad value is refused in Korean before it is sent.
  await page.getByLabel('봉 무게 (kg)').fill('');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('봉 무게는 0~50kg 사이로 입력해 주세요')).toBeVisible();
  expect((await memberQuery(page, 'user.equipment')).barKg).toBe(20);
  await page.getByLabel('봉 무게 (kg)').fill('20');

  await page.goto('/workout');
  await bench.getByRole('button', { name: '1세트 도구' }).click();
  await expect(plates.getByText('한쪽: 15 + 5 + 1.25', { exact: true })).toBeVisible();
  await bench.getByRole('button', { name: '2세트 도구' }).click();
  await expect(plates.getByText('한쪽: 15 + 5', { exact: true })).toBeVisible();
  // Kept on the device for the rack with no signal (web/offline/persisted-queries.ts).
  await expect.poll(async () => keptKeys((await keptData(page)).member)).toContain(JSON.stringify([['user', 'equipment'], { type: 'query' }]));

  // 기본값으로: the Korean gym's defaults again, and the plates follow.
  await page.goto('/mypage/equipment');
  await page.getByRole('button', { name: '기본값으로' }).click();
  await expect(page.getByText('기본값으로 되돌렸어요')).toBeVisible();
  expect(await memberQuery(page, 'user.equipment')).toEqual({ ...DEFAULT_EQUIPMENT, custom: { barKg: false, plates: false, warmupSteps: false } });
  await expect(page.getByRole('button', { name: '20kg 원판 빼기' })).toBeVisible();
  await page.goto('/workout');
  await bench.getByRole('button', { name: '2세트 도구' }).click();
  await expect(plates.getByText('한쪽: 20', { exact: true })).toBeVisible();

  expect(problems).toEqual({});
});
