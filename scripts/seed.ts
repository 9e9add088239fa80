// `npm run seed`: brings the catalogue of the database (DATABASE_URL, else DATABASE_PATH) in step with
// seed/catalogue (the same sync the server runs at start) and prints what changed. `--force` compares
// every entry even when the stored catalogue version already matches.

import { migrateDatabase, openDatabase } from '../db/client';
import { databaseTarget, loadConfig } from '../server/config';
import { formatSyncSummary, syncCatalogue } from '../server/features/catalogue/sync/sync';

const config = loadConfig();
const db = openDatabase(databaseTarget(config));
try {
  await migrateDatabase(db);
  const summary = await syncCatalogue(db, undefined, { force: process.argv.includes('--force') });
  console.log(`${formatSyncSummary(summary)} [${config.databaseUrl ? 'DATABASE_URL' : config.databasePath}]`);
} finally {
  await db.close();
}
