import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exercises } from './catalogue';
import { users } from './users';

export const routines = pgTable(
  'routines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Kept gap-free by the service; the unique index is the safety net. */
    routineIndex: integer('routine_index').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('routines_user_idx').on(t.userId), uniqueIndex('routines_user_index_unique').on(t.userId, t.routineIndex)],
);

export const routineItems = pgTable(
  'routine_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    routineId: integer('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    /** Never cascades: a catalogue exercise a member uses is retired, not deleted (ADR 005). */
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    weight: doublePrecision('weight'),
    rep: integer('rep'),
    setCount: integer('set_count'),
    caution: text('caution'),
    /** null = every set the same; when set, weight/rep/setCount mirror the first work set for the legacy wire (docs/decisions/020-gym-floor-tools.md). */
    setTargets: jsonb('set_targets').$type<SetTargetRow[]>(),
    supersetGroup: integer('superset_group'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
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

export type SetTargetRow = {
  kind: 'warmup' | 'work' | 'drop' | 'failure';
  weight: number | null;
  reps: number | null;
  seconds: number | null;
};

export type RoutineRow = typeof routines.$inferSelect;
export type RoutineItemRow = typeof routineItems.$inferSelect;
