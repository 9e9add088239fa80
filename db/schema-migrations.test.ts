// The last migration snapshot of each dialect (db/migrations, db/migrations-pg) matches its schema and the
// other dialect's snapshot, so a schema change without its migration, for either dialect, is caught.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Column, is } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, test } from 'vitest';
import { columnName } from '../tests/helpers/schema-shape';
import * as pg from './schema/pg/index';
import * as sqlite from './schema/sqlite/index';

const ROOT = resolve(import.meta.dirname, '..');

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
