// Gym mode at 390 px, as a member does it: a routine's workout with the previous performance
// beside each set, three sets checked with the rest timer (on a fixed clock), a reload in the middle, an
// exercise added from the catalogue, the summary with a new record, the history calendar and list, the
// progress chart's numbers (its table), then the CSV export imported into another account: the same
// history, and importing it again adds nothing.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { HistoryPage, LoggedSession } from '../../server/features/training/history/history.contract';
import type { ActiveSession } from '../../server/features/training/session/session.contract';
import { loginViaUi, MOBILE, openPage } from './helpers/browser';
import { memberApi as api, bodyPartIdsOf, memberPage, newMember, signUpViaApi } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const SHOTS = process.env.GYM_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

type Search = { items: { id: number; koreanName: string }[] };
const exerciseId = async (page: Page, name: string) => {
  const found = await api<Search>(page, 'catalogue.search', { query: { keyword: name } });
  const hit = found.items.find((w) => w.koreanName === name);
  if (!hit) throw new Error(`no exercise named ${name}`);
  return hit.id;
};

const BENCH = '덤벨 벤치 프레스';
const CURL = '덤벨 컬';
const PLANK = '플랭크';

test('a routine workout from start to summary, history, progress, export and import (390 px)', async () => {
  const page = await memberPage(env, MOBILE);

  // A routine of two exercises, and a finished workout of it: the previous performance (20 kg × 10, 8 kg × 10).
  const routine = await api<{ routineId: number }>(page, 'routines.create', { name: '가슴 날' });
  const bench = await exerciseId(page, BENCH);
  const curl = await exerciseId(page, CURL);
  await api(page, 'routines.addItem', { exerciseId: bench, routineIds: [routine.routineId], weight: 20, rep: 10, setCount: 3 });
  await api(page, 'routines.addItem', { exerciseId: curl, routineIds: [routine.routineId], weight: 8, rep: 10, setCount: 3 });
  const before = await api<ActiveSession>(page, 'training.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  for (const e of before.exercises) {
    for (const s of e.sets) {
      await api(page, 'training.updateSet', {
        sessionClientId: before.sessionClientId,
        exerciseClientId: e.exerciseClientId,
        setClientId: s.setClientId,
        weight: e.exerciseId === bench ? 20 : 8,
        reps: 10,
        done: true,
      });
    }
  }
  const done = await api<{ sessionId: number }>(page, 'training.finish', { sessionClientId: before.sessionClientId });
  // Its own name: a CSV tells workouts apart by start time (to the second) and name, and this test is quick.
  await api(page, 'training.history.edit', { id: done.sessionId, name: '지난 가슴 날' });

  // Start from the routine tab.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '가슴 날 운동 시작' }).click();
  await page.waitForURL('**/workout');
  await page.getByRole('heading', { level: 1, name: '가슴 날' }).waitFor();
  const benchCard = page.getByRole('region', { name: BENCH });
  await benchCard.getByText('지난번 20kg × 10').first().waitFor();
  expect(await benchCard.getByText('지난번 20kg × 10').count()).toBe(3);
  await page.getByRole('region', { name: CURL }).getByText('지난번 8kg × 10').first().waitFor();
  await shot(page, '01-workout');

  // Set 1 at 22.5 kg, typed on the number pad.
  const weight1 = benchCard.getByLabel('1세트 무게 (kg)');
  expect(await weight1.getAttribute('inputmode')).toBe('decimal');
  expect(await weight1.inputValue()).toBe('20');
  await weight1.fill('22.5');
  await weight1.press('Enter');

  // The rest timer counts from the set's timestamp: the page's clock is fixed, then moved on by 30 s.
  const t0 = Date.now();
  await page.clock.setFixedTime(t0);
  const timer = page.getByRole('timer');
  await benchCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:30');
  // Saved: the server's answer (with its clock) is in before the page's clock moves.
  await page.getByText('저장됨').waitFor();
  await shot(page, '02-rest');
  await page.clock.setFixedTime(t0 + 30_000);
  await expect.poll(() => timer.textContent()).toBe('1:00');
  await page.getByRole('button', { name: '+15초 휴식 늘리기' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:15');

  // Set 2: one weight step up with the set's tools, then checked: a new rest.
  await benchCard.getByRole('button', { name: '2세트 도구' }).click();
  const plus = benchCard.getByRole('button', { name: /^2세트 무게 .+ 더하기$/ });
  const step = Number(/무게 ([\d.]+)kg 더하기/.exec((await plus.getAttribute('aria-label'))!)![1]);
  await plus.click();
  await expect.poll(() => benchCard.getByLabel('2세트 무게 (kg)').inputValue()).toBe(String(20 + step));
  await benchCard.getByRole('button', { name: '2세트 완료' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:30');
  await benchCard.getByRole('button', { name: '3세트 완료' }).click();
  await expect.poll(() => benchCard.getByRole('button', { name: '3세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: '건너뛰기', exact: true }).click();
  await timer.waitFor({ state: 'detached' });
  await page.getByText('저장됨').waitFor();

  // A reload in the middle: the same workout, every check and value as it was.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: '가슴 날' }).waitFor();
  for (const n of [1, 2, 3]) expect(await benchCard.getByRole('button', { name: `${n}세트 완료` }).getAttribute('aria-pressed')).toBe('true');
  expect(await benchCard.getByLabel('1세트 무게 (kg)').inputValue()).toBe('22.5');
  expect(await benchCard.getByLabel('2세트 무게 (kg)').inputValue()).toBe(String(20 + step));
  expect(await timer.count()).toBe(0);

  // An exercise from the catalogue search: a plank, held for seconds with body weight.
  await page.getByRole('button', { name: '운동 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '운동 추가' });
  await dialog.getByLabel('운동 검색').fill(PLANK);
  await dialog.getByRole('button', { name: `${PLANK} 추가`, exact: true }).click();
  const plankCard = page.getByRole('region', { name: PLANK });
  await plankCard.waitFor();
  await plankCard.getByLabel('1세트 시간 (초)').fill('45');
  await plankCard.getByLabel('1세트 시간 (초)').press('Enter');
  await plankCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:30');
  await shot(page, '03-added');

  // Finish: the summary names the new record.
  await page.getByRole('button', { name: '완료', exact: true }).click();
  const finish = page.getByRole('dialog', { name: '운동 완료' });
  await finish.getByText('4세트를 완료했어요.', { exact: false }).waitFor();
  await shot(page, '04-finish');
  await finish.getByRole('button', { name: '운동 끝내기' }).click();
  await page.waitForURL('**/workout/done/*');
  await page.getByRole('heading', { level: 1, name: '가슴 날 수고했어요!' }).waitFor();
  const records = page.getByRole('list', { name: '새 기록' });
  await records.getByText(BENCH).first().waitFor();
  await records.getByText('22.5kg').first().waitFor();
  await shot(page, '05-summary');

  // History: today has a dot (two workouts), and the list has both.
  await page.goto('/mypage/history');
  await page.getByRole('heading', { level: 1, name: '운동 기록' }).waitFor();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric' }).formatToParts(new Date());
  const [month, day] = ['month', 'day'].map((t) => today.find((p) => p.type === t)!.value);
  await page.getByRole('button', { name: `${month}월 ${day}일 운동 2회` }).waitFor();
  const list = page.getByRole('list', { name: '운동 기록 목록' });
  await expect.poll(() => list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['가슴 날', '지난 가슴 날']);
  await shot(page, '06-history');

  // Progress: the bench press chart's numbers, read from its table.
  await page.goto(`/mypage/progress?exercise=${bench}`);
  const chart = page.getByRole('region', { name: `${BENCH} 기록` });
  await chart.getByRole('button', { name: '표로 보기' }).click();
  const table = chart.getByRole('table');
  await table.getByRole('cell', { name: '22.5kg × 10' }).waitFor();
  await shot(page, '07-progress');

  // Export as CSV (Strong's columns).
  await page.goto('/mypage/data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const file = await downloading;
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Exercise Name');
  expect(csv).toContain(BENCH);
  if (SHOTS) (await import('node:fs')).writeFileSync(`${SHOTS}/export.csv`, csv);

  // Into another account: the same history; the same file again adds nothing.
  const other = newMember();
  await signUpViaApi(env.server.baseUrl, other);
  const page2 = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await loginViaUi(page2, other.loginEmail, other.password);
  const importFile = async () => {
    await page2.goto('/mypage/data');
    await page2.getByRole('heading', { level: 2, name: '가져오기' }).waitFor();
    await page2.locator('input[type="file"]').setInputFiles({ name: 'fitforme.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page2.getByRole('list', { name: '파일의 운동 이름' }).waitFor();
    await shot(page2, '08-import-mapping');
    await page2.getByRole('button', { name: '가져오기', exact: true }).click();
    const result = page2.getByRole('status').filter({ hasText: '가져오기 결과' });
    await result.waitFor();
    return (await result.textContent()) ?? '';
  };
  expect(await importFile()).toContain('운동 2개를 추가했어요. 이미 있던 운동 0개는 건너뛰었어요.');
  await shot(page2, '09-imported');

  const historyOf = async (p: Page) => {
    const { items } = await api<HistoryPage>(p, 'training.history.list', { query: { page: 1 } });
    return Promise.all(
      items.map(async (item) => {
        const w = await api<LoggedSession>(p, 'training.history.get', { query: { id: item.sessionId } });
        return {
          name: w.name,
          date: w.date,
          totalVolume: w.totalVolume,
          exercises: w.exercises
            .map((e) => ({ name: e.exerciseName, sets: e.sets.filter((x) => x.done).map((x) => [x.weight, x.reps, x.seconds]) }))
            .filter((e) => e.sets.length > 0),
        };
      }),
    );
  };
  expect(await historyOf(page2)).toEqual(await historyOf(page));
  expect(await importFile()).toContain('운동 0개를 추가했어요. 이미 있던 운동 2개는 건너뛰었어요.');
  expect((await api<HistoryPage>(page2, 'training.history.list', { query: { page: 1 } })).total).toBe(2);
});

test('every gym screen at 390 px and 360 px: no WCAG 2.1 AA violations, tap targets of 44 px with Korean names, nothing wider than the phone', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `a11y-${name}`));
  const dialog = page.getByRole('dialog');
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  };

  const routine = await api<{ routineId: number }>(page, 'routines.create', { name: '하체' });
  await api(page, 'routines.addItem', { exerciseId: await exerciseId(page, '덤벨 컬'), routineIds: [routine.routineId], weight: 8, rep: 10, setCount: 2 });
  await api(page, 'routines.addItem', { exerciseId: await exerciseId(page, PLANK), routineIds: [routine.routineId], weight: 0, rep: 30, setCount: 2 });

  // Nothing going on yet.
  await page.goto('/workout');
  await page.getByText('진행 중인 운동이 없어요').waitFor();
  await check('/workout, no workout');

  await page.goto('/mypage');
  await page.getByRole('button', { name: '하체 운동 시작' }).waitFor();
  await check('/mypage with 운동 시작');
  await page.getByRole('button', { name: '하체 운동 시작' }).click();
  await page.getByRole('heading', { level: 1, name: '하체' }).waitFor();
  await check('/workout');

  const curl = page.getByRole('region', { name: '덤벨 컬' });
  await curl.getByRole('button', { name: '1세트 도구' }).click();
  await curl.getByRole('button', { name: '1세트 삭제' }).waitFor();
  await check("/workout with a set's tools");
  await curl.getByRole('button', { name: '1세트 완료' }).click();
  await page.getByRole('timer').waitFor();
  await check('/workout resting');
  await curl.getByRole('button', { name: '덤벨 컬 옵션' }).click();
  await dialog.getByRole('button', { name: '건너뛰기' }).waitFor();
  await check('/workout exercise options');
  await dialog.getByRole('button', { name: '휴식 시간 바꾸기' }).click();
  await dialog.getByRole('button', { name: '저장' }).waitFor();
  await check('rest time dialog');
  await dialog.getByRole('button', { name: '+15초' }).click();
  await dialog.getByRole('button', { name: '저장' }).click();
  await curl.getByRole('button', { name: '덤벨 컬 휴식 시간 1:45' }).waitFor();
  await page.getByRole('button', { name: '운동 추가' }).click();
  await dialog
    .getByRole('button', { name: / 추가$/ })
    .first()
    .waitFor();
  await check('add exercise dialog');
  await closeDialog();
  await page.getByRole('button', { name: '운동 취소' }).click();
  await dialog.getByText('운동을 취소할까요?', { exact: false }).waitFor();
  await check('discard dialog');
  await dialog.getByRole('button', { name: '취소', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  // Leaving the screen keeps the workout going; /mypage leads back to it.
  await page.getByRole('link', { name: '운동 화면 닫기 (운동은 계속돼요)' }).click();
  await page.getByRole('status').filter({ hasText: '진행 중인 운동' }).waitFor();
  await check('/mypage with a workout going on');
  await page.getByRole('link', { name: '이어서 하기' }).click();
  await page.getByRole('heading', { level: 1, name: '하체' }).waitFor();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await dialog.getByRole('button', { name: '운동 끝내기' }).waitFor();
  await check('finish dialog');
  await dialog.getByRole('button', { name: '운동 끝내기' }).click();
  await page.getByRole('heading', { level: 1, name: '하체 수고했어요!' }).waitFor();
  await check('summary');
  await page.getByRole('button', { name: '이번 기록을 루틴에 저장' }).click();
  await page.getByRole('button', { name: '루틴에 저장했어요' }).waitFor();

  await page.getByRole('link', { name: '기록 자세히 보기' }).click();
  await page.getByRole('heading', { level: 1, name: '하체' }).waitFor();
  await check('history detail');
  await page.getByRole('button', { name: '수정' }).click();
  const form = page.getByRole('form', { name: '운동 기록 수정' });
  await form.getByLabel('운동 이름').fill('하체 데이');
  await check('history detail, editing');
  await form.getByRole('button', { name: '저장' }).click();
  await page.getByRole('heading', { level: 1, name: '하체 데이' }).waitFor();

  await page.goto('/mypage/history');
  await page.getByRole('list', { name: '운동 기록 목록' }).waitFor();
  await check('history');
  await page.goto('/mypage/progress');
  await page.getByRole('heading', { name: '개인 기록' }).waitFor();
  await check('progress');
  await page.getByRole('button', { name: '표로 보기' }).first().click();
  await page.getByRole('table').first().waitFor();
  await check('progress as tables');
  await page.goto('/mypage/body');
  await page.getByRole('heading', { name: '새 기록 추가' }).waitFor();
  await check('body data');
  await page.goto('/mypage/data');
  await page.getByRole('heading', { level: 2, name: '가져오기' }).waitFor();
  await check('data in and out');
  // A file with a name the catalogue does not know: the member picks or skips it.
  const hevy = [
    'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe',
    '"Leg Day","20 Nov 2026, 18:00","20 Nov 2026, 19:00","",Squat (Barbell),,,0,normal,100,5,,,',
    '"Leg Day","20 Nov 2026, 18:00","20 Nov 2026, 19:00","",Zorblax Flip,,,0,normal,10,5,,,',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'hevy.csv', mimeType: 'text/csv', buffer: Buffer.from(hevy) });
  await page.getByRole('list', { name: '파일의 운동 이름' }).waitFor();
  await check('import mapping');
  expect(problems).toEqual({});
});

test('a recommendation and an empty workout open the workout screen; a second start leads to the one going on; discarding asks first', async () => {
  const page = await memberPage(env, MOBILE);
  const rec = await api<{ recommendationId: number }>(page, 'recommendation.create', { bodyPartIds: await bodyPartIdsOf(page, '가슴') });
  await page.goto(`/recommend/result?id=${rec.recommendationId}`);
  await page.getByRole('button', { name: '운동 시작' }).click();
  await page.waitForURL('**/workout');
  // The recommendation's exercises with its rest and planned sets.
  const active = await api<ActiveSession>(page, 'training.active');
  expect(active.source).toBe('recommendation');
  expect(active.exercises.length).toBeGreaterThan(0);
  const cards = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect.poll(() => cards.count()).toBe(active.exercises.length);

  // Starting another while this one goes on: the member is taken back to it, told why.
  await page.goto('/mypage/history');
  await page.getByRole('status').filter({ hasText: '진행 중인 운동' }).waitFor();
  await page.getByRole('button', { name: '빈 운동 시작' }).click();
  await page.getByText('이미 진행 중인 운동이 있어요', { exact: false }).first().waitFor();
  await page.waitForURL('**/workout');

  // Discard: asked first; cancelling keeps it, confirming throws it away.
  await page.getByRole('button', { name: '운동 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '운동 취소' });
  await dialog.getByRole('button', { name: '취소', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await api<ActiveSession | null>(page, 'training.active')).not.toBeNull();
  await page.getByRole('button', { name: '운동 취소' }).click();
  await dialog.getByRole('button', { name: '운동 취소' }).click();
  await page.getByText('운동을 취소했어요').first().waitFor();
  expect(await api<ActiveSession | null>(page, 'training.active')).toBeNull();

  // Empty: from the history tab, then an exercise from the search.
  await page.goto('/mypage/history');
  await page.getByRole('button', { name: '빈 운동 시작' }).click();
  await page.waitForURL('**/workout');
  await page.getByText('아직 운동이 없어요', { exact: false }).waitFor();
  await page.getByRole('button', { name: '운동 추가' }).click();
  await page.getByRole('dialog', { name: '운동 추가' }).getByLabel('운동 검색').fill('스쿼트');
  await page
    .getByRole('dialog', { name: '운동 추가' })
    .getByRole('button', { name: / 추가$/ })
    .first()
    .click();
  await page.getByRole('region').getByRole('button', { name: '1세트 완료' }).waitFor();
  expect((await api<ActiveSession>(page, 'training.active')).source).toBe('empty');
});

test('with no connection a check waits, survives a reload, and is saved once the connection is back', async () => {
  const page = await memberPage(env, MOBILE);
  const started = await api<ActiveSession>(page, 'training.start', { clientId: randomUUID(), from: { kind: 'empty' } });
  await api(page, 'training.addExercise', {
    sessionClientId: started.sessionClientId,
    exerciseClientId: randomUUID(),
    exerciseId: await exerciseId(page, CURL),
  });
  await page.goto('/workout');
  const card = page.getByRole('region', { name: CURL });
  await card.getByLabel('1세트 무게 (kg)').fill('12');
  await card.getByLabel('1세트 횟수').fill('10');
  await card.getByLabel('1세트 횟수').press('Enter');
  await expect.poll(async () => (await api<ActiveSession>(page, 'training.active')).exercises[0]!.sets[0]!.reps).toBe(10);

  // The gym's signal drops: every change is refused by the network.
  const changes = /\/trpc\/[^?]*training\.updateSet/;
  await page.route(changes, (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await card.getByRole('button', { name: '1세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  expect((await api<ActiveSession>(page, 'training.active')).exercises[0]!.sets[0]!.done).toBe(false);

  // Back online: sent once, as it was.
  await page.unroute(changes);
  await page.getByText('저장됨').waitFor();
  const saved = (await api<ActiveSession>(page, 'training.active')).exercises[0]!.sets[0]!;
  expect(saved).toMatchObject({ done: true, weight: 12, reps: 10 });
});
