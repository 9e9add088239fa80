// Two app processes (server/main.ts, as `npm start` runs it) on one PostgreSQL database, as behind a load
// balancer: nothing a member relies on stays in one process. Tokens from node A work on node B, the
// routine limit holds across both, the login throttle counts attempts on either, and a catalogue synced
// through one node reaches the other's in-memory search (docs/operations.md "Running on several machines").
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { CATALOGUE, syncCatalogue } from '../../server/features/catalogue/sync/sync';
import { startServer, type TestServer } from '../e2e/helpers/server';
import { memberInput, trpcAt } from '../helpers/calls';
import { createDatabase, dropDatabase, uniqueDbName } from '../helpers/postgres';

let nodeA: TestServer;
let nodeB: TestServer;
let databaseUrl: string;
const dbName = uniqueDbName('two_nodes');

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('pgAdminUrl'), dbName, inject('pgTemplate'));
  // Started one after the other: both migrate and sync at start, the second finds nothing to do.
  const env = { CATALOGUE_REFRESH_SECONDS: '1' };
  nodeA = await startServer({ databaseUrl, env });
  nodeB = await startServer({ databaseUrl, env });
}, 120_000);

afterAll(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await dropDatabase(inject('pgAdminUrl'), dbName);
});

test('a member signs up on node A and keeps using node B with the same tokens (tRPC and the legacy shims)', async () => {
  const input = memberInput();
  const signUp = await trpcAt(nodeA.baseUrl).mutation('user.signUp', input);
  expect(signUp.status).toBe(200);
  const { accessToken, refreshToken } = signUp.data();

  const me = await trpcAt(nodeB.baseUrl, { accessToken }).query('user.me');
  expect(me.data().loginEmail).toBe(input.loginEmail);
  const legacy = await fetch(`${nodeB.baseUrl}/api/user/private`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(await legacy.json()).toMatchObject({ loginEmail: input.loginEmail });

  // Refreshed on B, the new access token works on A; logged out on A, the refresh token is dead on B.
  const refreshed = await trpcAt(nodeB.baseUrl).mutation('auth.refresh', { refreshToken });
  expect(refreshed.status).toBe(200);
  expect((await trpcAt(nodeA.baseUrl, refreshed.data()).query('user.me')).status).toBe(200);
  expect((await trpcAt(nodeA.baseUrl).mutation('auth.logout', { refreshToken })).status).toBe(200);
  expect((await trpcAt(nodeB.baseUrl).mutation('auth.refresh', { refreshToken })).status).toBe(401);
});

test('10 parallel routine creates split across both nodes leave exactly 5, numbered 1..5', async () => {
  const member = (await trpcAt(nodeA.baseUrl).mutation('user.signUp', memberInput())).data();
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => trpcAt((i % 2 === 0 ? nodeA : nodeB).baseUrl, member).mutation('routines.create', { name: `루틴${i}` })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(5);
  expect(results.filter((r) => r.status !== 200).map((r) => r.error().data.appCode)).toEqual(Array(5).fill('ROUTINE_LIMIT'));
  const listed = (await trpcAt(nodeB.baseUrl, member).query('routines.list')).data();
  expect(listed.map((r) => r.routineIndex)).toEqual([1, 2, 3, 4, 5]);
});

test('the login throttle counts wrong passwords made on either node: after 5 (A, B, A, B, A) the 6th is refused on both', async () => {
  const input = memberInput();
  expect((await trpcAt(nodeA.baseUrl).mutation('user.signUp', input)).status).toBe(200);
  const wrong = { loginEmail: input.loginEmail, password: 'wrong-password-1', rememberMe: false };
  for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA]) {
    expect((await trpcAt(node.baseUrl).mutation('auth.login', wrong)).error().data.appCode).toBe('AUTH_FAILED');
  }
  const right = { ...wrong, password: input.password };
  for (const node of [nodeB, nodeA]) {
    const limited = await trpcAt(node.baseUrl).mutation('auth.login', right);
    expect(limited.status).toBe(429);
    expect(limited.error().data.appCode).toBe('TOO_MANY_REQUESTS');
  }
});

test("a catalogue synced into the database reaches both nodes' in-memory search without a restart", async () => {
  const search = async (node: TestServer) =>
    (await trpcAt(node.baseUrl).query('catalogue.search', { keyword: '벤치', page: 1 })).data().items.map((w) => w.koreanName);
  const gone = CATALOGUE.exercises.find((e) => e.koreanName === '바벨 벤치 프레스')!;
  expect(await search(nodeA)).toContain(gone.koreanName);
  expect(await search(nodeB)).toContain(gone.koreanName);

  // What `npm run seed` with a new catalogue does, from a third process (this one).
  const db = openDatabase(databaseUrl);
  try {
    const summary = await syncCatalogue(db, { ...CATALOGUE, exercises: CATALOGUE.exercises.filter((e) => e.key !== gone.key) });
    expect(summary.exercises.retired).toEqual([gone.key]);
  } finally {
    await db.close();
  }
  // Each node checks the stored catalogue version every CATALOGUE_REFRESH_SECONDS (1 s here) and reloads.
  await expect.poll(() => search(nodeA), { timeout: 30_000 }).not.toContain(gone.koreanName);
  await expect.poll(() => search(nodeB), { timeout: 30_000 }).not.toContain(gone.koreanName);
});
