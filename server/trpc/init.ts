// tRPC base: every failure leaves as the AppError table says (code, Korean message, appCode);
// internal errors never carry their message or stack out.
import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { AppDeps, Ctx } from '../context';
import { AppError, type AppErrorCode, MALFORMED_REQUEST_MESSAGE, toAppError } from '../errors';
import { authenticate } from '../features/auth/auth.service';
import { fieldErrorsOf, type IssueLike } from '../shared/validate';
import '../shared/zod-korean';

export type TrpcContext = Ctx & { authorization: string | undefined };

export function contextFactory(deps: AppDeps) {
  return ({ req }: CreateFastifyContextOptions): TrpcContext => ({
    ...deps,
    user: null,
    ip: req.ip,
    authorization: req.headers.authorization,
  });
}

function appErrorOf(error: TRPCError): AppError | null {
  if (error.cause instanceof AppError) return error.cause;
  if (error.code === 'PARSE_ERROR') return new AppError('VALIDATION', { message: MALFORMED_REQUEST_MESSAGE });
  // Input parsing fails with a ZodError or a Standard Schema error; both carry `issues`.
  const issues = (error.cause as { issues?: unknown } | undefined)?.issues;
  if (error.code === 'BAD_REQUEST' && Array.isArray(issues)) {
    const fieldErrors = fieldErrorsOf({ issues: issues as IssueLike[] });
    const first = (issues[0] as IssueLike | undefined)?.message;
    return new AppError('VALIDATION', { message: first, fieldErrors });
  }
  return null;
}

/**
 * tRPC's own failures (unknown procedure, wrong method, too large …) by tRPC code, each named here rather
 * than found by its position in the ERRORS table. BAD_REQUEST (a batch or input tRPC could not read) is a
 * malformed request; any other code is a plain VALIDATION.
 */
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

function byTrpcCode(error: TRPCError): AppError {
  if (error.code === 'BAD_REQUEST') return new AppError('VALIDATION', { message: MALFORMED_REQUEST_MESSAGE });
  return new AppError(TRPC_OWN_ERRORS[error.code] ?? 'VALIDATION');
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const appError = appErrorOf(error) ?? (error.code === 'INTERNAL_SERVER_ERROR' ? toAppError(error.cause) : byTrpcCode(error));
    return {
      ...shape,
      message: appError ? appError.message : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: appError?.code ?? shape.data.code,
        fieldErrors: appError?.fieldErrors,
        retryAfter: appError?.retryAfter,
      },
    };
  },
});

/** Turns a thrown AppError into the TRPCError with the table's code, so the HTTP status follows it. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    const appError = cause instanceof AppError ? cause : result.error.code === 'INTERNAL_SERVER_ERROR' ? toAppError(cause) : null;
    if (appError) throw new TRPCError({ code: appError.spec.trpc, message: appError.message, cause: appError });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await authenticate(ctx, ctx.authorization);
  return next({ ctx: { ...ctx, user } });
});
