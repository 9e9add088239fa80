// Stored recommendations: what was asked, and the engine's answer as it was given (a JSON snapshot,
// so history shows exactly what the member saw even after the rules change).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

export const recommendations = sqliteTable(
  'recommendations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    requestedBodyParts: text('requested_body_parts', { mode: 'json' }).$type<string[]>().notNull(),
    requestedMachines: text('requested_machines', { mode: 'json' }).$type<string[]>().notNull(),
    configVersion: text('config_version').notNull(),
    result: text('result', { mode: 'json' }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('recommendations_user_idx').on(t.userId, t.id)],
);

export type RecommendationRow = typeof recommendations.$inferSelect;
