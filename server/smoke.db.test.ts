import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../tests/helpers/app';
import { api, signUpMember, trpcData, trpcQuery } from '../tests/helpers/calls';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

test('a member signed up through tRPC can read their profile through tRPC and the shim', async () => {
  const m = await signUpMember(t.app, { userName: '김철수' });
  const me = trpcData(await trpcQuery(t.app, 'user.me', undefined, m.accessToken));
  expect(me).toMatchObject({ userName: '김철수', loginEmail: m.loginEmail, sex: 0, birthDate: '1999-01-31' });
  const legacy = await api(t.app, 'GET', '/user/private', { token: m.accessToken });
  expect(legacy.status).toBe(200);
  expect(legacy.json()).toEqual({ userName: '김철수', loginEmail: m.loginEmail, sex: '남성', birthDate: '1999-01-31' });
});
