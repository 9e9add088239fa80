// Every accounts procedure of the tRPC API, through the real Fastify app on a real SQLite file.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { memberInput, signUpMember, snapshot, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../tests/helpers/calls';
import { sqlRow, sqlRows, tableNames } from '../../../tests/helpers/test-db';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
beforeEach(async () => {
  clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
});
afterEach(async () => t.close());

describe('user.signUp', () => {
  test('creates the member, the first body-data record and a session, and no routines', async () => {
    const input = memberInput({ userName: '이영희', sex: 1, height: 162, weight: 55, bodyFat: 16, muscleMass: 22, upDownBalance: 3 });
    const res = await trpcMutation(t.app, 'user.signUp', input);
    expect(res.status).toBe(200);
    const tokens = trpcData(res);
    expect(tokens).toMatchObject({ rememberMe: true });
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toMatch(/^[a-z2-7]{24}\.[A-Za-z0-9_-]{43}$/);
    const rows = await sqlRows(t.db, 'SELECT date, height, weight, body_fat, muscle_mass, up_down_balance FROM body_data');
    expect(rows).toEqual([{ date: '2026-11-21', height: 162, weight: 55, body_fat: 16, muscle_mass: 22, up_down_balance: 3 }]);
    for (const name of (await tableNames(t.db)).filter((x) => /routine/.test(x))) {
      expect(await sqlRow(t.db, `SELECT count(*) AS n FROM ${name}`)).toEqual({ n: 0 });
    }
  });

  test('a taken e-mail (any letter case) is a CONFLICT with a Korean message and changes nothing', async () => {
    const m = await signUpMember(t.app);
    const before = await snapshot(t.db, 'users');
    const res = await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: m.loginEmail.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(trpcError(res)).toMatchObject({ message: '이미 가입된 이메일이에요', data: { appCode: 'EMAIL_TAKEN' } });
    expect(await snapshot(t.db, 'users')).toBe(before);
  });

  test('every docs/product.md §5 rule is checked on the server with field errors', async () => {
    const res = await trpcMutation(t.app, 'user.signUp', memberInput({ userName: 'hong', password: 'short', height: 99 }));
    expect(res.status).toBe(400);
    const err = trpcError(res);
    expect(err.data.appCode).toBe('VALIDATION');
    expect(Object.keys(err.data.fieldErrors ?? {})).toEqual(expect.arrayContaining(['userName', 'password', 'height']));
    expect(await sqlRow(t.db, 'SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });
});

describe('auth.login / refresh / logout', () => {
  test('login answers tokens and echoes rememberMe; a wrong password and an unknown e-mail answer the same', async () => {
    const m = await signUpMember(t.app);
    const ok = await trpcMutation(t.app, 'auth.login', { loginEmail: m.loginEmail, password: m.password, rememberMe: false });
    expect(ok.status).toBe(200);
    expect(trpcData(ok).rememberMe).toBe(false);
    const wrong = await trpcMutation(t.app, 'auth.login', { loginEmail: m.loginEmail, password: 'abcd12345' });
    const unknown = await trpcMutation(t.app, 'auth.login', { loginEmail: 'nobody@fitforme.kr', password: 'abcd12345' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(trpcError(wrong)).toMatchObject({ message: '로그인 정보가 일치하지 않습니다.', data: { appCode: 'AUTH_FAILED' } });
    expect(trpcError(unknown).message).toBe(trpcError(wrong).message);
  });

  test('refresh issues a new access token and keeps the refresh token; logout ends the session at once', async () => {
    const m = await signUpMember(t.app);
    clock.advance(1000);
    const refreshed = trpcData(await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.refreshToken }));
    expect(refreshed).toMatchObject({ refreshToken: m.refreshToken, rememberMe: true });
    expect(refreshed.accessToken).not.toBe(m.accessToken);
    expect((await trpcQuery(t.app, 'user.me', undefined, refreshed.accessToken)).status).toBe(200);

    expect(trpcData(await trpcMutation(t.app, 'auth.logout', { refreshToken: m.refreshToken }))).toEqual({ ok: true });
    const after = await trpcQuery(t.app, 'user.me', undefined, refreshed.accessToken);
    expect(after.status).toBe(401);
    const again = await trpcMutation(t.app, 'auth.logout', { refreshToken: m.refreshToken });
    expect(trpcError(again).data.appCode).toBe('ALREADY_LOGGED_OUT');
    const refreshAgain = await trpcMutation(t.app, 'auth.refresh', { refreshToken: m.refreshToken });
    expect(trpcError(refreshAgain).data.appCode).toBe('REFRESH_TOKEN_EXPIRED');
  });

  test('an expired access token says ACCESS_TOKEN_EXPIRED so the client refreshes', async () => {
    const m = await signUpMember(t.app);
    clock.advance(601_000);
    const res = await trpcQuery(t.app, 'user.me', undefined, m.accessToken);
    expect(res.status).toBe(401);
    expect(trpcError(res).data.appCode).toBe('ACCESS_TOKEN_EXPIRED');
  });
});

describe('user.me / updateProfile / changePassword / deleteAccount', () => {
  test('profile edit changes name and birth date, never the e-mail', async () => {
    const m = await signUpMember(t.app);
    // loginEmail is not the procedure's: sent on purpose, and ignored.
    const res = await trpcRawMutation(t.app, 'user.updateProfile', { userName: '김철수', birthDate: '2000-02-02', loginEmail: 'x@y.kr' }, m.accessToken);
    expect(trpcData(res)).toMatchObject({ userName: '김철수', birthDate: '2000-02-02', loginEmail: m.loginEmail });
    const bad = await trpcMutation(t.app, 'user.updateProfile', { userName: '김', birthDate: '2000-02-02' }, m.accessToken);
    expect(bad.status).toBe(400);
    expect(trpcData(await trpcQuery(t.app, 'user.me', undefined, m.accessToken)).userName).toBe('김철수');
  });

  test('password change needs the current password, revokes other sessions and keeps this one', async () => {
    const m = await signUpMember(t.app);
    const other = trpcData(await trpcMutation(t.app, 'auth.login', { loginEmail: m.loginEmail, password: m.password }));
    const wrong = await trpcMutation(t.app, 'user.changePassword', { oldPassword: 'nope12345', newPassword: 'newpass123' }, m.accessToken);
    expect(trpcError(wrong)).toMatchObject({ message: '현재 비밀번호가 일치하지 않아요', data: { appCode: 'WRONG_PASSWORD' } });
    const weak = await trpcMutation(t.app, 'user.changePassword', { oldPassword: m.password, newPassword: 'weak' }, m.accessToken);
    expect(weak.status).toBe(400);

    const ok = await trpcMutation(t.app, 'user.changePassword', { oldPassword: m.password, newPassword: 'newpass123' }, m.accessToken);
    expect(trpcData(ok)).toEqual({ ok: true });
    expect((await trpcQuery(t.app, 'user.me', undefined, m.accessToken)).status).toBe(200);
    expect((await trpcQuery(t.app, 'user.me', undefined, other.accessToken)).status).toBe(401);
    expect((await trpcMutation(t.app, 'auth.login', { loginEmail: m.loginEmail, password: m.password })).status).toBe(401);
    expect((await trpcMutation(t.app, 'auth.login', { loginEmail: m.loginEmail, password: 'newpass123' })).status).toBe(200);
  });

  test('account deletion needs the password and removes every row the member owns', async () => {
    const a = await signUpMember(t.app);
    const b = await signUpMember(t.app);
    await trpcMutation(
      t.app,
      'user.bodyData.save',
      { date: '2026-11-01', height: 175, weight: 72, bodyFat: 17, muscleMass: 35, upDownBalance: 5 },
      a.accessToken,
    );
    const wrong = await trpcMutation(t.app, 'user.deleteAccount', { password: 'wrong1234' }, a.accessToken);
    expect(trpcError(wrong).data.appCode).toBe('WRONG_PASSWORD');
    const bRows = [await snapshot(t.db, 'users'), await snapshot(t.db, 'body_data')].map((s) =>
      JSON.parse(s).filter((r: any) => r.user_id === 2 || r.id === 2),
    );

    expect(trpcData(await trpcMutation(t.app, 'user.deleteAccount', { password: a.password }, a.accessToken))).toEqual({ ok: true });
    const count = async (sql: string) => ((await sqlRow(t.db, sql)) as { n: number }).n;
    expect(await count('SELECT count(*) AS n FROM users WHERE id = 1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM body_data WHERE user_id = 1')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM auth_sessions WHERE user_id = 1')).toBe(0);
    expect((await trpcQuery(t.app, 'user.me', undefined, a.accessToken)).status).toBe(401);
    expect((await trpcMutation(t.app, 'auth.refresh', { refreshToken: a.refreshToken })).status).toBe(401);
    // B is untouched.
    const bAfter = [await snapshot(t.db, 'users'), await snapshot(t.db, 'body_data')].map((s) =>
      JSON.parse(s).filter((r: any) => r.user_id === 2 || r.id === 2),
    );
    expect(bAfter).toEqual(bRows);
    expect((await trpcQuery(t.app, 'user.me', undefined, b.accessToken)).status).toBe(200);
  });
});

describe('user.bodyData and user.summary', () => {
  const day = (date: string, weight: number) => ({ date, height: 175, weight, bodyFat: 17, muscleMass: 35, upDownBalance: 6 });

  test('save upserts by date; recent is the latest date; list pages newest first; delete removes', async () => {
    const m = await signUpMember(t.app, { weight: 70 });
    const first = trpcData(await trpcMutation(t.app, 'user.bodyData.save', day('2026-10-01', 71), m.accessToken));
    const again = trpcData(await trpcMutation(t.app, 'user.bodyData.save', day('2026-10-01', 72), m.accessToken));
    expect(again.bodyDataId).toBe(first.bodyDataId);
    expect(again.weight).toBe(72);
    await trpcMutation(t.app, 'user.bodyData.save', day('2026-12-01', 73), m.accessToken);

    const recent = trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, m.accessToken));
    expect(recent).toMatchObject({ date: '2026-12-01', weight: 73, bodyFigure: 'normal', bodyFigureLabel: '보통' });
    const list = trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, m.accessToken));
    expect(list.map((r: { date: string }) => r.date)).toEqual(['2026-12-01', '2026-11-21', '2026-10-01']);
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 2 }, m.accessToken))).toEqual([]);
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.get', { id: first.bodyDataId }, m.accessToken)).weight).toBe(72);

    expect(trpcData(await trpcMutation(t.app, 'user.bodyData.delete', { id: first.bodyDataId }, m.accessToken))).toEqual({ ok: true });
    const gone = await trpcQuery(t.app, 'user.bodyData.get', { id: first.bodyDataId }, m.accessToken);
    expect(trpcError(gone).data.appCode).toBe('BODY_DATA_NOT_FOUND');
  });

  test('list pages hold 12 records', async () => {
    const m = await signUpMember(t.app);
    for (let d = 1; d <= 13; d += 1) {
      await trpcMutation(t.app, 'user.bodyData.save', day(`2026-01-${String(d).padStart(2, '0')}`, 70), m.accessToken);
    }
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, m.accessToken))).toHaveLength(12);
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 2 }, m.accessToken))).toHaveLength(2);
  });

  test('userInfo gives name, age in full years and the most recently inserted measurements with the figure label', async () => {
    const m = await signUpMember(t.app, { birthDate: '2000-11-22', bodyFat: 12, muscleMass: 38 });
    const info = trpcData(await trpcQuery(t.app, 'user.summary', undefined, m.accessToken));
    expect(info).toMatchObject({ userName: '홍길동', userAge: 25, height: 175, weight: 70, bodyFigure: 'muscular', bodyFigureLabel: '근육형' });
    // Inserted last but dated earlier: userInfo follows insertion (legacy), recent follows the date.
    await trpcMutation(t.app, 'user.bodyData.save', { ...day('2020-01-01', 90), bodyFat: 25 }, m.accessToken);
    const after = trpcData(await trpcQuery(t.app, 'user.summary', undefined, m.accessToken));
    expect(after).toMatchObject({ weight: 90, bodyFigure: 'fat', bodyFigureLabel: '비만' });
    expect(trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, m.accessToken)).weight).toBe(70);
  });

  test("member B can never read or change member A's body data", async () => {
    const a = await signUpMember(t.app);
    const b = await signUpMember(t.app);
    const aRecent = trpcData(await trpcQuery(t.app, 'user.bodyData.recent', undefined, a.accessToken));
    const before = await snapshot(t.db, 'body_data');
    const read = await trpcQuery(t.app, 'user.bodyData.get', { id: aRecent.bodyDataId }, b.accessToken);
    const del = await trpcMutation(t.app, 'user.bodyData.delete', { id: aRecent.bodyDataId }, b.accessToken);
    expect(read.status).toBe(404);
    expect(del.status).toBe(404);
    expect(read.body).not.toContain(`${String(aRecent.weight)},`);
    const bList = trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, b.accessToken));
    expect(bList.map((r: { bodyDataId: number }) => r.bodyDataId)).not.toContain(aRecent.bodyDataId);
    expect(await snapshot(t.db, 'body_data')).toBe(before);
  });
});
