// Tests write the Korean names a member sees; the tRPC API takes catalogue ids. These look the ids up in a
// loaded catalogue (the app's store, TestApp.catalogue), failing loudly on a name the catalogue does not have.
import type { CatalogueStore } from '../../server/features/catalogue/catalogue.store';

/** An id no catalogue entry has: what a request naming something unknown sends. */
export const UNKNOWN_ID = 999_999;

function idsOf<T extends { koreanName: string }>(entries: readonly T[], idOf: (entry: T) => number, names: readonly string[]): number[] {
  return names.map((name) => {
    const found = entries.find((e) => e.koreanName === name);
    if (!found) throw new Error(`no catalogue entry named ${name}`);
    return idOf(found);
  });
}

/** Body-part ids of the named parts, in the order given. */
export const bodyPartIds = (catalogue: CatalogueStore, ...names: string[]) => idsOf(catalogue.current.bodyParts, (p) => p.bodyPartId, names);

/** Machine ids of the named machines, in the order given. */
export const machineIds = (catalogue: CatalogueStore, ...names: string[]) => idsOf(catalogue.current.machines, (m) => m.machineId, names);
