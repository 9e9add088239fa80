// What a database driver's error means for the caller, on either dialect. No driver is imported here, so
// the error table (server/errors.ts) can use it without loading one.

/** The driver's own error under Drizzle's DrizzleQueryError wrapper (`cause`), if any. */
function driverError(error: unknown): { code?: unknown; errno?: unknown } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return current as { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export type StorageFault = 'unique' | 'busy' | 'full' | 'unavailable';

/** PostgreSQL error classes and client codes meaning "the database is not reachable right now". */
const PG_UNAVAILABLE =
  /^(08\w{3}|57P0[123]|53300|40001|40P01|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|CONNECT_TIMEOUT)$/;

/** What a database error means for the caller; null for a bug (a bad query, a broken constraint we own). */
export function storageFaultOf(error: unknown): StorageFault | null {
  const code = driverError(error)?.code;
  if (typeof code !== 'string') return null;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return 'unique';
  // A lock held past the busy timeout (SQLite) or lock_timeout (PostgreSQL 55P03).
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === '55P03') return 'busy';
  if (code === 'SQLITE_FULL' || code === '53100') return 'full';
  if (PG_UNAVAILABLE.test(code)) return 'unavailable';
  return null;
}

/** A short reason for /healthz that names no file, host or query: 'closed', 'busy', 'unavailable' … */
export function storageStateOf(error: unknown): string {
  const code = driverError(error)?.code;
  if (typeof code === 'string' && /^SQLITE_[A-Z_]+$/.test(code)) return code.slice('SQLITE_'.length).toLowerCase();
  if (error instanceof TypeError && /not open/i.test(error.message)) return 'closed';
  if (code === 'CONNECTION_ENDED' || code === 'CONNECTION_DESTROYED') return 'closed';
  return storageFaultOf(error) ?? 'error';
}
