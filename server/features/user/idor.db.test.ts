// docs/security.md rows 1–2 for body data (ASVS 8.2.2, 8.3.1): member B can neither read nor delete member
// A's body-data records by id, through tRPC or the legacy shims; the answers are the same as for an id
// that does not exist, and A's rows stay byte-identical.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../../../tests/helpers/app';
import { api, type Member, signUpMember, trpcData, trpcError, trpcMutation, trpcQuery, trpcRawMutation } from '../../../tests/helpers/calls';
import { userIdOf } from '../../../tests/helpers/security';
import { sqlRow, sqlRows } from '../../../tests/helpers/test-db';

let t: TestApp;
let a: Member;
let b: Member;
let aIds: number[];
const NEVER_USED_ID = 987_654;

/** Distinctive values, so a leak of A's data into B's answers would be visible. */
const A_RECORDS = [
  { date: '2026-03-01', height: 187, weight: 93, bodyFat: 31, muscleMass: 41, upDownBalance: 7 },
  { date: '2026-03-08', height: 187, weight: 91, bodyFat: 32, muscleMass: 42, upDownBalance: 7 },
];

async function rowsOf(userId: number): Promise<string> {
  return JSON.stringify(await sqlRows(t.db, 'SELECT * FROM body_data WHERE user_id = ? ORDER BY id', [userId]));
}

beforeEach(async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  a = await signUpMember(t.app, { userName: '에이회원', password: 'A-only-pass-77' });
  b = await signUpMember(t.app, { userName: '비회원님' });
  for (const record of A_RECORDS) {
    expect((await trpcMutation(t.app, 'user.bodyData.save', record, a.accessToken)).status).toBe(200);
  }
  aIds = ((await sqlRows(t.db, 'SELECT id FROM body_data WHERE user_id = ? ORDER BY id', [userIdOf(a.accessToken)])) as Array<{ id: number }>).map((r) => r.id);
  expect(aIds.length).toBe(3);
  expect(aIds).not.toContain(NEVER_USED_ID);
});
afterEach(async () => t.close());

function expectNoAData(body: string): void {
  for (const value of [':187', ':93', ':91', ':31', ':32', ':41', ':42', '2026-03-0', '에이회원', a.loginEmail])
    expect(body, `leaks ${value}`).not.toContain(value);
}

test("trpc: B reading A's body-data ids gets NOT_FOUND, the same answer as for an id that never existed", async () => {
  const before = await rowsOf(userIdOf(a.accessToken));
  const missing = await trpcQuery(t.app, 'user.bodyData.get', { id: NEVER_USED_ID }, b.accessToken);
  expect(missing.status).toBe(404);
  for (const id of aIds) {
    const res = await trpcQuery(t.app, 'user.bodyData.get', { id }, b.accessToken);
    expect(res.status).toBe(404);
    expect(trpcError(res).data.appCode).toBe('BODY_DATA_NOT_FOUND');
    expect(trpcError(res).message).toBe(trpcError(missing).message);
    expectNoAData(res.body);
  }
  expect(await rowsOf(userIdOf(a.accessToken))).toBe(before);
  // A still reads them.
  expect((await trpcQuery(t.app, 'user.bodyData.get', { id: aIds[1]! }, a.accessToken)).status).toBe(200);
});

test("trpc: B deleting A's body-data ids gets NOT_FOUND and A's rows stay byte-identical", async () => {
  const before = await rowsOf(userIdOf(a.accessToken));
  for (const id of aIds) {
    const res = await trpcMutation(t.app, 'user.bodyData.delete', { id }, b.accessToken);
    expect(res.status).toBe(404);
    expect(trpcError(res).data.appCode).toBe('BODY_DATA_NOT_FOUND');
  }
  expect(await rowsOf(userIdOf(a.accessToken))).toBe(before);
});

test("shim: B's GET /api/bodyData/{A's id} answers 200 with every field null, as for an unknown id", async () => {
  const before = await rowsOf(userIdOf(a.accessToken));
  const allNull = { bodyDataId: null, date: null, height: null, weight: null, bodyFat: null, muscleMass: null, upDownBalance: null };
  const missing = await api(t.app, 'GET', `/bodyData/${NEVER_USED_ID}`, { token: b.accessToken });
  expect([missing.status, missing.json()]).toEqual([200, allNull]);
  for (const id of aIds) {
    const res = await api(t.app, 'GET', `/bodyData/${id}`, { token: b.accessToken });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual(allNull);
    expect(res.body).toBe(missing.body);
  }
  expect(await rowsOf(userIdOf(a.accessToken))).toBe(before);
  expect((await api(t.app, 'GET', `/bodyData/${aIds[1]}`, { token: a.accessToken })).json()).toMatchObject({ bodyDataId: aIds[1], weight: 93 });
});

test("shim: B's POST /api/bodyData/delete/{A's id} answers fail and A's rows stay byte-identical", async () => {
  const before = await rowsOf(userIdOf(a.accessToken));
  for (const id of aIds) {
    const res = await api(t.app, 'POST', `/bodyData/delete/${id}`, { token: b.accessToken });
    expect([res.status, res.body]).toEqual([200, 'fail']);
  }
  expect(await rowsOf(userIdOf(a.accessToken))).toBe(before);
  // The same call by the owner works, so "fail" above was about ownership.
  expect((await api(t.app, 'POST', `/bodyData/delete/${aIds[2]}`, { token: a.accessToken })).body).toBe('ok');
});

test("B's lists, latest record and summary show only B's data on both transports", async () => {
  const bId = userIdOf(b.accessToken);
  const bIds = ((await sqlRows(t.db, 'SELECT id FROM body_data WHERE user_id = ?', [bId])) as Array<{ id: number }>).map((r) => r.id);
  const trpcList = trpcData(await trpcQuery(t.app, 'user.bodyData.list', { page: 1 }, b.accessToken));
  expect(trpcList.map((r) => r.bodyDataId)).toEqual(bIds);
  const shimList = (await api(t.app, 'GET', '/bodyData/list/1', { token: b.accessToken })).json() as Array<{ bodyDataId: number }>;
  expect(shimList.map((r) => r.bodyDataId)).toEqual(bIds);
  for (const res of [
    await trpcQuery(t.app, 'user.bodyData.recent', undefined, b.accessToken),
    await api(t.app, 'GET', '/bodyData/recent', { token: b.accessToken }),
    await trpcQuery(t.app, 'user.summary', undefined, b.accessToken),
    await api(t.app, 'GET', '/myfit/userInfo', { token: b.accessToken }),
    await api(t.app, 'GET', '/user/private', { token: b.accessToken }),
    await trpcQuery(t.app, 'user.me', undefined, b.accessToken),
  ]) {
    expect(res.status).toBe(200);
    expectNoAData(res.body);
  }
});

test("B saving a record on the same date as A's, with A's id or userId added, writes only B's own row", async () => {
  const aId = userIdOf(a.accessToken);
  const before = await rowsOf(aId);
  const sneaky = { ...A_RECORDS[0], weight: 60, bodyFat: 12, muscleMass: 30, height: 160, upDownBalance: 3, id: aIds[1], bodyDataId: aIds[1], userId: aId };
  const trpc = await trpcRawMutation(t.app, 'user.bodyData.save', sneaky, b.accessToken);
  expect(trpc.status).toBe(200);
  expect(trpcData(trpc).bodyDataId).not.toBe(aIds[1]);
  const shim = await api(t.app, 'POST', '/bodyData', { token: b.accessToken, body: { ...sneaky, upDownBalance: 0.3, date: A_RECORDS[1]!.date } });
  expect(shim.status).toBe(200);
  expect(aIds).not.toContain(Number(shim.body));
  expect(await rowsOf(aId)).toBe(before);
  expect(await sqlRow(t.db, "SELECT count(*) AS n FROM body_data WHERE user_id = ? AND date LIKE '2026-03-0%'", [userIdOf(b.accessToken)])).toEqual({
    n: 2,
  });
});

test("B cannot change A's password or delete A's account with A's password and A's userId: B's token always acts on B", async () => {
  const aId = userIdOf(a.accessToken);
  const users = async () => JSON.stringify(await sqlRows(t.db, 'SELECT * FROM users ORDER BY id'));
  const before = await users();
  const change = await api(t.app, 'POST', '/user/private/password', {
    token: b.accessToken,
    body: { oldPassword: a.password, newPassword: 'hijack1234', userId: aId },
  });
  expect([change.status, change.body]).toEqual([200, 'fail']);
  const trpcChange = await trpcRawMutation(t.app, 'user.changePassword', { oldPassword: a.password, newPassword: 'hijack1234', userId: aId }, b.accessToken);
  expect(trpcChange.status).toBe(400);
  const del = await trpcRawMutation(t.app, 'user.deleteAccount', { password: a.password, userId: aId }, b.accessToken);
  expect(del.status).toBe(400);
  const shimDel = await api(t.app, 'POST', '/user/delete', { token: b.accessToken, body: { password: a.password, userId: aId } });
  expect([shimDel.status, shimDel.body]).toEqual([200, 'fail']);
  expect(await users()).toBe(before);
  expect((await trpcMutation(t.app, 'auth.login', { loginEmail: a.loginEmail, password: a.password })).status).toBe(200);
});
