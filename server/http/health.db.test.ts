// GET /healthz for load balancers. 200 while the process is up and the database answers,
// 503 with a short reason when it does not; never cached, no auth, not limited, quiet in the log.
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const probe = (app: TestApp['app'], headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/healthz', headers });

test('answers 200 { status: ok, db: ok } with no-store, without any credentials', async () => {
  t = await buildTestApp();
  const res = await probe(t.app);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  // A stale or garbage token does not matter: the probe is public.
  expect((await probe(t.app, { authorization: 'Bearer garbage' })).statusCode).toBe(200);
  const head = await t.app.inject({ method: 'HEAD', url: '/healthz' });
  expect(head.statusCode).toBe(200);
  expect(head.body).toBe('');
});

test('answers every probe of a busy balancer (no rate limit)', async () => {
  t = await buildTestApp();
  const statuses = new Set<number>();
  for (let i = 0; i < 300; i++) statuses.add((await probe(t.app)).statusCode);
  expect([...statuses]).toEqual([200]);
});

test('probes are not logged at info level, while other requests are', async () => {
  t = await buildTestApp();
  for (let i = 0; i < 5; i++) await probe(t.app);
  await t.app.inject({ method: 'GET', url: '/trpc/catalogue.bodyParts' });
  const lines = t.logs.map((line) => JSON.parse(line) as { url?: string; req?: { url?: string }; msg: string });
  expect(lines.some((l) => l.req?.url === '/trpc/catalogue.bodyParts')).toBe(true);
  expect(t.logs.filter((line) => line.includes('/healthz'))).toEqual([]);
});

test('answers 503 { status: unavailable, db: closed } when the database handle is closed, and says so in the log', async () => {
  t = await buildTestApp();
  await t.db.close();
  const res = await probe(t.app);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'unavailable', db: 'closed' });
  expect(res.headers['cache-control']).toBe('no-store');
  const warning = t.logs
    .map((line) => JSON.parse(line) as { level: number; msg: string; db?: string; reqId?: string })
    .find((l) => l.msg.includes('health check'));
  expect(warning).toMatchObject({ level: 40, db: 'closed', reqId: res.headers['x-request-id'] });
});

test('the legacy /api/health shim is unchanged', async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
});
