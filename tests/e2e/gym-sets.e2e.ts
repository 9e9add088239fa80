// Set kinds, warm-ups, RPE and notes on the workout screen at 390 px (docs/decisions/021-set-kinds-and-warm-ups.md):
// one tap adds the warm-up ramp before the work sets (marked W), a set's tools change its kind, RPE and note,
// the exercise gets a note, and the summary of a first bench press says '첫 기록', not '새 기록'. The screen
// with a set's tools open has no WCAG 2.1 AA violations and 44 px tap targets.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { exerciseId, shot } from './helpers/gym';
import { memberMutation, memberPage, memberQuery } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const BARBELL_BENCH = '바벨 벤치 프레스';

test('warm-ups before the work sets, a drop set with RPE and a note, the first bench press is a first record (390 px)', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `sets-${name}`));
  const routine = await memberMutation(page, 'routines.create', { name: '벤치 날' });
  const bench = await exerciseId(page, BARBELL_BENCH);
  await memberMutation(page, 'routines.addItem', { exerciseId: bench, routineIds: [routine.routineId], weight: 60, rep: 5, setCount: 2 });
  await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });

  await page.goto('/workout');
  await page.getByRole('heading', { level: 1, name: '벤치 날' }).waitFor();
  const card = page.getByRole('region', { name: BARBELL_BENCH });
  const toolNames = () => card.getByRole('button', { name: /도구/ }).evaluateAll((els) => els.map((el) => el.textContent));

  // One tap: bar × 10, 40 % × 5, 60 % × 3, 80 % × 1 of 60 kg on 2.5 kg steps (20, 22.5, 35, 47.5), before the work sets.
  await card.getByRole('button', { name: `${BARBELL_BENCH} 워밍업 세트 추가` }).click();
  await card.getByRole('button', { name: '워밍업 4세트 도구' }).waitFor();
  await page.getByText('저장됨').waitFor();
  expect(await toolNames()).toEqual(['W워밍업 1세트 도구', 'W워밍업 2세트 도구', 'W워밍업 3세트 도구', 'W워밍업 4세트 도구', '11세트 도구', '22세트 도구']);
  for (const [name, kg, reps] of [
    ['워밍업 1세트', '20', '10'],
    ['워밍업 2세트', '22.5', '5'],
    ['워밍업 3세트', '35', '3'],
    ['워밍업 4세트', '47.5', '1'],
    ['1세트', '60', '5'],
    ['2세트', '60', '5'],
  ] as const) {
    expect(await card.getByLabel(`${name} 무게 (kg)`, { exact: true }).inputValue(), name).toBe(kg);
    expect(await card.getByLabel(`${name} 횟수`, { exact: true }).inputValue(), name).toBe(reps);
  }
  // Warm-ups are there now: the button says why it cannot add more.
  const again = card.getByRole('button', { name: `${BARBELL_BENCH} 워밍업 세트 추가` });
  expect(await again.isDisabled()).toBe(true);
  await card.getByText('이미 워밍업 세트가 있어요').waitFor();

  // The second work set: a drop set at RPE 8.5 with a note, from its tools.
  await card.getByRole('button', { name: '2세트 도구', exact: true }).click();
  await card.getByRole('radiogroup', { name: '2세트 종류', exact: true }).getByText('드롭', { exact: true }).click();
  await card.getByRole('button', { name: '2세트 도구 (드롭 세트)', exact: true }).waitFor();
  const rpe = card.getByLabel('2세트 RPE', { exact: true });
  expect(await rpe.locator('option').allTextContents()).toEqual([
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
  await page.getByText('저장됨').waitFor();
  await check('/workout with a set’s tools (kind, RPE, note)');

  // The exercise's own note.
  await card.getByRole('button', { name: `${BARBELL_BENCH} 메모`, exact: true }).click();
  const exerciseNote = card.getByLabel(`${BARBELL_BENCH} 메모`, { exact: true });
  await exerciseNote.fill('그립 한 칸 넓게');
  await exerciseNote.blur();
  await card.getByText('그립 한 칸 넓게').waitFor();
  await check('/workout with an exercise note');

  // Stored as shown.
  await page.getByText('저장됨').waitFor();
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
    await expect.poll(() => card.getByRole('button', { name: `${name} 완료`, exact: true }).getAttribute('aria-pressed')).toBe('true');
  }
  // With its tools closed, the drop set shows its RPE and note under it.
  await card.getByText('RPE 8.5 · 1~2회 남음 · 마지막 두 개는 보조 받음').waitFor();
  await page.getByText('저장됨').waitFor();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await page.getByRole('dialog', { name: '운동 완료' }).getByRole('button', { name: '운동 끝내기' }).click();
  await page.waitForURL('**/workout/done/*');
  await page.getByRole('heading', { level: 1, name: '벤치 날 수고했어요!' }).waitFor();

  // The first bench press ever: a first record, no trophy; the warm-ups count for no volume or sets.
  await page.getByRole('list', { name: '첫 기록' }).getByText(BARBELL_BENCH).waitFor();
  expect(await page.getByRole('list', { name: '새 기록' }).count()).toBe(0);
  await page.getByText('이번 운동에서 새 기록은 없어요', { exact: false }).waitFor();
  await page.getByText('600kg').waitFor();
  await page.getByText('2세트', { exact: true }).waitFor();
  await check('/workout/done with a first record');

  // A reload reads the same summary from the server.
  await page.reload();
  await page.getByRole('list', { name: '첫 기록' }).getByText(BARBELL_BENCH).waitFor();

  // History shows the warm-ups apart (W), the drop set as D.
  await page.getByRole('link', { name: '기록 자세히 보기' }).click();
  const logged = page.getByRole('region', { name: BARBELL_BENCH });
  await logged.getByRole('table').waitFor();
  expect(await logged.locator('tbody tr td:first-child span[aria-hidden]').allTextContents()).toEqual(['W', 'W', 'W', 'W', '1', 'D']);
  await logged.getByText('마지막 두 개는 보조 받음').waitFor();
  await check('/mypage/history/:id with warm-ups');

  expect(problems).toEqual({});
});
