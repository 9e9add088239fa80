// The golden path of docs/product.md §2/§4 on a phone-sized screen: sign up in three steps, log out,
// log in, edit the profile, change the password and log in again with the new one. And 회원 탈퇴
// (docs/decisions/028-password-reset-and-account-deletion.md) at 390 and 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MOBILE, NARROW, storage } from '../helpers/browser';
import { memberQuery, newMember, submitLogin } from '../helpers/members';
import { screenProblems } from '../helpers/phone-check';

// This test's own address: the server is shared with the worker's other tests.
const email = newMember().loginEmail;

async function openUserMenu(page: Page, userName: string) {
  await page.getByRole('button', { name: `${userName}님` }).click();
}

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function signUp(page: Page) {
  await page.goto('/signup/profile');
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  await page.getByLabel('이름').fill('김핏포미');
  await page.getByLabel('생년월일').pressSequentially('19950315');
  await expect(page.getByLabel('생년월일')).toHaveValue('1995-03-15');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
  await page.getByLabel('비밀번호 확인').fill('fitness12');
  await expect(page.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('비밀번호 확인').fill('fitness123');
  await expect(page.getByText('비밀번호가 일치하지 않습니다')).not.toBeAttached();
  await next.click();

  await expect(page).toHaveURL(/\/signup\/bodyinfo$/);
  await expect(page.getByRole('radio', { name: '남성', checked: true })).toBeVisible();
  await page.getByLabel('키').fill('175');
  await page.getByLabel('몸무게').fill('70');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/signup\/bodyfigure$/);
  await expect(page.getByText('상체와 하체가 고르게 발달했거나 차이가 적어요')).toBeVisible();
  await page.getByRole('button', { name: '하체 쪽으로' }).click();
  await expect(page.getByText('하체가 상체보다 발달했어요')).toBeVisible();
  await expect(page.getByText('상체 40%')).toBeVisible();
  const done = page.getByRole('button', { name: '완료' });
  await expect(done).toBeDisabled();
  const normal = page.getByRole('button', { name: /보통/ });
  await normal.click();
  await expect(page.getByRole('button', { name: /보통/, pressed: true })).toBeVisible();
  await done.click();
}

test.use({ viewport: MOBILE });

test('a member signs up, logs out and in, edits the profile and changes the password', async ({ page, server }) => {
  await signUp(page);
  await expect(page).toHaveURL(/\/signup\/complete$/);
  await expect(page.getByText('회원가입을 완료했어요')).toBeVisible();
  expect(await storage(page, 'rememberMe')).toBe('true');
  expect(await storage(page, 'refreshToken')).toBeTruthy();
  await expect(page.getByRole('button', { name: '김핏포미님' })).toBeVisible();
  expect(JSON.parse((await storage(page, 'userStore')) ?? '{}').state).toMatchObject({ isLogin: true, user: { userName: '김핏포미' } });

  await openUserMenu(page, '김핏포미');
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(await storage(page, 'accessToken')).toBeNull();

  await logIn(page, 'fitness123');
  await expect(page.getByText('로그인에 성공했어요')).toBeVisible();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  expect(await storage(page, 'accessToken')).toBeTruthy();

  await openUserMenu(page, '김핏포미');
  await page.getByRole('menuitem', { name: '계정 정보 수정' }).click();
  await expect(page.getByRole('heading', { name: '김핏포미님의 회원 정보' })).toBeVisible();
  await expect(page.getByLabel('이메일')).toBeDisabled();
  await page.getByLabel('이름').fill('박핏포미');
  await page.getByRole('button', { name: '회원 정보 수정 완료' }).click();
  await expect(page.getByText('회원 정보를 수정했어요')).toBeVisible();
  await expect(page.getByRole('heading', { name: '박핏포미님의 회원 정보' })).toBeVisible();

  await page.getByRole('link', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/mypage\/password$/);
  await page.getByLabel('현재 비밀번호').fill('fitness123');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await expect(page.getByText('비밀번호 생성 규칙에 맞지 않습니다')).toBeVisible();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('stronger456');
  await page.getByLabel('새 비밀번호 확인').fill('stronger456');
  await page.getByRole('button', { name: '비밀번호 변경 완료' }).click();
  await expect(page.getByText('비밀번호를 변경했어요')).toBeVisible();

  await openUserMenu(page, '박핏포미');
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();

  await logIn(page, 'fitness123');
  await expect(page.getByText('로그인 정보가 일치하지 않습니다.')).toBeVisible();
  await logIn(page, 'stronger456');
  await expect(page.getByText('로그인에 성공했어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '박핏포미님' })).toBeVisible();
});

for (const viewport of [MOBILE, NARROW]) {
  test.describe(() => {
    test.use({ viewport });
    test(`${viewport.width} px: 회원 탈퇴 asks for the password, refuses a wrong one, and deletes the account with the right one`, async ({
      memberPage: page,
      member,
    }) => {
      await page.goto('/mypage/profile');
      await expect(page.getByRole('heading', { name: '회원 탈퇴' })).toBeVisible();
      await page.getByRole('button', { name: '회원 탈퇴' }).click();

      const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
      await expect(dialog).toBeVisible();
      for (const line of [
        '몸 기록 전체',
        '루틴(마이핏)과 루틴의 운동',
        '운동 기록 전체 (세트, 메모 포함)',
        '추천 기록과 추천에 남긴 평가',
        '목표·경험, 우리 헬스장, 내 장비 설정',
      ]) {
        await expect(dialog.getByText(line, { exact: true })).toBeVisible();
      }
      await expect(dialog.getByText('탈퇴하면 아래 정보가 모두 바로 삭제되고, 다시 되돌릴 수 없어요.')).toBeVisible();
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await screenProblems(page)).toEqual([]);

      // No password: the form says so and sends nothing.
      await dialog.getByRole('button', { name: '탈퇴하기' }).click();
      await expect(dialog.getByText('비밀번호를 입력해 주세요')).toBeVisible();

      await dialog.getByLabel('현재 비밀번호').fill('wrong-pass-1');
      await dialog.getByRole('button', { name: '탈퇴하기' }).click();
      await expect(dialog.getByText('현재 비밀번호가 일치하지 않아요')).toBeVisible();
      expect(await screenProblems(page)).toEqual([]);
      await dialog.getByRole('button', { name: '취소' }).click();
      await expect(dialog).not.toBeAttached();
      // Nothing was deleted: still logged in, the account answers.
      expect((await memberQuery(page, 'user.me')).loginEmail).toBe(member.loginEmail);

      await page.getByRole('button', { name: '회원 탈퇴' }).click();
      await dialog.getByLabel('현재 비밀번호').fill(member.password);
      await dialog.getByRole('button', { name: '탈퇴하기' }).click();
      await expect(page.getByText('회원 탈퇴가 완료되었어요. 그동안 핏포미를 이용해 주셔서 감사해요')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
      expect(await storage(page, 'accessToken')).toBeNull();
      expect(await storage(page, 'refreshToken')).toBeNull();

      await page.goto('/login');
      await submitLogin(page, member.loginEmail, member.password);
      await expect(page.getByText('로그인 정보가 일치하지 않습니다.')).toBeVisible();
      expect(await storage(page, 'accessToken')).toBeNull();
    });
  });
}
