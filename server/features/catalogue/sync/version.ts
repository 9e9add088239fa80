// The catalogue's version: a content hash of the seed data, stored with the catalogue so an unchanged
// catalogue is recognised with one SELECT at start.
import { createHash } from 'node:crypto';
import type { CatalogueData } from '../catalogue-data';

/** Bump when the sync itself starts writing something new, so every database is compared once more. */
const SYNC_FORMAT = 2; // 2: exercises.how_to and exercises.movement (migration 0013)

/** Content hash of the seed data (with the sync format), stable across runs. Computed each time (~2 ms). */
export function catalogueVersion(data: CatalogueData): string {
  return createHash('sha256')
    .update(canonicalJson({ format: SYNC_FORMAT, data }))
    .digest('hex');
}

/** JSON with object keys sorted, so equal content always gives equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
