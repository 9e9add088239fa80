// For server/http/host-resources.app.test.ts: a web build of our own whose files are too large to sit in the
// socket buffers, the server process's file handles and sockets as /proc shows them, and raw clients on
// chosen loopback addresses (closed after each test by closeClients).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { TestServer } from '../e2e/helpers/server';
import { type RawClient, rawClient } from './raw-client';

// ---------------------------------------------------------------------------------------------------
// A web build of our own (as server/http/web-client.app.test.ts makes one): the real build's files are smaller
// than the kernel's socket buffers would need to be for this to be deterministic, and their sizes change
// with every release. The server serves these through the same code as the real ones (@fastify/static
// with the precompressed siblings scripts/build-web.ts writes, and '/' from index.html).

export const ASSET = '/assets/app-3f9a1c.js';
/** Larger than the loopback socket buffers can take while the client reads nothing (see slowReaderAsset). */
export const LARGE = '/assets/large-7d2e4b.bin';

/** Text that does not compress to nothing, so the .br and .gz siblings are large too. */
const incompressible = (bytes: number) => randomBytes((bytes * 3) / 4).toString('base64');

export function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'fitforme-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html lang="ko"><body><div id="root"></div><!-- ${incompressible(512 * 1024)} --></body></html>`,
    [ASSET.slice(1)]: `// ${incompressible(2 * 1024 * 1024)}\nconsole.log(1);\n`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  // The most a non-reading client's connection can hold in flight: the receiving socket's buffer plus the
  // sending one's (their maxima; Linux grows them up to these). Twice that, so the answer cannot fit.
  const maxBuffer = (file: string) => Number(readFileSync(`/proc/sys/net/ipv4/${file}`, 'utf8').trim().split(/\s+/)[2]);
  writeFileSync(join(dist, LARGE.slice(1)), '');
  truncateSync(join(dist, LARGE.slice(1)), 2 * (maxBuffer('tcp_rmem') + maxBuffer('tcp_wmem')));
  return dist;
}

// ---------------------------------------------------------------------------------------------------
// The server process as /proc shows it

export const openFileCount = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

export function ownsSocket(pid: number, inode: string): boolean {
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
    } catch {
      return false; // closed while we looked
    }
  });
}

/** The server's end of the connection from `clientPort` (/proc/net/tcp: IPv4, ports in hex): its socket inode and send queue. */
export function serverEnd(serverPort: number, clientPort: number): { inode: string; sendQueue: number } | null {
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 10) continue;
    const port = (field: string) => Number.parseInt(field.split(':')[1]!, 16);
    if (port(f[1]!) === serverPort && port(f[2]!) === clientPort) return { inode: f[9]!, sendQueue: Number.parseInt(f[4]!.split(':')[0]!, 16) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Raw clients

const clients: RawClient[] = [];

export function connect(server: TestServer, localAddress = '127.0.0.1'): RawClient {
  const client = rawClient(portOf(server), { localAddress, encoding: 'latin1' });
  clients.push(client);
  return client;
}

export const portOf = (server: TestServer) => Number(new URL(server.baseUrl).port);

/** A GET from the given loopback address on a connection of its own: status and body. */
export function getFrom(server: TestServer, localAddress: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: portOf(server), path, localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Closes every client `connect` opened (each test's afterEach). */
export function closeClients(): void {
  for (const client of clients.splice(0)) client.socket.destroy();
}
