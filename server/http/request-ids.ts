// A caller's X-Request-Id is kept only when safe, else a fresh UUID.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditLog } from '../context';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

export function currentLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return requestLogs.getStore() ?? fallback;
}

export function requestAwareLog(base: FastifyBaseLogger): AuditLog {
  return {
    info: (obj, msg) => currentLog(base).info(obj, msg),
    warn: (obj, msg) => currentLog(base).warn(obj, msg),
    error: (obj, msg) => currentLog(base).error(obj, msg),
  };
}

export const requestIds = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      requestLogs.run(req.log, () => done());
    });
  },
  { name: 'request-ids' },
);
