// docs/training-science.md §6.16 rule 6: a part's signature movements, the ones a coach reaches for first, in
// no particular order. When the member's machines allow one, the part is led by one.
import { familyOf } from './families';
import type { BodyPartKey, Exercise } from './types';

export const STAPLES: Record<BodyPartKey, readonly string[]> = {
  chest: ['bench_press', 'db_bench_press', 'incline_bench_press', 'incline_db_bench_press', 'chest_press_machine', 'push_up', 'dips'],
  back: ['lat_pulldown', 'pull_up', 'barbell_row', 'seated_cable_row', 'one_arm_db_row', 'assisted_pull_up', 'inverted_row'],
  shoulders: ['overhead_press', 'db_shoulder_press', 'machine_shoulder_press', 'lateral_raise', 'cable_lateral_raise', 'machine_lateral_raise'],
  glutes: ['hip_thrust', 'romanian_deadlift', 'db_romanian_deadlift', 'bulgarian_split_squat', 'smith_hip_thrust', 'glute_bridge'],
  quads: ['back_squat', 'leg_press', 'front_squat', 'hack_squat', 'goblet_squat', 'leg_extension', 'bodyweight_squat'],
  hamstrings: ['romanian_deadlift', 'db_romanian_deadlift', 'leg_curl', 'seated_leg_curl'],
  biceps: ['barbell_curl', 'db_curl', 'ez_bar_curl', 'hammer_curl', 'cable_curl', 'chin_up'],
  triceps: ['triceps_pushdown', 'rope_pushdown', 'close_grip_bench_press', 'overhead_cable_extension', 'lying_triceps_extension', 'db_overhead_extension'],
  calves: ['standing_calf_raise', 'seated_calf_raise', 'leg_press_calf_raise', 'smith_calf_raise', 'db_calf_raise', 'bodyweight_calf_raise'],
  abs: ['crunch', 'plank', 'cable_crunch', 'hanging_leg_raise', 'lying_leg_raise', 'ab_rollout'],
};

const STAPLE_FAMILIES = new Map(Object.entries(STAPLES).map(([part, keys]) => [part, new Set(keys.map(familyOf))]));

/** A staple or another implement of one (engine/families.ts): a dumbbell floor press is a bench press without a bench. */
export const isStapleOf = (w: Exercise, part: string): boolean => STAPLE_FAMILIES.get(part)?.has(familyOf(w.key)) ?? false;
