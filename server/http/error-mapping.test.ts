// The one error-mapping module (server/http/error-mapping.ts, docs/decisions/015-host-plugins.md): what
// each error stands for and how an AppError reads on each wire. The HTTP tests check the same answers
// through the app (server/http/transport-errors.app.test.ts); these pin the mapping itself, every code of
// the table included.
import { getTRPCErrorShape, initTRPC, TRPCError } from '@trpc/server';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { AppError, type AppErrorCode, ERRORS, MALFORMED_REQUEST_MESSAGE } from '../errors';
import { classifyError, formatTrpcError, legacyBodyOf, plainBodyOf, procedureErrorOf, socketErrorOf, trpcBodyOf } from './error-mapping';

const CODES = Object.keys(ERRORS) as AppErrorCode[];
const t = initTRPC.create({ errorFormatter: formatTrpcError });

/** What tRPC itself answers for an error, with our formatter (as the app's tRPC instance does). */
const trpcShape = (error: TRPCError, path?: string) => getTRPCErrorShape({ config: t._config, error, type: 'query', path, input: undefined, ctx: undefined });

test.each(CODES)('%s before tRPC runs reads exactly as tRPC answers it, key order included', (code) => {
  const appError = new AppError(code, code === 'TOO_MANY_REQUESTS' ? { retryAfter: 42 } : {});
  const own = new TRPCError({ code: ERRORS[code].trpc, message: appError.message, cause: appError });
  expect(JSON.stringify(trpcBodyOf(appError))).toBe(JSON.stringify({ error: trpcShape(own) }));
});

test('a status the table does not give (414 for an over-long path) replaces only httpStatus', () => {
  const { error } = trpcBodyOf(new AppError('VALIDATION', { message: MALFORMED_REQUEST_MESSAGE }), 414);
  expect(error).toEqual({ message: MALFORMED_REQUEST_MESSAGE, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 414, appCode: 'VALIDATION' } });
});

test.each([
  ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE', undefined],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'UNSUPPORTED_MEDIA_TYPE', undefined],
  ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'VALIDATION', undefined],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'VALIDATION', undefined],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 'VALIDATION', undefined],
  ['FST_ERR_BAD_URL', 400, 'VALIDATION', undefined],
  ['FST_ERR_MAX_PARAM_LENGTH', 414, 'VALIDATION', 414],
  ['FST_ERR_NOT_FOUND', 404, 'NOT_FOUND', undefined],
])('Fastify error %s (status %i) is %s', (code, statusCode, appCode, status) => {
  const { appError, status: own } = classifyError(Object.assign(new Error('Fastify text'), { code, statusCode }));
  expect([appError.code, own]).toEqual([appCode, status]);
  expect(appError.message).not.toContain('Fastify');
});

test('other errors: by their 4xx status, a database fault by its meaning, anything else internal', () => {
  const byStatus = (statusCode: number) => classifyError(Object.assign(new Error('x'), { statusCode }));
  expect([byStatus(416).appError.code, byStatus(416).appError.message, byStatus(416).status]).toEqual(['VALIDATION', MALFORMED_REQUEST_MESSAGE, 416]);
  expect([byStatus(405).appError.code, byStatus(405).status]).toEqual(['METHOD_NOT_ALLOWED', 405]);
  expect(classifyError(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })).appError.code).toBe('SERVICE_UNAVAILABLE');
  expect(classifyError(Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' })).appError.code).toBe('STORAGE_FULL');
  expect(classifyError(new Error('select * from users')).appError.code).toBe('INTERNAL');
  expect(classifyError(Object.assign(new Error('x'), { statusCode: 500 })).appError.code).toBe('INTERNAL');
  expect(classifyError(undefined).appError.code).toBe('INTERNAL');
  const own = new AppError('ROUTINE_LIMIT');
  expect(classifyError(own)).toEqual({ appError: own });
});

test('the legacy envelope keeps the legacy text unless the error carries its own message', () => {
  expect(legacyBodyOf(new AppError('TOKEN_MISSING'))).toEqual({ status: 'JWT_NOT_FOUND_EXCEPTION', statusMessage: ERRORS.TOKEN_MISSING.legacyMessage });
  expect(legacyBodyOf(new AppError('ROUTINE_NOT_FOUND'))).toEqual({ status: 'ROUTINE_NOT_FOUND_EXCEPTION', statusMessage: '존재하지 않는 운동루틴입니다.' });
  expect(legacyBodyOf(new AppError('VALIDATION', { message: '검색어를 확인해 주세요' }))).toEqual({
    status: 'BAD_REQUEST',
    statusMessage: '검색어를 확인해 주세요',
  });
  expect(plainBodyOf(new AppError('PAYLOAD_TOO_LARGE'), 413)).toEqual({ error: 'Payload Too Large', message: '요청이 너무 커요' });
  expect(plainBodyOf(new AppError('VALIDATION'), 499)).toEqual({ error: 'Error', message: '입력값을 확인해 주세요' });
});

test('a failed procedure ends with the table code of its AppError or database fault; tRPC’s own errors stay', () => {
  const thrown = procedureErrorOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new AppError('REFRESH_TOKEN_EXPIRED') }));
  expect([thrown?.code, (thrown?.cause as AppError | undefined)?.code]).toEqual(['UNAUTHORIZED', 'REFRESH_TOKEN_EXPIRED']);
  const busy = procedureErrorOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' }) }));
  expect([busy?.code, busy?.message]).toEqual(['SERVICE_UNAVAILABLE', ERRORS.SERVICE_UNAVAILABLE.message]);
  const bug = procedureErrorOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('select secret from users') }));
  expect([bug?.code, bug?.message]).toEqual(['INTERNAL_SERVER_ERROR', ERRORS.INTERNAL.message]);
  expect(procedureErrorOf(new TRPCError({ code: 'BAD_REQUEST', message: 'input' }))).toBeNull();
});

test('tRPC’s own failures: input that fails its schema names the fields; the rest by their tRPC code', () => {
  const input = z.object({ weight: z.number({ error: '무게를 숫자로 적어 주세요' }) }).safeParse({ weight: 'x' });
  const invalid = trpcShape(new TRPCError({ code: 'BAD_REQUEST', cause: input.error }), 'training.session.addSet');
  expect(invalid).toMatchObject({
    message: '무게를 숫자로 적어 주세요',
    data: { path: 'training.session.addSet', appCode: 'VALIDATION', fieldErrors: { weight: ['무게를 숫자로 적어 주세요'] } },
  });
  const appCodeOf = (code: TRPCError['code']) => trpcShape(new TRPCError({ code, message: 'tRPC text' })).data.appCode;
  expect(appCodeOf('PARSE_ERROR')).toBe('VALIDATION');
  expect(trpcShape(new TRPCError({ code: 'BAD_REQUEST', message: 'tRPC text' })).message).toBe(MALFORMED_REQUEST_MESSAGE);
  expect(appCodeOf('UNAUTHORIZED')).toBe('TOKEN_MISSING');
  expect(appCodeOf('METHOD_NOT_SUPPORTED')).toBe('METHOD_NOT_ALLOWED');
  expect(appCodeOf('NOT_FOUND')).toBe('NOT_FOUND');
  const other = trpcShape(new TRPCError({ code: 'FORBIDDEN', message: 'tRPC text' }));
  expect([other.data.code, other.data.appCode, other.message]).toEqual(['FORBIDDEN', 'VALIDATION', ERRORS.VALIDATION.message]);
  const internal = trpcShape(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('select secret from users') }));
  expect(JSON.stringify(internal)).not.toMatch(/secret|stack/);
});

test('a connection Node gives up on before any request: 408 for time, 431 for headers, else 400', () => {
  expect(socketErrorOf('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
    status: 408,
    body: JSON.stringify({ error: 'Request Timeout', message: ERRORS.SERVICE_UNAVAILABLE.message }),
  });
  expect(socketErrorOf('HPE_HEADER_OVERFLOW')).toEqual({
    status: 431,
    body: JSON.stringify({ error: 'Request Header Fields Too Large', message: MALFORMED_REQUEST_MESSAGE }),
  });
  expect(socketErrorOf('HPE_INVALID_METHOD').status).toBe(400);
  expect(socketErrorOf(undefined).status).toBe(400);
});
