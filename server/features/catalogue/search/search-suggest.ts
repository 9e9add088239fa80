// Candidates are grouped by length when the index is built, so a suggestion compares only names within reach.
import { jamoDistance, suggestionReach } from './jamo-distance';
import { isChoseongQuery, jamoOf, normalizeForSearch } from './korean';
import type { IndexedDoc } from './search-match';
import type { PartName } from './search-parts';

export type SuggestionTarget = { doc: number } | { bodyPartId: number };
type Candidate = { text: string; jamo: string; target: SuggestionTarget; order: number };

export class Suggestions {
  private readonly byLength: Candidate[][] = [];

  constructor(docs: readonly IndexedDoc[], parts: readonly PartName[]) {
    const seen = new Set<string>();
    const add = (text: string, key: string, jamo: string, target: SuggestionTarget) => {
      if (!key || seen.has(key)) return;
      seen.add(key);
      const group = this.byLength[jamo.length] ?? [];
      group.push({ text, jamo, target, order: seen.size });
      this.byLength[jamo.length] = group;
    };
    for (const p of parts) add(p.text, p.key, p.jamo, { bodyPartId: p.bodyPartId });
    docs.forEach((d, doc) => {
      add(d.koreanName, d.ko, d.jamo, { doc });
      add(d.englishName, d.en, d.en, { doc });
      for (const alias of d.aliases) {
        const key = normalizeForSearch(alias);
        add(alias, key, jamoOf(key), { doc });
      }
    });
    // Then the words of the names ('덤벨' of '덤벨 컬'): a typo is often in one word of a longer name.
    docs.forEach((d, doc) => {
      for (const name of [d.koreanName, d.englishName, ...d.aliases]) {
        for (const word of name.split(/\s+/)) {
          const key = normalizeForSearch(word);
          if ([...key].length >= 2) add(word, key, jamoOf(key), { doc });
        }
      }
    });
  }

  /** Ties go to the longest common jamo start (typos sit late in a word: '스퀏' is 스쿼트, not 스캇). */
  nearest(keyword: string): { text: string; target: SuggestionTarget } | null {
    const q = normalizeForSearch(keyword);
    if (!q || isChoseongQuery(q)) return null;
    const jamo = jamoOf(q);
    const reach = suggestionReach(jamo.length);
    let best: { candidate: Candidate; distance: number; prefix: number } | null = null;
    for (let length = Math.max(1, jamo.length - reach); length <= jamo.length + reach; length += 1) {
      for (const candidate of this.byLength[length] ?? []) {
        const distance = jamoDistance(jamo, candidate.jamo, best ? best.distance : reach);
        if (distance === 0) return null;
        if (distance === Number.POSITIVE_INFINITY) continue;
        const prefix = commonPrefix(jamo, candidate.jamo);
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && (prefix > best.prefix || (prefix === best.prefix && candidate.order < best.candidate.order)))
        ) {
          best = { candidate, distance, prefix };
        }
      }
    }
    return best && { text: best.candidate.text, target: best.candidate.target };
  }
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}
