// Height and weight take one decimal on tRPC (72.5 kg, 175.5 cm) and read back exactly, wherever the
// measurements are read (the record, the list, the member summary, the legacy summary); a second decimal or
// a value outside 100–250 cm / 30–300 kg is refused with the Korean message and stores nothing. The legacy
// wire keeps its own texts byte for byte, and takes one decimal as its contract's floats
// (docs/decisions/027-decimal-body-data.md). 몸 기록 entries are deleted by their owner only.
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

const stored = async () => await sqlRows(t.db, 'SELECT date, height, weight FROM body_data ORDER BY id');
const record = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-01',
  height: 175.5,
  weight: 72.5,
  bodyFat: 8.5,
  muscleMass: 20.1,
  upDownBalance: 3,
  ...overrides,
});

describe('tRPC', () => {
  test('sign-up with 175.5 cm and 72.5 kg: stored and read back exactly by recent, list, get and the summary', async () => {
    const m = await signUpMember(t.app, { height: 175.5, weight: 72.5 });
    expect(await sqlRows(t.db, 'SELECT height, weight FROM body_data')).toEqual([{ height: 175.5, weight: 72.5 }]);
    const recent = trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, m.accessToken));
    expect(recent).toMatchObject({ height: 175.5, weight: 72.5 });
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.get', { id: recent.bodyDataId }, m.accessToken))).toMatchObject({ height: 175.5, weight: 72.5 });
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, m.accessToken))).toMatchObject([{ height: 175.5, weight: 72.5 }]);
    expect(trpcData(await trpcQuery(t.app, 'user.summary', undefined, m.accessToken))).toMatchObject({ height: 175.5, weight: 72.5 });
    // The legacy summary reads the same numbers.
    const legacy = await api(t.app, 'GET', '/myfit/userInfo', { token: m.accessToken });
    expect(legacy.body).toContain('"weight":72.5,"height":175.5');
  });

  test('a 몸 기록 save takes one decimal (30.1 kg, 250 cm, 100.1 cm) and returns exactly what it stored', async () => {
    const m = await signUpMember(t.app);
    for (const [date, height, weight] of [
      ['2026-11-01', 175.5, 72.5],
      ['2026-11-02', 250, 30.1],
      ['2026-11-03', 100.1, 299.9],
      ['2026-11-04', 100, 300],
      ['2026-11-05', 180.3, 80.7],
    ] as const) {
      const saved = await trpcMutation(t.app, 'user.bodyData.save', record({ date, height, weight }), m.accessToken);
      expect(saved.status, `${height} cm / ${weight} kg`).toBe(200);
      expect(trpcData(saved)).toMatchObject({ date, height, weight });
    }
    const list = trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, m.accessToken));
    // The sign-up's own record (today) aside, newest first.
    expect(list.filter((r) => r.date < '2026-11-06').map((r) => [r.date, r.height, r.weight])).toEqual([
      ['2026-11-05', 180.3, 80.7],
      ['2026-11-04', 100, 300],
      ['2026-11-03', 100.1, 299.9],
      ['2026-11-02', 250, 30.1],
      ['2026-11-01', 175.5, 72.5],
    ]);
    // The summary reads the most recently entered one.
    expect(trpcData(await trpcQuery(t.app, 'user.summary', undefined, m.accessToken))).toMatchObject({ height: 180.3, weight: 80.7 });
  });

  test('a second decimal or a value out of bounds is refused with the Korean message; nothing is stored', async () => {
    expect(MSG.weightInvalid).toBe('몸무게는 30~300kg 사이로, 소수점 한 자리까지 입력해 주세요');
    expect(MSG.heightInvalid).toBe('키는 100~250cm 사이로, 소수점 한 자리까지 입력해 주세요');
    const m = await signUpMember(t.app);
    const before = await snapshot(t.db, 'body_data');
    for (const [field, value, message] of [
      ['weight', 72.55, MSG.weightInvalid],
      ['weight', 29.9, MSG.weightInvalid],
      ['weight', 300.1, MSG.weightInvalid],
      ['weight', 725, MSG.weightInvalid],
      ['weight', '72.5', MSG.weightInvalid],
      ['height', 175.55, MSG.heightInvalid],
      ['height', 99.9, MSG.heightInvalid],
      ['height', 250.1, MSG.heightInvalid],
      ['height', 1755, MSG.heightInvalid],
    ] as const) {
      const res = await trpcMutation(t.app, 'user.bodyData.save', record({ [field]: value }) as never, m.accessToken);
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(trpcError(res).message).toBe(message);
      expect(trpcError(res).data.fieldErrors?.[field]).toEqual([message]);
      const signUp = await trpcMutation(t.app, 'user.signUp', memberInput({ [field]: value }) as never);
      expect(signUp.status, `sign-up ${field} ${value}`).toBe(400);
      expect(trpcError(signUp).message).toBe(message);
    }
    expect(await snapshot(t.db, 'body_data')).toBe(before);
    expect(await sqlRows(t.db, 'SELECT id FROM users')).toHaveLength(1);
  });

  test('a 몸 기록 entry is deleted by its owner; another member cannot, and the record stays', async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const id = trpcData(await trpcMutation(t.app, 'user.bodyData.save', record(), owner.accessToken)).bodyDataId;
    const foreign = await trpcMutation(t.app, 'user.bodyData.delete', { id }, other.accessToken);
    expect(foreign.status).toBe(404);
    expect(trpcError(foreign).data.appCode).toBe('BODY_DATA_NOT_FOUND');
    expect((await stored()).map((r) => r.date)).toContain('2026-11-01');
    const deleted = await trpcMutation(t.app, 'user.bodyData.delete', { id }, owner.accessToken);
    expect(deleted.status).toBe(200);
    const dates = trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, owner.accessToken)).map((r) => r.date);
    expect(dates).not.toContain('2026-11-01');
    expect(await stored()).toHaveLength(2);
  });
});

describe('legacy /api', () => {
  const legacySignUp = (overrides: Record<string, unknown>) => legacyMemberInput({ loginEmail: `l${Math.random().toString(36).slice(2)}@b.kr`, ...overrides });

  test('sign-up and POST /bodyData take one decimal (the wire carries floats); the answers read it back', async () => {
    const res = await api(t.app, 'POST', '/user/auth', { body: legacySignUp({ height: 175.5, weight: '72.5' }) });
    expect(res.status, res.body).toBe(200);
    const token = res.json().accessToken as string;
    const recent = await api(t.app, 'GET', '/bodyData/recent', { token });
    expect(recent.body).toMatch(/"height":175\.5,"weight":72\.5,/);
    const saved = await api(t.app, 'POST', '/bodyData', { token, body: { date: '2026-11-02', height: 180.3, weight: 80.7 } });
    expect([saved.status, saved.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
    const one = await api(t.app, 'GET', `/bodyData/${saved.body}`, { token });
    expect(one.json()).toMatchObject({ height: 180.3, weight: 80.7 });
  });

  test("a value our rule refuses answers the legacy wire's own bare text, as before; nothing is stored", async () => {
    for (const [overrides, text] of [
      [{ height: 90 }, '키는 100~250 사이의 세 자리 숫자로 입력해 주세요'],
      [{ height: 175.55 }, '키는 100~250 사이의 세 자리 숫자로 입력해 주세요'],
      [{ weight: 72.55 }, '몸무게는 30~300 사이의 두세 자리 숫자로 입력해 주세요'],
      [{ weight: '301' }, '몸무게는 30~300 사이의 두세 자리 숫자로 입력해 주세요'],
      [{ height: 79.9 }, '적절하지 않은 신장: 80cm 이상, 350cm 이하'],
      [{ weight: 29.9 }, '적절하지 않은 몸무게: 30kg 이상, 350kg 이하 '],
      [{ userName: 'hong1', height: 90 }, MSG.nameInvalid],
    ] as const) {
      const res = await api(t.app, 'POST', '/user/auth', { body: legacySignUp(overrides) });
      expect([res.status, res.headers['content-type'], res.body], JSON.stringify(overrides)).toEqual([400, 'text/plain; charset=utf-8', text]);
    }
    expect(await snapshot(t.db, 'users')).toBe('[]');

    const { accessToken } = (await api(t.app, 'POST', '/user/auth', { body: legacySignUp({}) })).json();
    const before = await snapshot(t.db, 'body_data');
    for (const [overrides, text] of [
      [{ weight: 72.55 }, '몸무게는 30~300 사이의 두세 자리 숫자로 입력해 주세요'],
      [{ height: 50.5 }, '키는 100~250 사이의 세 자리 숫자로 입력해 주세요'],
      [{ height: 19.9 }, '적절하지 않은 신장: 20cm 이상, 350cm 이하'],
    ] as const) {
      const res = await api(t.app, 'POST', '/bodyData', { token: accessToken, body: { date: '2026-11-03', ...overrides } });
      expect([res.status, res.body], JSON.stringify(overrides)).toEqual([400, text]);
    }
    expect(await snapshot(t.db, 'body_data')).toBe(before);
  });
});
