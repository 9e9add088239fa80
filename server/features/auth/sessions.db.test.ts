// docs/security.md rows 11–13 (ASVS 7.3.x, 7.4.x, 9.2.2): the refresh token is a server-side session that
// is kept (not rotated) on refresh, expires by inactivity and by an absolute cap, and dies on logout,
// password change (other sessions) and account deletion; its access tokens die with it.

import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { api, type Member, signUpMember, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { accessClaims } from '../../../tests/helpers/security';
import { sqlRow, sqlRows } from '../../../tests/helpers/test-db';
import { ABSOLUTE_CAP_FACTOR, UNREMEMBERED_SESSION_MS } from './auth.service';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DAY = 24 * 3600 * 1000;
const INACTIVITY_MS = 30 * DAY; // testConfig().refreshTokenTtlSeconds
const EXPIRED_REFRESH = { status: 'EXPIRED_REFRESH_TOKEN_EXCEPTION', statusMessage: '[만료된 토큰] 잘못된 요청입니다. 다시 로그인해주세요.' };

async function loginSession(app: FastifyInstance, m: Member, rememberMe = true): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await trpcMutation(app, 'auth.login', { loginEmail: m.loginEmail, password: m.password, rememberMe });
  expect(res.status).toBe(200);
  return trpcData(res);
}

async function shimRefresh(app: FastifyInstance, refreshToken: string) {
  return api(app, 'GET', '/auth/refresh', { token: refreshToken });
}

async function expectRefreshRefused(app: FastifyInstance, refreshToken: string): Promise<void> {
  const shim = await shimRefresh(app, refreshToken);
  expect(shim.status).toBe(403);
  expect(shim.json()).toEqual(EXPIRED_REFRESH);
  expect(shim.body).not.toContain('accessToken');
  const trpc = await trpcMutation(app, 'auth.refresh', { refreshToken });
  expect(trpc.status).toBe(401);
  expect(trpcError(trpc).data.appCode).toBe('REFRESH_TOKEN_EXPIRED');
}

async function expectAccessWorks(app: FastifyInstance, accessToken: string): Promise<void> {
  expect((await api(app, 'GET', '/user/private', { token: accessToken })).status).toBe(200);
  expect((await trpcQuery(app, 'user.me', undefined, accessToken)).status).toBe(200);
}

async function expectAccessDead(app: FastifyInstance, accessToken: string): Promise<void> {
  const shim = await api(app, 'GET', '/user/private', { token: accessToken });
  expect(shim.status).toBe(401);
  expect(shim.json().status).toMatch(/^(MALFORMED_JWT_EXCEPTION|EXPIRED_ACCESS_TOKEN_EXCEPTION)$/);
  const trpc = await trpcQuery(app, 'user.me', undefined, accessToken);
  expect(trpc.status).toBe(401);
}

test('refresh returns a new working access token for the same session and hands back the very same refresh token', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  clock.advance(5_000);
  const shim = await shimRefresh(t.app, m.refreshToken);
  expect(shim.status).toBe(200);
  const body = shim.json();
  expect(body).toEqual({ accessToken: expect.any(String), refreshToken: m.refreshToken, rememberMe: true });
  expect(body.accessToken).not.toBe(m.accessToken);
  expect(accessClaims(body.accessToken).sid).toBe(accessClaims(m.accessToken).sid);
  await expectAccessWorks(t.app, body.accessToken);

  clock.advance(5_000);
  const trpc = trpcData(await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.refreshToken }));
  expect(trpc.refreshToken).toBe(m.refreshToken);
  expect(trpc.accessToken).not.toBe(body.accessToken);
  await expectAccessWorks(t.app, trpc.accessToken);
  // Not rotated: the refresh token from login keeps working.
  expect((await shimRefresh(t.app, m.refreshToken)).status).toBe(200);
  expect(await sqlRow(t.db, 'SELECT count(*) AS n FROM auth_sessions')).toEqual({ n: 1 });
});

test('a remembered session expires after the inactivity window without a refresh', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  const s = await loginSession(t.app, m, true);
  clock.advance(INACTIVITY_MS - 1_000);
  expect((await shimRefresh(t.app, s.refreshToken)).status).toBe(200);
  clock.advance(INACTIVITY_MS);
  await expectRefreshRefused(t.app, s.refreshToken);
});

test('a remembered session refreshed often still ends at the absolute cap', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  const s = await loginSession(t.app, m, true);
  const cap = INACTIVITY_MS * ABSOLUTE_CAP_FACTOR;
  let elapsed = 0;
  while (elapsed + 10 * DAY < cap) {
    clock.advance(10 * DAY);
    elapsed += 10 * DAY;
    expect((await shimRefresh(t.app, s.refreshToken)).status, `refresh at day ${elapsed / DAY}`).toBe(200);
  }
  clock.advance(cap - elapsed);
  await expectRefreshRefused(t.app, s.refreshToken);
});

test('a session without remember-me lasts one day, however often it is refreshed', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  const s = await loginSession(t.app, m, false);
  clock.advance(UNREMEMBERED_SESSION_MS / 2);
  expect((await shimRefresh(t.app, s.refreshToken)).status).toBe(200);
  clock.advance(UNREMEMBERED_SESSION_MS / 2);
  await expectRefreshRefused(t.app, s.refreshToken);
});

test('after logout the refresh token is refused and the still-unexpired access token is 401 at once', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  await expectAccessWorks(t.app, m.accessToken);
  const out = await api(t.app, 'GET', '/auth/logout', { token: m.refreshToken });
  expect(out.status).toBe(200);
  expect(out.body).toBe('');
  await expectRefreshRefused(t.app, m.refreshToken);
  await expectAccessDead(t.app, m.accessToken);
  const again = await api(t.app, 'GET', '/auth/logout', { token: m.refreshToken });
  expect(again.status).toBe(403);
  expect(again.json().status).toBe('ALREADY_LOGOUT_EXCEPTION');
});

test('tRPC logout kills the session the same way', async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  expect((await trpcMutation(t.app, 'auth.logout', { refreshToken: m.refreshToken })).status).toBe(200);
  await expectRefreshRefused(t.app, m.refreshToken);
  await expectAccessDead(t.app, m.accessToken);
  const again = await trpcMutation(t.app, 'auth.logout', { refreshToken: m.refreshToken });
  expect(again.status).toBe(401);
  expect(trpcError(again).data.appCode).toBe('ALREADY_LOGGED_OUT');
});

test("logging out one session leaves the member's other sessions alive", async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  const other = await loginSession(t.app, m);
  await api(t.app, 'GET', '/auth/logout', { token: m.refreshToken });
  await expectAccessWorks(t.app, other.accessToken);
  expect((await shimRefresh(t.app, other.refreshToken)).status).toBe(200);
});

for (const via of ['trpc', 'shim'] as const) {
  test(`${via}: a password change revokes the member's other sessions and keeps the current one`, async () => {
    t = await buildTestApp();
    const m = await signUpMember(t.app);
    const current = await loginSession(t.app, m);
    const other = await loginSession(t.app, m);
    const bystander = await signUpMember(t.app);
    const res =
      via === 'trpc'
        ? await trpcMutation(t.app, 'user.changePassword', { oldPassword: m.password, newPassword: 'newpass5678' }, current.accessToken)
        : await api(t.app, 'POST', '/user/private/password', { token: current.accessToken, body: { oldPassword: m.password, newPassword: 'newpass5678' } });
    expect(res.status).toBe(200);
    if (via === 'shim') expect(res.body).toBe('ok');

    await expectAccessWorks(t.app, current.accessToken);
    expect((await shimRefresh(t.app, current.refreshToken)).status).toBe(200);
    for (const revoked of [other, { accessToken: m.accessToken, refreshToken: m.refreshToken }]) {
      await expectAccessDead(t.app, revoked.accessToken);
      await expectRefreshRefused(t.app, revoked.refreshToken);
    }
    // Another member's sessions are untouched.
    await expectAccessWorks(t.app, bystander.accessToken);
  });
}

test('a wrong current password changes nothing: hash and sessions stay as they were', async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  const other = await loginSession(t.app, m);
  const before = await sqlRows(t.db, 'SELECT password_hash FROM users');
  const res = await api(t.app, 'POST', '/user/private/password', {
    token: m.accessToken,
    body: { oldPassword: 'not-the-password-1', newPassword: 'newpass5678' },
  });
  expect([res.status, res.body]).toEqual([200, 'fail']);
  expect(await sqlRows(t.db, 'SELECT password_hash FROM users')).toEqual(before);
  await expectAccessWorks(t.app, other.accessToken);
});

for (const via of ['trpc', 'shim'] as const) {
  test(`${via}: deleting the account kills every session: refresh tokens refused, access tokens 401, no session rows left`, async () => {
    t = await buildTestApp();
    const m = await signUpMember(t.app);
    const other = await loginSession(t.app, m);
    const res =
      via === 'trpc'
        ? await trpcMutation(t.app, 'user.deleteAccount', { password: m.password }, m.accessToken)
        : await api(t.app, 'POST', '/user/private/delete', { token: m.accessToken, body: { password: m.password } });
    expect(res.status).toBe(200);
    for (const s of [other, m]) {
      await expectRefreshRefused(t.app, s.refreshToken);
      await expectAccessDead(t.app, s.accessToken);
    }
    expect(await sqlRow(t.db, 'SELECT count(*) AS n FROM auth_sessions')).toEqual({ n: 0 });
  });
}

test('a refresh token presented as an access token is refused with 401 on both transports', async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  const shim = await api(t.app, 'GET', '/user/private', { token: m.refreshToken });
  expect(shim.status).toBe(401);
  expect(shim.json().status).toBe('MALFORMED_JWT_EXCEPTION');
  const trpc = await trpcQuery(t.app, 'user.me', undefined, m.refreshToken);
  expect(trpc.status).toBe(401);
  expect(trpcError(trpc).data.appCode).toBe('TOKEN_MALFORMED');
});

test('shim: an access token presented to refresh is 403 EXPIRED_REFRESH_TOKEN_EXCEPTION and to logout 403 ALREADY_LOGOUT_EXCEPTION', async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  const refresh = await shimRefresh(t.app, m.accessToken);
  expect(refresh.status).toBe(403);
  expect(refresh.json()).toEqual(EXPIRED_REFRESH);
  const logout = await api(t.app, 'GET', '/auth/logout', { token: m.accessToken });
  expect(logout.status).toBe(403);
  expect(logout.json().status).toBe('ALREADY_LOGOUT_EXCEPTION');
  // The session is still alive: the wrong token did not log anyone out.
  expect((await shimRefresh(t.app, m.refreshToken)).status).toBe(200);
});

test('trpc: an access token presented to auth.refresh is refused as REFRESH_TOKEN_EXPIRED (401), not as a validation error', async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  const res = await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.accessToken });
  expect(res.status).toBe(401);
  expect(trpcError(res).data.appCode).toBe('REFRESH_TOKEN_EXPIRED');
  expect(res.body).not.toContain('"accessToken"');
});

test('a forged refresh token (right session id, wrong secret, or a secret of the wrong length) is refused and leaves the session alive', async () => {
  t = await buildTestApp();
  const m = await signUpMember(t.app);
  const [sessionId, secret] = m.refreshToken.split('.') as [string, string];
  const flipped = secret.slice(0, 10) + (secret[10] === 'A' ? 'B' : 'A') + secret.slice(11);
  for (const forged of [
    `${sessionId}.${flipped}`,
    `${sessionId}.${secret.slice(0, -1)}`,
    `${sessionId}.${secret}A`,
    `${sessionId}.`,
    `${sessionId}`,
    `.${secret}`,
  ]) {
    const shim = await shimRefresh(t.app, forged);
    expect(shim.status, forged).toBe(403);
    expect(shim.json(), forged).toEqual(EXPIRED_REFRESH);
  }
  expect((await shimRefresh(t.app, m.refreshToken)).status).toBe(200);
});

test('two logins give two distinct sessions with distinct refresh and access tokens', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  const a = await loginSession(t.app, m);
  const b = await loginSession(t.app, m);
  expect(a.refreshToken).not.toBe(b.refreshToken);
  expect(a.accessToken).not.toBe(b.accessToken);
  expect(accessClaims(a.accessToken).sid).not.toBe(accessClaims(b.accessToken).sid);
});
