// Compressed answers: the built client is compressed at build time and served by
// Accept-Encoding (brotli first), API JSON over 1 KB is compressed on the fly, small answers are not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { precompress } from '../../scripts/build-web';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

let t: TestApp;
let dist: string;
const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;

beforeAll(async () => {
  // A built client in miniature, compressed by the same function the real build uses.
  dist = mkdtempSync(join(tmpdir(), 'fitforme-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="ko"><head><title>핏포미</title></head><body>${'<p>핏포미</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  precompress(dist);
  t = await buildTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

test('a JS asset is sent as the build-time brotli file when the client takes br, gzip when it takes only gzip, plain otherwise', async () => {
  const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
  expect(br.rawPayload.length).toBeLessThan(script.length / 5);

  const gz = await get('/assets/app-abc123.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

  const plain = await get('/assets/app-abc123.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

test('the page itself (SPA fallback) comes compressed too', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/searchworkout', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>핏포미</title>');
});

test('a large JSON answer is gzipped on the fly for a gzip client, and br for a br client', async () => {
  const body = JSON.stringify({ searchKeyword: '', bodyPartKoreanName: [] });
  const list = (enc: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/workouts/search/list/-1',
      headers: { 'content-type': 'application/json', 'accept-encoding': enc },
      payload: body,
    });
  const gz = await list('gzip');
  expect(gz.statusCode).toBe(200);
  expect(gz.headers['content-encoding']).toBe('gzip');
  const items = JSON.parse(gunzipSync(gz.rawPayload).toString());
  expect(items.length).toBeGreaterThan(150);
  expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(items).length / 3);

  const br = await list('br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(items);

  const trpc = await t.app.inject({
    method: 'GET',
    url: `/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`,
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(trpc.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(trpc.rawPayload).toString()).result.data.items).toHaveLength(12);
});

test('small answers are not compressed (not worth it), and nothing is compressed for a client that did not ask', async () => {
  const small = await t.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: { 'accept-encoding': 'gzip' } });
  expect(small.statusCode).toBe(403);
  expect(small.body.length).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
  const large = await t.app.inject({ method: 'POST', url: '/api/workouts/search/list/-1', headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect(large.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(large.body).length).toBeGreaterThan(150);
  const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
});
