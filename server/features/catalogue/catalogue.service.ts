// Catalogue reads and search. Both transports call these; ranking and filtering live only here.

import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import {
  type BodyPart,
  isBodyweight,
  type Machine,
  type MachinesInput,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResult,
  type Workout,
  type WorkoutSummary,
} from './catalogue.contract';
import { catalogueOf } from './catalogue.store';

/** The catalogue in memory (by id and by key, with its search index): how other features read exercises. */
export { type Catalogue, catalogueOf } from './catalogue.store';

type ReadCtx = Pick<Ctx, 'db'>;

export function listBodyParts(ctx: ReadCtx): BodyPart[] {
  return catalogueOf(ctx.db).bodyParts;
}

/** Machines serving any of the given body parts (all machines when none are given), in catalogue order. */
export function listMachines(ctx: ReadCtx, { bodyPartIds }: MachinesInput): Machine[] {
  const machines = catalogueOf(ctx.db).machines;
  if (bodyPartIds.length === 0) return machines;
  const wanted = new Set(bodyPartIds);
  return machines.filter((m) => m.bodyPartIds.some((id) => wanted.has(id)));
}

/** Machines for Korean body-part names (the legacy request): none given = all; only unknown names = none. */
export function listMachinesByPartNames(ctx: ReadCtx, names: readonly string[]): Machine[] {
  const ids = bodyPartIdsByName(ctx, names);
  if (names.length > 0 && ids.length === 0) return [];
  return listMachines(ctx, { bodyPartIds: ids });
}

/** Korean body-part names → ids; unknown names are dropped (they match nothing). */
function bodyPartIdsByName(ctx: ReadCtx, names: readonly string[]): number[] {
  const byName = new Map(catalogueOf(ctx.db).bodyParts.map((p) => [p.koreanName, p.bodyPartId]));
  return names.map((n) => byName.get(n.normalize('NFC'))).filter((id): id is number => id !== undefined);
}

export function getWorkout(ctx: ReadCtx, id: number): Workout {
  const workout = catalogueOf(ctx.db).byId.get(id);
  if (!workout) throw new AppError('WORKOUT_NOT_FOUND');
  return workout;
}

function toSummary(w: Workout): WorkoutSummary {
  return {
    id: w.id,
    koreanName: w.koreanName,
    englishName: w.englishName,
    imgPath: w.imgPath,
    bodyPartKoreanName: w.bodyPartKoreanName,
    repUnit: w.repUnit,
    bodyweight: isBodyweight(w),
  };
}

const byPopularity = (a: Workout, b: Workout) => b.popularity - a.popularity || a.id - b.id;

/** With a body part chosen and no keyword: its primary movers first, then the exercises it only assists. */
const primaryFirst = (bodyPartId: number) => {
  const rank = (w: Workout) => (w.bodyParts.some((p) => p.bodyPartId === bodyPartId && p.primary) ? 0 : 1);
  return (a: Workout, b: Workout) => rank(a) - rank(b) || byPopularity(a, b);
};

/**
 * The search of the app: keyword ranked (exact > prefix > alias > contains > 초성 …), and with a body
 * part chosen, only exercises that train it (intersection). No keyword lists by popularity; a body-part
 * tab opens with the exercises whose primary mover is that part (issue 9: the 어깨 tab no longer starts
 * with the bench press), then those where it is a secondary part, each group by popularity, then id.
 */
export function searchWorkouts(ctx: ReadCtx, { keyword, bodyPartId, page }: SearchQuery): SearchResult {
  const catalogue = catalogueOf(ctx.db);
  const trainsPart = (w: Workout) => bodyPartId === 0 || w.bodyParts.some((p) => p.bodyPartId === bodyPartId);
  const matches = keyword.trim()
    ? catalogue.index
        .search(keyword)
        .map((hit) => catalogue.byId.get(hit.id)!)
        .filter(trainsPart)
    : catalogue.workouts.filter(trainsPart).sort(bodyPartId === 0 ? byPopularity : primaryFirst(bodyPartId));
  const start = (page - 1) * SEARCH_PAGE_SIZE;
  return {
    items: matches.slice(start, start + SEARCH_PAGE_SIZE).map(toSummary),
    total: matches.length,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    pageCount: Math.ceil(matches.length / SEARCH_PAGE_SIZE),
  };
}

const newestFirst = (a: Workout, b: Workout) => b.id - a.id;

/** The legacy search: `keyword` already checked with KeywordSchema; `page` 1-based, or -1 for every hit. */
export type LegacySearch = { keyword: string; bodyPartNames: readonly string[]; page: number };

/**
 * The legacy search semantics (legacy-api.md §4.3): keyword OR body part (a union), then pages of 12;
 * page -1 means everything. Without a keyword the legacy order is kept: id descending (newest first),
 * for the unfiltered list and for body-part lists alike. With a keyword, our engine ranks the hits (it
 * finds more than the old substring match, best first), then body-part hits follow, newest first.
 */
export function searchWorkoutsUnion(ctx: ReadCtx, input: LegacySearch): Workout[] {
  const { keyword } = input;
  const catalogue = catalogueOf(ctx.db);
  const partIds = new Set(bodyPartIdsByName(ctx, input.bodyPartNames));
  const hasParts = input.bodyPartNames.length > 0;
  let results: Workout[];
  if (!keyword.trim() && !hasParts) {
    results = [...catalogue.workouts].sort(newestFirst);
  } else {
    const keywordHits = keyword.trim() ? catalogue.index.search(keyword).map((h) => catalogue.byId.get(h.id)!) : [];
    const seen = new Set(keywordHits.map((w) => w.id));
    const partHits =
      partIds.size === 0 ? [] : catalogue.workouts.filter((w) => !seen.has(w.id) && w.bodyParts.some((p) => partIds.has(p.bodyPartId))).sort(newestFirst);
    results = [...keywordHits, ...partHits];
  }
  if (input.page === -1) return results;
  const start = (input.page - 1) * SEARCH_PAGE_SIZE;
  return results.slice(start, start + SEARCH_PAGE_SIZE);
}
