// Internal errors never carry their message or stack out.
import { initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps, Ctx } from '../context';
import { authenticate } from '../features/auth/auth.service';
import { formatTrpcError, procedureErrorOf } from '../http/error-mapping';
import { publicOrigin } from '../rest/legacy-wire';
import '../common/zod-korean';

export type TrpcContext = Ctx & {
  authorization: string | undefined;
  publicOrigin: () => string;
  /** So its time is not in the answer's. */
  afterAnswer: (work: () => void) => void;
  calls: number;
};

const callsIn = (url: string) => (url.split('?', 1)[0] ?? '').replace(/^\/trpc\/?/, '').split(',').length;

/** So a same-host client reads the answer before this work competes for CPU and disk (bench/reset-timing.bench.ts). */
const AFTER_ANSWER_PAUSE_MS = 20;

export function contextFactory(deps: AppDeps) {
  return ({ req, res }: CreateFastifyContextOptions): TrpcContext => ({
    ...deps,
    user: null,
    ip: req.ip,
    authorization: req.headers.authorization,
    publicOrigin: () => publicOrigin(req, deps.config),
    afterAnswer: (work) => res.raw.once('close', () => setTimeout(work, AFTER_ANSWER_PAUSE_MS)),
    calls: callsIn(req.url),
  });
}

const t = initTRPC.context<TrpcContext>().create({ errorFormatter: formatTrpcError });

const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const mapped = result.ok ? null : procedureErrorOf(result.error);
  if (mapped) throw mapped;
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await authenticate(ctx, ctx.authorization);
  return next({ ctx: { ...ctx, user } });
});

export const OK = Object.freeze({ ok: true as const });
