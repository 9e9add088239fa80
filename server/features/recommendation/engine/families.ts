// docs/training-science.md §6.16 rule 2: one movement, one slot. Exercises in one family are the same movement
// with another implement, grip or regression; a session takes at most one of each. Keys not listed are their own.
const FAMILIES: Record<string, readonly string[]> = {
  flat_press: ['bench_press', 'db_bench_press', 'smith_bench_press', 'db_floor_press'],
  incline_press: ['incline_bench_press', 'incline_db_bench_press', 'incline_smith_bench_press'],
  push_up: ['push_up', 'knee_push_up', 'incline_push_up', 'decline_push_up'],
  fly: ['pec_deck', 'db_fly', 'cable_crossover'],
  dips: ['dips', 'assisted_dips'],
  overhead_press: ['overhead_press', 'seated_barbell_shoulder_press', 'db_shoulder_press', 'smith_shoulder_press', 'arnold_press', 'machine_shoulder_press'],
  pull_up: ['pull_up', 'assisted_pull_up'],
  lat_pulldown: ['lat_pulldown', 'close_grip_lat_pulldown', 'underhand_lat_pulldown'],
  bent_over_row: ['barbell_row', 'underhand_barbell_row', 'pendlay_row', 'bent_over_db_row'],
  seated_row: ['seated_cable_row', 'machine_seated_row'],
  shrug: ['barbell_shrug', 'db_shrug'],
  deadlift: ['deadlift', 'sumo_deadlift', 'rack_pull', 'kettlebell_deadlift'],
  romanian_deadlift: ['romanian_deadlift', 'db_romanian_deadlift', 'stiff_leg_deadlift'],
  hip_thrust: ['hip_thrust', 'smith_hip_thrust', 'glute_bridge', 'single_leg_glute_bridge'],
  squat: ['back_squat', 'front_squat', 'smith_squat', 'db_squat', 'goblet_squat', 'kb_goblet_squat', 'bodyweight_squat'],
  lunge: ['db_lunge', 'db_reverse_lunge', 'bodyweight_lunge', 'walking_lunge', 'barbell_lunge', 'smith_lunge'],
  leg_curl: ['leg_curl', 'seated_leg_curl'],
  standing_calf_raise: [
    'standing_calf_raise',
    'smith_calf_raise',
    'barbell_calf_raise',
    'db_calf_raise',
    'bodyweight_calf_raise',
    'single_leg_calf_raise',
    'leg_press_calf_raise',
  ],
  seated_calf_raise: ['seated_calf_raise', 'seated_db_calf_raise'],
  lateral_raise: ['lateral_raise', 'cable_lateral_raise', 'machine_lateral_raise'],
  front_raise: ['front_raise', 'cable_front_raise'],
  rear_delt: ['rear_delt_raise', 'reverse_pec_deck', 'cable_rear_delt_fly'],
  curl: ['db_curl', 'barbell_curl', 'ez_bar_curl', 'cable_curl'],
  preacher_curl: ['preacher_curl', 'db_preacher_curl'],
  hammer_curl: ['hammer_curl', 'cable_hammer_curl'],
  pushdown: ['triceps_pushdown', 'rope_pushdown', 'reverse_grip_pushdown'],
  overhead_extension: ['overhead_cable_extension', 'db_overhead_extension'],
  lying_extension: ['lying_triceps_extension', 'french_press'],
  hip_abduction: ['hip_abduction', 'cable_hip_abduction'],
  leg_raise: ['hanging_leg_raise', 'hanging_knee_raise', 'lying_leg_raise', 'reverse_crunch'],
  crunch: ['crunch', 'sit_up'],
};

const FAMILY_OF = new Map(Object.entries(FAMILIES).flatMap(([family, keys]) => keys.map((key) => [key, family] as const)));

export const familyOf = (exerciseKey: string): string => FAMILY_OF.get(exerciseKey) ?? exerciseKey;

export const FAMILY_KEYS: readonly string[] = [...FAMILY_OF.keys()];
