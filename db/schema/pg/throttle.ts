// Throttle buckets in the database so every node counts the same attempts (docs/security.md decision 6).
import { bigint, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttle_buckets_expires_idx').on(t.expiresAt)],
);
