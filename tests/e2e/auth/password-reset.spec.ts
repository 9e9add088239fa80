// Password reset by e-mail as a member on a phone (390 and 360 px): '비밀번호 찾기' on the login form, the mail
// arriving at a real SMTP server (smtp-server, started here; the app server is pointed at it through SMTP_URL),
// its link, a new password, and login with it. The new screens have no axe violations, 44 px tap targets and
// nothing wider than the screen.
import type { Page } from '@playwright/test';
import { resetLinkOf, type SmtpInbox, startSmtpInbox } from '../../helpers/smtp-inbox';
import { test as base, expect } from '../fixtures';
import { MOBILE, NARROW, storage } from '../helpers/browser';
import { submitLogin } from '../helpers/members';
import { screenProblems } from '../helpers/phone-check';

// The worker's server sends its mail to the worker's inbox.
const test = base.extend<object, { inbox: SmtpInbox }>({
  inbox: [
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      await use(inbox);
      await inbox.close();
    },
    { scope: 'worker' },
  ],
  serverOptions: [async ({ inbox }, use) => use({ env: { SMTP_URL: inbox.url, MAIL_FROM: '핏포미 <no-reply@fitforme.example.kr>' } }), { scope: 'worker' }],
});

async function logIn(page: Page, loginEmail: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, loginEmail, password);
}

for (const viewport of [MOBILE, NARROW]) {
  test.describe(() => {
    test.use({ viewport });
    test(`${viewport.width} px: '비밀번호 찾기' sends a link to the real SMTP server; the link sets a new password once, and login works with it only`, async ({
      page,
      member,
      inbox,
      server,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: '비밀번호 찾기' }).click();
      await expect(page).toHaveURL(/\/password-reset$/);
      await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
      expect(await screenProblems(page)).toEqual([]);

      await page.getByLabel('이메일').fill('not-an-address');
      await page.getByRole('button', { name: '재설정 메일 받기' }).click();
      await expect(page.getByText('올바른 이메일 형식이 아니에요')).toBeVisible();
      await page.getByLabel('이메일').fill(member.loginEmail);
      await page.getByRole('button', { name: '재설정 메일 받기' }).click();
      const sent = page.getByRole('status').filter({ hasText: '입력한 이메일로 가입된 계정이 있다면 비밀번호 재설정 메일을 보냈어요' });
      await expect(sent).toBeVisible();
      expect(await screenProblems(page)).toEqual([]);

      // An address with no account is answered with the very same words.
      await page.getByRole('button', { name: '다시 요청하기' }).click();
      await page.getByLabel('이메일').fill(`nobody-${viewport.width}@fitforme.kr`);
      await page.getByRole('button', { name: '재설정 메일 받기' }).click();
      await expect(sent).toBeVisible();

      const mail = await inbox.next(member.loginEmail);
      expect(mail.subject).toBe('[핏포미] 비밀번호 재설정 안내');
      const link = resetLinkOf(mail);
      expect(link.startsWith(`${server.baseUrl}/password-reset/new#token=`)).toBe(true);

      await page.goto(link);
      await expect(page.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
      expect(await screenProblems(page)).toEqual([]);
      const next = page.getByLabel('새 비밀번호', { exact: true });
      const check = page.getByLabel('새 비밀번호 확인');
      await next.fill('short1');
      await expect(page.getByText('비밀번호는 영문과 숫자를 포함해 8~25자로 입력해 주세요')).toBeVisible();
      await next.fill('renewed2024');
      await check.fill('renewed2025');
      await expect(page.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
      await check.fill('renewed2024');
      await expect(page.getByText('비밀번호가 일치하지 않습니다')).not.toBeAttached();
      await page.getByRole('button', { name: '비밀번호 변경하기' }).click();
      await expect(page.getByText('비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/login');

      await logIn(page, member.loginEmail, member.password);
      await expect(page.getByText('로그인 정보가 일치하지 않습니다.')).toBeVisible();
      expect(await storage(page, 'accessToken')).toBeNull();
      await logIn(page, member.loginEmail, 'renewed2024');
      await expect(page.getByText('로그인에 성공했어요')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/');

      // The link worked once.
      await page.goto(link);
      await page.getByLabel('새 비밀번호', { exact: true }).fill('another2024');
      await page.getByLabel('새 비밀번호 확인').fill('another2024');
      await page.getByRole('button', { name: '비밀번호 변경하기' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 다시 요청해 주세요' })).toBeVisible();
      await expect(page.getByRole('link', { name: '재설정 메일 다시 받기' })).toBeVisible();
      expect(await screenProblems(page)).toEqual([]);
      expect(inbox.received.filter((m) => m.to.includes(`nobody-${viewport.width}@fitforme.kr`))).toEqual([]);
    });
  });
}
