// MAX_CONNECTIONS_PER_ADDRESS beside TRUST_PROXY: a trusted proxy carries every client's connections from
// its own address, so the cap never applies to it; any other peer is capped. A real app listens on a
// loopback port and the clients are raw sockets bound to other 127/8 addresses (Linux routes all of
// 127.0.0.0/8 to the loopback). Each socket asks for /healthz and the test waits for its fate: answered,
// or closed with nothing sent. The process-level flood test is in host-resources.test.ts.
import net from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import type { Config } from '../config';

const CAP = 5;
const SOCKETS = 12;
const PROXY = '127.0.0.3';
const CLIENT = '127.0.0.4';

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listen(trustProxy: Config['trustProxy']): Promise<number> {
  t = await buildTestApp({ config: { maxConnectionsPerAddress: CAP, trustProxy } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `SOCKETS` connections from `localAddress` at once, each asking for /healthz: how many were answered, how many closed unanswered. */
async function fates(port: number, localAddress: string): Promise<{ answered: number; closed: number }> {
  const outcomes = Array.from({ length: SOCKETS }, () => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    socket.on('error', () => {}); // a refused socket may see a reset
    socket.setEncoding('utf8');
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    return new Promise<'answered' | 'closed'>((resolve) => {
      let received = '';
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('{"status":"ok","db":"ok"}')) resolve('answered');
      });
      socket.once('close', () => resolve(received === '' ? 'closed' : 'answered'));
    });
  });
  const all = await Promise.all(outcomes);
  return { answered: all.filter((o) => o === 'answered').length, closed: all.filter((o) => o === 'closed').length };
}

test('a trusted proxy is not capped; another peer is, and the cap is logged', async () => {
  const port = await listen([`${PROXY}/32`]);
  expect(await fates(port, PROXY)).toEqual({ answered: SOCKETS, closed: 0 });
  expect(await fates(port, CLIENT)).toEqual({ answered: CAP, closed: SOCKETS - CAP });
  expect(t!.logs.some((line) => line.includes('too many connections from one address') && line.includes(CLIENT))).toBe(true);
});

test('with TRUST_PROXY as a hop count every peer is the nearest proxy, so no peer is capped', async () => {
  const port = await listen(1);
  expect(await fates(port, CLIENT)).toEqual({ answered: SOCKETS, closed: 0 });
});

test('without TRUST_PROXY every peer is capped, each address on its own', async () => {
  const port = await listen(false);
  expect(await fates(port, PROXY)).toEqual({ answered: CAP, closed: SOCKETS - CAP });
  expect(await fates(port, CLIENT)).toEqual({ answered: CAP, closed: SOCKETS - CAP });
});
