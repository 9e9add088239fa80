// The catalogue changes only at a sync, so each node holds it in memory; other nodes notice a new version within
// CATALOGUE_REFRESH_SECONDS. Retired entries (ADR 005) stay in `byId`/`byKey` for routines and history only.
import type { Db } from '../../../db/client';
import { type Catalogue, readCatalogue, storedVersion } from './load-catalogue';

export class CatalogueStore {
  #current: Catalogue | null = null;

  constructor(readonly db: Db) {}

  static async open(db: Db): Promise<CatalogueStore> {
    const store = new CatalogueStore(db);
    await store.reload();
    return store;
  }

  get current(): Catalogue {
    if (!this.#current) throw new Error('The catalogue is not loaded: await catalogue.reload() first');
    return this.#current;
  }

  async reload(): Promise<Catalogue> {
    this.#current = await readCatalogue(this.db);
    return this.#current;
  }

  /** A failed check (the database briefly away) is logged and retried at the next tick. */
  watch(intervalMs: number, onError: (error: unknown) => void): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      storedVersion(this.db)
        .then(async (version) => {
          if (version !== this.#current?.version) await this.reload();
        })
        .catch(onError)
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
