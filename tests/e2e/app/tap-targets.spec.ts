// On a phone (390 × 844) every tap target of the main screens is at least 44 × 44 CSS px
// (WCAG 2.5.5), and every one has a Korean accessible name. Each screen is measured with
// getBoundingClientRect (tests/e2e/helpers/tap-targets.ts): links, buttons, tabs, menu items, checkbox
// and radio labels, text fields, the bottom tab bar, the footer and a toast's close button. While a dialog
// is open only the dialog (and a toast over it) is measured. Exempt (WCAG 2.5.8 inline exception): links
// inside a sentence; none of the screens below has one today.
import { expect } from '../fixtures';
import { MOBILE } from '../helpers/browser';
import { fillSignUpProfile, newMember } from '../helpers/members';
import { test } from '../helpers/pictures-warmed';
import { MIN_TARGET_PX, smallTapTargets, tapTargets, targetsWithoutKoreanNames } from '../helpers/tap-targets';

test.use({ viewport: MOBILE });

test('every interactive element of the main screens is at least 44 × 44 px at 390 px', async ({ page }) => {
  const problems: Record<string, string[]> = {};
  const unnamed: Record<string, string[]> = {};
  let measured = 0;
  let smallest = Infinity;
  const check = async (screen: string) => {
    await page.waitForLoadState('networkidle');
    const targets = await tapTargets(page);
    measured += targets.length;
    smallest = Math.min(smallest, ...targets.map((t) => Math.min(t.width, t.height)));
    const small = await smallTapTargets(page, MIN_TARGET_PX);
    if (small.length > 0) problems[screen] = small;
    const english = await targetsWithoutKoreanNames(page);
    if (english.length > 0) unnamed[screen] = english;
  };
  const dialog = page.getByRole('dialog');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await check('home');

  await page.goto('/login');
  await expect(page.getByLabel('이메일')).toBeVisible();
  await check('login');

  // Sign-up through the three steps, then the completion page (the new member is then logged in).
  const member = newMember();
  await page.goto('/signup/profile');
  await expect(page.getByLabel('이름')).toBeVisible();
  await check('sign-up step 1');
  await fillSignUpProfile(page, member);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/signup\/bodyinfo$/);
  await expect(page.getByLabel('키')).toBeVisible();
  await check('sign-up step 2');
  await page.getByLabel('키').fill('175');
  await page.getByLabel('몸무게').fill('70');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/signup\/bodyfigure$/);
  await expect(page.getByRole('button', { name: /보통/ })).toBeVisible();
  await check('sign-up step 3 (by type)');
  await page.getByRole('tab', { name: '직접 입력' }).click();
  await expect(page.getByLabel('체지방량')).toBeVisible();
  await check('sign-up step 3 (direct entry)');
  await page.getByRole('tab', { name: /유형/ }).click();
  await page.getByRole('button', { name: /보통/ }).click();
  await page.getByRole('button', { name: '완료' }).click();
  await expect(page).toHaveURL(/\/signup\/complete$/);
  await expect(page.getByRole('heading', { name: /환영해요/ })).toBeVisible();
  await check('sign-up complete');

  // Search: the keyword panel (field, chips), results with a pager; a body-part tab with '더 보기'.
  await page.goto(`/searchworkout?keyword=${encodeURIComponent('덤벨')}`);
  await expect(page.getByRole('heading', { name: /^'덤벨' 검색 결과/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '검색 결과 페이지' })).toBeVisible();
  await check('search with a keyword');
  await page.goto('/searchworkout');
  await expect(page.getByRole('button', { name: /^더 보기/ })).toBeVisible();
  await check('search by body part');

  await page.goto('/workoutdetail/1');
  await expect(page.getByRole('button', { name: '루틴에 추가' })).toBeVisible();
  await check('exercise detail');

  // Recommendation: both steps and the result.
  await page.goto('/recommend/bodypart');
  await expect(page.getByText('0개 부위 선택됨')).toBeVisible();
  await check('recommendation step 1');
  await page.getByRole('button', { name: '가슴', exact: true }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/recommend\/machine/);
  await expect(page.getByText('0개 기구 선택됨')).toBeVisible();
  await check('recommendation step 2');
  await page.getByRole('button', { name: '기구 선택 없이 추천받기' }).click();
  await expect(page).toHaveURL(/\/recommend\/result\?id=/);
  await expect(page.getByRole('region', { name: 'AI 추천 운동량' }).first()).toBeVisible();
  await check('recommendation result');

  // The add-to-routine dialog, every step: start, create, pick, amounts.
  await page
    .getByRole('button', { name: / 운동 루틴 추가$/ })
    .first()
    .click();
  await expect(dialog.getByRole('button', { name: '루틴 생성하기' })).toBeVisible();
  await check('add-to-routine: start');
  await dialog.getByRole('button', { name: '루틴 생성하기' }).click();
  await dialog.getByLabel('루틴 이름').fill('가슴 날');
  await check('add-to-routine: create');
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog.getByRole('button', { name: '다음' })).toBeVisible();
  // The toast '루틴을 만들었어요' shows over the dialog: its close button is measured with it.
  await expect(page.getByRole('button', { name: '알림 닫기' })).toBeVisible();
  await check('add-to-routine: pick routines (and the toast)');
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog.getByRole('heading', { name: '운동 정보 입력' })).toBeVisible();
  await check('add-to-routine: amounts');
  await dialog.getByRole('button', { name: '추가하기' }).click();
  await expect(dialog).not.toBeAttached();

  // My routines: tabs and a row, the row's menu, the row editor, then routine edit mode.
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await check('/mypage');
  await page
    .getByRole('button', { name: / 수정 메뉴$/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: '수량 수정' })).toBeVisible();
  await check('/mypage row menu');
  await page.getByRole('menuitem', { name: '수량 수정' }).click();
  await expect(page.getByRole('button', { name: '수량 저장' })).toBeVisible();
  await check('/mypage row editor');
  await page.getByRole('button', { name: '수정 취소' }).click();
  await page.getByRole('button', { name: '편집' }).click();
  await expect(page.getByRole('heading', { name: '루틴 편집' })).toBeVisible();
  await check('/mypage edit mode');

  // The account menu of the nav bar.
  await page.getByRole('button', { name: `${member.userName}님` }).click();
  await expect(page.getByRole('menuitem', { name: '로그아웃' })).toBeVisible();
  await check('account menu');
  await page.keyboard.press('Escape');

  await page.goto('/mypage/profile');
  await expect(page.getByLabel('이메일')).toBeVisible();
  await check('/mypage/profile');
  await page.goto('/mypage/password');
  await expect(page.getByRole('button', { name: '비밀번호 변경 완료' })).toBeVisible();
  await check('/mypage/password');

  if (process.env.TAP_TARGETS_REPORT) console.info(`tap targets: ${measured} measured, smallest side ${smallest} px`);
  expect(measured).toBeGreaterThan(200);
  expect(problems).toEqual({});
  expect(unnamed).toEqual({});
  expect(smallest).toBeGreaterThanOrEqual(MIN_TARGET_PX - 0.1);
});
