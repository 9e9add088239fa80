// Gym mode at 390 px, as a member does it: a routine's session with the previous performance beside each set,
// three sets checked with the rest timer (on a fixed clock), a reload in the middle, an exercise added from the
// catalogue, the summary with a new record, the history calendar and list, the progress chart's numbers (its
// table), then the CSV export imported into another account: the same history, and importing it again adds
// nothing. A check made without a connection, saved once it is back. The other ways into a session (from a
// recommendation, empty, a second start while one goes on, discarding), and every gym screen at 390 and 360 px
// (no WCAG 2.1 AA violations, 44 px tap targets with Korean names, nothing wider than the phone).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { addToRoutine, BENCH, CURL, exerciseId, PLANK, shot, shotsFolder } from '../helpers/gym';
import { bodyPartIdsOf, memberMutation, memberQuery } from '../helpers/members';
import { phoneChecker } from '../helpers/phone-check';
import { test } from '../helpers/pictures-warmed';
import { pinClock } from '../helpers/pinned-clock';

test.use({ viewport: MOBILE });

test('a routine workout from start to summary, history, progress, export and import (390 px)', async ({ memberPage: page, newMemberPage }) => {
  // A routine of two exercises, and a finished workout of it: the previous performance (20 kg × 10, 8 kg × 10).
  const routine = await memberMutation(page, 'routines.create', { name: '가슴 날' });
  const bench = await exerciseId(page, BENCH);
  const curl = await exerciseId(page, CURL);
  await memberMutation(page, 'routines.addItem', { exerciseId: bench, routineIds: [routine.routineId], weight: 20, rep: 10, setCount: 3 });
  await memberMutation(page, 'routines.addItem', { exerciseId: curl, routineIds: [routine.routineId], weight: 8, rep: 10, setCount: 3 });
  const before = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  for (const e of before.exercises) {
    for (const s of e.sets) {
      await memberMutation(page, 'training.session.updateSet', {
        sessionClientId: before.sessionClientId,
        exerciseClientId: e.exerciseClientId,
        setClientId: s.setClientId,
        weight: e.exerciseId === bench ? 20 : 8,
        reps: 10,
        done: true,
      });
    }
  }
  const done = await memberMutation(page, 'training.session.finish', { sessionClientId: before.sessionClientId });
  // Its own name: a CSV tells workouts apart by start time (to the second) and name, and this test is quick.
  await memberMutation(page, 'training.history.edit', { id: done.sessionId, name: '지난 가슴 날' });

  // Start from the routine tab.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '가슴 날 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();
  const benchCard = page.getByRole('region', { name: BENCH });
  await expect(benchCard.getByText('지난번 20kg × 10')).toHaveCount(3);
  await expect(page.getByRole('region', { name: CURL }).getByText('지난번 8kg × 10').first()).toBeVisible();
  await shot(page, '01-workout');

  // The rest timer counts in the server's clock: page time + the offset each answer's serverNow gives. A fixed
  // page clock alone drifted from the server's running one by the real time each answer took, so both are
  // pinned (helpers/pinned-clock.ts): after the start is saved (the server keeps a check's time only from the
  // session's start up to its own now), and before the weight's save, an answer at t0: the offset is exactly 0.
  await expect(page.getByText('저장됨')).toBeVisible();
  const t0 = Date.now();
  const clock = await pinClock(page, t0);

  // Set 1 at 22.5 kg, typed on the number pad.
  const weight1 = benchCard.getByLabel('1세트 무게 (kg)');
  await expect(weight1).toHaveAttribute('inputmode', 'decimal');
  await expect(weight1).toHaveValue('20');
  await weight1.fill('22.5');
  await weight1.press('Enter');
  await expect.poll(() => clock.stamped()).toContain('training.session.updateSet');
  await expect(page.getByText('저장됨')).toBeVisible();

  // The rest timer counts from the set's timestamp (t0).
  const timer = page.getByRole('timer');
  await benchCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect(timer).toHaveText('1:30');
  await expect(page.getByText('저장됨')).toBeVisible();
  await shot(page, '02-rest');

  // Set 2 one weight step up with the set's tools (saved at t0: nothing is saved while the clocks are ahead).
  await benchCard.getByRole('button', { name: '2세트 도구' }).click();
  const plus = benchCard.getByRole('button', { name: /^2세트 무게 .+ 더하기$/ });
  const step = Number(/무게 ([\d.]+)kg 더하기/.exec((await plus.getAttribute('aria-label'))!)![1]);
  await plus.click();
  await expect(benchCard.getByLabel('2세트 무게 (kg)')).toHaveValue(String(20 + step));
  await expect(page.getByText('저장됨')).toBeVisible();

  // 30 s later, and 15 s more rest.
  await clock.set(t0 + 30_000);
  await expect(timer).toHaveText('1:00');
  await page.getByRole('button', { name: '+15초 휴식 늘리기' }).click();
  await expect(timer).toHaveText('1:15');

  // Set 2 checked: a new rest. The clocks are back at the real time for every later check (the server would
  // take a check made ahead of its clock as made at its now); never before an answer's time (the app keeps
  // the later of two answers by serverNow), since nothing was saved while they were ahead.
  await clock.set(Date.now());
  await benchCard.getByRole('button', { name: '2세트 완료' }).click();
  await expect(timer).toHaveText('1:30');
  await expect(page.getByText('저장됨')).toBeVisible();
  await clock.set(Date.now());
  await benchCard.getByRole('button', { name: '3세트 완료' }).click();
  await expect(benchCard.getByRole('button', { name: '3세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '건너뛰기', exact: true }).click();
  await expect(timer).not.toBeAttached();
  await expect(page.getByText('저장됨')).toBeVisible();

  // A reload in the middle: the same workout, every check and value as it was.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날' })).toBeVisible();
  for (const n of [1, 2, 3]) await expect(benchCard.getByRole('button', { name: `${n}세트 완료` })).toHaveAttribute('aria-pressed', 'true');
  await expect(benchCard.getByLabel('1세트 무게 (kg)')).toHaveValue('22.5');
  await expect(benchCard.getByLabel('2세트 무게 (kg)')).toHaveValue(String(20 + step));
  await expect(timer).toHaveCount(0);

  // An exercise from the catalogue search: a plank, held for seconds with body weight.
  await page.getByRole('button', { name: '운동 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '운동 추가' });
  await dialog.getByLabel('운동 검색').fill(PLANK);
  await dialog.getByRole('button', { name: `${PLANK} 추가`, exact: true }).click();
  const plankCard = page.getByRole('region', { name: PLANK });
  await expect(plankCard).toBeVisible();
  await plankCard.getByLabel('1세트 시간 (초)').fill('45');
  await plankCard.getByLabel('1세트 시간 (초)').press('Enter');
  await expect(page.getByText('저장됨')).toBeVisible();
  await clock.set(Date.now());
  await plankCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect(timer).toHaveText('1:30');
  await shot(page, '03-added');

  // Finish: the summary names the new record.
  await page.getByRole('button', { name: '완료', exact: true }).click();
  const finish = page.getByRole('dialog', { name: '운동 완료' });
  await expect(finish.getByText('4세트를 완료했어요.', { exact: false })).toBeVisible();
  await shot(page, '04-finish');
  await finish.getByRole('button', { name: '운동 끝내기' }).click();
  await expect(page).toHaveURL(/\/workout\/done\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: '가슴 날 수고했어요!' })).toBeVisible();
  const records = page.getByRole('list', { name: '새 기록' });
  await expect(records.getByText(BENCH).first()).toBeVisible();
  await expect(records.getByText('22.5kg').first()).toBeVisible();
  await shot(page, '05-summary');

  // History: today has a dot (two workouts), and the list has both.
  await page.goto('/mypage/history');
  await expect(page.getByRole('heading', { level: 1, name: '운동 기록' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric' }).formatToParts(new Date());
  const [month, day] = ['month', 'day'].map((t) => today.find((p) => p.type === t)!.value);
  await expect(page.getByRole('button', { name: `${month}월 ${day}일 운동 2회` })).toBeVisible();
  const list = page.getByRole('list', { name: '운동 기록 목록' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['가슴 날', '지난 가슴 날']);
  await shot(page, '06-history');

  // Progress: the bench press chart's numbers, read from its table.
  await page.goto(`/mypage/progress?exercise=${bench}`);
  const chart = page.getByRole('region', { name: `${BENCH} 기록` });
  await chart.getByRole('button', { name: '표로 보기' }).click();
  await expect(chart.getByRole('table').getByRole('cell', { name: '22.5kg × 10' })).toBeVisible();
  await shot(page, '07-progress');

  // Export as CSV (Strong's columns).
  await page.goto('/mypage/data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 내보내기' }).click();
  const file = await downloading;
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Exercise Name');
  expect(csv).toContain(BENCH);
  const shots = shotsFolder();
  if (shots) writeFileSync(`${shots}/export.csv`, csv);

  // Into another account: the same history; the same file again adds nothing.
  const { page: page2 } = await newMemberPage();
  const importFile = async () => {
    await page2.goto('/mypage/data');
    await expect(page2.getByRole('heading', { level: 2, name: '가져오기' })).toBeVisible();
    await page2.locator('input[type="file"]').setInputFiles({ name: 'fitforme.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page2.getByRole('list', { name: '파일의 운동 이름' })).toBeVisible();
    await shot(page2, '08-import-mapping');
    await page2.getByRole('button', { name: '가져오기', exact: true }).click();
    return page2.getByRole('status').filter({ hasText: '가져오기 결과' });
  };
  await expect(await importFile()).toContainText('운동 2개를 추가했어요. 이미 있던 운동 0개는 건너뛰었어요.');
  await shot(page2, '09-imported');

  const historyOf = async (p: Page) => {
    const { items } = await memberQuery(p, 'training.history.list', { page: 1 });
    return Promise.all(
      items.map(async (item) => {
        const w = await memberQuery(p, 'training.history.get', { id: item.sessionId });
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
  await expect(await importFile()).toContainText('운동 0개를 추가했어요. 이미 있던 운동 2개는 건너뛰었어요.');
  expect((await memberQuery(page2, 'training.history.list', { page: 1 })).total).toBe(2);
});

test('with no connection a check waits, survives a reload, and is saved once the connection is back', async ({ memberPage: page }) => {
  const started = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'empty' } });
  await memberMutation(page, 'training.session.addExercise', {
    sessionClientId: started.sessionClientId,
    exerciseClientId: randomUUID(),
    exerciseId: await exerciseId(page, CURL),
  });
  await page.goto('/workout');
  const card = page.getByRole('region', { name: CURL });
  await card.getByLabel('1세트 무게 (kg)').fill('12');
  await card.getByLabel('1세트 횟수').fill('10');
  await card.getByLabel('1세트 횟수').press('Enter');
  await expect.poll(async () => (await memberQuery(page, 'training.session.active'))!.exercises[0]!.sets[0]!.reps).toBe(10);

  // The gym's signal drops: every change is refused by the network.
  const changes = /\/trpc\/[^?]*training\.session\.updateSet/;
  await page.route(changes, (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: '1세트 완료' }).click();
  await expect(page.getByText('연결 끊김 · 다시 시도 중')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card.getByRole('button', { name: '1세트 완료' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('연결 끊김 · 다시 시도 중')).toBeVisible();
  expect((await memberQuery(page, 'training.session.active'))!.exercises[0]!.sets[0]!.done).toBe(false);

  // Back online: sent once, as it was.
  await page.unroute(changes);
  await expect(page.getByText('저장됨')).toBeVisible();
  const saved = (await memberQuery(page, 'training.session.active'))!.exercises[0]!.sets[0]!;
  expect(saved).toMatchObject({ done: true, weight: 12, reps: 10 });
});

test('a recommendation and an empty workout open the workout screen; a second start leads to the one going on; discarding asks first', async ({
  memberPage: page,
}) => {
  const rec = await memberMutation(page, 'recommendation.create', { bodyPartIds: await bodyPartIdsOf(page, '가슴') });
  await page.goto(`/recommend/result?id=${rec.recommendationId}`);
  await page.getByRole('button', { name: '운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  // The recommendation's exercises with its rest and planned sets.
  const active = (await memberQuery(page, 'training.session.active'))!;
  expect(active.source).toBe('recommendation');
  expect(active.exercises.length).toBeGreaterThan(0);
  const cards = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(active.exercises.length);

  // Starting another while this one goes on: the member is taken back to it, told why.
  await page.goto('/mypage/history');
  await expect(page.getByRole('status').filter({ hasText: '진행 중인 운동' })).toBeVisible();
  await page.getByRole('button', { name: '빈 운동 시작' }).click();
  await expect(page.getByText('이미 진행 중인 운동이 있어요', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/workout$/);

  // Discard: asked first; cancelling keeps it, confirming throws it away.
  await page.getByRole('button', { name: '운동 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '운동 취소' });
  await dialog.getByRole('button', { name: '취소', exact: true }).click();
  await expect(dialog).not.toBeAttached();
  expect(await memberQuery(page, 'training.session.active')).not.toBeNull();
  await page.getByRole('button', { name: '운동 취소' }).click();
  await dialog.getByRole('button', { name: '운동 취소' }).click();
  await expect(page.getByText('운동을 취소했어요').first()).toBeVisible();
  expect(await memberQuery(page, 'training.session.active')).toBeNull();

  // Empty: from the history tab, then an exercise from the search.
  await page.goto('/mypage/history');
  await page.getByRole('button', { name: '빈 운동 시작' }).click();
  await expect(page).toHaveURL(/\/workout$/);
  await expect(page.getByText('아직 운동이 없어요', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '운동 추가' }).click();
  await page.getByRole('dialog', { name: '운동 추가' }).getByLabel('운동 검색').fill('스쿼트');
  await page
    .getByRole('dialog', { name: '운동 추가' })
    .getByRole('button', { name: / 추가$/ })
    .first()
    .click();
  await expect(page.getByRole('region').getByRole('button', { name: '1세트 완료' })).toBeVisible();
  expect((await memberQuery(page, 'training.session.active'))!.source).toBe('empty');
});

test('every gym screen at 390 px and 360 px: no WCAG 2.1 AA violations, tap targets of 44 px with Korean names, nothing wider than the phone', async ({
  memberPage: page,
}) => {
  // Some twenty screens, each checked at two widths: a ceiling three times the usual for a machine as busy as CI's.
  test.slow();
  const { check, problems } = phoneChecker(page, (name) => shot(page, `a11y-${name}`));
  const dialog = page.getByRole('dialog');
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeAttached();
  };

  const routine = await memberMutation(page, 'routines.create', { name: '하체' });
  await addToRoutine(page, routine.routineId, '덤벨 컬', { weight: 8, rep: 10, setCount: 2 });
  await addToRoutine(page, routine.routineId, PLANK, { weight: 0, rep: 30, setCount: 2 });

  // Nothing going on yet.
  await page.goto('/workout');
  await expect(page.getByText('진행 중인 운동이 없어요')).toBeVisible();
  await check('/workout, no workout');

  await page.goto('/mypage');
  await expect(page.getByRole('button', { name: '하체 운동 시작' })).toBeVisible();
  await check('/mypage with 운동 시작');
  await page.getByRole('button', { name: '하체 운동 시작' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '하체' })).toBeVisible();
  await check('/workout');

  const curl = page.getByRole('region', { name: '덤벨 컬' });
  await curl.getByRole('button', { name: '1세트 도구' }).click();
  await expect(curl.getByRole('button', { name: '1세트 삭제' })).toBeVisible();
  await check("/workout with a set's tools");
  await curl.getByRole('button', { name: '1세트 완료' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await check('/workout resting');
  await curl.getByRole('button', { name: '덤벨 컬 옵션' }).click();
  await expect(dialog.getByRole('button', { name: '건너뛰기' })).toBeVisible();
  await check('/workout exercise options');
  await dialog.getByRole('button', { name: '휴식 시간 바꾸기' }).click();
  await expect(dialog.getByRole('button', { name: '저장' })).toBeVisible();
  await check('rest time dialog');
  await dialog.getByRole('button', { name: '+15초' }).click();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(curl.getByRole('button', { name: '덤벨 컬 휴식 시간 1:45' })).toBeVisible();
  await page.getByRole('button', { name: '운동 추가' }).click();
  await expect(dialog.getByRole('button', { name: / 추가$/ }).first()).toBeVisible();
  await check('add exercise dialog');
  await closeDialog();
  await page.getByRole('button', { name: '운동 취소' }).click();
  await expect(dialog.getByText('운동을 취소할까요?', { exact: false })).toBeVisible();
  await check('discard dialog');
  await dialog.getByRole('button', { name: '취소', exact: true }).click();
  await expect(dialog).not.toBeAttached();
  // Leaving the screen keeps the workout going; /mypage leads back to it.
  await page.getByRole('link', { name: '운동 화면 닫기 (운동은 계속돼요)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '진행 중인 운동' })).toBeVisible();
  await check('/mypage with a workout going on');
  await page.getByRole('link', { name: '이어서 하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '하체' })).toBeVisible();
  await page.getByRole('button', { name: '완료', exact: true }).click();
  await expect(dialog.getByRole('button', { name: '운동 끝내기' })).toBeVisible();
  await check('finish dialog');
  await dialog.getByRole('button', { name: '운동 끝내기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '하체 수고했어요!' })).toBeVisible();
  await check('summary');
  await page.getByRole('button', { name: '이번 기록을 루틴에 저장' }).click();
  await expect(page.getByRole('button', { name: '루틴에 저장했어요' })).toBeVisible();

  await page.getByRole('link', { name: '기록 자세히 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '하체' })).toBeVisible();
  await check('history detail');
  await page.getByRole('button', { name: '수정' }).click();
  const form = page.getByRole('form', { name: '운동 기록 수정' });
  await form.getByLabel('운동 이름').fill('하체 데이');
  await check('history detail, editing');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '하체 데이' })).toBeVisible();

  await page.goto('/mypage/history');
  await expect(page.getByRole('list', { name: '운동 기록 목록' })).toBeVisible();
  await check('history');
  await page.goto('/mypage/progress');
  await expect(page.getByRole('heading', { name: '개인 기록' })).toBeVisible();
  await check('progress');
  await page.getByRole('button', { name: '표로 보기' }).first().click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await check('progress as tables');
  await page.goto('/mypage/body');
  await expect(page.getByRole('heading', { name: '새 기록 추가' })).toBeVisible();
  await check('body data');
  await page.goto('/mypage/data');
  await expect(page.getByRole('heading', { level: 2, name: '가져오기' })).toBeVisible();
  await check('data in and out');
  // A file with a name the catalogue does not know: the member picks or skips it.
  const hevy = [
    'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe',
    '"Leg Day","20 Nov 2026, 18:00","20 Nov 2026, 19:00","",Squat (Barbell),,,0,normal,100,5,,,',
    '"Leg Day","20 Nov 2026, 18:00","20 Nov 2026, 19:00","",Zorblax Flip,,,0,normal,10,5,,,',
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'hevy.csv', mimeType: 'text/csv', buffer: Buffer.from(hevy) });
  await expect(page.getByRole('list', { name: '파일의 운동 이름' })).toBeVisible();
  await check('import mapping');
  expect(problems).toEqual({});
});
