// The ranked hits of the most recent keywords (members repeat keywords and turn pages), least recently
// used first (a Map keeps insertion order).

/** Every hit of a keyword: document indexes in ranking order (tier, then rank). */
export type Ranked = Int32Array;

/** At most this many keywords, and this many document indexes in all (4 bytes each: 2 MB). */
const CACHE_KEYWORDS = 256;
const CACHE_INDEXES = 500_000;

export class RecentHits {
  private readonly recent = new Map<string, Ranked>();
  private indexes = 0;

  /** A keyword's hits, from the recent keywords when it is one of them, else ranked now and kept. */
  get(keyword: string, rank: (keyword: string) => Ranked): Ranked {
    const known = this.recent.get(keyword);
    if (known) {
      this.recent.delete(keyword);
      this.recent.set(keyword, known);
      return known;
    }
    const ranked = rank(keyword);
    if (ranked.length <= CACHE_INDEXES) {
      for (const [oldest, hits] of this.recent) {
        if (this.recent.size < CACHE_KEYWORDS && this.indexes + ranked.length <= CACHE_INDEXES) break;
        this.recent.delete(oldest);
        this.indexes -= hits.length;
      }
      this.recent.set(keyword, ranked);
      this.indexes += ranked.length;
    }
    return ranked;
  }
}
