// The golden path of docs/product.md §2/§4 on a phone-sized screen: sign up in three steps, log out,
// log in, edit the profile, change the password and log in again with the new one.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE, openPage, storage } from './helpers/browser';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

const email = 'golden@fitforme.kr';

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
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel('이름').fill('김핏포미');
  await page.getByLabel('생년월일').pressSequentially('19950315');
  expect(await page.getByLabel('생년월일').inputValue()).toBe('1995-03-15');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
  await page.getByLabel('비밀번호 확인').fill('fitness12');
  await page.getByText('비밀번호가 일치하지 않습니다').waitFor();
  expect(await next.isDisabled()).toBe(true);
  await page.getByLabel('비밀번호 확인').fill('fitness123');
  await page.getByText('비밀번호가 일치하지 않습니다').waitFor({ state: 'detached' });
  await next.click();

  await page.waitForURL('**/signup/bodyinfo');
  await page.getByRole('radio', { name: '남성', checked: true }).waitFor();
  await page.getByLabel('키').fill('175');
  await page.getByLabel('몸무게').fill('70');
  await page.getByRole('button', { name: '다음' }).click();

  await page.waitForURL('**/signup/bodyfigure');
  await page.getByText('상체와 하체가 고르게 발달했거나 차이가 적어요').waitFor();
  await page.getByRole('button', { name: '하체 쪽으로' }).click();
  await page.getByText('하체가 상체보다 발달했어요').waitFor();
  await page.getByText('상체 40%').waitFor();
  const done = page.getByRole('button', { name: '완료' });
  expect(await done.isDisabled()).toBe(true);
  const normal = page.getByRole('button', { name: /보통/ });
  await normal.click();
  await page.getByRole('button', { name: /보통/, pressed: true }).waitFor();
  await done.click();
}

test('a member signs up, logs out and in, edits the profile and changes the password', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);

  await signUp(page);
  await page.waitForURL('**/signup/complete');
  await page.getByText('회원가입을 완료했어요').waitFor();
  expect(await storage(page, 'rememberMe')).toBe('true');
  expect(await storage(page, 'refreshToken')).toBeTruthy();
  await page.getByRole('button', { name: '김핏포미님' }).waitFor();
  expect(JSON.parse((await storage(page, 'userStore')) ?? '{}').state).toMatchObject({ isLogin: true, user: { userName: '김핏포미' } });

  await openUserMenu(page, '김핏포미');
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await page.getByRole('link', { name: '로그인' }).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await storage(page, 'accessToken')).toBeNull();

  await logIn(page, 'fitness123');
  await page.getByText('로그인에 성공했어요').waitFor();
  await page.waitForURL(`${env.server.baseUrl}/`);
  expect(await storage(page, 'accessToken')).toBeTruthy();

  await openUserMenu(page, '김핏포미');
  await page.getByRole('menuitem', { name: '계정 정보 수정' }).click();
  await page.getByRole('heading', { name: '김핏포미님의 회원 정보' }).waitFor();
  expect(await page.getByLabel('이메일').isDisabled()).toBe(true);
  await page.getByLabel('이름').fill('박핏포미');
  await page.getByRole('button', { name: '회원 정보 수정 완료' }).click();
  await page.getByText('회원 정보를 수정했어요').waitFor();
  await page.getByRole('heading', { name: '박핏포미님의 회원 정보' }).waitFor();

  await page.getByRole('link', { name: '비밀번호 변경' }).click();
  await page.waitForURL('**/mypage/password');
  await page.getByLabel('현재 비밀번호').fill('fitness123');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await page.getByText('비밀번호 생성 규칙에 맞지 않습니다').waitFor();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('stronger456');
  await page.getByLabel('새 비밀번호 확인').fill('stronger456');
  await page.getByRole('button', { name: '비밀번호 변경 완료' }).click();
  await page.getByText('비밀번호를 변경했어요').waitFor();

  await openUserMenu(page, '박핏포미');
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await page.getByRole('link', { name: '로그인' }).waitFor();

  await logIn(page, 'fitness123');
  await page.getByText('로그인 정보가 일치하지 않습니다.').waitFor();
  await logIn(page, 'stronger456');
  await page.getByText('로그인에 성공했어요').waitFor();
  await page.getByRole('button', { name: '박핏포미님' }).waitFor();
});

test('steps 2 and 3 without a draft send the visitor back to step 1', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/signup/bodyfigure');
  await page.waitForURL('**/signup/profile');
  await page.goto('/signup/bodyinfo');
  await page.waitForURL('**/signup/profile');
});
