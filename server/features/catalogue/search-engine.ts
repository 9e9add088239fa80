// In-memory search over the exercise catalogue (small and read-mostly, so an index built once beats
// SQL LIKE): spacing- and case-insensitive, aliases, 초성, half-typed syllables and 영타.
import { choseongOf, isChoseongQuery, jamoOf, normalizeForSearch, qwertyToJamo } from './korean';

export type SearchDoc = {
  id: number;
  koreanName: string;
  englishName: string;
  aliases: readonly string[];
  popularity: number;
};

/** Lower is better; the ranking of issue 3: exact > prefix > alias > contains > 초성/jamo. */
export const TIER = { exact: 0, prefix: 1, alias: 2, contains: 3, initials: 4, jamo: 5, keyboard: 6, tokens: 7 } as const;

type IndexedDoc = SearchDoc & {
  ko: string;
  en: string;
  aliasKeys: string[];
  initials: string;
  jamo: string;
  aliasJamo: string[];
};

export type SearchHit = { id: number; tier: number };

export class SearchIndex {
  private readonly docs: IndexedDoc[];

  constructor(docs: readonly SearchDoc[]) {
    this.docs = docs.map((d) => {
      const ko = normalizeForSearch(d.koreanName);
      const aliasKeys = d.aliases.map(normalizeForSearch).filter(Boolean);
      return {
        ...d,
        ko,
        en: normalizeForSearch(d.englishName),
        aliasKeys,
        initials: choseongOf(ko),
        jamo: jamoOf(ko),
        aliasJamo: aliasKeys.map(jamoOf),
      };
    });
  }

  get size(): number {
    return this.docs.length;
  }

  /** Ranked hits for a keyword; an empty keyword matches nothing (callers list instead). */
  search(keyword: string): SearchHit[] {
    const query = prepareQuery(keyword);
    if (!query) return [];
    let hits = this.collect((doc) => tierOf(doc, query));
    if (hits.length === 0) {
      // '벤치 press': every word must match somewhere.
      const words = keyword.split(/\s+/).map(prepareQuery).filter((w): w is Query => w !== null);
      if (words.length > 1) {
        hits = this.collect((doc) => (words.every((w) => tierOf(doc, w) !== null) ? TIER.tokens : null));
      }
    }
    return hits;
  }

  private collect(tier: (doc: IndexedDoc) => number | null): SearchHit[] {
    const ranked: { doc: IndexedDoc; tier: number }[] = [];
    for (const doc of this.docs) {
      const t = tier(doc);
      if (t !== null) ranked.push({ doc, tier: t });
    }
    ranked.sort((a, b) => a.tier - b.tier || b.doc.popularity - a.doc.popularity || a.doc.id - b.doc.id);
    return ranked.map((r) => ({ id: r.doc.id, tier: r.tier }));
  }
}

type Query = { q: string; initials: boolean; jamo: string | null; typed: string[] };

function prepareQuery(keyword: string): Query | null {
  const q = normalizeForSearch(keyword);
  if (!q) return null;
  // Only worth it when the query has Hangul in it: 'ㅂㅔㄴㅊ' is half of 벤치; Latin is handled by names.
  const jamo = /[\u3131-\u318e\uac00-\ud7a3]/.test(q) ? jamoOf(q) : null;
  const latin = keyword.normalize('NFC').replace(/[^A-Za-z]/g, '');
  const typed = latin.length >= 2 && latin.length === q.length
    ? [...new Set([qwertyToJamo(latin), qwertyToJamo(latin.toLowerCase())])].filter((t): t is string => t !== null)
    : [];
  return { q, initials: isChoseongQuery(q), jamo, typed };
}

function tierOf(doc: IndexedDoc, query: Query): number | null {
  const { q } = query;
  if (doc.ko === q || doc.en === q) return TIER.exact;
  if (doc.ko.startsWith(q) || doc.en.startsWith(q)) return TIER.prefix;
  if (doc.aliasKeys.some((a) => a === q || a.startsWith(q))) return TIER.alias;
  if (doc.ko.includes(q) || doc.en.includes(q) || doc.aliasKeys.some((a) => a.includes(q))) return TIER.contains;
  if (query.initials) return doc.initials.includes(q) ? TIER.initials : null;
  const { jamo } = query;
  if (jamo && (doc.jamo.includes(jamo) || doc.aliasJamo.some((a) => a.includes(jamo)))) return TIER.jamo;
  for (const typed of query.typed) {
    if (doc.jamo.startsWith(typed) || doc.aliasJamo.some((a) => a.startsWith(typed))) return TIER.keyboard;
  }
  return null;
}
