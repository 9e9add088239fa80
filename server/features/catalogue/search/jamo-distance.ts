// How far a mistyped keyword is from a name: an edit distance over jamo ('스퀏' is two key presses from
// '스쿼트': ㅅ→ㅌ and one more ㅡ), so a typo inside a syllable costs one, not a whole syllable.
// Optimal string alignment: insert, delete, substitute, or swap two neighbours (typing ㅓㅜ for ㅜㅓ), one each.

/** The largest distance still offered as '혹시 …': a third of the keyword's jamo, at most 3; none under 3 jamo. */
export function suggestionReach(jamoLength: number): number {
  return jamoLength < 3 ? 0 : Math.min(3, Math.floor(jamoLength / 3));
}

/**
 * The distance between two jamo strings, or Infinity as soon as it must exceed `limit` (rows whose every
 * cell is past the limit can only grow). Strings are compared by UTF-16 unit: jamo and ASCII are one unit each.
 */
export function jamoDistance(a: string, b: string, limit: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit) return Number.POSITIVE_INFINITY;
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return Number.POSITIVE_INFINITY;
    [before, previous, current] = [previous, current, before];
  }
  return previous[m]! <= limit ? previous[m]! : Number.POSITIVE_INFINITY;
}
