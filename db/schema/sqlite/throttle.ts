// Throttle buckets in the database so every node counts the same attempts (docs/security.md decision 6).
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const throttleBuckets = sqliteTable(
  'throttle_buckets',
  {
    key: text('key').primaryKey(),
    tokens: real('tokens').notNull(),
    updatedAt: integer('updated_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('throttle_buckets_expires_idx').on(t.expiresAt)],
);
