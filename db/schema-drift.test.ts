// The PostgreSQL schema (db/schema/pg) is a twin of the SQLite one (db/schema/sqlite): the services are
// typed against the SQLite tables and get the pg tables at run time, so the two must not drift. Checked here:
// - the row types ($inferSelect / $inferInsert) of every table and the exported row types are identical
//   (at compile time: `tsc` fails on a difference);
// - table by table, column by column (getTableConfig of each dialect, reduced to one dialect-neutral
//   shape): table set, column keys and names in order, type (through the correspondence table in
//   tests/helpers/schema-shape.ts), notNull, primary keys, defaults, indexes (columns, unique, where),
//   foreign keys, checks;
// - the last migration snapshot of each dialect matches its schema and the other dialect's snapshot, so a
//   schema change without its migration (for either dialect) is caught.
// The comparison (tests/helpers/schema-shape.ts) is shown to fail on deliberately drifted tables in
// schema-drift-detection.test.ts; the migrations are checked in schema-migrations.test.ts.
import { is, type Table } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { compareSchemas, pgShape, type Rows, sqliteShape, tablesOf } from '../tests/helpers/schema-shape';
import * as pg from './schema/pg/index';
import * as sqlite from './schema/sqlite/index';

// ---------------------------------------------------------------------------------------------------------
// Row types (compile time)
// ---------------------------------------------------------------------------------------------------------

test('the row types of every table and the exported row types are the same in both dialects (checked by tsc)', () => {
  expectTypeOf<Rows<typeof pg>>().toEqualTypeOf<Rows<typeof sqlite>>();
  expectTypeOf<pg.User>().toEqualTypeOf<sqlite.User>();
  expectTypeOf<pg.AuthSession>().toEqualTypeOf<sqlite.AuthSession>();
  expectTypeOf<pg.BodyRecordRow>().toEqualTypeOf<sqlite.BodyRecordRow>();
  expectTypeOf<pg.RoutineRow>().toEqualTypeOf<sqlite.RoutineRow>();
  expectTypeOf<pg.RoutineItemRow>().toEqualTypeOf<sqlite.RoutineItemRow>();
  expectTypeOf<pg.RecommendationRow>().toEqualTypeOf<sqlite.RecommendationRow>();
  expectTypeOf<pg.RecommendationFeedbackRow>().toEqualTypeOf<sqlite.RecommendationFeedbackRow>();
  expectTypeOf<pg.MemberPreferencesRow>().toEqualTypeOf<sqlite.MemberPreferencesRow>();
  expectTypeOf<pg.BodyPartRow>().toEqualTypeOf<sqlite.BodyPartRow>();
  expectTypeOf<pg.MachineRow>().toEqualTypeOf<sqlite.MachineRow>();
  expectTypeOf<pg.ExerciseRow>().toEqualTypeOf<sqlite.ExerciseRow>();
  expectTypeOf<pg.AuthSession['secretHash']>().toEqualTypeOf<Buffer>();
});

// ---------------------------------------------------------------------------------------------------------
// Structure (run time)
// ---------------------------------------------------------------------------------------------------------

describe('the PostgreSQL schema mirrors the SQLite schema', () => {
  test('the same tables under the same export names', () => {
    const names = (m: Record<string, unknown>) => [...tablesOf(m, (v): v is Table => is(v, SQLiteTable) || is(v, PgTable)).keys()].sort();
    expect(names(pg)).toEqual(names(sqlite));
    expect(names(sqlite)).toHaveLength(22);
  });

  test('table by table and column by column, no difference', () => {
    expect(compareSchemas(sqlite, pg)).toEqual([]);
  });

  test('the shapes compared are the real ones (a spot check of what the comparison sees)', () => {
    const users = pgShape(pg.users);
    expect(users.columns.find((c) => c.name === 'id')).toMatchObject({ kind: 'generated integer key', primary: true, hasDefault: true });
    expect(users.checks).toEqual([{ name: 'users_sex_check', sql: 'sex in (0, 1)' }]);
    expect(pgShape(pg.authSessions).columns.find((c) => c.name === 'secret_hash')).toMatchObject({ kind: 'bytes', notNull: true });
    expect(sqliteShape(sqlite.bodyParts).indexes).toContainEqual({
      name: 'body_parts_korean_unique',
      columns: ['korean_name'],
      unique: true,
      where: 'retired_at is null',
    });
    expect(pgShape(pg.exerciseAliases).primaryKeys).toEqual([{ name: 'exercise_aliases_exercise_id_alias_pk', columns: ['exercise_id', 'alias'] }]);
    expect(pgShape(pg.routineItems).foreignKeys).toContainEqual({
      name: 'routine_items_exercise_id_exercises_id_fk',
      columns: ['exercise_id'],
      foreignTable: 'exercises',
      foreignColumns: ['id'],
      onDelete: 'restrict',
      onUpdate: 'no action',
    });
  });

  test('catalogue ids are assigned by the sync: a pg insert without one fails before reaching the database', () => {
    const id = getPgTableConfig(pg.bodyParts).columns.find((c) => c.name === 'id')!;
    expect(id.generatedIdentity).toBeUndefined();
    expect(() => id.defaultFn?.()).toThrow(/assigned by the catalogue sync/);
  });
});
