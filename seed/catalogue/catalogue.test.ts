// The seed catalogue (seed/catalogue): the ten body parts, and every exercise complete, well-formed, unique
// and faithful to docs/training-science.md. Machines are in machines.test.ts, pictures in server/features/catalogue/pictures.
import { describe, expect, test } from 'vitest';
import { TIMED_EXERCISE_KEYS } from '../../server/features/catalogue/catalogue.shared';
import type { LoadModel, MovementPattern } from '../../server/features/catalogue/catalogue-data';
import { norm, PART_ORDER, primaryOf } from '../../tests/helpers/catalogue-seed';
import { BODY_PARTS } from './body-parts';
import { EXERCISES } from './exercises';
import { LATER_ADDITIONS } from './exercises/additions';
import { MACHINES } from './machines';

const PART_KEYS = new Set<string>(PART_ORDER.map(([k]) => k));
const MACHINE_KEYS = new Set(MACHINES.map((m) => m.key));
const PATTERNS: MovementPattern[] = [
  'squat',
  'hinge',
  'lunge',
  'knee_ext',
  'knee_flex',
  'hip_abd',
  'hip_ext',
  'calf',
  'h_push',
  'v_push',
  'fly',
  'h_pull',
  'v_pull',
  'lat_raise',
  'rear_delt',
  'shrug',
  'elbow_flex',
  'elbow_ext',
  'core_flex',
  'core_stab',
  'core_rot',
  'carry',
  'cardio',
  'stretch',
];
const LOADS: LoadModel[] = ['barbell', 'dumbbell', 'stack', 'plates', 'plates_smith', 'kettlebell', 'bodyweight', 'cardio'];

/** The cardio zone's machines (ADR 025): a cardio exercise is done on one of them. */
const CARDIO_MACHINES = ['treadmill', 'stationary_bike', 'recumbent_bike', 'rowing_machine', 'stair_climber', 'elliptical'];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');

describe('body parts', () => {
  test('exactly the ten parts, in the fixed order, with short Korean names', () => {
    expect(BODY_PARTS.map((b) => [b.key, b.koreanName])).toEqual(PART_ORDER);
    for (const b of BODY_PARTS) expect(b.englishName).toBe(b.key);
  });
});

describe('exercises', () => {
  test('at least 150 exercises', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(150);
  });

  test('every body part is primary in at least 8 exercises', () => {
    for (const [part] of PART_ORDER) {
      const n = EXERCISES.filter((e) => primaryOf(e).includes(part)).length;
      expect(n, part).toBeGreaterThanOrEqual(8);
    }
  });

  test.each(EXERCISES.map((e) => [e.key, e] as const))('%s is complete and well-formed', (_key, e) => {
    expect(e.key).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(e.koreanName).toMatch(/[가-힣]/);
    expect(e.koreanName.trim()).toBe(e.koreanName);
    expect(e.englishName).toMatch(/^[A-Z][A-Za-z0-9' ()-]*$/);

    expect(e.bodyParts.length).toBeGreaterThan(0);
    expect(new Set(e.bodyParts).size).toBe(e.bodyParts.length);
    for (const p of e.bodyParts) expect(PART_KEYS.has(p), p).toBe(true);
    expect(Number.isInteger(e.primaryCount)).toBe(true);
    expect(e.primaryCount).toBeGreaterThanOrEqual(1);
    expect(e.primaryCount).toBeLessThanOrEqual(e.bodyParts.length);

    expect(new Set(e.machines).size).toBe(e.machines.length);
    for (const m of e.machines) {
      expect(MACHINE_KEYS.has(m), m).toBe(true);
      expect(m).not.toBe('bodyweight'); // an empty list already means body weight
    }

    // 2–4 Korean sentences in the polite 해요체, every one ending in '요.'.
    const said = sentences(e.description);
    expect(said.length).toBeGreaterThanOrEqual(2);
    expect(said.length).toBeLessThanOrEqual(4);
    for (const s of said) expect(s, s).toMatch(/요\.$/);
    expect(e.description).not.toMatch(/합니다|[\n\r]/);
    expect(e.caution).toMatch(/[가-힣].*\.$/);
    expect(e.caution).not.toMatch(/[\n\r]/);

    expect([1, 2, 3, 4]).toContain(e.level);
    expect(typeof e.compound).toBe('boolean');
    expect(PATTERNS).toContain(e.pattern);
    expect(LOADS).toContain(e.load);

    if (e.load === 'bodyweight' || e.load === 'cardio') {
      expect(e.ratios).toBeNull();
    } else {
      expect(e.ratios).not.toBeNull();
      const r = e.ratios!;
      expect(['src', 'H']).toContain(r.basis);
      for (const col of [r.male, r.female]) {
        expect(col).toHaveLength(3);
        expect(col[0]).toBeGreaterThan(0);
        expect(col[0]).toBeLessThan(col[1]);
        expect(col[1]).toBeLessThan(col[2]);
      }
      for (let i = 0; i < 3; i++) expect(r.female[i]!).toBeLessThanOrEqual(r.male[i]!);
    }
    // A load model needs the implement that carries it.
    const needs: Partial<Record<LoadModel, string[]>> = {
      dumbbell: ['dumbbell'],
      kettlebell: ['kettlebell'],
      plates_smith: ['smith_machine'],
      barbell: ['barbell', 'ez_bar'],
      cardio: CARDIO_MACHINES,
    };
    const need = needs[e.load];
    if (need)
      expect(
        e.machines.some((m) => need.includes(m)),
        e.load,
      ).toBe(true);
    if (e.load === 'stack' || e.load === 'plates') expect(e.machines.length).toBeGreaterThan(0);

    expect(Array.isArray(e.aliases)).toBe(true);
    for (const a of e.aliases) {
      expect(a.trim(), a).toBe(a);
      expect(a.length).toBeGreaterThan(0);
      expect(norm(a), `${a} only respells the name`).not.toBe(norm(e.koreanName));
      expect(norm(a)).not.toBe(norm(e.englishName));
    }
    expect(new Set(e.aliases.map(norm)).size, 'aliases that differ only by spacing/case').toBe(e.aliases.length);

    expect(Number.isInteger(e.popularity)).toBe(true);
    expect(e.popularity).toBeGreaterThanOrEqual(1);
    expect(e.popularity).toBeLessThanOrEqual(100);
    if (e.videoLink !== null) expect(e.videoLink).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
  });

  test('keys, Korean names and English names are unique (ignoring case and spacing)', () => {
    for (const field of ['key', 'koreanName', 'englishName'] as const) {
      const seen = new Map<string, string>();
      for (const e of EXERCISES) {
        const k = norm(e[field]);
        expect(seen.get(k), `${field} ${e[field]}`).toBeUndefined();
        seen.set(k, e.key);
      }
    }
  });

  test("no alias is another exercise's name", () => {
    const owner = new Map<string, string>();
    for (const e of EXERCISES) {
      owner.set(norm(e.koreanName), e.key);
      owner.set(norm(e.englishName), e.key);
    }
    for (const e of EXERCISES) {
      for (const a of e.aliases) {
        const other = owner.get(norm(a));
        if (other !== undefined) expect(other, `${e.key} alias ${a}`).toBe(e.key);
      }
    }
  });

  test("the home page's suggested keywords find exercises by name", () => {
    for (const chip of ['데드리프트', '풀업', '스쿼트', '인클라인 덤벨 벤치 프레스']) {
      expect(
        EXERCISES.some((e) => norm(e.koreanName).includes(norm(chip))),
        chip,
      ).toBe(true);
    }
  });

  test('no video link is invented', () => {
    expect(EXERCISES.every((e) => e.videoLink === null)).toBe(true);
  });

  // docs/training-science.md §2.3 (ratios) and §6.4 (equipment, difficulty, pattern) for the rows it lists.
  const RATIOS: Record<string, [number[], number[], 'src' | 'H']> = {
    back_squat: [[0.75, 1.0, 1.5], [0.5, 0.75, 1.0], 'src'],
    smith_squat: [[0.7, 0.9, 1.35], [0.45, 0.65, 0.9], 'H'],
    leg_press: [[1.5, 2.0, 2.5], [1.0, 1.5, 2.0], 'src'],
    goblet_squat: [[0.3, 0.4, 0.55], [0.2, 0.3, 0.4], 'H'],
    deadlift: [[1.0, 1.25, 2.0], [0.65, 0.95, 1.5], 'src'],
    romanian_deadlift: [[0.75, 0.95, 1.5], [0.5, 0.7, 1.1], 'H'],
    hip_thrust: [[0.75, 1.25, 1.75], [0.5, 0.85, 1.25], 'src'],
    db_lunge: [[0.15, 0.22, 0.3], [0.1, 0.15, 0.2], 'H'],
    leg_extension: [[0.45, 0.65, 0.9], [0.3, 0.45, 0.6], 'H'],
    leg_curl: [[0.35, 0.5, 0.7], [0.22, 0.33, 0.45], 'H'],
    bench_press: [[0.5, 0.75, 1.0], [0.3, 0.45, 0.65], 'src'],
    db_bench_press: [[0.2, 0.3, 0.4], [0.12, 0.18, 0.26], 'H'],
    chest_press_machine: [[0.4, 0.6, 0.8], [0.25, 0.36, 0.5], 'H'],
    pec_deck: [[0.25, 0.4, 0.55], [0.15, 0.24, 0.33], 'H'],
    lat_pulldown: [[0.5, 0.75, 1.0], [0.3, 0.45, 0.6], 'src'],
    seated_cable_row: [[0.5, 0.75, 1.0], [0.3, 0.45, 0.6], 'H'],
    barbell_row: [[0.5, 0.75, 1.0], [0.3, 0.5, 0.7], 'src'],
    one_arm_db_row: [[0.25, 0.35, 0.5], [0.15, 0.21, 0.3], 'H'],
    overhead_press: [[0.35, 0.5, 0.75], [0.2, 0.3, 0.55], 'src'],
    db_shoulder_press: [[0.15, 0.22, 0.3], [0.08, 0.12, 0.18], 'H'],
    machine_shoulder_press: [[0.3, 0.45, 0.6], [0.18, 0.27, 0.36], 'H'],
    lateral_raise: [[0.05, 0.08, 0.11], [0.03, 0.05, 0.07], 'H'],
    db_curl: [[0.1, 0.16, 0.28], [0.06, 0.11, 0.2], 'src'],
    triceps_pushdown: [[0.25, 0.4, 0.55], [0.15, 0.24, 0.33], 'H'],
  };
  const SECTION_6_4: Record<string, [machines: string[], level: number, pattern: MovementPattern, compound: boolean]> = {
    back_squat: [['barbell', 'squat_rack'], 3, 'squat', true],
    smith_squat: [['smith_machine'], 2, 'squat', true],
    leg_press: [['leg_press'], 1, 'squat', true],
    goblet_squat: [['dumbbell'], 2, 'squat', true],
    deadlift: [['barbell'], 4, 'hinge', true],
    romanian_deadlift: [['barbell'], 4, 'hinge', true],
    hip_thrust: [['barbell', 'bench'], 2, 'hinge', true],
    db_lunge: [['dumbbell'], 3, 'lunge', true],
    leg_extension: [['leg_extension'], 1, 'knee_ext', false],
    leg_curl: [['leg_curl'], 1, 'knee_flex', false],
    bench_press: [['barbell', 'bench'], 3, 'h_push', true],
    db_bench_press: [['dumbbell', 'bench'], 2, 'h_push', true],
    chest_press_machine: [['chest_press_machine'], 1, 'h_push', true],
    pec_deck: [['pec_deck'], 1, 'fly', false],
    push_up: [[], 1, 'h_push', true],
    lat_pulldown: [['lat_pulldown'], 1, 'v_pull', true],
    seated_cable_row: [['cable'], 1, 'h_pull', true],
    barbell_row: [['barbell'], 4, 'h_pull', true],
    one_arm_db_row: [['dumbbell', 'bench'], 2, 'h_pull', true],
    overhead_press: [['barbell'], 4, 'v_push', true],
    db_shoulder_press: [['dumbbell', 'bench'], 2, 'v_push', true],
    machine_shoulder_press: [['shoulder_press_machine'], 1, 'v_push', true],
    lateral_raise: [['dumbbell'], 2, 'lat_raise', false],
    db_curl: [['dumbbell'], 2, 'elbow_flex', false],
    triceps_pushdown: [['cable'], 1, 'elbow_ext', false],
    plank: [[], 1, 'core_stab', false],
    crunch: [[], 1, 'core_flex', false],
  };
  const byKey = new Map(EXERCISES.map((e) => [e.key, e]));

  test('§2.3 rows carry exactly the adopted ratios and basis', () => {
    for (const [key, [male, female, basis]] of Object.entries(RATIOS)) {
      const e = byKey.get(key);
      expect(e, key).toBeDefined();
      expect(e!.ratios, key).toEqual({ male, female, basis });
    }
  });

  test('§6.4 rows carry the documented equipment, difficulty and pattern', () => {
    for (const [key, [machines, level, pattern, compound]] of Object.entries(SECTION_6_4)) {
      const e = byKey.get(key);
      expect(e, key).toBeDefined();
      expect([...e!.machines].sort(), key).toEqual([...machines].sort());
      expect([e!.level, e!.pattern, e!.compound], key).toEqual([level, pattern, compound]);
    }
  });

  test('every body-weight-only move is loaded as body weight', () => {
    for (const e of EXERCISES) if (e.machines.length === 0) expect(e.load, e.key).toBe('bodyweight');
  });
});

// ADR 025: cardio on the gym's cardio machines and stretches held for time.
describe('cardio and stretching', () => {
  const byKey = new Map(EXERCISES.map((e) => [e.key, e]));
  const CARDIO: Record<string, [koreanName: string, machine: string, typed: string[]]> = {
    treadmill: ['런닝머신', 'treadmill', ['트레드밀', '러닝머신', '런닝']],
    stationary_bike: ['실내 자전거', 'stationary_bike', ['사이클', '싸이클']],
    recumbent_bike: ['리컴번트 자전거', 'recumbent_bike', ['리컴번트 바이크']],
    rowing_machine: ['로잉 머신', 'rowing_machine', ['로잉']],
    stair_climber: ['천국의 계단', 'stair_climber', ['스텝밀']],
    elliptical: ['일립티컬', 'elliptical', ['엘립티컬', '크로스 트레이너']],
  };
  const STRETCH_KEYS = ['hamstring_stretch', 'quad_stretch', 'chest_stretch', 'cat_cow', 'pigeon_stretch', 'calf_stretch', 'lat_stretch', 'shoulder_stretch'];

  test('every cardio machine of a Korean gym has its exercise: loaded as cardio, on that one machine, easy, with what members type', () => {
    for (const [key, [koreanName, machine, typed]] of Object.entries(CARDIO)) {
      const e = byKey.get(key);
      expect(e, key).toBeDefined();
      expect(e!.koreanName).toBe(koreanName);
      expect(e!.machines).toEqual([machine]);
      expect([e!.load, e!.pattern, e!.ratios], key).toEqual(['cardio', 'cardio', null]);
      expect([1, 2]).toContain(e!.level);
      for (const a of typed) expect(e!.aliases, key).toContain(a);
      expect(MACHINES.find((m) => m.key === machine)?.koreanName, machine).toMatch(/[가-힣]/);
    }
    // Only cardio machines carry cardio, and cardio is only on them.
    for (const e of EXERCISES) {
      expect(e.load === 'cardio', e.key).toBe(e.pattern === 'cardio');
      if (e.load === 'cardio') expect(CARDIO_MACHINES).toContain(e.machines[0]);
      for (const m of e.machines) if (CARDIO_MACHINES.includes(m)) expect(e.load, e.key).toBe('cardio');
    }
    expect(
      EXERCISES.filter((e) => e.load === 'cardio')
        .map((e) => e.key)
        .sort(),
    ).toEqual(Object.keys(CARDIO).sort());
  });

  test('6–10 common stretches: body weight, held for time, easy, one muscle group stretched first', () => {
    const stretches = EXERCISES.filter((e) => e.pattern === 'stretch');
    expect(stretches.map((e) => e.key).sort()).toEqual([...STRETCH_KEYS].sort());
    expect(stretches.length).toBeGreaterThanOrEqual(6);
    expect(stretches.length).toBeLessThanOrEqual(10);
    for (const e of stretches) {
      expect([e.load, e.machines, e.ratios, e.compound], e.key).toEqual(['bodyweight', [], null, false]);
      expect([1, 2]).toContain(e.level);
      expect(TIMED_EXERCISE_KEYS, e.key).toContain(e.key);
      expect(e.aliases.length, e.key).toBeGreaterThan(0);
    }
    // Cardio is time, distance and level, not a hold: never in the timed list.
    for (const key of Object.keys(CARDIO)) expect(TIMED_EXERCISE_KEYS).not.toContain(key);
  });

  test('the new entries come after every earlier one, so a fresh database numbers the earlier ids as before', () => {
    const firstNew = EXERCISES.findIndex((e) => e.pattern === 'cardio' || e.pattern === 'stretch');
    const later = EXERCISES.length - LATER_ADDITIONS.length;
    expect(EXERCISES.slice(firstNew, later).every((e) => e.pattern === 'cardio' || e.pattern === 'stretch')).toBe(true);
    expect(EXERCISES.slice(later)).toEqual(LATER_ADDITIONS);
    const firstCardioMachine = MACHINES.findIndex((m) => CARDIO_MACHINES.includes(m.key));
    expect(MACHINES.slice(firstCardioMachine).map((m) => m.key)).toEqual(CARDIO_MACHINES);
  });
});
