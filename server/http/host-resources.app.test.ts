// The real server process (tests/e2e/helpers/server.ts) against clients that would use up its resources:
// pipelined requests for web files abandoned mid-answer (each queued answer held a file handle forever),
// a client that never reads its answer (closed only after twice IDLE_TIMEOUT_MS), and a flood of idle
// sockets from one address (it filled MAX_CONNECTIONS and everyone else was refused). The server's file
// handles and sockets are read from /proc/<pid>, so these tests need Linux, as the server's host does.
// docs/decisions/013-connection-limits.md explains the limits.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from '../../tests/e2e/helpers/server';
import { ASSET, closeClients, connect, getFrom, LARGE, makeDist, openFileCount, ownsSocket, portOf, serverEnd } from '../../tests/helpers/host-resources';
import { MAX_PIPELINED_REQUESTS } from './connection-limits';

const START_TIMEOUT = 90_000;
const TEST_TIMEOUT = 90_000;
const POLL = { timeout: 30_000, interval: 50 };
/** Longer than any test runs: a limit set to this never fires here. */
const NEVER = '600000';

afterEach(closeClients);

// ---------------------------------------------------------------------------------------------------

describe('pipelined requests for web files, abandoned mid-answer', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    // Only the client (or the pipelining limit) closes these connections.
    const timeouts = { HEADERS_TIMEOUT_MS: NEVER, REQUEST_TIMEOUT_MS: NEVER, KEEP_ALIVE_TIMEOUT_MS: NEVER, IDLE_TIMEOUT_MS: NEVER };
    server = await startServer({ env: { WEB_DIST_DIR: dist, ...timeouts } });
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  // Each way a web file is answered: precompressed sibling (br, gzip), the file itself, and the file
  // compressed on the fly (deflate has no sibling), for a hashed asset and for '/'.
  const REQUESTS = [ASSET, '/'].flatMap((path) =>
    ['br', 'gzip', '', 'deflate'].map((encoding) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${encoding ? `Accept-Encoding: ${encoding}\r\n` : ''}\r\n`),
  );
  const SOCKETS = 60;
  const PER_SOCKET = MAX_PIPELINED_REQUESTS; // as many as a connection may have waiting
  // What may be open beside the baseline without any leak: another keep-alive connection of the test's
  // own fetches (undici opens one when its pooled one is busy), and files SQLite or the logger open lazily.
  const SLACK = 4;
  const pipeline = (count: number) => Array.from({ length: count }, (_, i) => REQUESTS[i % REQUESTS.length]).join('');

  test('leave no file handle open once their sockets close, and the server keeps answering', { timeout: TEST_TIMEOUT }, async () => {
    // Everything a normal visit opens lazily is opened before the baseline is taken.
    for (const path of [ASSET, '/', '/healthz']) expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(200);
    const baseline = openFileCount(server.pid);

    const abandoning = Array.from({ length: SOCKETS }, () => connect(server));
    await Promise.all(abandoning.map((c) => c.connected));
    for (const c of abandoning) {
      c.socket.pause(); // reads nothing: the answers pile up behind the first one
      c.socket.write(pipeline(PER_SOCKET));
    }
    // The server has opened a file for most of the answers queued on those sockets (the first answer on
    // each moves into the socket buffers; the queued ones wait, each holding its file), and has closed
    // none of these connections …
    await expect.poll(() => openFileCount(server.pid) - baseline, POLL).toBeGreaterThanOrEqual((SOCKETS * PER_SOCKET) / 2);
    expect(abandoning.filter((c) => c.isClosed())).toEqual([]);
    // … and then every client goes away without reading.
    for (const c of abandoning) c.socket.destroy();

    // Back to the baseline (a leak here is one handle per abandoned answer: ~900).
    await expect.poll(() => openFileCount(server.pid), POLL).toBeLessThanOrEqual(baseline + SLACK);

    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const page = await fetch(`${server.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  test('a connection with more requests waiting than MAX_PIPELINED_REQUESTS is closed, and its files with it', { timeout: TEST_TIMEOUT }, async () => {
    const baseline = openFileCount(server.pid);
    const greedy = Array.from({ length: 5 }, () => connect(server));
    await Promise.all(greedy.map((c) => c.connected));
    for (const c of greedy) {
      c.socket.pause();
      c.socket.write(pipeline(MAX_PIPELINED_REQUESTS + 1));
    }
    await Promise.all(greedy.map((c) => c.closed));
    await expect.poll(() => openFileCount(server.pid), POLL).toBeLessThanOrEqual(baseline + SLACK);
    expect((await fetch(`${server.baseUrl}${ASSET}`)).status).toBe(200);
  });
});

describe('a client that never reads its answer', () => {
  const IDLE_MS = 5_000;
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    server = await startServer({
      env: {
        WEB_DIST_DIR: dist,
        IDLE_TIMEOUT_MS: String(IDLE_MS),
        CONNECTIONS_CHECK_INTERVAL_MS: '100',
        // Only the idle timeout may close this connection.
        HEADERS_TIMEOUT_MS: NEVER,
        REQUEST_TIMEOUT_MS: NEVER,
        KEEP_ALIVE_TIMEOUT_MS: NEVER,
      },
    });
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  test('is closed IDLE_TIMEOUT_MS after its answer stops moving, not twice that', { timeout: TEST_TIMEOUT }, async () => {
    const reader = connect(server);
    await reader.connected;
    reader.socket.pause();
    const sentAt = performance.now();
    reader.socket.write(`GET ${LARGE} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);

    // Watch the server's end of this connection until the server closes it: the socket leaves the
    // process's file table. Its send queue grows while the kernel takes the answer and then stands still;
    // the idle time starts then (at the latest at the last change seen).
    const clientPort = reader.socket.localPort!;
    let inode: string | undefined;
    let sendQueue = -1;
    let stalledAt = sentAt;
    await expect
      .poll(
        () => {
          const end = serverEnd(portOf(server), clientPort);
          if (end && end.inode !== '0') inode ??= end.inode;
          if (inode === undefined) return false;
          const open = ownsSocket(server.pid, inode);
          if (open && end && end.sendQueue !== sendQueue) {
            sendQueue = end.sendQueue;
            stalledAt = performance.now();
          }
          return !open;
        },
        { timeout: 12 * IDLE_MS, interval: 50 },
      )
      .toBe(true);
    const closedAt = performance.now();

    // Never before the configured time: the answer cannot have stalled before the request was sent.
    expect(closedAt - sentAt).toBeGreaterThanOrEqual(IDLE_MS);
    // And at about the configured time (the check runs every 100 ms), well below the 2 × IDLE_MS it
    // used to take: 1.5 × leaves 2.5 s for a busy machine's delays.
    expect(closedAt - stalledAt).toBeLessThan(1.5 * IDLE_MS);
    expect(sendQueue).toBeGreaterThan(0); // the answer really was stuck in flight
  });
});

describe('a flood of idle sockets from one address', () => {
  const PER_ADDRESS = 20;
  const MAX = 100;
  const FLOOD = '127.0.0.3'; // the harness's own fetches come from 127.0.0.1 and do not count against it
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: {
        MAX_CONNECTIONS: String(MAX),
        MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
        // The flood's sockets stay open unless the cap closes them.
        HEADERS_TIMEOUT_MS: NEVER,
        REQUEST_TIMEOUT_MS: NEVER,
        IDLE_TIMEOUT_MS: NEVER,
        KEEP_ALIVE_TIMEOUT_MS: NEVER,
      },
    });
  }, START_TIMEOUT);
  afterAll(async () => server?.stop());

  test('is capped per address: the surplus is closed at accept and another address is served at once', { timeout: TEST_TIMEOUT }, async () => {
    // As many sockets as the whole server may hold: without a per-address cap they fill it.
    const flood = Array.from({ length: MAX }, () => connect(server, FLOOD));
    await expect.poll(() => flood.filter((c) => c.isClosed()).length, POLL).toBe(MAX - PER_ADDRESS);
    for (const c of flood) expect(c.received(), 'closed without an answer').toBe('');

    // Another client is served while the flood's sockets are open.
    const other = await getFrom(server, '127.0.0.2', '/healthz');
    expect(other.status).toBe(200);
    expect(JSON.parse(other.body)).toEqual({ status: 'ok', db: 'ok' });

    // The flood's accepted sockets are real connections: each is answered.
    const kept = flood.filter((c) => !c.isClosed());
    expect(kept).toHaveLength(PER_ADDRESS);
    for (const c of kept) c.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(() => kept.filter((c) => c.received().startsWith('HTTP/1.1 200 OK\r\n')).length, POLL).toBe(PER_ADDRESS);

    // One more from the flood's address is closed unanswered …
    const surplus = connect(server, FLOOD);
    surplus.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await surplus.closed;
    expect(surplus.received()).toBe('');

    // … until its open sockets close: then that address is served again.
    for (const c of kept) c.socket.destroy();
    await expect
      .poll(async () => {
        try {
          return (await getFrom(server, FLOOD, '/healthz')).status;
        } catch {
          return 0; // refused while the server has not yet seen the closes
        }
      }, POLL)
      .toBe(200);
  });
});
