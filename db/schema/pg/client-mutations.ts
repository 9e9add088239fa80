import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const clientMutations = pgTable(
  'client_mutations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMutationId: text('client_mutation_id').notNull(),
    /** The procedure it was sent to ('routines.rename' …): the same id sent to another one is refused. */
    kind: text('kind').notNull(),
    result: jsonb('result'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('client_mutations_user_client_unique').on(t.userId, t.clientMutationId),
    index('client_mutations_user_created_idx').on(t.userId, t.createdAt),
  ],
);
