// Ways for a test's own PostgreSQL (tests/helpers/postgres.ts) to go away that PgServer.stop() does not
// offer: stop() is a fast shutdown (SIGINT: sessions are ended with 57P01 and the server exits cleanly).
// An immediate shutdown (SIGQUIT) is what a crash or a killed container looks like to the app: every
// backend dies at once, sockets are cut mid-query, and the next start runs crash recovery.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PgServer } from '../helpers/postgres';

/** The postmaster's pid: the first line of `<data>/postmaster.pid`, written while the server runs. */
async function postmasterPid(pg: PgServer): Promise<number> {
  const text = await readFile(join(pg.dir, 'data', 'postmaster.pid'), 'utf8');
  const pid = Number(text.split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no postmaster pid in ${pg.dir}/data/postmaster.pid`);
  return pid;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * Immediate shutdown (SIGQUIT to the postmaster), resolved once the postmaster is gone. The server is this
 * test process's child, so Node reaps it and PgServer.start() then sees it as stopped and starts it again.
 */
export async function stopImmediately(pg: PgServer): Promise<void> {
  const pid = await postmasterPid(pg);
  process.kill(pid, 'SIGQUIT');
  await expect.poll(() => alive(pid), { timeout: 30_000, interval: 20 }).toBe(false);
}
