// The tRPC API's procedures as types, derived from the AppRouter: the query and mutation paths, each
// one's input and output (as the wire carries it: JSON, no transformer), and the error envelope our
// error formatter writes. The test clients (calls.ts over app.inject, trpc-fetch.ts over a real socket)
// take these, so a renamed procedure or a changed input or output fails the typecheck.
import type { AnyTRPCProcedure, inferProcedureInput, inferRouterError, inferTransformedProcedureOutput, TRPCRouterRecord } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';

type Procedures = AppRouter['_def']['record'];

/** The dotted paths of the procedures of `kind` in a router record. */
type PathsOf<TRecord, TKind extends 'query' | 'mutation', TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? TRecord[K]['_def']['type'] extends TKind
      ? `${TPrefix}${K}`
      : never
    : TRecord[K] extends TRPCRouterRecord
      ? PathsOf<TRecord[K], TKind, `${TPrefix}${K}.`>
      : never;
}[keyof TRecord & string];

/** The procedure at a dotted path. */
type ProcedureAt<TRecord, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof TRecord
    ? ProcedureAt<TRecord[Head], Rest>
    : never
  : TPath extends keyof TRecord
    ? TRecord[TPath] extends AnyTRPCProcedure
      ? TRecord[TPath]
      : never
    : never;

export type QueryPath = PathsOf<Procedures, 'query'>;
export type MutationPath = PathsOf<Procedures, 'mutation'>;
export type ProcedurePath = QueryPath | MutationPath;

/** What the procedure at `P` takes (`void` when it takes nothing). */
export type InputOf<P extends ProcedurePath> = inferProcedureInput<ProcedureAt<Procedures, P>>;
/** What the procedure at `P` answers, as JSON carries it (dates as strings, no undefined members). */
export type OutputOf<P extends ProcedurePath> = inferTransformedProcedureOutput<AppRouter, ProcedureAt<Procedures, P>>;

/** The error envelope's `error`: message, code and our data (appCode, fieldErrors, retryAfter …). */
export type TrpcErrorShape = inferRouterError<AppRouter>;
