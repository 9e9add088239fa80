// Members' workout routines (at most 5) and the exercises in them (at most 7 each).
import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { exercises } from './catalogue';
import { users } from './users';

export const routines = sqliteTable(
  'routines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1..n per member, no gaps (kept by the service; the unique index is the safety net). */
    routineIndex: integer('routine_index').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('routines_user_idx').on(t.userId), uniqueIndex('routines_user_index_unique').on(t.userId, t.routineIndex)],
);

export const routineItems = sqliteTable(
  'routine_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    routineId: integer('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    /** Never cascades: a catalogue exercise a member uses is retired, not deleted (ADR 005). */
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    /** 1..n per routine, no gaps. */
    position: integer('position').notNull(),
    /** kg; null = not set (shown as 0). */
    weight: real('weight'),
    rep: integer('rep'),
    setCount: integer('set_count'),
    caution: text('caution'),
    /**
     * Per-set targets (pyramids, 12/10/8, top set + back-offs), in order; null = every set the same (weight × rep ×
     * setCount). When present, weight / rep / setCount mirror the first work set and the number of non-warm-up sets,
     * so the legacy wire's single triple stays what it was (docs/decisions/020-gym-floor-tools.md).
     */
    setTargets: text('set_targets', { mode: 'json' }).$type<SetTargetRow[]>(),
    /** Superset / circuit: items of one routine sharing a number are done as one group (adjacent by position). */
    supersetGroup: integer('superset_group'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('routine_items_routine_exercise_unique').on(t.routineId, t.exerciseId),
    uniqueIndex('routine_items_routine_position_unique').on(t.routineId, t.position),
    check(
      'routine_items_amounts_check',
      sql`(${t.weight} is null or ${t.weight} between 0 and 999.99) and (${t.rep} is null or ${t.rep} between 0 and 99) and (${t.setCount} is null or ${t.setCount} between 0 and 99)`,
    ),
  ],
);

/** One set of a routine item's per-set targets, as stored (validated by the routines contract). */
export type SetTargetRow = {
  kind: 'warmup' | 'work' | 'drop' | 'failure';
  weight: number | null;
  reps: number | null;
  seconds: number | null;
};

export type RoutineRow = typeof routines.$inferSelect;
export type RoutineItemRow = typeof routineItems.$inferSelect;
