// The equipment of a Korean gym when a member has not said otherwise (docs/decisions/020-gym-floor-tools.md).
// This folder runs in the browser too (the workout screen computes plates and warm-ups with no signal): it
// imports nothing outside itself but types.

/** One size of plate the member can load and how many pairs of it there are; null pairs = as many as needed. */
export type PlateStock = { kg: number; pairs: number | null };
/** One step of a warm-up ramp: a share of the first work set's weight (0 = the empty bar / lightest setting) × reps. */
export type WarmupStep = { percent: number; reps: number };
export type Equipment = { barKg: number; plates: PlateStock[]; warmupSteps: WarmupStep[] };

export const DEFAULT_BAR_KG = 20;
export const DEFAULT_PLATES: readonly PlateStock[] = [25, 20, 15, 10, 5, 2.5, 1.25].map((kg) => ({ kg, pairs: null }));
/** bar × 10, 40 % × 5, 60 % × 3, 80 % × 1 (Strong's and Hevy's usual ramp). */
export const DEFAULT_WARMUP_STEPS: readonly WarmupStep[] = [
  { percent: 0, reps: 10 },
  { percent: 40, reps: 5 },
  { percent: 60, reps: 3 },
  { percent: 80, reps: 1 },
];

export const DEFAULT_EQUIPMENT: Equipment = {
  barKg: DEFAULT_BAR_KG,
  plates: DEFAULT_PLATES.map((p) => ({ ...p })),
  warmupSteps: DEFAULT_WARMUP_STEPS.map((s) => ({ ...s })),
};
