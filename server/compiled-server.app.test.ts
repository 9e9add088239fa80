// `npm start` serves the compiled build (scripts/build-server.ts → dist/server/main.mjs, run as
// `node dist/server/main.mjs`), not the TypeScript sources the other tests run. This starts that build as its own
// process on a fresh SQLite file (or, in the PostgreSQL project, an empty PostgreSQL database): it migrates
// and seeds, answers both transports, signs a member up and in (the native argon2 and SQLite modules load
// from the bundle's location), and stops cleanly on SIGTERM.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { ACTIVE_DIALECT } from '../db/dialect';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server';
import { startServer, type TestServer } from '../tests/e2e/helpers/server';
import { memberInput, trpcAt } from '../tests/helpers/calls';
import { createDatabase, dropDatabase, uniqueDbName } from '../tests/helpers/postgres';

let server: TestServer;

let dropDb = async () => {};

beforeAll(async () => {
  await buildServer();
  let databaseUrl: string | undefined;
  if (ACTIVE_DIALECT === 'postgres') {
    const name = uniqueDbName('compiled');
    databaseUrl = await createDatabase(inject('pgAdminUrl'), name);
    dropDb = () => dropDatabase(inject('pgAdminUrl'), name);
  }
  server = await startServer({ compiled: SERVER_BUNDLE, databaseUrl });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await dropDb();
});

test('the compiled server answers the legacy shim and tRPC from its freshly seeded database', async () => {
  const legacy = await fetch(`${server.baseUrl}/api/workouts/1`);
  expect(legacy.status).toBe(200);
  expect(await legacy.json()).toMatchObject({ id: 1, koreanName: '바벨 벤치 프레스' });

  const search = await trpcAt(server.baseUrl).query('catalogue.search', { keyword: '벤치', page: 1 });
  expect(search.data().total).toBeGreaterThan(0);
  expect(search.data().items[0]!.koreanName).toContain('벤치');
});

test('a member signs up and logs in on the compiled server', async () => {
  const member = memberInput();
  const anonymous = trpcAt(server.baseUrl);
  expect((await anonymous.mutation('user.signUp', member)).status).toBe(200);
  const login = await anonymous.mutation('auth.login', { loginEmail: member.loginEmail, password: member.password, rememberMe: false });
  expect(login.status).toBe(200);
  const tokens = login.data();
  const me = await trpcAt(server.baseUrl, tokens).query('user.me');
  expect(me.data().loginEmail).toBe(member.loginEmail);
});
