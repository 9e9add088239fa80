// The one place errors are mapped, for both transports (docs/decisions/015-host-plugins.md); the legacy envelope
// of /api is docs/legacy-api.md §2.3.
import { STATUS_CODES } from 'node:http';
import { type TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { storageFaultOf } from '../../db/faults';
import { fieldErrorsOf, type IssueLike } from '../common/validate';
import { AppError, type AppErrorCode, ERRORS, MALFORMED_REQUEST_MESSAGE } from '../errors';

const malformed = () => new AppError('VALIDATION', { message: MALFORMED_REQUEST_MESSAGE });

/** Not bugs: answer 503 or 507 and keep running (the pool reconnects on its own). */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fault = storageFaultOf(error);
  if (fault === 'busy' || fault === 'unavailable') return new AppError('SERVICE_UNAVAILABLE');
  if (fault === 'full') return new AppError('STORAGE_FULL');
  return new AppError('INTERNAL');
}

const FRAMEWORK_ERRORS: Record<string, { code: AppErrorCode; message?: string; status?: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION', message: MALFORMED_REQUEST_MESSAGE },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION', message: MALFORMED_REQUEST_MESSAGE },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION', message: MALFORMED_REQUEST_MESSAGE },
  FST_ERR_VALIDATION: { code: 'VALIDATION', message: MALFORMED_REQUEST_MESSAGE },
  FST_ERR_BAD_URL: { code: 'VALIDATION', message: MALFORMED_REQUEST_MESSAGE },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION', message: MALFORMED_REQUEST_MESSAGE, status: 414 },
  FST_ERR_NOT_FOUND: { code: 'NOT_FOUND' },
};

function clientErrorByStatus(status: number): AppError {
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 405) return new AppError('METHOD_NOT_ALLOWED');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  return malformed();
}

export function classifyError(error: unknown): { appError: AppError; status?: number } {
  if (error instanceof AppError) return { appError: error };
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' && Object.hasOwn(FRAMEWORK_ERRORS, code) ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return { appError: new AppError(known.code, { message: known.message }), status: known.status };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { appError: clientErrorByStatus(statusCode), status: statusCode };
  return { appError: toAppError(error) };
}

export function socketErrorOf(code: string | undefined): { status: number; body: string } {
  const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 408 ? ERRORS.SERVICE_UNAVAILABLE.message : MALFORMED_REQUEST_MESSAGE;
  return { status, body: JSON.stringify({ error: STATUS_CODES[status], message }) };
}

export function legacyBodyOf(appError: AppError): { status: string; statusMessage: string } {
  const spec = appError.spec;
  const custom = appError.message !== spec.message;
  return { status: spec.legacy, statusMessage: custom ? appError.message : (spec.legacyMessage ?? spec.message) };
}

export function plainBodyOf(appError: AppError, status: number): { error: string; message: string } {
  return { error: STATUS_CODES[status] ?? 'Error', message: appError.message };
}

const toTrpcError = (appError: AppError) => new TRPCError({ code: appError.spec.trpc, message: appError.message, cause: appError });

export function procedureErrorOf(error: TRPCError): TRPCError | null {
  if (error.cause instanceof AppError) return toTrpcError(error.cause);
  return error.code === 'INTERNAL_SERVER_ERROR' ? toTrpcError(toAppError(error.cause)) : null;
}

const TRPC_OWN_ERRORS: Partial<Record<TRPC_ERROR_CODE_KEY, AppErrorCode>> = {
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNAUTHORIZED: 'TOKEN_MISSING',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

function appErrorOfTrpcError(error: TRPCError): AppError {
  if (error.cause instanceof AppError) return error.cause;
  if (error.code === 'INTERNAL_SERVER_ERROR') return toAppError(error.cause);
  // Input parsing fails with a ZodError or a Standard Schema error; both carry `issues`.
  const issues = (error.cause as { issues?: unknown } | undefined)?.issues;
  if (error.code === 'BAD_REQUEST' && Array.isArray(issues)) {
    const first = (issues[0] as IssueLike | undefined)?.message;
    return new AppError('VALIDATION', { message: first, fieldErrors: fieldErrorsOf({ issues: issues as IssueLike[] }) });
  }
  if (error.code === 'PARSE_ERROR' || error.code === 'BAD_REQUEST') return malformed();
  return new AppError(TRPC_OWN_ERRORS[error.code] ?? 'VALIDATION');
}

/** tRPC's errorFormatter: the Korean message and our code; internal errors never carry their message or stack out. */
export function formatTrpcError({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  const appError = appErrorOfTrpcError(error);
  const { code, httpStatus, path } = shape.data;
  return {
    ...shape,
    message: appError.message,
    data: { code, httpStatus, path, appCode: appError.code, fieldErrors: appError.fieldErrors, retryAfter: appError.retryAfter },
  };
}

export function trpcBodyOf(appError: AppError, status?: number) {
  const error = toTrpcError(appError);
  const data = { code: error.code, httpStatus: status ?? getHTTPStatusCodeFromError(error) };
  return { error: formatTrpcError({ shape: { message: error.message, code: TRPC_ERROR_CODES_BY_KEY[error.code], data }, error }) };
}
