// docs/security.md rows 16 and 18: what is not valid JSON, or not a number JSON can carry, or not a usable
// URL, is refused with a 400 (414 for an over-long one) and a Korean message on both transports and changes
// nothing; extra keys (an id, a userId) never reach another member's rows.
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { TestApp } from '../../tests/helpers/app';
import { accountsTrpcSpecs, accountsUnderTest, badInputCalls } from '../../tests/helpers/bad-input';
import { type Member, trpcData, trpcError, trpcRawMutation } from '../../tests/helpers/calls';
import { anyInput } from '../../tests/helpers/fuzz';
import { latinInRefusal } from '../../tests/helpers/korean-only';
import { HANGUL, rawGet, rawPost, snapshotAll, userIdOf, visibleMessage } from '../../tests/helpers/security';
import { sqlRow, sqlRows } from '../../tests/helpers/test-db';

let t: TestApp;
let owner: Member;
let other: Member;
beforeEach(async () => {
  ({ t, owner, other } = await accountsUnderTest());
});
afterEach(async () => t.close());

const TRPC_SPECS = accountsTrpcSpecs(() => other);
const { shimPost } = badInputCalls(() => t);

const NON_JSON_BODIES = [
  '{"height":NaN}',
  '{"height":Infinity}',
  '{"height":-Infinity}',
  '{"id":NaN}',
  '{"a":',
  '{',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'undefined',
  '\u0000',
];

test('bad JSON and NaN/Infinity tokens to the accounts shims get a 400 envelope with a Korean message and change nothing', async () => {
  const urls = [
    '/api/user/auth',
    '/api/auth/login',
    '/api/user/private',
    '/api/user/private/password',
    '/api/user/delete',
    '/api/user/private/delete',
    '/api/bodyData',
  ];
  for (const url of urls) {
    for (const body of NON_JSON_BODIES) {
      const before = await snapshotAll(t.db);
      const res = await rawPost(t.app, url, body, { authorization: `Bearer ${owner.accessToken}` });
      const label = `${url} ${JSON.stringify(body)} → ${res.status} ${res.body}`;
      expect(res.status, label).toBe(400);
      expect(res.json(), label).toEqual({ status: 'BAD_REQUEST', statusMessage: expect.stringMatching(HANGUL) });
      expect(latinInRefusal(res), label).toEqual([]);
      expect(await snapshotAll(t.db), label).toBe(before);
    }
  }
});

test('bad JSON and NaN/Infinity tokens to the accounts tRPC procedures get a 400 with a Korean message and change nothing', async () => {
  const wrong: string[] = [];
  for (const spec of TRPC_SPECS) {
    for (const body of NON_JSON_BODIES) {
      const before = await snapshotAll(t.db);
      const res =
        spec.type === 'query'
          ? await rawGet(t.app, `/trpc/${spec.path}?input=${encodeURIComponent(body)}`, { authorization: `Bearer ${owner.accessToken}` })
          : await rawPost(t.app, `/trpc/${spec.path}`, body, { authorization: `Bearer ${owner.accessToken}` });
      expect(res.status, `${spec.path} ${body}`).toBeLessThan(500);
      expect(await snapshotAll(t.db)).toBe(before);
      // Procedures without input ignore it, so only the others must refuse.
      if (spec.cases() === anyInput) continue;
      if (res.status !== 400 || !HANGUL.test(visibleMessage(res)) || latinInRefusal(res).length > 0) {
        wrong.push(`${spec.path} ${JSON.stringify(body)} → ${res.status} ${visibleMessage(res)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test('1e309 (Infinity after parsing) and 1e-400 in numeric fields are refused with 400 on both transports', async () => {
  for (const raw of ['1e309', '-1e309', '1e-400']) {
    const before = await snapshotAll(t.db);
    const trpc = await rawPost(t.app, '/trpc/user.bodyData.save', `{"height":${raw},"weight":70,"bodyFat":15,"muscleMass":30,"upDownBalance":5}`, {
      authorization: `Bearer ${owner.accessToken}`,
    });
    expect(trpc.status, raw).toBe(400);
    expect(trpcError(trpc).message).toMatch(HANGUL);
    const shim = await rawPost(t.app, '/api/bodyData', `{"height":${raw},"weight":70,"bodyFat":15,"muscleMass":30,"upDownBalance":0.5}`, {
      authorization: `Bearer ${owner.accessToken}`,
    });
    expect(shim.status, raw).toBe(400);
    expect(shim.body).toMatch(HANGUL);
    const get = await rawGet(t.app, `/trpc/user.bodyData.get?input=${encodeURIComponent(`{"id":${raw}}`)}`, { authorization: `Bearer ${owner.accessToken}` });
    expect(get.status, raw).toBe(400);
    expect(await snapshotAll(t.db)).toBe(before);
  }
});

test('an extra userId in a profile edit or a body-data save cannot touch another member', async () => {
  const otherId = userIdOf(other.accessToken);
  const before = await sqlRow(t.db, 'SELECT * FROM users WHERE id = ?', [otherId]);
  const beforeBody = await sqlRows(t.db, 'SELECT * FROM body_data WHERE user_id = ?', [otherId]);
  const upd = await trpcRawMutation(
    t.app,
    'user.updateProfile',
    { userName: '바꾼이름', birthDate: '1990-01-01', userId: otherId, id: otherId },
    owner.accessToken,
  );
  expect(upd.status).toBe(200);
  expect(trpcData(upd).userId).toBe(userIdOf(owner.accessToken));
  const legacyUpd = await shimPost('/user/private', { userName: '또바꾼이름', userId: otherId, id: otherId }, owner.accessToken);
  expect(legacyUpd.body).toBe('ok');
  const save = await trpcRawMutation(
    t.app,
    'user.bodyData.save',
    { date: '2026-02-02', height: 170, weight: 70, bodyFat: 15, muscleMass: 30, upDownBalance: 5, userId: otherId },
    owner.accessToken,
  );
  expect(save.status).toBe(200);
  const legacySave = await shimPost('/bodyData', { date: '2026-02-03', userId: otherId, user_id: otherId }, owner.accessToken);
  expect(legacySave.status).toBe(200);
  expect(await sqlRow(t.db, 'SELECT * FROM users WHERE id = ?', [otherId])).toEqual(before);
  expect(await sqlRows(t.db, 'SELECT * FROM body_data WHERE user_id = ?', [otherId])).toEqual(beforeBody);
  expect(
    await sqlRow(t.db, "SELECT count(*) AS n FROM body_data WHERE user_id = ? AND date IN ('2026-02-02','2026-02-03')", [userIdOf(owner.accessToken)]),
  ).toEqual({ n: 2 });
});

test('router-level rejections on /api (broken percent-encoding, an over-long path id) get the Korean envelope, like every other bad /api request', async () => {
  const urls = [
    '/api/bodyData/%',
    '/api/bodyData/%A',
    '/api/bodyData/list/%zz',
    '/api/bodyData/delete/1%',
    '/api/user/private%',
    `/api/bodyData/${'9'.repeat(6000)}`,
  ];
  for (const url of urls) {
    const res = await rawGet(t.app, url, { authorization: `Bearer ${owner.accessToken}` });
    const label = `${url.slice(0, 40)} → ${res.status} ${res.body.slice(0, 120)}`;
    expect([400, 414], label).toContain(res.status);
    expect(res.json(), label).toEqual({ status: expect.any(String), statusMessage: expect.stringMatching(HANGUL) });
    expect(res.body.length, `${label}: the URL is not echoed back`).toBeLessThan(500);
  }
  const trpc = await rawGet(t.app, '/trpc/user.me%', { authorization: `Bearer ${owner.accessToken}` });
  expect(trpc.status).toBe(400);
});
