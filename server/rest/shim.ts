// The legacy /api routes: the token filter every route passes (docs/legacy-api.md §2.2) and the small
// helpers every x.rest.ts uses. Wire quirks live here and in x.rest.ts files only; the surface itself
// (its error envelope, §2.3, and its unknown paths) is server/http/legacy-api.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { IdSchema, PageSchema } from '../common/schemas';
import { parseOrThrow } from '../common/validate';
import type { AppDeps, AuthedCtx, AuthUser, Ctx } from '../context';
import { AppError, SHIM_MESSAGES } from '../errors';
import { authenticate } from '../features/auth/auth.service';

/**
 * How a route treats the Authorization header:
 * - 'ignore': login and sign-up never look at it, so a stale token cannot block logging in (docs/legacy-api.md §2.2).
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
