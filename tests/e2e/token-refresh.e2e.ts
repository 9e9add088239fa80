import { expect, test } from 'vitest';
import { trpcAt } from '../helpers/trpc-client';
import { loginViaUi, openPage, storage } from './helpers/browser';
import { newMember, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite({ accessTokenTtlSeconds: 2 });

/** Until the server refuses the access token the page holds (it has expired), however long that takes. */
async function untilAccessTokenExpired(token: string | null) {
  expect(token).toBeTruthy();
  await expect
    .poll(async () => (await trpcAt(env.server.baseUrl, { accessToken: String(token) }).query('user.me')).status, {
      interval: 250,
    })
    .toBe(401);
}

test('an expired access token is refreshed and the call retried transparently', async () => {
  const member = newMember({ userName: '이토큰' });
  await signUpViaApi(env.server.baseUrl, member);
  const page = await openPage(env.browser, env.server.baseUrl);
  await loginViaUi(page, member.loginEmail, member.password);
  const before = await storage(page, 'accessToken');
  expect(before).toBeTruthy();

  await untilAccessTokenExpired(before);
  await page.goto('/mypage/profile');
  await page.getByRole('heading', { name: '이토큰님의 회원 정보' }).waitFor();
  expect(await page.getByLabel('이메일').inputValue()).toBe(member.loginEmail);
  const after = await storage(page, 'accessToken');
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  expect(await page.getByText('로그인이 만료되었어요').count()).toBe(0);
});

test('a malformed access token ends the session with a toast', async () => {
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  const page = await openPage(env.browser, env.server.baseUrl);
  await loginViaUi(page, member.loginEmail, member.password);
  await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-jwt'));

  await page.goto('/mypage/profile');
  await page.getByText('로그인이 만료되었어요').waitFor();
  await page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor();
  expect(await storage(page, 'accessToken')).toBeNull();
  expect(await storage(page, 'refreshToken')).toBeNull();
  expect(await storage(page, 'rememberMe')).toBeNull();
});

test('an expired refresh session ends the session with a toast', async () => {
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  const page = await openPage(env.browser, env.server.baseUrl);
  await loginViaUi(page, member.loginEmail, member.password);
  await page.evaluate(() => localStorage.setItem('refreshToken', 'garbage.refresh'));

  await untilAccessTokenExpired(await storage(page, 'accessToken'));
  await page.goto('/mypage/profile');
  await page.getByText('로그인이 만료되었어요').waitFor();
  await page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor();
  expect(await storage(page, 'accessToken')).toBeNull();
});
