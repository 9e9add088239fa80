import { readApiError } from '../../lib/errors';

/** docs/product.md §8: a failed recommendation-history request is retried once, 10 seconds later; if that fails
 * too the slow notice opens ('추천 시간이 예상보다 길어지고 있어요'). */
export const HISTORY_RETRY_DELAY_MS = 10_000;

/** A failure another try might fix: no answer at all, or a server fault. A 4xx answer will not change. */
export function isTransientFailure(error: unknown): boolean {
  const { responded, httpStatus } = readApiError(error);
  return !responded || (httpStatus !== undefined && httpStatus >= 500);
}

/** TanStack Query `retry` for the history request: one more try, only for a transient failure. */
export const retryHistoryOnce = (failureCount: number, error: unknown) => failureCount < 1 && isTransientFailure(error);
