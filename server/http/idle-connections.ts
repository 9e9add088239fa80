// IDLE_TIMEOUT_MS: a connection on which no byte has moved either way for that long is destroyed.
//
// Node's own socket timeout (server.timeout) is not used for this: while a write is pending it lets the
// first expiry pass if the pending write shrank since it was dispatched, and it always has (the kernel
// takes what fits in its buffers at once), so a client that never reads our answer was closed only after
// twice the timeout. Here "moved" means read from the client or taken by the kernel for sending, checked
// every CONNECTIONS_CHECK_INTERVAL_MS: a slow reader that keeps taking bytes stays, a stalled one is closed
// between IDLE_TIMEOUT_MS and one check interval later (docs/decisions/013-connection-limits.md).
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** What net.Socket keeps on its libuv handle: bytes handed to libuv, and those of them not yet in the kernel. */
type StreamHandle = { bytesWritten?: number; writeQueueSize?: number };

type Watched = { moved: number; since: number };

/** Watches every connection of the app's server until the app closes. */
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

/** Bytes read from the client plus bytes the kernel has taken for sending: grows whenever anything moves. */
function bytesMoved(socket: Socket): number {
  const handle = (socket as Socket & { _handle?: StreamHandle | null })._handle;
  const sent = (handle?.bytesWritten ?? 0) - (handle?.writeQueueSize ?? 0);
  return socket.bytesRead + sent;
}
