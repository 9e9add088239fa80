// Cardio and stretches (docs/decisions/025-cardio-and-stretching.md) are in the catalogue but are not strength
// work: the recommender never prescribes them, whatever the parts, the member or the machines, and offers
// none as an alternative.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gridFor, weightStepOf } from '../../../common/implements';
import { RECOMMENDER_CONFIG } from './config';
import { alternatives, recommend } from './index';
import { ALL_MACHINES, byKey, CATALOGUE, input, P1, P3, P4 } from './test-catalogue';
import type { BodyPartKey } from './types';

const NOT_STRENGTH = CATALOGUE.filter((w) => w.pattern === 'cardio' || w.pattern === 'stretch');
const PARTS: BodyPartKey[] = ['chest', 'back', 'shoulders', 'biceps', 'triceps', 'abs', 'glutes', 'quads', 'hamstrings', 'calves'];

describe('cardio and stretches are never prescribed', () => {
  test('the catalogue has them (6 cardio, 8 stretches), and the config names both patterns', () => {
    expect(NOT_STRENGTH.filter((w) => w.pattern === 'cardio')).toHaveLength(6);
    expect(NOT_STRENGTH.filter((w) => w.pattern === 'stretch')).toHaveLength(8);
    expect(RECOMMENDER_CONFIG.notStrengthPatterns).toEqual(['cardio', 'stretch']);
  });

  test('no recommendation contains one: any parts, three members, every machine or only the cardio zone and body weight', () => {
    const ids = new Set(NOT_STRENGTH.map((w) => w.id));
    const cardioZone = ['treadmill', 'stationary_bike', 'recumbent_bike', 'rowing_machine', 'stair_climber', 'elliptical'];
    fc.assert(
      fc.property(fc.constantFrom(P1, P3, P4), fc.subarray(PARTS), fc.constantFrom(ALL_MACHINES, cardioZone), (member, parts, machines) => {
        const r = recommend(input(member, parts, machines));
        for (const e of r.exercises) expect(ids.has(e.exerciseId), CATALOGUE[e.exerciseId - 1]!.key).toBe(false);
      }),
      { numRuns: 60, seed: 25 },
    );
  });

  test('none is an alternative, and none has alternatives', () => {
    const ids = new Set(NOT_STRENGTH.map((w) => w.id));
    const squat = byKey('back_squat');
    expect(alternatives(input(P1, ['quads'], ALL_MACHINES), squat.id, { limit: 20 }).some((e) => ids.has(e.exerciseId))).toBe(false);
    for (const w of NOT_STRENGTH) expect(alternatives(input(P1, [w.bodyParts[0]!.key as BodyPartKey], ALL_MACHINES), w.id), w.key).toEqual([]);
  });

  test('cardio has no weight grid and no weight step (server/common/implements.ts)', () => {
    for (const w of NOT_STRENGTH.filter((x) => x.loadModel === 'cardio')) {
      expect(gridFor(w), w.key).toBeNull();
      expect(weightStepOf(w, null), w.key).toBeNull();
    }
  });
});
