// Every error on every path answers in the app's own format, also the ones Fastify raises
// before our code runs (body too large, no parser for the content type, JSON that does not parse, a
// broken %-escape, an unknown path). /trpc answers the tRPC error shape the web client reads, /api the
// legacy envelope, every other path `{ error, message }`; the message is Korean and no Fastify code
// (FST_…) or parser text ever reaches the client.
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../tests/helpers/app';
import { memberInput } from '../../tests/helpers/calls';
import { HANGUL, leakIn } from '../../tests/helpers/security';
import { readApiError } from '../../web/lib/errors';
import type { AppRouter } from '../trpc/router';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const BIG = JSON.stringify({ ...memberInput(), pad: 'x'.repeat(100 * 1024) });

type Answer = { status: number; body: string; json: () => any; headers: Record<string, unknown> };

async function send(method: 'GET' | 'POST', url: string, contentType?: string, payload?: string): Promise<Answer> {
  const res = await t.app.inject({ method, url, headers: contentType ? { 'content-type': contentType } : {}, ...(payload !== undefined ? { payload } : {}) });
  return { status: res.statusCode, body: res.body, json: () => JSON.parse(res.body), headers: res.headers };
}

/** Nothing of Fastify's or the parser's own wording, no internals. */
function expectNothingRaw(label: string, res: Answer): void {
  expect(res.body, label).not.toMatch(/FST_|statusCode|Unexpected token|JSON at position|SyntaxError|Request body is too large|Unsupported Media Type"/);
  expect(leakIn(res.body), label).toBeNull();
  expect(String(res.headers['content-type']), label).toMatch(/^application\/json/);
  expect(String(res.headers['cache-control']), label).toMatch(/no-store/);
}

/** The tRPC error shape, as tRPC itself answers (see init.ts's errorFormatter). */
function expectTrpcError(label: string, res: Answer, status: number, trpcCode: string, appCode: string): void {
  expect(res.status, `${label} → ${res.body.slice(0, 200)}`).toBe(status);
  expectNothingRaw(label, res);
  expect(res.json(), label).toEqual({
    error: {
      message: expect.stringMatching(HANGUL),
      code: expect.any(Number),
      data: expect.objectContaining({ code: trpcCode, httpStatus: status, appCode }),
    },
  });
}

function expectLegacyError(label: string, res: Answer, status: number, legacyStatus: string): void {
  expect(res.status, `${label} → ${res.body.slice(0, 200)}`).toBe(status);
  expectNothingRaw(label, res);
  expect(res.json(), label).toEqual({ status: legacyStatus, statusMessage: expect.stringMatching(HANGUL) });
}

function expectPlainError(label: string, res: Answer, status: number, error: string): void {
  expect(res.status, `${label} → ${res.body.slice(0, 200)}`).toBe(status);
  expectNothingRaw(label, res);
  expect(res.json(), label).toEqual({ error, message: expect.stringMatching(HANGUL) });
}

test('a body over the limit on /trpc answers 413 in the tRPC error shape, single and batched', async () => {
  for (const url of ['/trpc/user.signUp', '/trpc/user.signUp,auth.login?batch=1', '/trpc/no.such.procedure', '/trpc']) {
    expectTrpcError(url, await send('POST', url, 'application/json', BIG), 413, 'PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE');
  }
  const shape = (await send('POST', '/trpc/user.signUp', 'application/json', BIG)).json();
  expect(shape.error.code).toBe(-32013); // tRPC's JSON-RPC number for PAYLOAD_TOO_LARGE
  expect(shape.error.message).toBe('요청이 너무 커요');
});

test('a body over the limit on /api answers the legacy PAYLOAD_TOO_LARGE envelope', async () => {
  for (const url of ['/api/user/auth', '/api/auth/login', '/api/no/such/path']) {
    expectLegacyError(url, await send('POST', url, 'application/json', BIG), 413, 'PAYLOAD_TOO_LARGE');
  }
});

test('a body over the limit anywhere else answers { error, message } in Korean', async () => {
  for (const url of ['/no/such/path', '/mypage', '/media/exercises/bench_press.svg', '/healthz']) {
    expectPlainError(url, await send('POST', url, 'application/json', BIG), 413, 'Payload Too Large');
  }
});

test('JSON that does not parse answers 400 in the surface format', async () => {
  for (const body of ['{"loginEmail":', '{loginEmail:"a@b.kr"}', '{"a":1}}']) {
    expectTrpcError(`trpc ${body}`, await send('POST', '/trpc/auth.login', 'application/json', body), 400, 'BAD_REQUEST', 'VALIDATION');
    expectLegacyError(`api ${body}`, await send('POST', '/api/auth/login', 'application/json', body), 400, 'BAD_REQUEST');
    expectPlainError(`other ${body}`, await send('POST', '/no/such/path', 'application/json', body), 400, 'Bad Request');
  }
  // An empty JSON body and a prototype-poisoning one are refused by the parser too.
  expectPlainError('empty', await send('POST', '/no/such/path', 'application/json', ''), 400, 'Bad Request');
  expectPlainError('__proto__', await send('POST', '/no/such/path', 'application/json', '{"__proto__":{"x":1}}'), 400, 'Bad Request');
});

test('a content type we do not read answers 415 in the tRPC error shape on /trpc and the envelope on /api', async () => {
  for (const [type, body] of [
    ['application/x-www-form-urlencoded', 'loginEmail=a%40b.kr&password=abcd1234'],
    ['application/xml', '<login/>'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['text/plain', '{}'],
  ] as const) {
    expectTrpcError(`trpc ${type}`, await send('POST', '/trpc/auth.login', type, body), 415, 'UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE');
    if (!type.startsWith('multipart')) {
      expectLegacyError(`api ${type}`, await send('POST', '/api/auth/login', type, body), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  }
});

test('a broken %-escape in the path answers 400 in the surface format, without echoing the path', async () => {
  const trpc = await send('GET', '/trpc/user.me%E0%A4%A');
  expectTrpcError('trpc', trpc, 400, 'BAD_REQUEST', 'VALIDATION');
  const api = await send('GET', '/api/user/%E0%A4%A');
  expectLegacyError('api', api, 400, 'BAD_REQUEST');
  const other = await send('GET', '/somewhere/%E0%A4%A');
  expectPlainError('other', other, 400, 'Bad Request');
  for (const res of [trpc, api, other]) expect(res.body).not.toContain('%E0');
});

test('an unknown path under /trpc answers 404 in the tRPC error shape; elsewhere { error, message }', async () => {
  for (const url of ['/trpc', '/trpc/', '/trpc/a/b', '/trpc/no.such.procedure']) {
    expectTrpcError(url, await send('GET', url), 404, 'NOT_FOUND', 'NOT_FOUND');
  }
  expectPlainError('/nope', await send('GET', '/nope.json'), 404, 'Not Found');
  expectPlainError('POST /nope', await send('POST', '/nope', 'application/json', '{}'), 404, 'Not Found');
});

test('the web client reads a refused /trpc request as an answered error with our code and Korean message', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}/trpc`;
  const huge = { ...memberInput(), sex: 0 as const, userName: 'x'.repeat(100 * 1024) };
  for (const link of [httpBatchLink({ url }), httpLink({ url })]) {
    const client = createTRPCClient<AppRouter>({ links: [link] });
    const error = await client.user.signUp.mutate(huge).then(
      () => null,
      (e: unknown) => e,
    );
    expect(readApiError(error)).toMatchObject({ responded: true, appCode: 'PAYLOAD_TOO_LARGE', httpStatus: 413, message: '요청이 너무 커요' });
  }
});
