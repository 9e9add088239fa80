// The login form (docs/product.md §2, §8): its error line (the server's message on a refused login, a retry
// prompt when the request never reaches the server), and the return to the page that asked for the login
// (docs/decisions/028-password-reset-and-account-deletion.md) at 390 and 360 px: through the '로그인이 필요한
// 페이지입니다' screen (with the page's search kept) and the recommendation flow's redirect; a redirect to
// another site is never followed.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { MOBILE, NARROW, storage } from '../helpers/browser';
import { submitLogin } from '../helpers/members';

test('a wrong password shows the error line and stores nothing', async ({ page, member }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  await page.getByLabel('이메일').fill(member.loginEmail);
  await page.getByLabel('비밀번호', { exact: true }).fill('wrongpass999');
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  const line = page.getByRole('alert').filter({ hasText: '로그인 정보가 일치하지 않습니다.' });
  await expect(line).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await storage(page, 'accessToken')).toBeNull();
});

test('empty fields are flagged on submit without a request', async ({ page }) => {
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/trpc/')) calls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일을 입력해 주세요')).toBeVisible();
  await expect(page.getByText('비밀번호를 입력해 주세요')).toBeVisible();
  expect(calls).toBe(0);
});

test('a request that fails asks to log in again', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
  await page.getByLabel('이메일').fill('someone@fitforme.kr');
  await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '다시 로그인해 주세요' })).toBeVisible();
});

test('the sign-up button leads to step 1', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL(/\/signup\/profile$/);
});

async function fillLogin(page: Page, loginEmail: string, password: string) {
  await submitLogin(page, loginEmail, password);
  await expect(page.getByText('로그인에 성공했어요')).toBeVisible();
}

for (const viewport of [MOBILE, NARROW]) {
  test.describe(() => {
    test.use({ viewport });
    test(`${viewport.width} px: logging in from the login-required screen or the recommendation redirect goes back to that page`, async ({ page, member }) => {
      await page.goto('/mypage/history?month=2026-10');
      await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
      await page.getByRole('link', { name: '로그인하러 가기' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mypage/history?month=2026-10');
      await fillLogin(page, member.loginEmail, member.password);
      await expect(page).toHaveURL((url) => url.pathname === '/mypage/history' && url.searchParams.get('month') === '2026-10');

      // Logged out again: the recommendation flow redirects to the login page, and comes back.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/recommend/bodypart');
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/recommend/bodypart');
      await fillLogin(page, member.loginEmail, member.password);
      await expect(page).toHaveURL((url) => url.pathname === '/recommend/bodypart');

      // The profile through the login-required screen.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/mypage/profile');
      await page.getByRole('link', { name: '로그인하러 가기' }).click();
      await fillLogin(page, member.loginEmail, member.password);
      await expect(page).toHaveURL((url) => url.pathname === '/mypage/profile');
      await expect(page.getByRole('heading', { name: `${member.userName}님의 회원 정보` })).toBeVisible();
    });
  });
}

test('a redirect to another site is not followed: login goes home on our own origin', async ({ member, newPage, server }) => {
  for (const evil of ['//evil.example/mypage', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    const page = await newPage({ viewport: NARROW });
    await page.goto(`/login?redirect=${encodeURIComponent(evil)}`);
    await fillLogin(page, member.loginEmail, member.password);
    await expect(page).toHaveURL((url) => url.origin === server.baseUrl && url.pathname === '/');
    expect(new URL(page.url()).origin, evil).toBe(server.baseUrl);
    await page.context().close();
  }
});
