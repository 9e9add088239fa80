// docs/security.md row 3 / ASVS 8.2.1: every procedure and every /api path outside a short allowlist
// refuses callers without a usable access token, with the legacy filter's exact codes on /api.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { api, type ProcedurePath, type ShimResult, shimAnswer, signUpMember, trpcAs, trpcError } from '../../tests/helpers/calls';
import { leakIn, listRoutes } from '../../tests/helpers/security';
import { appRouter } from './router';

/**
 * Callable without logging in: the account entry points and the public catalogue reads (docs/security.md
 * 8.2.1). Adding a public procedure means adding it here, on purpose; the sweep fails otherwise.
 */
const PUBLIC_PROCEDURES: string[] = [
  'auth.login',
  'auth.refresh',
  'auth.logout',
  // password reset by e-mail (docs/decisions/028-password-reset-and-account-deletion.md): the same answer for
  // every address, limited per IP and per address; the reset needs the mailed link's secret
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'user.signUp',
  // sign-up step 1: is this address free? (limited per IP like sign-up)
  'user.emailAvailable',
  // catalogue reads (legacy /workouts/** and /bodyParts/** were public)
  'catalogue.exercise',
  'catalogue.bodyParts',
  'catalogue.machines',
  'catalogue.search',
  // the whole catalogue for offline use, and its version (docs/decisions/017-offline-data.md): the same public data
  'catalogue.version',
  'catalogue.offlineCopy',
] satisfies ProcedurePath[];

/**
 * /api routes that do not require an access token: login, sign-up, the two refresh-token routes,
 * health, and the public catalogue (docs/legacy-api.md §2.2).
 */
const PUBLIC_SHIMS = [
  'POST /api/auth/login',
  'POST /api/user/auth',
  'POST /api/user/auth/verify/email/:email',
  'GET /api/auth/refresh',
  'GET /api/auth/logout',
  'GET /api/health',
  'GET /api/workouts/:workoutId',
  'POST /api/workouts/search/list/:page',
  'GET /api/bodyParts/all',
  // The API's own description and its reference page (docs/api-reference.md): the same for everyone, no member data.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
];

/** The reference page's static files, `/api/docs/<name>.<sha-256 prefix>.<js|css>` (server/http/api-docs.ts). */
const PUBLIC_DOCS_ASSET = /^\/api\/docs\/[a-z-]+\.[0-9a-f]{12}\.(js|css)$/;

/** The protected accounts paths; the sweep must see each of them. */
const EXPECTED_PROTECTED_SHIMS = [
  'GET /api/user/private',
  'POST /api/user/private',
  'POST /api/user/private/password',
  'POST /api/user/delete',
  'POST /api/user/private/delete',
  'GET /api/myfit/userInfo',
  'POST /api/bodyData',
  'GET /api/bodyData/recent',
  'GET /api/bodyData/:bodyDataId',
  'GET /api/bodyData/list/:page',
  'POST /api/bodyData/delete/:bodyDataId',
];

const LEGACY_401 = {
  missing: { status: 'JWT_NOT_FOUND_EXCEPTION', statusMessage: '[토큰을 찾을 수 없음] 접근 권한이 없습니다. 로그인 해주세요.' },
  notBearer: { status: 'NON_START_BEARER_EXCEPTION', statusMessage: '[잘못된 형식의 토큰] 클라이언트 토큰 요청 형식이 잘못되었습니다.' },
  empty: { status: 'ILLEGAL_ARGUMENT_EXCEPTION', statusMessage: '[지원하지 않는 토큰] 잘못된 요청입니다.' },
  malformed: { status: 'MALFORMED_JWT_EXCEPTION', statusMessage: '[손상된 토큰] 잘못된 요청입니다.' },
};

type ProcedureDef = { _def: { type: 'query' | 'mutation' | 'subscription' } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures);

let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  memberToken = (await signUpMember(t.app)).accessToken;
});
afterAll(async () => t.close());

async function callProcedure(path: string, type: string, authorization?: string): Promise<ShimResult> {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const res =
    type === 'query'
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent('{}')}`, headers })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' });
  return shimAnswer(res);
}

function shimUrl(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '1');
}

async function callShim(method: string, path: string, headers: Record<string, string>): Promise<ShimResult> {
  const res = await t.app.inject({
    method: method as 'GET' | 'POST',
    url: shimUrl(path),
    headers: method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { payload: '{}' }),
  });
  return shimAnswer(res);
}

function protectedShims(): Array<[string, string]> {
  return listRoutes(t.app).filter(
    ([method, path]) => path.startsWith('/api/') && !PUBLIC_SHIMS.includes(`${method} ${path}`) && !(method === 'GET' && PUBLIC_DOCS_ASSET.test(path)),
  );
}

test('the public-procedure allowlist names only procedures that exist', () => {
  const names = procedures.map(([name]) => name);
  for (const name of PUBLIC_PROCEDURES) expect(names).toContain(name);
  expect(names.length).toBeGreaterThan(PUBLIC_PROCEDURES.length);
});

test('every tRPC procedure outside the allowlist answers 401 TOKEN_MISSING without an Authorization header', async () => {
  const wrong: string[] = [];
  for (const [path, proc] of procedures) {
    if (PUBLIC_PROCEDURES.includes(path)) continue;
    const res = await callProcedure(path, proc._def.type);
    const appCode = res.status === 401 ? trpcError(res).data.appCode : null;
    if (res.status !== 401 || appCode !== 'TOKEN_MISSING') wrong.push(`${path}: ${res.status} ${res.body.slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
});

test('every tRPC procedure outside the allowlist answers 401 TOKEN_MALFORMED to "Bearer garbage"', async () => {
  const wrong: string[] = [];
  for (const [path, proc] of procedures) {
    if (PUBLIC_PROCEDURES.includes(path)) continue;
    const res = await callProcedure(path, proc._def.type, 'Bearer garbage');
    const appCode = res.status === 401 ? trpcError(res).data.appCode : null;
    if (res.status !== 401 || appCode !== 'TOKEN_MALFORMED') wrong.push(`${path}: ${res.status} ${res.body.slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
});

test('the route listing used by the shim sweep finds every protected accounts path', () => {
  const found = protectedShims().map(([method, path]) => `${method} ${path}`);
  for (const route of EXPECTED_PROTECTED_SHIMS) expect(found).toContain(route);
  for (const route of PUBLIC_SHIMS) expect(listRoutes(t.app).map(([m, p]) => `${m} ${p}`)).toContain(route);
});

test('every protected /api route answers 401 JWT_NOT_FOUND_EXCEPTION without an Authorization header', async () => {
  const wrong: string[] = [];
  for (const [method, path] of protectedShims()) {
    const res = await callShim(method, path, {});
    if (res.status !== 401 || res.body !== JSON.stringify(LEGACY_401.missing)) wrong.push(`${method} ${path}: ${res.status} ${res.body}`);
  }
  expect(wrong).toEqual([]);
});

test('every protected /api route answers 401 NON_START_BEARER_EXCEPTION to "Token x"', async () => {
  const wrong: string[] = [];
  for (const [method, path] of protectedShims()) {
    const res = await callShim(method, path, { authorization: 'Token x' });
    if (res.status !== 401 || res.body !== JSON.stringify(LEGACY_401.notBearer)) wrong.push(`${method} ${path}: ${res.status} ${res.body}`);
  }
  expect(wrong).toEqual([]);
});

test('every protected /api route answers 401 ILLEGAL_ARGUMENT_EXCEPTION to "Bearer " with nothing after it', async () => {
  const wrong: string[] = [];
  for (const [method, path] of protectedShims()) {
    const res = await callShim(method, path, { authorization: 'Bearer ' });
    if (res.status !== 401 || res.body !== JSON.stringify(LEGACY_401.empty)) wrong.push(`${method} ${path}: ${res.status} ${res.body}`);
  }
  expect(wrong).toEqual([]);
});

test('every protected /api route answers 401 MALFORMED_JWT_EXCEPTION to a garbage bearer token', async () => {
  const wrong: string[] = [];
  for (const [method, path] of protectedShims()) {
    const res = await callShim(method, path, { authorization: 'Bearer garbage' });
    if (res.status !== 401 || res.body !== JSON.stringify(LEGACY_401.malformed)) wrong.push(`${method} ${path}: ${res.status} ${res.body}`);
  }
  expect(wrong).toEqual([]);
});

test('protected /api answers carry the JSON content type and no internals', async () => {
  for (const [method, path] of protectedShims()) {
    const res = await callShim(method, path, { authorization: 'Bearer garbage' });
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expect(leakIn(res.body)).toBeNull();
  }
});

test('an unknown /api path without a token answers 401 JWT_NOT_FOUND_EXCEPTION, as the legacy filter did', async () => {
  for (const method of ['GET', 'POST'] as const) {
    const res = await api(t.app, method, '/no/such/path', method === 'POST' ? { body: {} } : {});
    expect(res.status).toBe(401);
    expect(res.json()).toEqual(LEGACY_401.missing);
  }
});

test('an unknown /api path with a valid access token answers the 404 NOT_FOUND envelope', async () => {
  const res = await api(t.app, 'GET', '/no/such/path', { token: memberToken });
  expect(res.status).toBe(404);
  expect(res.json()).toEqual({ status: 'NOT_FOUND', statusMessage: expect.stringMatching(/[가-힣]/) });
});

test('an unknown /api path with a garbage token answers 401 MALFORMED_JWT_EXCEPTION, not 404', async () => {
  const res = await api(t.app, 'GET', '/no/such/path', { token: 'garbage' });
  expect(res.status).toBe(401);
  expect(res.json()).toEqual(LEGACY_401.malformed);
});

test('GET /api/auth/logout answers the filter codes for a missing, non-Bearer or empty header and ALREADY_LOGOUT for garbage', async () => {
  const none = await api(t.app, 'GET', '/auth/logout');
  expect([none.status, none.json()]).toEqual([401, LEGACY_401.missing]);
  const token = await api(t.app, 'GET', '/auth/logout', { headers: { authorization: 'Token x' } });
  expect([token.status, token.json()]).toEqual([401, LEGACY_401.notBearer]);
  const empty = await api(t.app, 'GET', '/auth/logout', { headers: { authorization: 'Bearer ' } });
  expect([empty.status, empty.json()]).toEqual([401, LEGACY_401.empty]);
  const garbage = await api(t.app, 'GET', '/auth/logout', { token: 'garbage' });
  expect([garbage.status, garbage.json()]).toEqual([403, { status: 'ALREADY_LOGOUT_EXCEPTION', statusMessage: '이미 로그아웃 되었습니다.' }]);
});

test('GET /api/auth/refresh without a header answers 403 EXPIRED_REFRESH_TOKEN_EXCEPTION instead of crashing', async () => {
  const res = await api(t.app, 'GET', '/auth/refresh');
  expect(res.status).toBe(403);
  expect(res.json()).toEqual({ status: 'EXPIRED_REFRESH_TOKEN_EXCEPTION', statusMessage: '[만료된 토큰] 잘못된 요청입니다. 다시 로그인해주세요.' });
});

test('login and sign-up ignore a stale or garbage Authorization header on both transports', async () => {
  const stale = await signUpMember(t.app);
  for (const authorization of ['Bearer garbage', 'Token x', 'Bearer ', `Bearer ${stale.refreshToken}`]) {
    const m = await signUpMember(t.app); // a member per header keeps each under the login limit
    const shimLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ loginEmail: m.loginEmail, password: m.password }),
    });
    expect(shimLogin.statusCode, authorization).toBe(200);
    const trpcLogin = await trpcAs(t.app, undefined, { headers: { authorization } }).mutation('auth.login', { loginEmail: m.loginEmail, password: m.password });
    expect(trpcLogin.status, authorization).toBe(200);
  }
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth',
    headers: { authorization: 'Bearer garbage', 'content-type': 'application/json' },
    payload: JSON.stringify({ userName: '홍길동', loginEmail: `stale-${Date.now()}@fitforme.kr`, password: 'abcd1234', sex: '남성' }),
  });
  expect(signUp.statusCode).toBe(200);
});
