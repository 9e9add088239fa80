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
const TIER = { exact: 0, prefix: 1, alias: 2, contains: 3, initials: 4, jamo: 5, keyboard: 6, tokens: 7 } as const;

type IndexedDoc = SearchDoc & {
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

export type SearchHit = { id: number; tier: number };

/** Single characters and adjacent pairs of a text: the keys of the candidate index. */
function grams(text: string): Set<string> {
  const chars = [...text];
  const out = new Set(chars);
  for (let i = 1; i < chars.length; i += 1) out.add(chars[i - 1]! + chars[i]!);
  return out;
}

/**
 * Which documents contain each character and each pair of adjacent characters. A document can only
 * contain the query if it holds all of the query's pairs, so only those few are checked one by one.
 * (Pairs matter for jamo and 초성 strings, whose alphabets are so small that single letters select nearly all.)
 */
class GramIndex {
  private readonly postings = new Map<string, number[]>();

  constructor(texts: readonly string[]) {
    texts.forEach((text, doc) => {
      for (const gram of grams(text)) {
        const list = this.postings.get(gram);
        if (list) list.push(doc);
        else this.postings.set(gram, [doc]);
      }
    });
  }

  /** Documents holding every gram of `text`, ascending (lists are built in document order). */
  candidates(text: string): number[] {
    const keys = [...text].length > 1 ? [...grams(text)].filter((g) => g.length > 1) : [text];
    const lists = keys.map((g) => this.postings.get(g) ?? []).sort((a, b) => a.length - b.length);
    let result = lists[0] ?? [];
    for (const list of lists.slice(1)) {
      if (result.length === 0) break;
      const next: number[] = [];
      let j = 0;
      for (const doc of result) {
        while (j < list.length && list[j]! < doc) j += 1;
        if (list[j] === doc) next.push(doc);
      }
      result = next;
    }
    return result;
  }
}

export class SearchIndex {
  private readonly docs: IndexedDoc[];
  private readonly byName: GramIndex;
  private readonly byInitials: GramIndex;
  private readonly byJamo: GramIndex;

  constructor(docs: readonly SearchDoc[]) {
    // Documents are kept in ranking order (popularity, then id), so a document's index is its rank
    // within a tier: hits collected in index order need no sort, only a bucket per tier.
    this.docs = [...docs].sort(byRank).map((d) => {
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
    });
    this.byName = new GramIndex(this.docs.map((d) => d.haystack));
    this.byInitials = new GramIndex(this.docs.map((d) => d.initials));
    this.byJamo = new GramIndex(this.docs.map((d) => d.jamoHaystack));
  }

  get size(): number {
    return this.docs.length;
  }

  /** Ranked hits for a keyword; an empty keyword matches nothing (callers list instead). */
  search(keyword: string): SearchHit[] {
    const query = prepareQuery(keyword);
    if (!query) return [];
    let hits = this.collect(this.candidatesFor(query), (doc) => tierOf(doc, query));
    if (hits.length === 0) {
      // '벤치 press': every word must match somewhere.
      const words = keyword
        .split(/\s+/)
        .map(prepareQuery)
        .filter((w): w is Query => w !== null);
      if (words.length > 1) {
        hits = this.collect(this.candidatesFor(words[0]!), (doc) => (words.every((w) => tierOf(doc, w) !== null) ? TIER.tokens : null));
      }
    }
    return hits;
  }

  /**
   * Documents that might match, ascending (= in rank order), each once; tierOf decides. Without this,
   * every search scans the whole catalogue.
   */
  private candidatesFor(query: Query): number[] {
    let found = this.byName.candidates(query.q);
    if (query.initials) found = union(found, this.byInitials.candidates(query.q));
    if (query.jamo) found = union(found, this.byJamo.candidates(query.jamo));
    for (const typed of query.typed) found = union(found, this.byJamo.candidates(typed));
    return found;
  }

  /** Hits in ranking order (tier, then rank): candidates arrive in rank order, so each tier's bucket is already sorted. */
  private collect(candidates: readonly number[], tier: (doc: IndexedDoc) => number | null): SearchHit[] {
    const buckets: SearchHit[][] = [];
    for (const index of candidates) {
      const doc = this.docs[index]!;
      const t = tier(doc);
      if (t === null) continue;
      const bucket = buckets[t];
      if (bucket) bucket.push({ id: doc.id, tier: t });
      else buckets[t] = [{ id: doc.id, tier: t }];
    }
    const hits: SearchHit[] = [];
    for (const bucket of buckets) if (bucket) for (const hit of bucket) hits.push(hit);
    return hits;
  }
}

/** Ranking within a tier: more popular first, then the lower id. */
const byRank = (a: SearchDoc, b: SearchDoc) => b.popularity - a.popularity || a.id - b.id;

/** The union of two ascending lists of document indexes, ascending and without repeats. */
function union(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return a as number[];
  if (a.length === 0) return b as number[];
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) {
      out.push(x);
      i += 1;
      if (x === y) j += 1;
    } else {
      out.push(y);
      j += 1;
    }
  }
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

type Query = { q: string; initials: boolean; jamo: string | null; typed: string[] };

function prepareQuery(keyword: string): Query | null {
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

function tierOf(doc: IndexedDoc, query: Query): number | null {
  const { q } = query;
  if (doc.haystack.includes(q)) return nameTier(doc, q);
  if (query.initials) return doc.initials.includes(q) ? TIER.initials : null;
  const { jamo } = query;
  if (jamo && doc.jamoHaystack.includes(jamo)) return TIER.jamo;
  for (const typed of query.typed) {
    if (doc.jamoHaystack.includes(SEP + typed)) return TIER.keyboard;
  }
  return null;
}

/** The query is a substring of a name or alias: how good a match is it? */
function nameTier(doc: IndexedDoc, q: string): number {
  if (doc.ko === q || doc.en === q) return TIER.exact;
  if (doc.ko.startsWith(q) || doc.en.startsWith(q)) return TIER.prefix;
  if (doc.aliasKeys.some((a) => a === q || a.startsWith(q))) return TIER.alias;
  return TIER.contains;
}
