// Body fat and skeletal muscle mass are 1–99.9 kg with one decimal on both transports
// (the two-digit rule locked out a member with 7 kg of fat at 60 kg); fat + muscle < weight still holds;
// the legacy shims keep accepting integers and numeric strings, and keep their own range texts first.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/app';
import { api, legacyMemberInput, memberInput, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery } from '../../../tests/helpers/calls';
import { sqlRows } from '../../../tests/helpers/test-db';
import { MSG } from '../auth/auth.shared';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const stored = async () => await sqlRows(t.db, 'SELECT body_fat AS "bodyFat", muscle_mass AS "muscleMass" FROM body_data ORDER BY id');

describe('tRPC', () => {
  test('sign-up takes 7 kg of fat at 60 kg and one decimal; the recent body data reads it back exactly', async () => {
    const lean = await signUpMember(t.app, { weight: 60, bodyFat: 7, muscleMass: 29.4 });
    const recent = trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, lean.accessToken));
    expect(recent).toMatchObject({ bodyFat: 7, muscleMass: 29.4 });
    const light = await signUpMember(t.app, { weight: 45, bodyFat: 1, muscleMass: 20.5 });
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, light.accessToken))).toMatchObject({ bodyFat: 1, muscleMass: 20.5 });
    expect(await stored()).toEqual([
      { bodyFat: 7, muscleMass: 29.4 },
      { bodyFat: 1, muscleMass: 20.5 },
    ]);
  });

  test('two decimals, below 1 or 100 and above are refused with the Korean message; nothing is stored', async () => {
    for (const [field, value, message] of [
      ['bodyFat', 7.25, MSG.bodyFatInvalid],
      ['bodyFat', 0.5, MSG.bodyFatInvalid],
      ['bodyFat', 0, MSG.bodyFatInvalid],
      ['bodyFat', 100, MSG.bodyFatInvalid],
      ['muscleMass', 29.45, MSG.muscleMassInvalid],
      ['muscleMass', 0.9, MSG.muscleMassInvalid],
    ] as const) {
      const res = await trpcMutation(t.app, 'user.signUp', memberInput({ weight: 150, [field]: value }));
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(trpcError(res).message).toBe(message);
      expect(trpcError(res).data.fieldErrors?.[field]).toEqual([message]);
    }
    expect(await snapshot(t.db, 'users')).toBe('[]');
  });

  test('fat + muscle must still weigh less than the body, decimals included', async () => {
    const res = await trpcMutation(t.app, 'user.signUp', memberInput({ weight: 60, bodyFat: 30.5, muscleMass: 29.5 }));
    expect(res.status).toBe(400);
    expect(trpcError(res).message).toBe(MSG.compositionInvalid);
    expect((await trpcMutation(t.app, 'user.signUp', memberInput({ weight: 60, bodyFat: 30.4, muscleMass: 29.5 }))).status).toBe(200);
  });

  test('a body-data save takes decimals too', async () => {
    const m = await signUpMember(t.app);
    const saved = await trpcMutation(
      t.app,
      'user.bodyData.save',
      { date: '2026-11-01', height: 175, weight: 61, bodyFat: 8.3, muscleMass: 30.1, upDownBalance: 5 },
      m.accessToken,
    );
    expect(saved.status).toBe(200);
    const refused = await trpcMutation(
      t.app,
      'user.bodyData.save',
      { date: '2026-11-02', height: 175, weight: 61, bodyFat: 8.35, muscleMass: 30.1, upDownBalance: 5 },
      m.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(trpcError(refused).message).toBe(MSG.bodyFatInvalid);
    const id = trpcData(saved).bodyDataId;
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.get', { id }, m.accessToken))).toMatchObject({ bodyFat: 8.3, muscleMass: 30.1 });
  });
});

describe('legacy shims', () => {
  const legacySignUp = (overrides: Record<string, unknown>) =>
    legacyMemberInput({ loginEmail: `l${Math.random().toString(36).slice(2)}@b.kr`, weight: 60, ...overrides });

  test('sign-up accepts integers, one-decimal numbers and numeric strings; GET /bodyData/recent reads them back', async () => {
    for (const [bodyFat, muscleMass, expected] of [
      [7, 29, { bodyFat: 7, muscleMass: 29 }],
      [7.5, 29.4, { bodyFat: 7.5, muscleMass: 29.4 }],
      ['6.5', ' 28.1 ', { bodyFat: 6.5, muscleMass: 28.1 }],
      ['12', '30', { bodyFat: 12, muscleMass: 30 }],
    ] as const) {
      const res = await api(t.app, 'POST', '/user/auth', { body: legacySignUp({ bodyFat, muscleMass }) });
      expect(res.status, `${bodyFat} / ${muscleMass}: ${res.body}`).toBe(200);
      const recent = await api(t.app, 'GET', '/bodyData/recent', { token: res.json().accessToken });
      expect(recent.json()).toMatchObject(expected);
    }
  });

  test('sign-up: two decimals or below 1 kg get our Korean text as a 400; the legacy range text still comes first', async () => {
    for (const [overrides, text] of [
      [{ bodyFat: '7.25' }, MSG.bodyFatInvalid],
      [{ bodyFat: 0.5 }, MSG.bodyFatInvalid],
      [{ muscleMass: 0 }, MSG.muscleMassInvalid],
      [{ bodyFat: 96 }, '적절하지 않은 체지방량 0% 이상, 95%이하'],
      [{ weight: 60, bodyFat: 30.5, muscleMass: 29.5 }, MSG.compositionInvalid],
    ] as const) {
      const res = await api(t.app, 'POST', '/user/auth', { body: legacySignUp(overrides) });
      expect([res.status, res.headers['content-type'], res.body]).toEqual([400, 'text/plain; charset=utf-8', text]);
    }
    expect(await snapshot(t.db, 'users')).toBe('[]');
  });

  test('POST /bodyData saves decimals and refuses two decimals with a 400', async () => {
    const { accessToken } = (await api(t.app, 'POST', '/user/auth', { body: legacySignUp({}) })).json();
    const saved = await api(t.app, 'POST', '/bodyData', {
      token: accessToken,
      body: { date: '2026-12-01', height: 176, weight: 62, bodyFat: '7.1', muscleMass: 30.2, upDownBalance: 0.6 },
    });
    expect(saved.status).toBe(200);
    expect((await api(t.app, 'GET', '/bodyData/recent', { token: accessToken })).json()).toMatchObject({ bodyFat: 7.1, muscleMass: 30.2 });
    const before = await snapshot(t.db, 'body_data');
    const refused = await api(t.app, 'POST', '/bodyData', {
      token: accessToken,
      body: { date: '2026-12-02', height: 176, weight: 62, bodyFat: 7.15, muscleMass: 30.2, upDownBalance: 0.6 },
    });
    expect([refused.status, refused.body]).toEqual([400, MSG.bodyFatInvalid]);
    expect(await snapshot(t.db, 'body_data')).toBe(before);
  });
});
