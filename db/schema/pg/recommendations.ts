// PostgreSQL twin of db/schema/sqlite/recommendations.ts: what was asked, and the engine's answer as it
// was given (a JSON snapshot, so history shows exactly what the member saw even after the rules change).
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';

export const recommendations = pgTable(
  'recommendations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    requestedBodyParts: jsonb('requested_body_parts').$type<string[]>().notNull(),
    requestedMachines: jsonb('requested_machines').$type<string[]>().notNull(),
    configVersion: text('config_version').notNull(),
    result: jsonb('result').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('recommendations_user_idx').on(t.userId, t.id)],
);

export type RecommendationRow = typeof recommendations.$inferSelect;
