// The browser tests' fixtures. Per worker: one compiled server (`node dist/server/main.mjs`, built by the global
// setup) on a fresh SQLite file, which every test of the worker shares, so tests make their own members and
// change nothing another test reads. A file whose server needs settings of its own (a short token life, a mail
// server, its own files) sets `serverOptions` with test.use: Playwright then gives it a worker and a server of
// its own. Per test: a fresh context and page (Korean, the viewport test.use sets), members made through the API.
import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';
import { SERVER_BUNDLE } from '../../scripts/build-server';
import { loginViaUi, type Member, newMember, signUpViaApi } from './helpers/members';
import { startServer, type TestServer } from './helpers/server';

/**
 * The server's settings. `own` names a server no other file shares, for a test that changes what every test
 * reads (stops the server, say).
 */
type ServerOptions = { accessTokenTtlSeconds?: number; env?: Record<string, string>; own?: string };

type PageOptions = Pick<BrowserContextOptions, 'viewport' | 'colorScheme' | 'reducedMotion' | 'baseURL' | 'serviceWorkers' | 'javaScriptEnabled'>;

type TestFixtures = {
  /** A member signed up through the API (not logged in). */
  member: Member;
  /** The test's page, logged in as `member` through the login form. */
  memberPage: Page;
  /** Another fresh context (another device) and its page; the test's defaults unless given. */
  newPage: (options?: PageOptions) => Promise<Page>;
  /** Another member, signed up through the API and logged in on a page of their own. */
  newMemberPage: (options?: PageOptions) => Promise<{ page: Page; member: Member }>;
};
type WorkerFixtures = { serverOptions: ServerOptions; server: TestServer };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverOptions: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverOptions }, use) => {
      const { own: _, ...options } = serverOptions;
      const server = await startServer({ ...options, compiled: SERVER_BUNDLE });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  member: async ({ baseURL }, use) => {
    const member = newMember();
    await signUpViaApi(baseURL!, member);
    await use(member);
  },
  memberPage: async ({ page, member }, use) => {
    await loginViaUi(page, member.loginEmail, member.password);
    await use(page);
  },
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    // The runner gives every context the test's own options (baseURL, locale, viewport) where these leave them.
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  newMemberPage: async ({ baseURL, newPage }, use) => {
    await use(async (options) => {
      const member = newMember();
      await signUpViaApi(baseURL!, member);
      const page = await newPage(options);
      await loginViaUi(page, member.loginEmail, member.password);
      return { page, member };
    });
  },
});

export { expect } from '@playwright/test';
