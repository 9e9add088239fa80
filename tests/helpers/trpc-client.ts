// The tRPC wire as tests speak it, whatever carries the request (app.inject in calls.ts, a socket here):
// the request tRPC's client makes for a call, and the answer read as the procedure's result (its output
// type, trpc-types.ts) or as the error envelope. trpcAt calls a running server over a real socket.
import type { InputOf, MutationPath, OutputOf, ProcedurePath, QueryPath, TrpcErrorShape } from './trpc-types';

export type { MutationPath, OutputOf, QueryPath, TrpcErrorShape } from './trpc-types';

/** What every HTTP answer has: the status, the headers and the body text. */
export type HttpAnswer = { status: number; body: string; headers: Record<string, unknown> };

/** A procedure's answer: `data()` is its result (the output type), `error()` the error envelope's error. */
export type TrpcResult<TOutput> = HttpAnswer & { data: () => TOutput; error: () => TrpcErrorShape };

/** The procedure's input as an argument: it may be left out only where the procedure takes none. */
export type InputArg<P extends ProcedurePath> = undefined extends InputOf<P> ? [input?: InputOf<P>] : [input: InputOf<P>];

function parsed(answer: HttpAnswer): Record<string, any> {
  try {
    return JSON.parse(answer.body) as Record<string, any>;
  } catch {
    throw new Error(`not a tRPC envelope: ${answer.status} ${answer.body.slice(0, 500)}`);
  }
}

/** The error envelope's error (message, code, data.appCode, data.fieldErrors …) of any /trpc/ answer. */
export function trpcError(r: HttpAnswer): TrpcErrorShape {
  const envelope = parsed(r);
  if (!envelope.error) throw new Error(`no tRPC error: ${r.status} ${r.body.slice(0, 500)}`);
  return envelope.error as TrpcErrorShape;
}

/** Reads an HTTP answer from a /trpc/ path as the procedure's result or error. */
export function trpcAnswer<TOutput>(answer: HttpAnswer): TrpcResult<TOutput> {
  return {
    ...answer,
    data: () => {
      const envelope = parsed(answer);
      // A procedure that answers nothing has a result without data.
      if (!envelope.result) throw new Error(`no tRPC result: ${answer.status} ${answer.body.slice(0, 500)}`);
      return envelope.result.data as TOutput;
    },
    error: () => trpcError(answer),
  };
}

export const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The HTTP request tRPC's client makes for a call: a GET with `?input=` for a query, a JSON POST for a mutation. */
export function trpcRequest(kind: 'query' | 'mutation', path: string, input: unknown, token?: string) {
  if (kind === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { method: 'GET' as const, url: `/trpc/${path}${query}`, headers: bearer(token), payload: undefined };
  }
  return {
    method: 'POST' as const,
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    payload: JSON.stringify(input ?? null),
  };
}

/** The HTTP answer of a fetch, its body read as text. */
export async function fetchAnswer(res: Response): Promise<HttpAnswer> {
  return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) };
}

/**
 * Calls a running server (`baseUrl`: http://host:port) over a real socket, as one member or anonymously:
 * `trpcAt(url, m).query('routines.list')`. The token is read from `member` at each call.
 */
export function trpcAt(baseUrl: string, member?: { accessToken: string }) {
  const call = async (kind: 'query' | 'mutation', path: string, input: unknown) => {
    const { url, payload, ...request } = trpcRequest(kind, path, input, member?.accessToken);
    return fetchAnswer(await fetch(`${baseUrl}${url}`, { ...request, ...(payload === undefined ? {} : { body: payload }) }));
  };
  return {
    query: async <P extends QueryPath>(path: P, ...[input]: InputArg<P>): Promise<TrpcResult<OutputOf<P>>> => trpcAnswer(await call('query', path, input)),
    mutation: async <P extends MutationPath>(path: P, ...[input]: InputArg<P>): Promise<TrpcResult<OutputOf<P>>> =>
      trpcAnswer(await call('mutation', path, input)),
  };
}
