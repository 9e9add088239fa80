import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedCatalogueIfEmpty } from '../seed/seed';

const config = loadConfig();
const db = openDatabase(config.databasePath);
migrateDatabase(db);
const { seeded } = seedCatalogueIfEmpty(db);
db.$client.close();
console.log(seeded ? `Catalogue seeded into ${config.databasePath}` : 'Catalogue already present; nothing to do');
