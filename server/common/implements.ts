// Implements (docs/glossary.md): how a load is made, so which weights can actually be set and how a weight is
// stated (docs/training-science.md §6.9 step 5). The one owner of these numbers and rules: the recommender
// rounds its prescriptions to them (its config carries IMPLEMENTS), gym mode steps its weight controls by them.

/** How a prescribed weight is meant: the whole load, each hand's dumbbell, the stack's pin, added plates, or none. */
export type WeightUnit = 'total' | 'per_hand' | 'stack' | 'plates' | 'bodyweight';

/**
 * Implement grids (Korean gyms are kg-based). Our defaults, per gym later:
 * - barbell: total incl. a 20 kg Olympic bar (10 kg for EZ-bar moves), 2.5 kg steps = 1.25 kg plates a side;
 * - dumbbell: 1 kg steps 1–10 kg, then 2 kg steps to 50 kg (the common Korean rack);
 * - stack: 5 kg steps 5–100 kg (the pin number);
 * - plates: added plates, 5 kg steps (one-sided posts: T-bar, seated calf); 10 kg (5 kg a side) on two-sided
 *   sleds (leg press, hack squat), so P3's leg press is 80 kg as in §7.3; the sled itself is not counted;
 * - plates_smith: added plates, 2.5 kg steps, smith bar not counted;
 * - kettlebell: 4 kg steps 4–32 kg (the usual 4/8/12/16/20/24/28/32 set).
 */
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

/** The numbers the rules below read; the recommender's config is one (it may be refitted as a whole). */
export type ImplementConfig = { implements: typeof IMPLEMENTS; singleDumbbellKeys: readonly string[] };
const DEFAULTS: ImplementConfig = { implements: IMPLEMENTS, singleDumbbellKeys: SINGLE_DUMBBELL_KEYS };

/** What of a catalogue exercise decides its implement. */
type Loaded = { key: string; loadModel: string; machines: readonly { key: string }[] };

export type Grid = { from: number; to: number; step: number }[];

/** The settable loads as segments; null when the load model is body weight, cardio or unknown (not loadable). */
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

/**
 * The ± step of a weight control for the exercise's implement at `kg` (gym mode): the barbell's 2.5 kg, the
 * stack's step, dumbbells' 1 kg up to 10 kg then 2 kg …; the lightest segment's step when no weight is known;
 * null for body-weight moves and cardio (nothing to step).
 */
export function weightStepOf(w: Loaded, kg: number | null): number | null {
  const grid = gridFor(w);
  if (!grid || grid.length === 0) return null;
  const at = kg === null ? grid[0]! : (grid.find((s) => kg <= s.to + 1e-9) ?? grid[grid.length - 1]!);
  return at.step;
}

/** The bar a barbell move is loaded on (the Olympic bar, or the EZ bar for its moves), kg; null when not a barbell move. */
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

/** How a weight is stated for the exercise's implement: '봉 포함 35kg', '한 손 12kg', '맨몸' … */
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
