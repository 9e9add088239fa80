// The only file that listens: config → database (SQLite file or PostgreSQL; integrity check, migrations,
// catalogue sync) → app → listen.

import { DatabaseIntegrityError, migrateDatabase, openDatabase } from '../db/client';
import { storageStateOf } from '../db/faults';
import { buildApp } from './app';
import { ConfigError, databaseTarget, loadConfig } from './config';
import { CatalogueDataError, formatSyncSummary, syncCatalogue } from './features/catalogue/sync/sync';

async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger exists only once the app is built; a connection lost before that goes to stderr.
  let connectionLost: ((error: Error) => void) | undefined;
  const db = openDatabase(databaseTarget(config), {
    poolMax: config.databasePoolMax,
    connectTimeoutSeconds: config.databaseConnectTimeoutSeconds,
    onConnectionError: (error) => (connectionLost ? connectionLost(error) : console.warn(`PostgreSQL connection lost: ${error.message}`)),
  });
  await migrateDatabase(db);
  console.log(formatSyncSummary(await syncCatalogue(db)));
  const app = await buildApp({ db, config });
  connectionLost = (error) => app.log.warn({ db: storageStateOf(error) }, 'an idle PostgreSQL connection was lost; the pool opens a new one when needed');

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
