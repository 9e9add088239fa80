// Which query answers the web client keeps for offline use (docs/decisions/017-offline-data.md): the member's
// own data and the small catalogue lists, by tRPC query key prefix ([['routines', 'list'], { … }] starts
// with [['routines']]). Catalogue searches and exercise pages are not kept: the catalogue copy answers them
// (catalogue-copy.ts), whatever the keyword.
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';

export const PERSISTED_SCOPES: readonly QueryKey[] = [
  [['user', 'me']],
  [['user', 'summary']],
  [['user', 'preferences']],
  [['user', 'bodyData']],
  [['user', 'bodyDataTrend']],
  [['routines']],
  [['training', 'session']],
  [['training', 'history']],
  [['training', 'progress']],
  ['session-summary'],
  [['catalogue', 'bodyParts']],
  [['catalogue', 'machines']],
];

/**
 * How long a kept answer stays in memory unused, and how old a saved copy may be when it is read back:
 * a week, the longest a member goes between two gym visits. Online freshness is unchanged (staleTime in
 * query-client.ts): a kept answer older than a minute is still fetched again when a page shows it.
 */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 3600_000;

export const isPersisted = (queryKey: QueryKey) => PERSISTED_SCOPES.some((scope) => partialMatchKey(queryKey, scope));
