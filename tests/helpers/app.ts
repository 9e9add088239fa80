// A real app on a real, migrated and seeded SQLite file of its own per test; nothing of ours is mocked.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../../db/client';
import { type BuildAppOptions, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { buildTemplateDb } from './template-db';

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
  dir: string;
  logs: string[];
  close: () => Promise<void>;
};

let ownTemplate: string | undefined;

/**
 * The migrated and seeded template: the one the server project's globalSetup built for this run, or,
 * outside it (another project, a script), one built on first use in this process.
 */
function templateDb(): string {
  const provided = inject('templateDb');
  if (provided && existsSync(provided)) return provided;
  ownTemplate ??= buildTemplateDb();
  return ownTemplate;
}

/** A fresh copy of the template database in a temp dir of its own, opened. */
export function createTestDb(): { db: Db; dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-test-'));
  const file = join(dir, 'test.db');
  copyFileSync(templateDb(), file);
  const db = openDatabase(file);
  return { db, dir, file };
}

export async function buildTestApp(opts: { config?: Partial<Config> } & Partial<Omit<BuildAppOptions, 'db' | 'config'>> = {}): Promise<TestApp> {
  const { db, dir } = createTestDb();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({ ...opts, db, config: testConfig(opts.config), logStream });
  await app.ready();
  return {
    app,
    db,
    dir,
    logs,
    close: async () => {
      await app.close();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
