// The warm-up ramp before a first work set (docs/decisions/021-set-kinds-and-warm-ups.md): from the work weight,
// the member's warm-up steps (rack/defaults.ts) and the loads the implement can be set to, the warm-up sets.
// Pure and browser-safe (this folder's rule): the caller passes the implement's settable loads, the server from
// server/common/implements.ts' grid with the member's bar, the workout screen from what it knows of the
// exercise (its preview is replaced by the server's answer).
//
// Rules:
// - A step's weight is percent × the work weight rounded DOWN to a settable load (never heavier than asked);
//   percent 0 is the lightest setting (the empty bar, the lightest dumbbell or pin).
// - A step that cannot be set below its target (lighter than the lightest setting, percent > 0), that would be
//   as heavy as the work weight or heavier, or that lands on a weight an earlier (lighter) step already has,
//   is dropped. Steps are taken lightest first.
// - No settable loads (body weight, cardio, timed holds) or no work weight: no warm-ups.
import type { WarmupStep } from './defaults';

/** One stretch of settable loads, kg: from, from + step, … up to `to` (the shape of the implements' grid). */
export type LoadSegment = { from: number; to: number; step: number };

/** A warm-up set to do before the work sets. */
export type WarmupSet = { weight: number; reps: number };

const EPS = 1e-9;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Every settable load of some segments, lightest first, without repeats. */
export function settableLoads(segments: readonly LoadSegment[]): number[] {
  const out: number[] = [];
  for (const s of segments) {
    if (!(s.step > 0) || !(s.from > 0)) continue;
    for (let k = 0; s.from + k * s.step <= s.to + EPS; k++) out.push(round2(s.from + k * s.step));
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** The heaviest settable load ≤ target; null when even the lightest is heavier. */
function atMost(loads: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const v of loads) {
    if (v > target + EPS) break;
    best = v;
  }
  return best;
}

/**
 * The warm-up sets before a work set of `workWeight` kg: one per step that fits (see the rules above),
 * lightest first. `loads`: the settable loads, lightest first (settableLoads).
 */
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
