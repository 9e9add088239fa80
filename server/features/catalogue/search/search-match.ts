import { choseongOf, isChoseongQuery, jamoOf, normalizeForSearch } from './korean';
import { qwertyToJamo } from './korean-keyboard';
import type { PartLink } from './search-parts';

export type SearchDoc = {
  id: number;
  koreanName: string;
  englishName: string;
  aliases: readonly string[];
  popularity: number;
  bodyParts?: readonly PartLink[];
};

export const TIER = { exact: 0, prefix: 1, alias: 2, contains: 3, initials: 4, jamo: 5, keyboard: 6, tokens: 7 } as const;
export const TIER_COUNT = 8;

export type IndexedDoc = SearchDoc & {
  ko: string;
  en: string;
  aliasKeys: string[];
  initials: string;
  jamo: string;
  aliasJamo: string[];
  /** Every searchable key joined, so most documents are rejected by a single `includes`. */
  haystack: string;
  jamoHaystack: string;
};

const SEP = '\u0001';

export function indexedDoc(d: SearchDoc): IndexedDoc {
  const ko = normalizeForSearch(d.koreanName);
  const en = normalizeForSearch(d.englishName);
  const aliasKeys = d.aliases.map(normalizeForSearch).filter(Boolean);
  const jamo = jamoOf(ko);
  const aliasJamo = aliasKeys.map(jamoOf);
  return {
    ...d,
    ko,
    en,
    aliasKeys,
    initials: choseongOf(ko),
    jamo,
    aliasJamo,
    haystack: [ko, en, ...aliasKeys].join(SEP),
    jamoHaystack: [SEP, jamo, ...aliasJamo].join(SEP),
  };
}

export const byRank = (a: SearchDoc, b: SearchDoc) => b.popularity - a.popularity || a.id - b.id;

export type Query = { q: string; initials: boolean; jamo: string | null; typed: string[] };

export function prepareQuery(keyword: string): Query | null {
  const q = normalizeForSearch(keyword);
  if (!q) return null;
  // Only worth it when the query has Hangul in it: 'ㅂㅔㄴㅊ' is half of 벤치; Latin is handled by names.
  const jamo = /[\u3131-\u318e\uac00-\ud7a3]/.test(q) ? jamoOf(q) : null;
  const latin = keyword.normalize('NFC').replace(/[^A-Za-z]/g, '');
  const typed =
    latin.length >= 2 && latin.length === q.length
      ? [...new Set([qwertyToJamo(latin), qwertyToJamo(latin.toLowerCase())])].filter((t): t is string => t !== null)
      : [];
  return { q, initials: isChoseongQuery(q), jamo, typed };
}

export function tierOf(doc: IndexedDoc, query: Query): number | null {
  return doc.haystack.includes(query.q) ? nameTier(doc, query.q) : otherTier(doc, query);
}

export function otherTier(doc: IndexedDoc, query: Query): number | null {
  const { q } = query;
  if (query.initials) return doc.initials.includes(q) ? TIER.initials : null;
  const { jamo } = query;
  if (jamo && doc.jamoHaystack.includes(jamo)) return TIER.jamo;
  for (const typed of query.typed) {
    if (doc.jamoHaystack.includes(SEP + typed)) return TIER.keyboard;
  }
  return null;
}

function nameTier(doc: IndexedDoc, q: string): number {
  if (doc.ko === q || doc.en === q) return TIER.exact;
  if (doc.ko.startsWith(q) || doc.en.startsWith(q)) return TIER.prefix;
  if (doc.aliasKeys.some((a) => a === q || a.startsWith(q))) return TIER.alias;
  return TIER.contains;
}

export function keywordFinder(keyword: string): (named: { koreanName: string; englishName: string; aliases?: readonly string[] }) => boolean {
  const query = prepareQuery(keyword);
  if (!query) return () => true;
  const words = keyword
    .split(/\s+/)
    .map(prepareQuery)
    .filter((w): w is Query => w !== null);
  return (named) => {
    const doc = indexedDoc({ id: 0, koreanName: named.koreanName, englishName: named.englishName, aliases: named.aliases ?? [], popularity: 0 });
    return tierOf(doc, query) !== null || (words.length > 1 && words.every((w) => tierOf(doc, w) !== null));
  };
}
