// The legacy accounts paths for the member's own data (docs/legacy-api.md §4.1, §4.2 userInfo, §4.5): profile,
// password and deletion, userInfo and body data, with exact bodies and codes; and the same refusal text as tRPC.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { api, legacyMemberInput, snapshot, trpcMutation } from '../../../tests/helpers/calls';

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

describe('/api/user/private, password and deletion', () => {
  test('profile edit answers bare ok; a null birth date clears it; a bad name is a 400 bare text', async () => {
    const { accessToken } = await signUpLegacy();
    const ok = await api(t.app, 'POST', '/user/private', { token: accessToken, body: { userName: '김철수', birthDate: null } });
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(ok.body).toBe('ok');
    expect((await api(t.app, 'GET', '/user/private', { token: accessToken })).json()).toEqual({
      userName: '김철수',
      loginEmail: 'a@b.kr',
      sex: '남성',
      birthDate: null,
    });
    for (const userName of ['김', '가나다라마바사아자']) {
      const bad = await api(t.app, 'POST', '/user/private', { token: accessToken, body: { userName, birthDate: '2000-01-01' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toBe('너무 짧은 유저명: 3자리 이상, 8자리 이하');
    }
    expect((await api(t.app, 'GET', '/user/private', { token: accessToken })).json().userName).toBe('김철수');
  });

  test('password change answers ok or fail; the old password then stops working', async () => {
    const { accessToken } = await signUpLegacy();
    const fail = await api(t.app, 'POST', '/user/private/password', { token: accessToken, body: { oldPassword: 'wrong1234', newPassword: 'newpass123' } });
    expect([fail.status, fail.body]).toEqual([200, 'fail']);
    const ok = await api(t.app, 'POST', '/user/private/password', { token: accessToken, body: { oldPassword: 'abcd1234', newPassword: 'newpass123' } });
    expect([ok.status, ok.body]).toEqual([200, 'ok']);
    expect((await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'a@b.kr', password: 'abcd1234' } })).status).toBe(403);
    expect((await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'a@b.kr', password: 'newpass123' } })).status).toBe(200);
  });

  test.each(['/user/delete', '/user/private/delete'])('%s answers fail for a wrong password and ok after deleting everything', async (path) => {
    const { accessToken, refreshToken } = await signUpLegacy();
    const fail = await api(t.app, 'POST', path, { token: accessToken, body: { password: 'nope12345' } });
    expect([fail.status, fail.body]).toEqual([200, 'fail']);
    const ok = await api(t.app, 'POST', path, { token: accessToken, body: { password: 'abcd1234' } });
    expect([ok.status, ok.body]).toEqual([200, 'ok']);
    expect(await snapshot(t.db, 'users')).toBe('[]');
    expect(await snapshot(t.db, 'body_data')).toBe('[]');
    expect(await snapshot(t.db, 'auth_sessions')).toBe('[]');
    expect((await api(t.app, 'GET', '/auth/refresh', { token: refreshToken })).status).toBe(403);
  });
});

describe('/api/myfit/userInfo and /api/bodyData', () => {
  test('userInfo has exactly the legacy fields', async () => {
    clock.advance(0);
    const { accessToken } = await signUpLegacy({ birthDate: '2000-11-21' });
    const res = await api(t.app, 'GET', '/myfit/userInfo', { token: accessToken });
    expect(res.json()).toEqual({ userName: '홍길동', userAge: 26, weight: 70, height: 175 });
  });

  test('save answers the record id as bare text and upserts by date; recent, by id and list use the legacy shape', async () => {
    const { accessToken } = await signUpLegacy();
    const body = { date: '2026-12-01', height: 176, weight: 71, bodyFat: 17, muscleMass: 36, upDownBalance: 0.6 };
    const saved = await api(t.app, 'POST', '/bodyData', { token: accessToken, body });
    expect(saved.status).toBe(200);
    expect(saved.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(saved.body).toMatch(/^\d+$/);
    const again = await api(t.app, 'POST', '/bodyData', { token: accessToken, body: { ...body, weight: 72 } });
    expect(again.body).toBe(saved.body);
    const expected = { bodyDataId: Number(saved.body), date: '2026-12-01', height: 176, weight: 72, bodyFat: 17, muscleMass: 36, upDownBalance: 0.6 };
    expect((await api(t.app, 'GET', '/bodyData/recent', { token: accessToken })).json()).toEqual(expected);
    expect((await api(t.app, 'GET', `/bodyData/${saved.body}`, { token: accessToken })).json()).toEqual(expected);
    const list = (await api(t.app, 'GET', '/bodyData/list/1', { token: accessToken })).json();
    expect(list.map((r: { date: string }) => r.date)).toEqual(['2026-12-01', '2026-11-21']);
    expect((await api(t.app, 'GET', '/bodyData/list/-1', { token: accessToken })).json()).toEqual([]);
    expect((await api(t.app, 'GET', '/bodyData/list/0', { token: accessToken })).status).toBe(400);
  });

  test('save rejects out-of-range values with the legacy text and a 400', async () => {
    const { accessToken } = await signUpLegacy();
    const before = await snapshot(t.db, 'body_data');
    const cases: [Record<string, unknown>, string][] = [
      [{ height: 19 }, '적절하지 않은 신장: 20cm 이상, 350cm 이하'],
      [{ weight: 29 }, '적절하지 않은 몸무게: 30kg 이상, 350kg 이하 '],
      [{ upDownBalance: 2 }, '적절하지 않은 상하체 밸런스 0 이상, 1이하'],
    ];
    for (const [body, text] of cases) {
      const res = await api(t.app, 'POST', '/bodyData', { token: accessToken, body });
      expect([res.status, res.body]).toEqual([400, text]);
    }
    expect(await snapshot(t.db, 'body_data')).toBe(before);
  });

  test("another member's record reads as all-null and cannot be deleted", async () => {
    const a = await signUpLegacy();
    const b = await signUpLegacy({ loginEmail: 'b@b.kr' });
    const aId = (await api(t.app, 'GET', '/bodyData/recent', { token: a.accessToken })).json().bodyDataId;
    const before = await snapshot(t.db, 'body_data');
    const read = await api(t.app, 'GET', `/bodyData/${aId}`, { token: b.accessToken });
    expect(read.json()).toEqual({ bodyDataId: null, date: null, height: null, weight: null, bodyFat: null, muscleMass: null, upDownBalance: null });
    const del = await api(t.app, 'POST', `/bodyData/delete/${aId}`, { token: b.accessToken });
    expect([del.status, del.body]).toEqual([200, 'fail']);
    expect(await snapshot(t.db, 'body_data')).toBe(before);
    const own = await api(t.app, 'POST', `/bodyData/delete/${aId}`, { token: a.accessToken });
    expect(own.body).toBe('ok');
  });

  test('non-numeric ids are a 400 envelope', async () => {
    const { accessToken } = await signUpLegacy();
    const res = await api(t.app, 'GET', '/bodyData/abc', { token: accessToken });
    expect(res.status).toBe(400);
    expect(res.json().status).toBe('BAD_REQUEST');
  });
});

describe('parity', () => {
  test('the same wrong login fails with the same Korean text on tRPC and the shim', async () => {
    await signUpLegacy();
    const shim = await api(t.app, 'POST', '/auth/login', { body: { loginEmail: 'a@b.kr', password: 'wrong1234' } });
    const trpc = await trpcMutation(t.app, 'auth.login', { loginEmail: 'a@b.kr', password: 'wrong1234' });
    expect(trpc.error().message).toBe(shim.json().statusMessage);
  });
});
