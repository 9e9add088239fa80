// History stores the engine's answer as a JSON snapshot, so it shows what the member saw after rules change.
import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { exercises } from './catalogue';
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

/** No foreign key to the recommendation: feedback keeps teaching the recommender after it is deleted. */
export const recommendationFeedback = sqliteTable(
  'recommendation_feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendationId: integer('recommendation_id').notNull(),
    /** Never cascades: a catalogue exercise is retired, not deleted (ADR 005). */
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    feedback: text('feedback').notNull(),
    weight: real('weight').notNull(),
    reps: integer('reps').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('recommendation_feedback_item_unique').on(t.userId, t.recommendationId, t.exerciseId),
    index('recommendation_feedback_user_exercise_idx').on(t.userId, t.exerciseId, t.createdAt),
    check('recommendation_feedback_feedback_check', sql`${t.feedback} in ('heavy', 'right', 'light')`),
  ],
);

export type RecommendationRow = typeof recommendations.$inferSelect;
export type RecommendationFeedbackRow = typeof recommendationFeedback.$inferSelect;
