// The token filter every legacy route passes (docs/legacy-api.md §2.2); wire quirks live here and in x.rest.ts only.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { IdSchema, PageSchema } from '../common/schemas';
import { parseOrThrow } from '../common/validate';
import type { AppDeps, AuthedCtx, AuthUser, Ctx } from '../context';
import { AppError, type AppErrorCode } from '../errors';
import { authenticate } from '../features/auth/auth.service';
import { SHIM_MESSAGES } from './shim-messages';

/** 'ignore': login and sign-up never look at it, so a stale token cannot block logging in (docs/legacy-api.md §2.2). */
export type AuthMode = 'ignore' | 'public' | 'access' | 'self';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** The zod schema describes the bytes exactly; server tests check every answer against it. */
export type WireBody = { json: z.ZodType } | { text: z.ZodType } | { empty: true };

export const SHIM_TAGS = ['계정', '몸 기록', '운동 목록', '루틴', '운동 추천', '상태'] as const;

export type ShimDoc = {
  tag: (typeof SHIM_TAGS)[number];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  body?: z.ZodType;
  answers: { 200: WireBody } & Partial<Record<400 | 403 | 404, WireBody>>;
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

export function defineShim<M extends AuthMode>(route: ShimRoute<M>): AnyShimRoute {
  return route as AnyShimRoute;
}

export const TEXT_TYPE = 'text/plain; charset=utf-8';

export function sendText(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.status(status).type(TEXT_TYPE).send(text);
}

export function sendEmpty(reply: FastifyReply): FastifyReply {
  return reply.status(200).send();
}

export function badRequest(message: string): AppError {
  return new AppError('VALIDATION', { message });
}

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

export function optionalString(value: unknown, fallback: string, field: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw badRequest(SHIM_MESSAGES.notString(field));
  return value;
}

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
