// The same app on SQLite and on PostgreSQL, side by side: search, routine writes and recommendations
// through tRPC. Each dialect runs in a process of its own (bench/dialect-run.ts); PostgreSQL is an
// embedded PostgreSQL 18 on loopback with its default durability (fsync on), one app node, pool of 10.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { createDatabase, startPostgres } from '../tests/helpers/postgres';
import type { LoadResult } from './http-load';

const ROOT = resolve(import.meta.dirname, '..');

async function run(env: Record<string, string>): Promise<LoadResult[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/dialect-run.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult[];
}

export async function dialectsBench(): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const sqlite = await run(env as Record<string, string>);
  const pg = await startPostgres({ durable: true });
  let postgres: LoadResult[];
  try {
    postgres = await run({ DATABASE_URL: await createDatabase(pg.adminUrl, 'bench') });
  } finally {
    await pg.destroy();
  }
  const cell = (r: LoadResult) => `${r.p50.toFixed(2)} / ${r.p99.toFixed(2)} / ${Math.round(r.rps)}`;
  const rows = sqlite.map((s, i) => `| ${s.name} | ${cell(s)} | ${cell(postgres[i]!)} |`);
  return [
    '### SQLite and PostgreSQL (tRPC, one app node; p50 ms / p99 ms / req/s, median of the runs)',
    '',
    '| case | SQLite | PostgreSQL |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}
