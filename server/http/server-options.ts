import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { answerError, answerSocketError } from './error-answers';
import { requestIdOf } from './request-ids';

export const BODY_LIMIT_BYTES = 64 * 1024;

export function serverOptions(config: Config, logStream?: NodeJS.WritableStream): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Query strings stay out of the log: a token or search input there is not ours to keep.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: requestIdOf,
    requestIdHeader: false,
    // headersTimeout and the check interval exist only as http.createServer options; the idle timeout is idle-connections.ts.
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: config.connectionsCheckIntervalMs,
    },
    clientErrorHandler: answerSocketError,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 }, // batched tRPC paths are long
    // A hop count is given as the function Fastify builds for one (its types omit the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Errors raised before routing: no hook has run, so the headers every answer carries are set here; the URL is never echoed.
    frameworkErrors(error, req, reply) {
      const r = reply as unknown as FastifyReply;
      r.header('x-request-id', req.id).header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
      void answerError(req as unknown as FastifyRequest, r, error);
    },
  };
}

function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}
