// The database a test runs on, in the dialect of its vitest project (db/dialect.ts): a copy of the SQLite
// template file, or a new PostgreSQL database made from the template database of this run
// (tests/setup/postgres.ts). Either way migrated, seeded and the catalogue loaded, nothing mocked.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../../db/client';
import { ACTIVE_DIALECT, dialectOfUrl } from '../../db/dialect';
import { Database } from '../../db/sqlite-driver';
import { CatalogueStore } from '../../server/features/catalogue/catalogue.store';
import { createDatabase, dropDatabase, uniqueDbName } from './postgres';
import { buildTemplateDb } from './template-db';

export type TestDb = {
  db: Db;
  /** The catalogue of `db`, loaded (what the app's AppDeps.catalogue would be). */
  catalogue: CatalogueStore;
  /** What openDatabase opened: the SQLite file or the PostgreSQL URL (a second connection can use it). */
  target: string;
  dispose: () => Promise<void>;
};

let ownTemplate: Promise<string> | undefined;

/**
 * The migrated and seeded SQLite template: the one the server project's globalSetup built for this run,
 * or, outside it (another project, a script), one built on first use in this process.
 */
function sqliteTemplate(): Promise<string> {
  const provided = inject('templateDb');
  if (provided && existsSync(provided)) return Promise.resolve(provided);
  ownTemplate ??= buildTemplateDb();
  return ownTemplate;
}

export async function createTestDb(opts: { busyTimeoutMs?: number } = {}): Promise<TestDb> {
  if (ACTIVE_DIALECT === 'postgres') {
    const adminUrl = inject('pgAdminUrl');
    const name = uniqueDbName('t');
    const target = await createDatabase(adminUrl, name, inject('pgTemplate'));
    const db = openDatabase(target, { poolMax: 4 });
    return {
      db,
      catalogue: await CatalogueStore.open(db),
      target,
      dispose: async () => {
        await db.close();
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-test-'));
  const target = join(dir, 'test.db');
  copyFileSync(await sqliteTemplate(), target);
  const db = openDatabase(target, { busyTimeoutMs: opts.busyTimeoutMs });
  return {
    db,
    catalogue: await CatalogueStore.open(db),
    target,
    dispose: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Rows of a hand-written query, on either dialect: `?` placeholders (numbered for PostgreSQL), and
 * PostgreSQL's int8 answers (count(*), timestamps) as numbers as SQLite gives them.
 */
export async function sqlRows<T = Record<string, unknown>>(db: Db, query: string, params: unknown[] = []): Promise<T[]> {
  if (db.sqlite) {
    const statement = db.sqlite.prepare(query);
    if (statement.reader) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  }
  let n = 0;
  const numbered = query.replace(/\?/g, () => `$${++n}`);
  const pool = db.pool;
  const { rows, fields } = await pool.query(numbered, params);
  // node-postgres answers int8 (oid 20: count(*), bigint columns) as text; SQLite answers numbers.
  const int8 = new Set((fields ?? []).filter((f) => f.dataTypeID === 20).map((f) => f.name));
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, int8.has(k) && v !== null ? Number(v) : v]))) as T[];
}

/** The first row of a hand-written query (undefined when there is none). */
export async function sqlRow<T = Record<string, unknown>>(db: Db, query: string, params: unknown[] = []): Promise<T | undefined> {
  return (await sqlRows<T>(db, query, params))[0];
}

/**
 * Another connection takes the write lock (SQLite: BEGIN IMMEDIATE) or locks the users table (PostgreSQL:
 * ACCESS EXCLUSIVE), as a long transaction of another process would. Answers the function that releases it.
 */
export async function holdLock(target: string): Promise<() => Promise<void>> {
  if (dialectOfUrl(target) === 'sqlite') {
    const conn = new Database(target, { timeout: 0 });
    conn.exec('BEGIN IMMEDIATE');
    return async () => {
      conn.exec('COMMIT');
      conn.close();
    };
  }
  const conn = new pg.Client({ connectionString: target });
  await conn.connect();
  await conn.query('begin');
  await conn.query('lock table users in access exclusive mode');
  return async () => {
    await conn.query('commit');
    await conn.end();
  };
}

/** The names of the database's own tables (not the migrations' bookkeeping). */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = db.sqlite
    ? await sqlRows<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    : await sqlRows<{ name: string }>(db, "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'");
  return rows.map((r) => r.name).filter((name) => name !== '__drizzle_migrations');
}

/** Every row of a table in insertion order, as text: for "the store is unchanged" checks. */
export async function snapshot(db: Db, table: string): Promise<string> {
  return JSON.stringify(await sqlRows(db, `SELECT * FROM ${table} ORDER BY ${db.sqlite ? 'rowid' : '1'}`));
}
