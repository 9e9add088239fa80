// Every name and alias key of the catalogue, sorted, with its document: the keys starting with a query
// are one range of this list, found by binary search.
import type { IndexedDoc } from './search-match';

export type NameKeys = { text: string[]; doc: Int32Array; alias: Uint8Array };

/** Korean and English names and alias keys with their document index, sorted by key (code units). */
export function nameKeys(docs: readonly IndexedDoc[]): NameKeys {
  const entries: { text: string; doc: number; alias: boolean }[] = [];
  docs.forEach((d, doc) => {
    entries.push({ text: d.ko, doc, alias: false }, { text: d.en, doc, alias: false });
    for (const text of d.aliasKeys) entries.push({ text, doc, alias: true });
  });
  entries.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return {
    text: entries.map((e) => e.text),
    doc: Int32Array.from(entries, (e) => e.doc),
    alias: Uint8Array.from(entries, (e) => (e.alias ? 1 : 0)),
  };
}

/** The first position in `sorted` whose text is not below `text`. */
export function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
