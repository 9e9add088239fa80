import { optionalId, optionalText } from '../../lib/url-search';

// The chosen names travel in the URL ('?parts=가슴,등'), so a reload or the back button keeps them.
// Catalogue names never contain a comma.
const SEPARATOR = ',';
const MAX_NAMES = 60;

export const splitNames = (raw: string | undefined): string[] =>
  raw
    ? [
        ...new Set(
          raw
            .split(SEPARATOR)
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : [];

export const joinNames = (names: readonly string[]) => (names.length ? names.join(SEPARATOR) : undefined);

// The router reads '?parts=1' as a number; a name list is text whatever it looks like. A malformed
// list counts as no choice rather than failing the page: these come from hand-edited URLs.
function nameList(value: unknown): string | undefined {
  const text = optionalText(value, 2000);
  if (text === undefined) return undefined;
  const names = splitNames(text);
  return names.length > 0 && names.length <= MAX_NAMES && names.every((n) => n.length <= 30) ? text : undefined;
}

/** `picked`: the member has chosen the machines on this step (`machines` then says which, none included);
 * without it the step starts from the saved gym. */
export type StepSearch = { parts?: string; machines?: string; picked?: 1 };
type StepSearchInput = { parts?: string; machines?: string; picked?: unknown };

export const parseStepSearch = (search: StepSearchInput): StepSearch => ({
  parts: nameList(search.parts),
  machines: nameList(search.machines),
  picked: search.picked === 1 ? 1 : undefined,
});
export const parsePartsSearch = (search: { parts?: string }): { parts?: string } => ({ parts: nameList(search.parts) });
export const parseResultSearch = (search: { id?: number }): { id?: number } => ({ id: optionalId(search.id) });

/** Adds a name at the end (the chosen order is kept) or removes it. */
export const toggleName = (names: readonly string[], name: string) => (names.includes(name) ? names.filter((n) => n !== name) : [...names, name]);
