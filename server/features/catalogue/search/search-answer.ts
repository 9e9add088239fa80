// The answers of the catalogue's reads, from a catalogue already in memory: the search page (ranked keyword
// hits or the browsing lists, narrowed to a body part, one page of summaries), an exercise by id and the
// machines of some body parts. The server answers with these (catalogue.service.ts) and so does the web
// client offline, from its copy of the catalogue (web/offline/offline-link.ts): one function on both
// sides, so an offline answer is the server's answer (docs/decisions/017-offline-data.md). Runs in a
// browser: this folder imports nothing outside itself but types (.dependency-cruiser.cjs).
import type { Exercise, ExerciseSummary, Machine, SearchQuery, SearchResult } from '../catalogue.shared';
import { browseList } from './browse-lists';
import type { SearchCatalogue } from './search-catalogue';
import { isBodyweight, SEARCH_PAGE_SIZE } from './search-constants';

function toSummary(w: Exercise): ExerciseSummary {
  return {
    id: w.id,
    koreanName: w.koreanName,
    englishName: w.englishName,
    imgPath: w.imgPath,
    bodyPartIds: w.bodyPartIds,
    bodyPartNames: w.bodyPartNames,
    repUnit: w.repUnit,
    bodyweight: isBodyweight(w),
    loadModel: w.loadModel,
    stillPath: w.movement?.still ?? null,
  };
}

/**
 * The search of the app: keyword ranked (exact > prefix > alias > contains > 초성 …), a body part's
 * exercises too when the keyword names it ('가슴'), a near name when it finds few ('스퀏' → '스쿼트'; ADR
 * 029), and with a body part chosen, only exercises that train it (intersection). No keyword lists by popularity; a body-part
 * tab opens with the exercises whose primary mover is that part (the 어깨 tab does not start with the
 * bench press), then those where it is a secondary part, each group by popularity, then id.
 * Only the page's exercises are read; the engine counts the rest.
 */
export function searchPage(catalogue: SearchCatalogue, { keyword, bodyPartId, page }: SearchQuery): SearchResult {
  const start = (page - 1) * SEARCH_PAGE_SIZE;
  let items: Exercise[];
  let total: number;
  let matchedBodyPartIds: number[] = [];
  let suggestion: string | null = null;
  if (keyword.trim()) {
    const hits = catalogue.index.find(keyword, { bodyPartId: bodyPartId === 0 ? null : bodyPartId, offset: start, limit: SEARCH_PAGE_SIZE });
    items = hits.ids.map((id) => catalogue.byId.get(id)!);
    total = hits.total;
    matchedBodyPartIds = hits.bodyPartIds;
    suggestion = hits.suggestion;
  } else {
    const list = browseList(catalogue, bodyPartId);
    items = list.slice(start, start + SEARCH_PAGE_SIZE);
    total = list.length;
  }
  return {
    items: items.map(toSummary),
    total,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
    matchedBodyPartIds,
    suggestion,
  };
}

/** Machines serving any of the given body parts (all machines when none are given), in catalogue order. */
export function machinesFor(machines: Machine[], bodyPartIds: readonly number[]): Machine[] {
  if (bodyPartIds.length === 0) return machines;
  const wanted = new Set(bodyPartIds);
  return machines.filter((m) => m.bodyPartIds.some((id) => wanted.has(id)));
}
