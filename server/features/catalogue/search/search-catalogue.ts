// The catalogue as the search answers read it (search-answer.ts, browse-lists.ts), built the same way by the
// server (load-catalogue.ts) and by the web client from its offline copy (web/offline/catalogue-copy.ts).
import type { Exercise } from '../catalogue.shared';
import { SearchIndex } from './search-engine';

/** What the answers read: the active exercises (id order), every exercise by id (retired too), the index. */
export type SearchCatalogue<E extends Exercise = Exercise> = {
  exercises: readonly E[];
  byId: ReadonlyMap<number, E>;
  index: SearchIndex;
};

/** The searchable catalogue of every exercise ever listed: retired ones (ADR 005) are found by id only. */
export function searchCatalogue<E extends Exercise & { retired: boolean }>(all: readonly E[]): { exercises: E[]; byId: Map<number, E>; index: SearchIndex } {
  const exercises = all.filter((w) => !w.retired);
  return { exercises, byId: new Map(all.map((w) => [w.id, w])), index: new SearchIndex(exercises) };
}
