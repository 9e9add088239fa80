// The schema comparison of tests/unit/schema-drift*.test.ts: each dialect's tables (getTableConfig) reduced
// to one dialect-neutral shape through a column-type correspondence table, and the differences between a
// SQLite table and its PostgreSQL twin as readable lines.
import { Column, getTableName, type InferInsertModel, type InferSelectModel, is, SQL, StringChunk, type Table } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as getSqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** Every exported table of a schema module, by export name, with what a service reads and writes. */
export type Rows<M> = {
  [K in keyof M as M[K] extends Table ? K : never]: M[K] extends Table ? { select: InferSelectModel<M[K]>; insert: InferInsertModel<M[K]> } : never;
};

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

export const columnName = (c: unknown) => (is(c, SQL) ? `sql:${sqlText(c)}` : (c as { name: string }).name);

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

export function sqliteShape(table: SQLiteTable): TableShape {
  return shapeOf(getSqliteTableConfig(table), table, (c) => {
    const type = c.columnType + ((c as { autoIncrement?: boolean }).autoIncrement ? ' autoIncrement' : '');
    return SQLITE_KINDS[type] ?? `no correspondence for SQLite ${type}`;
  });
}

export function pgShape(table: PgTable): TableShape {
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
export function compareTables(s: SQLiteTable, p: PgTable): string[] {
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
export function tablesOf<T>(module: Record<string, unknown>, isTable: (v: unknown) => v is T): Map<string, T> {
  return new Map(Object.entries(module).filter((e): e is [string, T] => isTable(e[1])));
}

export function compareSchemas(sqliteModule: Record<string, unknown>, pgModule: Record<string, unknown>): string[] {
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
