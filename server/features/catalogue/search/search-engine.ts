// In memory: the catalogue is small and read-mostly, so an index built once beats SQL LIKE.
// `page` and `ids` stay the keyword's own hits, which the legacy /api search and the import matcher read.
import { type Ranked, RecentHits } from './search-cache';
import { GramIndex, union } from './search-grams';
import { byRank, type IndexedDoc, indexedDoc, otherTier, prepareQuery, type Query, type SearchDoc, TIER, TIER_COUNT, tierOf } from './search-match';
import { lowerBound, type NameKeys, nameKeys } from './search-name-keys';
import { PartNames } from './search-parts';
import { Suggestions } from './search-suggest';

export type SearchPage = { ids: number[]; total: number };

export type FoundPage = SearchPage & { bodyPartIds: number[]; suggestion: string | null };

/** Fewer hits than this (wherever they train), and a near name is offered as well. */
export const FEW_HITS = 3;

type Found = { ranked: Ranked; bodyPartIds: number[]; suggestion: string | null };
const FOUND_KEPT = 256;

const NONE: Ranked = new Int32Array(0);
const NO_TIER = 255;

export class SearchIndex {
  private readonly docs: IndexedDoc[];
  private readonly byName: GramIndex;
  private readonly byInitials: GramIndex;
  private readonly byJamo: GramIndex;
  private readonly trains = new Map<number, Uint8Array>();
  private readonly recent = new RecentHits();
  private readonly found = new Map<string, Found>();
  private readonly parts: PartNames;
  private readonly suggestions: Suggestions;
  private readonly keys: NameKeys;
  /** Each candidate's tier during a search (reused: searches are synchronous). */
  private readonly tierScratch: Uint8Array;
  private readonly inName: Uint8Array;
  private readonly nameTiers: Uint8Array;

  constructor(docs: readonly SearchDoc[]) {
    // Documents are kept in ranking order, so hits collected in index order need only a bucket per tier, no sort.
    this.docs = [...docs].sort(byRank).map(indexedDoc);
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
    this.parts = new PartNames(this.docs);
    this.suggestions = new Suggestions(this.docs, this.parts.names);
  }

  get size(): number {
    return this.docs.length;
  }

  page(keyword: string, { bodyPartId, offset, limit }: { bodyPartId: number | null; offset: number; limit: number }): SearchPage {
    return this.pageOf(this.ranked(keyword), bodyPartId, offset, limit);
  }

  private pageOf(ranked: Ranked, bodyPartId: number | null, offset: number, limit: number): SearchPage {
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

  /** Ranking: docs/decisions/029-search-finds-what-people-type.md */
  find(keyword: string, { bodyPartId, offset, limit }: { bodyPartId: number | null; offset: number; limit: number }): FoundPage {
    const { ranked, bodyPartIds, suggestion } = this.answer(keyword);
    return { ...this.pageOf(ranked, bodyPartId, offset, limit), bodyPartIds, suggestion };
  }

  private answer(keyword: string): Found {
    const ranked = this.ranked(keyword);
    const bodyPartIds = this.parts.named(keyword);
    if (bodyPartIds.length === 0 && ranked.length >= FEW_HITS) return { ranked, bodyPartIds, suggestion: null };
    const known = this.found.get(keyword);
    if (known) return known;
    let merged = ranked;
    if (bodyPartIds.length > 0) {
      const q = prepareQuery(keyword)?.q ?? '';
      const seen = new Set<number>();
      const out: number[] = [];
      const add = (index: number) => {
        if (seen.has(index)) return;
        seen.add(index);
        out.push(index);
      };
      for (const index of ranked) {
        const doc = this.docs[index]!;
        if (doc.ko !== q && doc.en !== q) break;
        add(index);
      }
      for (const index of this.parts.list(bodyPartIds)) add(index);
      for (const index of ranked) add(index);
      merged = Int32Array.from(out);
    }
    const found: Found = { ranked: merged, bodyPartIds, suggestion: merged.length < FEW_HITS ? this.suggest(keyword, merged, bodyPartIds) : null };
    if (this.found.size >= FOUND_KEPT) this.found.delete(this.found.keys().next().value!);
    this.found.set(keyword, found);
    return found;
  }

  private suggest(keyword: string, listed: Ranked, bodyPartIds: readonly number[]): string | null {
    const near = this.suggestions.nearest(keyword);
    if (!near) return null;
    const { target } = near;
    const already = 'doc' in target ? listed.includes(target.doc) : bodyPartIds.includes(target.bodyPartId);
    return already ? null : near.text;
  }

  ids(keyword: string): number[] {
    return Array.from(this.ranked(keyword), (index) => this.docs[index]!.id);
  }

  private ranked(keyword: string): Ranked {
    return this.recent.get(keyword, (k) => this.rank(k));
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

  /** Without this, every search scans the whole catalogue. */
  private candidatesFor(query: Query): number[] {
    let found = this.byName.candidates(query.q);
    if (query.initials) found = union(found, this.byInitials.candidates(query.q));
    if (query.jamo) found = union(found, this.byJamo.candidates(query.jamo));
    for (const typed of query.typed) found = union(found, this.byJamo.candidates(typed));
    return found;
  }

  private collect(candidates: readonly number[], tier: (doc: IndexedDoc, index: number) => number | null): Ranked {
    const tiers = this.tierScratch;
    const counts = new Int32Array(TIER_COUNT);
    for (let i = 0; i < candidates.length; i += 1) {
      const index = candidates[i]!;
      const t = tier(this.docs[index]!, index) ?? NO_TIER;
      tiers[i] = t;
      if (t !== NO_TIER) counts[t] = counts[t]! + 1;
    }
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
