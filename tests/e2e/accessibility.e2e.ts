// WCAG 2.1 A/AA checks with axe-core on every screen, on a phone (390 px, a sample at 360 px) and a desktop,
// with the system in light mode and in dark mode (the app follows it, docs/decisions/032-dark-mode.md):
// contrast, names, labels, roles, landmarks. Any violation fails with the rule, the element and axe's data
// (colours, ratio …). Also: each screen's document title, and the web app manifest for the phone's home screen.

import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './helpers/axe';
import { loginViaUi, MOBILE, NARROW, openPage } from './helpers/browser';
import { addToRoutine, exerciseId } from './helpers/gym';
import { memberMutation, newMember, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

/** 바벨 벤치 프레스's page with its movement illustration (the frames, with reduced motion) and its how-to. */
const illustratedDetailShown = (page: Page) =>
  Promise.all([
    page.getByRole('button', { name: '루틴에 추가' }).waitFor(),
    page.getByRole('img', { name: /동작 그림/ }).waitFor(),
    page.getByRole('heading', { name: '흔한 실수' }).waitFor(),
  ]);
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** A fresh context with the system's colour scheme set, Korean locale. */
// With reduced motion asked for (the app honours it, web/ui/theme.ts): a dialog is checked as it stands, never in
// the middle of its fade, when axe would blend its colours with the overlay.
const schemePage = (colorScheme: Scheme, viewport = MOBILE) => openPage(env.browser, env.server.baseUrl, viewport, colorScheme, 'reduce');

/** axe's violations, after checking the page is in the scheme its system asks for (so a dark run is dark). */
async function violations(page: Page): Promise<string[]> {
  const asked = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(asked);
  return axeViolations(page);
}

async function expectAccessible(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
  expect(await violations(page), path).toEqual([]);
}

for (const scheme of SCHEMES) {
  test(`logged out (${scheme}): home, login, sign-up, search, exercise detail and the error screens have no WCAG 2.1 AA violations`, async () => {
    const page = await schemePage(scheme);
    await expectAccessible(page, '/', () => page.getByRole('heading', { level: 1 }).first().waitFor());
    // Every phone screen below is checked with the bottom tab bar on it.
    expect(await page.getByRole('navigation', { name: '주요 메뉴' }).locator('[aria-current="page"]').allTextContents()).toEqual(['홈']);
    await expectAccessible(page, '/login', () => page.getByLabel('이메일').waitFor());
    await expectAccessible(page, '/signup/profile', () => page.getByLabel('이메일').waitFor());
    await expectAccessible(page, '/searchworkout', () => page.getByRole('heading', { level: 3 }).first().waitFor());
    await expectAccessible(page, `/searchworkout?keyword=${encodeURIComponent('벤치')}`, () => page.getByRole('heading', { level: 3 }).first().waitFor());
    await expectAccessible(page, '/workoutdetail/1', () => illustratedDetailShown(page));
    await expectAccessible(page, '/mypage', () => page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor());
    await expectAccessible(page, '/no/such/page', () => page.getByRole('heading', { name: '존재하지 않는 페이지입니다' }).waitFor());
  });

  test(`logged in (${scheme}): my routines, profile, password and the three recommendation screens have no WCAG 2.1 AA violations`, async () => {
    const member = newMember();
    await signUpViaApi(env.server.baseUrl, member);
    const page = await schemePage(scheme);
    await loginViaUi(page, member.loginEmail, member.password);
    await page.getByText('로그인에 성공했어요').waitFor({ state: 'detached' });

    await expectAccessible(page, '/mypage', () => page.getByRole('heading', { name: '나의 루틴' }).waitFor());
    await expectAccessible(page, '/mypage/profile', () => page.getByLabel('이메일').waitFor());
    await expectAccessible(page, '/mypage/password', () => page.getByRole('button', { name: '비밀번호 변경 완료' }).waitFor());
    await expectAccessible(page, '/recommend/bodypart', () => page.getByText('0개 부위 선택됨').waitFor());
    await expectAccessible(page, `/recommend/machine?parts=${encodeURIComponent('가슴')}`, () => page.getByText('0개 기구 선택됨').waitFor());
    await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
    await page.waitForURL('**/recommend/result?id=*');
    await page.getByRole('region', { name: 'AI 추천 운동량' }).waitFor();
    expect(await violations(page), '/recommend/result').toEqual([]);

    // The routine dialogs, opened from the result page.
    await page
      .getByRole('button', { name: / 운동 루틴 추가$/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '루틴 생성하기' }).waitFor();
    expect(await violations(page), 'routine start dialog').toEqual([]);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
    await dialog.getByLabel('루틴 이름').fill('가슴 날');
    expect(await violations(page), 'create routine dialog').toEqual([]);
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.getByRole('button', { name: '다음' }).waitFor();
    expect(await violations(page), 'add-to-routine dialog, with a toast showing').toEqual([]);
    await dialog.getByRole('button', { name: '다음' }).click();
    await dialog.getByRole('heading', { name: '운동 정보 입력' }).waitFor();
    expect(await violations(page), 'routine info dialog').toEqual([]);
    // The field errors (reps and sets at least 1) are part of the dialog too.
    const reps = dialog.getByLabel(/^(횟수|시간)$/);
    const before = await reps.inputValue();
    await reps.fill('0');
    await dialog.getByText(/^1~99(회|초)로 입력해 주세요$/).waitFor();
    expect(await violations(page), 'routine info dialog with a field error').toEqual([]);
    await reps.fill(before);
    await dialog.getByRole('button', { name: '추가하기' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expectAccessible(page, '/mypage', () => page.getByRole('heading', { level: 3 }).first().waitFor());
    await page.getByRole('button', { name: '편집' }).click();
    expect(await violations(page), '/mypage in edit mode').toEqual([]);
  });

  test(`on a desktop (${scheme}, nav links shown): home, search and detail have no WCAG 2.1 AA violations`, async () => {
    const page = await schemePage(scheme, { width: 1680, height: 1000 });
    await expectAccessible(page, '/', () => page.getByRole('navigation', { name: '주요 서비스' }).waitFor());
    await expectAccessible(page, '/searchworkout', () => page.getByRole('heading', { level: 3 }).first().waitFor());
    await expectAccessible(page, '/workoutdetail/2', () => page.getByRole('button', { name: '루틴에 추가' }).waitFor());
  });

  test(`the sign-up steps (${scheme}: profile, body info, both body-figure tabs) and the completion page have no WCAG 2.1 AA violations`, async () => {
    const page = await schemePage(scheme);
    await expectAccessible(page, '/signup/profile', () => page.getByLabel('이름').waitFor());
    await page.getByLabel('이름').fill('김핏포미');
    await page.getByLabel('생년월일').pressSequentially('19950315');
    // A registered address is reported under the field at step 1.
    const existing = newMember();
    await signUpViaApi(env.server.baseUrl, existing);
    await page.getByLabel('이메일').fill(existing.loginEmail);
    await page.getByLabel('이름').click();
    await page.getByText('이미 가입된 이메일이에요').waitFor();
    expect(await violations(page), '/signup/profile with a registered e-mail').toEqual([]);
    await page.getByLabel('이메일').fill(newMember().loginEmail);
    await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
    await page.getByLabel('비밀번호 확인').fill('fitness123');
    expect(await violations(page), '/signup/profile filled in').toEqual([]);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/signup/bodyinfo');
    expect(await violations(page), '/signup/bodyinfo').toEqual([]);
    await page.getByLabel('키').fill('175');
    await page.getByLabel('몸무게').fill('70');
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/signup/bodyfigure');
    await page.getByText('상체와 하체가 고르게 발달했거나 차이가 적어요').waitFor();
    expect(await violations(page), '/signup/bodyfigure (by type)').toEqual([]);
    await page.getByRole('tab', { name: '직접 입력' }).click();
    expect(await violations(page), '/signup/bodyfigure (direct entry)').toEqual([]);
    // Reloaded, the draft is back and the password (never stored) is asked for again.
    await page.reload();
    await page.getByText('비밀번호를 다시 입력해 주세요').waitFor();
    expect(await violations(page), '/signup/bodyfigure after a reload').toEqual([]);
    await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
    await page.getByLabel('비밀번호 확인').fill('fitness123');
    await page.getByRole('tab', { name: /유형/ }).click();
    await page.getByRole('button', { name: /보통/ }).click();
    await page.getByRole('button', { name: '완료' }).click();
    await page.waitForURL('**/signup/complete');
    expect(await violations(page), '/signup/complete').toEqual([]);
  });

  test(`a member's other screens (${scheme}): workout and its dialogs, summary, history, progress, body, data, equipment, gym and the offline screen have no WCAG 2.1 AA violations`, async () => {
    const member = newMember();
    await signUpViaApi(env.server.baseUrl, member);
    const page = await schemePage(scheme);
    await loginViaUi(page, member.loginEmail, member.password);
    const routine = await memberMutation(page, 'routines.create', { name: '하체' });
    const curl = await exerciseId(page, '덤벨 컬');
    await memberMutation(page, 'routines.addItem', { exerciseId: curl, routineIds: [routine.routineId], weight: 8, rep: 10, setCount: 2 });
    const dialog = page.getByRole('dialog');

    await expectAccessible(page, '/workout', () => page.getByText('진행 중인 운동이 없어요').waitFor());
    await expectAccessible(page, '/mypage', () => page.getByRole('button', { name: '하체 운동 시작' }).waitFor());
    await page.getByRole('button', { name: '하체 운동 시작' }).click();
    await page.getByRole('heading', { level: 1, name: '하체' }).waitFor();
    expect(await violations(page), '/workout').toEqual([]);
    const card = page.getByRole('region', { name: '덤벨 컬' });
    await card.getByRole('button', { name: '1세트 완료' }).click();
    await page.getByRole('timer').waitFor();
    expect(await violations(page), '/workout resting, a set done').toEqual([]);
    await card.getByRole('button', { name: '덤벨 컬 옵션' }).click();
    await dialog.getByRole('button', { name: '건너뛰기' }).waitFor();
    expect(await violations(page), 'exercise options dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '완료', exact: true }).click();
    await dialog.getByRole('button', { name: '운동 끝내기' }).waitFor();
    expect(await violations(page), 'finish dialog').toEqual([]);
    await dialog.getByRole('button', { name: '운동 끝내기' }).click();
    await page.getByRole('heading', { level: 1, name: '하체 수고했어요!' }).waitFor();
    expect(await violations(page), 'workout summary').toEqual([]);
    await page.getByRole('link', { name: '기록 자세히 보기' }).click();
    await page.getByRole('heading', { level: 1, name: '하체' }).waitFor();
    expect(await violations(page), 'history detail').toEqual([]);

    // Offline, a page whose data never reached this device (성장, not opened yet): the offline screen, under the
    // offline notice. Then back online.
    await expectAccessible(page, '/mypage', () => page.getByRole('heading', { name: '나의 루틴' }).waitFor());
    await page.context().setOffline(true);
    await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '성장' }).click();
    await page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' }).waitFor();
    expect(await violations(page), 'offline screen').toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().setOffline(false);

    await expectAccessible(page, '/mypage/history', () => page.getByRole('list', { name: '운동 기록 목록' }).waitFor());
    await expectAccessible(page, '/mypage/progress', () => page.getByRole('heading', { name: '개인 기록' }).waitFor());
    await expectAccessible(page, '/mypage/body', () => page.getByRole('heading', { name: '새 기록 추가' }).waitFor());
    await expectAccessible(page, '/mypage/data', () => page.getByRole('heading', { level: 2, name: '가져오기' }).waitFor());
    await expectAccessible(page, '/mypage/equipment', () => page.getByRole('heading', { level: 1, name: '내 장비' }).waitFor());
    await expectAccessible(page, '/mypage/gym', () => page.getByRole('heading', { level: 1, name: '우리 헬스장' }).waitFor());

    await page.context().close();
  });

  test(`what a new member meets (${scheme}): password reset, search with no result, a suggestion or a part name, 몸 기록's list and delete dialog, 회원 탈퇴, the routine undo toast have no WCAG 2.1 AA violations`, async () => {
    const out = await schemePage(scheme);
    await expectAccessible(out, '/password-reset', () => out.getByRole('heading', { name: '비밀번호 찾기' }).waitFor());
    await expectAccessible(out, '/password-reset/new', () => out.getByText(/^비밀번호 재설정 링크가 올바르지 않아요/).waitFor());
    await expectAccessible(out, `/searchworkout?keyword=${encodeURIComponent('zzzz')}`, () =>
      out.getByRole('heading', { name: "'zzzz'에 맞는 운동이 없어요" }).waitFor(),
    );
    await expectAccessible(out, `/searchworkout?keyword=${encodeURIComponent('스퀏')}`, () =>
      out.getByRole('button', { name: "혹시 '스쿼트'를 찾으셨나요?" }).waitFor(),
    );
    await expectAccessible(out, `/searchworkout?keyword=${encodeURIComponent('가슴')}`, () => out.getByRole('heading', { level: 3 }).first().waitFor());

    await out.context().close();

    const member = newMember();
    await signUpViaApi(env.server.baseUrl, member);
    const page = await schemePage(scheme);
    await loginViaUi(page, member.loginEmail, member.password);
    // The sign-up's measurements are the first 몸 기록: listed with its delete button.
    await expectAccessible(page, '/mypage/body', () =>
      page
        .getByRole('button', { name: / 기록 삭제$/ })
        .first()
        .waitFor(),
    );
    await page
      .getByRole('button', { name: / 기록 삭제$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: '몸 기록 삭제' }).waitFor();
    // Reduced motion is honoured (web/ui/theme.ts respectReducedMotion): the dialog appears with no transition.
    expect(await page.getByRole('dialog', { name: '몸 기록 삭제' }).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    expect(await violations(page), '몸 기록 delete dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await expectAccessible(page, '/mypage/profile', () => page.getByRole('heading', { name: '회원 탈퇴' }).waitFor());
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    await page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' }).waitFor();
    expect(await violations(page), '회원 탈퇴 dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const { routineId } = await memberMutation(page, 'routines.create', { name: '가슴' });
    const bench = await exerciseId(page, '바벨 벤치 프레스');
    await memberMutation(page, 'routines.addItem', { exerciseId: bench, routineIds: [routineId], weight: 40, rep: 10, setCount: 3 });
    await expectAccessible(page, '/mypage', () => page.getByRole('button', { name: '바벨 벤치 프레스 수정 메뉴', exact: true }).waitFor());
    await page.getByRole('button', { name: '바벨 벤치 프레스 수정 메뉴', exact: true }).click();
    await page.getByRole('menuitem', { name: '삭제' }).click();
    await page.getByRole('alert').getByRole('button', { name: '되돌리기' }).waitFor();
    expect(await violations(page), 'routine item deleted, the undo toast').toEqual([]);
    await page.context().close();
  });

  test(`at 360 px (${scheme}): home, search, an exercise, my routines, a workout and a recommendation have no WCAG 2.1 AA violations`, async () => {
    const member = newMember();
    await signUpViaApi(env.server.baseUrl, member);
    const page = await schemePage(scheme, NARROW);
    await expectAccessible(page, '/', () => page.getByRole('heading', { level: 1 }).first().waitFor());
    await expectAccessible(page, `/searchworkout?keyword=${encodeURIComponent('벤치')}`, () => page.getByRole('heading', { level: 3 }).first().waitFor());
    await expectAccessible(page, '/workoutdetail/1', () => illustratedDetailShown(page));
    await loginViaUi(page, member.loginEmail, member.password);
    const routine = await memberMutation(page, 'routines.create', { name: '등 날' });
    await addToRoutine(page, routine.routineId, '덤벨 컬', { weight: 8, rep: 10, setCount: 2 });
    await expectAccessible(page, '/mypage', () => page.getByRole('heading', { level: 3 }).first().waitFor());
    await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
    await expectAccessible(page, '/workout', () => page.getByRole('heading', { level: 1, name: '등 날' }).waitFor());
    await expectAccessible(page, `/recommend/machine?parts=${encodeURIComponent('등')}`, () => page.getByText('0개 기구 선택됨').waitFor());
    await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
    await page.waitForURL('**/recommend/result?id=*');
    await page.getByRole('region', { name: 'AI 추천 운동량' }).waitFor();
    expect(await violations(page), '/recommend/result at 360 px').toEqual([]);
    await page.context().close();
  });
}

test('every screen has its own document title (WCAG 2.4.2); an exercise page is titled with its name', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  const titled = async (path: string, title: string) => {
    await page.goto(path);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
  };
  await titled('/', '핏포미 FitForMe');
  await titled('/login', '로그인 | 핏포미');
  await titled('/signup/profile', '회원가입 · 계정 정보 | 핏포미');
  await titled(`/searchworkout?keyword=${encodeURIComponent('랫풀다운')}`, '운동 검색 | 핏포미');
  // Client-side navigation updates it too.
  // The card's own name, read before leaving the page; then wait for the detail page's heading with that
  // name (the URL changes before the page renders, and the search page's heading is still there).
  const card = page.getByRole('link', { name: /랫풀다운/ }).first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await expect.poll(() => page.title()).toBe(`${name} | 핏포미`);
  await page.getByRole('link', { name: '로그인' }).first().click();
  await expect.poll(() => page.title()).toBe('로그인 | 핏포미');

  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  await loginViaUi(page, member.loginEmail, member.password);
  await titled('/mypage', '나의 루틴 | 핏포미');
  await titled('/mypage/profile', '회원 정보 수정 | 핏포미');
  await titled('/mypage/password', '비밀번호 변경 | 핏포미');
  await titled('/mypage/gym', '우리 헬스장 | 핏포미');
  await titled('/mypage/equipment', '내 장비 | 핏포미');
  await titled('/recommend/bodypart', '운동 추천 · 부위 선택 | 핏포미');
  await titled(`/recommend/machine?parts=${encodeURIComponent('등')}`, '운동 추천 · 기구 선택 | 핏포미');
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await page.waitForURL('**/recommend/result?id=*');
  await expect.poll(() => page.title()).toBe('추천 결과 | 핏포미');
});

test('the page links a web app manifest (home-screen name 핏포미, standalone) whose icon the host serves', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await page.request.get(href!);
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; short_name: string; display: string; start_url: string; icons: { src: string }[] };
  expect(body).toMatchObject({ name: '핏포미 FitForMe', short_name: '핏포미', display: 'standalone', start_url: '/' });
  for (const icon of body.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\//);
  }
});
