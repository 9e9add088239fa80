// What a database driver's error means for the caller, on either dialect. No driver is imported here, so
// the error table (server/errors.ts) can use it without loading one.

/**
 * The driver's own error under Drizzle's DrizzleQueryError wrapper (`cause`), if any: the first in the
 * chain with a string `code`, else the first whose message is one of node-postgres' code-less errors.
 */
function driverError(error: unknown): { code?: unknown; message?: unknown } | null {
  let current: unknown = error;
  let byMessage: { message: string } | null = null;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return current as { code: string };
    const message = (current as { message?: unknown }).message;
    if (!byMessage && typeof message === 'string' && PG_CODELESS.has(message)) byMessage = { message };
    // A connection attempt to every address of a host name fails as one AggregateError of them.
    const errors = (current as { errors?: unknown }).errors;
    current = (current as { cause?: unknown }).cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return byMessage;
}

/**
 * node-postgres reports some ways of losing the server by message only, with no code: what each means.
 * 'closed' is this process's own doing (the handle was closed), 'unavailable' the server's or the network's.
 */
const PG_CODELESS = new Map<string, 'closed' | 'unavailable'>([
  ['Connection terminated unexpectedly', 'unavailable'],
  ['Connection terminated due to connection timeout', 'unavailable'],
  // The pool waited connectTimeoutSeconds for a free connection.
  ['timeout exceeded when trying to connect', 'unavailable'],
  ['Client has encountered a connection error and is not queryable', 'unavailable'],
  ['Query read timeout', 'unavailable'],
  ['Connection terminated', 'closed'],
  ['Client was closed and is not queryable', 'closed'],
  ['Cannot use a pool after calling end on the pool', 'closed'],
]);

export type StorageFault = 'unique' | 'busy' | 'full' | 'unavailable';

/**
 * PostgreSQL error classes and socket codes meaning "the database is not reachable right now": connection
 * exceptions (08xxx), admin / crash shutdown and "the database system is starting up" (57P01..03), too many
 * connections (53300), and what the socket reports when the server is gone or unreachable. A serialization
 * failure or a deadlock (40001, 40P01) is not expected under the member lock; if one happens, the client
 * may simply try again, as after an outage.
 */
const PG_UNAVAILABLE = /^(08\w{3}|57P0[123]|53300|40001|40P01|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;

/** What a database error means for the caller; null for a bug (a bad query, a broken constraint we own). */
export function storageFaultOf(error: unknown): StorageFault | null {
  const driver = driverError(error);
  const code = driver?.code;
  // Code-less node-postgres errors all mean the connection is gone, whoever closed it.
  if (typeof code !== 'string') return typeof driver?.message === 'string' && PG_CODELESS.has(driver.message) ? 'unavailable' : null;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return 'unique';
  // A lock held past the busy timeout (SQLite) or lock_timeout (PostgreSQL 55P03).
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === '55P03') return 'busy';
  if (code === 'SQLITE_FULL' || code === '53100') return 'full';
  if (PG_UNAVAILABLE.test(code)) return 'unavailable';
  return null;
}

/** A short reason for /healthz that names no file, host or query: 'closed', 'busy', 'unavailable' … */
export function storageStateOf(error: unknown): string {
  const driver = driverError(error);
  const code = driver?.code;
  if (typeof code === 'string' && /^SQLITE_[A-Z_]+$/.test(code)) return code.slice('SQLITE_'.length).toLowerCase();
  if (error instanceof TypeError && /not open/i.test(error.message)) return 'closed';
  if (typeof driver?.message === 'string' && PG_CODELESS.get(driver.message) === 'closed') return 'closed';
  return storageFaultOf(error) ?? 'error';
}
