// Our ten catalogue parts mapped onto docs/training-science.md's groups. Selection and coverage use the ten parts (a member
// who picks 이두 gets a biceps move); groups only drive regions (balance steering) and large-to-small order.
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

/**
 * Large to small (§6.7: legs > glutes > back > chest > shoulders > arms > core). Deviation: calves, though in the
 * "legs" group, rank with the small muscles, so a member who picks many parts loses calves before quads or back.
 */
const PART_ORDER: BodyPartKey[] = ['quads', 'hamstrings', 'glutes', 'back', 'chest', 'shoulders', 'triceps', 'biceps', 'calves', 'abs'];
export const ALL_PARTS: readonly BodyPartKey[] = PART_ORDER;

export const isPartKey = (k: string): k is BodyPartKey => (PART_ORDER as string[]).includes(k);
export const partRank = (k: string): number => {
  const i = PART_ORDER.indexOf(k as BodyPartKey);
  return i < 0 ? PART_ORDER.length : i;
};

export const primaryParts = (w: Exercise): string[] => w.bodyParts.filter((p) => p.primary).map((p) => p.key);
export const secondaryParts = (w: Exercise): string[] => w.bodyParts.filter((p) => !p.primary).map((p) => p.key);

/** An exercise's region is that of its main (first) primary mover: burpee → lower, farmer's walk → core. */
export function regionOf(w: Exercise): Region {
  const main = primaryParts(w)[0];
  return main && isPartKey(main) ? PART_REGION[main] : 'core';
}

/**
 * The movement patterns that may lead each part (ADR 030): a trainer starts 엉덩이 and 허벅지 뒤 with a hip hinge
 * or a hip thrust/bridge, not a leg press (a squat: the quads' pattern), the chest with a press, the back with a
 * pull. Read with the catalogue's own data (each exercise's pattern, compound flag and primary movers): a part's
 * lead is a primary-mover compound whose pattern is listed here, when the machines allow one; only when none is
 * possible does another primary-mover compound (then anything) lead. 복근 and 종아리 have no compound lead.
 */
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
