// Login returns to the page that asked for it (docs/decisions/028-password-reset-and-account-deletion.md), at 390
// and 360 px: through the '로그인이 필요한 페이지입니다' screen (with the page's search kept) and through the
// recommendation flow's redirect; a redirect to another site is never followed.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MOBILE, NARROW, openPage, submitLogin } from './helpers/browser';
import { newMember, signUpViaApi } from './helpers/members';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();

async function fillLogin(page: Page, loginEmail: string, password: string) {
  await submitLogin(page, loginEmail, password);
  await page.getByText('로그인에 성공했어요').waitFor();
}

for (const viewport of [MOBILE, NARROW]) {
  test(`${viewport.width} px: logging in from the login-required screen or the recommendation redirect goes back to that page`, async () => {
    const member = newMember();
    await signUpViaApi(env.server.baseUrl, member);
    const page = await openPage(env.browser, env.server.baseUrl, viewport);

    await page.goto('/mypage/history?month=2026-10');
    await page.getByRole('heading', { name: '로그인이 필요한 페이지입니다' }).waitFor();
    await page.getByRole('link', { name: '로그인하러 가기' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mypage/history?month=2026-10');
    await fillLogin(page, member.loginEmail, member.password);
    await page.waitForURL((url) => url.pathname === '/mypage/history' && url.searchParams.get('month') === '2026-10');

    // Logged out again: the recommendation flow redirects to the login page, and comes back.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/recommend/bodypart');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/recommend/bodypart');
    await fillLogin(page, member.loginEmail, member.password);
    await page.waitForURL((url) => url.pathname === '/recommend/bodypart');

    // The profile through the login-required screen.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/mypage/profile');
    await page.getByRole('link', { name: '로그인하러 가기' }).click();
    await fillLogin(page, member.loginEmail, member.password);
    await page.waitForURL((url) => url.pathname === '/mypage/profile');
    await page.getByRole('heading', { name: `${member.userName}님의 회원 정보` }).waitFor();
    await page.context().close();
  });
}

test('a redirect to another site is not followed: login goes home on our own origin', async () => {
  const member = newMember();
  await signUpViaApi(env.server.baseUrl, member);
  for (const evil of ['//evil.example/mypage', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    const page = await openPage(env.browser, env.server.baseUrl, NARROW);
    await page.goto(`/login?redirect=${encodeURIComponent(evil)}`);
    await fillLogin(page, member.loginEmail, member.password);
    await page.waitForURL((url) => url.origin === env.server.baseUrl && url.pathname === '/');
    expect(new URL(page.url()).origin, evil).toBe(env.server.baseUrl);
    await page.context().close();
  }
});
