// One real server (fresh SQLite file) and one Chromium per spec file, started before and stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

export type E2eEnv = { server: TestServer; browser: Browser };

export function e2eSuite(opts: Parameters<typeof startServer>[0] = {}): E2eEnv {
  const env = {} as E2eEnv;
  beforeAll(async () => {
    env.server = await startServer(opts);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
