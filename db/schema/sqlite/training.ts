// History never depends on a routine, recommendation or catalogue entry still existing: plain references, names copied.
import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { exercises } from './catalogue';
import { users } from './users';

export const trainingSessions = sqliteTable(
  'training_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id for the workout (a UUID): starting twice with it starts once. */
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    routineId: integer('routine_id'),
    recommendationId: integer('recommendation_id'),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    notes: text('notes'),
    /** Imported workouts: a hash of the file's workout (date, name), so importing a file twice adds nothing. */
    importKey: text('import_key'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('training_sessions_user_client_unique').on(t.userId, t.clientId),
    uniqueIndex('training_sessions_one_active').on(t.userId).where(sql`finished_at is null`),
    uniqueIndex('training_sessions_user_import_unique').on(t.userId, t.importKey),
    index('training_sessions_user_started_idx').on(t.userId, t.startedAt),
  ],
);

export const trainingExercises = sqliteTable(
  'training_exercises',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    position: integer('position').notNull(),
    /** Never cascades: a catalogue exercise is retired, not deleted. */
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    exerciseName: text('exercise_name').notNull(),
    restSeconds: integer('rest_seconds'),
    skipped: integer('skipped', { mode: 'boolean' }).notNull(),
    notes: text('notes'),
    supersetGroup: integer('superset_group'),
    /** Per-exercise summary written at finish/edit so progress never rereads sets; done_sets null = not summarised yet. */
    doneSets: integer('done_sets'),
    volume: real('volume'),
    bestE1rm: real('best_e1rm'),
    bestWeight: real('best_weight'),
    bestSetVolume: real('best_set_volume'),
    bestReps: integer('best_reps'),
    totalSeconds: integer('total_seconds'),
    totalDistanceM: integer('total_distance_m'),
  },
  (t) => [uniqueIndex('training_exercises_session_client_unique').on(t.sessionId, t.clientId), index('training_exercises_exercise_idx').on(t.exerciseId)],
);

export const trainingSets = sqliteTable(
  'training_sets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => trainingExercises.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    position: integer('position').notNull(),
    plannedWeight: real('planned_weight'),
    plannedReps: integer('planned_reps'),
    plannedSeconds: integer('planned_seconds'),
    weight: real('weight'),
    reps: integer('reps'),
    seconds: integer('seconds'),
    rpe: real('rpe'),
    /** 'warmup' | 'work' | 'drop' | 'failure' (SET_KINDS): warm-ups never count for volume, records or progression. */
    kind: text('kind').notNull().default('work'),
    distanceM: integer('distance_m'),
    level: integer('level'),
    note: text('note'),
    done: integer('done', { mode: 'boolean' }).notNull(),
    doneAt: integer('done_at'),
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
