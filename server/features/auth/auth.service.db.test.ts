// Accounts and sessions, called directly: sign-up, login, refresh, logout, the token checks of every
// request, password change and deletion, and the login / sign-up / e-mail-check throttles.
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { Db } from '../../../db/client';
import { codeOf, ctxOf, guest, newMember, rejectionOf, rows, type ServiceWorld, serviceWorld, signedUp } from '../../../tests/helpers/services';
import type { AppDeps } from '../../context';
import { recentBodyRecords } from '../user/body-records.service';
import { changePassword, checkEmailAvailable, deleteAccount, getMe, signUp } from '../user/user.service';
import { ABSOLUTE_CAP_FACTOR, authenticate, bearerTokenOf, login, logout, refresh, UNREMEMBERED_SESSION_MS } from './auth.service';

let w: ServiceWorld;
beforeEach(async () => {
  w = await serviceWorld();
});
afterEach(() => w.close());

const DAY = 24 * 3600 * 1000;
const tableRows = async <T = unknown>(db: Db, table: string) => JSON.parse(await rows(db, table)) as T[];
const sessionCount = async (deps: AppDeps = w.deps) => (await tableRows(deps.db, 'auth_sessions')).length;
const tokenCode = (header: string | undefined) => codeOf(() => authenticate(w.deps, header));

test('sign-up stores the member, their first measurements dated today in Korea, and a session whose token authenticates', async () => {
  const m = await signedUp(w.deps, { userName: '김철수', loginEmail: 'Chulsoo@Example.com', sex: 1, birthDate: null });
  expect(await getMe(m.ctx)).toEqual({ userId: m.ctx.user.userId, userName: '김철수', loginEmail: 'Chulsoo@Example.com', sex: 1, birthDate: null });
  // The clock stands at 2026-11-21 03:00 UTC, noon in Seoul.
  expect(await recentBodyRecords(m.ctx)).toMatchObject({ date: '2026-11-21', height: 175, weight: 70, bodyFat: 15, muscleMass: 35, upDownBalance: 5 });
  expect(m.tokens.rememberMe).toBe(true);
  expect(await sessionCount()).toBe(1);
});

test('an e-mail is taken whatever its case: EMAIL_TAKEN, and nothing is added', async () => {
  await signedUp(w.deps, { loginEmail: 'taken@example.com' });
  const memberRows = async () => JSON.stringify([await rows(w.db, 'users'), await rows(w.db, 'body_data'), await rows(w.db, 'auth_sessions')]);
  const before = await memberRows();
  expect((await rejectionOf(signUp(guest(w.deps), newMember({ loginEmail: 'TAKEN@example.com' })))).code).toBe('EMAIL_TAKEN');
  expect(await memberRows()).toBe(before);
  expect(await checkEmailAvailable(guest(w.deps), 'Taken@Example.com')).toEqual({ available: false });
  expect(await checkEmailAvailable(guest(w.deps), 'free@example.com')).toEqual({ available: true });
});

test('login opens a session; a wrong password and an unknown e-mail both answer AUTH_FAILED', async () => {
  const m = await signedUp(w.deps, { loginEmail: 'login@example.com' });
  const tokens = await login(guest(w.deps), { loginEmail: 'LOGIN@example.com', password: m.input.password, rememberMe: false });
  expect(tokens.rememberMe).toBe(false);
  expect((await ctxOf(w.deps, tokens.accessToken)).user.userId).toBe(m.ctx.user.userId);
  expect(await sessionCount()).toBe(2);
  expect((await rejectionOf(login(guest(w.deps), { loginEmail: 'login@example.com', password: 'wrong-pass1', rememberMe: true }))).code).toBe('AUTH_FAILED');
  expect((await rejectionOf(login(guest(w.deps), { loginEmail: 'nobody@example.com', password: m.input.password, rememberMe: true }))).code).toBe(
    'AUTH_FAILED',
  );
  expect(await sessionCount()).toBe(2);
  expect(w.audit.filter((l) => (l.obj as { event?: string }).event === 'auth.login.fail')).toHaveLength(2);
});

test('refresh keeps the refresh token and issues a working access token; an unremembered session ends after one day', async () => {
  const m = await signedUp(w.deps, { loginEmail: 'refresh@example.com' });
  w.clock.advance(1000);
  const renewed = await refresh(w.deps, m.tokens.refreshToken);
  expect(renewed.refreshToken).toBe(m.tokens.refreshToken);
  expect(renewed.accessToken).not.toBe(m.tokens.accessToken);
  expect((await ctxOf(w.deps, renewed.accessToken)).user).toEqual(m.ctx.user);

  const once = await login(guest(w.deps), { loginEmail: 'refresh@example.com', password: m.input.password, rememberMe: false });
  w.clock.advance(UNREMEMBERED_SESSION_MS - 1);
  expect((await refresh(w.deps, once.refreshToken)).rememberMe).toBe(true);
  w.clock.advance(1);
  expect(await codeOf(() => refresh(w.deps, once.refreshToken))).toBe('REFRESH_TOKEN_EXPIRED');
  expect(await sessionCount()).toBe(1); // the dead session is removed
  expect(await codeOf(() => refresh(w.deps, 'not-a-token'))).toBe('REFRESH_TOKEN_EXPIRED');
  // One character of the secret changed (to a different one: the token's last character may already be 'A').
  const last = m.tokens.refreshToken.at(-1);
  expect(await codeOf(() => refresh(w.deps, `${m.tokens.refreshToken.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`))).toBe('REFRESH_TOKEN_EXPIRED');
});

test('a remembered session ends after 30 idle days, and at the absolute cap however often it is used', async () => {
  const m = await signedUp(w.deps);
  const idleMs = w.deps.config.refreshTokenTtlSeconds * 1000;
  expect(idleMs).toBe(30 * DAY);
  expect(idleMs * ABSOLUTE_CAP_FACTOR).toBe(90 * DAY);
  for (const day of [29, 58, 87]) {
    w.clock.advance(29 * DAY);
    expect((await refresh(w.deps, m.tokens.refreshToken)).refreshToken, `day ${day}`).toBe(m.tokens.refreshToken);
  }
  w.clock.advance(29 * DAY); // day 116: used 29 days ago, but past the 90-day cap
  expect(await codeOf(() => refresh(w.deps, m.tokens.refreshToken))).toBe('REFRESH_TOKEN_EXPIRED');

  const idle = await signedUp(w.deps);
  w.clock.advance(idleMs);
  expect(await codeOf(() => refresh(w.deps, idle.tokens.refreshToken))).toBe('REFRESH_TOKEN_EXPIRED');
});

test('logout ends the session at once: its access token stops working and a second logout is ALREADY_LOGGED_OUT', async () => {
  const m = await signedUp(w.deps);
  await logout(w.deps, m.tokens.refreshToken);
  expect(await sessionCount()).toBe(0);
  expect(await tokenCode(`Bearer ${m.tokens.accessToken}`)).toBe('TOKEN_MALFORMED');
  expect(await codeOf(() => logout(w.deps, m.tokens.refreshToken))).toBe('ALREADY_LOGGED_OUT');
  expect(await codeOf(() => refresh(w.deps, m.tokens.refreshToken))).toBe('REFRESH_TOKEN_EXPIRED');
});

test('each unusable Authorization header maps to its legacy code', async () => {
  const m = await signedUp(w.deps);
  const [header, payload, signature] = m.tokens.accessToken.split('.') as [string, string, string];
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999' })).toString('base64url');
  expect(bearerTokenOf(`Bearer ${m.tokens.accessToken}`)).toEqual({ token: m.tokens.accessToken });
  expect(await tokenCode(undefined)).toBe('TOKEN_MISSING');
  expect(await tokenCode('')).toBe('TOKEN_MISSING');
  expect(await tokenCode(`Basic ${m.tokens.accessToken}`)).toBe('TOKEN_NOT_BEARER');
  expect(await tokenCode(`bearer ${m.tokens.accessToken}`)).toBe('TOKEN_NOT_BEARER');
  expect(await tokenCode('Bearer ')).toBe('TOKEN_EMPTY');
  expect(await tokenCode('Bearer abc')).toBe('TOKEN_MALFORMED');
  expect(await tokenCode(`Bearer ${header}.${forged}.${signature}`)).toBe('TOKEN_MALFORMED');
  expect(await tokenCode(`Bearer ${m.tokens.refreshToken}`)).toBe('TOKEN_MALFORMED');
  expect(await authenticate(w.deps, `Bearer ${m.tokens.accessToken}`)).toEqual(m.ctx.user);
  w.clock.advance(w.deps.config.accessTokenTtlSeconds * 1000);
  expect(await tokenCode(`Bearer ${m.tokens.accessToken}`)).toBe('ACCESS_TOKEN_EXPIRED');
});

test('a password change needs the current password and revokes every other session of the member', async () => {
  const m = await signedUp(w.deps, { loginEmail: 'change@example.com' });
  const other = await login(guest(w.deps), { loginEmail: 'change@example.com', password: m.input.password, rememberMe: true });
  const bystander = await signedUp(w.deps);
  expect(await sessionCount()).toBe(3);

  const wrong = await rejectionOf(changePassword(m.ctx, { oldPassword: 'not-it-123', newPassword: 'newpass456' }));
  expect(wrong.code).toBe('WRONG_PASSWORD');
  expect(await sessionCount()).toBe(3);

  await changePassword(m.ctx, { oldPassword: m.input.password, newPassword: 'newpass456' });
  expect(await sessionCount()).toBe(2);
  expect(await tokenCode(`Bearer ${other.accessToken}`)).toBe('TOKEN_MALFORMED');
  expect(await authenticate(w.deps, `Bearer ${m.tokens.accessToken}`)).toEqual(m.ctx.user);
  expect(await authenticate(w.deps, `Bearer ${bystander.tokens.accessToken}`)).toEqual(bystander.ctx.user);
  expect((await rejectionOf(login(guest(w.deps), { loginEmail: 'change@example.com', password: m.input.password, rememberMe: true }))).code).toBe(
    'AUTH_FAILED',
  );
  expect((await login(guest(w.deps), { loginEmail: 'change@example.com', password: 'newpass456', rememberMe: true })).rememberMe).toBe(true);
});

test('deleting the account needs the password and removes every row the member owns', async () => {
  const m = await signedUp(w.deps);
  const keep = await signedUp(w.deps);
  expect((await rejectionOf(deleteAccount(m.ctx, { password: 'not-it-123' }))).code).toBe('WRONG_PASSWORD');
  await deleteAccount(m.ctx, { password: m.input.password });
  const owned = async (table: string) => (await tableRows<{ user_id: number }>(w.db, table)).map((r) => r.user_id);
  expect(await owned('auth_sessions')).toEqual([keep.ctx.user.userId]);
  expect(await owned('body_data')).toEqual([keep.ctx.user.userId]);
  expect((await tableRows<{ id: number }>(w.db, 'users')).map((u) => u.id)).toEqual([keep.ctx.user.userId]);
  expect(await tokenCode(`Bearer ${m.tokens.accessToken}`)).toBe('TOKEN_MALFORMED');
});

test('login throttle: five failures per account, then TOO_MANY_REQUESTS even with the right password; a success resets the count', async () => {
  const m = await signedUp(w.deps, { loginEmail: 'throttle@example.com' });
  const attempt = (password: string) => login(guest(w.deps), { loginEmail: 'throttle@example.com', password, rememberMe: true });
  for (let i = 0; i < 5; i++) expect((await rejectionOf(attempt('wrong-pass1'))).code).toBe('AUTH_FAILED');
  const blocked = await rejectionOf(attempt(m.input.password));
  expect([blocked.code, blocked.retryAfter]).toEqual(['TOO_MANY_REQUESTS', 60]);
  // Another account from the same address is not held up.
  const other = await signedUp(w.deps, { loginEmail: 'other@example.com' });
  expect((await login(guest(w.deps), { loginEmail: 'other@example.com', password: other.input.password, rememberMe: true })).rememberMe).toBe(true);

  w.clock.advance(60_000); // one token back
  expect((await attempt(m.input.password)).rememberMe).toBe(true);
  for (let i = 0; i < 5; i++) expect((await rejectionOf(attempt('wrong-pass1'))).code).toBe('AUTH_FAILED');
  expect((await rejectionOf(attempt('wrong-pass1'))).code).toBe('TOO_MANY_REQUESTS');
});

test('sign-up and the e-mail check are limited per IP, before the e-mail is looked at', async () => {
  const limited = await serviceWorld({ config: { signUpLimitPerHour: 2, emailCheckLimitPerHour: 1 } });
  try {
    const from = guest(limited.deps, '203.0.113.9');
    await signUp(from, newMember({ loginEmail: 'first@example.com' }));
    await signUp(from, newMember());
    const third = await rejectionOf(signUp(from, newMember({ loginEmail: 'first@example.com' })));
    expect([third.code, third.retryAfter]).toEqual(['SIGNUP_THROTTLED', 1800]);
    expect((await tableRows(limited.db, 'users')).length).toBe(2);
    await signUp(guest(limited.deps, '203.0.113.10'), newMember()); // another address has its own budget

    expect(await checkEmailAvailable(from, 'first@example.com')).toEqual({ available: false });
    expect(await codeOf(() => checkEmailAvailable(from, 'first@example.com'))).toBe('EMAIL_CHECK_THROTTLED');
  } finally {
    await limited.close();
  }
});
