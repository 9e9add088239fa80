// Opens the database of this process (db/dialect.ts) behind one interface the services use on both:
//
// - Reads and the query builder: `SharedQuery` (`db.select()…`, `tx.insert()…`), always awaited.
// - Writes: only inside `db.transaction(async (tx) => …, { lockMember })`.
//
// SQLite (docs/security.md decision 8: WAL, synchronous=FULL, foreign keys, integrity check at open) keeps
// two connections to the file: a read-only one for reads and one writer. Transactions run on the writer one
// at a time (an in-process queue, then BEGIN IMMEDIATE), so a transaction that awaits never lets another
// request's statements run inside it: those statements either read committed data on the read-only
// connection, or wait their turn for the writer. A write outside a transaction fails at once
// (SQLITE_READONLY) instead of slipping into someone else's transaction.
//
// PostgreSQL runs each transaction on a pooled connection at READ COMMITTED. Every rule that reads, then
// writes on what it read (≤ 5 routines, ≤ 7 exercises, indexes 1..n) is per member, so such a transaction
// first takes the member's row lock (`select … for update` on users): writes of one member are
// serialised across every app node, other members are not held up, and nothing needs a retry loop.

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

/**
 * The query builder both dialects implement, and all of it the services may use: `select`,
 * `selectDistinct`, `insert`, `update`, `delete`, each awaited for its rows (or, for a write without
 * `.returning()`, for nothing the services may read: the result is `unknown`).
 *
 * Typed through Drizzle's async SQLite builder, because the services take the tables typed as the SQLite
 * ones (db/schema/index.ts). On PostgreSQL the object is Drizzle's pg database or transaction, whose five
 * builders take the same arguments and resolve to the same rows: the tables' row types are the same in
 * both dialects (checked at compile time in db/schema/index.ts), and the methods the chain offers in both
 * are the same except the executors and clauses db/dialect-types.test.ts forbids (`.get()`,
 * `.all()`, `.run()`, `.values()` and `.prepare()` on a query, `limit`/`orderBy` on an update or a delete:
 * SQLite's, which PostgreSQL's builders lack). What the database offers beyond the five (`$count`, `run`,
 * `execute`, the relational `query`, `transaction`) is not part of it; raw SQL goes through `sql` inside
 * a builder.
 */
type SharedQuery = Pick<BaseSQLiteDatabase<'async', unknown>, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete'>;

/** The database or a transaction on it: what helpers that may run inside one accept. */
export type DbOrTx = SharedQuery;

/**
 * A Drizzle database or transaction of either dialect, seen as the `SharedQuery` it implements. The one
 * place a dialect's own type is set aside, for the reasons on `SharedQuery`: the pg builders are the same
 * methods over tables with the same row types, and better-sqlite3's synchronous builders are awaited like
 * the asynchronous ones (each is a promise-like that runs its statement when awaited).
 */
function sharedQuery(db: BetterSQLite3Database | PgDatabase<NodePgQueryResultHKT>): SharedQuery {
  return db as unknown as SharedQuery;
}

type TxOptions = {
  /**
   * The member whose rows the transaction reads and then writes on (limits, 1..n orders, a password
   * check): PostgreSQL locks their users row first. SQLite's writer queue already serialises all writes.
   */
  lockMember?: number;
  /**
   * Named locks held by one transaction at a time across every node (a throttle bucket, the catalogue
   * sync). PostgreSQL takes them as transaction-scoped advisory locks, in sorted order so two
   * transactions asking for the same names cannot deadlock.
   */
  lockNames?: readonly string[];
};

type Handle = {
  transaction<T>(fn: (tx: DbOrTx) => Promise<T>, opts?: TxOptions): Promise<T>;
  /** Resolves when the database answers `select 1`; rejects with the driver's error otherwise. */
  ping(): Promise<void>;
  /** Applies the committed migrations of the database's dialect (db/migrations, db/migrations-pg). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** An open SQLite file. */
type SqliteDb = SharedQuery &
  Handle & {
    /** Not `dialect`: Drizzle keeps its SQL dialect object under that name on the same instance. */
    readonly kind: 'sqlite';
    /** The writer connection (migrations, the catalogue sync's checks, tests). */
    readonly sqlite: SqliteConnection;
  };

/** An open PostgreSQL database. */
type PostgresDb = SharedQuery &
  Handle & {
    readonly kind: 'postgres';
    readonly sqlite: null;
    /** The connection pool (tests' hand-written queries). */
    readonly pool: pg.Pool;
  };

export type Db = SqliteDb | PostgresDb;

export const MIGRATIONS_DIR = {
  sqlite: resolve(dirname(fileURLToPath(import.meta.url)), 'migrations'),
  postgres: resolve(dirname(fileURLToPath(import.meta.url)), 'migrations-pg'),
} as const;

export class DatabaseIntegrityError extends Error {}

export type OpenOptions = {
  /**
   * How long a statement waits for a lock another connection holds before it gives up (the request then
   * answers 503): SQLite's busy timeout, PostgreSQL's lock_timeout.
   */
  busyTimeoutMs?: number;
  /** PostgreSQL: pool size per app node. */
  poolMax?: number;
  /**
   * PostgreSQL: give up after this long (the request then answers 503), connecting or waiting for a free
   * pooled connection.
   */
  connectTimeoutSeconds?: number;
  /**
   * PostgreSQL: a pooled connection broke while nobody was using it (the server restarted or went away).
   * The pool has already dropped it and opens a new one when one is next needed; this only reports it.
   * Default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
};

/** Opens `target`: a postgres:// URL or a SQLite file path. Its dialect must be this process's. */
export function openDatabase(target: string, opts: OpenOptions = {}): Db {
  const dialect = dialectOfUrl(target);
  if (dialect !== ACTIVE_DIALECT) {
    throw new Error(`This process serves ${ACTIVE_DIALECT} (DATABASE_URL decides it at start) and cannot open a ${dialect} database`);
  }
  return dialect === 'postgres' ? openPostgres(target, opts) : openSqlite(target, opts);
}

/** Applies the committed migrations of the database's dialect (db/migrations, db/migrations-pg). */
export function migrateDatabase(db: Db): Promise<void> {
  return db.migrate();
}

// ---------------------------------------------------------------------------------------------------
// SQLite

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

/** One holder at a time, in arrival order. */
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
      // Queued transactions finish first; then the WAL is checkpointed into the file by the writer's close.
      await queue.run(async () => undefined);
      readerConn.close();
      writerConn.close();
    },
  };
  return Object.assign(sharedQuery(reader), handle);
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL

function openPostgres(url: string, opts: OpenOptions): PostgresDb {
  // node-postgres, not postgres-js: postgres-js 3.4 can throw from a timer when the server closes a socket
  // it is still writing to, which no handler can catch, so a database restart killed the node
  // (docs/decisions/010-postgresql-and-several-nodes.md, decision 7).
  const connectionTimeoutMillis = (opts.connectTimeoutSeconds ?? 5) * 1000;
  const reportLost = opts.onConnectionError ?? ((error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    connectionTimeoutMillis,
    idleTimeoutMillis: 60_000,
    // Sent at connect, so it holds for every statement on the connection (milliseconds).
    lock_timeout: opts.busyTimeoutMs ?? 2000,
    // Pooled connections are replaced after a while, so a failover's new primary is picked up.
    maxLifetimeSeconds: 30 * 60,
    // A peer that vanished without closing the socket (a network cut) is noticed instead of waited on.
    keepAlive: true,
    keepAliveInitialDelayMillis: 60_000,
  });
  // An 'error' event nobody listens to ends the process. The pool re-emits errors of idle connections
  // (fast shutdown's 57P01, a reset socket): it has dropped them already, so this is only news.
  pool.on('error', reportLost);
  // A connection checked out for a transaction has no pool listener: if its socket dies between two
  // statements, the client emits 'error' too. The transaction's next statement fails (503) and the broken
  // client is dropped on release, so the event itself needs no action, only a listener.
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
      // Several nodes may start at once: one migrates under the lock, the others wait and find nothing to do.
      // One connection of its own, so the session lock and the migration share it.
      const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis });
      conn.on('error', () => {}); // a lost connection fails the statement in flight, which rejects
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
