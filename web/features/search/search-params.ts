import { z } from 'zod';
import { KeywordSchema } from '../../../server/features/catalogue/catalogue.contract';

export const SEARCH_DEFAULTS = { part: 0, page: 1 } as const;

/**
 * /searchworkout URL state, so reload and back/forward restore the screen. `keyword` absent means the
 * name-search panel is closed; an empty string means it is open with nothing typed yet.
 * A bad value falls back rather than failing the page: these come from hand-edited URLs.
 */
export const SearchParamsSchema = z.object({
  // The router parses `?keyword=123` as a number; a keyword is text whatever it looks like.
  keyword: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), KeywordSchema)
    .optional()
    .catch(undefined),
  part: z.number().int().min(0).default(SEARCH_DEFAULTS.part).catch(SEARCH_DEFAULTS.part),
  page: z.number().int().min(1).max(10_000).default(SEARCH_DEFAULTS.page).catch(SEARCH_DEFAULTS.page),
});

export type SearchParams = z.output<typeof SearchParamsSchema>;
