// PostgreSQL twin of db/schema/sqlite/throttle.ts. Token buckets of the login, sign-up and e-mail-check
// throttles (docs/security.md decision 6); rows with expires_at in the past carry no information.
import { bigint, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    /** '<bucket kind>:<key>', e.g. 'login-ip:198.51.100.7' or 'login-account:<e-mail key>'. */
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    /** ms since the epoch of the last take. */
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    /** ms since the epoch when the bucket is full again; the row can go after that. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttle_buckets_expires_idx').on(t.expiresAt)],
);
