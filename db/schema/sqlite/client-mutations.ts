// Outbox receipts (docs/decisions/018-outbox-and-conflicts.md): written with the write, so a resent mutation applies once.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

export const clientMutations = sqliteTable(
  'client_mutations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMutationId: text('client_mutation_id').notNull(),
    /** The procedure it was sent to ('routines.rename' …): the same id sent to another one is refused. */
    kind: text('kind').notNull(),
    result: text('result', { mode: 'json' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('client_mutations_user_client_unique').on(t.userId, t.clientMutationId),
    index('client_mutations_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type ClientMutationRow = typeof clientMutations.$inferSelect;
