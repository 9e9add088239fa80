// SQLite (docs/security.md decision 8: WAL, synchronous=FULL, foreign keys, integrity check at open): one writer
// connection with an in-process queue, so an awaiting transaction never interleaves another request's writes.
// PostgreSQL: read-modify-write rules are per member, so a transaction first locks the member's users row.

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { ACTIVE_DIALECT, dialectOfUrl } from './dialect';
import { Database, type SqliteConnection } from './sqlite-driver';

/** Typed as Drizzle's async SQLite builder because services take the SQLite-typed tables; db/dialect-types.test.ts forbids the SQLite-only executors. */
type SharedQuery = Pick<BaseSQLiteDatabase<'async', unknown>, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete'>;

export type DbOrTx = SharedQuery;

function sharedQuery(db: BetterSQLite3Database | PgDatabase<NodePgQueryResultHKT>): SharedQuery {
  return db as unknown as SharedQuery;
}

type TxOptions = {
  lockMember?: number;
  lockNames?: readonly string[];
};

type Handle = {
  transaction<T>(fn: (tx: DbOrTx) => Promise<T>, opts?: TxOptions): Promise<T>;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

type SqliteDb = SharedQuery &
  Handle & {
    /** Not `dialect`: Drizzle keeps its SQL dialect object under that name on the same instance. */
    readonly kind: 'sqlite';
    readonly sqlite: SqliteConnection;
  };

type PostgresDb = SharedQuery &
  Handle & {
    readonly kind: 'postgres';
    readonly sqlite: null;
    readonly pool: pg.Pool;
  };

export type Db = SqliteDb | PostgresDb;

export const MIGRATIONS_DIR = {
  sqlite: resolve(dirname(fileURLToPath(import.meta.url)), 'migrations'),
  postgres: resolve(dirname(fileURLToPath(import.meta.url)), 'migrations-pg'),
} as const;

export class DatabaseIntegrityError extends Error {}

export type OpenOptions = {
  busyTimeoutMs?: number;
  poolMax?: number;
  connectTimeoutSeconds?: number;
  onConnectionError?: (error: Error) => void;
};

export function openDatabase(target: string, opts: OpenOptions = {}): Db {
  const dialect = dialectOfUrl(target);
  if (dialect !== ACTIVE_DIALECT) {
    throw new Error(`This process serves ${ACTIVE_DIALECT} (DATABASE_URL decides it at start) and cannot open a ${dialect} database`);
  }
  return dialect === 'postgres' ? openPostgres(target, opts) : openSqlite(target, opts);
}

export function migrateDatabase(db: Db): Promise<void> {
  return db.migrate();
}

function openSqliteConnection(file: string, opts: OpenOptions, readonly: boolean): SqliteConnection {
  const conn = new Database(file, { timeout: opts.busyTimeoutMs ?? 2000, readonly });
  try {
    if (!readonly) {
      conn.pragma('journal_mode = WAL');
      conn.pragma('synchronous = FULL');
      conn.pragma('foreign_keys = ON');
      const check = conn.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new DatabaseIntegrityError(`SQLite integrity check failed for ${file}: ${String(check)}`);
    }
  } catch (error) {
    conn.close();
    if (error instanceof DatabaseIntegrityError) throw error;
    // "file is not a database" and friends: refuse to serve a foreign or corrupted file.
    throw new DatabaseIntegrityError(`SQLite integrity check failed for ${file}: ${(error as Error).message}`);
  }
  return conn;
}

class Queue {
  private tail: Promise<void> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

function openSqlite(file: string, opts: OpenOptions): SqliteDb {
  if (file === ':memory:') throw new Error('SQLite needs a file: the reader and the writer are two connections to it');
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const writerConn = openSqliteConnection(file, opts, false);
  let readerConn: SqliteConnection;
  try {
    readerConn = openSqliteConnection(file, opts, true);
  } catch (error) {
    writerConn.close();
    throw error;
  }
  const writer = drizzleSqlite(writerConn);
  const reader = drizzleSqlite(readerConn);
  const queue = new Queue();
  const handle: Omit<SqliteDb, keyof SharedQuery> = {
    kind: 'sqlite',
    sqlite: writerConn,
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return queue.run(async () => {
        writerConn.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(sharedQuery(writer));
          writerConn.exec('COMMIT');
          return result;
        } catch (error) {
          if (writerConn.inTransaction) writerConn.exec('ROLLBACK');
          throw error;
        }
      });
    },
    async ping() {
      readerConn.prepare('select 1').get();
    },
    async migrate() {
      migrateSqlite(writer, { migrationsFolder: MIGRATIONS_DIR.sqlite });
    },
    async close() {
      await queue.run(async () => undefined);
      readerConn.close();
      writerConn.close();
    },
  };
  return Object.assign(sharedQuery(reader), handle);
}

function openPostgres(url: string, opts: OpenOptions): PostgresDb {
  // node-postgres, not postgres-js: postgres-js could throw uncatchably from a timer on socket close
  // (docs/decisions/010-postgresql-and-several-nodes.md, decision 7).
  const connectionTimeoutMillis = (opts.connectTimeoutSeconds ?? 5) * 1000;
  const reportLost = opts.onConnectionError ?? ((error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis,
    idleTimeoutMillis: 60_000,
    lock_timeout: opts.busyTimeoutMs ?? 2000,
    // Pooled connections are replaced after a while, so a failover's new primary is picked up.
    maxLifetimeSeconds: 30 * 60,
    keepAlive: true,
    keepAliveInitialDelayMillis: 60_000,
  });
  // An unhandled pool 'error' event ends the process; the pool has already dropped the idle connection.
  pool.on('error', reportLost);
  // A checked-out client's socket may die between statements: the next statement fails, this only avoids a crash.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool });
  const begin = db.transaction.bind(db);
  let closing: Promise<void> | undefined;
  const handle: Omit<PostgresDb, keyof SharedQuery> = {
    kind: 'postgres',
    sqlite: null,
    pool,
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>, txOpts: TxOptions = {}): Promise<T> {
      return begin(
        async (tx) => {
          for (const name of [...new Set(txOpts.lockNames ?? [])].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
          if (txOpts.lockMember !== undefined) await tx.execute(sql`select id from users where id = ${txOpts.lockMember} for update`);
          return fn(sharedQuery(tx));
        },
        { isolationLevel: 'read committed' },
      );
    },
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // Several nodes may start at once: one migrates under the session lock, which needs one dedicated connection.
      const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis });
      conn.on('error', () => {});
      await conn.connect();
      try {
        await conn.query("select pg_advisory_lock(hashtext('fitforme.migrate'))");
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR.postgres });
      } finally {
        await conn.end();
      }
    },
    close() {
      // Idempotent (a test may close the handle and then dispose of it); waits for checked-out connections.
      closing ??= pool.end();
      return closing;
    },
  };
  return Object.assign(sharedQuery(db), handle);
}
