// Gym mode at 390 px, as a member does it: a routine's session with the previous performance
// beside each set, three sets checked with the rest timer (on a fixed clock), a reload in the middle, an
// exercise added from the catalogue, the summary with a new record, the history calendar and list, the
// progress chart's numbers (its table), then the CSV export imported into another account: the same
// history, and importing it again adds nothing. And a check made without a connection, saved once it is back.
// The screens' accessibility and the other ways to start: gym-screens.e2e.ts.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { loginViaUi, MOBILE, openPage } from './helpers/browser';
import { BENCH, CURL, exerciseId, PLANK, shot, shotsFolder } from './helpers/gym';
import { memberMutation, memberPage, memberQuery, newMember, signUpViaApi } from './helpers/members';
import { pinClock } from './helpers/pinned-clock';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

test('a routine workout from start to summary, history, progress, export and import (390 px)', async () => {
  const page = await memberPage(env, MOBILE);

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
  await page.waitForURL('**/workout');
  await page.getByRole('heading', { level: 1, name: '가슴 날' }).waitFor();
  const benchCard = page.getByRole('region', { name: BENCH });
  await benchCard.getByText('지난번 20kg × 10').first().waitFor();
  expect(await benchCard.getByText('지난번 20kg × 10').count()).toBe(3);
  await page.getByRole('region', { name: CURL }).getByText('지난번 8kg × 10').first().waitFor();
  await shot(page, '01-workout');

  // The rest timer counts in the server's clock: page time + the offset each answer's serverNow gives. A fixed
  // page clock alone drifted from the server's running one by the real time each answer took, so both are
  // pinned (helpers/pinned-clock.ts): after the start is saved (the server keeps a check's time only from the
  // session's start up to its own now), and before the weight's save, an answer at t0: the offset is exactly 0.
  await page.getByText('저장됨').waitFor();
  const t0 = Date.now();
  const clock = await pinClock(page, t0);

  // Set 1 at 22.5 kg, typed on the number pad.
  const weight1 = benchCard.getByLabel('1세트 무게 (kg)');
  expect(await weight1.getAttribute('inputmode')).toBe('decimal');
  expect(await weight1.inputValue()).toBe('20');
  await weight1.fill('22.5');
  await weight1.press('Enter');
  await expect.poll(() => clock.stamped()).toContain('training.session.updateSet');
  await page.getByText('저장됨').waitFor();

  // The rest timer counts from the set's timestamp (t0).
  const timer = page.getByRole('timer');
  await benchCard.getByRole('button', { name: '1세트 완료' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:30');
  await page.getByText('저장됨').waitFor();
  await shot(page, '02-rest');

  // Set 2 one weight step up with the set's tools (saved at t0: nothing is saved while the clocks are ahead).
  await benchCard.getByRole('button', { name: '2세트 도구' }).click();
  const plus = benchCard.getByRole('button', { name: /^2세트 무게 .+ 더하기$/ });
  const step = Number(/무게 ([\d.]+)kg 더하기/.exec((await plus.getAttribute('aria-label'))!)![1]);
  await plus.click();
  await expect.poll(() => benchCard.getByLabel('2세트 무게 (kg)').inputValue()).toBe(String(20 + step));
  await page.getByText('저장됨').waitFor();

  // 30 s later, and 15 s more rest.
  await clock.set(t0 + 30_000);
  await expect.poll(() => timer.textContent()).toBe('1:00');
  await page.getByRole('button', { name: '+15초 휴식 늘리기' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:15');

  // Set 2 checked: a new rest. The clocks are back at the real time for every later check (the server would
  // take a check made ahead of its clock as made at its now); never before an answer's time (the app keeps
  // the later of two answers by serverNow), since nothing was saved while they were ahead.
  await clock.set(Date.now());
  await benchCard.getByRole('button', { name: '2세트 완료' }).click();
  await expect.poll(() => timer.textContent()).toBe('1:30');
  await page.getByText('저장됨').waitFor();
  await clock.set(Date.now());
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
  await page.getByText('저장됨').waitFor();
  await clock.set(Date.now());
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
  const shots = shotsFolder();
  if (shots) (await import('node:fs')).writeFileSync(`${shots}/export.csv`, csv);

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
  expect(await importFile()).toContain('운동 0개를 추가했어요. 이미 있던 운동 2개는 건너뛰었어요.');
  expect((await memberQuery(page2, 'training.history.list', { page: 1 })).total).toBe(2);
});

test('with no connection a check waits, survives a reload, and is saved once the connection is back', async () => {
  const page = await memberPage(env, MOBILE);
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
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await card.getByRole('button', { name: '1세트 완료' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('연결 끊김 · 다시 시도 중').waitFor();
  expect((await memberQuery(page, 'training.session.active'))!.exercises[0]!.sets[0]!.done).toBe(false);

  // Back online: sent once, as it was.
  await page.unroute(changes);
  await page.getByText('저장됨').waitFor();
  const saved = (await memberQuery(page, 'training.session.active'))!.exercises[0]!.sets[0]!;
  expect(saved).toMatchObject({ done: true, weight: 12, reps: 10 });
});
