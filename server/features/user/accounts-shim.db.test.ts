// The legacy accounts paths, sign-up, login, refresh, logout and the token filter (docs/legacy-api.md §2,
// §4.1): exact bodies and codes. The member's own data on the shims is in accounts-shim-data.test.ts.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { api, legacyMemberInput, snapshot } from '../../../tests/helpers/calls';
import { sqlRow } from '../../../tests/helpers/test-db';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
beforeEach(async () => {
  clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
});
afterEach(async () => t.close());

async function signUpLegacy(overrides: Record<string, unknown> = {}) {
  const res = await api(t.app, 'POST', '/user/auth', { body: legacyMemberInput(overrides) });
  expect(res.status).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string; rememberMe: boolean };
}

const envelope = (status: string, statusMessage: string) => ({ status, statusMessage });

describe('POST /api/user/auth (sign-up)', () => {
  test('answers AuthResponse with rememberMe false and stores the balance as the spec value', async () => {
    const res = await api(t.app, 'POST', '/user/auth', { body: legacyMemberInput({ sex: '여성', upDownBalance: 0.7 }) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'refreshToken', 'rememberMe']);
    expect(res.json().rememberMe).toBe(false);
    expect(await sqlRow(t.db, 'SELECT sex FROM users')).toEqual({ sex: 1 });
    expect(await sqlRow(t.db, 'SELECT up_down_balance AS b FROM body_data')).toEqual({ b: 7 });
  });

  test('accepts sex as 0/1, numeric strings, omitted numbers (legacy defaults) and no birth date', async () => {
    await signUpLegacy({ loginEmail: 'n1@b.kr', sex: 1, height: '180', weight: '80' });
    const { accessToken } = await signUpLegacy({
      loginEmail: 'n2@b.kr',
      sex: 0,
      height: undefined,
      weight: undefined,
      bodyFat: undefined,
      muscleMass: undefined,
      upDownBalance: undefined,
      birthDate: undefined,
    });
    const recent = await api(t.app, 'GET', '/bodyData/recent', { token: accessToken });
    expect(recent.json()).toMatchObject({ height: 170, weight: 70, bodyFat: 17, muscleMass: 40, upDownBalance: 0.5 });
    expect((await api(t.app, 'GET', '/user/private', { token: accessToken })).json()).toMatchObject({ sex: '남성', birthDate: null });
  });

  test.each([
    [{ userName: '가나다라마바사아자' }, '너무 긴 유저명: 3자리 이상, 8자리 이하'],
    [{ userName: '홍길' }, '너무 짧은 유저명: 3자리 이상, 8자리 이하'],
    [{ loginEmail: 'no-at-sign' }, '형식에 맞지 않는 이메일 주소'],
    [{ password: 'abc123' }, '너무 짧은 password: 8자리 이상 필요'],
    [{ sex: '남자' }, '성별 선택 오류: 남성 또는 여성'],
    [{ height: 79 }, '적절하지 않은 신장: 80cm 이상, 350cm 이하'],
    [{ weight: 351 }, '적절하지 않은 몸무게: 30kg 이상, 350kg 이하 '],
    [{ bodyFat: 96 }, '적절하지 않은 체지방량 0% 이상, 95%이하'],
    [{ muscleMass: -1 }, '적절하지 않은 골격근량 0% 이상, 95%이하'],
    [{ upDownBalance: 1.5 }, '적절하지 않은 체형 밸런스 0.0 이상, 1.0이하'],
    [{ userName: 'hong1' }, '이름은 한글 3~8자로 입력해 주세요'],
    [{ password: 'abcdefgh' }, '비밀번호는 영문과 숫자를 포함해 8~25자로 입력해 주세요'],
    [{ height: 90 }, '키는 100~250 사이의 세 자리 숫자로 입력해 주세요'],
    [{ userName: undefined }, '이름을 입력해 주세요'],
  ])('rejects %j with 400 and the bare text %j, storing nothing', async (overrides, text) => {
    const res = await api(t.app, 'POST', '/user/auth', { body: legacyMemberInput(overrides) });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(text);
    expect(await snapshot(t.db, 'users')).toBe('[]');
  });

  test('the legacy checks run in the legacy order (name before e-mail before password)', async () => {
    const res = await api(t.app, 'POST', '/user/auth', { body: legacyMemberInput({ userName: '홍', loginEmail: 'bad', password: 'x' }) });
    expect(res.body).toBe('너무 짧은 유저명: 3자리 이상, 8자리 이하');
  });

  test('a registered e-mail answers 400 아이디 중복', async () => {
    await signUpLegacy();
    const res = await api(t.app, 'POST', '/user/auth', { body: legacyMemberInput() });
    expect(res.status).toBe(400);
    expect(res.body).toBe('아이디 중복');
  });

  test('a stale Authorization header is ignored on sign-up and login', async () => {
    const stale = { authorization: 'Bearer expired.or.garbage' };
    const res = await api(t.app, 'POST', '/user/auth', { body: legacyMemberInput(), headers: stale });
    expect(res.status).toBe(200);
    const login = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'a@b.kr', password: 'abcd1234' }, headers: stale });
    expect(login.status).toBe(200);
  });
});

describe('POST /api/auth/login, GET /api/auth/refresh, GET /api/auth/logout', () => {
  test('login echoes rememberMe (default false); failures are one 403 AUTHENTICATION_EXCEPTION', async () => {
    await signUpLegacy();
    const remembered = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'a@b.kr', password: 'abcd1234', rememberMe: true } });
    expect(remembered.json().rememberMe).toBe(true);
    const plain = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'a@b.kr', password: 'abcd1234' } });
    expect(plain.json().rememberMe).toBe(false);
    for (const body of [
      { loginEmail: 'a@b.kr', password: 'wrong1234' },
      { loginEmail: 'who@b.kr', password: 'abcd1234' },
    ]) {
      const res = await api(t.app, 'POST', '/auth/login', { body });
      expect(res.status).toBe(403);
      expect(res.json()).toEqual(envelope('AUTHENTICATION_EXCEPTION', '로그인 정보가 일치하지 않습니다.'));
    }
  });

  test('refresh answers a new access token, the same refresh token and rememberMe true', async () => {
    const { refreshToken, accessToken } = await signUpLegacy();
    clock.advance(2000);
    const res = await api(t.app, 'GET', '/auth/refresh', { token: refreshToken });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), refreshToken, rememberMe: true });
    expect(res.json().accessToken).not.toBe(accessToken);
    expect((await api(t.app, 'GET', '/user/private', { token: res.json().accessToken })).status).toBe(200);
  });

  test.each([
    ['an access token', (tk: { accessToken: string }) => `Bearer ${tk.accessToken}`],
    ['garbage', () => 'Bearer garbage'],
    ['no header', () => undefined],
  ])('refresh with %s is 403 EXPIRED_REFRESH_TOKEN_EXCEPTION', async (_name, header) => {
    const tokens = await signUpLegacy();
    const h = header(tokens);
    const res = await api(t.app, 'GET', '/auth/refresh', { headers: h ? { authorization: h } : {} });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual(envelope('EXPIRED_REFRESH_TOKEN_EXCEPTION', '[만료된 토큰] 잘못된 요청입니다. 다시 로그인해주세요.'));
  });

  test('logout answers 200 empty, then 403 ALREADY_LOGOUT_EXCEPTION; the access token dies with it', async () => {
    const { refreshToken, accessToken } = await signUpLegacy();
    const res = await api(t.app, 'GET', '/auth/logout', { token: refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
    const again = await api(t.app, 'GET', '/auth/logout', { token: refreshToken });
    expect(again.status).toBe(403);
    expect(again.json()).toEqual(envelope('ALREADY_LOGOUT_EXCEPTION', '이미 로그아웃 되었습니다.'));
    const probe = await api(t.app, 'GET', '/user/private', { token: accessToken });
    expect(probe.status).toBe(401);
    expect(probe.json().status).toBe('MALFORMED_JWT_EXCEPTION');
  });

  test('logout with no header is the filter 401 JWT_NOT_FOUND_EXCEPTION', async () => {
    const res = await api(t.app, 'GET', '/auth/logout');
    expect(res.status).toBe(401);
    expect(res.json()).toEqual(envelope('JWT_NOT_FOUND_EXCEPTION', '[토큰을 찾을 수 없음] 접근 권한이 없습니다. 로그인 해주세요.'));
  });
});

describe('token filter (§2.2) on protected paths', () => {
  test.each([
    [undefined, 'JWT_NOT_FOUND_EXCEPTION', '[토큰을 찾을 수 없음] 접근 권한이 없습니다. 로그인 해주세요.'],
    ['Token abc', 'NON_START_BEARER_EXCEPTION', '[잘못된 형식의 토큰] 클라이언트 토큰 요청 형식이 잘못되었습니다.'],
    ['bearer abc', 'NON_START_BEARER_EXCEPTION', '[잘못된 형식의 토큰] 클라이언트 토큰 요청 형식이 잘못되었습니다.'],
    ['Bearer ', 'ILLEGAL_ARGUMENT_EXCEPTION', '[지원하지 않는 토큰] 잘못된 요청입니다.'],
    ['Bearer a.b.c', 'MALFORMED_JWT_EXCEPTION', '[손상된 토큰] 잘못된 요청입니다.'],
  ])('header %j → 401 %s', async (header, status, message) => {
    const res = await api(t.app, 'GET', '/user/private', { headers: header === undefined ? {} : { authorization: header } });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual(envelope(status, message));
  });

  test('an expired access token → 401 EXPIRED_ACCESS_TOKEN_EXCEPTION', async () => {
    const { accessToken } = await signUpLegacy();
    clock.advance(601_000);
    const res = await api(t.app, 'GET', '/myfit/userInfo', { token: accessToken });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual(envelope('EXPIRED_ACCESS_TOKEN_EXCEPTION', '[만료된 접근 토큰] 토큰을 다시 발급받아주세요.'));
  });
});
