// A real app listening on loopback over a fresh, seeded SQLite file (or the PostgreSQL database of
// DATABASE_URL), for the benchmarks, plus what only
// the benchmarks need (never reachable in production): a bare Fastify route, the same work as a bare
// route (the service called straight from a Fastify handler), and the tRPC ceiling (a trivial procedure
// on the same Fastify tRPC adapter, with no context, middleware or error formatting of ours).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { type Db, migrateDatabase, openDatabase } from '../db/client';
import { buildApp } from '../server/app';
import { type Config, loadConfig } from '../server/config';
import type { AppDeps } from '../server/context';
import { authenticate } from '../server/features/auth/auth.service';
import { createThrottles, LOGIN_LIMITS } from '../server/features/auth/throttle';
import { searchExercises } from '../server/features/catalogue/catalogue.service';
import { SearchInputSchema } from '../server/features/catalogue/catalogue.shared';
import { CatalogueStore } from '../server/features/catalogue/catalogue.store';
import { CATALOGUE, type CatalogueData, seedCatalogueIfEmpty } from '../server/features/catalogue/sync/seed';
import { createRecommendation } from '../server/features/recommendation/recommendation.service';
import { CreateRecommendationSchema } from '../server/features/recommendation/recommendation.shared';

export type BenchApp = {
  app: FastifyInstance;
  port: number;
  /** The app's database, for benchmarks that set up data directly (bench/training.bench.ts). */
  db: Db;
  close: () => Promise<void>;
};

/** What the trivial procedure answers: 12 small objects, the size of a page of search results' ids. */
const TWELVE = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `운동 ${i + 1}`, ok: true }));

const bench = initTRPC.create();
const ceilingRouter = bench.router({
  trivial: bench.procedure.query(() => TWELVE),
  // The same, reading and validating search's input first: what tRPC itself costs a procedure with an input.
  withSearchInput: bench.procedure.input(SearchInputSchema).query(() => TWELVE),
});

export async function startBenchApp(data: CatalogueData = CATALOGUE, settings: Partial<Config> = {}): Promise<BenchApp> {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-bench-'));
  // DATABASE_URL (bench/dialects.bench.ts runs this process on PostgreSQL), else a fresh SQLite file.
  const db = openDatabase(process.env.DATABASE_URL ?? join(dir, 'bench.db'));
  await migrateDatabase(db);
  await seedCatalogueIfEmpty(db, data);
  const config = { ...loadConfig({ DATABASE_PATH: join(dir, 'bench.db'), LOG_LEVEL: 'warn' }), webDistDir: '/nonexistent', ...settings };
  const catalogue = new CatalogueStore(db);
  const app = await buildApp({ db, catalogue, config });
  const deps: AppDeps = {
    db,
    config,
    catalogue,
    now: Date.now,
    throttle: createThrottles(db, LOGIN_LIMITS, config.signUpLimitPerHour, config.emailCheckLimitPerHour),
    accessKey: new TextEncoder().encode(config.authSecret),
    transfers: new Set(),
    log: app.log,
  };
  app.get('/bench/bare', async () => ({ ok: true }));
  // The same work as tRPC catalogue.search / recommendation.create (the contract's parse, then the service), without tRPC.
  app.get('/bench/search', async (req) =>
    searchExercises(deps, SearchInputSchema.parse({ keyword: (req.query as { keyword: string }).keyword, bodyPartId: 0, page: 1 })),
  );
  app.post('/bench/recommendation', async (req) => {
    const user = await authenticate(deps, req.headers.authorization);
    return createRecommendation({ ...deps, user, ip: req.ip }, CreateRecommendationSchema.parse(req.body));
  });
  await app.register(fastifyTRPCPlugin, { prefix: '/bench-trpc', trpcOptions: { router: ceilingRouter } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as { port: number }).port,
    db,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
