// docs/security.md rows 14, 15 and 30; ASVS 6.2.8, 7.2.3, 11.4.2, 16.2.5, 16.4.1: secrets never leave the
// server (responses, logs), session secrets are random, hashed and compared safely, and passwords are
// hashed with argon2id at the production parameters and verified exactly as typed.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { generateSessionId, generateSessionSecret, hashSessionSecret, parseRefreshToken, sessionSecretMatches } from '../../server/features/auth/tokens';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../../server/shared/password';
import { buildTestApp, fakeClock, type TestApp } from '../helpers/app';
import { api, type HttpAnswer, memberInput, trpcData, trpcMutation, trpcQuery } from '../helpers/calls';
import { sqlRow, sqlRows } from '../helpers/test-db';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Every response of a scenario, with whether it legitimately carries tokens. */
type Seen = { label: string; res: HttpAnswer; issuesTokens: boolean };

async function dbSecrets(t: TestApp): Promise<string[]> {
  const out: string[] = [];
  for (const row of (await sqlRows(t.db, 'SELECT password_hash FROM users')) as Array<{ password_hash: string }>) {
    out.push(row.password_hash, row.password_hash.split('$').pop()!);
  }
  for (const row of (await sqlRows(t.db, 'SELECT secret_hash FROM auth_sessions')) as Array<{ secret_hash: Buffer }>) {
    out.push(row.secret_hash.toString('hex'), row.secret_hash.toString('base64'), row.secret_hash.toString('base64url'));
  }
  return out;
}

test('no response body and no log line carries a password, a password or secret hash, and logs carry no token', async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const app = t.app;
  const seen: Seen[] = [];
  const hashes = new Set<string>();
  const record = async <R extends HttpAnswer>(label: string, res: R, issuesTokens = false): Promise<R> => {
    seen.push({ label, res, issuesTokens });
    for (const h of await dbSecrets(t!)) hashes.add(h);
    return res;
  };
  const passwordA = 'Leak-check-pw-71';
  const passwordA2 = 'Leak-check-pw-72';
  const passwordB = 'Leak-check-pw-73';

  const inputA = memberInput({ password: passwordA, userName: '김철수' });
  const signA = await record('signUp A', await trpcMutation(app, 'user.signUp', inputA), true);
  const a = trpcData(signA);
  const emailB = `leak-b-${Date.now()}@fitforme.kr`;
  const signB = await record(
    'legacy signUp B',
    await api(app, 'POST', '/user/auth', {
      body: {
        userName: '이영희',
        loginEmail: emailB,
        password: passwordB,
        sex: '여성',
        birthDate: '1990-05-05',
        height: 165,
        weight: 55,
        bodyFat: 15,
        muscleMass: 25,
        upDownBalance: 0.5,
      },
    }),
    true,
  );
  const b = signB.json() as { accessToken: string; refreshToken: string };

  const loginA = await record(
    'login A',
    await api(app, 'POST', '/auth/login', { body: { loginEmail: inputA.loginEmail, password: passwordA, rememberMe: true } }),
    true,
  );
  const a2 = loginA.json() as { accessToken: string; refreshToken: string };
  await record('wrong login', await api(app, 'POST', '/auth/login', { body: { loginEmail: inputA.loginEmail, password: passwordB } }));
  await record('wrong login trpc', await trpcMutation(app, 'auth.login', { loginEmail: emailB, password: passwordA }));
  await record('unknown login', await trpcMutation(app, 'auth.login', { loginEmail: 'nobody@fitforme.kr', password: passwordA }));
  clock.advance(2_000);
  const refreshed = await record('refresh', await api(app, 'GET', '/auth/refresh', { token: a2.refreshToken }), true);
  const a3 = refreshed.json() as { accessToken: string };
  await record('trpc refresh', await trpcMutation(app, 'auth.refresh', { refreshToken: a.refreshToken }), true);
  await record('me', await trpcQuery(app, 'user.me', undefined, a.accessToken));
  await record('legacy me', await api(app, 'GET', '/user/private', { token: a3.accessToken }));
  await record('userInfo', await api(app, 'GET', '/myfit/userInfo', { token: b.accessToken }));
  await record('trpc userInfo', await trpcQuery(app, 'user.summary', undefined, a.accessToken));
  await record(
    'bodyData',
    await api(app, 'POST', '/bodyData', {
      token: b.accessToken,
      body: { date: '2026-01-02', height: 165, weight: 54, bodyFat: 15, muscleMass: 25, upDownBalance: 0.4 },
    }),
  );
  await record('bodyData list', await api(app, 'GET', '/bodyData/list/1', { token: b.accessToken }));
  await record('profile', await trpcMutation(app, 'user.updateProfile', { userName: '김철수', birthDate: '1991-01-01' }, a.accessToken));
  await record(
    'bad password change',
    await api(app, 'POST', '/user/private/password', { token: a.accessToken, body: { oldPassword: passwordB, newPassword: passwordA2 } }),
  );
  await record('password change', await trpcMutation(app, 'user.changePassword', { oldPassword: passwordA, newPassword: passwordA2 }, a.accessToken));
  await record('revoked me', await trpcQuery(app, 'user.me', undefined, a2.accessToken));
  await record('revoked refresh', await api(app, 'GET', '/auth/refresh', { token: a2.refreshToken }));
  await record('bad delete', await trpcMutation(app, 'user.deleteAccount', { password: passwordA }, a.accessToken));
  await record('logout B', await api(app, 'GET', '/auth/logout', { token: b.refreshToken }));
  await record('logout B again', await api(app, 'GET', '/auth/logout', { token: b.refreshToken }));
  await record('delete A', await api(app, 'POST', '/user/delete', { token: a.accessToken, body: { password: passwordA2 } }));

  // The scenario really ran: the steps that should succeed did.
  const statusOf = (label: string) => seen.find((x) => x.label === label)?.res.status;
  for (const label of ['signUp A', 'legacy signUp B', 'login A', 'refresh', 'trpc refresh', 'password change', 'logout B'])
    expect(statusOf(label), label).toBe(200);
  expect(seen.find((x) => x.label === 'delete A')?.res.body).toBe('ok');

  const tokens = [a, b, a2].flatMap((s) => [s.accessToken, s.refreshToken, s.refreshToken.split('.')[1]!]).concat(a3.accessToken);
  const passwords = [passwordA, passwordA2, passwordB];
  expect(hashes.size).toBeGreaterThan(4);

  for (const { label, res, issuesTokens } of seen) {
    for (const secret of [...passwords, ...hashes]) expect(res.body.includes(secret), `${label} leaks ${secret.slice(0, 12)}`).toBe(false);
    expect(res.body, label).not.toMatch(/password_?hash|secret_?hash|\$argon2/i);
    if (!issuesTokens) for (const token of tokens) expect(res.body.includes(token), `${label} echoes a token`).toBe(false);
  }

  const logText = t.logs.join('');
  expect(logText.length).toBeGreaterThan(0);
  for (const secret of [...passwords, ...hashes, ...tokens]) {
    expect(logText.includes(secret), `log leaks ${secret.slice(0, 12)}…`).toBe(false);
  }
  expect(logText).not.toMatch(/password_?hash|secret_?hash|\$argon2|"authorization"\s*:\s*"Bearer/i);
});

test('login outcomes are logged with an e-mail hash, never the address, the password or the tokens', async () => {
  t = await buildTestApp();
  const input = memberInput({ loginEmail: `audit-${Date.now()}@fitforme.kr`, password: 'Audit-log-pw-55' });
  expect((await trpcMutation(t.app, 'user.signUp', input)).status).toBe(200);
  t.logs.length = 0;
  await trpcMutation(t.app, 'auth.login', { loginEmail: input.loginEmail, password: 'Wrong-audit-pw-56' });
  await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'nobody-audit@fitforme.kr', password: 'Wrong-audit-pw-57' } });
  const ok = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: input.loginEmail, password: input.password } });
  expect(ok.status).toBe(200);
  const { accessToken, refreshToken } = ok.json() as { accessToken: string; refreshToken: string };
  const lines = t.logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const failures = lines.filter((l) => l.event === 'auth.login.fail');
  expect(failures).toHaveLength(2);
  for (const f of failures) expect(f.emailHash).toMatch(/^[0-9a-f]{8,}$/);
  expect(failures[0]!.emailHash).not.toBe(failures[1]!.emailHash);
  expect(lines.some((l) => l.event === 'auth.login.success')).toBe(true);
  const text = t.logs.join('');
  for (const secret of [input.loginEmail, 'nobody-audit@fitforme.kr', input.password, 'Wrong-audit-pw-56', 'Wrong-audit-pw-57', accessToken, refreshToken]) {
    expect(text.includes(secret), `log contains ${secret.slice(0, 16)}`).toBe(false);
  }
});

test('an e-mail or name with a newline cannot forge a log line: every captured log line is one JSON object', async () => {
  t = await buildTestApp();
  const forged = '{"level":60,"msg":"forged admin login","time":1}';
  const nasty = `a@b.kr\n${forged}`;
  await trpcMutation(t.app, 'auth.login', { loginEmail: nasty, password: 'whatever1' });
  await api(t.app, 'POST', '/auth/login', { body: { loginEmail: nasty, password: 'whatever1' } });
  await api(t.app, 'POST', '/auth/login', { body: `{"loginEmail":"x@y.kr\\r\\n${forged.replace(/"/g, '\\"')}","password":"abc"}` });
  await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: nasty }));
  await api(t.app, 'POST', '/user/auth', { body: { userName: `홍길동\n${forged}`, loginEmail: nasty, password: 'abcd1234', sex: '남성' } });
  await t.app.inject({ method: 'GET', url: `/api/user/private?q=${encodeURIComponent(`\n${forged}`)}` });

  const lines = t.logs
    .join('')
    .split('\n')
    .filter((line) => line.length > 0);
  expect(lines.length).toBeGreaterThanOrEqual(12);
  for (const line of lines) {
    let parsed: Record<string, unknown> | undefined;
    expect(() => (parsed = JSON.parse(line)), line.slice(0, 120)).not.toThrow();
    expect(typeof parsed).toBe('object');
    expect(parsed!.level).not.toBe(60);
    expect(parsed!.msg).not.toBe('forged admin login');
  }
});

test('sessionSecretMatches answers false, without throwing, for stored hashes and secrets of the wrong length or value', () => {
  const { secret, secretHash } = generateSessionSecret();
  expect(sessionSecretMatches(secret, secretHash)).toBe(true);
  for (const stored of [new Uint8Array(0), new Uint8Array(31), new Uint8Array(33), new Uint8Array(64), secretHash.slice(0, 16)]) {
    expect(() => sessionSecretMatches(secret, stored)).not.toThrow();
    expect(sessionSecretMatches(secret, stored)).toBe(false);
  }
  const other = generateSessionSecret();
  expect(sessionSecretMatches(other.secret, secretHash)).toBe(false);
  const flipped = Uint8Array.from(secretHash);
  flipped[31] = flipped[31]! ^ 1;
  expect(sessionSecretMatches(secret, flipped)).toBe(false);
  for (const candidate of ['', 'a', secret.slice(0, -1), `${secret}A`, secret.toUpperCase(), 'x'.repeat(10_000)]) {
    expect(() => sessionSecretMatches(candidate, secretHash)).not.toThrow();
    expect(sessionSecretMatches(candidate, secretHash)).toBe(false);
  }
});

test('10,000 generated session ids and secrets are all distinct; each secret is 32 random bytes and its hash is SHA-256', () => {
  const ids = new Set<string>();
  const secrets = new Set<string>();
  let ones = 0;
  for (let i = 0; i < 10_000; i++) {
    const id = generateSessionId();
    const { secret, secretHash } = generateSessionSecret();
    ids.add(id);
    secrets.add(secret);
    const bytes = Buffer.from(secret, 'base64url');
    expect(bytes.length).toBe(32);
    expect(bytes.toString('base64url')).toBe(secret);
    if (i < 200) {
      expect(Buffer.from(secretHash).equals(createHash('sha256').update(secret).digest())).toBe(true);
      expect(parseRefreshToken(`${id}.${secret}`)).toEqual({ sessionId: id, secret });
    }
    for (const byte of bytes) ones += byte.toString(2).split('1').length - 1;
  }
  expect(ids.size).toBe(10_000);
  expect(secrets.size).toBe(10_000);
  expect(generateSessionId()).toMatch(/^[a-z2-7]{24}$/); // 120 bits
  // 2,560,000 random bits: half are ones, to well within a percent.
  expect(Math.abs(ones / (10_000 * 256) - 0.5)).toBeLessThan(0.01);
});

test('the store keeps only the SHA-256 of each refresh-token secret, never the secret itself', async () => {
  t = await buildTestApp();
  const res = await trpcMutation(t.app, 'user.signUp', memberInput());
  const { refreshToken } = trpcData(res);
  const parsed = parseRefreshToken(refreshToken)!;
  const row = (await sqlRow(t.db, 'SELECT * FROM auth_sessions WHERE id = ?', [parsed.sessionId])) as Record<string, unknown>;
  expect(Buffer.from(row.secret_hash as Buffer).equals(Buffer.from(hashSessionSecret(parsed.secret)))).toBe(true);
  expect(JSON.stringify(row)).not.toContain(parsed.secret);
  expect(JSON.stringify(row)).not.toContain(Buffer.from(parsed.secret, 'base64url').toString('hex'));
});

test('a password hashed with the production profile is argon2id v19 with m=65536, t=3, p=1 and verifies', async () => {
  expect(ARGON2_PARAMS.production).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 1 });
  const hash = await hashPassword('Prod-profile-pw-1', 'production');
  expect(hash.startsWith('$argon2id$v=19$m=65536,t=3,p=1$')).toBe(true);
  expect(await verifyPassword(hash, 'Prod-profile-pw-1')).toBe(true);
  expect(await verifyPassword(hash, 'Prod-profile-pw-2')).toBe(false);
  expect(await verifyPassword('not-a-hash', 'Prod-profile-pw-1')).toBe(false);
});

test('configuration defaults to the production argon2 profile and refuses the cheap one outside NODE_ENV=test', () => {
  expect(loadConfig({ DATABASE_PATH: ':memory:' }).argon2Profile).toBe('production');
  expect(loadConfig({ DATABASE_PATH: ':memory:', NODE_ENV: 'production' }).argon2Profile).toBe('production');
  expect(() => loadConfig({ DATABASE_PATH: ':memory:', NODE_ENV: 'production', ARGON2_PROFILE: 'fast' })).toThrow(/ARGON2_PROFILE/);
  expect(() => loadConfig({ DATABASE_PATH: ':memory:', NODE_ENV: 'development', ARGON2_PROFILE: 'fast' })).toThrow(/ARGON2_PROFILE/);
});

test('passwords stored by sign-up are argon2id hashes, never the password', async () => {
  t = await buildTestApp();
  const input = memberInput({ password: 'Stored-as-hash-9' });
  await trpcMutation(t.app, 'user.signUp', input);
  const row = (await sqlRow(t.db, 'SELECT password_hash FROM users')) as { password_hash: string };
  expect(row.password_hash.startsWith('$argon2id$v=19$')).toBe(true);
  expect(row.password_hash).not.toContain('Stored-as-hash-9');
});

async function loginStatus(app: FastifyInstance, via: 'trpc' | 'shim', loginEmail: string, password: string): Promise<number> {
  const res =
    via === 'trpc'
      ? await trpcMutation(app, 'auth.login', { loginEmail, password })
      : await api(app, 'POST', '/auth/login', { body: { loginEmail, password } });
  return res.status;
}

for (const via of ['trpc', 'shim'] as const) {
  test(`${via}: passwords are verified exactly as typed: no trimming, no case folding, no truncation`, async () => {
    t = await buildTestApp({ loginLimits: { perAccount: { capacity: 100, refillPerMinute: 100 }, perIp: { capacity: 100, refillPerMinute: 100 } } });
    const spaced = ' Pass 워드 1 ';
    const long = 'Abcdefghij1234567890abcdX'; // 25 characters, the longest allowed
    const a = memberInput({ password: spaced });
    const b = memberInput({ password: long });
    const c = memberInput({ password: 'abcd1234 ' });
    for (const input of [a, b, c]) expect((await trpcMutation(t.app, 'user.signUp', input)).status).toBe(200);

    const refused = via === 'trpc' ? 401 : 403;
    expect(await loginStatus(t.app, via, c.loginEmail, 'abcd1234')).toBe(refused);
    expect(await loginStatus(t.app, via, c.loginEmail, 'abcd1234 ')).toBe(200);
    expect(await loginStatus(t.app, via, a.loginEmail, 'Pass 워드 1')).toBe(refused);
    expect(await loginStatus(t.app, via, a.loginEmail, spaced.trim())).toBe(refused);
    expect(await loginStatus(t.app, via, a.loginEmail, ' pass 워드 1 ')).toBe(refused);
    expect(await loginStatus(t.app, via, a.loginEmail, spaced)).toBe(200);
    expect(await loginStatus(t.app, via, b.loginEmail, `${long.slice(0, -1)}Y`)).toBe(refused);
    expect(await loginStatus(t.app, via, b.loginEmail, long.slice(0, -1))).toBe(refused);
    expect(await loginStatus(t.app, via, b.loginEmail, long.toLowerCase())).toBe(refused);
    expect(await loginStatus(t.app, via, b.loginEmail, long)).toBe(200);
  });
}

test('a Hangul password typed in NFD logs in against the NFC sign-up (passwords are NFC-normalised, not otherwise changed)', async () => {
  t = await buildTestApp();
  const input = memberInput({ password: '비밀번호abc123' });
  expect((await trpcMutation(t.app, 'user.signUp', input)).status).toBe(200);
  expect(await loginStatus(t.app, 'trpc', input.loginEmail, '비밀번호abc123'.normalize('NFD'))).toBe(200);
  expect(await loginStatus(t.app, 'shim', input.loginEmail, '비밀번호abc123'.normalize('NFD'))).toBe(200);
});
