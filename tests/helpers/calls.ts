// Thin wrappers over app.inject for tRPC procedures and legacy shims, plus member factories.
import type { FastifyInstance } from 'fastify';

export type InjectResult = { status: number; body: string; json: () => any; headers: Record<string, unknown> };

function wrap(res: { statusCode: number; body: string; headers: Record<string, unknown> }): InjectResult {
  return { status: res.statusCode, body: res.body, json: () => JSON.parse(res.body), headers: res.headers };
}

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export async function trpcMutation(app: FastifyInstance, path: string, input: unknown, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: JSON.stringify(input ?? null),
  });
  return wrap(res);
}

export async function trpcQuery(app: FastifyInstance, path: string, input?: unknown, token?: string) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await app.inject({ method: 'GET', url: `/trpc/${path}${query}`, headers: bearer(token) });
  return wrap(res);
}

/** The tRPC result data, or the error envelope's data for failures. */
export const trpcData = (r: InjectResult) => r.json().result?.data;
export const trpcError = (r: InjectResult) =>
  r.json().error as { message: string; data: { appCode: string; httpStatus: number; fieldErrors?: Record<string, string[]> } };

export async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
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
  return wrap(res);
}

let counter = 0;

/** A valid sign-up for the tRPC API (SPEC units: balance 1..9). */
export function memberInput(overrides: Record<string, unknown> = {}) {
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

export type Member = { loginEmail: string; password: string; accessToken: string; refreshToken: string };

export async function signUpMember(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Member> {
  const input = memberInput(overrides);
  const res = await trpcMutation(app, 'user.signUp', input);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const tokens = trpcData(res);
  return { loginEmail: input.loginEmail, password: input.password, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** Every row of a table, for before/after comparisons ("the store is unchanged"). */
export { snapshot } from './test-db';
