// docs/decisions/021-set-kinds-and-warm-ups.md. Browser-safe. Steps round DOWN to a settable load (never heavier than
// asked) and a step as heavy as the work weight, or repeating a lighter one, is dropped.
import type { WarmupStep } from './defaults';

export type LoadSegment = { from: number; to: number; step: number };

export type WarmupSet = { weight: number; reps: number };

const EPS = 1e-9;
const round2 = (v: number) => Math.round(v * 100) / 100;

export function settableLoads(segments: readonly LoadSegment[]): number[] {
  const out: number[] = [];
  for (const s of segments) {
    if (!(s.step > 0) || !(s.from > 0)) continue;
    for (let k = 0; s.from + k * s.step <= s.to + EPS; k++) out.push(round2(s.from + k * s.step));
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

function atMost(loads: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const v of loads) {
    if (v > target + EPS) break;
    best = v;
  }
  return best;
}

export function warmupSets(workWeight: number | null, steps: readonly WarmupStep[], loads: readonly number[]): WarmupSet[] {
  if (workWeight === null || !(workWeight > 0) || loads.length === 0) return [];
  const sorted = [...loads].sort((a, b) => a - b);
  const out: WarmupSet[] = [];
  for (const step of [...steps].sort((a, b) => a.percent - b.percent)) {
    if (!(step.reps > 0)) continue;
    const weight = step.percent <= 0 ? sorted[0]! : atMost(sorted, (workWeight * step.percent) / 100);
    if (weight === null || weight >= workWeight - EPS) continue;
    if (out.some((s) => Math.abs(s.weight - weight) < EPS)) continue;
    out.push({ weight, reps: step.reps });
  }
  return out;
}
