// The home route's first-load budget: at most 150 KB of JS and 30 KB of CSS, gzipped, measured
// in Chromium against the real server and the real build. Fails the suite when a change goes over it.
import { request } from 'node:http';
import { resolve } from 'node:path';
import { HOME_BUDGET, measureFirstLoad } from '../../../bench/web-budget';
import { expect, test } from '../fixtures';

const DIST = resolve(import.meta.dirname, '../../../web/dist');

test('the home route loads at most 150 KB of JS and 30 KB of CSS (gzip) on a first visit', async ({ browser, baseURL }) => {
  const home = await measureFirstLoad(browser, baseURL!, '/', DIST, '어떤 운동이 궁금하세요?');
  const list = home.assets.map((a) => `${a.path} ${(a.gzip / 1024).toFixed(1)} KB`).join('\n');
  expect(home.js.files).toBeGreaterThan(0);
  expect(home.css.files).toBeGreaterThan(0);
  expect(home.js.gzip, `home JS over budget:\n${list}`).toBeLessThanOrEqual(HOME_BUDGET.jsGzipBytes);
  expect(home.css.gzip, `home CSS over budget:\n${list}`).toBeLessThanOrEqual(HOME_BUDGET.cssGzipBytes);
});

test('the real build is served precompressed: brotli for a JS asset, gzip for a gzip-only client', async ({ baseURL }) => {
  const html = await (await fetch(`${baseURL}/`)).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  // fetch() decompresses for us; a raw request shows what travelled.
  const encodingOf = (acceptEncoding: string) =>
    new Promise<string | undefined>((ok, fail) => {
      request(baseURL + script!, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        res.resume();
        ok(res.headers['content-encoding']);
      })
        .on('error', fail)
        .end();
    });
  expect(await encodingOf('gzip, deflate, br')).toBe('br');
  expect(await encodingOf('gzip')).toBe('gzip');
});
