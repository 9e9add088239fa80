// Sessions past their tokens' life (docs/security.md): an expired access token is refreshed behind the member's
// back; a malformed one, or a refresh session that is gone, ends the session with a toast. On a server whose
// access tokens live 2 s (a worker of its own).
import type { Page } from '@playwright/test';
import { trpcAt } from '../../helpers/trpc-client';
import { expect, test } from '../fixtures';
import { storage } from '../helpers/browser';
import { loginViaUi, newMember, signUpViaApi } from '../helpers/members';

test.use({ serverOptions: { accessTokenTtlSeconds: 2 } });

/** Until the server refuses the access token the page holds (it has expired), however long that takes. */
async function untilAccessTokenExpired(baseUrl: string, token: string | null) {
  expect(token).toBeTruthy();
  await expect
    .poll(async () => (await trpcAt(baseUrl, { accessToken: String(token) }).query('user.me')).status, {
      intervals: [250],
    })
    .toBe(401);
}

const logIn = (page: Page, member: { loginEmail: string; password: string }) => loginViaUi(page, member.loginEmail, member.password);

test('an expired access token is refreshed and the call retried transparently', async ({ page, server }) => {
  const member = newMember({ userName: '이토큰' });
  await signUpViaApi(server.baseUrl, member);
  await logIn(page, member);
  const before = await storage(page, 'accessToken');
  expect(before).toBeTruthy();

  await untilAccessTokenExpired(server.baseUrl, before);
  await page.goto('/mypage/profile');
  await expect(page.getByRole('heading', { name: '이토큰님의 회원 정보' })).toBeVisible();
  await expect(page.getByLabel('이메일')).toHaveValue(member.loginEmail);
  const after = await storage(page, 'accessToken');
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await expect(page.getByText('로그인이 만료되었어요')).toHaveCount(0);
});

test('a malformed access token ends the session with a toast', async ({ memberPage: page }) => {
  await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-jwt'));

  await page.goto('/mypage/profile');
  await expect(page.getByText('로그인이 만료되었어요')).toBeVisible();
  await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
  expect(await storage(page, 'accessToken')).toBeNull();
  expect(await storage(page, 'refreshToken')).toBeNull();
  expect(await storage(page, 'rememberMe')).toBeNull();
});

test('an expired refresh session ends the session with a toast', async ({ memberPage: page, server }) => {
  // Off the app: on a busy machine its home page may still be refreshing the 2-second token, and a refresh in
  // flight would store a fresh access token after the expiry is awaited.
  await page.goto('/healthz');
  await page.evaluate(() => localStorage.setItem('refreshToken', 'garbage.refresh'));

  await untilAccessTokenExpired(server.baseUrl, await storage(page, 'accessToken'));
  await page.goto('/mypage/profile');
  await expect(page.getByText('로그인이 만료되었어요')).toBeVisible();
  await expect(page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' })).toBeVisible();
  expect(await storage(page, 'accessToken')).toBeNull();
});
