// Cardio at 390 px (docs/decisions/025-cardio-and-stretching.md): 런닝머신 added to an empty workout from the
// search, one set logged as 30:00 / 5.2 km / level 8 on the cardio row (time, distance, level; no kg), the
// workout finished, and the time and distance in the summary, the history and the progress table. The cardio
// row and the screens after it: no WCAG 2.1 AA violations, 44 px tap targets with Korean names.
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { shot } from './helpers/gym';
import { memberPage, memberQuery } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const TREADMILL = '런닝머신';

test('런닝머신 on an empty workout: 30:00 / 5.2 km / level 8, then the summary, history and progress show 30분 · 5.2km', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `cardio-${name}`));

  await page.goto('/mypage/history');
  await page.getByRole('button', { name: '빈 운동 시작' }).click();
  await page.waitForURL('**/workout');
  await page.getByText('아직 운동이 없어요', { exact: false }).waitFor();
  await page.getByRole('button', { name: '운동 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '운동 추가' });
  // What members type: '트레드밀' finds the 런닝머신.
  await dialog.getByLabel('운동 검색').fill('트레드밀');
  await dialog.getByRole('button', { name: `${TREADMILL} 추가`, exact: true }).click();
  const card = page.getByRole('region', { name: TREADMILL });
  await card.waitFor();

  // The cardio row: time, distance and level instead of kg and reps.
  await card.getByLabel('1세트 시간 (분:초)').waitFor();
  expect(await card.getByLabel('1세트 무게 (kg)').count()).toBe(0);
  await check('/workout with a cardio exercise');
  // Checking it off without a time says what is missing and changes nothing.
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await page.getByText('유산소 운동은 운동한 시간을 입력해야 완료할 수 있어요').first().waitFor();
  expect(await card.getByRole('button', { name: '1세트 완료' }).getAttribute('aria-pressed')).toBe('false');

  await card.getByLabel('1세트 시간 (분:초)').fill('30:00');
  await card.getByLabel('1세트 시간 (분:초)').press('Enter');
  await card.getByLabel('1세트 거리 (km)').fill('5.2');
  await card.getByLabel('1세트 거리 (km)').press('Enter');
  await card.getByLabel('1세트 레벨').fill('8');
  await card.getByLabel('1세트 레벨').press('Enter');
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await expect.poll(() => card.getByRole('button', { name: '1세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => card.getByLabel('1세트 시간 (분:초)').inputValue()).toBe('30:00');
  await expect.poll(() => card.getByLabel('1세트 거리 (km)').inputValue()).toBe('5.2');
  await check('/workout with a cardio set done');
  // The server has it as seconds and metres.
  await expect
    .poll(async () => {
      const set = (await memberQuery(page, 'training.session.active'))?.exercises[0]?.sets[0];
      return set && [set.seconds, set.distanceM, set.level, set.weight, set.reps, set.done];
    })
    .toEqual([1800, 5200, 8, null, null, true]);

  // The two sets left unchecked are removed, then the workout is finished.
  for (const n of [3, 2]) {
    await card.getByRole('button', { name: `${n}세트 도구` }).click();
    await card.getByRole('button', { name: `${n}세트 삭제` }).click();
  }
  await expect.poll(() => card.getByRole('button', { name: /세트 완료$/ }).count()).toBe(1);
  await page.getByRole('button', { name: '완료', exact: true }).click();
  const finish = page.getByRole('dialog', { name: '운동 완료' });
  await finish.getByRole('button', { name: '운동 끝내기' }).click();
  await page.waitForURL('**/workout/done/*');
  const sessionId = Number(page.url().split('/').pop());
  await page.getByText('30분 · 5.2km').first().waitFor();
  await page.getByText('이번 운동에서 새 기록은 없어요', { exact: false }).waitFor();
  await check('/workout/done with cardio');

  // History: the set as time · distance · level.
  await page.goto(`/mypage/history/${sessionId}`);
  const logged = page.getByRole('region', { name: TREADMILL });
  await logged.getByText('30분 · 5.2km · 레벨 8').waitFor();
  await check('/mypage/history/:id with cardio');

  // Progress: minutes and km, read from the table.
  await page.goto('/mypage/progress');
  const chart = page.getByRole('region', { name: `${TREADMILL} 기록` });
  await chart.getByText('30분 · 5.2km', { exact: false }).first().waitFor();
  await check('/mypage/progress with cardio');
  await chart.getByRole('button', { name: '표로 보기' }).click();
  const table = chart.getByRole('table');
  await table.getByRole('cell', { name: '30분', exact: true }).waitFor();
  await table.getByRole('cell', { name: '5.2km', exact: true }).waitFor();
  await check('/mypage/progress cardio table');

  expect(problems).toEqual({});
});
