// What every PostgreSQL test database starts with: built once per run by tests/setup/postgres.ts into the
// template database, which each test's database is then created from (CREATE DATABASE … TEMPLATE).
import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/** The PostgreSQL migrations (drizzle.pg.config.ts), the twin of db/migrations. */
const PG_MIGRATIONS_DIR = resolve(import.meta.dirname, '../../db/migrations-pg');

/** Migrates the (empty) database at `url`; the one place the template is built. Closes its connection. */
export async function seedPgTemplate(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(client), { migrationsFolder: PG_MIGRATIONS_DIR });
  } finally {
    await client.end({ timeout: 5 });
  }
}
