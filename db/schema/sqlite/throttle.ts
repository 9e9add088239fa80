// Token buckets of the login, sign-up and e-mail-check throttles (docs/security.md decision 6), in the database
// so every app node counts the same attempts. A bucket that has refilled completely carries no
// information and is deleted (rows with expires_at in the past).
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const throttleBuckets = sqliteTable(
  'throttle_buckets',
  {
    /** '<bucket kind>:<key>', e.g. 'login-ip:198.51.100.7' or 'login-account:<e-mail key>'. */
    key: text('key').primaryKey(),
    tokens: real('tokens').notNull(),
    /** ms since the epoch of the last take. */
    updatedAt: integer('updated_at').notNull(),
    /** ms since the epoch when the bucket is full again; the row can go after that. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('throttle_buckets_expires_idx').on(t.expiresAt)],
);
