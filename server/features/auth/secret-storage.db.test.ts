// docs/security.md rows 14 and 15; ASVS 6.2.8, 7.2.3, 11.4.2: session secrets are random, stored only as their
// SHA-256 and compared safely; passwords are hashed with argon2id at the production parameters and verified
// exactly as typed (NFC-normalised, nothing else).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, memberInput, trpcData, trpcMutation } from '../../../tests/helpers/calls';
import { sqlRow } from '../../../tests/helpers/test-db';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from '../../common/password';
import { loadConfig } from '../../config';
import { generateSessionId, generateSessionSecret, hashSessionSecret, parseRefreshToken, sessionSecretMatches } from './tokens';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
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
