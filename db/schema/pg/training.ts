import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exercises } from './catalogue';
import { users } from './users';

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    routineId: integer('routine_id'),
    recommendationId: integer('recommendation_id'),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    finishedAt: bigint('finished_at', { mode: 'number' }),
    notes: text('notes'),
    importKey: text('import_key'),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('training_sessions_user_client_unique').on(t.userId, t.clientId),
    uniqueIndex('training_sessions_one_active').on(t.userId).where(sql`finished_at is null`),
    uniqueIndex('training_sessions_user_import_unique').on(t.userId, t.importKey),
    index('training_sessions_user_started_idx').on(t.userId, t.startedAt),
  ],
);

export const trainingExercises = pgTable(
  'training_exercises',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    position: integer('position').notNull(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    exerciseName: text('exercise_name').notNull(),
    restSeconds: integer('rest_seconds'),
    skipped: boolean('skipped').notNull(),
    notes: text('notes'),
    supersetGroup: integer('superset_group'),
    doneSets: integer('done_sets'),
    volume: doublePrecision('volume'),
    bestE1rm: doublePrecision('best_e1rm'),
    bestWeight: doublePrecision('best_weight'),
    bestSetVolume: doublePrecision('best_set_volume'),
    bestReps: integer('best_reps'),
    totalSeconds: integer('total_seconds'),
    totalDistanceM: integer('total_distance_m'),
  },
  (t) => [uniqueIndex('training_exercises_session_client_unique').on(t.sessionId, t.clientId), index('training_exercises_exercise_idx').on(t.exerciseId)],
);

export const trainingSets = pgTable(
  'training_sets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => trainingExercises.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    position: integer('position').notNull(),
    plannedWeight: doublePrecision('planned_weight'),
    plannedReps: integer('planned_reps'),
    plannedSeconds: integer('planned_seconds'),
    weight: doublePrecision('weight'),
    reps: integer('reps'),
    seconds: integer('seconds'),
    rpe: doublePrecision('rpe'),
    kind: text('kind').notNull().default('work'),
    distanceM: integer('distance_m'),
    level: integer('level'),
    note: text('note'),
    done: boolean('done').notNull(),
    doneAt: bigint('done_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('training_sets_exercise_client_unique').on(t.exerciseId, t.clientId),
    check(
      'training_sets_amounts_check',
      sql`(${t.weight} is null or ${t.weight} between 0 and 500) and (${t.reps} is null or ${t.reps} between 0 and 200) and (${t.seconds} is null or ${t.seconds} between 0 and 3600)`,
    ),
    check('training_sets_kind_check', sql`${t.kind} in ('warmup', 'work', 'drop', 'failure')`),
    check(
      'training_sets_cardio_check',
      sql`(${t.distanceM} is null or ${t.distanceM} between 0 and 100000) and (${t.level} is null or ${t.level} between 0 and 30)`,
    ),
  ],
);

export type TrainingSessionRow = typeof trainingSessions.$inferSelect;
export type TrainingExerciseRow = typeof trainingExercises.$inferSelect;
export type TrainingSetRow = typeof trainingSets.$inferSelect;
