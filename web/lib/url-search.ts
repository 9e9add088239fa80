// Readers for values that arrive in the URL's search part (TanStack Router has already JSON-parsed them,
// so '?page=2' is the number 2 and '?keyword=123' the number 123). They run in every route's config, which
// is part of the first load, so they are plain functions rather than zod schemas: the zod runtime then
// loads only with the screens that validate forms. A bad value falls back; these come from hand-edited URLs.
import { hasForbiddenChars } from '../../server/common/text.shared';

/** A whole number within [min, max], or `fallback`. */
export function intIn(value: unknown, min: number, max: number, fallback: number): number;
export function intIn(value: unknown, min: number, max: number, fallback: undefined): number | undefined;
export function intIn(value: unknown, min: number, max: number, fallback: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** A positive database id, or undefined. */
export const optionalId = (value: unknown): number | undefined => intIn(value, 1, Number.MAX_SAFE_INTEGER, undefined);

/** Text (a number the router parsed is turned back into its text) up to `max` characters without control characters, or undefined. */
export function optionalText(value: unknown, max: number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length <= max && !hasForbiddenChars(text) ? text : undefined;
}

/** A path segment that is a plain positive integer id, else 0 (which is never an id). */
export const parsePositiveId = (raw: string): number => {
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(id) ? id : 0;
};
