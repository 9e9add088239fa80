// `npm run seed`: brings the catalogue of DATABASE_PATH in step with seed/catalogue (the same sync the
// server runs at start) and prints what changed. `--force` compares every entry even when the stored
// catalogue version already matches.

import { migrateDatabase, openDatabase } from '../db/client';
import { formatSyncSummary, syncCatalogue } from '../seed/sync';
import { loadConfig } from '../server/config';

const config = loadConfig();
const db = openDatabase(config.databasePath);
try {
  migrateDatabase(db);
  const summary = syncCatalogue(db, undefined, { force: process.argv.includes('--force') });
  console.log(`${formatSyncSummary(summary)} [${config.databasePath}]`);
} finally {
  db.$client.close();
}
