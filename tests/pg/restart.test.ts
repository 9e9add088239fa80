// PostgreSQL goes away mid-traffic and comes back: the app process (server/main.ts, as `npm start` runs
// it) answers 503 in each transport's envelope while it is gone, never a 500 and never a crash, and serves
// again on its own once it is back, without a restart. The database server here is this test's own, so
// stopping it disturbs no other test.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type TestServer } from '../e2e/helpers/server';
import { memberInput } from '../helpers/calls';
import { seedPgTemplate } from '../helpers/pg-template';
import { createDatabase, type PgServer, startPostgres } from '../helpers/postgres';

let pg: PgServer;
let app: TestServer;
let token: string;

beforeAll(async () => {
  pg = await startPostgres();
  const databaseUrl = await createDatabase(pg.adminUrl, 'fitforme');
  await seedPgTemplate(databaseUrl);
  app = await startServer({ databaseUrl, env: { DATABASE_CONNECT_TIMEOUT_SECONDS: '2' } });
  const res = await fetch(`${app.baseUrl}/trpc/user.signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(memberInput()),
  });
  token = ((await res.json()) as { result: { data: { accessToken: string } } }).result.data.accessToken;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await pg?.destroy();
});

type Call = { label: string; status: number; body: any };

/** One round of member traffic on both transports: reads, a write, and the health check. */
async function round(): Promise<Call[]> {
  const auth = { authorization: `Bearer ${token}` };
  const requests: [string, Promise<Response>][] = [
    ['tRPC routines.list', fetch(`${app.baseUrl}/trpc/routines.list`, { headers: auth })],
    ['tRPC catalogue.search', fetch(`${app.baseUrl}/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ keyword: '스쿼트', page: 1 }))}`)],
    [
      'tRPC user.bodyData.save',
      fetch(`${app.baseUrl}/trpc/user.bodyData.save`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ date: '2026-11-22', height: 175, weight: 70, bodyFat: 15, muscleMass: 33, upDownBalance: 5 }),
      }),
    ],
    ['GET /api/myfit/routines/workout', fetch(`${app.baseUrl}/api/myfit/routines/workout`, { headers: auth })],
    ['GET /api/bodyData/recent', fetch(`${app.baseUrl}/api/bodyData/recent`, { headers: auth })],
    ['GET /healthz', fetch(`${app.baseUrl}/healthz`)],
  ];
  return Promise.all(
    requests.map(async ([label, pending]) => {
      const res = await pending;
      const text = await res.text();
      return { label, status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
    }),
  );
}

const UP = (calls: Call[]) => calls.map((c) => [c.label, c.status]);
const ALL_200 = (calls: Call[]) => calls.map((c) => [c.label, 200]);

test('while PostgreSQL is down every request that needs it answers 503 (legacy envelope on /api, SERVICE_UNAVAILABLE on tRPC), none 500; it recovers on its own', async () => {
  const before = await round();
  expect(UP(before)).toEqual(ALL_200(before));

  // Traffic keeps flowing while the database stops: answers are 200 or 503, never anything else.
  const during: Call[] = [];
  let stopping = true;
  const traffic = (async () => {
    while (stopping) during.push(...(await round()));
  })();
  await pg.stop();

  const down = await round();
  stopping = false;
  await traffic;
  // The catalogue is in memory: search keeps answering without the database. Everything else waits for it.
  expect(UP(down)).toEqual(down.map((c) => [c.label, c.label === 'tRPC catalogue.search' ? 200 : 503]));
  for (const call of down.filter((c) => c.label.includes('/api/'))) {
    expect(call.body, call.label).toEqual({ status: 'SERVICE_UNAVAILABLE', statusMessage: '잠시 후 다시 시도해 주세요' });
  }
  for (const call of down.filter((c) => c.label.startsWith('tRPC') && c.status === 503)) {
    expect(call.body.error.data.appCode, call.label).toBe('SERVICE_UNAVAILABLE');
  }
  expect(down.find((c) => c.label === 'GET /healthz')?.body).toEqual({ status: 'unavailable', db: 'unavailable' });
  expect(during.length).toBeGreaterThan(0);
  expect(during.filter((c) => c.status !== 200 && c.status !== 503)).toEqual([]);

  await pg.start();
  // The pool reconnects on the next requests; no restart of the app.
  await expect.poll(async () => (await round()).every((c) => c.status === 200), { timeout: 30_000 }).toBe(true);
  const after = await round();
  expect(UP(after)).toEqual(ALL_200(after));
}, 120_000);
