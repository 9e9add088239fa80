// Every log line of a request carries its request id, which is echoed in X-Request-Id.
// A caller's id is kept only when it is a short token of safe characters; anything else is replaced by
// a fresh UUID and never reaches the log. Read through the app's real log stream (buildTestApp's logs).
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { shimAnswer, signUpMember, trpcAs } from '../../tests/helpers/calls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { level: number; msg: string; reqId?: string; event?: string; req?: { url?: string } };

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t.close());

const lines = (): LogLine[] => t.logs.map((line) => JSON.parse(line) as LogLine);
const linesOf = (reqId: string) => lines().filter((l) => l.reqId === reqId);

test('a request without an id gets a fresh UUID, echoed, on every log line of the request', async () => {
  const first = await trpcAs(t.app).query('catalogue.bodyParts');
  const second = await trpcAs(t.app).query('catalogue.bodyParts');
  const id = String(first.headers['x-request-id']);
  expect(id).toMatch(UUID);
  expect(second.headers['x-request-id']).not.toBe(id);
  const own = linesOf(id);
  expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  // Every line written while serving a request names one.
  expect(lines().filter((l) => l.reqId === undefined)).toEqual([]);
});

test('a safe incoming X-Request-Id is kept, echoed and logged', async () => {
  for (const id of ['abc-123', 'lb.7f3a_01', 'A'.repeat(64), '0']) {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    const failing = await t.app.inject({ method: 'GET', url: '/no/such/page.json', headers: { 'x-request-id': `${id.slice(0, 60)}-404` } });
    expect(failing.statusCode).toBe(404);
    expect(failing.headers['x-request-id']).toBe(`${id.slice(0, 60)}-404`);
    expect(linesOf(`${id.slice(0, 60)}-404`).map((l) => l.msg)).toContain('request completed');
  }
});

test('an unsafe or oversized X-Request-Id is replaced by a UUID and never written to the log', async () => {
  const bad = [
    'A'.repeat(65),
    'has space',
    '"},"level":60,"msg":"forged',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    Buffer.from('요청-1').toString('latin1'), // UTF-8 bytes, as Node hands them over from the socket
    '',
    'a,b',
  ];
  for (const id of bad) {
    const res = await trpcAs(t.app, undefined, { headers: { 'x-request-id': id } }).query('catalogue.bodyParts');
    expect(res.status).toBe(200);
    const echoed = String(res.headers['x-request-id']);
    expect(echoed, JSON.stringify(id)).toMatch(UUID);
    expect(linesOf(echoed).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  }
  const log = t.logs.join('');
  for (const id of bad.filter((b) => b.length > 3)) expect(log, id).not.toContain(id);
  // A repeated header (joined by Node into "x, y") is not a single safe token either.
  const twice = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': ['one', 'two'] } });
  expect(String(twice.headers['x-request-id'])).toMatch(UUID);
});

test('errors raised before routing and before tRPC also carry and echo the id', async () => {
  const badUrl = await t.app.inject({ method: 'GET', url: '/trpc/user.me%E0%A4%A', headers: { 'x-request-id': 'bad-url-1' } });
  expect(badUrl.statusCode).toBe(400);
  expect(badUrl.headers['x-request-id']).toBe('bad-url-1');
  const tooBig = await t.app.inject({
    method: 'POST',
    url: '/trpc/user.signUp',
    headers: { 'content-type': 'application/json', 'x-request-id': 'too-big-1' },
    payload: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }),
  });
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.headers['x-request-id']).toBe('too-big-1');
  expect(linesOf('too-big-1').map((l) => l.msg)).toContain('request completed');
});

test("the services' audit lines carry the id of the request they were written for, also when requests overlap", async () => {
  const m = await signUpMember(t.app);
  const login = async (id: string, password: string, transport: 'trpc' | 'api') =>
    transport === 'trpc'
      ? trpcAs(t.app, undefined, { headers: { 'x-request-id': id } }).mutation('auth.login', { loginEmail: m.loginEmail, password })
      : shimAnswer(
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { 'content-type': 'application/json', 'x-request-id': id },
            payload: JSON.stringify({ loginEmail: m.loginEmail, password }),
          }),
        );
  // Overlapping: each login waits on its password hash, so their continuations interleave.
  const [fail, ok, legacyFail] = await Promise.all([
    login('login-fail-1', 'wrong-pass-1', 'trpc'),
    login('login-ok-1', m.password, 'trpc'),
    login('login-fail-2', 'wrong-pass-2', 'api'),
  ]);
  expect([fail.status, ok.status, legacyFail.status]).toEqual([401, 200, 403]);
  const audit = lines().filter((l) => l.event?.startsWith('auth.login'));
  expect(audit.map((l) => [l.event, l.reqId]).sort()).toEqual([
    ['auth.login.fail', 'login-fail-1'],
    ['auth.login.fail', 'login-fail-2'],
    ['auth.login.success', 'login-ok-1'],
  ]);
});
