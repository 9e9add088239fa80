// Gym mode's import and export at scale: a 5-year, 50,000-row Strong export imported through
// the real HTTP API in the web client's chunks, and exported again, on SQLite and on PostgreSQL (each
// dialect in a process of its own: bench/training-io-run.ts; PostgreSQL embedded on loopback, fsync on).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { createDatabase, startPostgres } from '../tests/helpers/postgres';
import type { TrainingIoTimings } from './training-io-run';

const ROOT = resolve(import.meta.dirname, '..');

async function run(env: Record<string, string>): Promise<TrainingIoTimings> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/training-io-run.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as TrainingIoTimings;
}

export async function trainingIoBench(): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const sqlite = await run(env as Record<string, string>);
  const pg = await startPostgres({ durable: true });
  let postgres: TrainingIoTimings;
  try {
    postgres = await run({ DATABASE_URL: await createDatabase(pg.adminUrl, 'bench_io') });
  } finally {
    await pg.destroy();
  }
  const s = (x: number) => `${x.toFixed(2)} s`;
  const ms = (x: number) => `${Math.round(x)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const row = (label: string, f: (t: TrainingIoTimings) => string) => `| ${label} | ${f(sqlite)} | ${f(postgres)} |`;
  return [
    `### Gym import and export (a Strong export of ${sqlite.rows.toLocaleString('en')} sets, ${sqlite.workouts} workouts over 5 years, in ${sqlite.chunks} chunks, one request at a time)`,
    '',
    '| step | SQLite | PostgreSQL |',
    '|---|---|---|',
    row('preview every chunk', (t) => s(t.previewSeconds)),
    row('commit every chunk (the import)', (t) => s(t.commitSeconds)),
    row('preview + commit (what the member waits)', (t) => s(t.previewSeconds + t.commitSeconds)),
    row('the same file again (nothing added)', (t) => s(t.reimportSeconds)),
    row('export CSV', (t) => `${ms(t.exportCsvMs)} (${mb(t.exportCsvBytes)})`),
    row('export JSON', (t) => `${ms(t.exportJsonMs)} (${mb(t.exportJsonBytes)})`),
  ].join('\n');
}
