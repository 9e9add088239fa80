// Node's server.timeout lets a client that never reads hold on for twice the timeout, so "moved" is checked here by
// bytes read or taken by the kernel (docs/decisions/013-connection-limits.md).
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

type StreamHandle = { bytesWritten?: number; writeQueueSize?: number };

type Watched = { moved: number; since: number };

export const idleConnections = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'idleTimeoutMs' | 'connectionsCheckIntervalMs'> }) => {
    const { idleTimeoutMs: idleMs, connectionsCheckIntervalMs: checkEveryMs } = config;
    const watched = new Map<Socket, Watched>();
    app.server.on('connection', (socket: Socket) => {
      watched.set(socket, { moved: bytesMoved(socket), since: performance.now() });
      socket.once('close', () => watched.delete(socket));
    });
    const timer = setInterval(() => {
      const now = performance.now();
      for (const [socket, state] of watched) {
        const moved = bytesMoved(socket);
        if (moved !== state.moved) {
          state.moved = moved;
          state.since = now;
        } else if (now - state.since >= idleMs) {
          watched.delete(socket);
          socket.destroy();
        }
      }
    }, checkEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idle-connections' },
);

function bytesMoved(socket: Socket): number {
  const handle = (socket as Socket & { _handle?: StreamHandle | null })._handle;
  const sent = (handle?.bytesWritten ?? 0) - (handle?.writeQueueSize ?? 0);
  return socket.bytesRead + sent;
}
