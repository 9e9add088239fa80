// `npm run db:migrate`: applies the committed migrations of this process's dialect (DATABASE_URL for
// PostgreSQL, else the SQLite file of DATABASE_PATH). Safe to run from several machines at once.
import { migrateDatabase, openDatabase } from '../db/client';
import { databaseTarget, loadConfig } from '../server/config';

const config = loadConfig();
const db = openDatabase(databaseTarget(config));
try {
  await migrateDatabase(db);
} finally {
  await db.close();
}
console.log(`Migrations applied to ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.databasePath}`);
