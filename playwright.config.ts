// The browser tests (tests/e2e/<feature>/*.spec.ts): @playwright/test driving Debian's Chromium (no browser
// download), the compiled server started once per worker (tests/e2e/fixtures.ts). Two workers for two cores.
// A failed test runs once more, recording a trace, and fails the run even when that second run passes: a flaky
// test is fixed, not retried. Recording a trace of every run took a third of the browser tests' CPU.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { DESKTOP } from './tests/e2e/helpers/browser';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  // Ceilings, not paces: waits end as soon as the page shows what they wait for, on two saturated cores.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  // Its own folder: Playwright empties it first, and test-results/ also holds vitest's report.
  outputDir: 'test-results/e2e',
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/e2e-junit.xml', includeRetries: true }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    locale: 'ko-KR',
    viewport: DESKTOP,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
    // Its install downloads every route and picture (237 files) in each fresh context: tests/e2e/offline and
    // the files that go offline allow it.
    serviceWorkers: 'block',
  },
});
