// Password reset by e-mail (docs/decisions/028-password-reset-and-account-deletion.md) through the real app, on
// SQLite and PostgreSQL, with the mail going over SMTP to a real SMTP server (smtp-server) that the test reads.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildTestApp, fakeClock, type TestApp } from '../helpers/app';
import { type Member, signUpMember, trpcAs, trpcData, trpcError, trpcMutation, trpcQuery } from '../helpers/calls';
import { resetLinkOf, SMTP_PASS, SMTP_USER, type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox';
import { sqlRow } from '../helpers/test-db';

const SENT = '입력한 이메일로 가입된 계정이 있다면 비밀번호 재설정 메일을 보냈어요. 메일함을 확인해 주세요';
const INVALID = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 다시 요청해 주세요';
const THROTTLED = '비밀번호 재설정 요청이 너무 많아요. 잠시 후 다시 시도해 주세요';
const PUBLIC_URL = 'https://fitforme.example.kr';
const NEW_PASSWORD = 'newpass5678';

let t: TestApp;
let inbox: SmtpInbox;
let clock: ReturnType<typeof fakeClock>;

const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');
const login = (m: Pick<Member, 'loginEmail'>, password: string) => trpcMutation(t.app, 'auth.login', { loginEmail: m.loginEmail, password });
const resetCount = async () => Number((await sqlRow<{ n: number }>(t.db, 'SELECT count(*) AS n FROM password_resets'))?.n);

/** The link the app printed to its log (no SMTP configured, NODE_ENV test). */
function loggedLinks(): string[] {
  return t.logs
    .map((line) => JSON.parse(line) as { event?: string; link?: string })
    .filter((entry) => entry.event === 'auth.passwordReset.link')
    .map((entry) => entry.link!);
}

afterEach(async () => {
  await t?.close();
  await inbox?.close();
});

describe('over SMTP', () => {
  beforeEach(async () => {
    inbox = await startSmtpInbox();
    clock = fakeClock();
    const { smtp, mailFrom } = loadConfig({ SMTP_URL: inbox.url, MAIL_FROM: '핏포미 <no-reply@fitforme.example.kr>', PUBLIC_URL, NODE_ENV: 'test' });
    t = await buildTestApp({ now: clock.now, config: { smtp, mailFrom, publicUrl: PUBLIC_URL } });
  });

  test('the mail arrives at the SMTP server; its link sets a new password once, ends every login session, and the old password stops working', async () => {
    const m = await signUpMember(t.app);
    const otherDevice = trpcData(await login(m, m.password));

    const asked = await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(trpcData(asked)).toEqual({ message: SENT });

    const mail = await inbox.next(m.loginEmail);
    expect(mail.user).toBe(SMTP_USER);
    expect(mail.from).toBe('no-reply@fitforme.example.kr');
    expect(mail.subject).toBe('[핏포미] 비밀번호 재설정 안내');
    expect(mail.text).toContain('홍길동님, 안녕하세요.');
    expect(mail.text).toContain('링크는 30분 동안 한 번만 쓸 수 있어요.');
    const link = resetLinkOf(mail);
    expect(link).toMatch(/^https:\/\/fitforme\.example\.kr\/password-reset\/new#token=[a-z2-7]{24}\.[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    // Only the SHA-256 of the secret is stored.
    const row = await sqlRow<{ id: string; secret_hash: Buffer }>(t.db, 'SELECT id, secret_hash FROM password_resets');
    expect(row?.id).toBe(tokenOf(link).split('.')[0]);
    expect(Buffer.from(row!.secret_hash).length).toBe(32);
    expect(Buffer.from(row!.secret_hash).toString('utf8')).not.toContain(tokenOf(link).split('.')[1]);

    clock.advance(10 * 60_000);
    const reset = await trpcMutation(t.app, 'auth.resetPassword', { token: tokenOf(link), newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(trpcData(reset)).toEqual({ ok: true });

    // Every login session of the member ended: the sign-up's and the other device's.
    for (const session of [m, otherDevice]) {
      expect((await trpcQuery(t.app, 'user.me', undefined, session.accessToken)).status).toBe(401);
      expect(trpcError(await trpcMutation(t.app, 'auth.refresh', { refreshToken: session.refreshToken })).data.appCode).toBe('REFRESH_TOKEN_EXPIRED');
    }
    expect(trpcError(await login(m, m.password)).data.appCode).toBe('AUTH_FAILED');
    expect((await login(m, NEW_PASSWORD)).status).toBe(200);

    // Single use.
    const again = await trpcMutation(t.app, 'auth.resetPassword', { token: tokenOf(link), newPassword: 'another999' });
    expect(again.status).toBe(400);
    expect(trpcError(again)).toMatchObject({ message: INVALID, data: { appCode: 'PASSWORD_RESET_LINK_INVALID' } });
    expect((await login(m, NEW_PASSWORD)).status).toBe(200);
  });

  test('an unregistered address gets the same status and answer and no mail; a registered one gets exactly its own', async () => {
    const m = await signUpMember(t.app);
    const unknown = await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: 'nobody@fitforme.kr' });
    const known = await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    await inbox.next(m.loginEmail);
    expect(inbox.received.map((mail) => mail.to)).toEqual([[m.loginEmail]]);
    expect(await resetCount()).toBe(1);
  });

  test('using a newer link spends the older ones; a forged secret for a real id is refused', async () => {
    const m = await signUpMember(t.app);
    await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    const first = tokenOf(resetLinkOf(await inbox.next(m.loginEmail)));
    await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    const second = tokenOf(resetLinkOf(await inbox.next(m.loginEmail)));
    expect(second).not.toBe(first);

    const forged = `${second.split('.')[0]}.${'A'.repeat(43)}`;
    expect(trpcError(await trpcMutation(t.app, 'auth.resetPassword', { token: forged, newPassword: NEW_PASSWORD })).message).toBe(INVALID);
    expect(trpcData(await trpcMutation(t.app, 'auth.resetPassword', { token: second, newPassword: NEW_PASSWORD }))).toEqual({ ok: true });
    expect(trpcError(await trpcMutation(t.app, 'auth.resetPassword', { token: first, newPassword: 'another999' })).message).toBe(INVALID);
    expect((await login(m, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('without SMTP (test: the link is printed to the log)', () => {
  beforeEach(async () => {
    clock = fakeClock();
    t = await buildTestApp({ now: clock.now, config: { passwordResetLimitPerHour: 3 } });
  });

  test('a link works until 30 minutes have passed, and not after', async () => {
    const m = await signUpMember(t.app);
    await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    const [link] = loggedLinks();
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/password-reset\/new#token=/);
    clock.advance(30 * 60_000);
    const late = await trpcMutation(t.app, 'auth.resetPassword', { token: tokenOf(link!), newPassword: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(trpcError(late)).toMatchObject({ message: INVALID, data: { appCode: 'PASSWORD_RESET_LINK_INVALID' } });
    expect((await login(m, m.password)).status).toBe(200);

    await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    const fresh = loggedLinks()[1]!;
    clock.advance(30 * 60_000 - 1);
    expect((await trpcMutation(t.app, 'auth.resetPassword', { token: tokenOf(fresh), newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await login(m, NEW_PASSWORD)).status).toBe(200);
  });

  test('an unknown or garbled token gets the one Korean error; a weak new password is refused with the sign-up rule and spends nothing', async () => {
    const m = await signUpMember(t.app);
    for (const token of ['', 'nonsense', `${'a'.repeat(24)}.${'B'.repeat(43)}`]) {
      const res = await trpcMutation(t.app, 'auth.resetPassword', { token, newPassword: NEW_PASSWORD });
      expect(res.status, token).toBe(400);
      expect(trpcError(res).message, token).toBe(INVALID);
    }
    await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    const token = tokenOf(loggedLinks()[0]!);
    const weak = await trpcMutation(t.app, 'auth.resetPassword', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(trpcError(weak).data.fieldErrors?.newPassword).toEqual(['비밀번호는 영문과 숫자를 포함해 8~25자로 입력해 주세요']);
    expect((await trpcMutation(t.app, 'auth.resetPassword', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  test('requests are limited per IP (3 per hour here) and per address (5 per hour): 429 with a Korean message and the wait', async () => {
    const m = await signUpMember(t.app);
    const from = (ip: string) => trpcAs(t.app, undefined, { remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.7').mutation('auth.requestPasswordReset', { loginEmail: `x${i}@fitforme.kr` })).status).toBe(200);
    const limited = await from('10.0.0.7').mutation('auth.requestPasswordReset', { loginEmail: m.loginEmail });
    expect(limited.status).toBe(429);
    expect(trpcError(limited)).toMatchObject({ message: THROTTLED, data: { appCode: 'PASSWORD_RESET_THROTTLED' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetCount()).toBe(0);

    // Per address, whichever IP asks: five, then 429 for a registered and an unregistered address alike.
    for (const address of [m.loginEmail, 'ghost@fitforme.kr']) {
      for (let i = 0; i < 5; i++) expect((await from(`10.1.0.${i}`).mutation('auth.requestPasswordReset', { loginEmail: address })).status).toBe(200);
      const sixth = await from('10.1.0.99').mutation('auth.requestPasswordReset', { loginEmail: address });
      expect(sixth.status).toBe(429);
      expect(trpcError(sixth).message).toBe(THROTTLED);
    }
    expect(await resetCount()).toBe(5);
    clock.advance(12 * 60_000);
    expect((await from('10.1.0.98').mutation('auth.requestPasswordReset', { loginEmail: m.loginEmail })).status).toBe(200);
  });

  test('deleting the account deletes its reset links', async () => {
    const m = await signUpMember(t.app);
    await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail });
    expect(await resetCount()).toBe(1);
    expect((await trpcMutation(t.app, 'user.deleteAccount', { password: m.password }, m.accessToken)).status).toBe(200);
    expect(await resetCount()).toBe(0);
  });
});

test('production without SMTP answers the same and logs an error that mail is not configured', async () => {
  t = await buildTestApp({ config: { env: 'production' } });
  const m = await signUpMember(t.app);
  for (const loginEmail of [m.loginEmail, 'nobody@fitforme.kr']) {
    const res = await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail });
    expect(trpcData(res)).toEqual({ message: SENT });
  }
  const errors = t.logs.map((line) => JSON.parse(line) as { level: number; event?: string }).filter((e) => e.event === 'auth.passwordReset.mailNotConfigured');
  expect(errors).toHaveLength(2);
  expect(errors.every((e) => e.level === 50)).toBe(true);
  expect(t.logs.join('\n')).not.toMatch(/password-reset\/new/);
});

test('a wrong SMTP password: the member still gets the same answer, and the failure is logged as an error', async () => {
  inbox = await startSmtpInbox();
  const { smtp } = loadConfig({ SMTP_URL: `smtp://${SMTP_USER}:wrong-${SMTP_PASS}@127.0.0.1:${inbox.port}`, NODE_ENV: 'test' });
  t = await buildTestApp({ config: { smtp } });
  const m = await signUpMember(t.app);
  expect(trpcData(await trpcMutation(t.app, 'auth.requestPasswordReset', { loginEmail: m.loginEmail }))).toEqual({ message: SENT });
  await expect.poll(() => t.logs.some((line) => line.includes('auth.passwordReset.mailFailed')), { timeout: 15_000 }).toBe(true);
  expect(inbox.received).toHaveLength(0);
});
