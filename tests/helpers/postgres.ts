// A real PostgreSQL for the tests: the server binaries from node_modules (tests/helpers/pg-cluster.ts; as
// `nobody` when the tests run as root), one cluster per test run (tests/setup/postgres.ts), and each test
// gets its own database, created from a migrated template in a few milliseconds.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ClusterProcess, initCluster, LogTail, type ShutdownMode, startServerProcess } from './pg-cluster';

declare module 'vitest' {
  interface ProvidedContext {
    /** postgres://…/postgres of the run's embedded server, built by tests/setup/postgres.ts. */
    pgAdminUrl: string;
    /** The migrated (and seeded) database each test database is created from. */
    pgTemplate: string;
  }
}

export interface PgServer {
  /** postgres://postgres:…@127.0.0.1:<port>/postgres, a superuser on the maintenance database. */
  adminUrl: string;
  port: number;
  /** The directory holding the cluster (its data directory is `<dir>/data`). */
  dir: string;
  /**
   * Stops the server; the data stays. `fast` (the default) ends open sessions and checkpoints, as a
   * planned restart does; `immediate` stops every process at once, as a crash or a failover does.
   */
  stop(mode?: ShutdownMode): Promise<void>;
  /** Starts it again on the same directory and port after stop(). */
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>;
}

/** Test-only cluster on 127.0.0.1: a fixed password, so a cluster directory can be started again later. */
const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Durability is worthless for a throwaway cluster and costs most of the time of CREATE DATABASE and of
 * every commit; many connections (an app pool per test file, plus admin ones); TCP on 127.0.0.1 only and
 * no Unix socket (whose default directory may not exist or be shared with another server).
 */
const SETTINGS: Record<string, string | number> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: 300,
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  jit: 'off',
};

/** The same without the shortcuts, for benchmarks: every commit is flushed as PostgreSQL's defaults do. */
const DURABLE_SETTINGS = Object.fromEntries(Object.entries(SETTINGS).filter(([name]) => !['fsync', 'synchronous_commit', 'full_page_writes'].includes(name)));

/**
 * C collation, UTF-8: text sorts and compares by code point, as SQLite's default BINARY collation does, and
 * the result does not depend on the machine's locales.
 */
const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C', '--no-sync'];

/** A TCP port free right now on 127.0.0.1 (the OS picks it; there is a short window until the server binds it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port from listen(0)'))));
    });
  });
}

/**
 * Starts a PostgreSQL server. Without `dir` a new temp directory is made; a `dir` that already holds a
 * cluster (from an earlier startPostgres) is started as it is. Without `port` a free one is picked (and
 * another one tried if that one was taken in the meantime).
 */
export async function startPostgres(opts: { dir?: string; port?: number; durable?: boolean } = {}): Promise<PgServer> {
  const dir = opts.dir ?? (await mkdtemp(join(tmpdir(), 'fitforme-pg-')));
  await mkdir(dir, { recursive: true });
  // As root the server runs as `nobody`, which must reach the data directory; mkdtemp makes 0700.
  await chmod(dir, 0o755);
  const dataDir = join(dir, 'data');
  const flags = Object.entries(opts.durable ? DURABLE_SETTINGS : SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const attempts = opts.port === undefined ? 3 : 1;

  for (let attempt = 1; ; attempt++) {
    const logs = new LogTail();
    const port = opts.port ?? (await freePort());
    let server: ClusterProcess | null = null;
    const start = async () => {
      if (server?.alive) return;
      try {
        server = await startServerProcess(dataDir, port, flags, logs);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`embedded PostgreSQL did not start on port ${port}: ${reason}\n--- last server output ---\n${logs}`, { cause: error });
      }
    };
    try {
      if (!existsSync(join(dataDir, 'PG_VERSION'))) {
        // initdb's failure message carries its own output; once it succeeded, its chatter is noise.
        await initCluster(dataDir, { user: USER, password: PASSWORD, flags: INITDB_FLAGS }, logs);
        logs.clear();
      }
      await start();
    } catch (error) {
      if (attempt < attempts && logs.has(/could not bind|Address already in use/i)) continue;
      if (!opts.dir) await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const stop = async (mode?: ShutdownMode) => {
      await server?.stop(mode);
    };
    return {
      adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
      port,
      dir,
      stop,
      start,
      destroy: async () => {
        await stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
}

/** A short-lived superuser connection on the maintenance database. */
async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  // A server that goes away under an idle client emits 'error'; unhandled, that would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** "name" with embedded quotes doubled: safe for any identifier. */
function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new Error('an identifier cannot contain NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Database names handed out as URLs: PostgreSQL silently truncates identifiers past 63 bytes (two long
 * names could become one), and a name that needs no percent-encoding reads the same in every driver, so
 * names are kept to letters, digits, `_` and `-`.
 */
function checkDbName(name: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(name) || Buffer.byteLength(name) > 63) {
    throw new Error(`database name ${JSON.stringify(name)}: use 1 to 63 letters, digits, _ or -`);
  }
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** CREATE DATABASE name [TEMPLATE template]; returns the new database's URL. The template must have no open connection. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  checkDbName(name);
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`));
  return urlOf(adminUrl, name);
}

/** Ends every connection to the database and drops it; nothing happens if it does not exist. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}

/**
 * Marks a database as a template that nobody can connect to any more: CREATE DATABASE … TEMPLATE fails while
 * the template has a session, so a stray connection (a test opening the template by mistake) is refused
 * instead of breaking every other test's database creation.
 */
export async function sealTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`ALTER DATABASE ${quoteIdent(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  });
}

let counter = 0;

/** A database name no other test (in this or another worker) uses: `<prefix>_<pid>_<n>_<random>`, lower case, at most 63 bytes. */
export function uniqueDbName(prefix: string): string {
  const head =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 32) || 'db';
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `${head}_${process.pid}_${counter}_${random}`.slice(0, 63);
}
