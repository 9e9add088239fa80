// Implements (docs/glossary.md): which weights can actually be set and how a weight is stated
// (docs/training-science.md §6.9 step 5); the recommender and gym mode both use these.

export type WeightUnit = 'total' | 'per_hand' | 'stack' | 'plates' | 'bodyweight';

/** Korean gyms are kg-based; two-sided sleds step 10 kg so P3's leg press is 80 kg as in §7.3, the sled not counted. */
export const IMPLEMENTS = {
  barbell: { bar: 20, step: 2.5, max: 300, barByMachine: { ez_bar: 10 } as Record<string, number> },
  dumbbell: { min: 1, fineStep: 1, fineUpTo: 10, step: 2, max: 50 },
  stack: { min: 5, step: 5, max: 100 },
  plates: { step: 5, max: 400, twoSidedStep: 10, twoSidedKeys: ['leg_press', 'hack_squat'] as readonly string[] },
  plates_smith: { step: 2.5, max: 200 },
  kettlebell: { min: 4, step: 4, max: 32 },
};

/** Dumbbell moves done with ONE dumbbell held in both hands: weight is that dumbbell, not "per hand". */
export const SINGLE_DUMBBELL_KEYS: readonly string[] = ['goblet_squat', 'db_sumo_squat', 'db_pullover', 'db_overhead_extension'];

export type ImplementConfig = { implements: typeof IMPLEMENTS; singleDumbbellKeys: readonly string[] };
const DEFAULTS: ImplementConfig = { implements: IMPLEMENTS, singleDumbbellKeys: SINGLE_DUMBBELL_KEYS };

type Loaded = { key: string; loadModel: string; machines: readonly { key: string }[] };

export type Grid = { from: number; to: number; step: number }[];

export function gridFor(w: Loaded, cfg: ImplementConfig = DEFAULTS): Grid | null {
  const i = cfg.implements;
  const machineKeys = w.machines.map((m) => m.key);
  switch (w.loadModel) {
    case 'barbell': {
      // EZ-bar moves start from the lighter EZ bar; everything else from the Olympic bar.
      const own = machineKeys.map((k) => i.barbell.barByMachine[k]).find((b) => b !== undefined);
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
      const step = machineKeys.some((k) => i.plates.twoSidedKeys.includes(k)) ? i.plates.twoSidedStep : i.plates.step;
      return [{ from: step, to: i.plates.max, step }];
    }
    case 'plates_smith':
      return [{ from: i.plates_smith.step, to: i.plates_smith.max, step: i.plates_smith.step }];
    case 'kettlebell':
      return [{ from: i.kettlebell.min, to: i.kettlebell.max, step: i.kettlebell.step }];
    case 'cardio': // time, distance and the machine's level: no weight to set (ADR 025)
      return null;
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

/** Never above tolerance × target; lighter on a tie (safer); null = too heavy even at the lightest, so a lighter variant wins (§6.5 item 4). */
export function roundToGrid(target: number, grid: Grid, tolerance: number): { value: number; step: number } | null {
  const cap = tolerance * target + 1e-9;
  let best: number | null = null;
  for (const v of gridValues(grid)) {
    if (v > cap) break;
    if (best === null || Math.abs(v - target) < Math.abs(best - target) - 1e-9) best = v;
  }
  return best === null || best <= 0 ? null : { value: best, step: stepAt(grid, best) };
}

export function stepAt(grid: Grid, value: number): number {
  const seg = grid.find((s) => value >= s.from - 1e-9 && value <= s.to + 1e-9);
  return (seg ?? grid[0]!).step;
}

export function weightStepOf(w: Loaded, kg: number | null): number | null {
  const grid = gridFor(w);
  if (!grid || grid.length === 0) return null;
  const at = kg === null ? grid[0]! : (grid.find((s) => kg <= s.to + 1e-9) ?? grid[grid.length - 1]!);
  return at.step;
}

export const barKgOf = (w: Loaded): number | null => (w.loadModel === 'barbell' ? (gridFor(w)?.[0]?.from ?? null) : null);

export function weightUnitOf(w: Loaded, cfg: ImplementConfig = DEFAULTS): WeightUnit {
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

export function weightLabelOf(w: Loaded, kg: number, cfg: ImplementConfig = DEFAULTS): string {
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
