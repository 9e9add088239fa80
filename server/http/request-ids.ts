// Every log line of a request carries `reqId` (Fastify's label). A caller's (or proxy's) X-Request-Id is
// kept when it is safe, else a fresh UUID is used; either way it is echoed back. Code that holds only the
// app-wide logger (the services' audit lines, tRPC's error hook) still writes to the serving request's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditLog } from '../context';

/** What an incoming X-Request-Id may look like to be kept (and echoed, and logged); anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId (server-options.ts). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The logger of the request being served. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

/** The serving request's logger, else `fallback` (outside any request). */
export function currentLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return requestLogs.getStore() ?? fallback;
}

/** The services' audit log: the serving request's logger (so its lines carry reqId), else the app's. */
export function requestAwareLog(base: FastifyBaseLogger): AuditLog {
  return {
    info: (obj, msg) => currentLog(base).info(obj, msg),
    warn: (obj, msg) => currentLog(base).warn(obj, msg),
    error: (obj, msg) => currentLog(base).error(obj, msg),
  };
}

/** Echoes the request id and keeps the request's logger at hand for the rest of its lifecycle. */
export const requestIds = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      requestLogs.run(req.log, () => done());
    });
  },
  { name: 'request-ids' },
);
