// Password reset by e-mail (docs/decisions/028-password-reset-and-account-deletion.md) through the real app, on
// SQLite and PostgreSQL, with the mail going over SMTP to a real SMTP server (smtp-server) that the test reads.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { type Member, signUpMember, trpcAs, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { resetLinkOf, SMTP_PASS, SMTP_USER, type SmtpInbox, startSmtpInbox } from '../../../tests/helpers/smtp-inbox';
import { sqlRow, sqlRows } from '../../../tests/helpers/test-db';
import { loadConfig } from '../../config';

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

const logEvents = () => t.logs.map((line) => (JSON.parse(line) as { event?: string }).event);
/** Each request ends in one of these, logged once the work after the answer is done. */
const OUTCOMES = ['throttled', 'capped', 'unknownAddress', 'requested', 'failed'].map((e) => `auth.passwordReset.${e}`);
const outcomes = () => logEvents().filter((e) => e !== undefined && OUTCOMES.includes(e)).length;

/** Asks for a reset from `ip` and waits until the server has finished with the request. */
async function ask(loginEmail: string, ip = '127.0.0.1') {
  const before = outcomes();
  const res = await trpcAs(t.app, undefined, { remoteAddress: ip }).mutation('auth.requestPasswordReset', { loginEmail });
  await expect.poll(outcomes).toBe(before + 1);
  return res;
}

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
    const unknown = await ask('nobody@fitforme.kr');
    const known = await ask(m.loginEmail);
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
    await ask(m.loginEmail);
    const [link] = loggedLinks();
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/password-reset\/new#token=/);
    clock.advance(30 * 60_000);
    const late = await trpcMutation(t.app, 'auth.resetPassword', { token: tokenOf(link!), newPassword: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(trpcError(late)).toMatchObject({ message: INVALID, data: { appCode: 'PASSWORD_RESET_LINK_INVALID' } });
    expect((await login(m, m.password)).status).toBe(200);

    await ask(m.loginEmail);
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
    await ask(m.loginEmail);
    const token = tokenOf(loggedLinks()[0]!);
    const weak = await trpcMutation(t.app, 'auth.resetPassword', { token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(trpcError(weak).data.fieldErrors?.newPassword).toEqual(['비밀번호는 영문과 숫자를 포함해 8~25자로 입력해 주세요']);
    expect((await trpcMutation(t.app, 'auth.resetPassword', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  test('requests are limited per IP (3 per hour here): 429 with a Korean message and the wait', async () => {
    const m = await signUpMember(t.app);
    for (let i = 0; i < 3; i++) expect((await ask(`x${i}@fitforme.kr`, '10.0.0.7')).status).toBe(200);
    const limited = await ask(m.loginEmail, '10.0.0.7');
    expect(limited.status).toBe(429);
    expect(trpcError(limited)).toMatchObject({ message: THROTTLED, data: { appCode: 'PASSWORD_RESET_THROTTLED' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetCount()).toBe(0);
    expect((await ask(m.loginEmail, '10.0.0.8')).status).toBe(200);
    expect(await resetCount()).toBe(1);
  });

  // docs/security.md row 33: the per-address cap holds mails back without a word; the newest mail, sent
  // less than one refill (12 minutes) ago, still has a working link.
  test("a stranger asking from many addresses gets the member at most 5 mails and then one per 12 minutes, is answered like anyone, and never makes the member's own request fail or leaves them without a working link", async () => {
    const m = await signUpMember(t.app);
    let stranger = 0;
    const strangerAsks = async () => {
      const res = await ask(m.loginEmail, `10.9.${Math.floor(stranger / 250)}.${stranger++ % 250}`);
      expect(res.status).toBe(200);
      expect(trpcData(res)).toEqual({ message: SENT });
    };
    for (let i = 0; i < 20; i++) await strangerAsks();
    expect(loggedLinks()).toHaveLength(5);

    clock.advance(60_000);
    const own = await ask(m.loginEmail, '192.0.2.77');
    expect(own.status).toBe(200);
    expect(trpcData(own)).toEqual({ message: SENT });
    expect(loggedLinks()).toHaveLength(5);

    // Two hours and eleven minutes more of it, twice a minute: one more mail every 12 minutes, no more.
    for (let minute = 2; minute <= 131; minute++) {
      clock.advance(60_000);
      await strangerAsks();
      await strangerAsks();
    }
    expect(loggedLinks()).toHaveLength(5 + 10);
    const again = await ask(m.loginEmail, '192.0.2.77');
    expect(trpcData(again)).toEqual({ message: SENT });
    expect(loggedLinks()).toHaveLength(15);

    // The newest mail is 11 minutes old: its link sets the new password.
    const reset = await trpcMutation(t.app, 'auth.resetPassword', { token: tokenOf(loggedLinks().at(-1)!), newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await login(m, NEW_PASSWORD)).status).toBe(200);
  });

  // docs/security.md row 34: before the answer a registered address costs the same work as an unknown one.
  test('with the link store broken, a registered and an unknown address still get the same answer: nothing of the link is done before it', async () => {
    const m = await signUpMember(t.app);
    await sqlRows(t.db, 'DROP TABLE password_resets');
    const known = await ask(m.loginEmail);
    const unknown = await ask('nobody@fitforme.kr');
    expect(known.status).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(trpcData(known)).toEqual({ message: SENT });
    expect(logEvents()).toContain('auth.passwordReset.failed');
  });

  test('deleting the account deletes its reset links', async () => {
    const m = await signUpMember(t.app);
    await ask(m.loginEmail);
    expect(await resetCount()).toBe(1);
    expect((await trpcMutation(t.app, 'user.deleteAccount', { password: m.password }, m.accessToken)).status).toBe(200);
    expect(await resetCount()).toBe(0);
  });
});

test('production without SMTP answers the same and logs an error that mail is not configured', async () => {
  t = await buildTestApp({ config: { env: 'production' } });
  const m = await signUpMember(t.app);
  for (const loginEmail of [m.loginEmail, 'nobody@fitforme.kr']) expect(trpcData(await ask(loginEmail))).toEqual({ message: SENT });
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
