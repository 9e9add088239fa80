// Slow, silent and surplus connections are closed, and real requests keep being served.
// A real app listens on a loopback port; the bad clients are raw TCP sockets. Each test sets small
// timeouts and makes every other limit too large to explain what it observes, so a closed socket can
// only have been closed by the limit under test. Nothing asserts a duration: the tests wait for the
// sockets' 'close' events (a client that is never cut off runs into the test timeout and fails).
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { trpcAt } from '../../tests/helpers/calls';
import { type RawClient, rawClient } from '../../tests/helpers/raw-client';
import { HANGUL } from '../../tests/helpers/security';
import type { Config } from '../config';

const LONG = 120_000; // longer than any test may run: a limit set to this never fires here
const TEST_TIMEOUT = 60_000;

let t: TestApp | undefined;
const clients: RawClient[] = [];
const timers: NodeJS.Timeout[] = [];

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const client of clients.splice(0)) client.socket.destroy();
  await t?.close();
  t = undefined;
});

async function listen(config: Partial<Config>): Promise<{ port: number; base: string }> {
  t = await buildTestApp({
    config: {
      headersTimeoutMs: LONG,
      requestTimeoutMs: LONG,
      keepAliveTimeoutMs: LONG,
      idleTimeoutMs: LONG,
      connectionsCheckIntervalMs: 50,
      ...config,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, base: `http://127.0.0.1:${address.port}` };
}

function connect(port: number): RawClient {
  const client = rawClient(port);
  clients.push(client);
  return client;
}

/** Sends `bytes` one at a time, one byte per tick, and then keeps sending filler until the socket closes. */
function trickle(client: RawClient, bytes: string, filler: string): void {
  let i = 0;
  const timer = setInterval(() => {
    if (client.socket.destroyed || !client.socket.writable) return clearInterval(timer);
    client.socket.write(i < bytes.length ? bytes[i]! : filler);
    i += 1;
  }, 20);
  timers.push(timer);
}

/** A trickled request head that never ends: one header line, then `x` forever (never CRLF CRLF). */
function trickleHeaders(client: RawClient): void {
  trickle(client, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'x');
}

/** A complete request head announcing a 1,000-byte body, then the body one byte per tick. */
function trickleBody(client: RawClient): void {
  client.socket.write('POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
  trickle(client, '{"loginEmail":"', 'a');
}

/** Whatever came back before the close was at most a 408 in our JSON format; never a served request. */
function expectCutOff(label: string, received: string): void {
  if (received === '') return; // closed without a word (the peer may see a reset before the 408 is read)
  expect(received, label).toMatch(/^HTTP\/1\.1 408 /);
  expectOurTimeoutBody(label, received);
}

function expectOurTimeoutBody(label: string, received: string): void {
  const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)) as { error: string; message: string };
  expect(body, label).toEqual({ error: 'Request Timeout', message: expect.stringMatching(HANGUL) });
  expect(received, label).not.toContain('FST_');
}

async function expectServing(base: string): Promise<void> {
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
  const query = await trpcAt(base).query('catalogue.bodyParts');
  expect(query.status).toBe(200);
  expect(query.data().length).toBeGreaterThan(0);
}

test('a silent connection gets a Korean 408 and is closed by the headers timeout', { timeout: TEST_TIMEOUT }, async () => {
  const { port } = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 300 });
  const silent = connect(port);
  await silent.closed;
  expect(silent.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(silent.received()).toMatch(/\r\nconnection: close\r\n/i);
  expectOurTimeoutBody('silent', silent.received());
});

test('a request head trickled byte by byte is cut off by the headers timeout', { timeout: TEST_TIMEOUT }, async () => {
  const { port, base } = await listen({ headersTimeoutMs: 300, requestTimeoutMs: LONG });
  const slow = connect(port);
  await slow.connected;
  trickleHeaders(slow);
  await slow.closed;
  expectCutOff('trickled head', slow.received());
  await expectServing(base);
});

test('a body trickled byte by byte is cut off by the request timeout', { timeout: TEST_TIMEOUT }, async () => {
  const { port, base } = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
  const slow = connect(port);
  await slow.connected;
  trickleBody(slow);
  await slow.closed;
  expectCutOff('trickled body', slow.received());
  await expectServing(base);
});

test('while silent and trickling clients hang on, /healthz and a tRPC query keep answering 200', { timeout: TEST_TIMEOUT }, async () => {
  const { port, base } = await listen({ headersTimeoutMs: 1500, requestTimeoutMs: 3000 });
  const silent = Array.from({ length: 5 }, () => connect(port));
  const slowHeads = Array.from({ length: 3 }, () => connect(port));
  const slowBodies = Array.from({ length: 3 }, () => connect(port));
  await Promise.all([...silent, ...slowHeads, ...slowBodies].map((c) => c.connected));
  slowHeads.forEach(trickleHeaders);
  slowBodies.forEach(trickleBody);
  for (let round = 0; round < 5; round++) await expectServing(base);
  await Promise.all([...silent, ...slowHeads, ...slowBodies].map((c) => c.closed));
  for (const c of silent) expectOurTimeoutBody('silent', c.received());
  for (const c of [...slowHeads, ...slowBodies]) expectCutOff('trickling', c.received());
  await expectServing(base);
});

test('a request that stops halfway through its body is closed by the idle timeout', { timeout: TEST_TIMEOUT }, async () => {
  const { port, base } = await listen({ idleTimeoutMs: 300 });
  const stalled = connect(port);
  await stalled.connected;
  stalled.socket.write('POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"login');
  await stalled.closed;
  expect(stalled.received()).toBe('');
  await expectServing(base);
});

test('an idle keep-alive connection is closed by the keep-alive timeout after its answer', { timeout: TEST_TIMEOUT }, async () => {
  const { port } = await listen({ keepAliveTimeoutMs: 300 });
  const client = connect(port);
  await client.connected;
  client.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  await client.closed;
  expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(client.received()).toMatch(/\r\nconnection: keep-alive\r\n/i);
  expect(client.received()).toContain('{"status":"ok","db":"ok"}');
});

test('beyond MAX_CONNECTIONS new connections are closed unanswered; once the silent ones time out, requests are served again', {
  timeout: TEST_TIMEOUT,
}, async () => {
  const cap = 20;
  // The headers timeout that frees the slots is long enough that the 21st connection arrives while all
  // 20 are still open; nothing else is timed.
  const { port, base } = await listen({ maxConnections: cap, headersTimeoutMs: 4000, requestTimeoutMs: 4000 });
  const server = t!.app.server;
  let accepted = 0;
  const allAccepted = new Promise<void>((resolve) =>
    server.on('connection', () => {
      accepted += 1;
      if (accepted === cap) resolve();
    }),
  );
  const dropped = new Promise<void>((resolve) => server.once('drop', () => resolve()));

  const silent = Array.from({ length: cap }, () => connect(port));
  await allAccepted;

  const surplus = connect(port);
  surplus.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await Promise.all([surplus.closed, dropped]);
  expect(surplus.received()).toBe('');
  expect(accepted).toBe(cap); // the surplus connection never reached the HTTP server

  await Promise.all(silent.map((c) => c.closed));
  for (const c of silent) expectOurTimeoutBody('silent', c.received());
  await expectServing(base);
  expect(t!.logs.some((line) => line.includes('connection limit reached'))).toBe(true);
});
