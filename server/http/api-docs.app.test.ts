// The reference page at /api/docs (server/http/api-docs.ts): a Korean page, Swagger UI's files from the installed
// swagger-ui-dist package and our own start script, one address, public cache headers only where nothing of a member
// is in the answer, a 404 for anything else under /api/docs, and nothing of it in the web client.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The addresses of the page's scripts and stylesheets, in order. */
const assetsOf = (html: string) => ({
  scripts: [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => /src="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? 'inline'),
  styles: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
});

const SWAGGER_DIR = (createRequire(import.meta.url)('swagger-ui-dist/absolute-path.js') as () => string)();

describe('the page', () => {
  test('/api/docs is a Korean page with our heading, the link to the document and Swagger UI, for anyone', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="ko">/);
    expect(res.body).toContain('<title>핏포미 API 문서</title>');
    expect(res.body).toContain('<h1>핏포미 API 문서</h1>');
    expect(res.body).toMatch(/<a href="\/api\/openapi\.json"[^>]*>OpenAPI 문서 \(JSON\) 내려받기<\/a>/);
    expect(res.body).toContain('<main id="swagger-ui"></main>');
    // Public: revalidated on every visit (a deploy's new asset names are seen at once), never `no-store`.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    // A token, even a bad one, changes nothing: the page reads no credential.
    const withToken = await get('/api/docs', { authorization: 'Bearer not-a-token' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toBe(res.body);
  });

  test('the app-wide CSP holds on the page: scripts from our origin only, no inline script, no eval, nothing from elsewhere', async () => {
    const res = await get('/api/docs');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBe((await get('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    const { scripts, styles } = assetsOf(res.body);
    expect(scripts).toHaveLength(2);
    expect(styles).toHaveLength(2);
    for (const url of [...scripts, ...styles]) expect(url).toMatch(/^\/api\/docs\/[a-z-]+\.[0-9a-f]{12}\.(js|css)$/);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  test('/api/docs/ is sent to /api/docs (one address), with its query', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/api/docs');
    expect((await get('/api/docs/?x=1')).headers.location).toBe('/api/docs?x=1');
  });
});

describe('its files', () => {
  test("Swagger UI's bundle and stylesheet are the installed package's own files, cached as immutable", async () => {
    const { scripts, styles } = assetsOf((await get('/api/docs')).body);
    const bundle = await get(scripts[0] ?? '');
    expect(scripts[0]).toMatch(/\/swagger-ui-bundle\./);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.rawPayload.equals(readFileSync(join(SWAGGER_DIR, 'swagger-ui-bundle.js')))).toBe(true);
    const css = await get(styles[0] ?? '');
    expect(styles[0]).toMatch(/\/swagger-ui\./);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.rawPayload.equals(readFileSync(join(SWAGGER_DIR, 'swagger-ui.css')))).toBe(true);
    // Large text goes compressed, like every dynamic answer (compression.ts).
    expect((await get(scripts[0] ?? '', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  test('our start script loads /api/openapi.json with no validator badge, and our stylesheet loads', async () => {
    const { scripts, styles } = assetsOf((await get('/api/docs')).body);
    const init = await get(scripts[1] ?? '');
    expect(scripts[1]).toMatch(/\/api-docs\.[0-9a-f]{12}\.js$/);
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(init.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(init.body).toContain("url: '/api/openapi.json'");
    expect(init.body).toContain('validatorUrl: null');
    expect(init.body).not.toMatch(/petstore|https?:\/\//);
    const css = await get(styles[1] ?? '');
    expect(styles[1]).toMatch(/\/api-docs\.[0-9a-f]{12}\.css$/);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.ffm-docs-intro');
    expect(css.body).not.toMatch(/@import|url\((?!["']?data:)/);
  });

  test('anything else under /api/docs is a 404 (never a 5xx, never asked for a token), not cached', async () => {
    const missing = [
      '/api/docs/nonexistent',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-initializer.js',
      '/api/docs/index.html',
      '/api/docs/swagger-ui-bundle.000000000000.js',
      '/api/docs/a/b/c',
    ];
    for (const url of missing) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.json(), url).toEqual({ status: 'NOT_FOUND', statusMessage: '존재하지 않는 페이지입니다' });
    }
    // A dotted path is resolved by the router first: it is no longer under /api/docs, and no file is read.
    expect((await get('/api/docs/%2e%2e/%2e%2e/package.json')).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/api/docs/nonexistent', payload: {} });
    expect(post.statusCode).toBe(404);
    // The page's own address takes no other method.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/docs' })).statusCode).toBe(404);
  });
});

/** Every file under web/ (the web client's sources) but its build output. */
function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' ? [] : webSources(path);
    return [path];
  });
}

test('the web client never imports Swagger UI: no file under web/ names it (its bundles stay as they were)', () => {
  const root = join(import.meta.dirname, '../..');
  const files = webSources(join(root, 'web'));
  expect(files.length).toBeGreaterThan(50);
  const naming = files.filter((file) => /swagger/i.test(readFileSync(file, 'latin1'))).map((file) => relative(root, file));
  expect(naming).toEqual([]);
});
