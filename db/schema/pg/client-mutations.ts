// PostgreSQL twin of db/schema/sqlite/client-mutations.ts (db/schema-drift.test.ts holds the two side by side).
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const clientMutations = pgTable(
  'client_mutations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device's id for the write (a UUID). */
    clientMutationId: text('client_mutation_id').notNull(),
    /** The procedure it was sent to ('routines.rename' …): the same id sent to another one is refused. */
    kind: text('kind').notNull(),
    /** The answer the write had, answered again to a repeat. */
    result: jsonb('result'),
    /** ms since the epoch. */
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('client_mutations_user_client_unique').on(t.userId, t.clientMutationId),
    index('client_mutations_user_created_idx').on(t.userId, t.createdAt),
  ],
);
