// Node tells only the answer on the socket when a client leaves, so pipelined streams behind it would keep their file
// handles forever (docs/decisions/013-connection-limits.md): every streamed answer is destroyed with its socket.
import type { Socket } from 'node:net';
import { finished, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const openStreams = new WeakMap<Socket, Set<Readable>>();

/** Before compression, so its onSend hook sees the answer's own stream. */
export const answerStreams = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (req, _reply, payload, done) => {
      if (isStream(payload)) tieToSocket(req.raw.socket, payload);
      done(null, payload);
    });
  },
  { name: 'answer-streams' },
);

function isStream(payload: unknown): payload is Readable {
  return (
    typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function' && typeof (payload as Readable).destroy === 'function'
  );
}

function tieToSocket(socket: Socket, stream: Readable): void {
  // The client left while the answer was being prepared: nothing will ever read the stream.
  if (socket.destroyed) {
    stream.destroy();
    return;
  }
  const streams = openStreams.get(socket) ?? watch(socket);
  streams.add(stream);
  finished(stream, () => streams.delete(stream));
}

function watch(socket: Socket): Set<Readable> {
  const streams = new Set<Readable>();
  openStreams.set(socket, streams);
  socket.once('close', () => {
    for (const stream of streams) stream.destroy();
    streams.clear();
  });
  return streams;
}
