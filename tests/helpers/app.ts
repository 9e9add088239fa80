// A real app on a real, migrated and seeded database of its own per test (a SQLite file, or a PostgreSQL
// database in the PostgreSQL project: tests/helpers/test-db.ts); nothing of ours is mocked.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type BuildAppOptions, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { CatalogueStore } from '../../server/features/catalogue/catalogue.store';
import { checkAnswer } from './openapi-answers';
import { createTestDb } from './test-db';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    // The production defaults (connection limits and the rest), then what tests need instead.
    ...loadConfig({ DATABASE_PATH: ':memory:', AUTH_SECRET: TEST_SECRET, NODE_ENV: 'test', ARGON2_PROFILE: 'fast' }),
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databasePath: ':memory:',
    authSecret: TEST_SECRET,
    accessTokenTtlSeconds: 600,
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    logLevel: 'info',
    argon2Profile: 'fast',
    webDistDir: '/nonexistent-web-dist',
    // Tests sign up many members from one address; the throttle's own tests set a small limit.
    signUpLimitPerHour: 100_000,
    emailCheckLimitPerHour: 100_000,
    publicUrl: null,
    trustProxy: false,
    ...overrides,
  };
}

/** A clock tests move by hand, so expiry and throttling are exact. */
export function fakeClock(start = Date.UTC(2026, 10, 21, 3, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** The app's catalogue store (a test that syncs the catalogue reloads it through this). */
  catalogue: CatalogueStore;
  /** The SQLite file or the PostgreSQL URL of `db`. */
  target: string;
  logs: string[];
  close: () => Promise<void>;
};

export { createTestDb } from './test-db';

export async function buildTestApp(
  opts: { config?: Partial<Config>; busyTimeoutMs?: number } & Partial<Omit<BuildAppOptions, 'db' | 'config'>> = {},
): Promise<TestApp> {
  const { busyTimeoutMs, config, ...rest } = opts;
  const { db, catalogue, target, dispose } = await createTestDb({ busyTimeoutMs });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({ ...rest, db, catalogue, config: testConfig(config), logStream, onAnswer: checkAnswer });
  await app.ready();
  return {
    app,
    db,
    catalogue,
    target,
    logs,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
