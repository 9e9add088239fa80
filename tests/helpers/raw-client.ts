// A raw TCP client for tests of the HTTP host itself (timeouts, pipelining, connection caps): it sends
// exactly the bytes a test writes and records what comes back and when the server closes the socket.
import net from 'node:net';

export type RawClient = {
  socket: net.Socket;
  connected: Promise<void>;
  closed: Promise<void>;
  isClosed: () => boolean;
  received: () => string;
};

export function rawClient(port: number, opts: { localAddress?: string; encoding?: BufferEncoding } = {}): RawClient {
  const socket = net.connect({ port, host: '127.0.0.1', ...(opts.localAddress ? { localAddress: opts.localAddress } : {}) });
  let data = '';
  let closed = false;
  socket.setEncoding(opts.encoding ?? 'utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
  });
  socket.on('error', () => {}); // a reset after the server cut us off is expected
  socket.once('close', () => {
    closed = true;
  });
  return {
    socket,
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
    isClosed: () => closed,
    received: () => data,
  };
}
