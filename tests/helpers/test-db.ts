// The database a test runs on, in the dialect of its vitest project (db/dialect.ts): a copy of the SQLite
// template file, or a new PostgreSQL database made from the template database of this run
// (tests/setup/postgres.ts). Either way migrated, seeded and the catalogue loaded, nothing mocked.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type postgres from 'postgres';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../../db/client';
import { ACTIVE_DIALECT } from '../../db/dialect';
import { loadCatalogue } from '../../server/features/catalogue/catalogue.store';
import { createDatabase, dropDatabase, uniqueDbName } from './postgres';
import { buildTemplateDb } from './template-db';

export type TestDb = {
  db: Db;
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
    await loadCatalogue(db);
    return {
      db,
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
  await loadCatalogue(db);
  return {
    db,
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
  if (db.sqlite) return db.sqlite.prepare(query).all(...params) as T[];
  let n = 0;
  const numbered = query.replace(/\?/g, () => `$${++n}`);
  const client = (db as unknown as { $client: postgres.Sql }).$client;
  const rows = await client.unsafe(numbered, params as postgres.ParameterOrJSON<never>[]);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]))) as T[];
}

/** The first row of a hand-written query (undefined when there is none). */
export async function sqlRow<T = Record<string, unknown>>(db: Db, query: string, params: unknown[] = []): Promise<T | undefined> {
  return (await sqlRows<T>(db, query, params))[0];
}

/** Every row of a table in insertion order, as text: for "the store is unchanged" checks. */
export async function snapshot(db: Db, table: string): Promise<string> {
  return JSON.stringify(await sqlRows(db, `SELECT * FROM ${table} ORDER BY ${db.sqlite ? 'rowid' : '1'}`));
}
