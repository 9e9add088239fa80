// Plates and the exercise guide on the workout screen, and 내 장비 (ADR 022), on a phone: a barbell set shows the
// plates a side from the member's bar and plates, an unloadable weight names the nearest ones and one tap uses
// it, a changed inventory changes the plates, and the exercise's name opens its guide over the workout. Every
// screen checked at 390 and 360 px: no WCAG 2.1 AA violations, 44 px targets with Korean names, nothing wider.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { DEFAULT_EQUIPMENT } from '../../server/features/training/rack/defaults';
import { MOBILE } from './helpers/browser';
import { exerciseId, shot } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { keptData, keptKeys } from './helpers/offline';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const BARBELL_BENCH = '바벨 벤치 프레스';

test('plates beside a barbell set, the nearest loadable weight, the inventory from 내 장비, and the guide sheet from the name', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `plates-${name}`));
  const dialog = page.getByRole('dialog');

  const routine = await memberMutation(page, 'routines.create', { name: '가슴 날' });
  await memberMutation(page, 'routines.addItem', {
    exerciseId: await exerciseId(page, BARBELL_BENCH),
    routineIds: [routine.routineId],
    weight: 60,
    rep: 5,
    setCount: 2,
  });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  await page.goto('/workout');
  await page.getByRole('heading', { level: 1, name: '가슴 날' }).waitFor();

  // 60 kg on the 20 kg bar: a 20 a side.
  const bench = page.getByRole('region', { name: BARBELL_BENCH });
  const plates = bench.getByTestId('plate-view');
  await bench.getByRole('button', { name: '1세트 도구' }).click();
  await plates.getByText('한쪽: 20', { exact: true }).waitFor();
  await plates.getByText('봉 20kg 포함').waitFor();
  expect(await plates.locator('rect[data-kg]').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-kg')))).toEqual(['20']);
  await check('/workout with the plate view');

  // 61 kg cannot be made: the nearest below and above, and one tap uses one.
  const weight = bench.getByLabel('1세트 무게 (kg)');
  await weight.fill('61');
  await weight.press('Enter');
  await plates.getByText('이 무게는 원판으로 만들 수 없어요 · 가장 가까운 무게: 60kg / 62.5kg').waitFor();
  await check('/workout with an unloadable weight');
  await plates.getByRole('button', { name: '62.5kg로 바꾸기' }).click();
  await plates.getByText('한쪽: 20 + 1.25', { exact: true }).waitFor();
  await expect.poll(() => weight.inputValue()).toBe('62.5');
  await expect.poll(async () => (await memberQuery(page, 'training.session.active'))?.exercises[0]?.sets[0]?.weight).toBe(62.5);

  // The name opens the guide over the workout; closing it leaves the workout where it was.
  await bench.getByRole('button', { name: `${BARBELL_BENCH} 운동 방법 보기` }).click();
  await dialog.getByRole('heading', { name: '운동 방법' }).waitFor();
  await dialog.getByText('주의사항').waitFor();
  // Its movement illustration, animated, and the how-to (docs/decisions/033-movement-illustrations.md).
  const movement = dialog.getByRole('img', { name: `${BARBELL_BENCH} 동작 그림: 시작 자세에서 끝 자세까지 움직이는 모습` });
  await expect
    .poll(() => movement.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && new URL(el.currentSrc).pathname))
    .toBe('/media/movements/bench_press.svg');
  for (const part of ['준비', '동작', '호흡', '흔한 실수']) await dialog.getByRole('heading', { level: 3, name: part, exact: true }).waitFor();
  expect(await dialog.getByRole('link', { name: '자세히 보기' }).getAttribute('href')).toMatch(/^\/workoutdetail\/\d+$/);
  await check('/workout with the guide sheet');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/workout');
  await page.getByRole('heading', { level: 1, name: '가슴 날' }).waitFor();
  await plates.getByText('한쪽: 20 + 1.25', { exact: true }).waitFor();

  // 내 장비 from the member's menu: no 20 kg plates any more.
  await page.goto('/mypage');
  await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '내 장비' }).click();
  await page.getByRole('heading', { level: 1, name: '내 장비' }).waitFor();
  await page.getByLabel('봉 무게 (kg)').waitFor();
  await check('/mypage/equipment');
  await page.getByRole('button', { name: '20kg 원판 빼기' }).click();
  // One pair of 1.25s: 62.5 kg is then 15 + 5 + 1.25 a side.
  await page.getByRole('checkbox', { name: '1.25kg 원판 무제한' }).uncheck();
  await page.getByLabel('1.25kg 원판 쌍 수').fill('1');
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByText('장비를 저장했어요').waitFor();
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
  await page.getByText('봉 무게는 0~50kg 사이로 입력해 주세요').waitFor();
  expect((await memberQuery(page, 'user.equipment')).barKg).toBe(20);
  await page.getByLabel('봉 무게 (kg)').fill('20');

  await page.goto('/workout');
  await bench.getByRole('button', { name: '1세트 도구' }).click();
  await plates.getByText('한쪽: 15 + 5 + 1.25', { exact: true }).waitFor();
  await bench.getByRole('button', { name: '2세트 도구' }).click();
  await plates.getByText('한쪽: 15 + 5', { exact: true }).waitFor();
  // Kept on the device for the rack with no signal (web/offline/persisted-queries.ts).
  await expect.poll(async () => keptKeys((await keptData(page)).member)).toContain(JSON.stringify([['user', 'equipment'], { type: 'query' }]));

  // 기본값으로: the Korean gym's defaults again, and the plates follow.
  await page.goto('/mypage/equipment');
  await page.getByRole('button', { name: '기본값으로' }).click();
  await page.getByText('기본값으로 되돌렸어요').waitFor();
  expect(await memberQuery(page, 'user.equipment')).toEqual({ ...DEFAULT_EQUIPMENT, custom: { barKg: false, plates: false, warmupSteps: false } });
  await page.getByRole('button', { name: '20kg 원판 빼기' }).waitFor();
  await page.goto('/workout');
  await bench.getByRole('button', { name: '2세트 도구' }).click();
  await plates.getByText('한쪽: 20', { exact: true }).waitFor();

  expect(problems).toEqual({});
});
