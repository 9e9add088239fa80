// PostgreSQL goes away mid-traffic and comes back: the app process (server/main.ts, as `npm start` runs
// it) answers 503 in each transport's envelope while it is gone, never a 500 and never a crash, and serves
// again on its own once it is back, without a restart. The database server here is this test's own, so
// stopping it disturbs no other test.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type TestServer } from '../e2e/helpers/server';
import { fetchAnswer, type HttpAnswer, memberInput, trpcAt, trpcError } from '../helpers/calls';
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
  token = (await trpcAt(app.baseUrl).mutation('user.signUp', memberInput())).data().accessToken;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await pg?.destroy();
});

/** An answer, its body parsed when it is JSON; `answer` is the raw one. */
type Call = { label: string; status: number; body: any; answer: HttpAnswer };

/** One round of member traffic on both transports: reads, a write, and the health check. */
async function round(): Promise<Call[]> {
  const auth = { authorization: `Bearer ${token}` };
  const member = trpcAt(app.baseUrl, { accessToken: token });
  const get = async (path: string, headers: Record<string, string> = {}) => fetchAnswer(await fetch(`${app.baseUrl}${path}`, { headers }));
  const requests: [string, Promise<HttpAnswer>][] = [
    ['tRPC routines.list', member.query('routines.list')],
    ['tRPC catalogue.search', trpcAt(app.baseUrl).query('catalogue.search', { keyword: '스쿼트', page: 1 })],
    [
      'tRPC user.bodyData.save',
      member.mutation('user.bodyData.save', { date: '2026-11-22', height: 175, weight: 70, bodyFat: 15, muscleMass: 33, upDownBalance: 5 }),
    ],
    ['GET /api/myfit/routines/workout', get('/api/myfit/routines/workout', auth)],
    ['GET /api/bodyData/recent', get('/api/bodyData/recent', auth)],
    ['GET /healthz', get('/healthz')],
  ];
  return Promise.all(
    requests.map(async ([label, pending]) => {
      const answer = await pending;
      const text = answer.body;
      return { label, status: answer.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, answer };
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
    expect(trpcError(call.answer).data.appCode, call.label).toBe('SERVICE_UNAVAILABLE');
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
