// The only file that listens: config → database (integrity check, migrations, seed) → app → listen.
import { loadConfig, ConfigError } from './config';
import { DatabaseIntegrityError, migrateDatabase, openDatabase } from '../db/client';
import { seedCatalogueIfEmpty } from '../seed/seed';
import { buildApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  seedCatalogueIfEmpty(db);
  const app = await buildApp({ db, config });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    db.$client.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseIntegrityError) {
    console.error(`FitForMe cannot start: ${error.message}`);
  } else {
    console.error('FitForMe cannot start:', error);
  }
  process.exit(1);
});
