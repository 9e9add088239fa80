// Opens the SQLite file with the settings of SECURITY.md decision 8 and applies the committed migrations.

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database, { type RunResult } from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema/index';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The database or a transaction on it: what synchronous helpers that may run inside one accept. */
export type DbOrTx = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/**
 * For a transaction that reads, then writes on what it read (limits, 1..n orders, a password check): the
 * write lock is taken at BEGIN, so two such transactions cannot both act on the same state.
 */
export const IMMEDIATE = { behavior: 'immediate' } as const;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseIntegrityError extends Error {}

export function openDatabase(file: string, opts: { busyTimeoutMs?: number } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file, { timeout: opts.busyTimeoutMs ?? 2000 });
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new DatabaseIntegrityError(`SQLite integrity check failed for ${file}: ${String(check)}`);
  } catch (error) {
    sqlite.close();
    if (error instanceof DatabaseIntegrityError) throw error;
    // "file is not a database" and friends: refuse to serve a foreign or corrupted file.
    throw new DatabaseIntegrityError(`SQLite integrity check failed for ${file}: ${(error as Error).message}`);
  }
  return drizzle(sqlite, { schema }) as Db;
}

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
