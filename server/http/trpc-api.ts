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
    // tRPC would answer a text body as text/plain and a multipart one would fail as a 500, so both are refused here.
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
  // The app's error handler must be set before this is registered, as the scope inherits it.
  { name: 'trpc-api', encapsulate: true, dependencies: ['error-answers'] },
);
