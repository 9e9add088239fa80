import { z } from 'zod';

// The chosen names travel in the URL ('?parts=가슴,등'), so a reload or the back button keeps them.
// Catalogue names never contain a comma.
const SEPARATOR = ',';
const MAX_NAMES = 60;

export const splitNames = (raw: string | undefined): string[] =>
  raw ? [...new Set(raw.split(SEPARATOR).map((s) => s.trim()).filter(Boolean))] : [];

export const joinNames = (names: readonly string[]) => (names.length ? names.join(SEPARATOR) : undefined);

// The router reads '?parts=1' as a number; a name list is text whatever it looks like. A malformed
// list counts as no choice rather than failing the page: these come from hand-edited URLs.
const NameList = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(2000))
  .refine((v) => {
    const names = splitNames(v);
    return names.length > 0 && names.length <= MAX_NAMES && names.every((n) => n.length <= 30);
  })
  .optional()
  .catch(undefined);

export const StepSearchSchema = z.object({ parts: NameList, machines: NameList });
export type StepSearch = z.output<typeof StepSearchSchema>;

export const ResultSearchSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});

/** Adds a name at the end (the chosen order is kept) or removes it. */
export const toggleName = (names: readonly string[], name: string) =>
  names.includes(name) ? names.filter((n) => n !== name) : [...names, name];
