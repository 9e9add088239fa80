import type { SearchSchemaInput } from '@tanstack/react-router';
import { intIn, optionalText } from '../../../lib/url-search';

export const SEARCH_DEFAULTS = { part: 0, page: 1 } as const;
/** The longest keyword the search accepts (KeywordSchema in catalogue.shared.ts says the same). */
const KEYWORD_MAX = 50;

export type SearchParams = { keyword?: string; part: number; page: number };

/**
 * /searchworkout URL state, so reload and back/forward restore the screen. `keyword` absent means the
 * name-search panel is closed; an empty string means it is open with nothing typed yet.
 * A bad value falls back rather than failing the page: these come from hand-edited URLs.
 */
// `SearchSchemaInput` tells the router that links may leave out what has a default.
export function parseSearchParams(search: { keyword?: string; part?: number; page?: number } & SearchSchemaInput): SearchParams {
  const keyword = optionalText(search.keyword, KEYWORD_MAX);
  return {
    ...(keyword === undefined ? {} : { keyword }),
    part: intIn(search.part, 0, 1000, SEARCH_DEFAULTS.part),
    page: intIn(search.page, 1, 10_000, SEARCH_DEFAULTS.page),
  };
}
