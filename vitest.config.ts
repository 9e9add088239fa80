import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests live beside the code they check; the file's suffix says what it needs (docs/decisions/036-layout-and-tests.md):
// - `*.test.ts`: pure modules, no database or app (project `unit`).
// - `*.db.test.ts`: the app or a service on a real database: run on SQLite (`server`) and on PostgreSQL
//   (`server-pg`: one embedded PostgreSQL 18 per run, a database per test made from a migrated, seeded template).
// - `*.app.test.ts`: the app on SQLite only: the HTTP host, the transports, SQLite itself; nothing of the
//   database's dialect is involved.
// - tests/tooling: the repository's own tools, once. tests/pg: several app processes on one PostgreSQL.
// The browser tests (tests/e2e/**/*.spec.ts) run on @playwright/test: playwright.config.ts.
const DB = ['**/*.db.test.ts'];
const APP = ['**/*.app.test.ts'];
const IGNORED = ['node_modules/**', 'web/dist/**', 'dist/**'];

export default defineConfig({
  test: {
    // One file per core: vitest's default leaves a core idle (cores − 1), half of a 2-core CI machine.
    maxWorkers: availableParallelism(),
    reporters: process.env.CI ? ['default', ['junit', { outputFile: 'test-results/junit.xml' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [...DB, ...APP, 'tests/tooling/**', 'tests/pg/**', ...IGNORED],
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['tests/setup/fast-check-seed.ts'],
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'server',
          include: [...DB, ...APP, 'tests/tooling/**/*.test.ts'],
          exclude: IGNORED,
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
          include: [...DB, 'tests/pg/**/*.test.ts'],
          exclude: IGNORED,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          globalSetup: ['tests/setup/postgres.ts'],
          // Sets DATABASE_URL to this run's PostgreSQL before a test file imports anything (tests/setup/pg-dialect.ts).
          setupFiles: ['tests/setup/pg-dialect.ts', 'tests/setup/fast-check-seed.ts', 'tests/setup/openapi-answers.ts'],
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
