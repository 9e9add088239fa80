// The PostgreSQL schema (db/schema/pg) is a twin of the SQLite one (db/schema/sqlite): the services are
// typed against the SQLite tables and get the pg tables at run time, so the two must not drift. Checked here:
// - the row types ($inferSelect / $inferInsert) of every table and the exported row types are identical
//   (at compile time: `tsc` fails on a difference);
// - table by table, column by column (getTableConfig of each dialect, reduced to one dialect-neutral
//   shape): table set, column keys and names in order, type (through the correspondence table below),
//   notNull, primary keys, defaults, indexes (columns, unique, where), foreign keys, checks;
// - the last migration snapshot of each dialect matches its schema and the other dialect's snapshot, so a
//   schema change without its migration (for either dialect) is caught.
// The comparison is shown to fail on deliberately drifted tables built below.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Column, getTableName, type InferInsertModel, type InferSelectModel, is, SQL, StringChunk, sql, type Table } from 'drizzle-orm';
import {
  getTableConfig as getPgTableConfig,
  PgTable,
  bigint as pgBigint,
  doublePrecision as pgDoublePrecision,
  index as pgIndex,
  integer as pgInteger,
  primaryKey as pgPrimaryKey,
  pgTable,
  text as pgText,
  uniqueIndex as pgUniqueIndex,
} from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, test } from 'vitest';
import * as pg from '../../db/schema/pg/index';
import * as sqlite from '../../db/schema/sqlite/index';

const ROOT = resolve(import.meta.dirname, '../..');

// ---------------------------------------------------------------------------------------------------------
// Row types (compile time)
// ---------------------------------------------------------------------------------------------------------

/** Every exported table of a schema module, by export name, with what a service reads and writes. */
type Rows<M> = {
  [K in keyof M as M[K] extends Table ? K : never]: M[K] extends Table ? { select: InferSelectModel<M[K]>; insert: InferInsertModel<M[K]> } : never;
};

test('the row types of every table and the exported row types are the same in both dialects (checked by tsc)', () => {
  expectTypeOf<Rows<typeof pg>>().toEqualTypeOf<Rows<typeof sqlite>>();
  expectTypeOf<pg.User>().toEqualTypeOf<sqlite.User>();
  expectTypeOf<pg.AuthSession>().toEqualTypeOf<sqlite.AuthSession>();
  expectTypeOf<pg.BodyData>().toEqualTypeOf<sqlite.BodyData>();
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

/**
 * The column type correspondence: each dialect's column (drizzle column class, plus the flag that matters)
 * maps to a kind, and both sides of a column must map to the same kind. A type missing here is drift.
 * SQLite integers become bigint where they hold ms timestamps; only a SQLite autoIncrement key becomes an
 * identity column (catalogue ids are assigned by the sync and stay plain integers).
 */
const SQLITE_KINDS: Record<string, string> = {
  SQLiteInteger: 'integer',
  'SQLiteInteger autoIncrement': 'generated integer key',
  SQLiteBoolean: 'boolean',
  SQLiteReal: 'float',
  SQLiteText: 'text',
  SQLiteTextJson: 'json',
  SQLiteBlobBuffer: 'bytes',
};
const PG_KINDS: Record<string, string> = {
  PgInteger: 'integer',
  PgBigInt53: 'integer',
  'PgInteger identity byDefault': 'generated integer key',
  PgBoolean: 'boolean',
  PgDoublePrecision: 'float',
  PgText: 'text',
  PgJsonb: 'json',
  'PgCustomColumn bytea': 'bytes',
};

interface ColumnShape {
  name: string;
  /** The TS property the services use. */
  key: string;
  kind: string;
  notNull: boolean;
  primary: boolean;
  hasDefault: boolean;
  default: string | null;
  unique: string | null;
}
interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKeys: { name: string; columns: string[] }[];
  uniqueConstraints: { name: string; columns: string[] }[];
  indexes: { name: string; columns: string[]; unique: boolean; where: string | null }[];
  foreignKeys: { name: string; columns: string[]; foreignTable: string; foreignColumns: string[]; onDelete: string; onUpdate: string }[];
  checks: { name: string; sql: string }[];
}

/** SQL as dialect-neutral text: literal parts as written, columns by their bare name. */
function sqlText(value: SQL | undefined): string | null {
  if (!value) return null;
  const part = (chunk: unknown): string => {
    if (is(chunk, StringChunk)) return chunk.value.join('');
    if (is(chunk, Column)) return chunk.name;
    if (is(chunk, SQL)) return chunk.queryChunks.map(part).join('');
    return `<${(chunk as object)?.constructor?.name ?? typeof chunk}>`;
  };
  return part(value).replace(/\s+/g, ' ').trim();
}

function defaultText(value: unknown): string | null {
  if (value === undefined) return null;
  return is(value, SQL) ? `sql:${sqlText(value)}` : JSON.stringify(value);
}

const columnName = (c: unknown) => (is(c, SQL) ? `sql:${sqlText(c)}` : (c as { name: string }).name);

/** The common part of getTableConfig in both dialects (their element classes differ, their fields do not). */
type AnyTableConfig = ReturnType<typeof getSqliteTableConfig> | ReturnType<typeof getPgTableConfig>;

function shapeOf(config: AnyTableConfig, table: Table, kindOf: (c: Column) => string): TableShape {
  const keyOf = new Map(Object.entries(table).flatMap(([key, value]) => (is(value, Column) ? [[value.name, key] as const] : [])));
  return {
    name: config.name,
    columns: config.columns.map((c: Column) => ({
      name: c.name,
      key: keyOf.get(c.name) ?? '?',
      kind: kindOf(c),
      notNull: c.notNull,
      primary: c.primary,
      hasDefault: c.hasDefault,
      default: defaultText(c.default),
      unique: c.isUnique ? (c.uniqueName ?? '') : null,
    })),
    primaryKeys: config.primaryKeys.map((pk) => ({ name: pk.getName(), columns: pk.columns.map((c) => c.name) })),
    uniqueConstraints: config.uniqueConstraints.map((u) => ({ name: u.getName() ?? '', columns: u.columns.map((c) => c.name) })),
    indexes: config.indexes.map((i) => ({
      name: i.config.name ?? '(unnamed)',
      columns: (i.config.columns as unknown[]).map(columnName),
      unique: i.config.unique ?? false,
      where: sqlText(i.config.where),
    })),
    foreignKeys: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return {
        name: fk.getName(),
        columns: ref.columns.map((c) => c.name),
        foreignTable: getTableName(ref.foreignTable),
        foreignColumns: ref.foreignColumns.map((c) => c.name),
        onDelete: fk.onDelete ?? 'no action',
        onUpdate: fk.onUpdate ?? 'no action',
      };
    }),
    checks: config.checks.map((c) => ({ name: c.name, sql: sqlText(c.value) ?? '' })),
  };
}

function sqliteShape(table: SQLiteTable): TableShape {
  return shapeOf(getSqliteTableConfig(table), table, (c) => {
    const type = c.columnType + ((c as { autoIncrement?: boolean }).autoIncrement ? ' autoIncrement' : '');
    return SQLITE_KINDS[type] ?? `no correspondence for SQLite ${type}`;
  });
}

function pgShape(table: PgTable): TableShape {
  return shapeOf(getPgTableConfig(table), table, (c) => {
    let type = c.columnType;
    if (c.columnType === 'PgCustomColumn') type += ` ${c.getSQLType()}`;
    if (c.generatedIdentity) type += ` identity ${c.generatedIdentity.type}`;
    if (c.generated) type += ' generated';
    return PG_KINDS[type] ?? `no correspondence for PostgreSQL ${type}`;
  });
}

const show = (v: unknown) => JSON.stringify(v);

/** Reports the entries of `what` missing on either side and every field that differs on the common ones. */
function diffNamed<T extends { name: string }>(out: string[], where: string, what: string, a: T[], b: T[]) {
  const inPg = new Map(b.map((x) => [x.name, x]));
  const inSqlite = new Set(a.map((x) => x.name));
  for (const x of a) {
    const y = inPg.get(x.name);
    if (!y) {
      out.push(`${where}: ${what} ${x.name} is missing in pg`);
      continue;
    }
    for (const field of Object.keys(x) as (keyof T & string)[]) {
      if (show(x[field]) !== show(y[field])) out.push(`${where}: ${what} ${x.name}: ${field} is ${show(x[field])} in sqlite, ${show(y[field])} in pg`);
    }
  }
  for (const y of b) if (!inSqlite.has(y.name)) out.push(`${where}: ${what} ${y.name} exists only in pg`);
}

/** Every difference between a SQLite table and its PostgreSQL twin, as readable lines; [] when they agree. */
function compareTables(s: SQLiteTable, p: PgTable): string[] {
  const a = sqliteShape(s);
  const b = pgShape(p);
  const out: string[] = [];
  const where = `table ${a.name}`;
  if (a.name !== b.name) out.push(`${where}: named ${b.name} in pg`);
  const order = (t: TableShape) => t.columns.map((c) => c.name);
  if (show(order(a)) !== show(order(b))) out.push(`${where}: columns are ${show(order(a))} in sqlite, ${show(order(b))} in pg`);
  diffNamed(out, where, 'column', a.columns, b.columns);
  diffNamed(out, where, 'primary key', a.primaryKeys, b.primaryKeys);
  diffNamed(out, where, 'unique constraint', a.uniqueConstraints, b.uniqueConstraints);
  diffNamed(out, where, 'index', a.indexes, b.indexes);
  diffNamed(out, where, 'foreign key', a.foreignKeys, b.foreignKeys);
  diffNamed(out, where, 'check', a.checks, b.checks);
  return out;
}

/** The exported tables of a schema module, by export name. */
function tablesOf<T>(module: Record<string, unknown>, isTable: (v: unknown) => v is T): Map<string, T> {
  return new Map(Object.entries(module).filter((e): e is [string, T] => isTable(e[1])));
}

function compareSchemas(sqliteModule: Record<string, unknown>, pgModule: Record<string, unknown>): string[] {
  const a = tablesOf(sqliteModule, (v): v is SQLiteTable => is(v, SQLiteTable));
  const b = tablesOf(pgModule, (v): v is PgTable => is(v, PgTable));
  const out: string[] = [];
  for (const [name, s] of a) {
    const p = b.get(name);
    if (p) out.push(...compareTables(s, p));
    else out.push(`table ${name} (${getTableName(s)}) is missing in pg`);
  }
  for (const [name, p] of b) if (!a.has(name)) out.push(`table ${name} (${getTableName(p)}) exists only in pg`);
  return out;
}

describe('the PostgreSQL schema mirrors the SQLite schema', () => {
  test('the same tables under the same export names', () => {
    const names = (m: Record<string, unknown>) => [...tablesOf(m, (v): v is Table => is(v, SQLiteTable) || is(v, PgTable)).keys()].sort();
    expect(names(pg)).toEqual(names(sqlite));
    expect(names(sqlite)).toHaveLength(20);
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

// ---------------------------------------------------------------------------------------------------------
// The comparison catches drift
// ---------------------------------------------------------------------------------------------------------

describe('the comparison reports drift', () => {
  // Copies of real tables (as they were when this was written) with one deliberate difference each.
  const nullableExpiry = pgTable(
    'throttle_buckets',
    {
      key: pgText('key').primaryKey(),
      tokens: pgDoublePrecision('tokens').notNull(),
      updatedAt: pgBigint('updated_at', { mode: 'number' }).notNull(),
      expiresAt: pgBigint('expires_at', { mode: 'number' }),
    },
    (t) => [pgIndex('throttle_buckets_expires_idx').on(t.expiresAt)],
  );
  const missingIndex = pgTable('throttle_buckets', {
    key: pgText('key').primaryKey(),
    tokens: pgDoublePrecision('tokens').notNull(),
    updatedAt: pgBigint('updated_at', { mode: 'number' }).notNull(),
    expiresAt: pgBigint('expires_at', { mode: 'number' }).notNull(),
  });
  const wrongTypeAndOrder = pgTable(
    'throttle_buckets',
    {
      key: pgText('key').primaryKey(),
      updatedAt: pgBigint('updated_at', { mode: 'number' }).notNull(),
      tokens: pgInteger('tokens').notNull(),
      expiresAt: pgBigint('expires_at', { mode: 'number' }).notNull(),
    },
    (t) => [pgIndex('throttle_buckets_expires_idx').on(t.expiresAt)],
  );
  const identityCatalogueId = pgTable(
    'body_parts',
    {
      id: pgInteger('id').primaryKey().generatedByDefaultAsIdentity(),
      key: pgText('key').notNull(),
      koreanName: pgText('korean_name').notNull(),
      englishName: pgText('english_name').notNull(),
      retiredAt: pgText('retired_at'),
    },
    // The partial index lost its `where`: retired names would block new ones.
    (t) => [pgUniqueIndex('body_parts_key_unique').on(t.key), pgUniqueIndex('body_parts_korean_unique').on(t.koreanName)],
  );
  const plainCatalogueId = pgTable(
    'body_parts',
    {
      id: pgInteger('id').primaryKey(),
      key: pgText('key').notNull(),
      koreanName: pgText('korean_name').notNull(),
      englishName: pgText('english_name').notNull(),
      retiredAt: pgText('retired_at'),
    },
    (t) => [pgUniqueIndex('body_parts_key_unique').on(t.key), pgUniqueIndex('body_parts_korean_unique').on(t.koreanName).where(sql`retired_at is null`)],
  );
  const renamedCheckAndNoCascade = pgTable(
    'body_data',
    {
      id: pgInteger('id').primaryKey().generatedByDefaultAsIdentity(),
      userId: pgInteger('user_id')
        .notNull()
        .references(() => pg.users.id),
      date: pgText('date').notNull(),
      height: pgDoublePrecision('height').notNull(),
      weight: pgDoublePrecision('weight').notNull(),
      bodyFat: pgDoublePrecision('body_fat').notNull(),
      muscleMass: pgDoublePrecision('muscle_mass').notNull(),
      upDownBalance: pgInteger('up_down_balance').notNull(),
      createdAt: pgBigint('created_at', { mode: 'number' }).notNull(),
    },
    (t) => [pgUniqueIndex('body_data_user_date_unique').on(t.userId, t.date)],
  );
  const swappedCompositeKey = pgTable(
    'exercise_aliases',
    {
      exerciseId: pgInteger('exercise_id')
        .notNull()
        .references(() => pg.exercises.id, { onDelete: 'cascade' }),
      alias: pgText('alias').notNull(),
    },
    (t) => [pgPrimaryKey({ name: 'exercise_aliases_exercise_id_alias_pk', columns: [t.alias, t.exerciseId] })],
  );

  test.each([
    ['a nullable column', sqlite.throttleBuckets, nullableExpiry, ['table throttle_buckets: column expires_at: notNull is true in sqlite, false in pg']],
    ['a missing index', sqlite.throttleBuckets, missingIndex, ['table throttle_buckets: index throttle_buckets_expires_idx is missing in pg']],
    [
      'a column of another type, in another place',
      sqlite.throttleBuckets,
      wrongTypeAndOrder,
      [
        'table throttle_buckets: columns are ["key","tokens","updated_at","expires_at"] in sqlite, ["key","updated_at","tokens","expires_at"] in pg',
        'table throttle_buckets: column tokens: kind is "float" in sqlite, "integer" in pg',
      ],
    ],
    [
      'an identity catalogue id and a partial index without its where',
      sqlite.bodyParts,
      identityCatalogueId,
      [
        'table body_parts: column id: kind is "integer" in sqlite, "generated integer key" in pg',
        'table body_parts: index body_parts_korean_unique: where is "retired_at is null" in sqlite, null in pg',
      ],
    ],
    [
      'a catalogue id without a default (an insert type that requires id)',
      sqlite.bodyParts,
      plainCatalogueId,
      ['table body_parts: column id: hasDefault is true in sqlite, false in pg'],
    ],
    [
      'a missing check and a foreign key that no longer cascades',
      sqlite.bodyData,
      renamedCheckAndNoCascade,
      [
        'table body_data: foreign key body_data_user_id_users_id_fk: onDelete is "cascade" in sqlite, "no action" in pg',
        'table body_data: check body_data_balance_check is missing in pg',
      ],
    ],
    [
      'a composite primary key in another column order',
      sqlite.exerciseAliases,
      swappedCompositeKey,
      [
        'table exercise_aliases: primary key exercise_aliases_exercise_id_alias_pk: columns is ["exercise_id","alias"] in sqlite, ["alias","exercise_id"] in pg',
      ],
    ],
  ] as const)('%s', (_, s, p, expected) => {
    // Containing, not equal: the copies are frozen, so a later change to the real table adds findings here.
    expect(compareTables(s, p)).toEqual(expect.arrayContaining([...expected]));
  });

  test('a table missing on one side, and one only on the other', () => {
    const sqliteSide = { users: sqlite.users, throttleBuckets: sqlite.throttleBuckets };
    expect(compareSchemas(sqliteSide, { users: pg.users, extra: missingIndex })).toEqual([
      'table throttleBuckets (throttle_buckets) is missing in pg',
      'table extra (throttle_buckets) exists only in pg',
    ]);
  });

  test('drift in the row types is a type error too', () => {
    expectTypeOf<Rows<{ t: typeof nullableExpiry }>>().not.toEqualTypeOf<Rows<{ t: typeof sqlite.throttleBuckets }>>();
    // Without the sync guard a pg catalogue id is required on insert, where SQLite's integer key is optional.
    expectTypeOf<Rows<{ t: typeof plainCatalogueId }>>().not.toEqualTypeOf<Rows<{ t: typeof sqlite.bodyParts }>>();
    // (An identity catalogue id has the very same row types: only the structural comparison above catches it.)
  });
});

// ---------------------------------------------------------------------------------------------------------
// Migrations
// ---------------------------------------------------------------------------------------------------------

interface SnapshotTable {
  name: string;
  columns: { name: string; type: string; notNull: boolean; primaryKey: boolean }[];
  indexes: { name: string; columns: string[]; unique: boolean; partial: boolean }[];
  foreignKeys: string[];
  primaryKeys: string[];
  checks: string[];
}

/** The tables of the newest snapshot of a drizzle-kit migrations folder (the last entry of its journal). */
function latestSnapshot(folder: string): SnapshotTable[] {
  const meta = join(ROOT, folder, 'meta');
  const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const prefix = journal.entries.at(-1)!.tag.split('_')[0];
  const snapshot = JSON.parse(readFileSync(join(meta, `${prefix}_snapshot.json`), 'utf8'));
  return Object.values(snapshot.tables as Record<string, any>)
    .map((t) => ({
      name: t.name,
      columns: Object.values(t.columns as Record<string, any>).map((c) => ({ name: c.name, type: c.type, notNull: c.notNull, primaryKey: c.primaryKey })),
      indexes: Object.values(t.indexes as Record<string, any>)
        .map((i) => ({
          name: i.name,
          columns: i.columns.map((c: string | { expression: string }) => (typeof c === 'string' ? c : c.expression)),
          unique: i.isUnique,
          partial: Boolean(i.where),
        }))
        .sort((x, y) => x.name.localeCompare(y.name)),
      foreignKeys: Object.keys(t.foreignKeys).sort(),
      primaryKeys: Object.keys(t.compositePrimaryKeys).sort(),
      checks: Object.keys(t.checkConstraints).sort(),
    }))
    .sort((x, y) => x.name.localeCompare(y.name));
}

/** The same summary made from a schema module, for comparison with its dialect's snapshot. */
function schemaSummary(module: Record<string, unknown>, dialect: 'sqlite' | 'pg'): SnapshotTable[] {
  const tables = [...Object.values(module)].filter((v) => (dialect === 'sqlite' ? is(v, SQLiteTable) : is(v, PgTable))) as (SQLiteTable | PgTable)[];
  return tables
    .map((table) => {
      const config = is(table, SQLiteTable) ? getSqliteTableConfig(table) : getPgTableConfig(table as PgTable);
      return {
        name: config.name,
        columns: config.columns.map((c: Column) => ({ name: c.name, type: c.getSQLType(), notNull: c.notNull, primaryKey: c.primary })),
        indexes: config.indexes
          .map((i) => ({
            name: i.config.name ?? '(unnamed)',
            columns: (i.config.columns as unknown[]).map(columnName),
            unique: i.config.unique ?? false,
            partial: Boolean(i.config.where),
          }))
          .sort((x, y) => x.name.localeCompare(y.name)),
        foreignKeys: config.foreignKeys.map((fk) => fk.getName()).sort(),
        primaryKeys: config.primaryKeys.map((pk) => pk.getName()).sort(),
        checks: config.checks.map((c) => c.name).sort(),
      };
    })
    .sort((x, y) => x.name.localeCompare(y.name));
}

/** What must agree across dialects: everything but the column types, which the correspondence table covers. */
const withoutTypes = (tables: SnapshotTable[]) => tables.map((t) => ({ ...t, columns: t.columns.map(({ type: _, ...c }) => c) }));

describe('the migrations of both dialects are up to date', () => {
  const sqliteSnapshot = latestSnapshot('db/migrations');
  const pgSnapshot = latestSnapshot('db/migrations-pg');

  test('the last SQLite snapshot is the SQLite schema (else: npx drizzle-kit generate)', () => {
    expect(sqliteSnapshot).toEqual(schemaSummary(sqlite, 'sqlite'));
  });

  test('the last PostgreSQL snapshot is the PostgreSQL schema (else: npx drizzle-kit generate --config drizzle.pg.config.ts)', () => {
    expect(pgSnapshot).toEqual(schemaSummary(pg, 'pg'));
  });

  test('both snapshots list the same tables, columns, keys, indexes and constraints', () => {
    expect(pgSnapshot.map((t) => t.name)).toEqual(sqliteSnapshot.map((t) => t.name));
    expect(withoutTypes(pgSnapshot)).toEqual(withoutTypes(sqliteSnapshot));
  });
});
