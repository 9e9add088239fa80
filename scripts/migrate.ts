import { migrateDatabase, openDatabase } from '../db/client';
import { loadConfig } from '../server/config';

const config = loadConfig();
const db = openDatabase(config.databasePath);
migrateDatabase(db);
db.$client.close();
console.log(`Migrations applied to ${config.databasePath}`);
