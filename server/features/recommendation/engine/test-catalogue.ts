// Test helper: the real seeded catalogue as `Exercise` objects, the way the seeder and catalogue store build them
// (ids = 1-based position in EXERCISES, parts primary-first, machines in file order). Not used at runtime.

import fc from 'fast-check';
import type { ExerciseSeed } from '../../../../seed/catalogue';
import { BODY_PARTS, EXERCISES, MACHINES } from '../../../../seed/catalogue';
import { repUnitOf } from '../../catalogue/catalogue.shared';
import type { Exercise, MemberInput, RecommendationInput } from './types';

const partId = new Map(BODY_PARTS.map((p, i) => [p.key as string, i + 1]));
const partKo = new Map(BODY_PARTS.map((p) => [p.key as string, p.koreanName]));
const machineId = new Map(MACHINES.map((m, i) => [m.key, i + 1]));
const machineKo = new Map(MACHINES.map((m) => [m.key, m.koreanName]));

function toExercise(e: ExerciseSeed, id: number): Exercise {
  const parts = e.bodyParts.map((key, i) => ({ bodyPartId: partId.get(key)!, key, koreanName: partKo.get(key)!, primary: i < e.primaryCount }));
  return {
    id,
    key: e.key,
    koreanName: e.koreanName,
    englishName: e.englishName,
    imgPath: `/media/exercises/${e.key}.svg`,
    description: e.description,
    caution: e.caution,
    videoLink: e.videoLink,
    bodyPartIds: parts.map((p) => p.bodyPartId),
    bodyPartNames: parts.map((p) => p.koreanName),
    repUnit: repUnitOf(e.key, e.load),
    machineNames: e.machines.map((m) => machineKo.get(m)!),
    bodyParts: parts,
    machines: e.machines.map((key) => ({ machineId: machineId.get(key)!, key, koreanName: machineKo.get(key)! })),
    level: e.level,
    compound: e.compound,
    pattern: e.pattern,
    loadModel: e.load,
    ratios: e.ratios,
    aliases: e.aliases,
    popularity: e.popularity,
    createdAt: '2026-01-01',
  };
}

export const CATALOGUE: Exercise[] = EXERCISES.map((e, i) => toExercise(e, i + 1));
export const ALL_MACHINES: string[] = MACHINES.map((m) => m.key);
export const byKey = (key: string): Exercise => {
  const w = CATALOGUE.find((x) => x.key === key);
  if (!w) throw new Error(`no exercise ${key}`);
  return w;
};

/** docs/training-science.md §7.1 "full gym" (its equipment ids mapped onto our machine keys). */
export const FULL_GYM = [
  'barbell',
  'squat_rack',
  'bench',
  'dumbbell',
  'smith_machine',
  'leg_press',
  'lat_pulldown',
  'cable',
  'chest_press_machine',
  'shoulder_press_machine',
  'leg_extension',
  'leg_curl',
  'pec_deck',
];

/** docs/training-science.md §7.1 personas (age left out, as in §7.2's reference rows). */
export const P1: MemberInput = { sex: 0, heightCm: 175, weightKg: 70, bodyFatKg: 11.5, muscleMassKg: 33, balance: 5 };
export const P3: MemberInput = { sex: 0, heightCm: 180, weightKg: 95, bodyFatKg: 29, muscleMassKg: 37, balance: 5 };
export const P4: MemberInput = { sex: 0, heightCm: 178, weightKg: 80, bodyFatKg: 9.5, muscleMassKg: 40.5, balance: 5 };

export const input = (member: MemberInput, bodyPartKeys: RecommendationInput['bodyPartKeys'], machines = FULL_GYM): RecommendationInput => ({
  member,
  bodyPartKeys,
  availableMachineKeys: machines,
  catalogue: CATALOGUE,
});

/** Random members for property tests: 5–60 kg of fat (and under the weight), age unknown or 18–80. */
export const arbMember: fc.Arbitrary<MemberInput> = fc
  .record({
    sex: fc.constantFrom(0 as const, 1 as const),
    heightCm: fc.integer({ min: 140, max: 200 }),
    weightKg: fc.integer({ min: 40, max: 150 }),
    fatShare: fc.double({ min: 0, max: 1, noNaN: true }),
    muscleMassKg: fc.integer({ min: 15, max: 50 }),
    balance: fc.integer({ min: 1, max: 9 }),
    age: fc.option(fc.integer({ min: 18, max: 80 }), { nil: null }),
  })
  .map(({ fatShare, ...m }) => {
    const hi = Math.min(60, m.weightKg - 1);
    return { ...m, bodyFatKg: Math.round((5 + fatShare * (hi - 5)) * 10) / 10 };
  });
