import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema/sqlite/index.ts',
  out: './db/migrations',
  dbCredentials: { url: process.env.DATABASE_PATH ?? './data/fitforme.db' },
});
