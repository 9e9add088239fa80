// drizzle-kit for the PostgreSQL schema: `npx drizzle-kit generate --config drizzle.pg.config.ts` writes
// db/migrations-pg, the twin of db/migrations (drizzle.config.ts, SQLite). Generating needs no database.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/pg/index.ts',
  out: './db/migrations-pg',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/fitforme' },
});
