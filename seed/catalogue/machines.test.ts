// The seed catalogue's machines: enough of them, unique, the common Korean gym set among them, and their body
// parts derived from the exercises that use them; and the checks and version hash of the catalogue sync.
import { describe, expect, test } from 'vitest';
import { CATALOGUE, catalogueVersion, validateCatalogue } from '../../server/features/catalogue/sync/sync';
import { norm, PART_ORDER, primaryOf } from '../../tests/helpers/catalogue-seed';
import { EXERCISES } from './exercises';
import { MACHINES } from './machines';

const MACHINE_KEYS = new Set(MACHINES.map((m) => m.key));

describe('machines', () => {
  test('at least 22 machines, unique keys and names, including the common Korean gym set', () => {
    expect(MACHINES.length).toBeGreaterThanOrEqual(22);
    expect(new Set(MACHINES.map((m) => m.key)).size).toBe(MACHINES.length);
    expect(new Set(MACHINES.map((m) => norm(m.koreanName))).size).toBe(MACHINES.length);
    expect(new Set(MACHINES.map((m) => norm(m.englishName))).size).toBe(MACHINES.length);
    const required = [
      'barbell',
      'dumbbell',
      'kettlebell',
      'bench',
      'squat_rack',
      'smith_machine',
      'cable',
      'lat_pulldown',
      'seated_row',
      'chest_press_machine',
      'pec_deck',
      'shoulder_press_machine',
      'leg_press',
      'hack_squat',
      'leg_extension',
      'leg_curl',
      'hip_abduction',
      'calf_raise_machine',
      'pullup_bar',
      'dip_bar',
      'ez_bar',
      'bodyweight',
    ];
    for (const key of required) expect(MACHINE_KEYS.has(key), key).toBe(true);
    expect(MACHINES.find((m) => m.key === 'bodyweight')?.koreanName).toBe('맨몸');
    for (const m of MACHINES) {
      expect(m.key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(m.koreanName).toMatch(/[가-힣A-Z]/);
      expect(m.englishName.length).toBeGreaterThan(0);
    }
  });

  test("a machine's body parts are the union of the primary parts of the exercises that use it", () => {
    for (const m of MACHINES) {
      const users = EXERCISES.filter((e) => (m.key === 'bodyweight' ? e.machines.length === 0 : e.machines.includes(m.key)));
      expect(users.length, `${m.key} is used by no exercise`).toBeGreaterThan(0);
      const union = new Set(users.flatMap(primaryOf));
      const expected = PART_ORDER.map(([k]) => k).filter((k) => union.has(k));
      expect(m.bodyParts, m.key).toEqual(expected); // same set, listed in body-part order
    }
  });
});

describe('catalogue sync (ADR 005)', () => {
  test('the seed data passes the checks the sync makes before writing', () => {
    expect(() => validateCatalogue(CATALOGUE)).not.toThrow();
  });

  test('the version is a content hash: a deep copy has the same one, any edit a different one', () => {
    const copy = structuredClone(CATALOGUE);
    expect(catalogueVersion(copy)).toBe(catalogueVersion(CATALOGUE));
    expect(catalogueVersion(CATALOGUE)).toMatch(/^[0-9a-f]{64}$/);
    copy.exercises[10] = { ...copy.exercises[10]!, caution: `${copy.exercises[10]!.caution} ` };
    expect(catalogueVersion(copy)).not.toBe(catalogueVersion(CATALOGUE));
  });
});
