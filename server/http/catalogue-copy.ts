// This node's copy of the catalogue (docs/decisions/005-catalogue-sync.md): loaded before the app serves,
// reloaded when another node syncs a new one, no longer watched once the app closes. The one place the
// host loads the catalogue; services read it from their context (`ctx.catalogue.current`).
import type { FastifyInstance } from 'fastify';
import { storageStateOf } from '../../db/faults';
import type { CatalogueStore } from '../features/catalogue/catalogue.store';

export async function loadCatalogueCopy(app: FastifyInstance, catalogue: CatalogueStore, refreshSeconds: number): Promise<void> {
  await catalogue.reload();
  const stopWatching = catalogue.watch(refreshSeconds * 1000, (error) =>
    app.log.warn({ db: storageStateOf(error) }, 'catalogue version check failed; retrying at the next interval'),
  );
  app.addHook('onClose', async () => stopWatching());
}
