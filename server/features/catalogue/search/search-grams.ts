function grams(text: string): Set<string> {
  const chars = [...text];
  const out = new Set(chars);
  for (let i = 1; i < chars.length; i += 1) out.add(chars[i - 1]! + chars[i]!);
  return out;
}

/** Pairs matter for jamo and 초성, whose alphabets are so small that single letters select nearly all documents. */
export class GramIndex {
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

export function union(a: readonly number[], b: readonly number[]): number[] {
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
