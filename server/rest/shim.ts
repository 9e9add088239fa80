// The legacy /api routes: the token filter every route passes (docs/legacy-api.md §2.2) and the small
// helpers every x.rest.ts uses. Wire quirks live here and in x.rest.ts files only; the surface itself
// (its error envelope, §2.3, and its unknown paths) is server/http/legacy-api.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { IdSchema, PageSchema } from '../common/schemas';
import { parseOrThrow } from '../common/validate';
import type { AppDeps, AuthedCtx, AuthUser, Ctx } from '../context';
import { AppError, type AppErrorCode } from '../errors';
import { authenticate } from '../features/auth/auth.service';
import { SHIM_MESSAGES } from './shim-messages';

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

/**
 * One answer body as it goes on the wire (docs/api-reference.md): JSON, a bare text (`text/plain; charset=utf-8`)
 * or nothing at all. The zod schema describes the bytes exactly; server tests check every answer against it.
 */
export type WireBody = { json: z.ZodType } | { text: z.ZodType } | { empty: true };

/** The reference page's groups, in the order it shows them. */
export const SHIM_TAGS = ['계정', '몸 기록', '운동 목록', '루틴', '운동 추천', '상태'] as const;

/**
 * What the OpenAPI document says of a route (server/rest/openapi.ts builds it from these): the request as the
 * handler reads it (the same zod schemas it parses with), every answer that is not the error envelope, and the
 * domain errors the route can answer in the envelope beyond those every route shares (the token filter's,
 * malformed input, database faults: see openapi.ts).
 */
export type ShimDoc = {
  tag: (typeof SHIM_TAGS)[number];
  /** One line, Korean. */
  summary: string;
  /** Korean: what a client developer needs beyond the summary (legacy quirks kept, limits). */
  description?: string;
  /** Path parameters as sent (strings); each key is a `:name` of the url. */
  params?: z.ZodObject;
  /** The JSON request body. */
  body?: z.ZodType;
  /** The answers by HTTP status that are not the `{status, statusMessage}` envelope; 200 always. */
  answers: { 200: WireBody } & Partial<Record<400 | 403 | 404, WireBody>>;
  /** Envelope errors of this route beyond the shared ones. */
  errors?: readonly AppErrorCode[];
};

export type ShimRoute<M extends AuthMode> = {
  method: HTTPMethods;
  url: string;
  auth: M;
  doc: ShimDoc;
  handler: (ctx: M extends 'access' ? AuthedCtx : Ctx, req: FastifyRequest, reply: FastifyReply) => unknown | Promise<unknown>;
};

export type AnyShimRoute = { [M in AuthMode]: ShimRoute<M> }[AuthMode];

/** A route of the legacy surface, typed by its auth mode (the handler of an 'access' route gets a member). */
export function defineShim<M extends AuthMode>(route: ShimRoute<M>): AnyShimRoute {
  return route as AnyShimRoute;
}

/** The content type of the legacy wire's bare-text answers (`ok`, `fail`, a Korean validation text). */
export const TEXT_TYPE = 'text/plain; charset=utf-8';

export function sendText(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.status(status).type(TEXT_TYPE).send(text);
}

export function sendEmpty(reply: FastifyReply): FastifyReply {
  return reply.status(200).send();
}

/** A VALIDATION error with one of the shim texts (SHIM_MESSAGES) or a legacy text. */
export function badRequest(message: string): AppError {
  return new AppError('VALIDATION', { message });
}

/** A path segment in plain decimal (no sign, no leading zero, at most 15 digits), then the one IdSchema (also the params of route docs). */
export const PathIdSchema = z
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

export function registerShimRoute(app: FastifyInstance, deps: AppDeps, route: AnyShimRoute): void {
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
      const result = await (route.handler as ShimRoute<'access'>['handler'])(ctx, req, reply);
      if (!reply.sent && result !== undefined) return result;
      return reply;
    },
  });
}
