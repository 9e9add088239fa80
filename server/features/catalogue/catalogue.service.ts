import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import {
  type BodyPart,
  type CatalogueExercise,
  type Exercise,
  type Machine,
  type MachinesInput,
  type OfflineCatalogue,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResult,
  unknownEntryMessage,
} from './catalogue.shared';
import type { Catalogue } from './load-catalogue';
import { machinesFor, searchPage } from './search/search-answer';

export type { Catalogue };

type ReadCtx = Pick<Ctx, 'catalogue'>;

export function listBodyParts(ctx: ReadCtx): BodyPart[] {
  return ctx.catalogue.current.bodyParts;
}

export function listMachines(ctx: ReadCtx, { bodyPartIds }: MachinesInput): Machine[] {
  return machinesFor(ctx.catalogue.current.machines, bodyPartIds);
}

export function listMachinesByPartNames(ctx: ReadCtx, names: readonly string[]): Machine[] {
  const ids = bodyPartIdsByName(ctx, names);
  if (names.length > 0 && ids.length === 0) return [];
  return listMachines(ctx, { bodyPartIds: ids });
}

function bodyPartIdsByName(ctx: ReadCtx, names: readonly string[]): number[] {
  const byName = new Map(ctx.catalogue.current.bodyParts.map((p) => [p.koreanName, p.bodyPartId]));
  return names.map((n) => byName.get(n.normalize('NFC'))).filter((id): id is number => id !== undefined);
}

/** An unknown name is a VALIDATION error naming it, never silently dropped. */
export function resolveNames<T extends { koreanName: string }>(names: readonly string[], known: readonly T[], what: '운동 부위' | '기구'): T[] {
  const byName = new Map(known.map((k) => [k.koreanName, k]));
  return [...new Set(names.map((n) => n.normalize('NFC')))].map((name) => {
    const found = byName.get(name);
    if (!found) throw new AppError('VALIDATION', { message: unknownEntryMessage(what, name.slice(0, 20)) });
    return found;
  });
}

export function resolveIds<T>(ids: readonly number[], known: readonly T[], idOf: (entry: T) => number, what: '운동 부위' | '기구'): T[] {
  const byId = new Map(known.map((k) => [idOf(k), k]));
  return [...new Set(ids)].map((id) => {
    const found = byId.get(id);
    if (!found) throw new AppError('VALIDATION', { message: unknownEntryMessage(what, `${id}번`) });
    return found;
  });
}

/** The catalogue's content version; 'unsynced' before the first sync (then it never changes). */
export function catalogueVersion(ctx: ReadCtx): { version: string } {
  return { version: ctx.catalogue.current.version ?? 'unsynced' };
}

export function offlineCopy(ctx: ReadCtx): OfflineCatalogue {
  const catalogue = ctx.catalogue.current;
  return { ...catalogueVersion(ctx), bodyParts: catalogue.bodyParts, machines: catalogue.machines, exercises: [...catalogue.byId.values()] };
}

export function getExercise(ctx: ReadCtx, id: number): CatalogueExercise {
  const exercise = ctx.catalogue.current.byId.get(id);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND');
  return exercise;
}

export function searchExercises(ctx: ReadCtx, query: SearchQuery): SearchResult {
  return searchPage(ctx.catalogue.current, query);
}

export type LegacySearch = { keyword: string; bodyPartNames: readonly string[]; page: number };

/** docs/legacy-api.md §4.3: keyword OR body part, pages of 12, page -1 = everything; without a keyword, id descending. */
export function searchExercisesUnion(ctx: ReadCtx, input: LegacySearch): Exercise[] {
  const catalogue = ctx.catalogue.current;
  const hasKeyword = input.keyword.trim() !== '';
  const hasParts = input.bodyPartNames.length > 0;
  const all = input.page === -1;
  const start = all ? 0 : (input.page - 1) * SEARCH_PAGE_SIZE;
  const end = all ? Number.POSITIVE_INFINITY : start + SEARCH_PAGE_SIZE;
  const newestFirst = (keep: (w: Exercise) => boolean): Exercise[] => {
    const out: Exercise[] = [];
    for (let i = catalogue.exercises.length - 1, n = 0; i >= 0 && n < end; i -= 1) {
      const w = catalogue.exercises[i]!;
      if (!keep(w)) continue;
      if (n >= start) out.push(w);
      n += 1;
    }
    return out;
  };
  if (!hasKeyword && !hasParts) return newestFirst(() => true);
  const partIds = new Set(bodyPartIdsByName(ctx, input.bodyPartNames));
  if (!hasKeyword) return partIds.size === 0 ? [] : newestFirst((w) => w.bodyParts.some((p) => partIds.has(p.bodyPartId)));
  if (partIds.size === 0 && !all) {
    return catalogue.index.page(input.keyword, { bodyPartId: null, offset: start, limit: SEARCH_PAGE_SIZE }).ids.map((id) => catalogue.byId.get(id)!);
  }
  const keywordIds = catalogue.index.ids(input.keyword);
  const results = keywordIds.slice(start, end).map((id) => catalogue.byId.get(id)!);
  if (partIds.size === 0 || (!all && results.length === SEARCH_PAGE_SIZE)) return results;
  const seen = new Set(keywordIds);
  const partStart = Math.max(0, start - keywordIds.length);
  const partHits: Exercise[] = [];
  for (let i = catalogue.exercises.length - 1, n = 0; i >= 0 && results.length + partHits.length < end - start; i -= 1) {
    const w = catalogue.exercises[i]!;
    if (seen.has(w.id) || !w.bodyParts.some((p) => partIds.has(p.bodyPartId))) continue;
    if (n >= partStart) partHits.push(w);
    n += 1;
  }
  return [...results, ...partHits];
}

/** Legacy clients get the animated illustration; our web keeps the muscle map in `imgPath` and reads `movement` itself. */
export function legacyImgPath(ctx: ReadCtx, exerciseId: number, fallback: string): string {
  return ctx.catalogue.current.byId.get(exerciseId)?.movement?.animated ?? fallback;
}

export function stillPathOf(catalogue: Catalogue, exerciseId: number): string | null {
  return catalogue.byId.get(exerciseId)?.movement?.still ?? null;
}
