// tRPC base: the context, the procedures every router builds on, and the error mapping
// (server/http/error-mapping.ts): every failure leaves as the AppError table says (code, Korean message,
// appCode); internal errors never carry their message or stack out.
import { initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps, Ctx } from '../context';
import { authenticate } from '../features/auth/auth.service';
import { formatTrpcError, procedureErrorOf } from '../http/error-mapping';
import { publicOrigin } from '../rest/legacy-wire';
import '../common/zod-korean';

export type TrpcContext = Ctx & {
  authorization: string | undefined;
  /** PUBLIC_URL, else the request's scheme and host (the password-reset link is built on it). */
  publicOrigin: () => string;
  /** Runs `work` after the answer has left (or the client went away), so its time is not in the answer's. */
  afterAnswer: (work: () => void) => void;
  /** How many procedure calls the HTTP request carries (a batch: more than one). */
  calls: number;
};

/** '/trpc/a,b,c?batch=1…' carries three calls. */
const callsIn = (url: string) => (url.split('?', 1)[0] ?? '').replace(/^\/trpc\/?/, '').split(',').length;

/**
 * Work after an answer waits this long once it has left, so a client or proxy on the same host reads the
 * answer before that work competes with it for the CPU and the disk (measured: bench/reset-timing.bench.ts).
 */
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

/** Turns a thrown AppError into the TRPCError with the table's code, so the HTTP status follows it. */
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

/** The answer of a mutation that has nothing else to say (a delete, a logout): `{ ok: true }`. */
export const OK = Object.freeze({ ok: true as const });
