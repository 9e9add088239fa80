// WCAG 2.1 A/AA checks with axe-core on every screen, on a phone (390 px, a sample at 360 px) and a desktop,
// with the system in light mode and in dark mode (the app follows it, docs/decisions/032-dark-mode.md):
// contrast, names, labels, roles, landmarks. Any violation fails with the rule, the element and axe's data
// (colours, ratio …). One test per screen, or per flow where a screen is reached through the one before, so
// the screens are checked in parallel. Also: each screen's document title, and the web app manifest.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { axeViolations } from '../helpers/axe';
import { MOBILE, NARROW } from '../helpers/browser';
import { addToRoutine } from '../helpers/gym';
import { loginViaUi, memberMutation, newMember, signUpViaApi } from '../helpers/members';
import { test } from '../helpers/pictures-warmed';

/** 바벨 벤치 프레스's page with its movement illustration (the frames, with reduced motion) and its how-to. */
const illustratedDetailShown = (page: Page) =>
  Promise.all([
    expect(page.getByRole('button', { name: '루틴에 추가' })).toBeVisible(),
    expect(page.getByRole('img', { name: /동작 그림/ })).toBeVisible(),
    expect(page.getByRole('heading', { name: '흔한 실수' })).toBeVisible(),
  ]);
const firstCard = (page: Page) => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
const search = (keyword: string) => `/searchworkout?keyword=${encodeURIComponent(keyword)}`;

/** axe's violations, after checking the page is in the scheme its system asks for (so a dark run is dark). */
async function violations(page: Page): Promise<string[]> {
  const asked = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', asked);
  return axeViolations(page);
}

async function expectAccessible(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(path);
  await ready();
  expect(await violations(page), path).toEqual([]);
}

type Screen = [path: string, ready: (page: Page) => Promise<unknown>];

const LOGGED_OUT: Screen[] = [
  ['/login', (page) => expect(page.getByLabel('이메일')).toBeVisible()],
  ['/signup/profile', (page) => expect(page.getByLabel('이메일')).toBeVisible()],
  ['/searchworkout', firstCard],
  [search('벤치'), firstCard],
  ['/workoutdetail/1', illustratedDetailShown],
  ['/mypage', (page) => expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible()],
  ['/no/such/page', (page) => expect(page.getByRole('heading', { name: '존재하지 않는 페이지입니다' })).toBeVisible()],
  // What a new member meets: password reset, a search with no result, a suggestion or a part name.
  ['/password-reset', (page) => expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible()],
  ['/password-reset/new', (page) => expect(page.getByText(/^비밀번호 재설정 링크가 올바르지 않아요/)).toBeVisible()],
  [search('zzzz'), (page) => expect(page.getByRole('heading', { name: "'zzzz'에 맞는 운동이 없어요" })).toBeVisible()],
  [search('스퀏'), (page) => expect(page.getByRole('button', { name: "혹시 '스쿼트'를 찾으셨나요?" })).toBeVisible()],
  [search('가슴'), firstCard],
];

const DESKTOP_SCREENS: Screen[] = [
  ['/', (page) => expect(page.getByRole('navigation', { name: '주요 서비스' })).toBeVisible()],
  ['/searchworkout', firstCard],
  ['/workoutdetail/2', (page) => expect(page.getByRole('button', { name: '루틴에 추가' })).toBeVisible()],
];

const NARROW_LOGGED_OUT: Screen[] = [
  ['/', (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()],
  [search('벤치'), firstCard],
  ['/workoutdetail/1', illustratedDetailShown],
];

const MEMBER_SCREENS: Screen[] = [
  ['/mypage', (page) => expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible()],
  ['/mypage/profile', (page) => expect(page.getByLabel('이메일')).toBeVisible()],
  ['/mypage/password', (page) => expect(page.getByRole('button', { name: '비밀번호 변경 완료' })).toBeVisible()],
];

/** A member's screens once they have finished a workout (the workout on screen is a test of its own). */
const AFTER_A_WORKOUT: Screen[] = [
  ['/mypage/body', (page) => expect(page.getByRole('heading', { name: '새 기록 추가' })).toBeVisible()],
  ['/mypage/data', (page) => expect(page.getByRole('heading', { level: 2, name: '가져오기' })).toBeVisible()],
  ['/mypage/equipment', (page) => expect(page.getByRole('heading', { level: 1, name: '내 장비' })).toBeVisible()],
  ['/mypage/gym', (page) => expect(page.getByRole('heading', { level: 1, name: '우리 헬스장' })).toBeVisible()],
];

/** Routine 하체 (덤벨 컬, 8 kg × 10, 2 sets) for the page's member. */
async function legDay(page: Page) {
  const routine = await memberMutation(page, 'routines.create', { name: '하체' });
  await addToRoutine(page, routine.routineId, '덤벨 컬', { weight: 8, rep: 10, setCount: 2 });
  return routine;
}

/** The leg day done through the API as the workout test does it on screen: its first set done, then finished. */
async function legDayDone(page: Page) {
  const routine = await legDay(page);
  const session = await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
  const exercise = session.exercises[0]!;
  await memberMutation(page, 'training.session.updateSet', {
    sessionClientId: session.sessionClientId,
    exerciseClientId: exercise.exerciseClientId,
    setClientId: exercise.sets[0]!.setClientId,
    weight: 8,
    reps: 10,
    done: true,
  });
  await memberMutation(page, 'training.session.finish', { sessionClientId: session.sessionClientId });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    // With reduced motion asked for (the app honours it, web/ui/theme.ts): a dialog is checked as it stands, never
    // in the middle of its fade, when axe would blend its colours with the overlay.
    test.use({ colorScheme: scheme, reducedMotion: 'reduce', viewport: MOBILE });

    test(`logged out (${scheme}): home, with the bottom tab bar every phone screen has, has no WCAG 2.1 AA violations`, async ({ page }) => {
      await expectAccessible(page, '/', () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible());
      await expect(page.getByRole('navigation', { name: '주요 메뉴' }).locator('[aria-current="page"]')).toHaveText(['홈']);
    });

    for (const [path, ready] of LOGGED_OUT) {
      test(`logged out (${scheme}): ${decodeURIComponent(path)} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await expectAccessible(page, path, () => ready(page));
      });
    }

    test.describe(() => {
      test.use({ viewport: { width: 1680, height: 1000 } });
      for (const [path, ready] of DESKTOP_SCREENS) {
        test(`on a desktop (${scheme}, nav links shown): ${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
          await expectAccessible(page, path, () => ready(page));
        });
      }
    });

    test(`logged in (${scheme}): my routines, profile and password have no WCAG 2.1 AA violations`, async ({ memberPage: page }) => {
      for (const [path, ready] of MEMBER_SCREENS) await expectAccessible(page, path, () => ready(page));
    });

    test(`after a workout (${scheme}): body, data, equipment, gym and the offline screen have no WCAG 2.1 AA violations`, async ({ memberPage: page }) => {
      await legDayDone(page);
      for (const [path, ready] of AFTER_A_WORKOUT) await expectAccessible(page, path, () => ready(page));

      // Offline, a page whose data never reached this device (성장, not opened yet): the offline screen, under the
      // offline notice.
      await expectAccessible(page, '/mypage', () => expect(page.getByRole('heading', { name: '나의 루틴' })).toBeVisible());
      await page.context().setOffline(true);
      await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
      await page.getByRole('navigation', { name: '내 운동 메뉴' }).getByRole('link', { name: '성장' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '인터넷에 연결되어 있지 않아요' })).toBeVisible();
      expect(await violations(page), 'offline screen').toEqual([]);
    });

    test(`logged in (${scheme}): the three recommendation screens, the routine dialogs and my routines in edit mode have no WCAG 2.1 AA violations`, async ({
      memberPage: page,
    }) => {
      await expectAccessible(page, '/recommend/bodypart', () => expect(page.getByText('0개 부위 선택됨')).toBeVisible());
      await expectAccessible(page, `/recommend/machine?parts=${encodeURIComponent('가슴')}`, () => expect(page.getByText('0개 기구 선택됨')).toBeVisible());
      await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
      await expect(page).toHaveURL(/\/recommend\/result\?id=/);
      await expect(page.getByRole('region', { name: 'AI 추천 운동량' })).toBeVisible();
      expect(await violations(page), '/recommend/result').toEqual([]);

      // The routine dialogs, opened from the result page.
      await page
        .getByRole('button', { name: / 운동 루틴 추가$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: '루틴 생성하기' })).toBeVisible();
      expect(await violations(page), 'routine start dialog').toEqual([]);
      await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
      await dialog.getByLabel('루틴 이름').fill('가슴 날');
      expect(await violations(page), 'create routine dialog').toEqual([]);
      await dialog.getByRole('button', { name: '만들기' }).click();
      await expect(dialog.getByRole('button', { name: '다음' })).toBeVisible();
      expect(await violations(page), 'add-to-routine dialog, with a toast showing').toEqual([]);
      await dialog.getByRole('button', { name: '다음' }).click();
      await expect(dialog.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
      expect(await violations(page), 'routine info dialog').toEqual([]);
      // The field errors (reps and sets at least 1) are part of the dialog too.
      const reps = dialog.getByLabel(/^(횟수|시간)$/);
      const before = await reps.inputValue();
      await reps.fill('0');
      await expect(dialog.getByText(/^1~99(회|초)로 입력해 주세요$/)).toBeVisible();
      expect(await violations(page), 'routine info dialog with a field error').toEqual([]);
      await reps.fill(before);
      await dialog.getByRole('button', { name: '추가하기' }).click();
      await expect(dialog).not.toBeAttached();

      await expectAccessible(page, '/mypage', () => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible());
      await page.getByRole('button', { name: '편집' }).click();
      expect(await violations(page), '/mypage in edit mode').toEqual([]);
    });

    test(`the sign-up steps (${scheme}: profile, body info, both body-figure tabs) and the completion page have no WCAG 2.1 AA violations`, async ({
      page,
      baseURL,
    }) => {
      await expectAccessible(page, '/signup/profile', () => expect(page.getByLabel('이름')).toBeVisible());
      await page.getByLabel('이름').fill('김핏포미');
      await page.getByLabel('생년월일').pressSequentially('19950315');
      // A registered address is reported under the field at step 1.
      const existing = newMember();
      await signUpViaApi(baseURL!, existing);
      await page.getByLabel('이메일').fill(existing.loginEmail);
      await page.getByLabel('이름').click();
      await expect(page.getByText('이미 가입된 이메일이에요')).toBeVisible();
      expect(await violations(page), '/signup/profile with a registered e-mail').toEqual([]);
      await page.getByLabel('이메일').fill(newMember().loginEmail);
      await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
      await page.getByLabel('비밀번호 확인').fill('fitness123');
      expect(await violations(page), '/signup/profile filled in').toEqual([]);
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page).toHaveURL(/\/signup\/bodyinfo$/);
      expect(await violations(page), '/signup/bodyinfo').toEqual([]);
      await page.getByLabel('키').fill('175');
      await page.getByLabel('몸무게').fill('70');
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page).toHaveURL(/\/signup\/bodyfigure$/);
      await expect(page.getByText('상체와 하체가 고르게 발달했거나 차이가 적어요')).toBeVisible();
      expect(await violations(page), '/signup/bodyfigure (by type)').toEqual([]);
      await page.getByRole('tab', { name: '직접 입력' }).click();
      expect(await violations(page), '/signup/bodyfigure (direct entry)').toEqual([]);
      // Reloaded, the draft is back and the password (never stored) is asked for again.
      await page.reload();
      await expect(page.getByText('비밀번호를 다시 입력해 주세요')).toBeVisible();
      expect(await violations(page), '/signup/bodyfigure after a reload').toEqual([]);
      await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
      await page.getByLabel('비밀번호 확인').fill('fitness123');
      await page.getByRole('tab', { name: /유형/ }).click();
      await page.getByRole('button', { name: /보통/ }).click();
      await page.getByRole('button', { name: '완료' }).click();
      await expect(page).toHaveURL(/\/signup\/complete$/);
      expect(await violations(page), '/signup/complete').toEqual([]);
    });

    test(`a workout (${scheme}): the screen, resting, its dialogs, the summary, the history detail, then history and progress have no WCAG 2.1 AA violations`, async ({
      memberPage: page,
    }) => {
      await legDay(page);
      const dialog = page.getByRole('dialog');
      await expectAccessible(page, '/workout', () => expect(page.getByText('진행 중인 운동이 없어요')).toBeVisible());
      await expectAccessible(page, '/mypage', () => expect(page.getByRole('button', { name: '하체 운동 시작' })).toBeVisible());
      await page.getByRole('button', { name: '하체 운동 시작' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '하체' })).toBeVisible();
      expect(await violations(page), '/workout').toEqual([]);
      const card = page.getByRole('region', { name: '덤벨 컬' });
      await card.getByRole('button', { name: '1세트 완료' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      expect(await violations(page), '/workout resting, a set done').toEqual([]);
      await card.getByRole('button', { name: '덤벨 컬 옵션' }).click();
      await expect(dialog.getByRole('button', { name: '건너뛰기' })).toBeVisible();
      expect(await violations(page), 'exercise options dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).not.toBeAttached();
      await page.getByRole('button', { name: '완료', exact: true }).click();
      await expect(dialog.getByRole('button', { name: '운동 끝내기' })).toBeVisible();
      expect(await violations(page), 'finish dialog').toEqual([]);
      await dialog.getByRole('button', { name: '운동 끝내기' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '하체 수고했어요!' })).toBeVisible();
      expect(await violations(page), 'workout summary').toEqual([]);
      await page.getByRole('link', { name: '기록 자세히 보기' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '하체' })).toBeVisible();
      expect(await violations(page), 'history detail').toEqual([]);

      await expectAccessible(page, '/mypage/history', () => expect(page.getByRole('list', { name: '운동 기록 목록' })).toBeVisible());
      await expectAccessible(page, '/mypage/progress', () => expect(page.getByRole('heading', { name: '개인 기록' })).toBeVisible());
    });

    test(`what a new member meets (${scheme}): 몸 기록's list and delete dialog, 회원 탈퇴, the routine undo toast have no WCAG 2.1 AA violations`, async ({
      memberPage: page,
    }) => {
      // The sign-up's measurements are the first 몸 기록: listed with its delete button.
      const remove = page.getByRole('button', { name: / 기록 삭제$/ }).first();
      await expectAccessible(page, '/mypage/body', () => expect(remove).toBeVisible());
      await remove.click();
      const bodyDialog = page.getByRole('dialog', { name: '몸 기록 삭제' });
      await expect(bodyDialog).toBeVisible();
      // Reduced motion is honoured (web/ui/theme.ts respectReducedMotion): the dialog appears with no transition.
      await expect(bodyDialog).toHaveCSS('transition-duration', '0s');
      expect(await violations(page), '몸 기록 delete dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).not.toBeAttached();

      await expectAccessible(page, '/mypage/profile', () => expect(page.getByRole('heading', { name: '회원 탈퇴' })).toBeVisible());
      await page.getByRole('button', { name: '회원 탈퇴' }).click();
      await expect(page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).toBeVisible();
      expect(await violations(page), '회원 탈퇴 dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).not.toBeAttached();

      const { routineId } = await memberMutation(page, 'routines.create', { name: '가슴' });
      await addToRoutine(page, routineId, '바벨 벤치 프레스', { weight: 40, rep: 10, setCount: 3 });
      const menu = page.getByRole('button', { name: '바벨 벤치 프레스 수정 메뉴', exact: true });
      await expectAccessible(page, '/mypage', () => expect(menu).toBeVisible());
      await menu.click();
      await page.getByRole('menuitem', { name: '삭제' }).click();
      await expect(page.getByRole('alert').getByRole('button', { name: '되돌리기' })).toBeVisible();
      expect(await violations(page), 'routine item deleted, the undo toast').toEqual([]);
    });

    test.describe(() => {
      test.use({ viewport: NARROW });

      for (const [path, ready] of NARROW_LOGGED_OUT) {
        test(`at 360 px, logged out (${scheme}): ${decodeURIComponent(path)} has no WCAG 2.1 AA violations`, async ({ page }) => {
          await expectAccessible(page, path, () => ready(page));
        });
      }

      test(`at 360 px (${scheme}): my routines and a workout have no WCAG 2.1 AA violations`, async ({ memberPage: page }) => {
        const routine = await memberMutation(page, 'routines.create', { name: '등 날' });
        await addToRoutine(page, routine.routineId, '덤벨 컬', { weight: 8, rep: 10, setCount: 2 });
        await expectAccessible(page, '/mypage', () => expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible());
        await memberMutation(page, 'training.session.start', { clientId: randomUUID(), from: { kind: 'routine', routineId: routine.routineId } });
        await expectAccessible(page, '/workout', () => expect(page.getByRole('heading', { level: 1, name: '등 날' })).toBeVisible());
      });

      test(`at 360 px (${scheme}): a recommendation has no WCAG 2.1 AA violations`, async ({ memberPage: page }) => {
        await expectAccessible(page, `/recommend/machine?parts=${encodeURIComponent('등')}`, () => expect(page.getByText('0개 기구 선택됨')).toBeVisible());
        await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
        await expect(page).toHaveURL(/\/recommend\/result\?id=/);
        await expect(page.getByRole('region', { name: 'AI 추천 운동량' })).toBeVisible();
        expect(await violations(page), '/recommend/result at 360 px').toEqual([]);
      });
    });
  });
}

test.describe(() => {
  test.use({ viewport: MOBILE });

  test('every screen has its own document title (WCAG 2.4.2); an exercise page is titled with its name', async ({ page, member }) => {
    const titled = async (path: string, title: string) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    };
    await titled('/', '핏포미 FitForMe');
    await titled('/login', '로그인 | 핏포미');
    await titled('/signup/profile', '회원가입 · 계정 정보 | 핏포미');
    await titled(search('랫풀다운'), '운동 검색 | 핏포미');
    // Client-side navigation updates it too. The card's own name, read before leaving the page; then wait for
    // the detail page's heading with that name (the URL changes before the page renders).
    const card = page.getByRole('link', { name: /랫풀다운/ }).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | 핏포미`);
    await page.getByRole('link', { name: '로그인' }).first().click();
    await expect(page).toHaveTitle('로그인 | 핏포미');

    await loginViaUi(page, member.loginEmail, member.password);
    await titled('/mypage', '나의 루틴 | 핏포미');
    await titled('/mypage/profile', '회원 정보 수정 | 핏포미');
    await titled('/mypage/password', '비밀번호 변경 | 핏포미');
    await titled('/mypage/gym', '우리 헬스장 | 핏포미');
    await titled('/mypage/equipment', '내 장비 | 핏포미');
    await titled('/recommend/bodypart', '운동 추천 · 부위 선택 | 핏포미');
    await titled(`/recommend/machine?parts=${encodeURIComponent('등')}`, '운동 추천 · 기구 선택 | 핏포미');
    await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
    await expect(page).toHaveURL(/\/recommend\/result\?id=/);
    await expect(page).toHaveTitle('추천 결과 | 핏포미');
  });

  test('the page links a web app manifest (home-screen name 핏포미, standalone) whose icon the host serves', async ({ page }) => {
    await page.goto('/');
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as { name: string; short_name: string; display: string; start_url: string; icons: { src: string }[] };
    expect(body).toMatchObject({ name: '핏포미 FitForMe', short_name: '핏포미', display: 'standalone', start_url: '/' });
    for (const icon of body.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^image\//);
    }
  });
});
