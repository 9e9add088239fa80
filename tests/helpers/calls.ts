// Typed calls of the tRPC procedures over app.inject, the legacy shims, and member factories.
// A procedure is named by its path as the AppRouter has it (trpc-types.ts, trpc-client.ts) and takes that procedure's
// input; the answer keeps the raw HTTP status, headers and body (the tests assert those) and reads the
// result as the procedure's output type, so renaming a procedure or changing its input or output fails
// the typecheck here. Only tests that send invalid input on purpose use trpcRawQuery/trpcRawMutation.
import type { FastifyInstance } from 'fastify';
import { bearer, type HttpAnswer, type InputArg, type TrpcResult, trpcAnswer, trpcRequest } from './trpc-client';
import type { InputOf, MutationPath, OutputOf, ProcedurePath, QueryPath } from './trpc-types';

export {
  fetchAnswer,
  type HttpAnswer,
  type InputArg,
  type TrpcResult,
  trpcAnswer,
  trpcAt,
  trpcError,
  trpcRequest,
} from './trpc-client';
export type { InputOf, MutationPath, OutputOf, ProcedurePath, QueryPath } from './trpc-types';

/** A legacy shim's answer: its wire is the documented JSON (docs/legacy-api.md), read untyped. */
export type ShimResult = HttpAnswer & { json: () => any };

/**
 * @deprecated The tRPC answer under its old name, for the gym-mode (training) tests until they take
 * `TrpcResult<Output>`; new code names TrpcResult or HttpAnswer.
 */
export type InjectResult = TrpcResult<any>;

type RawAnswer = { statusCode: number; body: string; headers: Record<string, unknown> };

const answerOf = (res: RawAnswer): HttpAnswer => ({ status: res.statusCode, body: res.body, headers: res.headers });

/** What a call may add to the request: more headers, the client's address. */
export type CallOptions = { headers?: Record<string, string>; remoteAddress?: string };

async function inject(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  token?: string,
  options: CallOptions = {},
): Promise<HttpAnswer> {
  const request = trpcRequest(kind, path, input, token);
  return answerOf(
    await app.inject({
      ...request,
      headers: { ...request.headers, ...options.headers },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    }),
  );
}

/** The input then the access token. */
type CallArgs<P extends ProcedurePath> = [...InputArg<P>, token?: string];

export function trpcMutation<P extends MutationPath>(app: FastifyInstance, path: P, ...args: CallArgs<P>): Promise<TrpcResult<OutputOf<P>>>;
export async function trpcMutation(app: FastifyInstance, path: string, input: unknown, token?: string): Promise<TrpcResult<unknown>> {
  return trpcAnswer(await inject(app, 'mutation', path, input, token));
}

export function trpcQuery<P extends QueryPath>(app: FastifyInstance, path: P, ...args: CallArgs<P>): Promise<TrpcResult<OutputOf<P>>>;
export async function trpcQuery(app: FastifyInstance, path: string, input?: unknown, token?: string): Promise<TrpcResult<unknown>> {
  return trpcAnswer(await inject(app, 'query', path, input, token));
}

/**
 * Calls as one member (or anonymously): `trpcAs(app, m).query('routines.items', { routineId })`. The token
 * is read from `member` at each call, so a refreshed `member.accessToken` is used from then on. Test
 * helpers that take a path and an input pass them on as `(path, ...input)`.
 */
export function trpcAs(app: FastifyInstance, member?: { accessToken: string }, options: CallOptions = {}) {
  return {
    query: async <P extends QueryPath>(path: P, ...[input]: InputArg<P>): Promise<TrpcResult<OutputOf<P>>> =>
      trpcAnswer(await inject(app, 'query', path, input, member?.accessToken, options)),
    mutation: async <P extends MutationPath>(path: P, ...[input]: InputArg<P>): Promise<TrpcResult<OutputOf<P>>> =>
      trpcAnswer(await inject(app, 'mutation', path, input, member?.accessToken, options)),
  };
}

/**
 * A query with input that is not the procedure's input type: for the tests that send invalid input on
 * purpose (bad-input sweeps, fuzzers, extra keys). The path is still checked.
 */
export async function trpcRawQuery<P extends QueryPath>(app: FastifyInstance, path: P, input: unknown, token?: string): Promise<TrpcResult<OutputOf<P>>> {
  return trpcAnswer(await inject(app, 'query', path, input, token));
}

/** A mutation with input that is not the procedure's input type (see trpcRawQuery). */
export async function trpcRawMutation<P extends MutationPath>(app: FastifyInstance, path: P, input: unknown, token?: string): Promise<TrpcResult<OutputOf<P>>> {
  return trpcAnswer(await inject(app, 'mutation', path, input, token));
}

/** The tRPC result data: the procedure's output. */
export const trpcData = <TOutput>(r: TrpcResult<TOutput>): TOutput => r.data();

export async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ShimResult> {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...bearer(opts.token),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
  });
  return shimAnswer(res);
}

/** Any answer read as untyped JSON (a legacy shim's, or a request that is not a procedure call). */
export function shimAnswer(res: RawAnswer): ShimResult {
  return { ...answerOf(res), json: () => JSON.parse(res.body) };
}

let counter = 0;

export type SignUpInput = InputOf<'user.signUp'>;

/** A valid sign-up for the tRPC API (docs/product.md units: balance 1..9). */
export function memberInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter += 1;
  return {
    userName: '홍길동',
    birthDate: '1999-01-31',
    loginEmail: `member${counter}-${Date.now()}@fitforme.kr`,
    password: 'abcd1234',
    sex: 0,
    height: 175,
    weight: 70,
    bodyFat: 18,
    muscleMass: 35,
    upDownBalance: 5,
    ...overrides,
  };
}

/** A valid sign-up on the legacy wire (POST /api/user/auth, docs/legacy-api.md §4.1): sex in Korean, balance as 0.5. */
export function legacyMemberInput(overrides: Record<string, unknown> = {}) {
  return {
    userName: '홍길동',
    loginEmail: 'a@b.kr',
    password: 'abcd1234',
    sex: '남성',
    birthDate: '1999-01-31',
    height: 175,
    weight: 70,
    bodyFat: 18,
    muscleMass: 35,
    upDownBalance: 0.5,
    ...overrides,
  };
}

export type Member = { loginEmail: string; password: string; accessToken: string; refreshToken: string };

export async function signUpMember(app: FastifyInstance, overrides: Partial<SignUpInput> = {}): Promise<Member> {
  const input = memberInput(overrides);
  const res = await trpcMutation(app, 'user.signUp', input);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const tokens = trpcData(res);
  return { loginEmail: input.loginEmail, password: input.password, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** Every row of a table, for before/after comparisons ("the store is unchanged"). */
export { snapshot } from './test-db';
