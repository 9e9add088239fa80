// Which query answers the web client keeps for offline use (docs/decisions/017-offline-data.md): the member's
// own data and the small catalogue lists, by tRPC query key prefix ([['routines', 'list'], { … }] starts
// with [['routines']]). Catalogue searches and exercise pages are not kept: the catalogue copy answers them
// (catalogue-copy.ts), whatever the keyword.
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';

const PERSISTED_SCOPES: readonly QueryKey[] = [
  [['user', 'me']],
  [['user', 'summary']],
  [['user', 'preferences']],
  [['user', 'bodyData']],
  [['user', 'bodyDataTrend']],
  // The member's bar, plates and warm-up ramp: the workout screen computes warm-ups and plates with no signal (ADR 021, 022).
  [['user', 'equipment']],
  [['routines']],
  [['training', 'session']],
  [['training', 'history']],
  [['training', 'progress']],
  ['session-summary'],
  [['catalogue', 'bodyParts']],
  [['catalogue', 'machines']],
];

/**
 * How old a kept answer may be: a week, the longest a member goes between two gym visits. Kept answers
 * outlive the query cache's 3 minutes (docs/product.md §7) without changing it: they are read only when the
 * server cannot be reached (kept-answers.ts).
 */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 3600_000;

export const isPersisted = (queryKey: QueryKey) => PERSISTED_SCOPES.some((scope) => partialMatchKey(queryKey, scope));
