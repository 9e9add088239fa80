// The catalogue lists without a keyword (the search screen's tabs when nothing is typed): every exercise by
// popularity, or a body part's exercises with its primary movers first. Sorted once per loaded catalogue.
import type { Exercise } from '../catalogue.shared';
import type { SearchCatalogue } from './search-catalogue';

const byPopularity = (a: Exercise, b: Exercise) => b.popularity - a.popularity || a.id - b.id;

/** With a body part chosen and no keyword: its primary movers first, then the exercises it only assists. */
const primaryFirst = (bodyPartId: number) => {
  const rank = (w: Exercise) => (w.bodyParts.some((p) => p.bodyPartId === bodyPartId && p.primary) ? 0 : 1);
  return (a: Exercise, b: Exercise) => rank(a) - rank(b) || byPopularity(a, b);
};

/**
 * The lists without a keyword, sorted once per loaded catalogue (key 0: every exercise by popularity;
 * a body part's id: its exercises, primary movers first). Ids that no exercise trains are not kept.
 */
const browsing = new WeakMap<SearchCatalogue, Map<number, readonly Exercise[]>>();

export function browseList(catalogue: SearchCatalogue, bodyPartId: number): readonly Exercise[] {
  const lists = browsing.get(catalogue) ?? new Map<number, readonly Exercise[]>();
  browsing.set(catalogue, lists);
  let list = lists.get(bodyPartId);
  if (!list) {
    const trainsPart = (w: Exercise) => bodyPartId === 0 || w.bodyParts.some((p) => p.bodyPartId === bodyPartId);
    list = catalogue.exercises.filter(trainsPart).sort(bodyPartId === 0 ? byPopularity : primaryFirst(bodyPartId));
    if (list.length > 0) lists.set(bodyPartId, list);
  }
  return list;
}
