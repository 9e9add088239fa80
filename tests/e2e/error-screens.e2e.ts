// The error screen of docs/product.md §2: 401 for protected pages when logged out, not-found for unknown routes.
import { expect, test } from 'vitest';
import { MOBILE, openPage } from './helpers/browser';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

test('/mypage logged out shows the login-required screen', async () => {
  const page = await openPage(env.browser, env.server.baseUrl, MOBILE);
  await page.goto('/mypage');
  await page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor();
  await page.getByRole('button', { name: '돌아가기' }).waitFor();
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('heading', { name: '로그인' }).waitFor();
});

test('/mypage/profile logged out shows the login-required screen', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/mypage/profile');
  await page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor();
});

test('an unknown route shows the not-found screen with a home button', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: '존재하지 않는 페이지입니다' }).waitFor();
  await page.getByRole('link', { name: '홈으로' }).click();
  await page.getByRole('heading', { name: /맞춤 운동 추천/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('home cards send a logged-out visitor to the login page', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/');
  await page.getByRole('link', { name: '운동 추천받기' }).click();
  await page.waitForURL('**/login');
});
