// Gym mode's screens at 390 px and 360 px (no WCAG 2.1 AA violations, tap targets of 44 px, nothing wider
// than the phone), and the other ways into a session: from a recommendation, empty, a second start while
// one goes on, and discarding. The whole way through a session: gym.e2e.ts.
import { expect, test } from 'vitest';
import { MOBILE } from './helpers/browser';
import { addToRoutine, PLANK, shot } from './helpers/gym';
import { bodyPartIdsOf, memberMutation, memberPage, memberQuery } from './helpers/members';
import { phoneChecker } from './helpers/phone-check';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

test('every gym screen at 390 px and 360 px: no WCAG 2.1 AA violations, tap targets of 44 px with Korean names, nothing wider than the phone', async () => {
  const page = await memberPage(env, MOBILE);
  const { check, problems } = phoneChecker(page, (name) => shot(page, `a11y-${name}`));
  const dialog = page.getByRole('dialog');
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  };

  const routine = await memberMutation(page, 'routines.create', { name: '하체' });
  await addToRoutine(page, routine.routineId, '덤벨 컬', { weight: 8, rep: 10, setCount: 2 });
  await addToRoutine(page, routine.routineId, PLANK, { weight: 0, rep: 30, setCount: 2 });

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
  const rec = await memberMutation(page, 'recommendation.create', { bodyPartIds: await bodyPartIdsOf(page, '가슴') });
  await page.goto(`/recommend/result?id=${rec.recommendationId}`);
  await page.getByRole('button', { name: '운동 시작' }).click();
  await page.waitForURL('**/workout');
  // The recommendation's exercises with its rest and planned sets.
  const active = (await memberQuery(page, 'training.session.active'))!;
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
  expect(await memberQuery(page, 'training.session.active'))!.not.toBeNull();
  await page.getByRole('button', { name: '운동 취소' }).click();
  await dialog.getByRole('button', { name: '운동 취소' }).click();
  await page.getByText('운동을 취소했어요').first().waitFor();
  expect(await memberQuery(page, 'training.session.active'))!.toBeNull();

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
  expect((await memberQuery(page, 'training.session.active'))!.source).toBe('empty');
});
