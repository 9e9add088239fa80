// docs/security.md row 17 (ASVS 5.2.1) and ASVS 15.3.6: oversized bodies, bad JSON, wrong media types,
// oversized tRPC batches and very long URLs are refused with a 4xx and never crash the server;
// prototype-pollution payloads do nothing.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../tests/helpers/app';
import { api, type Member, memberInput, signUpMember, trpcError } from '../../tests/helpers/calls';
import { HANGUL, leakIn, rawGet, rawPost, snapshotAll } from '../../tests/helpers/security';
import { sqlRows } from '../../tests/helpers/test-db';
import { BODY_LIMIT_BYTES } from './server-options';
import { TRPC_MAX_BATCH } from './trpc-api';

let t: TestApp;
let m: Member;
beforeEach(async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  m = await signUpMember(t.app);
});
afterEach(async () => t.close());

const auth = () => ({ authorization: `Bearer ${m.accessToken}` });
const HUNDRED_KIB = 100 * 1024;

function bigSignUp(): string {
  return JSON.stringify({ ...memberInput(), padding: 'x'.repeat(HUNDRED_KIB) });
}

test('the body limit is below 100 KiB', () => {
  expect(BODY_LIMIT_BYTES).toBeLessThan(HUNDRED_KIB);
});

test('a 100 KiB body to a legacy shim gets 413 with the PAYLOAD_TOO_LARGE envelope and stores nothing', async () => {
  for (const [url, headers] of [
    ['/api/user/auth', {}],
    ['/api/auth/login', {}],
    ['/api/user/private', auth()],
    ['/api/bodyData', auth()],
  ] as const) {
    const before = await snapshotAll(t.db);
    const res = await rawPost(t.app, url, bigSignUp(), headers);
    expect(res.status, url).toBe(413);
    expect(res.json(), url).toEqual({ status: 'PAYLOAD_TOO_LARGE', statusMessage: expect.stringMatching(HANGUL) });
    expect(await snapshotAll(t.db)).toBe(before);
  }
});

test('a 100 KiB body to a tRPC procedure gets 413 and stores nothing', async () => {
  const before = await snapshotAll(t.db);
  const res = await rawPost(t.app, '/trpc/user.signUp', bigSignUp());
  expect(res.status).toBe(413);
  expect(leakIn(res.body)).toBeNull();
  const update = await rawPost(
    t.app,
    '/trpc/user.updateProfile',
    JSON.stringify({ userName: '홍길동', birthDate: '1999-01-01', pad: 'x'.repeat(HUNDRED_KIB) }),
    auth(),
  );
  expect(update.status).toBe(413);
  expect(await snapshotAll(t.db)).toBe(before);
});

test('a body just under the limit is parsed normally (the limit is the only thing refusing the big ones)', async () => {
  const body = JSON.stringify({ userName: '홍길동', birthDate: '1999-01-01', pad: 'x'.repeat(BODY_LIMIT_BYTES - 200) });
  expect(Buffer.byteLength(body)).toBeLessThan(BODY_LIMIT_BYTES);
  expect((await rawPost(t.app, '/api/user/private', body, auth())).body).toBe('ok');
  expect((await rawPost(t.app, '/trpc/user.updateProfile', body, auth())).status).toBe(200);
});

test('bad JSON to a shim gets 400 with the BAD_REQUEST envelope in Korean and no parser internals', async () => {
  for (const body of ['{"loginEmail":', '{loginEmail:"a@b.kr"}', '{"a":1}}', '\u0000\u0001', '[']) {
    const res = await rawPost(t.app, '/api/auth/login', body);
    expect(res.status, body).toBe(400);
    expect(res.json()).toEqual({ status: 'BAD_REQUEST', statusMessage: expect.stringMatching(HANGUL) });
    expect(res.body).not.toMatch(/Unexpected|JSON at position|SyntaxError/);
  }
});

test('bad JSON to a tRPC mutation gets 400 and nothing is stored', async () => {
  const before = await snapshotAll(t.db);
  for (const body of ['{"loginEmail":', '{loginEmail:"a@b.kr"}', '{"a":1}}']) {
    const res = await rawPost(t.app, '/trpc/user.signUp', body);
    expect(res.status, body).toBe(400);
    expect(trpcError(res).data.httpStatus).toBe(400);
    expect(leakIn(res.body)).toBeNull();
  }
  expect(await snapshotAll(t.db)).toBe(before);
});

test('a text/plain POST to a tRPC mutation gets 415 and stores nothing', async () => {
  const before = await snapshotAll(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/trpc/user.signUp',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify(memberInput()),
  });
  expect(res.statusCode).toBe(415);
  const form = await t.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'loginEmail=a%40b.kr&password=abcd1234',
  });
  expect(form.statusCode).toBe(415);
  expect(await snapshotAll(t.db)).toBe(before);
});

test('a form-encoded POST to a shim gets 415 with the UNSUPPORTED_MEDIA_TYPE envelope', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `loginEmail=${encodeURIComponent(m.loginEmail)}&password=${m.password}`,
  });
  expect(res.statusCode).toBe(415);
  expect(JSON.parse(res.body)).toEqual({ status: 'UNSUPPORTED_MEDIA_TYPE', statusMessage: expect.stringMatching(HANGUL) });
});

test('a text/plain POST to a shim gets 415 with the UNSUPPORTED_MEDIA_TYPE envelope, even when the text is valid JSON', async () => {
  const before = await snapshotAll(t.db);
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ userName: '홍길동', loginEmail: 'plain@fitforme.kr', password: 'abcd1234', sex: '남성' }),
  });
  expect(await snapshotAll(t.db)).toBe(before);
  expect(signUp.statusCode).toBe(415);
  expect(JSON.parse(signUp.body)).toEqual({ status: 'UNSUPPORTED_MEDIA_TYPE', statusMessage: expect.stringMatching(HANGUL) });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ loginEmail: m.loginEmail, password: m.password }),
  });
  expect(login.statusCode).toBe(415);
});

test('a tRPC batch of 21 calls is refused with 400 while a batch of 20 is served', async () => {
  const paths = (n: number) => Array.from({ length: n }, () => 'user.me').join(',');
  const input = (n: number) => encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, null]))));
  const ok = await rawGet(t.app, `/trpc/${paths(TRPC_MAX_BATCH)}?batch=1&input=${input(TRPC_MAX_BATCH)}`, auth());
  expect(ok.status).toBe(200);
  expect(ok.json()).toHaveLength(TRPC_MAX_BATCH);
  const tooMany = await rawGet(t.app, `/trpc/${paths(TRPC_MAX_BATCH + 1)}?batch=1&input=${input(TRPC_MAX_BATCH + 1)}`, auth());
  expect(tooMany.status).toBe(400);
  expect(leakIn(tooMany.body)).toBeNull();
  // The same for mutations: 21 sign-ups in one request store nothing.
  const before = await snapshotAll(t.db);
  const batch = Object.fromEntries(Array.from({ length: TRPC_MAX_BATCH + 1 }, (_, i) => [i, memberInput()]));
  const signUps = await rawPost(t.app, `/trpc/${Array.from({ length: TRPC_MAX_BATCH + 1 }, () => 'user.signUp').join(',')}?batch=1`, JSON.stringify(batch));
  expect(signUps.status).toBe(400);
  expect(await snapshotAll(t.db)).toBe(before);
});

test('a 1,000-call batch path is refused with a 4xx without running any of it', async () => {
  const before = await snapshotAll(t.db);
  const res = await rawPost(t.app, `/trpc/${Array.from({ length: 1000 }, () => 'user.signUp').join(',')}?batch=1`, '{}');
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(await snapshotAll(t.db)).toBe(before);
});

test('a 20 KB query string is answered with a 4xx or ignored, never a crash, on both surfaces', async () => {
  const junk = 'a'.repeat(20 * 1024);
  const trpcInput = await rawGet(t.app, `/trpc/user.bodyData.get?input=${junk}`, auth());
  expect(trpcInput.status).toBe(400);
  const trpcNoAuth = await rawGet(t.app, `/trpc/user.me?x=${junk}`);
  expect(trpcNoAuth.status).toBe(401);
  const shimNoAuth = await rawGet(t.app, `/api/user/private?x=${junk}`);
  expect(shimNoAuth.status).toBe(401);
  expect(shimNoAuth.json().status).toBe('JWT_NOT_FOUND_EXCEPTION');
  const longPath = await rawGet(t.app, `/api/bodyData/${'9'.repeat(20 * 1024)}`, auth());
  expect([400, 414]).toContain(longPath.status); // its body has its own test in bad-input-json.test.ts
  const longList = await rawGet(t.app, `/trpc/user.bodyData.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pad: junk }))}`, auth());
  expect(longList.status).toBeLessThan(500);
  // Still serving.
  expect((await api(t.app, 'GET', '/user/private', { token: m.accessToken })).status).toBe(200);
});

test('over a real socket, a 20 KB URL is refused by the HTTP layer with 414 or 431 and the server keeps serving', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const long = await fetch(`${base}/api/user/private?x=${'a'.repeat(20 * 1024)}`, { headers: auth() });
  expect([414, 431]).toContain(long.status);
  const after = await fetch(`${base}/api/user/private`, { headers: auth() });
  expect(after.status).toBe(200);
});

const POLLUTERS = [
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
];

function withValidFields(polluter: string, fields: Record<string, unknown>): string {
  return `{${JSON.stringify(fields).slice(1, -1)},${polluter.slice(1, -1)}}`;
}

test('prototype-pollution payloads on sign-up and login through both transports pollute nothing and never 5xx', async () => {
  const urls = [
    '/trpc/user.signUp',
    '/trpc/auth.login',
    '/api/user/auth',
    '/api/auth/login',
    '/api/user/private',
    '/api/bodyData',
    '/trpc/user.updateProfile',
    '/trpc/user.bodyData.save',
  ];
  for (const url of urls) {
    for (const polluter of POLLUTERS) {
      const bodies = [
        polluter,
        withValidFields(polluter, url.includes('ignUp') || url.endsWith('/user/auth') ? memberInput() : { loginEmail: m.loginEmail, password: m.password }),
      ];
      for (const body of bodies) {
        const res = await rawPost(t.app, url, body, auth());
        expect(res.status, `${url} ${body.slice(0, 80)} → ${res.body}`).toBeLessThan(500);
        expect(({} as Record<string, unknown>).admin, `${url} polluted Object.prototype`).toBeUndefined();
        expect((Object.prototype as Record<string, unknown>).admin).toBeUndefined();
      }
    }
  }
  // The app's own objects were not polluted either: a fresh member's profile has no admin flag.
  const me = await rawGet(t.app, '/trpc/user.me', auth());
  expect(me.body).not.toContain('admin');
  const columns = ((await sqlRows(t.db, 'SELECT * FROM users')) as Array<Record<string, unknown>>).flatMap((row) => Object.keys(row));
  expect(columns).not.toContain('admin');
});

test('a __proto__ key in a legacy body is refused with the 400 envelope rather than merged', async () => {
  const res = await rawPost(t.app, '/api/auth/login', withValidFields('{"__proto__":{"admin":true}}', { loginEmail: m.loginEmail, password: m.password }));
  expect(res.status).toBe(400);
  expect(res.json()).toEqual({ status: 'BAD_REQUEST', statusMessage: expect.stringMatching(HANGUL) });
});
