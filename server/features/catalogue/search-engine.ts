// In-memory search over the exercise catalogue (small and read-mostly, so an index built once beats
// SQL LIKE): spacing- and case-insensitive, aliases, 초성, half-typed syllables and 영타.
import { choseongOf, isChoseongQuery, jamoOf, normalizeForSearch, qwertyToJamo } from './korean';

export type SearchDoc = {
  id: number;
  koreanName: string;
  englishName: string;
  aliases: readonly string[];
  popularity: number;
  /** The body parts it trains: a search can be narrowed to one of them. */
  bodyParts?: readonly { bodyPartId: number }[];
};

/** One page of a search: the ids on it, best first, and how many hits there are in all. */
export type SearchPage = { ids: number[]; total: number };

/** Lower is better; the ranking of issue 3: exact > prefix > alias > contains > 초성/jamo. */
const TIER = { exact: 0, prefix: 1, alias: 2, contains: 3, initials: 4, jamo: 5, keyboard: 6, tokens: 7 } as const;
const TIER_COUNT = 8;

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

/** Every hit of a keyword: document indexes in ranking order (tier, then rank). */
type Ranked = Int32Array;
const NONE: Ranked = new Int32Array(0);
const NO_TIER = 255;

/**
 * Ranked hits are kept for the most recent keywords (members repeat keywords and turn pages): at most
 * this many keywords, and this many document indexes in all (4 bytes each: 2 MB).
 */
const CACHE_KEYWORDS = 256;
const CACHE_INDEXES = 500_000;

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
  /** Per body part, which documents (by index) train it: narrowing a search is one lookup per hit. */
  private readonly trains = new Map<number, Uint8Array>();
  /** Recent keywords' ranked hits, least recently used first (a Map keeps insertion order). */
  private readonly recent = new Map<string, Ranked>();
  private recentIndexes = 0;
  /** Every name and alias key, sorted, with its document: the keys starting with a query are one range. */
  private readonly keys: NameKeys;
  /** Each candidate's tier during a search (reused: searches are synchronous). */
  private readonly tierScratch: Uint8Array;
  /** During a search: 1 for documents whose names or aliases contain the query. */
  private readonly inName: Uint8Array;
  /** During a search: each document's name tier (contains unless a key starts with the query). */
  private readonly nameTiers: Uint8Array;

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
    this.docs.forEach((doc, index) => {
      for (const { bodyPartId } of doc.bodyParts ?? []) {
        const mask = this.trains.get(bodyPartId) ?? new Uint8Array(this.docs.length);
        mask[index] = 1;
        this.trains.set(bodyPartId, mask);
      }
    });
    this.keys = nameKeys(this.docs);
    this.tierScratch = new Uint8Array(this.docs.length);
    this.inName = new Uint8Array(this.docs.length);
    this.nameTiers = new Uint8Array(this.docs.length).fill(TIER.contains);
  }

  get size(): number {
    return this.docs.length;
  }

  /**
   * A page of a keyword's ranked hits (`limit` of them from `offset`), only those that train
   * `bodyPartId` when one is given, and the number of such hits. An empty keyword matches nothing
   * (callers list instead). Only the page's ids are read out.
   */
  page(keyword: string, { bodyPartId, offset, limit }: { bodyPartId: number | null; offset: number; limit: number }): SearchPage {
    const ranked = this.ranked(keyword);
    const ids: number[] = [];
    if (bodyPartId === null) {
      const end = Math.min(ranked.length, offset + limit);
      for (let i = offset; i < end; i += 1) ids.push(this.docs[ranked[i]!]!.id);
      return { ids, total: ranked.length };
    }
    const mask = this.trains.get(bodyPartId);
    if (!mask) return { ids, total: 0 };
    let total = 0;
    for (const index of ranked) {
      if (mask[index] === 0) continue;
      if (total >= offset && total < offset + limit) ids.push(this.docs[index]!.id);
      total += 1;
    }
    return { ids, total };
  }

  /** Every hit's id, best first. */
  ids(keyword: string): number[] {
    return Array.from(this.ranked(keyword), (index) => this.docs[index]!.id);
  }

  /** A keyword's hits in ranking order, from the recent keywords when it is one of them. */
  private ranked(keyword: string): Ranked {
    const known = this.recent.get(keyword);
    if (known) {
      this.recent.delete(keyword);
      this.recent.set(keyword, known);
      return known;
    }
    const ranked = this.rank(keyword);
    if (ranked.length <= CACHE_INDEXES) {
      for (const [oldest, hits] of this.recent) {
        if (this.recent.size < CACHE_KEYWORDS && this.recentIndexes + ranked.length <= CACHE_INDEXES) break;
        this.recent.delete(oldest);
        this.recentIndexes -= hits.length;
      }
      this.recent.set(keyword, ranked);
      this.recentIndexes += ranked.length;
    }
    return ranked;
  }

  private rank(keyword: string): Ranked {
    const query = prepareQuery(keyword);
    if (!query) return NONE;
    let hits = this.rankQuery(query);
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
   * tierOf for every candidate, with the name tiers looked up instead of compared: which documents
   * contain the query comes from the name index (for one or two characters its list is exact: no
   * check), and which have a name or alias starting with it from the sorted keys.
   */
  private rankQuery(query: Query): Ranked {
    const { q } = query;
    const named = this.byName.candidates(q);
    const exact = [...q].length <= 2;
    const { inName, nameTiers, keys } = this;
    for (const index of named) if (exact || this.docs[index]!.haystack.includes(q)) inName[index] = 1;
    let from = lowerBound(keys.text, q);
    for (let i = from; i < keys.text.length && keys.text[i]!.startsWith(q); i += 1) {
      const doc = keys.doc[i]!;
      const t = keys.alias[i] ? TIER.alias : keys.text[i] === q ? TIER.exact : TIER.prefix;
      if (t < nameTiers[doc]!) nameTiers[doc] = t;
    }
    try {
      return this.collect(this.candidatesFor(query), (doc, index) => (inName[index] ? nameTiers[index]! : otherTier(doc, query)));
    } finally {
      for (const index of named) inName[index] = 0;
      for (; from < keys.text.length && keys.text[from]!.startsWith(q); from += 1) nameTiers[keys.doc[from]!] = TIER.contains;
    }
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

  /**
   * Hits in ranking order (tier, then rank): candidates arrive in rank order, so counting each tier's
   * hits, then placing every hit after the tiers before it, keeps each tier in rank order; no sort.
   */
  private collect(candidates: readonly number[], tier: (doc: IndexedDoc, index: number) => number | null): Ranked {
    const tiers = this.tierScratch;
    const counts = new Int32Array(TIER_COUNT);
    for (let i = 0; i < candidates.length; i += 1) {
      const index = candidates[i]!;
      const t = tier(this.docs[index]!, index) ?? NO_TIER;
      tiers[i] = t;
      if (t !== NO_TIER) counts[t] = counts[t]! + 1;
    }
    // Where each tier's hits start.
    let total = 0;
    for (let t = 0; t < TIER_COUNT; t += 1) {
      const count = counts[t]!;
      counts[t] = total;
      total += count;
    }
    const ranked = new Int32Array(total);
    for (let i = 0; i < candidates.length; i += 1) {
      const t = tiers[i]!;
      if (t === NO_TIER) continue;
      const at = counts[t]!;
      ranked[at] = candidates[i]!;
      counts[t] = at + 1;
    }
    return ranked;
  }
}

type NameKeys = { text: string[]; doc: Int32Array; alias: Uint8Array };

/** Korean and English names and alias keys with their document index, sorted by key (code units). */
function nameKeys(docs: readonly IndexedDoc[]): NameKeys {
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
function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
  return doc.haystack.includes(query.q) ? nameTier(doc, query.q) : otherTier(doc, query);
}

/** tierOf for a document none of whose names or aliases contains the query. */
function otherTier(doc: IndexedDoc, query: Query): number | null {
  const { q } = query;
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
