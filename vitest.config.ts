import { defineConfig } from 'vitest/config';

// Four projects:
// - unit: pure modules (no database, no app, no server): tests/unit, tests/web and the module tests beside
//   their code in server/ and seed/. A test that opens a database or builds the app belongs in `server`
//   (under tests/, or beside a service as `*.service.test.ts`).
// - server: services and HTTP through app.inject on real SQLite files, each a copy of one template database
//   migrated and seeded once per run (tests/setup/template-db.ts).
// - server-pg: the same files on PostgreSQL (one embedded PostgreSQL 18 per run, a database per test made
//   from a migrated and seeded template: tests/setup/postgres.ts), except the tests of SQLite itself and the
//   tooling tests (they check the repository's tools, run once), plus tests/pg: several app processes on one
//   database, and the database restarting under traffic.
// - e2e: the real server on a temp SQLite file, Debian's Chromium via playwright-core.
const SERVICE = ['server/**/*.service.test.ts'];
const SERVER = ['tests/**/*.test.ts', ...SERVICE];
// Tests of SQLite itself (its file, its pragmas, its faults, the template file); everything else in the
// server project runs on both dialects.
// The search property test compares the in-memory engine with a scan and syncs a 20,000-exercise catalogue
// (minutes of single-row statements over the wire on PostgreSQL); the engine is the same on both.
const SQLITE_ONLY = [
  'tests/http/template-db.test.ts',
  'tests/security/storage-faults.test.ts',
  'tests/http/search-property.test.ts',
  'tests/http/catalogue-sync-sqlite-history.test.ts',
  // The HTTP host's handles and sockets, on a server process of its own with a SQLite file: nothing of the
  // database's dialect is involved.
  'tests/security/host-resources.test.ts',
];
// The repository's own tools (import rules, the test gate, a checkout in a private folder): not a dialect's.
const TOOLING = ['tests/tooling/**'];
const UNIT = ['tests/unit/**/*.test.ts', 'tests/web/**/*.test.ts', 'server/**/*.test.ts', 'seed/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['junit', { outputFile: 'test-results/junit.xml' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...SERVICE, 'node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['tests/setup/fast-check-seed.ts'],
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'server',
          include: SERVER,
          exclude: [...UNIT, 'tests/e2e/**', 'tests/pg/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          globalSetup: ['tests/setup/template-db.ts'],
          setupFiles: ['tests/setup/fast-check-seed.ts', 'tests/setup/openapi-answers.ts'],
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'server-pg',
          include: SERVER,
          exclude: [...UNIT, ...SQLITE_ONLY, ...TOOLING, 'tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          globalSetup: ['tests/setup/postgres.ts'],
          // Sets DATABASE_URL to this run's PostgreSQL before a test file imports anything (tests/setup/pg-dialect.ts).
          setupFiles: ['tests/setup/pg-dialect.ts', 'tests/setup/fast-check-seed.ts', 'tests/setup/openapi-answers.ts'],
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a user would see; 1 s (vitest's default) is a timing window on a busy machine.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
