// Receipts of the writes a member's outbox sent (docs/decisions/018-outbox-and-conflicts.md): one row per
// (member, client mutation id), written in the same transaction as the write it records, so a write the
// device sends again (its answer was lost, or the tab closed before it was removed) is applied once and
// answered with the result it had the first time.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

export const clientMutations = sqliteTable(
  'client_mutations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device's id for the write (a UUID). */
    clientMutationId: text('client_mutation_id').notNull(),
    /** The procedure it was sent to ('routines.rename' …): the same id sent to another one is refused. */
    kind: text('kind').notNull(),
    /** The answer the write had, answered again to a repeat. */
    result: text('result', { mode: 'json' }),
    /** ms since the epoch. */
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('client_mutations_user_client_unique').on(t.userId, t.clientMutationId),
    index('client_mutations_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type ClientMutationRow = typeof clientMutations.$inferSelect;
