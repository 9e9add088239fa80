// Selection uses our ten parts (이두 gets a biceps move); docs/training-science.md's groups only drive regions and order.
import type { BodyPartKey, Exercise, MovementPattern, Region } from './types';

export const PART_REGION: Record<BodyPartKey, Region> = {
  chest: 'upper',
  back: 'upper',
  shoulders: 'upper',
  biceps: 'upper',
  triceps: 'upper',
  abs: 'core',
  glutes: 'lower',
  quads: 'lower',
  hamstrings: 'lower',
  calves: 'lower',
};

/** §6.7. Deviation: calves rank with the small muscles, so many chosen parts lose calves before quads or back. */
const PART_ORDER: BodyPartKey[] = ['quads', 'hamstrings', 'glutes', 'back', 'chest', 'shoulders', 'triceps', 'biceps', 'calves', 'abs'];
export const ALL_PARTS: readonly BodyPartKey[] = PART_ORDER;

export const isPartKey = (k: string): k is BodyPartKey => (PART_ORDER as string[]).includes(k);
export const partRank = (k: string): number => {
  const i = PART_ORDER.indexOf(k as BodyPartKey);
  return i < 0 ? PART_ORDER.length : i;
};

export const primaryParts = (w: Exercise): string[] => w.bodyParts.filter((p) => p.primary).map((p) => p.key);
export const secondaryParts = (w: Exercise): string[] => w.bodyParts.filter((p) => !p.primary).map((p) => p.key);

export function regionOf(w: Exercise): Region {
  const main = primaryParts(w)[0];
  return main && isPartKey(main) ? PART_REGION[main] : 'core';
}

/** ADR 030: a trainer starts 엉덩이 with a hinge or hip thrust, not a leg press. 복근 and 종아리 have no compound lead. */
export const LEAD_PATTERNS: Record<BodyPartKey, readonly MovementPattern[]> = {
  chest: ['h_push', 'v_push'],
  back: ['v_pull', 'h_pull'],
  shoulders: ['v_push'],
  biceps: ['v_pull', 'h_pull'],
  triceps: ['h_push', 'v_push'],
  abs: [],
  glutes: ['hinge', 'hip_ext'],
  quads: ['squat', 'lunge'],
  hamstrings: ['hinge'],
  calves: [],
};
