// The SQLite database every server test starts from: migrated and seeded once per test run, then copied
// per test (a file copy takes ~1 ms; migrating and seeding the catalogue took ~50 ms per test).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../../db/client';
import { seedCatalogueIfEmpty } from '../../server/features/catalogue/sync/seed';

declare module 'vitest' {
  interface ProvidedContext {
    /** The template database file, built by tests/setup/template-db.ts. */
    templateDb: string;
  }
}

/** Migrates and seeds a new file in `dir` and closes it (which checkpoints the WAL into the file). */
export async function buildTemplateDb(dir = mkdtempSync(join(tmpdir(), 'fitforme-template-'))): Promise<string> {
  const file = join(dir, 'template.db');
  const db = openDatabase(file);
  try {
    await migrateDatabase(db);
    await seedCatalogueIfEmpty(db);
  } finally {
    await db.close();
  }
  return file;
}
