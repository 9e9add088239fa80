// docs/decisions/017-offline-data.md. Catalogue searches are not kept: catalogue-copy.ts answers any keyword.
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';

const PERSISTED_SCOPES: readonly QueryKey[] = [
  [['user', 'me']],
  [['user', 'summary']],
  [['user', 'preferences']],
  [['user', 'bodyData']],
  [['user', 'bodyDataTrend']],
  // Warm-ups and plates offline (ADR 021, 022).
  [['user', 'equipment']],
  [['routines']],
  [['training', 'session']],
  [['training', 'history']],
  [['training', 'progress']],
  ['session-summary'],
  [['catalogue', 'bodyParts']],
  [['catalogue', 'machines']],
];

/** The longest gap between gym visits; read only offline, so the 3-minute cache (docs/product.md §7) stands. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 3600_000;

export const isPersisted = (queryKey: QueryKey) => PERSISTED_SCOPES.some((scope) => partialMatchKey(queryKey, scope));
