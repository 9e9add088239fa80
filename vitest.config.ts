import { defineConfig } from 'vitest/config';

// Two projects: fast server tests (services + HTTP through app.inject on real SQLite files),
// and browser e2e tests (real server on a temp SQLite file, Debian's Chromium via playwright-core).
export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['junit', { outputFile: 'test-results/junit.xml' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'seed/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          setupFiles: ['tests/setup/fast-check-seed.ts'],
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
          fileParallelism: false,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
