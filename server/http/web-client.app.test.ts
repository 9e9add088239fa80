// The host serves the built web client: client routes get index.html (SPA fallback) whatever the client
// accepts, hashed assets are cached for a year, the service worker is revalidated on every visit, and API,
// media and missing files stay JSON 404s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

const INDEX = '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>';
const SW = 'self.addEventListener("fetch", () => {})';
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fitforme-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), SW);
  t = await buildTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept?: string) => t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

test.each([
  ['/', undefined],
  ['/', '*/*'],
  ['/mypage', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
  ['/workoutdetail/12', '*/*'],
  ['/recommend/result?id=3', 'text/html'],
  ['/no/such/page', 'text/html'],
])('GET %s (accept %s) is the client page, never cached stale', async (url, accept) => {
  const res = await get(url, accept);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(INDEX);
});

test('hashed assets are served with a one-year immutable cache', async () => {
  const res = await get('/assets/app-1a2b3c.js', '*/*');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.body).toBe('console.log(1)');
});

test.each([
  ['/assets/missing.js', '*/*', 404],
  ['/favicon.ico', 'text/html', 404],
  // The legacy API answers an unknown path without a token as unauthenticated (see the security tests).
  ['/api/no-such-path', 'text/html', 401],
  ['/trpc/no.such.procedure', 'text/html', 404],
  ['/media/exercises/no-such.svg', 'text/html', 404],
  ['/mypage', 'application/json', 404],
])('GET %s (accept %s) is a %i, not the page', async (url, accept, status) => {
  const res = await get(url, accept);
  expect(res.statusCode).toBe(status);
  expect(res.body).not.toContain('<div id="root">');
});

test('a POST to a client route is a 404, not the page', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/mypage', headers: { accept: 'text/html' }, payload: {} });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'Not Found', message: '존재하지 않는 페이지입니다' });
});

test('the service worker is JavaScript revalidated on every visit, and the pages allow it as a worker (docs/decisions/016)', async () => {
  const sw = await get('/sw.js', '*/*');
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(sw.headers['cache-control']).toBe('no-cache');
  expect(sw.body).toBe(SW);
  // Its scope is the directory it is served from, the site's root: no Service-Worker-Allowed needed.
  expect(sw.headers['service-worker-allowed']).toBeUndefined();
  const page = await get('/mypage', 'text/html');
  // Workers follow worker-src, else script-src: the policy allows our own origin only.
  const csp = String(page.headers['content-security-policy']);
  const sources = (name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1]?.trim();
  expect(sources('worker-src') ?? sources('script-src')).toBe("'self'");
});
