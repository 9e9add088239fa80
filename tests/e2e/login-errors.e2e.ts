// The login form's error line (docs/product.md §2, §8): the server's message on a refused login, and a
// retry prompt when the request never reaches the server.
import { expect, test } from 'vitest';
import { openPage, storage } from './helpers/browser';
import { newMember, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

test('a wrong password shows the error line and stores nothing', async () => {
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/login');
  await page.getByRole('heading', { name: '로그인' }).waitFor();
  await page.getByLabel('이메일').fill(member.loginEmail);
  await page.getByLabel('비밀번호', { exact: true }).fill('wrongpass999');
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  const line = page.getByRole('alert').filter({ hasText: '로그인 정보가 일치하지 않습니다.' });
  await line.waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await storage(page, 'accessToken')).toBeNull();
});

test('empty fields are flagged on submit without a request', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/trpc/')) calls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByText('이메일을 입력해 주세요').waitFor();
  await page.getByText('비밀번호를 입력해 주세요').waitFor();
  expect(calls).toBe(0);
});

test('a request that fails asks to log in again', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/login');
  await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
  await page.getByLabel('이메일').fill('someone@fitforme.kr');
  await page.getByLabel('비밀번호', { exact: true }).fill('fitness123');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '다시 로그인해 주세요' }).waitFor();
});

test('the sign-up button leads to step 1', async () => {
  const page = await openPage(env.browser, env.server.baseUrl);
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await page.waitForURL('**/signup/profile');
});
