// This node's copy of the catalogue (docs/decisions/005-catalogue-sync.md): loaded before the app serves,
// reloaded when another node syncs a new one, no longer watched once the app closes. The one place the
// host loads the catalogue.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { storageStateOf } from '../../db/faults';
import { type Catalogue, loadCatalogue, watchCatalogue } from '../features/catalogue/catalogue.store';

export async function loadCatalogueCopy(app: FastifyInstance, db: Db, refreshSeconds: number): Promise<Catalogue> {
  const catalogue = await loadCatalogue(db);
  const stopWatching = watchCatalogue(db, refreshSeconds * 1000, (error) =>
    app.log.warn({ db: storageStateOf(error) }, 'catalogue version check failed; retrying at the next interval'),
  );
  app.addHook('onClose', async () => stopWatching());
  return catalogue;
}
