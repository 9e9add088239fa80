// GET /api/openapi.json through the real app (both dialects): 200 application/json, the document the routes
// generate (server/rest/openapi.ts; its content is checked in server/rest/openapi-document.test.ts), with the
// security headers every other /api answer carries (the common headers of the recorded legacy wire corpus).
import { readFileSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { LEGACY_ROUTES } from '../http/legacy-api';
import { openApiDocument } from './openapi';

/** The headers of every /api answer, from the first line of the recorded corpus (server/rest/legacy-wire-corpus.db.test.ts). */
const COMMON_HEADERS = Object.keys(
  (JSON.parse(readFileSync('server/rest/fixtures/legacy-wire-corpus.jsonl', 'utf8').split('\n')[0]!) as { commonHeaders: Record<string, string> })
    .commonHeaders,
);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

test('GET /api/openapi.json answers 200 application/json without a token: the generated document, with the headers of every /api answer', async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json(;|$)/);
  expect(res.json()).toEqual(openApiDocument(LEGACY_ROUTES));

  // The same security headers as another /api answer of the same app, header by header.
  const other = await t.app.inject({ method: 'GET', url: '/api/bodyParts/all' });
  expect(other.statusCode).toBe(200);
  expect(COMMON_HEADERS).toEqual(
    expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'x-frame-options', 'referrer-policy']),
  );
  for (const name of COMMON_HEADERS) {
    expect(other.headers[name], `${name} on /api/bodyParts/all`).toBeDefined();
    expect(res.headers[name], name).toBe(other.headers[name]);
  }
});
