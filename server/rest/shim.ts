// The legacy /api surface: its token filter (legacy-api.md §2.2), its error envelope (§2.3) and the
// small helpers every x.rest.ts uses. Wire quirks live here and in x.rest.ts files only.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { AppDeps, AuthedCtx, AuthUser, Ctx } from '../context';
import { AppError, MALFORMED_REQUEST_MESSAGE, SHIM_MESSAGES, toAppError } from '../errors';
import { authenticate } from '../features/auth/auth.service';
import { IdSchema, PageSchema } from '../shared/schemas';
import { parseOrThrow } from '../shared/validate';

/**
 * How a route treats the Authorization header:
 * - 'ignore': login and sign-up never look at it, so a stale token cannot block logging in (§2.2 Shim).
 * - 'public': no header passes; a present header is still checked, as the legacy filter did.
 * - 'access': an access token is required.
 * - 'self': the handler reads the header itself (refresh and logout take the refresh token).
 */
export type AuthMode = 'ignore' | 'public' | 'access' | 'self';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export type ShimRoute<M extends AuthMode> = {
  method: HTTPMethods;
  url: string;
  auth: M;
  handler: (ctx: M extends 'access' ? AuthedCtx : Ctx, req: FastifyRequest, reply: FastifyReply) => unknown | Promise<unknown>;
};

export function sendText(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}

export function sendEmpty(reply: FastifyReply): FastifyReply {
  return reply.status(200).send();
}

function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
  return reply.status(error.spec.http).type('application/json; charset=utf-8').send(error.toLegacyBody());
}

/** A VALIDATION error with one of the shim texts (SHIM_MESSAGES) or a legacy text. */
export function badRequest(message: string): AppError {
  return new AppError('VALIDATION', { message });
}

/** A path segment in plain decimal (no sign, no leading zero, at most 15 digits), then the one IdSchema. */
const PathIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
  .pipe(IdSchema);

/** Path ids: positive integers only; anything else is a 400 envelope, never a crash. */
export function pathId(req: FastifyRequest, name: string): number {
  const parsed = PathIdSchema.safeParse((req.params as Record<string, string | undefined>)[name] ?? '');
  if (!parsed.success) throw badRequest(SHIM_MESSAGES.pathId);
  return parsed.data;
}

/** A page number in the path: a path id, then the one PageSchema (its bound and its message). */
export function pathPage(req: FastifyRequest, name: string): number {
  return parseOrThrow(PageSchema, pathId(req, name));
}

/** The JSON body as an object; legacy clients send one, anything else is a 400. */
export function bodyObject(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(SHIM_MESSAGES.bodyNotObject);
  return body as Record<string, unknown>;
}

/** An optional text field of a legacy body: null or missing → `fallback`, a string as is, anything else a 400. */
export function optionalString(value: unknown, fallback: string, field: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw badRequest(SHIM_MESSAGES.notString(field));
  return value;
}

/** A list of strings from a legacy body; null or missing is an empty list unless `required`. */
export function stringList(value: unknown, field: string, opts: { required?: boolean; max?: number } = {}): string[] {
  if ((value === undefined || value === null) && !opts.required) return [];
  if (!Array.isArray(value) || value.length > (opts.max ?? 60) || !value.every((v) => typeof v === 'string')) {
    throw badRequest(SHIM_MESSAGES.notStringList(field));
  }
  return value as string[];
}

export function registerShimRoute<M extends AuthMode>(app: FastifyInstance, deps: AppDeps, route: ShimRoute<M>): void {
  app.route({
    method: route.method,
    url: route.url,
    preHandler: async (req) => {
      req.authUser = null;
      const header = req.headers.authorization;
      if (route.auth === 'access' || (route.auth === 'public' && header !== undefined)) {
        req.authUser = await authenticate(deps, header);
      }
    },
    handler: async (req, reply) => {
      const ctx = { ...deps, user: req.authUser, ip: req.ip } as Ctx & AuthedCtx;
      const result = await route.handler(ctx, req, reply);
      if (!reply.sent && result !== undefined) return result;
      return reply;
    },
  });
}

/** Envelope for every failure under /api, including Fastify's own (bad JSON, size, media type). */
export function installShimErrorHandling(app: FastifyInstance, deps: AppDeps): void {
  // Legacy clients send JSON; a text body is answered 415 rather than half-parsed.
  app.removeContentTypeParser(['text/plain']);
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    const fastifyCode = (error as { code?: string }).code ?? '';
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return sendError(reply, new AppError('PAYLOAD_TOO_LARGE'));
    if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return sendError(reply, new AppError('UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) return sendError(reply, new AppError('VALIDATION', { message: MALFORMED_REQUEST_MESSAGE }));
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') req.log.error({ err: error }, 'unhandled error in /api');
    return sendError(reply, appError);
  });
  // Unknown paths: the legacy filter asked for a token first, then the route was simply missing.
  app.setNotFoundHandler(async (req, reply) => {
    const header = req.headers.authorization;
    try {
      await authenticate(deps, header);
    } catch (error) {
      return sendError(reply, toAppError(error));
    }
    return sendError(reply, new AppError('NOT_FOUND', { message: SHIM_MESSAGES.unknownPath }));
  });
}
