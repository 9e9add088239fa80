// The order matters (docs/decisions/015-host-plugins.md): hooks run in the order added, and a scoped plugin copies
// its parent's error handler when registered. It never listens: server/main.ts does, tests use app.inject.
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Config } from './config';
import type { AppDeps } from './context';
import { type BucketRule, createThrottles, LOGIN_LIMITS } from './features/auth/throttle';
import { CatalogueStore } from './features/catalogue/catalogue.store';
import { registerMedia } from './features/catalogue/media';
import { answerStreams } from './http/answer-streams';
import { API_DOCS_PATH, apiDocs } from './http/api-docs';
import { loadCatalogueCopy } from './http/catalogue-copy';
import { compression } from './http/compression';
import { connectionLimits } from './http/connection-limits';
import { downloads } from './http/downloads';
import { errorAnswers } from './http/error-answers';
import { health } from './http/health';
import { idleConnections } from './http/idle-connections';
import { legacyApi } from './http/legacy-api';
import { notFound } from './http/not-found';
import { privateAnswers } from './http/private-answers';
import { requestAwareLog, requestIds } from './http/request-ids';
import { securityHeaders } from './http/security-headers';
import { serverOptions } from './http/server-options';
import { trpcApi } from './http/trpc-api';
import { webClient } from './http/web-client';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  catalogue?: CatalogueStore;
  now?: () => number;
  loginLimits?: { perAccount: BucketRule; perIp: BucketRule };
  logStream?: NodeJS.WritableStream;
  /** Sees every answer before compression: server tests check each /api answer against the OpenAPI document. */
  onAnswer?: (req: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
};

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify(serverOptions(config, opts.logStream));
  const { onAnswer } = opts;
  // First of all hooks, so every surface inherits it and it sees the payload before compression.
  if (onAnswer) app.addHook('onSend', async (req, reply, payload) => onAnswer(req, reply, payload));
  const catalogue = opts.catalogue ?? new CatalogueStore(db);
  await loadCatalogueCopy(app, catalogue, config.catalogueRefreshSeconds);
  const deps = appDeps(app, opts, catalogue);

  await app.register(connectionLimits, { config });
  await app.register(idleConnections, { config });
  await app.register(answerStreams);
  await app.register(requestIds);
  await app.register(errorAnswers);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(privateAnswers);

  await app.register(trpcApi, { deps });
  await app.register(downloads, { deps });
  await app.register(legacyApi, { deps, prefix: '/api' });
  await app.register(apiDocs, { prefix: API_DOCS_PATH });
  await app.register(health, { db });
  registerMedia(app, catalogue);
  await app.register(webClient, { distDir: resolve(config.webDistDir) });
  await app.register(notFound);
  return app;
}

function appDeps(app: FastifyInstance, opts: BuildAppOptions, catalogue: CatalogueStore): AppDeps {
  const { config, db } = opts;
  return {
    db,
    config,
    catalogue,
    now: opts.now ?? Date.now,
    throttle: createThrottles(db, opts.loginLimits ?? LOGIN_LIMITS, config.signUpLimitPerHour, config.emailCheckLimitPerHour, config.passwordResetLimitPerHour),
    accessKey: new TextEncoder().encode(config.authSecret),
    transfers: new Set(),
    log: requestAwareLog(app.log),
  };
}
