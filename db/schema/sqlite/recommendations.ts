// Stored recommendations: what was asked, and the engine's answer as it was given (a JSON snapshot,
// so history shows exactly what the member saw even after the rules change).
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

/**
 * One-tap feedback on a recommended exercise (무거웠어요 · 적당해요 · 가벼웠어요), one per member,
 * recommendation and exercise (a second tap replaces it), with the amounts the item was given. The
 * recommendation is a plain reference (no foreign key): feedback keeps teaching the recommender after the
 * recommendation is deleted.
 */
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
    /** 'heavy' | 'right' | 'light' (recommendation.shared FEEDBACKS). */
    feedback: text('feedback').notNull(),
    /** kg the item was given (0: body weight). */
    weight: real('weight').notNull(),
    /** Reps (seconds for holds) the item was given. */
    reps: integer('reps').notNull(),
    /** ms since the epoch of the (last) tap. */
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
