// docs/security.md row 29 and decision 7 (ASVS 3.4.x, 14.3.2): helmet's headers with the tightened CSP,
// and Cache-Control: no-store, on every kind of /api and /trpc answer: 200, 400, 401, 404, 413,
// 415, 429, 500 and 503.
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../tests/helpers/app';
import { type HttpAnswer, type Member, shimAnswer, signUpMember, trpcAs, trpcRawMutation } from '../../tests/helpers/calls';
import { rawGet, rawPost } from '../../tests/helpers/security';
import { holdLock, sqlRows } from '../../tests/helpers/test-db';

let t: TestApp | undefined;
let release: (() => Promise<void>) | undefined;
afterEach(async () => {
  await release?.();
  release = undefined;
  await t?.close();
  t = undefined;
});

const YOUTUBE = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

function csp(res: HttpAnswer): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectSecurityHeaders(label: string, res: HttpAnswer): void {
  const directives = csp(res);
  expect(directives.size, `${label}: content-security-policy present`).toBeGreaterThan(0);
  expect(directives.get('base-uri'), `${label} base-uri`).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), `${label} frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('object-src'), `${label} object-src`).toEqual(["'none'"]);
  expect(directives.get('default-src'), `${label} default-src`).toEqual(["'self'"]);
  const frames = directives.get('frame-src') ?? [];
  expect(frames.length, `${label} frame-src`).toBeGreaterThan(0);
  for (const source of frames) expect(YOUTUBE, `${label} frame-src ${source}`).toContain(source);
  // Workers (our service worker) follow worker-src, else script-src, else default-src: our own origin only.
  expect(directives.get('worker-src') ?? directives.get('script-src') ?? directives.get('default-src'), `${label} worker sources`).toEqual(["'self'"]);
  expect(directives.get('script-src') ?? [], `${label} script-src`).not.toContain("'unsafe-eval'");
  expect(directives.get('script-src') ?? [], `${label} script-src`).not.toContain("'unsafe-inline'");
  expect(res.headers['x-content-type-options'], `${label} nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${label} referrer-policy`).toBe('no-referrer');
  expect(String(res.headers['strict-transport-security']), `${label} hsts`).toMatch(/max-age=31536000; includeSubDomains/);
  expect(res.headers['x-powered-by'], `${label} x-powered-by`).toBeUndefined();
  expect(String(res.headers['cache-control']), `${label} cache-control`).toMatch(/\bno-store\b/);
}

async function expectAll(cases: Array<[string, number, Promise<HttpAnswer>]>): Promise<void> {
  for (const [label, status, pending] of cases) {
    const res = await pending;
    expect(res.status, `${label} → ${res.body.slice(0, 100)}`).toBe(status);
    expectSecurityHeaders(`${label} (${status})`, res);
  }
}

async function setUp(): Promise<{ app: FastifyInstance; m: Member; auth: Record<string, string> }> {
  t = await buildTestApp({ now: fakeClock().now });
  const m = await signUpMember(t.app);
  return { app: t.app, m, auth: { authorization: `Bearer ${m.accessToken}` } };
}

const big = JSON.stringify({ pad: 'x'.repeat(100 * 1024) });

test('every /api answer, success or failure, carries the helmet headers, the tightened CSP and no-store', async () => {
  const { app, m, auth } = await setUp();
  await expectAll([
    ['GET /api/user/private', 200, rawGet(app, '/api/user/private', auth)],
    ['POST /api/auth/login', 200, rawPost(app, '/api/auth/login', JSON.stringify({ loginEmail: m.loginEmail, password: m.password }))],
    ['GET /api/auth/refresh', 200, rawGet(app, '/api/auth/refresh', { authorization: `Bearer ${m.refreshToken}` })],
    ['POST /api/user/auth bad', 400, rawPost(app, '/api/user/auth', '{}')],
    ['POST /api/auth/login bad JSON', 400, rawPost(app, '/api/auth/login', '{')],
    ['GET /api/user/private no token', 401, rawGet(app, '/api/user/private')],
    ['GET /api/user/private garbage', 401, rawGet(app, '/api/user/private', { authorization: 'Bearer garbage' })],
    ['GET /api/auth/refresh garbage', 403, rawGet(app, '/api/auth/refresh', { authorization: 'Bearer garbage' })],
    ['GET /api/nope', 404, rawGet(app, '/api/nope', auth)],
    ['POST /api/user/auth 100 KiB', 413, rawPost(app, '/api/user/auth', big)],
    [
      'POST /api/auth/login form',
      415,
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' }).then(shimAnswer),
    ],
  ]);
});

test('every /trpc answer, success or failure, carries the helmet headers, the tightened CSP and no-store', async () => {
  const { app, m, auth } = await setUp();
  await expectAll([
    ['user.me', 200, trpcAs(app, m).query('user.me')],
    ['auth.login', 200, trpcAs(app).mutation('auth.login', { loginEmail: m.loginEmail, password: m.password })],
    ['user.updateProfile bad', 400, trpcRawMutation(app, 'user.updateProfile', {}, m.accessToken)],
    ['user.me no token', 401, trpcAs(app).query('user.me')],
    ['no.such.procedure', 404, rawGet(app, '/trpc/no.such.procedure', auth)],
    ['user.signUp 100 KiB', 413, rawPost(app, '/trpc/user.signUp', big)],
    [
      'auth.login text/plain',
      415,
      app.inject({ method: 'POST', url: '/trpc/auth.login', headers: { 'content-type': 'text/plain' }, payload: '{}' }).then(shimAnswer),
    ],
  ]);
});

test('429 answers on both transports carry the security headers and no-store', async () => {
  const { app, m } = await setUp();
  for (let i = 0; i < 5; i++) await rawPost(app, '/api/auth/login', JSON.stringify({ loginEmail: m.loginEmail, password: 'wrong-pass-1' }));
  await expectAll([
    ['POST /api/auth/login limited', 429, rawPost(app, '/api/auth/login', JSON.stringify({ loginEmail: m.loginEmail, password: 'wrong-pass-1' }))],
    ['auth.login limited', 429, trpcAs(app).mutation('auth.login', { loginEmail: m.loginEmail, password: 'wrong-pass-1' })],
  ]);
});

test('500 and 503 answers on both transports carry the security headers and no-store', async () => {
  t = await buildTestApp({ busyTimeoutMs: 50 });
  const m = await signUpMember(t.app);
  const auth = { authorization: `Bearer ${m.accessToken}` };
  release = await holdLock(t.target);
  const profile = { userName: '홍길동', birthDate: '1999-01-01' };
  await expectAll([
    ['POST /api/user/private locked', 503, rawPost(t.app, '/api/user/private', JSON.stringify(profile), auth)],
    ['user.updateProfile locked', 503, trpcAs(t.app, m).mutation('user.updateProfile', profile)],
  ]);
  await release();
  release = undefined;
  await sqlRows(t.db, 'DROP TABLE body_data');
  await expectAll([
    ['GET /api/bodyData/recent broken', 500, rawGet(t.app, '/api/bodyData/recent', auth)],
    ['user.bodyData.recent broken', 500, trpcAs(t.app, m).query('user.bodyData.recent')],
  ]);
});
