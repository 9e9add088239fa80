// What a database driver's error means for the caller, on either dialect. No driver is imported here, so
// the error table (server/errors.ts) can use it without loading one.

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

const PG_CODELESS = new Map<string, 'closed' | 'unavailable'>([
  ['Connection terminated unexpectedly', 'unavailable'],
  ['Connection terminated due to connection timeout', 'unavailable'],
  ['timeout exceeded when trying to connect', 'unavailable'],
  ['Client has encountered a connection error and is not queryable', 'unavailable'],
  ['Query read timeout', 'unavailable'],
  ['Connection terminated', 'closed'],
  ['Client was closed and is not queryable', 'closed'],
  ['Cannot use a pool after calling end on the pool', 'closed'],
]);

export type StorageFault = 'unique' | 'busy' | 'full' | 'unavailable';

/** Connection exceptions, shutdown/startup, too many connections, gone sockets; 40001/40P01 should not happen under the member lock but are safe to retry. */
const PG_UNAVAILABLE = /^(08\w{3}|57P0[123]|53300|40001|40P01|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;

export function storageFaultOf(error: unknown): StorageFault | null {
  const driver = driverError(error);
  const code = driver?.code;
  if (typeof code !== 'string') return typeof driver?.message === 'string' && PG_CODELESS.has(driver.message) ? 'unavailable' : null;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return 'unique';
  // A lock held past the busy timeout (SQLite) or lock_timeout (PostgreSQL 55P03).
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === '55P03') return 'busy';
  if (code === 'SQLITE_FULL' || code === '53100') return 'full';
  if (PG_UNAVAILABLE.test(code)) return 'unavailable';
  return null;
}

export function storageStateOf(error: unknown): string {
  const driver = driverError(error);
  const code = driver?.code;
  if (typeof code === 'string' && /^SQLITE_[A-Z_]+$/.test(code)) return code.slice('SQLITE_'.length).toLowerCase();
  if (error instanceof TypeError && /not open/i.test(error.message)) return 'closed';
  if (typeof driver?.message === 'string' && PG_CODELESS.get(driver.message) === 'closed') return 'closed';
  return storageFaultOf(error) ?? 'error';
}
