// A streamed answer (a web file from @fastify/static) is read only as fast as the client takes it. When the
// client goes away, Node tells only the answer currently on the socket; answers queued behind it (requests
// the client pipelined) never hear of it, so Fastify never destroys their streams, and each kept its file
// handle open for the life of the process: a client that pipelines requests for web files and hangs up
// could use up the process's file handles (docs/decisions/013-connection-limits.md). Every streamed answer
// is therefore tied to its socket: when the socket closes, the streams still open on it are destroyed.
import type { Socket } from 'node:net';
import { finished, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The streamed answers of each socket that have not ended yet. */
const openStreams = new WeakMap<Socket, Set<Readable>>();

/**
 * Installs the tie. Registered before compression, so its onSend hook sees the answer's own stream (a
 * compressor that @fastify/compress puts after it is destroyed with it: it pipes through stream.pipeline).
 */
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

/** One 'close' listener per socket, however many answers it carries. */
function watch(socket: Socket): Set<Readable> {
  const streams = new Set<Readable>();
  openStreams.set(socket, streams);
  socket.once('close', () => {
    for (const stream of streams) stream.destroy();
    streams.clear();
  });
  return streams;
}
