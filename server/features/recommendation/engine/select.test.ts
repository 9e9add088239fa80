// §8.2–8.6, §8.9 and §8.11 on concrete members with the real catalogue; random members are in recommend.test.ts.
import { describe, expect, test } from 'vitest';
import { classify } from './classify';
import { RECOMMENDER_CONFIG } from './config';
import { recommend } from './index';
import { rawMetrics } from './metrics';
import { order } from './order';
import { scoreOf, steerOf } from './score';
import { candidatesOf, planOf, select } from './select';
import { ALL_MACHINES, byKey, CATALOGUE, FULL_GYM, input, P1, P3, P4 } from './test-catalogue';
import type { BodyPartKey, MemberInput, RecommendationResult } from './types';

const keysOf = (r: RecommendationResult) => r.exercises.map((e) => CATALOGUE[e.exerciseId - 1]!.key);
const sets = (r: RecommendationResult, pred: (key: string) => boolean) =>
  r.exercises.filter((e) => pred(CATALOGUE[e.exerciseId - 1]!.key)).reduce((n, e) => n + Number(e.set), 0);
const LOWER = new Set(['glutes', 'quads', 'hamstrings', 'calves']);
const mainPart = (key: string) => byKey(key).bodyParts[0]!.key;
/** A light, thin woman (docs/training-science.md §6.3's 47 kg persona): the empty 20 kg bar is over her bench target. */
const LIGHT: MemberInput = { sex: 1, heightCm: 160, weightKg: 47, bodyFatKg: 11, muscleMassKg: 19, balance: 5 };

describe('§8.2 equipment', () => {
  test('no barbell exercise without a barbell; machines ⊆ available', () => {
    const machines = FULL_GYM.filter((m) => m !== 'barbell');
    const r = recommend(input(P4, ['chest', 'back', 'shoulders', 'biceps'], machines));
    for (const e of r.exercises) {
      const w = CATALOGUE[e.exerciseId - 1]!;
      expect(w.machines.every((m) => machines.includes(m.key))).toBe(true);
    }
    expect(keysOf(r)).not.toContain('bench_press');
    expect(keysOf(r)).not.toContain('barbell_row');
  });

  test('with no machines at all, only body-weight moves come back', () => {
    const r = recommend(input(P1, ['chest', 'quads'], []));
    expect(r.exercises.length).toBeGreaterThanOrEqual(3);
    expect(r.exercises.every((e) => e.weightUnit === 'bodyweight' && e.weight === '0' && e.weightLabel === '맨몸')).toBe(true);
  });
});

describe('§8.3 coverage by OUR parts', () => {
  test('each chosen part is the primary part of a returned exercise; 이두 gets a biceps move', () => {
    const parts: BodyPartKey[] = ['biceps', 'calves', 'hamstrings', 'abs'];
    const r = recommend(input(P1, parts, ALL_MACHINES));
    for (const p of parts) expect(r.exercises.some((e) => CATALOGUE[e.exerciseId - 1]!.bodyParts.some((b) => b.primary && b.key === p))).toBe(true);
    expect(keysOf(r).filter((k) => mainPart(k) === 'biceps').length).toBeGreaterThan(0);
    expect(keysOf(r).some((k) => mainPart(k) === 'triceps')).toBe(false);
  });
});

describe('§8.4 counts and caps', () => {
  test('N = clamp(k + 2, 3, 6), 4–7 for muscular; full body counts as k = 5; one or two parts: a whole session', () => {
    expect(recommend(input(P1, ['chest'])).exercises).toHaveLength(5);
    expect(recommend(input(P1, ['chest', 'triceps'])).exercises).toHaveLength(5);
    expect(recommend(input(P3, ['chest'])).exercises).toHaveLength(4);
    expect(recommend(input(P1, ['chest', 'back', 'quads'])).exercises).toHaveLength(5);
    expect(recommend(input(P1, [])).exercises).toHaveLength(6);
    expect(recommend(input(P4, ['chest'])).exercises).toHaveLength(6);
    expect(recommend(input(P4, [], ALL_MACHINES)).exercises).toHaveLength(7);
  });

  test('total sets ≤ 18 (24 muscular), 2–4 per exercise, even with +1 balance sets everywhere', () => {
    const all: BodyPartKey[] = ['quads', 'hamstrings', 'glutes', 'calves', 'chest', 'back'];
    const r = recommend(input({ ...P1, balance: 9 }, all, ALL_MACHINES));
    expect(r.exercises.reduce((n, e) => n + Number(e.set), 0)).toBeLessThanOrEqual(18);
    const m = recommend(input({ ...P4, balance: 9 }, all, ALL_MACHINES));
    expect(m.exercises.reduce((n, e) => n + Number(e.set), 0)).toBeLessThanOrEqual(24);
    for (const e of [...r.exercises, ...m.exercises]) expect(Number(e.set)).toBeGreaterThanOrEqual(2);
    for (const e of [...r.exercises, ...m.exercises]) expect(Number(e.set)).toBeLessThanOrEqual(4);
  });
});

describe('§8.5 order', () => {
  test('§6.8 order (a full-body request): compounds before isolation, core last', () => {
    const inp = input(P1, ['abs', 'chest', 'quads', 'biceps'], ALL_MACHINES);
    const raw = rawMetrics(P1);
    const athlete = { member: P1, raw, figure: classify(P1.sex, raw) };
    const plan = planOf(inp, athlete);
    const ws = order(select(candidatesOf(inp, athlete, plan), plan), { ...plan, fullBody: true }).map((p) => p.c.w);
    const core = ws.map((w) => w.bodyParts[0]!.key === 'abs');
    expect(core.indexOf(true)).toBeGreaterThan(0);
    expect(core.slice(core.indexOf(true)).every(Boolean)).toBe(true);
    const rest = ws.filter((_, i) => !core[i]).map((w) => w.compound);
    expect(rest).toEqual([...rest].sort((a, b) => Number(b) - Number(a)));
  });

  test('the main lifts first (squat before bench), then the parts in the order chosen (ADR 030): 복근 next when picked first', () => {
    const r = recommend(input(P1, ['abs', 'chest', 'quads', 'biceps'], ALL_MACHINES));
    const mainCount = r.exercises.filter((e) => e.basis.role === 'main').length;
    expect(r.exercises.slice(0, mainCount).map((e) => CATALOGUE[e.exerciseId - 1]!.pattern)).toEqual(['squat', 'h_push']);
    const mains = r.exercises.slice(mainCount).map((e) => CATALOGUE[e.exerciseId - 1]!.bodyParts[0]!.key);
    expect(mains[0]).toBe('abs');
    const firsts = ['abs', 'chest', 'quads', 'biceps'].map((p) => mains.indexOf(p)).filter((i) => i >= 0);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    const chestLead = r.exercises.map((e) => CATALOGUE[e.exerciseId - 1]!).find((w) => w.bodyParts[0]!.key === 'chest')!;
    expect(chestLead.compound).toBe(true);
  });
});

describe('§8.6 difficulty and machine preference', () => {
  test('difficulty-4 lifts only for the muscular class', () => {
    const normal = recommend(input(P1, ['back', 'hamstrings', 'shoulders'], ALL_MACHINES));
    expect(normal.exercises.every((e) => CATALOGUE[e.exerciseId - 1]!.level <= 3)).toBe(true);
    const muscular = recommend(input(P4, ['back', 'hamstrings', 'shoulders'], ALL_MACHINES));
    expect(muscular.exercises.some((e) => CATALOGUE[e.exerciseId - 1]!.level === 4)).toBe(true);
  });

  test('fat: leg press and chest press score 60, barbell squat and bench 38 (before popularity)', () => {
    const selected = new Set(['quads', 'chest']);
    const base = (key: string) => {
      const s = scoreOf(byKey(key), 'fat', selected, false, steerOf(5));
      return s.cov + s.compound + s.figPref + s.difficulty + s.steer;
    };
    expect([base('leg_press'), base('chest_press_machine')]).toEqual([60, 60]);
    expect([base('back_squat'), base('bench_press')]).toEqual([38, 38]);
    const r = recommend(input(P3, ['quads', 'chest']));
    expect(keysOf(r)).toEqual(expect.arrayContaining(['leg_press', 'chest_press_machine']));
    expect(keysOf(r)).not.toContain('back_squat');
    expect(keysOf(r)).not.toContain('bench_press');
  });
});

describe('§8.9 balance steering (docs/product.md direction: > 5 = upper body more developed, lower half weaker)', () => {
  const parts: BodyPartKey[] = ['chest', 'quads'];
  test('balance ≥ 7: lower-body sets ≥ upper-body sets, and the lower half gets the extra set', () => {
    const r = recommend(input({ ...P1, balance: 8 }, parts));
    expect(sets(r, (k) => LOWER.has(mainPart(k)))).toBeGreaterThan(sets(r, (k) => !LOWER.has(mainPart(k))));
    expect(r.exercises.filter((e) => e.basis.extraSetForBalance).every((e) => LOWER.has(CATALOGUE[e.exerciseId - 1]!.bodyParts[0]!.key))).toBe(true);
    expect(r.exercises.find((e) => e.basis.extraSetForBalance)!.explanation).toContain('하체가 상대적으로 약한 편이라 1세트를 더했어요');
  });

  test('balance ≤ 3: the reverse', () => {
    const r = recommend(input({ ...P1, balance: 2 }, parts));
    expect(sets(r, (k) => !LOWER.has(mainPart(k)))).toBeGreaterThan(sets(r, (k) => LOWER.has(mainPart(k))));
  });

  test('balance 5 changes nothing: no extra sets, no balance wording, same as a config without steering', () => {
    const r = recommend(input(P1, parts));
    expect(r.exercises.every((e) => !e.basis.extraSetForBalance && !e.explanation.includes('약한 편'))).toBe(true);
    expect(steerOf(5)).toEqual({ s: 0, weaker: null, bonus: { lower: 0, upper: 0, core: 0 } });
    const off = { ...RECOMMENDER_CONFIG, score: { ...RECOMMENDER_CONFIG.score, steer: 0 }, balance: { ...RECOMMENDER_CONFIG.balance, extraSetAt: 99 } };
    expect(JSON.stringify(recommend(input(P1, parts), off))).toBe(JSON.stringify(r));
  });
});

describe('§8.11 a lift that cannot be loaded light enough is swapped, not returned at 0 kg', () => {
  test("the empty bar is over a 47 kg woman's bench target → a dumbbell press, with the reason", () => {
    const figure = classify(LIGHT.sex, rawMetrics(LIGHT));
    expect(figure).toBe('thin');
    const r = recommend(input(LIGHT, ['chest']));
    expect(keysOf(r)).not.toContain('bench_press');
    const first = r.exercises[0]!;
    expect(CATALOGUE[first.exerciseId - 1]!.pattern).toBe('h_push');
    expect(Number(first.weight)).toBeGreaterThan(0);
    expect(first.basis.substitutedFor).toBe('바벨 벤치 프레스');
    expect(first.caution).toContain('빈 봉(20kg)도 목표 무게보다 무거워 바벨 벤치 프레스 대신 골랐어요.');
  });

  test('with only a barbell and bench, she gets push-ups (body weight), never a 0 kg bench press', () => {
    const r = recommend(input(LIGHT, ['chest'], ['barbell', 'bench']));
    expect(keysOf(r)).not.toContain('bench_press');
    expect(r.exercises.every((e) => e.weightUnit === 'bodyweight' || Number(e.weight) > 0)).toBe(true);
  });
});
