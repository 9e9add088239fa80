// The catalogue changes only when server/features/catalogue/sync/sync.ts syncs it, so each app node holds it in memory with its search
// index: one CatalogueStore per app (created where the app starts, held on AppDeps as `catalogue`), loaded
// before the app serves; every read after that is a map lookup (`catalogue.current`). The sync reloads the
// store it is given; other nodes notice the new catalogue version (catalogue_meta 'version') within
// CATALOGUE_REFRESH_SECONDS and reload theirs (CatalogueStore.watch).
//
// Retired entries (ADR 005) are left out of every list and of the search index, so search, browsing and
// recommendation candidates see only the active catalogue; `byId` and `byKey` keep them (flagged
// `retired`), for routines, history and pictures that still point at them.
import type { Db } from '../../../db/client';
import { type Catalogue, readCatalogue, storedVersion } from './load-catalogue';

/** The catalogue of one database as this process holds it: loaded once, reloaded after a sync. */
export class CatalogueStore {
  #current: Catalogue | null = null;

  constructor(readonly db: Db) {}

  /** A store of `db` with its catalogue loaded. */
  static async open(db: Db): Promise<CatalogueStore> {
    const store = new CatalogueStore(db);
    await store.reload();
    return store;
  }

  /** The loaded catalogue (buildApp loads it before the app serves). */
  get current(): Catalogue {
    if (!this.#current) throw new Error('The catalogue is not loaded: await catalogue.reload() first');
    return this.#current;
  }

  /** Reads the catalogue from the database, replacing what was loaded (at start and after a sync). */
  async reload(): Promise<Catalogue> {
    this.#current = await readCatalogue(this.db);
    return this.#current;
  }

  /**
   * Reloads the catalogue when another node synced a new version. Checks every `intervalMs`; a failed
   * check (the database briefly away) is logged and retried at the next tick. Answers a stop function.
   */
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
