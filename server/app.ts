// Builds the Fastify app (tRPC at /trpc, legacy shims at /api, the built web client at /).
// It never listens: server/main.ts does, tests use app.inject.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../db/client';
import type { Config } from './config';
import type { AppDeps } from './context';
import { AppError, ERRORS } from './errors';
import { createThrottles, LOGIN_LIMITS, type BucketRule } from './features/auth/throttle';
import { registerAuthShims } from './features/auth/auth.rest';
import { registerUserShims } from './features/user/user.rest';
import { registerCatalogueShims } from './features/catalogue/catalogue.rest';
import { registerMedia } from './features/catalogue/media';
import { registerRoutineShims } from './features/routines/routines.rest';
import { registerRecommendationShims } from './features/recommendation/recommendation.rest';
import { installShimErrorHandling, registerShimRoute } from './rest/shim';
import { installLegacyWire } from './rest/legacy-wire';
import { contextFactory } from './trpc/init';
import { appRouter } from './trpc/router';

export type BuildAppOptions = {
  db: Db;
  config: Config;
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
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 }, // batched tRPC paths are long
    // Off unless TRUST_PROXY names the proxies: only then do X-Forwarded-* set req.ip, protocol and host.
    // A hop count is given as the function Fastify builds for one (its types omit the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Errors raised before routing (a broken %-escape, an over-long path): a short Korean answer,
    // never the URL echoed back.
    frameworkErrors(error, req, reply) {
      const appError = new AppError('VALIDATION', { message: '요청 형식이 올바르지 않아요' });
      const status = (error as { statusCode?: number }).statusCode === 414 ? 414 : 400;
      const body = req.url.startsWith('/api') ? appError.toLegacyBody() : { error: 'Bad Request', message: appError.message };
      void (reply as unknown as FastifyReply).code(status).header('x-content-type-options', 'nosniff').header('cache-control', 'no-store').send(body);
    },
  });

  const deps: AppDeps = {
    db: opts.db,
    config,
    now: opts.now ?? Date.now,
    throttle: createThrottles(opts.loginLimits ?? LOGIN_LIMITS, config.signUpLimitPerHour, config.emailCheckLimitPerHour),
    accessKey: new TextEncoder().encode(config.authSecret),
    log: app.log,
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

  // Anything answered for a member must not sit in a shared cache.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api') || req.url.startsWith('/trpc')) reply.header('cache-control', 'no-store');
  });

  await app.register(fastifyTRPCPlugin, {
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
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'trpc internal error');
      },
    },
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

  registerMedia(app, deps.db);
  registerWebClient(app, resolve(config.webDistDir));
  return app;
}

function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

/** A GET for a client route (/mypage, /workoutdetail/3 …): not an API or media path, not a file name, and
 * accepting HTML (a browser says text/html; curl and many tools say *\/* or nothing). */
function isPageRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?', 1)[0] ?? '';
  if (/^\/(api|trpc|media)(\/|$)/.test(path) || /\.[A-Za-z0-9]+$/.test(path)) return false;
  const accept = req.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** Serves the built client with an SPA fallback: any other page request gets index.html. */
function registerWebClient(app: FastifyInstance, distDir: string): void {
  const hasClient = existsSync(resolve(distDir, 'index.html'));
  if (hasClient) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (hasClient && isPageRequest(req)) {
      // Revalidated on every load, so a deploy reaches members at once; the hashed assets it names are immutable.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ error: 'Not Found', message: '존재하지 않는 페이지입니다' });
  });
  app.setErrorHandler((error, req, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500 || status < 400) {
      req.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: 'Internal Server Error', message: ERRORS.INTERNAL.message });
    }
    const byStatus = Object.values(ERRORS).find((e) => e.http === status);
    return reply.status(status).send({ error: 'Bad Request', message: byStatus?.message ?? ERRORS.VALIDATION.message });
  });
}
