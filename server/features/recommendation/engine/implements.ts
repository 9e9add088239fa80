// What an implement can actually be set to (docs/training-science.md §6.9 step 5), and how the weight is stated.
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import type { Exercise, WeightUnit } from './types';

export type Grid = { from: number; to: number; step: number }[];

const machineKeys = (w: Exercise) => w.machines.map((m) => m.key);

/** The settable loads as segments; null when the load model is body weight or unknown (not loadable). */
export function gridFor(w: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Grid | null {
  const i = cfg.implements;
  switch (w.loadModel) {
    case 'barbell': {
      // EZ-bar moves start from the lighter EZ bar; everything else from the Olympic bar.
      const own = machineKeys(w)
        .map((k) => i.barbell.barByMachine[k])
        .find((b) => b !== undefined);
      return [{ from: own ?? i.barbell.bar, to: i.barbell.max, step: i.barbell.step }];
    }
    case 'dumbbell':
      return [
        { from: i.dumbbell.min, to: i.dumbbell.fineUpTo, step: i.dumbbell.fineStep },
        { from: i.dumbbell.fineUpTo + i.dumbbell.step, to: i.dumbbell.max, step: i.dumbbell.step },
      ];
    case 'stack':
      return [{ from: i.stack.min, to: i.stack.max, step: i.stack.step }];
    case 'plates': {
      const step = machineKeys(w).some((k) => i.plates.twoSidedKeys.includes(k)) ? i.plates.twoSidedStep : i.plates.step;
      return [{ from: step, to: i.plates.max, step }];
    }
    case 'plates_smith':
      return [{ from: i.plates_smith.step, to: i.plates_smith.max, step: i.plates_smith.step }];
    case 'kettlebell':
      return [{ from: i.kettlebell.min, to: i.kettlebell.max, step: i.kettlebell.step }];
    default:
      return null;
  }
}

/** Every settable value, lightest first (at most a few hundred, so a scan is simpler than arithmetic). */
export function gridValues(grid: Grid): number[] {
  const out: number[] = [];
  for (const s of grid) for (let k = 0; s.from + k * s.step <= s.to + 1e-9; k++) out.push(s.from + k * s.step);
  return out;
}

/**
 * Nearest settable load, never above tolerance × target; lighter on an exact tie (safer for a first session).
 * Above the top of the rack the heaviest setting is used (lighter than asked is always safe). null = the lightest
 * setting is already too heavy, so the caller drops the exercise and a lighter variant wins (§6.5 item 4).
 */
export function roundToGrid(target: number, grid: Grid, tolerance: number): { value: number; step: number } | null {
  const cap = tolerance * target + 1e-9;
  let best: number | null = null;
  for (const v of gridValues(grid)) {
    if (v > cap) break;
    if (best === null || Math.abs(v - target) < Math.abs(best - target) - 1e-9) best = v;
  }
  return best === null || best <= 0 ? null : { value: best, step: stepAt(grid, best) };
}

/** The increment in force at a value (dumbbells: 1 kg up to 10 kg, then 2 kg). */
export function stepAt(grid: Grid, value: number): number {
  const seg = grid.find((s) => value >= s.from - 1e-9 && value <= s.to + 1e-9);
  return (seg ?? grid[0]!).step;
}

export function weightUnitOf(w: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG): WeightUnit {
  switch (w.loadModel) {
    case 'dumbbell':
      return cfg.singleDumbbellKeys.includes(w.key) ? 'total' : 'per_hand';
    case 'stack':
      return 'stack';
    case 'plates':
    case 'plates_smith':
      return 'plates';
    case 'bodyweight':
      return 'bodyweight';
    default:
      return 'total';
  }
}

/** Plain kg string: '42.5', '35', never '35.0' or '1e1', so the stored JSON is stable. */
export const formatKg = (kg: number): string => String(Math.round(kg * 100) / 100);

export function weightLabelOf(w: Exercise, kg: number, cfg: RecommenderConfig = RECOMMENDER_CONFIG): string {
  const n = `${formatKg(kg)}kg`;
  switch (w.loadModel) {
    case 'bodyweight':
      return '맨몸';
    case 'barbell':
      return `봉 포함 ${n}`;
    case 'dumbbell':
      return cfg.singleDumbbellKeys.includes(w.key) ? `덤벨 1개 ${n}` : `한 손 ${n}`;
    case 'kettlebell':
      return `케틀벨 ${n}`;
    case 'plates':
    case 'plates_smith':
      return `원판 ${n}`;
    default:
      return n;
  }
}
