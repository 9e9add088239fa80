// docs/security.md rows 7–10 (ASVS 9.1.x, 9.2.x): the access JWT is verified before it is trusted, the
// algorithm is pinned, header key tricks are refused, only a genuine token can be "expired", and
// odd Authorization values get the legacy filter's codes, never a 500.
import { generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, TEST_SECRET, type TestApp } from '../../../tests/helpers/app';
import { type Member, type ShimResult, signUpMember, trpcError } from '../../../tests/helpers/calls';
import { accessClaims, b64url, decodeSegment, hmacJwt, leakIn, rawGet } from '../../../tests/helpers/security';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const LEGACY_MESSAGES: Record<string, string> = {
  JWT_NOT_FOUND_EXCEPTION: '[토큰을 찾을 수 없음] 접근 권한이 없습니다. 로그인 해주세요.',
  NON_START_BEARER_EXCEPTION: '[잘못된 형식의 토큰] 클라이언트 토큰 요청 형식이 잘못되었습니다.',
  ILLEGAL_ARGUMENT_EXCEPTION: '[지원하지 않는 토큰] 잘못된 요청입니다.',
  MALFORMED_JWT_EXCEPTION: '[손상된 토큰] 잘못된 요청입니다.',
  EXPIRED_ACCESS_TOKEN_EXCEPTION: '[만료된 접근 토큰] 토큰을 다시 발급받아주세요.',
};

/** The same failure as tRPC names it (errors.ts table). */
const TRPC_CODE: Record<string, string> = {
  JWT_NOT_FOUND_EXCEPTION: 'TOKEN_MISSING',
  NON_START_BEARER_EXCEPTION: 'TOKEN_NOT_BEARER',
  ILLEGAL_ARGUMENT_EXCEPTION: 'TOKEN_EMPTY',
  MALFORMED_JWT_EXCEPTION: 'TOKEN_MALFORMED',
  EXPIRED_ACCESS_TOKEN_EXCEPTION: 'ACCESS_TOKEN_EXPIRED',
};

async function probe(authorization: string | undefined, query = ''): Promise<{ shim: ShimResult; trpc: ShimResult }> {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const shim = await rawGet(t!.app, `/api/user/private${query}`, headers);
  const trpc = await rawGet(t!.app, `/trpc/user.me${query}`, headers);
  return { shim, trpc };
}

/** Both transports refuse with 401 and the matching code, without internals in the body. */
async function expectRefused(authorization: string | undefined, legacyCode: string, query = ''): Promise<void> {
  const { shim, trpc } = await probe(authorization, query);
  const label = `${String(authorization).slice(0, 60)}${query.slice(0, 40)}`;
  expect(shim.status, label).toBe(401);
  expect(shim.json(), label).toEqual({ status: legacyCode, statusMessage: LEGACY_MESSAGES[legacyCode] });
  expect(trpc.status, label).toBe(401);
  expect(trpcError(trpc).data.appCode, label).toBe(TRPC_CODE[legacyCode]);
  expect(leakIn(shim.body), label).toBeNull();
  expect(leakIn(trpc.body), label).toBeNull();
}

async function expectAccepted(token: string): Promise<void> {
  const { shim, trpc } = await probe(`Bearer ${token}`);
  expect(shim.status).toBe(200);
  expect(trpc.status).toBe(200);
}

async function setUp(): Promise<{ clock: ReturnType<typeof fakeClock>; m: Member; claims: Record<string, unknown> }> {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  const m = await signUpMember(t.app);
  await expectAccepted(m.accessToken);
  return { clock, m, claims: accessClaims(m.accessToken) };
}

/** Replaces the character at `index` with another base64url character. */
function swapChar(segment: string, index: number): string {
  const c = segment[index]!;
  const replacement = c === 'A' ? 'B' : 'A';
  return segment.slice(0, index) + replacement + segment.slice(index + 1);
}

test('our own token shape is the one the forgeries imitate: HS256 header, sub, sid, typ access, iss fitforme', async () => {
  const { m, claims } = await setUp();
  expect(decodeSegment(m.accessToken.split('.')[0]!)).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(claims).toMatchObject({ sub: expect.any(String), sid: expect.any(String), typ: 'access', iss: 'fitforme' });
  // A control: re-signing the very same claims with the server key is accepted, so the refusals below
  // are about the tampering and not about our forging helper.
  await expectAccepted(hmacJwt({ alg: 'HS256', typ: 'JWT' }, claims, TEST_SECRET));
});

test('a bit flipped in the payload of a valid token is refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { m } = await setUp();
  const [h, p, s] = m.accessToken.split('.') as [string, string, string];
  const bytes = Buffer.from(p, 'base64url');
  bytes[5] = bytes[5]! ^ 0x01;
  await expectRefused(`Bearer ${h}.${bytes.toString('base64url')}.${s}`, 'MALFORMED_JWT_EXCEPTION');
  await expectRefused(`Bearer ${h}.${swapChar(p, 10)}.${s}`, 'MALFORMED_JWT_EXCEPTION');
});

test('a bit flipped in the signature of a valid token is refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { m } = await setUp();
  const [h, p, s] = m.accessToken.split('.') as [string, string, string];
  const sig = Buffer.from(s, 'base64url');
  sig[0] = sig[0]! ^ 0x80;
  await expectRefused(`Bearer ${h}.${p}.${sig.toString('base64url')}`, 'MALFORMED_JWT_EXCEPTION');
  await expectRefused(`Bearer ${h}.${p}.${swapChar(s, 20)}`, 'MALFORMED_JWT_EXCEPTION');
  await expectRefused(`Bearer ${h}.${p}.`, 'MALFORMED_JWT_EXCEPTION');
  await expectRefused(`Bearer ${h}.${p}`, 'MALFORMED_JWT_EXCEPTION');
});

test('a payload re-encoded with another member as sub, keeping the old signature, is refused and reveals nothing of that member', async () => {
  const { m, claims } = await setUp();
  const other = await signUpMember(t!.app, { userName: '김영희' });
  const otherClaims = accessClaims(other.accessToken);
  const [h, , s] = m.accessToken.split('.') as [string, string, string];
  for (const forged of [
    { ...claims, sub: otherClaims.sub },
    { ...claims, sub: otherClaims.sub, sid: otherClaims.sid },
    { ...claims, exp: (claims.exp as number) + 10 * 365 * 24 * 3600 },
  ]) {
    await expectRefused(`Bearer ${h}.${b64url(forged)}.${s}`, 'MALFORMED_JWT_EXCEPTION');
  }
  const { shim } = await probe(`Bearer ${h}.${b64url({ ...claims, sub: otherClaims.sub })}.${s}`);
  expect(shim.body).not.toContain(other.loginEmail);
  expect(shim.body).not.toContain('김영희');
});

test('a token with our claims signed with a wrong key is refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { claims } = await setUp();
  for (const key of ['wrong-secret-wrong-secret-wrong-secret-0000', TEST_SECRET.slice(0, -1), `${TEST_SECRET}x`, '']) {
    await expectRefused(`Bearer ${hmacJwt({ alg: 'HS256', typ: 'JWT' }, claims, key)}`, 'MALFORMED_JWT_EXCEPTION');
  }
});

test('alg none with an empty or copied signature is refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { m, claims } = await setUp();
  const s = m.accessToken.split('.')[2]!;
  for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
    const unsigned = `${b64url({ alg, typ: 'JWT' })}.${b64url(claims)}`;
    await expectRefused(`Bearer ${unsigned}.`, 'MALFORMED_JWT_EXCEPTION');
    await expectRefused(`Bearer ${unsigned}.${s}`, 'MALFORMED_JWT_EXCEPTION');
  }
  await expectRefused(`Bearer ${b64url({ typ: 'JWT' })}.${b64url(claims)}.${s}`, 'MALFORMED_JWT_EXCEPTION');
});

test('HS512 signed with the real key and other spellings of HS256 are refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { claims } = await setUp();
  await expectRefused(`Bearer ${hmacJwt({ alg: 'HS512', typ: 'JWT' }, claims, TEST_SECRET, 'sha512')}`, 'MALFORMED_JWT_EXCEPTION');
  await expectRefused(`Bearer ${hmacJwt({ alg: 'HS384', typ: 'JWT' }, claims, TEST_SECRET, 'sha512')}`, 'MALFORMED_JWT_EXCEPTION');
  for (const alg of ['hs256', 'HS256 ', ['HS256'], null]) {
    await expectRefused(`Bearer ${hmacJwt({ alg, typ: 'JWT' }, claims, TEST_SECRET)}`, 'MALFORMED_JWT_EXCEPTION');
  }
});

test('RS256 signed with an attacker key pair (public key in the header or not) is refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { claims } = await setUp();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  for (const header of [
    { alg: 'RS256', typ: 'JWT' },
    { alg: 'RS256', typ: 'JWT', jwk },
  ]) {
    const input = `${b64url(header)}.${b64url(claims)}`;
    const sig = rsaSign('sha256', Buffer.from(input), privateKey).toString('base64url');
    await expectRefused(`Bearer ${input}.${sig}`, 'MALFORMED_JWT_EXCEPTION');
  }
  // Key confusion: HS256 "signed" with the attacker's public key PEM as the HMAC secret.
  const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
  await expectRefused(`Bearer ${hmacJwt({ alg: 'HS256', typ: 'JWT' }, claims, pem)}`, 'MALFORMED_JWT_EXCEPTION');
});

test('jwk, jku, x5u and kid header tricks signed with attacker keys are refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { claims } = await setUp();
  const attackerKey = 'attacker-key-attacker-key-attacker-key-01';
  const headers: Array<[object, string]> = [
    [{ alg: 'HS256', typ: 'JWT', jwk: { kty: 'oct', k: b64url(attackerKey) } }, attackerKey],
    [{ alg: 'HS256', typ: 'JWT', jku: 'https://evil.example/jwks.json' }, attackerKey],
    [{ alg: 'HS256', typ: 'JWT', x5u: 'https://evil.example/cert.pem' }, attackerKey],
    [{ alg: 'HS256', typ: 'JWT', kid: '../../../../../../dev/null' }, ''],
    [{ alg: 'HS256', typ: 'JWT', kid: "x' UNION SELECT 'attacker-key-attacker-key-attacker-key-01" }, attackerKey],
    [{ alg: 'HS256', typ: 'JWT', kid: 'default' }, attackerKey],
  ];
  for (const [header, key] of headers) {
    await expectRefused(`Bearer ${hmacJwt(header, claims, key)}`, 'MALFORMED_JWT_EXCEPTION');
  }
});

test('a token signed with the real key but of another type, issuer or shape is refused as MALFORMED_JWT_EXCEPTION', async () => {
  const { claims } = await setUp();
  const variants: object[] = [
    { ...claims, typ: 'refresh' },
    { ...claims, typ: undefined },
    { ...claims, iss: 'someone-else' },
    { ...claims, sid: undefined },
    { ...claims, sub: Number(claims.sub) },
    { ...claims, exp: String(claims.exp) },
    { ...claims, sid: 'no-such-session-aaaaaaaaa' },
  ];
  for (const payload of variants) {
    await expectRefused(`Bearer ${hmacJwt({ alg: 'HS256', typ: 'JWT' }, payload, TEST_SECRET)}`, 'MALFORMED_JWT_EXCEPTION');
  }
});

test('a genuine token past its exp is refused as EXPIRED_ACCESS_TOKEN_EXCEPTION on both transports', async () => {
  const { clock, m } = await setUp();
  clock.advance(599_000);
  await expectAccepted(m.accessToken);
  clock.advance(2_000);
  await expectRefused(`Bearer ${m.accessToken}`, 'EXPIRED_ACCESS_TOKEN_EXCEPTION');
});

test('a forged token with a past exp is MALFORMED_JWT_EXCEPTION, never EXPIRED', async () => {
  const { claims } = await setUp();
  const past = { ...claims, iat: (claims.iat as number) - 7200, exp: (claims.exp as number) - 3600 };
  await expectRefused(`Bearer ${hmacJwt({ alg: 'HS256', typ: 'JWT' }, past, 'wrong-secret-wrong-secret-wrong-secret-0000')}`, 'MALFORMED_JWT_EXCEPTION');
  await expectRefused(`Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(past)}.`, 'MALFORMED_JWT_EXCEPTION');
  // The same claims signed with the real key are genuinely expired: the difference is the signature.
  await expectRefused(`Bearer ${hmacJwt({ alg: 'HS256', typ: 'JWT' }, past, TEST_SECRET)}`, 'EXPIRED_ACCESS_TOKEN_EXCEPTION');
});

test('malformed bearer values get the legacy filter codes on both transports and never a 500', async () => {
  const { m } = await setUp();
  const [h, p, s] = m.accessToken.split('.') as [string, string, string];
  const table: Array<[string, string]> = [
    [m.accessToken, 'NON_START_BEARER_EXCEPTION'], // missing scheme
    ['Bearer', 'NON_START_BEARER_EXCEPTION'],
    [`bearer ${m.accessToken}`, 'NON_START_BEARER_EXCEPTION'],
    [`BEARER ${m.accessToken}`, 'NON_START_BEARER_EXCEPTION'],
    [`Basic ${Buffer.from('a@b.kr:abcd1234').toString('base64')}`, 'NON_START_BEARER_EXCEPTION'],
    ['Bearer ', 'ILLEGAL_ARGUMENT_EXCEPTION'],
    [`Bearer  ${m.accessToken}`, 'MALFORMED_JWT_EXCEPTION'], // double space
    ['Bearer  x.y', 'MALFORMED_JWT_EXCEPTION'],
    ['Bearer a.b.c.d', 'MALFORMED_JWT_EXCEPTION'], // three dots
    [`Bearer ${m.accessToken}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    ['Bearer ...', 'MALFORMED_JWT_EXCEPTION'],
    ['Bearer ..', 'MALFORMED_JWT_EXCEPTION'],
    ['Bearer !!!.@@@.###', 'MALFORMED_JWT_EXCEPTION'], // non-base64url characters
    [`Bearer ${h}+.${p}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${h}.${p}.${s}==`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${m.accessToken} trailing`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${b64url('not json')}.${b64url('not json')}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${b64url('[]')}.${p}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${b64url('null')}.${p}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${'a'.repeat(10 * 1024)}`, 'MALFORMED_JWT_EXCEPTION'], // 10 KB token
    [`Bearer ${h}.${p}${'A'.repeat(10 * 1024)}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${h}.${b64url({ ...accessClaims(m.accessToken), pad: 'x'.repeat(3000) })}.${s}`, 'MALFORMED_JWT_EXCEPTION'],
    [`Bearer ${m.refreshToken}`, 'MALFORMED_JWT_EXCEPTION'], // refresh token as access token
  ];
  for (const [authorization, code] of table) await expectRefused(authorization, code);
  // After all that, the genuine token still works: nothing was cached or locked.
  await expectAccepted(m.accessToken);
});

test('an access token in the query string (?token=, ?access_token=, ?authorization=) is ignored: 401 JWT_NOT_FOUND_EXCEPTION', async () => {
  const { m } = await setUp();
  for (const name of ['token', 'access_token', 'accessToken', 'authorization']) {
    await expectRefused(undefined, 'JWT_NOT_FOUND_EXCEPTION', `?${name}=${encodeURIComponent(m.accessToken)}`);
    await expectRefused(undefined, 'JWT_NOT_FOUND_EXCEPTION', `?${name}=${encodeURIComponent(`Bearer ${m.accessToken}`)}`);
  }
});
