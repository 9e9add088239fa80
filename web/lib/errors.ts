/**
 * A tRPC client error, recognised by its name rather than `instanceof TRPCClientError`: importing the
 * class would put @trpc/client into the first load of every page, including pages that call no API.
 */
type TrpcClientErrorLike = Error & { name: 'TRPCClientError'; data?: unknown };
const isTrpcClientError = (error: unknown): error is TrpcClientErrorLike => error instanceof Error && error.name === 'TRPCClientError';

/** Thrown by route guards so the error screen can tell 401 from other failures. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type ApiErrorInfo = {
  /** false when no answer came back (network down, server gone). */
  responded: boolean;
  appCode?: string;
  httpStatus?: number;
  message: string;
  fieldErrors?: Record<string, string[] | undefined>;
};

type ErrorData = { appCode?: unknown; httpStatus?: unknown; fieldErrors?: unknown } | null | undefined;

export function readApiError(error: unknown): ApiErrorInfo {
  if (error instanceof HttpError) return { responded: true, httpStatus: error.status, message: error.message };
  if (isTrpcClientError(error)) {
    const data = error.data as ErrorData;
    if (!data) return { responded: false, message: error.message };
    return {
      responded: true,
      appCode: typeof data.appCode === 'string' ? data.appCode : undefined,
      httpStatus: typeof data.httpStatus === 'number' ? data.httpStatus : undefined,
      message: error.message,
      fieldErrors: (data.fieldErrors ?? undefined) as ApiErrorInfo['fieldErrors'],
    };
  }
  return { responded: false, message: error instanceof Error ? error.message : String(error) };
}

export const appCodeOf = (error: unknown) => readApiError(error).appCode;

export type ErrorKind = 'unauthorized' | 'notFound' | 'unexpected';

/** docs/product.md §2 error screen: 401 → login, no answer / unknown route → not found, anything else → unexpected. */
export function errorKindOf(error: unknown): ErrorKind {
  const info = readApiError(error);
  if (info.httpStatus === 401) return 'unauthorized';
  if (isTrpcClientError(error) && !info.responded) return 'notFound';
  return 'unexpected';
}

/** Puts the server's per-field messages back into a Mantine form. */
export function applyFieldErrors(error: unknown, setFieldError: (path: string, message: string) => void) {
  const fields = readApiError(error).fieldErrors ?? {};
  for (const [path, messages] of Object.entries(fields)) {
    if (messages?.[0]) setFieldError(path, messages[0]);
  }
}
