// Builds the Fastify app (tRPC at /trpc, legacy shims at /api, the built web client at /).
// It never listens: server/main.ts does, tests use app.inject.

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, {
  type ConnectionError,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Db } from '../db/client';
import { storageStateOf } from '../db/faults';
import type { Config } from './config';
import type { AppDeps, AuditLog } from './context';
import { AppError, type AppErrorCode, ERRORS, MALFORMED_REQUEST_MESSAGE, toAppError } from './errors';
import { registerAuthShims } from './features/auth/auth.rest';
import { type BucketRule, createThrottles, LOGIN_LIMITS } from './features/auth/throttle';
import { registerCatalogueShims } from './features/catalogue/catalogue.rest';
import { CatalogueStore } from './features/catalogue/catalogue.store';
import { registerMedia } from './features/catalogue/media';
import { registerRecommendationShims } from './features/recommendation/recommendation.rest';
import { registerRoutineShims } from './features/routines/routines.rest';
import { registerUserShims } from './features/user/user.rest';
import { destroyAnswerStreamsWithTheirSocket } from './http/answer-streams';
import { limitConnections } from './http/connection-limits';
import { closeIdleConnections } from './http/idle-connections';
import { installLegacyWire } from './rest/legacy-wire';
import { installShimErrorHandling, registerShimRoute } from './rest/shim';
import { contextFactory } from './trpc/init';
import { appRouter } from './trpc/router';
import { isPageRequest, registerWebClient } from './web-client';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** The catalogue store of `db` (a caller that syncs the catalogue passes its own); made here when absent. */
  catalogue?: CatalogueStore;
  now?: () => number;
  loginLimits?: { perAccount: BucketRule; perIp: BucketRule };
  /** Log lines go here instead of stdout (tests capture them). */
  logStream?: NodeJS.WritableStream;
};

export const BODY_LIMIT_BYTES = 64 * 1024;
export const TRPC_MAX_BATCH = 20;

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Query strings stay out of the log: a token or search input there is not ours to keep.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // Every log line of a request carries `reqId` (Fastify's label); a caller's (or proxy's) X-Request-Id is
    // kept when it is safe, else a fresh UUID is used; either way it is echoed back (installRequestIds).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Slow, silent and surplus connections (README "Configuration"): a request's headers and the whole
    // request must arrive in time (else 408), a keep-alive socket is closed after a short idle spell, and
    // Node checks the header/request deadlines every connectionsCheckIntervalMs. Fastify sets
    // requestTimeout and keepAliveTimeout on the server itself; headersTimeout and the check interval only
    // exist as http.createServer options. The idle timeout is ours (closeIdleConnections): Node's socket
    // timeout let a client that stops reading hold on for twice as long.
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: config.connectionsCheckIntervalMs,
    },
    clientErrorHandler: answerClientError,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 }, // batched tRPC paths are long
    // Off unless TRUST_PROXY names the proxies: only then do X-Forwarded-* set req.ip, protocol and host.
    // A hop count is given as the function Fastify builds for one (its types omit the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Errors raised before routing (a broken %-escape, an over-long path): a short Korean answer in the
    // format of the path's surface, never the URL echoed back.
    frameworkErrors(error, req, reply) {
      const r = reply as unknown as FastifyReply;
      r.header('x-request-id', req.id).header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
      void answerError(req as unknown as FastifyRequest, r, error);
    },
  });
  limitConnections(app, config);
  closeIdleConnections(app, config);
  destroyAnswerStreamsWithTheirSocket(app);

  installRequestIds(app);
  installRootErrorHandler(app);

  const deps: AppDeps = {
    db: opts.db,
    config,
    catalogue: opts.catalogue ?? new CatalogueStore(opts.db),
    now: opts.now ?? Date.now,
    throttle: createThrottles(opts.db, opts.loginLimits ?? LOGIN_LIMITS, config.signUpLimitPerHour, config.emailCheckLimitPerHour),
    accessKey: new TextEncoder().encode(config.authSecret),
    log: requestAwareLog(app.log),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: YOUTUBE_FRAMES,
        formAction: ["'self'"],
        // Served on plain http in development and tests; TLS is the proxy's job in production.
        upgradeInsecureRequests: null,
      },
    },
  });

  // Dynamic answers (API JSON, pictures) over 1 KB are compressed for the client; brotli at quality 4 costs
  // about what gzip does. The built web client is compressed at build time instead (registerWebClient).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Anything answered for a member must not sit in a shared cache.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) reply.header('cache-control', 'no-store');
  });

  await app.register(async (trpc) => {
    // tRPC reads JSON only. A text body is refused here (415 in our format) rather than by tRPC, which
    // answers it as text/plain; a multipart body would reach tRPC as the raw request, which our JSON-only
    // procedures cannot read (it fails as a 500), so it is refused like any other type we do not read.
    trpc.removeContentTypeParser(['text/plain']);
    trpc.addHook('onRequest', async (req) => {
      if (/^multipart\//i.test(req.headers['content-type'] ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    });
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory(deps),
        maxBatchSize: TRPC_MAX_BATCH,
        // A throttled login tells the client when to retry, as the shim's 429 does.
        responseMeta({ errors }: { errors: { cause?: unknown }[] }) {
          const retryAfter = errors.map((e) => (e.cause instanceof AppError ? e.cause.retryAfter : undefined)).find(Boolean);
          return retryAfter ? { headers: new Headers({ 'retry-after': String(retryAfter) }) } : {};
        },
        onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') currentLog(app.log).error({ err: error.cause ?? error, path }, 'trpc internal error');
        },
      },
    });
  });

  await app.register(
    async (api) => {
      installShimErrorHandling(api, deps);
      installLegacyWire(api, config);
      registerShimRoute(api, deps, { method: 'GET', url: '/health', auth: 'public', handler: () => ({ ok: true }) });
      registerAuthShims(api, deps);
      registerUserShims(api, deps);
      registerCatalogueShims(api, deps);
      registerRoutineShims(api, deps);
      registerRecommendationShims(api, deps);
    },
    { prefix: '/api' },
  );

  // This node's copy of the catalogue: loaded before it serves, reloaded when another node syncs a new one.
  await deps.catalogue.reload();
  const stopWatching = deps.catalogue.watch(config.catalogueRefreshSeconds * 1000, (error) =>
    app.log.warn({ db: storageStateOf(error) }, 'catalogue version check failed; retrying at the next interval'),
  );
  app.addHook('onClose', async () => stopWatching());

  registerHealth(app, deps.db);
  registerMedia(app, deps.catalogue);
  const sendPage = registerWebClient(app, resolve(config.webDistDir));
  app.setNotFoundHandler((req, reply) => {
    if (sendPage && isPageRequest(req)) return sendPage(req, reply);
    const isTrpc = surfaceOf(req) === 'trpc';
    return answerError(req, reply, new AppError('NOT_FOUND', isTrpc ? {} : { message: '존재하지 않는 페이지입니다' }));
  });
  return app;
}

function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

/** The short Korean text for a request the HTTP layer could not make sense of. */
const MALFORMED_REQUEST = MALFORMED_REQUEST_MESSAGE;

// ---------------------------------------------------------------------------------------------------
// Request ids

/** What an incoming X-Request-Id may look like to be kept (and echoed, and logged); anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The logger of the request being served, for code that only holds the app-wide one (audit lines). */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

function currentLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return requestLogs.getStore() ?? fallback;
}

/** Echoes the request id and keeps the request's logger at hand for the rest of its lifecycle. */
function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    requestLogs.run(req.log, () => done());
  });
}

/** The services' audit log: the serving request's logger (so its lines carry reqId), else the app's. */
function requestAwareLog(base: FastifyBaseLogger): AuditLog {
  return {
    info: (obj, msg) => currentLog(base).info(obj, msg),
    warn: (obj, msg) => currentLog(base).warn(obj, msg),
  };
}

// ---------------------------------------------------------------------------------------------------
// Connections (their limits and timeouts live in server/http/)

/**
 * Node's 'clientError' (a request too slow to arrive, oversized headers, bytes that are not HTTP): a short
 * Korean JSON answer when nothing has been sent on the socket yet, then the socket is closed.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 408 ? ERRORS.SERVICE_UNAVAILABLE.message : MALFORMED_REQUEST;
  const body = JSON.stringify({ error: STATUS_CODES[status], message });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      body,
  );
  socket.destroy();
}

// ---------------------------------------------------------------------------------------------------
// Errors: one format per surface

type Surface = 'trpc' | 'api' | 'other';

function surfaceOf(req: FastifyRequest): Surface {
  const path = req.url.split('?', 1)[0] ?? '';
  if (/^\/trpc(\/|$)/.test(path)) return 'trpc';
  if (/^\/api(\/|$)/.test(path)) return 'api';
  return 'other';
}

/**
 * Fastify's own errors, by code: which AppError answers them (and the HTTP status when it is not the
 * table's). A code missing here is answered by its status (clientErrorByStatus) or as INTERNAL.
 */
const FRAMEWORK_ERRORS: Record<string, { code: AppErrorCode; message?: string; status?: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION', message: MALFORMED_REQUEST },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION', message: MALFORMED_REQUEST },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION', message: MALFORMED_REQUEST },
  FST_ERR_VALIDATION: { code: 'VALIDATION', message: MALFORMED_REQUEST },
  FST_ERR_BAD_URL: { code: 'VALIDATION', message: MALFORMED_REQUEST },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION', message: MALFORMED_REQUEST, status: 414 },
  FST_ERR_NOT_FOUND: { code: 'NOT_FOUND' },
};

/** Other client errors that carry only a status (a JSON body that does not parse, a range that cannot be served …). */
function clientErrorByStatus(status: number): AppError {
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 405) return new AppError('METHOD_NOT_ALLOWED');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  return new AppError('VALIDATION', { message: MALFORMED_REQUEST });
}

/** The AppError an error stands for, and the HTTP status when it must differ from the AppError's own. */
function classifyError(error: unknown): { appError: AppError; status?: number } {
  if (error instanceof AppError) return { appError: error };
  const { code, statusCode } = (error ?? {}) as Partial<FastifyError>;
  const known = typeof code === 'string' && Object.hasOwn(FRAMEWORK_ERRORS, code) ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return { appError: new AppError(known.code, known.message ? { message: known.message } : {}), status: known.status };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { appError: clientErrorByStatus(statusCode), status: statusCode };
  return { appError: toAppError(error) };
}

/** The error shape tRPC itself answers with (our errorFormatter's), for failures before tRPC runs. */
function trpcErrorShape(appError: AppError) {
  const error = new TRPCError({ code: appError.spec.trpc, message: appError.message, cause: appError });
  return getTRPCErrorShape({ config: appRouter._def._config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
}

/**
 * Answers a failure in the format of the path's surface: /trpc the tRPC error shape the web client reads,
 * /api the legacy envelope (for failures before the /api plugin runs; inside it shim.ts answers), every
 * other path `{ error, message }`. The message is Korean, from the one table in errors.ts.
 */
function answerError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { appError, status } = classifyError(error);
  if (appError.code === 'INTERNAL') req.log.error({ err: error }, 'unhandled error');
  reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
  if (appError.retryAfter) reply.header('retry-after', String(appError.retryAfter));
  const surface = surfaceOf(req);
  if (surface === 'trpc') {
    const shape = trpcErrorShape(appError);
    const httpStatus = status ?? shape.data.httpStatus;
    return reply.status(httpStatus).send({ error: { ...shape, data: { ...shape.data, httpStatus } } });
  }
  const httpStatus = status ?? appError.spec.http;
  if (surface === 'api') return reply.status(httpStatus).send(appError.toLegacyBody());
  return reply.status(httpStatus).send({ error: STATUS_CODES[httpStatus] ?? 'Error', message: appError.message });
}

/**
 * The app-wide error handler. Installed before any plugin is registered, so /trpc (whose plugin has
 * none) inherits it; /api replaces it with the legacy one (rest/shim.ts).
 */
function installRootErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => answerError(req, reply, error));
}

// ---------------------------------------------------------------------------------------------------
// Health

/** For load balancers: up, and the database answers. No auth, never cached, quiet in the log. */
function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', { logLevel: 'warn' }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await databaseState(db);
    if (state === 'ok') return { status: 'ok', db: 'ok' };
    req.log.warn({ db: state }, 'health check: the database does not answer');
    return reply.status(503).send({ status: 'unavailable', db: state });
  });
}

/** 'ok' when `select 1` answers, else a short reason ('closed', 'busy', 'unavailable' …) that names no file, host or query. */
async function databaseState(db: Db): Promise<string> {
  try {
    await db.ping();
    return 'ok';
  } catch (error) {
    return storageStateOf(error);
  }
}

// ---------------------------------------------------------------------------------------------------
// Web client
