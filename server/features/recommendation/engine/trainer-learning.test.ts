// Recommendations a trainer would sign, continued: the loads learned from a synthetic gym log (double
// progression) and from one-tap feedback, and '다른 운동으로 바꾸기' (alternatives for the same part and pattern).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { historyOf as log } from '../../../../tests/helpers/exercise-history';
import { gridFor, gridValues } from '../../../common/implements';
import { alternatives, recommend } from './index';
import { ALL_PARTS, primaryParts } from './parts';
import { isRelativeSource } from './related';
import { arbMember, byKey, CATALOGUE, FULL_GYM, input, P1 } from './test-catalogue';
import type { BodyPartKey, Exercise, ExerciseHistory, MemberInput } from './types';

const keyOf = (id: number) => CATALOGUE[id - 1]!.key;

// ---- learning from the log ------------------------------------------------------------------------------------

const BENCH = byKey('bench_press');
const CURL = byKey('db_curl');
const withLog = (w: Exercise, h: ExerciseHistory, member: MemberInput = P1) => {
  const r = recommend({ ...input(member, [primaryParts(w)[0] as BodyPartKey]), history: new Map([[w.id, h]]) });
  const e = r.exercises.find((x) => x.exerciseId === w.id);
  if (!e) throw new Error(`${w.key} not recommended`);
  return e;
};

describe('double progression from a synthetic log (range 10–12 for P1 compounds, 12–15 isolation)', () => {
  test('hit: every set at the top with reps in reserve → one implement step up, back to the bottom', () => {
    const e = withLog(BENCH, log([[40, [12, 12, 12]]]));
    expect([e.weight, e.repeat, e.loadSource]).toEqual(['42.5', '10', 'log']);
    expect(e.why).toBe(
      '가슴을 중심으로 여러 관절을 함께 쓰는 기본 미는 운동이에요. 지난번(11월 20일) 40kg으로 모든 세트 12회를 채우셔서 한 단계 올린 봉 포함 42.5kg이에요.',
    );
    expect(e.whyDetails[0]).toBe('지난 기록(11월 20일): 40kg × 12·12·12회.');
    // Dumbbells step 1 kg up to 10 kg, then 2 kg.
    expect(withLog(CURL, log([[10, [15, 15, 15]]])).weight).toBe('12');
  });

  test('hit at RPE 9 (no reserve left) is not a hit: same weight', () => {
    const e = withLog(BENCH, log([[40, [12, 12, 12], 9]]));
    expect([e.weight, e.loadSource]).toEqual(['40', 'log']);
  });

  test('inside the range → same weight, one rep more than the weakest set', () => {
    const e = withLog(BENCH, log([[40, [11, 10, 10]]]));
    expect([e.weight, e.repeat]).toEqual(['40', '11']);
    expect(e.why).toContain('같은 무게로 11회에 도전해요');
  });

  test('missed once → hold; missed twice at that weight → about 10 % down', () => {
    const once = withLog(BENCH, log([[40, [10, 9, 8]]]));
    expect([once.weight, once.repeat]).toEqual(['40', '10']);
    expect(once.why).toContain('10회를 못 채운 세트가 있어 같은 무게로 다시 해요');
    const twice = withLog(
      BENCH,
      log([
        [40, [10, 9, 8]],
        [40, [10, 8, 8]],
      ]),
    );
    expect([twice.weight, twice.repeat]).toEqual(['35', '10']); // 0.9 × 40 = 36 → the 2.5 kg grid at or under: 35
    expect(twice.why).toContain('두 번 연속 40kg에서 10회를 못 채우셔서 약 10% 낮춘');
    // Missed at another weight before: only once at 40 kg → hold.
    expect(
      withLog(
        BENCH,
        log([
          [40, [10, 9, 8]],
          [37.5, [9, 9, 9]],
        ]),
      ).weight,
    ).toBe('40');
  });

  test('a log from another rep range is carried over through Epley', () => {
    const e = withLog(BENCH, log([[50, [5, 5, 5]]]));
    expect(e.loadSource).toBe('log');
    // 50 × (1 + (5 + 3)/30) = 63.3 kg 1RM; 10 reps + 3 in reserve = 69.8 % → 44.2 → 45 kg on the bar.
    expect(e.weight).toBe('45');
    expect(e.why).toContain('지난번(11월 20일) 기록(50kg × 5회)을 이번 반복 수에 맞춰 봉 포함 45kg × 10회로 바꿨어요.');
  });

  test('warm-up sets (lighter) do not count; an empty log leaves the model', () => {
    const h: ExerciseHistory = {
      sessions: [
        { at: 1, date: '2026-11-20', sets: [{ weightKg: 20, reps: 5, rpe: null }, ...[12, 12, 12].map((reps) => ({ weightKg: 40, reps, rpe: null }))] },
      ],
      feedback: null,
    };
    expect(withLog(BENCH, h).weight).toBe('42.5');
    const model = recommend(input(P1, ['chest'])).exercises.find((x) => x.exerciseId === BENCH.id)!;
    const empty = withLog(BENCH, { sessions: [], feedback: null });
    expect([empty.weight, empty.loadSource]).toEqual([model.weight, 'model']);
  });
});

describe('a related lift borrows its load from a logged main lift of its pattern (docs/training-science.md §6.16 rule 5)', () => {
  const SQUAT = byKey('back_squat');
  const LEG_PRESS = byKey('leg_press');
  const quadDay = (history: [Exercise, ExerciseHistory][]) => recommend({ ...input(P1, ['quads']), history: new Map(history.map(([w, h]) => [w.id, h])) });
  const pick = (r: ReturnType<typeof recommend>, w: Exercise) => r.exercises.find((e) => e.exerciseId === w.id);

  test('a 140 kg × 5 squat sets the leg press, with the source and the ratio in the why', () => {
    const e = pick(quadDay([[SQUAT, log([[140, [5, 5, 5]]])]]), LEG_PRESS)!;
    // 1RM 140 × (1 + (5 + 3)/30) = 177.3 kg; the leg press's ratio is twice the squat's at P1's level (1.5 / 0.75);
    // 10 reps + 3 in reserve = 69.8 % → 247.4 kg → 250 kg of plates.
    expect([e.weight, e.repeat, e.loadSource]).toEqual(['250', '10', 'log']);
    expect(e.why).toContain(
      '바벨 백 스쿼트 기록(11월 20일, 140kg × 5회)에서 옮겨 왔어요. 이 운동은 보통 그 무게의 약 2배를 들 수 있어 원판 250kg × 10회로 잡았어요.',
    );
    expect(e.whyDetails[0]).toBe('비슷한 운동의 지난 기록(11월 20일): 바벨 백 스쿼트 140kg × 5·5·5회.');
    expect(e.whyDetails.join(' ')).toContain('직접 하신 기록이 더 정확해서');
  });

  test('the borrowed load follows the logged one: a stronger squat never gives a lighter leg press', () => {
    const loads = [60, 80, 100, 120, 140, 160, 180].map((kg) => Number(pick(quadDay([[SQUAT, log([[kg, [5, 5, 5]]])]]), LEG_PRESS)!.weight));
    for (let i = 1; i < loads.length; i++) expect(loads[i]).toBeGreaterThanOrEqual(loads[i - 1]!);
    expect(loads.at(-1)).toBeGreaterThan(loads[0]!);
  });

  test("the lift's own log wins over its relative's", () => {
    const e = pick(
      quadDay([
        [SQUAT, log([[140, [5, 5, 5]]])],
        [LEG_PRESS, log([[100, [10, 10, 10]]])],
      ]),
      LEG_PRESS,
    )!;
    expect([e.weight, e.loadSource]).toEqual(['100', 'log']);
    expect(e.why).not.toContain('옮겨 왔어요');
  });

  test('over random members, parts, machines and a logged main lift: a borrowed load names its source and is one its implement can set', () => {
    const sources = CATALOGUE.filter((w) => isRelativeSource(w));
    let borrowed = 0;
    fc.assert(
      fc.property(
        arbMember,
        fc.constantFrom(...sources),
        fc.integer({ min: 4, max: 60 }).map((n) => n * 5),
        fc.integer({ min: 1, max: 12 }),
        fc.subarray([...ALL_PARTS], { minLength: 1, maxLength: 3 }),
        (member, logged, kg, reps, parts) => {
          const r = recommend({ ...input(member, parts as BodyPartKey[]), history: new Map([[logged.id, log([[kg, [reps, reps, reps]]])]]) });
          for (const e of r.exercises) {
            const w = CATALOGUE[e.exerciseId - 1]!;
            if (w.id === logged.id || !e.why.includes('옮겨 왔어요')) continue;
            expect(w.pattern).toBe(logged.pattern);
            expect(['barbell', 'plates', 'plates_smith', 'stack']).toContain(w.loadModel);
            expect(e.why).toContain(`${logged.koreanName} 기록(11월 20일, ${kg}kg × ${reps}회)에서 옮겨 왔어요.`);
            expect(e.loadSource).toBe('log');
            expect(gridValues(gridFor(w)!)).toContain(Number(e.weight));
            borrowed++;
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(borrowed).toBeGreaterThan(20);
  });

  test('dumbbell and body-weight lifts keep the body model: holding the weight, not the legs, limits them', () => {
    const r = quadDay([[SQUAT, log([[140, [5, 5, 5]]])]]);
    const held = r.exercises.filter((e) => ['dumbbell', 'kettlebell', 'bodyweight'].includes(CATALOGUE[e.exerciseId - 1]!.loadModel));
    expect(held.length).toBeGreaterThan(0);
    for (const e of held) expect([e.koreanName, e.loadSource]).toEqual([e.koreanName, 'model']);
  });
});

describe('one-tap feedback moves the next load', () => {
  const given = (feedback: 'heavy' | 'right' | 'light', at = Date.UTC(2026, 10, 21)) => ({ at, date: '2026-11-21', feedback, weightKg: 25, reps: 10 });
  test('무거웠어요 → one step down; 적당해요 → the same; 가벼웠어요 → one step up; the why says so', () => {
    const heavy = withLog(BENCH, { sessions: [], feedback: given('heavy') });
    expect([heavy.weight, heavy.loadSource]).toEqual(['22.5', 'feedback']);
    expect(heavy.why).toContain("지난 추천(11월 21일)의 25kg이 '무거웠어요'라고 하셔서 한 단계 낮췄어요.");
    expect(withLog(BENCH, { sessions: [], feedback: given('right') }).weight).toBe('25');
    expect(withLog(BENCH, { sessions: [], feedback: given('light') }).weight).toBe('27.5');
  });

  test('a workout logged after the feedback wins over it', () => {
    const e = withLog(BENCH, log([[40, [12, 12, 12]]], given('heavy', Date.UTC(2026, 10, 1))));
    expect([e.weight, e.loadSource]).toEqual(['42.5', 'log']);
  });

  test('body-weight moves progress by reps', () => {
    const pushUp = byKey('push_up');
    const inp = { ...input(P1, ['chest'], []), history: new Map([[pushUp.id, log([[0, [12, 11, 10]]])]]) };
    const e = recommend(inp).exercises.find((x) => x.exerciseId === pushUp.id)!;
    expect([e.repeat, e.loadSource]).toEqual(['11', 'log']);
    expect(e.why).toContain('지난번(11월 20일) 12·11·10회를 하셨으니 이번엔 11회씩 해요.');
  });
});

describe("'다른 운동으로 바꾸기': alternatives for the same primary part and pattern, only with the machines chosen", () => {
  test('up to four, re-prescribed, never one already chosen or one the machines cannot serve', () => {
    const inp = input(P1, ['chest']);
    const alts = alternatives(inp, BENCH.id, { exclude: [byKey('incline_db_bench_press').id] });
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.length).toBeLessThanOrEqual(4);
    for (const a of alts) {
      const w = byKey(keyOf(a.exerciseId));
      expect(w.pattern).toBe('h_push');
      expect(primaryParts(w)).toContain('chest');
      expect(w.machines.every((m) => FULL_GYM.includes(m.key))).toBe(true);
      expect([BENCH.id, byKey('incline_db_bench_press').id]).not.toContain(a.exerciseId);
      expect(Number(a.set)).toBeGreaterThanOrEqual(2);
    }
    // Dumbbells only: presses that need a bench or a machine are not offered.
    const dbOnly = alternatives({ ...inp, availableMachineKeys: ['dumbbell'] }, BENCH.id);
    expect(dbOnly.map((a) => keyOf(a.exerciseId)).sort()).toEqual(['db_floor_press', 'diamond_push_up', 'knee_push_up', 'push_up']);
  });
});
