// The tRPC surface at /trpc, which the web client uses. Its own scope: only JSON is read here. Failures
// inside a procedure are answered by tRPC with our formatter (trpc/init.ts); failures before tRPC runs
// (a body too large, a type we do not read) by the app's error handler, in the same shape.
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { contextFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';
import { currentLog } from './request-ids';

export const TRPC_MAX_BATCH = 20;

export const trpcApi = fp(
  async (trpc: FastifyInstance, { deps }: { deps: AppDeps }) => {
    // A text body is refused here (415 in our format) rather than by tRPC, which answers it as text/plain;
    // a multipart body would reach tRPC as the raw request, which our JSON-only procedures cannot read (it
    // fails as a 500), so it is refused like any other type we do not read.
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
          if (error.code === 'INTERNAL_SERVER_ERROR') currentLog(trpc.log).error({ err: error.cause ?? error, path }, 'trpc internal error');
        },
      },
    });
  },
  // Encapsulated: the content types and the multipart hook apply to /trpc only. It inherits the app's
  // error handler, so that must be set first.
  { name: 'trpc-api', encapsulate: true, dependencies: ['error-answers'] },
);
