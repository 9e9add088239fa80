// A database of the active dialect migrated up to (not including) one migration, so a test can write rows the
// way the older schema had them and check what the migration makes of them (tests/http/*-migration.test.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type Db, MIGRATIONS_DIR, openDatabase } from '../../db/client';
import { ACTIVE_DIALECT } from '../../db/dialect';
import { type CatalogueData, type CatalogueSyncSummary, syncCatalogue } from '../../server/features/catalogue/sync/sync';
import { createDatabase, dropDatabase, uniqueDbName } from './postgres';
import { sqlRows } from './test-db';

type Cleanups = (() => Promise<void> | void)[];

/** The migrations of the active dialect before `tag`, in a folder of their own. */
function migrationsBefore(tag: string, cleanups: Cleanups): string {
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(ACTIVE_DIALECT === 'postgres' ? MIGRATIONS_DIR.postgres : MIGRATIONS_DIR.sqlite, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * An empty database of the active dialect, migrated up to (not including) the migration `tags[dialect]`; what it
 * leaves behind is undone by the `cleanups` the caller runs after the test.
 */
export async function databaseBefore(tags: { sqlite: string; postgres: string }, cleanups: Cleanups): Promise<Db> {
  const folder = migrationsBefore(ACTIVE_DIALECT === 'postgres' ? tags.postgres : tags.sqlite, cleanups);
  if (ACTIVE_DIALECT === 'postgres') {
    const adminUrl = inject('pgAdminUrl');
    const name = uniqueDbName('migration');
    const url = await createDatabase(adminUrl, name);
    cleanups.push(() => dropDatabase(adminUrl, name));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.end();
    }
    const db = openDatabase(url, { poolMax: 2 });
    cleanups.push(() => db.close());
    return db;
  }
  const dir = mkdtempSync(join(tmpdir(), 'fitforme-migration-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const db = openDatabase(join(dir, 'old.db'));
  cleanups.push(() => db.close());
  migrateSqlite(drizzleSqlite(db.sqlite!), { migrationsFolder: folder });
  return db;
}

/** Catalogue columns today's sync writes that a later migration adds (SQLite 0013, PostgreSQL 0008: the how-to and the movement). */
const LATER_EXERCISE_COLUMNS = ['how_to', 'movement'];

/**
 * Today's catalogue sync on a database of an older schema (databaseBefore): the columns later migrations add to
 * the catalogue are added for the sync and dropped again, so the older schema holds today's catalogue (without
 * them) for the migration under test, and that migration and the later ones add them back, empty.
 */
export async function syncCatalogueOnOlderSchema(db: Db, data: CatalogueData, opts: { today?: string } = {}): Promise<CatalogueSyncSummary> {
  const type = ACTIVE_DIALECT === 'postgres' ? 'jsonb' : 'text';
  for (const column of LATER_EXERCISE_COLUMNS) await sqlRows(db, `ALTER TABLE exercises ADD COLUMN ${column} ${type}`);
  const summary = await syncCatalogue(db, data, opts);
  for (const column of LATER_EXERCISE_COLUMNS) await sqlRows(db, `ALTER TABLE exercises DROP COLUMN ${column}`);
  return summary;
}
