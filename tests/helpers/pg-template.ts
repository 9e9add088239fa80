// What every PostgreSQL test database starts with: built once per run by tests/setup/postgres.ts into the
// template database, which each test's database is then created from (CREATE DATABASE … TEMPLATE).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Migrates and seeds the (empty) database at `url` with `npm run seed`'s own script, in a child process:
 * the process that runs the test setup serves SQLite (its DATABASE_URL is unset), and the dialect of a
 * process is fixed when the schema is first imported (db/dialect.ts).
 */
export async function seedPgTemplate(url: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: 'template-seed-secret-template-seed-secret', NODE_ENV: 'test' },
  });
}
