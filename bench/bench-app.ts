// A real app listening on loopback over a fresh, seeded SQLite file, for the benchmarks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrateDatabase, openDatabase } from '../db/client';
import { CATALOGUE, type CatalogueData, seedCatalogueIfEmpty } from '../seed/seed';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export type BenchApp = { app: FastifyInstance; port: number; close: () => Promise<void> };

export async function startBenchApp(data: CatalogueData = CATALOGUE): Promise<BenchApp> {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-bench-'));
  const db = openDatabase(join(dir, 'bench.db'));
  migrateDatabase(db);
  seedCatalogueIfEmpty(db, data);
  const config = { ...loadConfig({ DATABASE_PATH: join(dir, 'bench.db'), LOG_LEVEL: 'warn' }), webDistDir: '/nonexistent' };
  const app = await buildApp({ db, config });
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as { port: number }).port,
    close: async () => {
      await app.close();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
