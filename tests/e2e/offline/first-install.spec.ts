// The first visit's service worker ends up controlling the open page (docs/decisions/016-offline-app-shell.md),
// also when the network trips it up: a precache download that fails once, or a navigation under way while
// the worker activates. Between Chromium and the server sits a small proxy that holds or refuses the
// requests a test names, so each race is made to happen rather than waited for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '../fixtures';
import { controlledByServiceWorker, MOBILE } from '../helpers/browser';
import { markDocument, sameDocument } from '../helpers/same-document';

type Rule = { match: (req: http.IncomingMessage) => boolean; act: (forward: () => void, res: http.ServerResponse) => void };
/** The proxy in front of the server: its address, and a rule to act on the next request it matches (once). */
type HoldingProxy = { baseUrl: string; once: (rule: Rule) => void };

const test = base.extend<{ holdingProxy: HoldingProxy }>({
  holdingProxy: async ({ server }, use) => {
    let rules: Rule[] = [];
    const target = new URL(server.baseUrl);
    const proxy = http.createServer((req, res) => {
      const forward = () => {
        const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      };
      const rule = rules.find((r) => r.match(req));
      if (!rule) return forward();
      rules = rules.filter((r) => r !== rule);
      rule.act(forward, res);
    });
    await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
    await use({ baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, once: (rule) => rules.push(rule) });
    proxy.closeAllConnections();
    proxy.close();
  },
});

test.use({ viewport: MOBILE, serviceWorkers: 'allow' });

/** The worker's own download of a precached file (not the page's <link rel=manifest>). */
const precacheOf = (path: string) => (req: http.IncomingMessage) =>
  req.url === path && req.headers['sec-fetch-mode'] === 'cors' && req.headers['sec-fetch-dest'] === 'empty';
const navigationTo = (path: string) => (req: http.IncomingMessage) => req.url === path && req.headers['sec-fetch-mode'] === 'navigate';

test('a precache download that fails once: the install is tried again and the worker controls the page, with no reload', async ({
  holdingProxy: proxy,
  newPage,
}) => {
  let refused = false;
  proxy.once({
    match: precacheOf('/manifest.webmanifest'),
    act: (_forward, res) => {
      refused = true;
      res.writeHead(503).end();
    },
  });
  const page = await newPage({ baseURL: proxy.baseUrl });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await markDocument(page);
  await controlledByServiceWorker(page);
  expect(refused).toBe(true);
  expect(await sameDocument(page)).toBe(true);
});

test('the first worker activating while a navigation is under way still controls the page that navigation opens', async ({ holdingProxy: proxy, newPage }) => {
  let releasePrecache = () => {};
  const precacheHeld = new Promise<void>((held) =>
    proxy.once({
      match: precacheOf('/manifest.webmanifest'),
      act: (forward) => {
        releasePrecache = forward;
        held();
      },
    }),
  );
  const page = await newPage({ baseURL: proxy.baseUrl });
  const worker = page.context().waitForEvent('serviceworker');
  await page.goto('/login');
  await precacheHeld;

  let releaseNavigation = () => {};
  const navigationHeld = new Promise<void>((held) =>
    proxy.once({
      match: navigationTo('/mypage'),
      act: (forward) => {
        releaseNavigation = forward;
        held();
      },
    }),
  );
  const navigation = page.goto('/mypage');
  await navigationHeld;
  // The install completes and the worker activates (claiming the pages open now) while /mypage is on its way.
  releasePrecache();
  const sw = await worker;
  await expect
    .poll(() => sw.evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.active?.state), { timeout: 60_000 })
    .toBe('activated');
  releaseNavigation();
  await navigation;
  await markDocument(page);
  await controlledByServiceWorker(page);
  expect(await sameDocument(page)).toBe(true);
});
