// Cardio at 390 px (docs/decisions/025-cardio-and-stretching.md): 런닝머신 added to an empty workout from the
// search, one set logged as 30:00 / 5.2 km / level 8 on the cardio row (time, distance, level; no kg), the
// workout finished, and the time and distance in the summary, the history and the progress table. The cardio
// row and the screens after it: no WCAG 2.1 AA violations, 44 px tap targets with Korean names.
// Then (ADR 025, "everywhere else"): 런닝머신 added to a routine from the search as 30분 (no kg field), the
// routine started with one 30:00 set planned, and a cardio set edited in the history as time, km and level.
import { expect } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { shot } from '../helpers/gym';
import { memberMutation, memberQuery } from '../helpers/members';
import { phoneChecker } from '../helpers/phone-check';
import { test } from '../helpers/pictures-warmed';

const TREADMILL = '런닝머신';

test.use({ viewport: MOBILE });

test('런닝머신 on an empty workout: 30:00 / 5.2 km / level 8, then the summary, history and progress show 30분 · 5.2km', async ({ memberPage: page }) => {
  const { check, problems } = phoneChecker(page, (name) => shot(page, `cardio-${name}`));

  await page.goto('/mypage/history');
  await page.getByRole('button', { name: '빈 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  await expect(page.getByText('아직 운동이 없어요', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '운동 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '운동 추가' });
  // What members type: '트레드밀' finds the 런닝머신.
  await dialog.getByLabel('운동 검색').fill('트레드밀');
  await dialog.getByRole('button', { name: `${TREADMILL} 추가`, exact: true }).click();
  const card = page.getByRole('region', { name: TREADMILL });
  await expect(card).toBeVisible();

  // The cardio row at once (the preview knows the load model): time, distance and level instead of kg and reps.
  await expect(card.getByLabel('1세트 시간 (분:초)')).toBeVisible();
  // The picker has closed (it may still be fading out when the row is already there).
  await expect(dialog).not.toBeAttached();
  await expect(card.getByLabel('1세트 무게 (kg)')).toHaveCount(0);
  await check('/workout with a cardio exercise');
  // Checking it off without a time says what is missing and changes nothing.
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await expect(page.getByText('유산소 운동은 운동한 시간을 입력해야 완료할 수 있어요').first()).toBeVisible();
  await expect(card.getByRole('button', { name: '1세트 완료' })).toHaveAttribute('aria-pressed', 'false');

  await card.getByLabel('1세트 시간 (분:초)').fill('30:00');
  await card.getByLabel('1세트 시간 (분:초)').press('Enter');
  await card.getByLabel('1세트 거리 (km)').fill('5.2');
  await card.getByLabel('1세트 거리 (km)').press('Enter');
  await card.getByLabel('1세트 레벨').fill('8');
  await card.getByLabel('1세트 레벨').press('Enter');
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await expect(card.getByRole('button', { name: '1세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('1세트 시간 (분:초)')).toHaveValue('30:00');
  await expect(card.getByLabel('1세트 거리 (km)')).toHaveValue('5.2');
  await check('/workout with a cardio set done');
  // The server has it as seconds and metres.
  await expect
    .poll(async () => {
      const set = (await memberQuery(page, 'training.session.active'))?.exercises[0]?.sets[0];
      return set && [set.seconds, set.distanceM, set.level, set.weight, set.reps, set.done];
    })
    .toEqual([1800, 5200, 8, null, null, true]);

  // A cardio exercise is added with one set, not three.
  await expect(card.getByRole('button', { name: /세트 완료$/ })).toHaveCount(1);
  await page.getByRole('button', { name: '완료', exact: true }).click();
  const finish = page.getByRole('dialog', { name: '운동 완료' });
  await finish.getByRole('button', { name: '운동 끝내기' }).click();
  await expect(page).toHaveURL(/\/workout\/done\/[^/]+$/);
  const sessionId = Number(page.url().split('/').pop());
  await expect(page.getByText('30분 · 5.2km').first()).toBeVisible();
  await expect(page.getByText('이번 운동에서 새 기록은 없어요', { exact: false })).toBeVisible();
  await check('/workout/done with cardio');

  // History: the set as time · distance · level.
  await page.goto(`/mypage/history/${sessionId}`);
  const logged = page.getByRole('region', { name: TREADMILL });
  await expect(logged.getByText('30분 · 5.2km · 레벨 8')).toBeVisible();
  await check('/mypage/history/:id with cardio');

  // Progress: minutes and km, read from the table.
  await page.goto('/mypage/progress');
  const chart = page.getByRole('region', { name: `${TREADMILL} 기록` });
  await expect(chart.getByText('30분 · 5.2km', { exact: false }).first()).toBeVisible();
  await check('/mypage/progress with cardio');
  await chart.getByRole('button', { name: '표로 보기' }).click();
  const table = chart.getByRole('table');
  await expect(table.getByRole('cell', { name: '30분', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '5.2km', exact: true })).toBeVisible();
  await check('/mypage/progress cardio table');

  expect(problems).toEqual({});
});

test('런닝머신 in a routine: added from the search as 30분 with no kg field, started with one 30:00 set; a cardio set edited in the history', async ({
  memberPage: page,
}) => {
  const { check, problems } = phoneChecker(page, (name) => shot(page, `cardio-routine-${name}`));
  await memberMutation(page, 'routines.create', { name: '유산소' });

  await page.goto(`/searchworkout?keyword=${encodeURIComponent(TREADMILL)}`);
  await page.getByRole('button', { name: `${TREADMILL} 루틴에 추가`, exact: true }).click();
  const d = page.getByRole('dialog');
  await d.getByRole('checkbox', { name: '유산소', exact: true }).click();
  await d.getByRole('button', { name: '다음', exact: true }).click();
  await expect(d.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
  // Minutes and sets only: no weight, no reps.
  await expect(d.getByLabel('무게')).toHaveCount(0);
  await expect(d.getByLabel('횟수')).toHaveCount(0);
  await expect(d.getByLabel('시간')).toHaveValue('30');
  await expect(d.getByLabel('세트')).toHaveValue('1');
  await check('routine info step for cardio');
  await d.getByLabel('시간').fill('61');
  await d.getByLabel('세트').click();
  await expect(d.getByText('1~60분으로 입력해 주세요')).toBeVisible();
  await d.getByLabel('시간').fill('30');
  await d.getByRole('button', { name: '추가하기', exact: true }).click();
  await expect(page.getByText('운동을 추가했어요', { exact: true }).first()).toBeVisible();
  const routineId = (await memberQuery(page, 'routines.list'))[0]!.routineId;
  expect((await memberQuery(page, 'routines.items', { routineId })).map((i) => [i.weight, i.rep, i.repUnit, i.setCount])).toEqual([[0, 30, '분', 1]]);

  // /mypage shows it as minutes and sets; '수량 수정' offers minutes and sets only.
  await page.goto('/mypage');
  await expect(page.getByText('30분 · 1세트')).toBeVisible();
  await page.getByRole('button', { name: `${TREADMILL} 수정 메뉴` }).click();
  await page.getByRole('menuitem', { name: '수량 수정' }).click();
  const editor = page.getByRole('form', { name: `${TREADMILL} 수량 수정` });
  await expect(editor.getByLabel('시간')).toBeVisible();
  await expect(editor.getByLabel('무게')).toHaveCount(0);
  await expect(editor.getByRole('button', { name: '세트별로' })).toHaveCount(0);
  await check('/mypage cardio item editor');
  await editor.getByRole('button', { name: '수정 취소' }).click();

  // Started: the cardio row with 30:00 planned, one set.
  await page.getByRole('button', { name: '유산소 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  const card = page.getByRole('region', { name: TREADMILL });
  await expect(card.getByLabel('1세트 시간 (분:초)')).toHaveValue('30:00');
  await expect(card.getByRole('button', { name: /세트 완료$/ })).toHaveCount(1);
  await expect(card.getByLabel('1세트 무게 (kg)')).toHaveCount(0);
  await check('/workout from a cardio routine');
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await expect(card.getByRole('button', { name: '1세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();
  await expect(page).toHaveURL(/\/workout\/done\/[^/]+$/);
  const sessionId = Number(page.url().split('/').pop());

  // History: the edit form gives the cardio set time, km and level (no kg, no count).
  await page.goto(`/mypage/history/${sessionId}`);
  await expect(page.getByRole('region', { name: TREADMILL }).getByText('30분').first()).toBeVisible();
  await page.getByRole('button', { name: '수정', exact: true }).click();
  const form = page.getByRole('form', { name: '운동 기록 수정' });
  const time = form.getByLabel(`${TREADMILL} 1세트 시간 (분:초)`);
  await expect(time).toHaveValue('30:00');
  await expect(form.getByLabel(`${TREADMILL} 1세트 무게 (kg)`)).toHaveCount(0);
  await check('/mypage/history/:id editing a cardio set');
  await time.fill('25:30');
  await form.getByLabel(`${TREADMILL} 1세트 거리 (km)`).fill('4.25');
  await form.getByLabel(`${TREADMILL} 1세트 레벨`).fill('6');
  await form.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('운동 기록을 수정했어요', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: TREADMILL }).getByText('25분 30초 · 4.25km · 레벨 6')).toBeVisible();
  const logged = await memberQuery(page, 'training.history.get', { id: sessionId });
  const set = logged.exercises[0]!.sets[0]!;
  expect([set.seconds, set.distanceM, set.level, set.weight, set.reps]).toEqual([1530, 4250, 6, null, null]);
  await check('/mypage/history/:id after a cardio edit');

  expect(problems).toEqual({});
});
