import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { HowTo, Movement } from '../../../server/features/catalogue/movements/model';

/** Korean names are unique among the active rows only, so a retired entry's name can be reused. */
const activeOnly = sql`retired_at is null`;

export const bodyParts = sqliteTable(
  'body_parts',
  {
    /** Seeded in display order, so id = the legacy 1-based position (bodyPartId); display order = id order. */
    id: integer('id').primaryKey(),
    key: text('key').notNull(),
    koreanName: text('korean_name').notNull(),
    englishName: text('english_name').notNull(),
    retiredAt: text('retired_at'),
  },
  (t) => [uniqueIndex('body_parts_key_unique').on(t.key), uniqueIndex('body_parts_korean_unique').on(t.koreanName).where(activeOnly)],
);

export const machines = sqliteTable(
  'machines',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull(),
    koreanName: text('korean_name').notNull(),
    englishName: text('english_name').notNull(),
    retiredAt: text('retired_at'),
  },
  (t) => [uniqueIndex('machines_key_unique').on(t.key), uniqueIndex('machines_korean_unique').on(t.koreanName).where(activeOnly)],
);

export const machineBodyParts = sqliteTable(
  'machine_body_parts',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    bodyPartId: integer('body_part_id')
      .notNull()
      .references(() => bodyParts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.bodyPartId] }), index('machine_body_parts_part_idx').on(t.bodyPartId)],
);

export const exercises = sqliteTable(
  'exercises',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull(),
    koreanName: text('korean_name').notNull(),
    englishName: text('english_name').notNull(),
    description: text('description').notNull(),
    caution: text('caution').notNull(),
    level: integer('level').notNull(),
    compound: integer('compound', { mode: 'boolean' }).notNull(),
    pattern: text('pattern').notNull(),
    loadModel: text('load_model').notNull(),
    ratios: text('ratios', { mode: 'json' }),
    popularity: integer('popularity').notNull(),
    videoLink: text('video_link'),
    howTo: text('how_to', { mode: 'json' }).$type<HowTo>(),
    movement: text('movement', { mode: 'json' }).$type<Movement>(),
    createdAt: text('created_at').notNull(),
    retiredAt: text('retired_at'),
  },
  (t) => [uniqueIndex('exercises_key_unique').on(t.key), uniqueIndex('exercises_korean_unique').on(t.koreanName).where(activeOnly)],
);

export const exerciseBodyParts = sqliteTable(
  'exercise_body_parts',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    bodyPartId: integer('body_part_id')
      .notNull()
      .references(() => bodyParts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    primary: integer('is_primary', { mode: 'boolean' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.bodyPartId] }), index('exercise_body_parts_part_idx').on(t.bodyPartId)],
);

export const exerciseMachines = sqliteTable(
  'exercise_machines',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.machineId] }), index('exercise_machines_machine_idx').on(t.machineId)],
);

export const exerciseAliases = sqliteTable(
  'exercise_aliases',
  {
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.alias] })],
);

/** 'version' (seed content hash) and '<table>.max_id' high-water marks, so an id is never handed out twice. */
export const catalogueMeta = sqliteTable('catalogue_meta', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export type BodyPartRow = typeof bodyParts.$inferSelect;
export type MachineRow = typeof machines.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;
