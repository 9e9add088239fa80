// The home route's first-load budget: at most 150 KB of JS and 30 KB of CSS, gzipped, measured
// in Chromium against the real server and the real build. Fails the suite when a change goes over it.
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { HOME_BUDGET, measureFirstLoad } from '../../bench/web-budget';
import { e2eSuite } from './helpers/suite';

const env = e2eSuite();
const DIST = resolve(import.meta.dirname, '../../web/dist');

test('the home route loads at most 150 KB of JS and 30 KB of CSS (gzip) on a first visit', async () => {
  const home = await measureFirstLoad(env.browser, env.server.baseUrl, '/', DIST, '어떤 운동이 궁금하세요?');
  const list = home.assets.map((a) => `${a.path} ${(a.gzip / 1024).toFixed(1)} KB`).join('\n');
  expect(home.js.files).toBeGreaterThan(0);
  expect(home.css.files).toBeGreaterThan(0);
  expect(home.js.gzip, `home JS over budget:\n${list}`).toBeLessThanOrEqual(HOME_BUDGET.jsGzipBytes);
  expect(home.css.gzip, `home CSS over budget:\n${list}`).toBeLessThanOrEqual(HOME_BUDGET.cssGzipBytes);
});

test('the real build is served precompressed: brotli for a JS asset, gzip for a gzip-only client', async () => {
  const html = await (await fetch(`${env.server.baseUrl}/`)).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  // fetch() decompresses for us; a raw request shows what travelled.
  const { request } = await import('node:http');
  const encodingOf = (acceptEncoding: string) =>
    new Promise<string | undefined>((ok, fail) => {
      request(env.server.baseUrl + script, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        res.resume();
        ok(res.headers['content-encoding']);
      })
        .on('error', fail)
        .end();
    });
  expect(await encodingOf('gzip, deflate, br')).toBe('br');
  expect(await encodingOf('gzip')).toBe('gzip');
});
