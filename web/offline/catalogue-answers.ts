// The catalogue's answers from the web client's copy (docs/decisions/017-offline-data.md): the same functions
// as the server's (server/features/catalogue/search/) on the same data, so an offline search ranks exactly
// as the server would. Pure: server/features/catalogue/search/offline-parity.app.test.ts compares it with the server's answers.
import { type CatalogueExercise, MachinesInputSchema, type OfflineCatalogue, SearchInputSchema } from '../../server/features/catalogue/catalogue.shared';
import { machinesFor, searchPage } from '../../server/features/catalogue/search/search-answer';
import { type SearchCatalogue, searchCatalogue } from '../../server/features/catalogue/search/search-catalogue';

/** The copy with its search index, built once per copy. */
export type LocalCatalogue = { copy: OfflineCatalogue; search: SearchCatalogue<CatalogueExercise> };

export const localCatalogueOf = (copy: OfflineCatalogue): LocalCatalogue => ({ copy, search: searchCatalogue(copy.exercises) });

/**
 * The answer the server would give to a catalogue query, from the copy; undefined when the input is not one
 * the server would accept or the exercise is unknown (the caller then fails as the network did).
 */
export function answerFromCopy(local: LocalCatalogue, path: string, input: unknown): unknown {
  switch (path) {
    case 'catalogue.search': {
      const query = SearchInputSchema.safeParse(input ?? {});
      return query.success ? searchPage(local.search, query.data) : undefined;
    }
    case 'catalogue.exercise': {
      const id = (input as { id?: unknown } | undefined)?.id;
      return typeof id === 'number' ? local.search.byId.get(id) : undefined;
    }
    case 'catalogue.bodyParts':
      return local.copy.bodyParts;
    case 'catalogue.machines': {
      const machines = MachinesInputSchema.safeParse(input ?? {});
      return machines.success ? machinesFor(local.copy.machines, machines.data.bodyPartIds) : undefined;
    }
    default:
      return undefined;
  }
}
