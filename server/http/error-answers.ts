// The message is always Korean, never Fastify's or a parser's own text.
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

/** Registered before the surfaces: a plugin's scope copies its parent's handler when registered. */
export const errorAnswers = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, req, reply) => answerError(req, reply, error));
  },
  { name: 'error-answers' },
);

/** No request exists, so the answer is written to the socket as it is. */
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
