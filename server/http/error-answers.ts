// Every failure the host answers itself, in the format of the path's surface (error-mapping.ts says what
// each failure means): /trpc the tRPC error shape the web client reads, /api the legacy envelope, every
// other path `{ error, message }`; the message is Korean, never Fastify's or a parser's own text.
// Failures inside a tRPC procedure are answered by tRPC itself, with the same mapping (trpc/init.ts).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { classifyError, legacyBodyOf, plainBodyOf, socketErrorOf, trpcBodyOf } from './error-mapping';

type Surface = 'trpc' | 'api' | 'other';

export function surfaceOf(req: FastifyRequest): Surface {
  const path = req.url.split('?', 1)[0] ?? '';
  if (/^\/trpc(\/|$)/.test(path)) return 'trpc';
  if (/^\/api(\/|$)/.test(path)) return 'api';
  return 'other';
}

/** Answers a failure (an AppError or anything else thrown) in the format of the path's surface. */
export function answerError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { appError, status } = classifyError(error);
  if (appError.code === 'INTERNAL') req.log.error({ err: error }, 'unhandled error');
  reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
  if (appError.retryAfter) reply.header('retry-after', String(appError.retryAfter));
  const surface = surfaceOf(req);
  if (surface === 'trpc') {
    const body = trpcBodyOf(appError, status);
    return reply.status(body.error.data.httpStatus).send(body);
  }
  const httpStatus = status ?? appError.spec.http;
  if (surface === 'api') return reply.status(httpStatus).send(legacyBodyOf(appError));
  return reply.status(httpStatus).send(plainBodyOf(appError, httpStatus));
}

/**
 * The app-wide error handler. Registered before the surfaces, so /trpc and /api inherit it (a plugin's
 * scope copies its parent's handler when the plugin is registered).
 */
export const errorAnswers = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, req, reply) => answerError(req, reply, error));
  },
  { name: 'error-answers' },
);

/**
 * Node's 'clientError' (a request too slow to arrive, oversized headers, bytes that are not HTTP), given to
 * Fastify as clientErrorHandler: a short Korean JSON answer when nothing has been sent on the socket yet,
 * then the socket is closed. No request exists, so the answer is written to the socket as it is.
 */
export function answerSocketError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, body } = socketErrorOf(error.code);
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      body,
  );
  socket.destroy();
}
