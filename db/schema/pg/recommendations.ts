// History stores the engine's answer as a JSON snapshot, so it shows what the member saw after rules change.
import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exercises } from './catalogue';
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

/** No foreign key to the recommendation: feedback keeps teaching the recommender after it is deleted. */
export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendationId: integer('recommendation_id').notNull(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    feedback: text('feedback').notNull(),
    weight: doublePrecision('weight').notNull(),
    reps: integer('reps').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('recommendation_feedback_item_unique').on(t.userId, t.recommendationId, t.exerciseId),
    index('recommendation_feedback_user_exercise_idx').on(t.userId, t.exerciseId, t.createdAt),
    check('recommendation_feedback_feedback_check', sql`${t.feedback} in ('heavy', 'right', 'light')`),
  ],
);

export type RecommendationRow = typeof recommendations.$inferSelect;
export type RecommendationFeedbackRow = typeof recommendationFeedback.$inferSelect;
