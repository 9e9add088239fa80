// docs/decisions/022-plate-calculator-and-guide.md. Browser-safe. Greedy is wrong with a limited inventory (30 kg a side
// from 20s and 15s without 5s is 15 + 15), so every reachable per-side sum is found with a bounded knapsack.
import { DEFAULT_BAR_KG, type PlateStock } from './defaults';

export type Loading = { total: number; perSide: number[] };

export type PlateAnswer = ({ loadable: true } & Loading) | { loadable: false; lower: Loading | null; higher: Loading | null };

const HUNDREDTHS = 100;
const units = (kg: number) => Math.round(kg * HUNDREDTHS);
const kgOf = (u: number) => u / HUNDREDTHS;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function platesFor(targetKg: number, barKg: number, stock: readonly PlateStock[]): PlateAnswer {
  const bar = units(barKg);
  const delta = units(targetKg) - bar;
  if (delta < 0) return { loadable: false, lower: null, higher: { total: kgOf(bar), perSide: [] } };
  if (delta === 0) return { loadable: true, total: kgOf(bar), perSide: [] };

  const kinds = usable(stock);
  const loading = (perSideUnits: number[]): Loading => ({
    total: kgOf(bar + 2 * perSideUnits.reduce((sum, u) => sum + u, 0)),
    perSide: perSideUnits.map(kgOf),
  });
  if (kinds.length === 0) return { loadable: false, lower: loading([]), higher: null };

  // Per-side sums are counted in steps of the plates' common divisor (1.25 kg for the Korean default).
  const step = kinds.reduce((g, k) => gcd(g, k.u), 0);
  const largest = kinds[0]!.u;
  // The lightest sum at or above the target is under target + the largest plate (take one plate off it
  // otherwise), so nothing beyond that is needed.
  const want = delta / 2;
  const size = Math.ceil((want + largest) / step) + 1;
  const reach = suffixReach(kinds, step, size);
  const reachable = (i: number) => i >= 0 && i < size && reach[0]![i] === 1;

  const exact = Number.isInteger(want) && want % step === 0 && reachable(want / step);
  if (exact) return { loadable: true, ...loading(compose(kinds, reach, want / step, step)) };

  let low = Math.floor(want / step);
  while (low > 0 && !reachable(low)) low -= 1;
  let high = Math.ceil(want / step);
  while (high < size && !reachable(high)) high += 1;
  return {
    loadable: false,
    lower: loading(compose(kinds, reach, low, step)),
    higher: high < size ? loading(compose(kinds, reach, high, step)) : null,
  };
}

type Kind = { u: number; pairs: number | null };

function usable(stock: readonly PlateStock[]): Kind[] {
  const bySize = new Map<number, number | null>();
  for (const p of stock) {
    const u = units(p.kg);
    if (!(u > 0) || p.pairs === 0) continue;
    const before = bySize.get(u);
    bySize.set(u, before === null || p.pairs === null ? null : (before ?? 0) + p.pairs);
  }
  return [...bySize].map(([u, pairs]) => ({ u, pairs })).sort((a, b) => b.u - a.u);
}

function suffixReach(kinds: readonly Kind[], step: number, size: number): Uint8Array[] {
  const reach: Uint8Array[] = new Array(kinds.length + 1);
  reach[kinds.length] = new Uint8Array(size);
  reach[kinds.length]![0] = 1;
  for (let i = kinds.length - 1; i >= 0; i--) {
    const { u, pairs } = kinds[i]!;
    const w = u / step;
    const most = Math.min(pairs ?? Number.POSITIVE_INFINITY, Math.floor((size - 1) / w));
    const from = reach[i + 1]!;
    const to = new Uint8Array(size);
    for (let s = 0; s < size; s++) {
      if (!from[s]) continue;
      for (let c = 0; c <= most && s + c * w < size; c++) to[s + c * w] = 1;
    }
    reach[i] = to;
  }
  return reach;
}

function compose(kinds: readonly Kind[], reach: readonly Uint8Array[], sum: number, step: number): number[] {
  const out: number[] = [];
  let left = sum;
  kinds.forEach(({ u, pairs }, i) => {
    const w = u / step;
    let c = Math.min(pairs ?? Number.POSITIVE_INFINITY, Math.floor(left / w));
    while (c > 0 && !reach[i + 1]![left - c * w]) c -= 1;
    for (let k = 0; k < c; k++) out.push(u);
    left -= c * w;
  });
  return out;
}

/** The member's bar stands in for the Olympic bar only (an EZ or trap bar keeps its weight). */
export function barFor(exerciseBarKg: number | null | undefined, memberBarKg: number): number {
  return exerciseBarKg == null || exerciseBarKg === DEFAULT_BAR_KG ? memberBarKg : exerciseBarKg;
}

export const plateWords = (perSide: readonly number[]): string => perSide.map((kg) => String(kg)).join(' + ');
