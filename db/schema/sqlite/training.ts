// Gym mode: workouts as they were trained, set by set. A member has at most one active workout
// (finished_at null). Rows carry the client's own ids (client_id), so a retried change never logs twice.
// History never depends on a routine or a recommendation still existing: routine_id and recommendation_id
// are plain references (no foreign key), and an exercise keeps its name as it was logged beside its
// catalogue id (catalogue entries are retired, never deleted: ADR 005).
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
    /** 'routine' | 'recommendation' | 'empty' | 'import'. */
    source: text('source').notNull(),
    routineId: integer('routine_id'),
    recommendationId: integer('recommendation_id'),
    /** ms since the epoch. */
    startedAt: integer('started_at').notNull(),
    /** null while the workout is going on. */
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
    /** 1..n within the workout. */
    position: integer('position').notNull(),
    /** Never cascades: a catalogue exercise is retired, not deleted. */
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    /** The exercise's Korean name when it was logged. */
    exerciseName: text('exercise_name').notNull(),
    /** Rest after each set, seconds; null = the default (90 s). */
    restSeconds: integer('rest_seconds'),
    skipped: integer('skipped', { mode: 'boolean' }).notNull(),
    notes: text('notes'),
    /**
     * Superset / circuit (docs/decisions/020-gym-floor-tools.md): exercises of one session that share a number are
     * done as one group, set by set, resting after the group's last exercise; null = on its own. Grouped exercises
     * are adjacent by position.
     */
    supersetGroup: integer('superset_group'),
    /**
     * The done sets of this exercise summed up, written when its workout is finished or edited
     * (server/features/training/common/summaries.ts summarizeSessions), so progress never rereads every set:
     * done sets, Σ weight × reps, and the bests (Epley e1RM, heaviest weight, best weight × reps, most reps;
     * null: no such set). done_sets null = not summarised yet: readers then count the sets themselves.
     */
    doneSets: integer('done_sets'),
    volume: real('volume'),
    bestE1rm: real('best_e1rm'),
    bestWeight: real('best_weight'),
    bestSetVolume: real('best_set_volume'),
    bestReps: integer('best_reps'),
    /** Cardio and timed exercises: Σ seconds and Σ metres of the done sets (null = none, or not summarised yet). */
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
    /** 1..n within the exercise. */
    position: integer('position').notNull(),
    /** What was planned (from the routine, the recommendation or the last set); null = nothing planned. */
    plannedWeight: real('planned_weight'),
    plannedReps: integer('planned_reps'),
    plannedSeconds: integer('planned_seconds'),
    /** What was done: kg (0 only for body-weight moves), reps, or seconds for holds. */
    weight: real('weight'),
    reps: integer('reps'),
    seconds: integer('seconds'),
    rpe: real('rpe'),
    /** 'warmup' | 'work' | 'drop' | 'failure' (SET_KINDS): warm-ups never count for volume, records or progression. */
    kind: text('kind').notNull().default('work'),
    /** Cardio: metres covered and the machine's level (resistance / incline step); null = not logged. */
    distanceM: integer('distance_m'),
    level: integer('level'),
    /** The member's note on this one set. */
    note: text('note'),
    done: integer('done', { mode: 'boolean' }).notNull(),
    /** ms since the epoch when the set was checked off. */
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
