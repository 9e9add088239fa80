// docs/security.md rows 4–6 and 31 (ASVS 6.3.1): login throttling per account (5, +1/min) and per IP, with a
// fake clock. No hard lockout: the victim can always log in again after a minute. Also sign-up per IP.

import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { type HttpAnswer, memberInput, type SignUpInput, shimAnswer, signUpMember, snapshot, trpcAs, trpcError } from '../../../tests/helpers/calls';
import { HANGUL } from '../../../tests/helpers/security';
import { sqlRow } from '../../../tests/helpers/test-db';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Transport = 'trpc' | 'shim';

async function login(app: FastifyInstance, via: Transport, loginEmail: string, password: string, ip = '10.0.0.1'): Promise<HttpAnswer> {
  const input = { loginEmail, password, rememberMe: true };
  if (via === 'trpc') return trpcAs(app, undefined, { remoteAddress: ip }).mutation('auth.login', input);
  return shimAnswer(
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input),
      remoteAddress: ip,
    }),
  );
}

/** A shim's JSON answer. */
const shimJson = (res: HttpAnswer) => JSON.parse(res.body);

/** The answer a wrong password gets before any limit: tRPC 401 AUTH_FAILED, shim 403 envelope. */
function expectWrongPassword(res: HttpAnswer, via: Transport): void {
  if (via === 'trpc') {
    expect(res.status).toBe(401);
    expect(trpcError(res).data.appCode).toBe('AUTH_FAILED');
  } else {
    expect(res.status).toBe(403);
    expect(shimJson(res)).toEqual({ status: 'AUTHENTICATION_EXCEPTION', statusMessage: '로그인 정보가 일치하지 않습니다.' });
  }
}

function expectSeconds(value: unknown, max: number, what: string): void {
  const n = Number(value);
  expect(Number.isInteger(n) && n >= 1 && n <= max, `${what}: ${String(value)}`).toBe(true);
}

/**
 * 429 with a Korean message and the wait in seconds. The shim carries it in Retry-After; tRPC in
 * error.data.retryAfter (its Retry-After header has its own test below, so one gap fails one test).
 */
function expectLimited(res: HttpAnswer, via: Transport, maxRetryAfter = 60): void {
  expect(res.status).toBe(429);
  if (via === 'trpc') {
    const error = trpcError(res);
    expect(error.data.appCode).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(HANGUL);
    expectSeconds(error.data.retryAfter, maxRetryAfter, 'error.data.retryAfter');
  } else {
    expect(shimJson(res)).toEqual({ status: 'TOO_MANY_REQUESTS', statusMessage: expect.stringMatching(HANGUL) });
    expectSeconds(res.headers['retry-after'], maxRetryAfter, 'retry-after header');
  }
  expect(res.body).not.toMatch(/"stack"/);
}

for (const via of ['trpc', 'shim'] as const) {
  test(`${via}: five wrong passwords are answered normally and the sixth within the minute gets 429 with the wait in seconds and a Korean message`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now });
    const m = await signUpMember(t.app);
    for (let i = 0; i < 5; i++) expectWrongPassword(await login(t.app, via, m.loginEmail, 'wrong-pass-1'), via);
    clock.advance(30_000);
    expectLimited(await login(t.app, via, m.loginEmail, 'wrong-pass-1'), via);
  });

  test(`${via}: the correct password while the account is limited still gets 429 and no tokens`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now });
    const m = await signUpMember(t.app);
    for (let i = 0; i < 5; i++) await login(t.app, via, m.loginEmail, 'wrong-pass-1');
    const res = await login(t.app, via, m.loginEmail, m.password);
    expectLimited(res, via);
    expect(res.body).not.toContain('accessToken');
    expect(res.body).not.toContain('refreshToken');
  });

  test(`${via}: sixty seconds after the limit one attempt is allowed, and only one`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now });
    const m = await signUpMember(t.app);
    for (let i = 0; i < 5; i++) await login(t.app, via, m.loginEmail, 'wrong-pass-1');
    expectLimited(await login(t.app, via, m.loginEmail, 'wrong-pass-1'), via);
    clock.advance(59_000);
    expectLimited(await login(t.app, via, m.loginEmail, m.password), via);
    clock.advance(1_000);
    expectWrongPassword(await login(t.app, via, m.loginEmail, 'wrong-pass-1'), via);
    expectLimited(await login(t.app, via, m.loginEmail, m.password), via);
  });

  test(`${via}: successful logins do not spend the account's budget: ten in a row all succeed`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now });
    const m = await signUpMember(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await login(t.app, via, m.loginEmail, m.password);
      expect(res.status, `login ${i + 1}`).toBe(200);
      clock.advance(30_000);
    }
  });

  test(`${via}: a successful login resets the account's failures; the next five wrong passwords are answered normally, the sixth is limited`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now });
    const m = await signUpMember(t.app);
    for (let i = 0; i < 4; i++) expectWrongPassword(await login(t.app, via, m.loginEmail, 'wrong-pass-1'), via);
    expect((await login(t.app, via, m.loginEmail, m.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expectWrongPassword(await login(t.app, via, m.loginEmail, 'wrong-pass-1'), via);
    expectLimited(await login(t.app, via, m.loginEmail, m.password), via);
  });
}

test('trpc: a limited login answers with a Retry-After header, as the shim does', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  for (let i = 0; i < 5; i++) await login(t.app, 'trpc', m.loginEmail, 'wrong-pass-1');
  const res = await login(t.app, 'trpc', m.loginEmail, 'wrong-pass-1');
  expect(res.status).toBe(429);
  expectSeconds(res.headers['retry-after'], 60, 'retry-after header');
});

test('the account limit counts both transports together', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  for (let i = 0; i < 3; i++) await login(t.app, 'trpc', m.loginEmail, 'wrong-pass-1');
  for (let i = 0; i < 2; i++) await login(t.app, 'shim', m.loginEmail, 'wrong-pass-1');
  expectLimited(await login(t.app, 'trpc', m.loginEmail, m.password), 'trpc');
  expectLimited(await login(t.app, 'shim', m.loginEmail, m.password), 'shim');
});

test('the account limit does not depend on the letter case or Unicode form of the e-mail', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  const variants = [m.loginEmail.toUpperCase(), m.loginEmail, m.loginEmail.toUpperCase(), m.loginEmail, m.loginEmail.toUpperCase()];
  for (const email of variants) await login(t.app, 'trpc', email, 'wrong-pass-1');
  expectLimited(await login(t.app, 'trpc', m.loginEmail, m.password), 'trpc');
});

test('password spraying from one IP across forty e-mails, known and unknown alike, trips the per-IP bucket by attempt 31', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const known = await signUpMember(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const email = i % 10 === 0 ? known.loginEmail : `sprayed-${i}-${Math.random().toString(36).slice(2)}@nowhere.kr`;
    const res = await login(t.app, 'trpc', email, 'Spring2026!', '203.0.113.7');
    statuses.push(res.status);
    if (res.status === 429) expectLimited(res, 'trpc');
  }
  const firstLimited = statuses.indexOf(429);
  expect(firstLimited).toBeGreaterThanOrEqual(0);
  expect(firstLimited).toBeLessThan(31);
  // Once the bucket is empty every further attempt is refused, whatever the e-mail.
  expect(statuses.slice(firstLimited).every((s) => s === 429)).toBe(true);
  // Before that, known and unknown e-mails got the same answer.
  expect(new Set(statuses.slice(0, firstLimited))).toEqual(new Set([401]));
});

test('the per-IP limit does not block a different IP, and the sprayed member can still log in from there', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const victim = await signUpMember(t.app);
  for (let i = 0; i < 35; i++) await login(t.app, 'shim', `spray-${i}@nowhere.kr`, 'Spring2026!', '198.51.100.9');
  expectLimited(await login(t.app, 'shim', victim.loginEmail, victim.password, '198.51.100.9'), 'shim');
  const elsewhere = await login(t.app, 'shim', victim.loginEmail, victim.password, '192.0.2.44');
  expect(elsewhere.status).toBe(200);
  expect(shimJson(elsewhere)).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
});

test('after 100 bad attempts on a victim and sixty seconds of quiet, the victim logs in; the wait never grows beyond a minute', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const victim = await signUpMember(t.app);
  let limited = 0;
  for (let i = 0; i < 100; i++) {
    const res = await login(t.app, 'trpc', victim.loginEmail, `guess-${i}-pass`, '203.0.113.50');
    if (res.status === 429) {
      limited++;
      expectLimited(res, 'trpc', 60);
    }
    clock.advance(100);
  }
  expect(limited).toBeGreaterThanOrEqual(90);
  clock.advance(60_000);
  const res = await login(t.app, 'trpc', victim.loginEmail, victim.password, '192.0.2.10');
  expect(res.status).toBe(200);
});

test('invalid login input is answered 400 and does not use up the account budget', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  for (let i = 0; i < 10; i++) {
    const res = await login(t.app, 'trpc', m.loginEmail, '');
    expect(res.status).toBe(400);
  }
  expect((await login(t.app, 'trpc', m.loginEmail, m.password)).status).toBe(200);
});

// Sign-up throttling per IP (not in the docs/security.md table; our addition): each sign-up costs an argon2
// hash and mints an account, so one address gets SIGNUP_LIMIT_PER_HOUR of them, refilled over the hour.
async function signUpFrom(app: FastifyInstance, via: Transport, ip: string, overrides: Partial<SignUpInput> = {}): Promise<HttpAnswer> {
  const input = { ...memberInput(), ...overrides };
  if (via === 'trpc') return trpcAs(app, undefined, { remoteAddress: ip }).mutation('user.signUp', input);
  return shimAnswer(
    await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...input, sex: '남성', upDownBalance: 0.5 }),
      remoteAddress: ip,
    }),
  );
}

const userCount = async (t: TestApp) => ((await sqlRow(t.db, 'SELECT count(*) AS n FROM users')) as { n: number }).n;

for (const via of ['trpc', 'shim'] as const) {
  test(`${via}: sign-up is limited per IP (3 per hour here): the 4th gets 429 with the wait, a Korean message and no account; another IP is not affected; 20 minutes later one more`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now, config: { signUpLimitPerHour: 3 } });
    for (let i = 0; i < 3; i++) expect((await signUpFrom(t.app, via, '10.0.0.7')).status).toBe(200);
    expect(await userCount(t)).toBe(3);

    const limited = await signUpFrom(t.app, via, '10.0.0.7');
    expect(limited.status).toBe(429);
    if (via === 'trpc') {
      const error = trpcError(limited);
      expect(error.data.appCode).toBe('SIGNUP_THROTTLED');
      expect(error.message).toBe('회원가입 요청이 너무 많아요. 잠시 후 다시 시도해 주세요');
      expectSeconds(error.data.retryAfter, 20 * 60, 'error.data.retryAfter');
      expectSeconds(limited.headers['retry-after'], 20 * 60, 'retry-after header');
    } else {
      expect(shimJson(limited)).toEqual({ status: 'TOO_MANY_REQUESTS', statusMessage: '회원가입 요청이 너무 많아요. 잠시 후 다시 시도해 주세요' });
      expectSeconds(limited.headers['retry-after'], 20 * 60, 'retry-after header');
    }
    expect(await userCount(t)).toBe(3);

    expect((await signUpFrom(t.app, via, '10.0.0.8')).status).toBe(200);
    clock.advance(19 * 60_000);
    expect((await signUpFrom(t.app, via, '10.0.0.7')).status).toBe(429);
    clock.advance(60_000);
    expect((await signUpFrom(t.app, via, '10.0.0.7')).status).toBe(200);
    expect((await signUpFrom(t.app, via, '10.0.0.7')).status).toBe(429);
    expect(await userCount(t)).toBe(5);
  });
}

test('a sign-up refused for bad input does not use up the allowance; one refused for a taken e-mail does, so probing addresses is limited too', async () => {
  t = await buildTestApp({ config: { signUpLimitPerHour: 2 } });
  for (let i = 0; i < 5; i++) expect((await signUpFrom(t.app, 'trpc', '10.0.0.9', { password: 'short' })).status).toBe(400);
  expect((await signUpFrom(t.app, 'trpc', '10.0.0.9', { loginEmail: 'taken@fitforme.kr' })).status).toBe(200);
  const taken = await signUpFrom(t.app, 'trpc', '10.0.0.9', { loginEmail: 'taken@fitforme.kr' });
  expect(trpcError(taken).data.appCode).toBe('EMAIL_TAKEN');
  const third = await signUpFrom(t.app, 'trpc', '10.0.0.9');
  expect(third.status).toBe(429);
  expect(await userCount(t)).toBe(1);
});

// Password checks behind a session (docs/security.md row 31): a stolen token guesses no faster than the
// login form. Every door that checks a member's password, on both transports.
const CHECK_LIMITED = '비밀번호 확인 시도가 너무 많아요. 잠시 후 다시 시도해 주세요';
const NEW_PASSWORD = 'newpass5678';
const DOORS = ['trpc user.changePassword', 'trpc user.deleteAccount', 'shim /user/private/password', 'shim /user/delete', 'shim /user/private/delete'] as const;
type Door = (typeof DOORS)[number];

async function checkPassword(app: FastifyInstance, door: Door, m: { accessToken: string }, password: string, ip = '10.0.0.1'): Promise<HttpAnswer> {
  if (door === 'trpc user.changePassword')
    return trpcAs(app, m, { remoteAddress: ip }).mutation('user.changePassword', { oldPassword: password, newPassword: NEW_PASSWORD });
  if (door === 'trpc user.deleteAccount') return trpcAs(app, m, { remoteAddress: ip }).mutation('user.deleteAccount', { password });
  const body = door === 'shim /user/private/password' ? { oldPassword: password, newPassword: NEW_PASSWORD } : { password };
  return shimAnswer(
    await app.inject({
      method: 'POST',
      url: `/api${door.slice('shim '.length)}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.accessToken}` },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    }),
  );
}

function expectWrongCheck(res: HttpAnswer, door: Door): void {
  if (door.startsWith('trpc')) {
    expect(res.status).toBe(400);
    expect(trpcError(res).data.appCode).toBe('WRONG_PASSWORD');
  } else {
    expect(res.status).toBe(200);
    expect(res.body).toBe('fail');
  }
}

function expectCheckLimited(res: HttpAnswer, door: Door): void {
  expect(res.status).toBe(429);
  expectSeconds(res.headers['retry-after'], 60, 'retry-after header');
  if (door.startsWith('trpc')) expect(trpcError(res)).toMatchObject({ message: CHECK_LIMITED, data: { appCode: 'PASSWORD_CHECK_THROTTLED' } });
  else expect(shimJson(res)).toEqual({ status: 'TOO_MANY_REQUESTS', statusMessage: CHECK_LIMITED });
}

/** Whether the member's login still opens with `password` (the account exists, the password is that one). */
const opensWith = async (app: FastifyInstance, loginEmail: string, password: string) =>
  (await login(app, 'trpc', loginEmail, password, '192.0.2.200')).status === 200;

for (const door of DOORS) {
  test(`${door}: five wrong passwords are answered as wrong, the sixth and then the right one within the minute get 429 and change nothing; a minute later the right one works`, async () => {
    const clock = fakeClock();
    t = await buildTestApp({ now: clock.now });
    const m = await signUpMember(t.app);
    for (let i = 0; i < 5; i++) expectWrongCheck(await checkPassword(t.app, door, m, `guess-${i}-pass`), door);
    const before = await snapshot(t.db, 'users');
    expectCheckLimited(await checkPassword(t.app, door, m, 'guess-5-pass'), door);
    expectCheckLimited(await checkPassword(t.app, door, m, m.password), door);
    expect(await snapshot(t.db, 'users')).toEqual(before);

    clock.advance(60_000);
    const later = await checkPassword(t.app, door, m, m.password);
    expect(later.status, later.body).toBe(200);
    expect(await opensWith(t.app, m.loginEmail, m.password)).toBe(false);
    expect(await opensWith(t.app, m.loginEmail, NEW_PASSWORD)).toBe(door.includes('assword'));
  });
}

test('password checks and logins spend one account budget: wrong checks limit the login form, wrong logins limit the checks', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  for (let i = 0; i < 3; i++) expectWrongCheck(await checkPassword(t.app, 'trpc user.changePassword', m, 'wrong-pass-1'), 'trpc user.changePassword');
  for (let i = 0; i < 2; i++) expectWrongCheck(await checkPassword(t.app, 'shim /user/delete', m, 'wrong-pass-1'), 'shim /user/delete');
  expectLimited(await login(t.app, 'trpc', m.loginEmail, m.password), 'trpc');

  clock.advance(5 * 60_000);
  for (let i = 0; i < 5; i++) expectWrongPassword(await login(t.app, 'shim', m.loginEmail, 'wrong-pass-1'), 'shim');
  const before = await snapshot(t.db, 'users');
  expectCheckLimited(await checkPassword(t.app, 'trpc user.deleteAccount', m, m.password), 'trpc user.deleteAccount');
  expect(await snapshot(t.db, 'users')).toEqual(before);
  clock.advance(60_000);
  expect(await opensWith(t.app, m.loginEmail, m.password)).toBe(true);
});

test("password checks from one address spend its login budget: with seven members' tokens the 31st check in the minute is 429, another address is not limited", async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const members = [];
  for (let i = 0; i < 7; i++) members.push(await signUpMember(t.app));
  const door = 'trpc user.changePassword';
  for (let i = 0; i < 30; i++) expectWrongCheck(await checkPassword(t.app, door, members[i % 7]!, 'wrong-pass-1', '203.0.113.9'), door);
  expectCheckLimited(await checkPassword(t.app, door, members[2]!, 'wrong-pass-1', '203.0.113.9'), door);
  expectWrongCheck(await checkPassword(t.app, door, members[2]!, 'wrong-pass-1', '198.51.100.3'), door);
});
