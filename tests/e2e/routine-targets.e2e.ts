// Per-set targets at 390 px (docs/decisions/024-per-set-targets.md): a routine item switched to '세트별로'
// and edited as rows (피라미드 12·10·8, a row added and removed), its summary line, the workout started from
// the routine with those planned sets, 2 of 3 sets done and '이번 기록을 루틴에 저장' keeping 3 sets. The
// editor with its rows open and the summary's choice: no WCAG 2.1 AA violations, 44 px targets, nothing wider
// than the phone.
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { BENCH, exerciseId, shot } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
/** A routine's work-set target as `routines.items` answers it. */
const work = (weight: number, reps: number) => ({ kind: 'work', weight, reps, seconds: null });

test('a routine edited as per-set rows is trained set by set and saved back with its planned sets', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `targets-${name}`));
  const { routineId } = await memberMutation(page, 'routines.create', { name: '피라미드' });
  await memberMutation(page, 'routines.addItem', { exerciseId: await exerciseId(page, BENCH), routineIds: [routineId], weight: 20, rep: 10, setCount: 3 });

  await page.goto('/mypage');
  await page.getByText('20kg · 10회 · 3세트').waitFor();
  await page.getByRole('button', { name: `${BENCH} 수정 메뉴` }).click();
  await page.getByRole('menuitem', { name: '수량 수정' }).click();
  const form = page.getByRole('form', { name: `${BENCH} 수량 수정` });
  const perSet = form.getByRole('button', { name: '세트별로' });
  expect(await perSet.getAttribute('aria-pressed')).toBe('false');
  await perSet.click();
  expect(await perSet.getAttribute('aria-pressed')).toBe('true');
  // The uniform sets, one per row.
  const rows = form.getByRole('list', { name: '세트별 목표' }).getByRole('listitem');
  await expect.poll(() => rows.count()).toBe(3);
  expect(await form.getByLabel('3세트 무게').inputValue()).toBe('20');
  expect(await form.getByLabel('3세트 무게').getAttribute('inputmode')).toBe('decimal');
  expect(await form.getByLabel('3세트 횟수').getAttribute('inputmode')).toBe('numeric');
  // A row added (a copy of the last) and removed again.
  await form.getByRole('button', { name: '세트 추가' }).click();
  await expect.poll(() => rows.count()).toBe(4);
  await form.getByRole('button', { name: '4세트 삭제' }).click();
  await expect.poll(() => rows.count()).toBe(3);
  // 피라미드: 12 / 10 / 8 going up from 20 kg.
  await form.getByRole('button', { name: '피라미드 12·10·8' }).click();
  const values = async () => {
    const out: string[] = [];
    for (const n of [1, 2, 3]) out.push(`${await form.getByLabel(`${n}세트 무게`).inputValue()}×${await form.getByLabel(`${n}세트 횟수`).inputValue()}`);
    return out;
  };
  expect(await values()).toEqual(['20×12', '22.5×10', '25×8']);
  // A row's mistake is named under it and blocks saving.
  await form.getByLabel('2세트 횟수').fill('0');
  await form.getByText('2세트: 1~99회로 입력해 주세요').waitFor();
  const save = form.getByRole('button', { name: '수량 저장' });
  expect(await save.isDisabled()).toBe(true);
  await form.getByLabel('2세트 횟수').fill('10');
  expect(await save.isDisabled()).toBe(false);
  await check('routine editor, per-set rows');

  await save.click();
  await page.getByText('3세트 · 20kg × 12 → 25kg × 8').waitFor();
  const [item] = await memberQuery(page, 'routines.items', { routineId });
  expect(item).toMatchObject({
    weight: 20,
    rep: 12,
    setCount: 3,
    setTargets: [work(20, 12), work(22.5, 10), work(25, 8)],
  });

  // The workout plans those sets.
  await page.getByRole('button', { name: '피라미드 운동 시작' }).click();
  await page.waitForURL('**/workout');
  await page.getByRole('heading', { level: 1, name: '피라미드' }).waitFor();
  const card = page.getByRole('region', { name: BENCH });
  const planned: string[] = [];
  for (const n of [1, 2, 3]) planned.push(`${await card.getByLabel(`${n}세트 무게 (kg)`).inputValue()}×${await card.getByLabel(`${n}세트 횟수`).inputValue()}`);
  expect(planned).toEqual(['20×12', '22.5×10', '25×8']);
  await expect
    .poll(async () => (await memberQuery(page, 'training.session.active'))?.exercises[0]?.sets.map((s) => [s.kind, s.plannedWeight, s.plannedReps]))
    .toEqual([
      ['work', 20, 12],
      ['work', 22.5, 10],
      ['work', 25, 8],
    ]);

  // 2 of 3 done, then finish.
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await card.getByRole('button', { name: '2세트 완료' }).click();
  await expect.poll(() => card.getByRole('button', { name: '2세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('저장됨').waitFor();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();
  await page.waitForURL('**/workout/done/*');
  await page.getByRole('heading', { level: 1, name: '피라미드 수고했어요!' }).waitFor();

  // The save says what it keeps, and offers the other choice.
  await page.getByText('무게·횟수를 이번 기록으로 바꾸고, 세트 수는 계획대로 3세트를 유지해요.').waitFor();
  await page.getByText(`${BENCH}: 계획 3세트 중 2세트 했어요`).waitFor();
  await page.getByRole('button', { name: '한 세트 수로 저장' }).waitFor();
  await check('summary, save to routine');
  await page.getByRole('button', { name: '이번 기록을 루틴에 저장' }).click();
  await page.getByRole('button', { name: '루틴에 저장했어요' }).waitFor();
  const [saved] = await memberQuery(page, 'routines.items', { routineId });
  expect(saved).toMatchObject({
    weight: 20,
    rep: 12,
    setCount: 3,
    setTargets: [work(20, 12), work(22.5, 10), work(22.5, 10)],
  });
  await page.goto('/mypage');
  await page.getByText('3세트 · 20kg × 12 → 22.5kg × 10').waitFor();

  expect(problems).toEqual({});
});
