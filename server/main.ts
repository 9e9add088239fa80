// The only file that listens: config → database (SQLite file or PostgreSQL; integrity check, migrations,
// catalogue sync) → app → listen.

import { DatabaseIntegrityError, migrateDatabase, openDatabase } from '../db/client';
import { CatalogueDataError, formatSyncSummary, syncCatalogue } from '../seed/sync';
import { buildApp } from './app';
import { ConfigError, databaseTarget, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(databaseTarget(config), {
    poolMax: config.databasePoolMax,
    connectTimeoutSeconds: config.databaseConnectTimeoutSeconds,
  });
  await migrateDatabase(db);
  console.log(formatSyncSummary(await syncCatalogue(db)));
  const app = await buildApp({ db, config });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseIntegrityError || error instanceof CatalogueDataError) {
    console.error(`FitForMe cannot start: ${error.message}`);
  } else {
    console.error('FitForMe cannot start:', error);
  }
  process.exit(1);
});
