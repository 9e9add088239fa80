// One function for the server and the offline web client, so an offline answer is the server's answer
// (docs/decisions/017-offline-data.md); browser-safe (.dependency-cruiser.cjs).
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

/** A body-part tab opens with exercises whose primary mover is that part (the 어깨 tab does not start with the bench press). */
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

export function machinesFor(machines: Machine[], bodyPartIds: readonly number[]): Machine[] {
  if (bodyPartIds.length === 0) return machines;
  const wanted = new Set(bodyPartIds);
  return machines.filter((m) => m.bodyPartIds.some((id) => wanted.has(id)));
}
