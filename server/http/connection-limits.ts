// docs/decisions/013-connection-limits.md: surplus connections are closed on accept so idle sockets cannot exhaust
// file handles or crowd others out. A trusted proxy carries everyone's connections, so the per-address cap skips it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIPv6, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

type Limits = Pick<Config, 'maxConnections' | 'maxConnectionsPerAddress' | 'trustProxy'>;

/** Each waiting answer of a web file holds an open file; browsers and legacy clients do not pipeline at all. */
export const MAX_PIPELINED_REQUESTS = 16;

export const connectionLimits = fp(
  async (app: FastifyInstance, { config: limits }: { config: Limits }) => {
    app.server.maxConnections = limits.maxConnections;
    const totalWarning = rateLimitedWarning(app, 'connection limit reached: new connections are closed');
    app.server.on('drop', () => totalWarning({ maxConnections: limits.maxConnections }));
    limitPerAddress(app, limits);
    limitPipelining(app);
  },
  { name: 'connection-limits' },
);

function limitPerAddress(app: FastifyInstance, limits: Limits): void {
  const isProxy = trustedProxies(limits.trustProxy);
  const warning = rateLimitedWarning(app, 'too many connections from one address: its new connections are closed');
  const open = new Map<string, number>();
  // Before the HTTP server's own listener, so a refused socket is closed before anything reads from it.
  app.server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      warning({ address: key, maxConnectionsPerAddress: limits.maxConnectionsPerAddress });
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

function limitPipelining(app: FastifyInstance): void {
  const warning = rateLimitedWarning(app, 'too many pipelined requests on one connection: it is closed');
  const waiting = new WeakMap<Socket, number>();
  // Before Fastify's listener: the connection is closed before the surplus request is served.
  app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const count = (waiting.get(socket) ?? 0) + 1;
    waiting.set(socket, count);
    res.once('finish', () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    if (count > MAX_PIPELINED_REQUESTS) {
      socket.destroy();
      warning({ address: socket.remoteAddress, maxPipelinedRequests: MAX_PIPELINED_REQUESTS });
    }
  });
}

function rateLimitedWarning(app: FastifyInstance, message: string): (details: Record<string, unknown>) => void {
  let dropped = 0;
  let lastWarning = -Infinity;
  return (details) => {
    dropped += 1;
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    app.log.warn({ ...details, dropped }, message);
    dropped = 0;
    lastWarning = now;
  };
}

function trustedProxies(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  // BlockList matches an IPv4-mapped IPv6 peer (::ffff:10.0.0.1) against IPv4 entries.
  return (address) => list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** IPv6 counts per /64: one subscriber holds all of it, so single addresses would cap nothing. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%', 1)[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...left, ...Array.from({ length: 8 - width(left) - width(right) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
