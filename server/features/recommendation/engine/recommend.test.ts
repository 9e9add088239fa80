// recommend() end to end: the docs/training-science.md §7.3 personas on the real catalogue, the output shape, and property tests over
// random members, part sets and machine subsets (§8.2–8.5, 8.7, 8.9, 8.10).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { familyOf } from './families';
import { recommend } from './index';
import { order } from './order';
import { ALL_PARTS, LEAD_PATTERNS, PART_REGION } from './parts';
import { athleteOf } from './prescribe';
import { candidatesOf, planOf, select } from './select';
import { ALL_MACHINES, arbMember, CATALOGUE, input, P1, P3, P4 } from './test-catalogue';
import type { BodyPartKey, Exercise, RecommendationInput, RecommendationResult } from './types';

const workoutOf = (id: number) => CATALOGUE[id - 1]!;
const summary = (r: RecommendationResult) => Object.fromEntries(r.exercises.map((e) => [workoutOf(e.exerciseId).key, `${e.weight} × ${e.repeat} × ${e.set}`]));
const totalSets = (r: RecommendationResult) => r.exercises.reduce((n, e) => n + Number(e.set), 0);

describe('§7.3 personas on the real catalogue', () => {
  test('P1 normal (허벅지 앞, 가슴, 등): the five §7.3 exercises at the §7.3 loads, 15 sets, 90 s rest', () => {
    const r = recommend(input(P1, ['quads', 'chest', 'back']));
    expect(r.figure).toBe('normal');
    expect(summary(r)).toEqual({
      back_squat: '35 × 10 × 3',
      db_lunge: '7 × 10 × 3',
      bench_press: '25 × 10 × 3',
      lat_pulldown: '25 × 10 × 3',
      one_arm_db_row: '12 × 10 × 3',
    });
    expect(totalSets(r)).toBe(15);
    expect(r.exercises.every((e) => e.restSeconds === 90)).toBe(true);
    expect(workoutOf(r.exercises[0]!.exerciseId).key).toBe('back_squat');
  });

  // Unlike §7.3's N = 4 for two parts, one or two parts get a whole session (5 exercises, 15 sets).
  test('P3 fat (허벅지 앞, 가슴): machines win — leg press 80, chest press 20 — 5 exercises, 15 sets, 60 s', () => {
    const r = recommend(input(P3, ['quads', 'chest']));
    expect(r.figure).toBe('fat');
    const s = summary(r);
    expect(s).toMatchObject({ leg_press: '80 × 12 × 3', chest_press_machine: '20 × 12 × 3' });
    expect(Object.keys(s)).toHaveLength(5);
    expect(totalSets(r)).toBe(15);
    expect(r.exercises.every((e) => e.restSeconds === 60 && ['12', '14'].includes(e.repeat))).toBe(true);
    expect(r.exercises.every((e) => e.caution.includes('숨을 참지 말고'))).toBe(true);
  });

  test('P4 muscular (가슴, 등, 어깨, 이두): novice loads, the two main lifts × 8 × 4, accessories × 3, 6 exercises, 20 sets', () => {
    const r = recommend(input(P4, ['chest', 'back', 'shoulders', 'biceps']));
    expect(r.figure).toBe('muscular');
    expect(summary(r)).toMatchObject({
      barbell_row: '45 × 8 × 4',
      bench_press: '45 × 8 × 4',
      lat_pulldown: '45 × 8 × 3',
      overhead_press: '30 × 8 × 3',
      db_curl: '9 × 10 × 3',
    });
    expect(r.exercises).toHaveLength(6);
    expect(totalSets(r)).toBe(20);
  });
});

describe('output', () => {
  const r = recommend(input(P1, ['quads', 'chest', 'back']));
  test('display fields, weight strings and labels', () => {
    const squat = r.exercises.find((e) => e.koreanName === '바벨 백 스쿼트')!;
    expect(squat).toMatchObject({
      weight: '35',
      weightUnit: 'total',
      weightLabel: '봉 포함 35kg',
      repeat: '10',
      repeatLabel: '10회',
      set: '3',
      bodyPartNames: ['허벅지 앞', '엉덩이', '허벅지 뒤', '복근'],
      machineNames: ['바벨', '스쿼트 랙'],
    });
    expect(r.exercises.find((e) => e.koreanName === '덤벨 런지')!.weightLabel).toBe('한 손 7kg');
    expect(r.configVersion).toBe('2026-11-5');
    expect(r.metrics).toMatchObject({ pbf: 16.4, leanMassKg: 58.5, effectiveMassKg: 68.8 });
  });

  test('the why is two plain sentences; the numbers that drove it are behind it, one per line', () => {
    const squat = r.exercises[0]!;
    expect(squat.why).toBe('허벅지 앞을 중심으로 여러 관절을 함께 쓰는 기본 스쿼트 운동이에요. 봉 포함 35kg은 10회를 하고도 3회쯤 더 할 수 있는 무게예요.');
    expect(squat.whyDetails).toEqual([
      '체지방률 16.4%, 제지방량 58.5kg이라 근력 기준 체중을 68.8kg으로 봤어요.',
      '입문자 기준(기준 체중 × 0.75)으로 1RM을 약 51.6kg으로 추정했어요.',
      '10회 + 여유 3회는 1RM의 약 69.8%(36.0kg)라서 2.5kg 단위로 맞춰 봉 포함 35kg이에요.',
      '근력과 근육을 함께 키우는 기본 구성으로 3세트 × 10회, 세트 사이 90초 쉬어요.',
    ]);
    expect(squat.explanation).toBe([squat.why, ...squat.whyDetails].join(' '));
    expect(squat.loadSource).toBe('model');
    expect(squat.caution).toBe('허리는 중립, 무릎은 발끝 방향으로. 통증 없는 깊이까지만 앉으세요. 첫 세트는 제시 무게의 50%로 워밍업하세요.');
  });

  test('holds are in seconds', () => {
    const plank = recommend(input(P1, ['abs'], [])).exercises.find((e) => e.koreanName === '플랭크')!;
    expect(plank).toMatchObject({ weight: '0', weightLabel: '맨몸', repeat: '30', repeatLabel: '30초' });
    expect(plank.why).toBe('복근을 단단하게 만드는 코어 운동이에요. 30초씩 자세를 지키며 버텨요.');
  });

  test('unknown or repeated part keys are ignored; duplicates in the catalogue are returned once', () => {
    const doubled: RecommendationInput = { ...input(P1, ['chest', 'chest', 'nope' as BodyPartKey]), catalogue: [...CATALOGUE, ...CATALOGUE] };
    const r2 = recommend(doubled);
    expect(JSON.stringify(r2)).toBe(JSON.stringify(recommend(input(P1, ['chest']))));
  });
});

// ---- properties -----------------------------------------------------------------------------------------------

const arbInput = fc
  .record({
    member: arbMember,
    bodyPartKeys: fc.subarray([...ALL_PARTS], { minLength: 1 }),
    availableMachineKeys: fc.subarray(ALL_MACHINES),
  })
  .map((x): RecommendationInput => ({ ...x, catalogue: CATALOGUE }));

const multiple = (x: number, step: number) => Math.abs(x / step - Math.round(x / step)) < 1e-9;
/** The implement grids of config.ts, restated independently. */
function onGrid(w: Exercise, kg: number): boolean {
  const has = (k: string) => w.machines.some((m) => m.key === k);
  switch (w.loadModel) {
    case 'barbell': {
      const bar = has('ez_bar') ? 10 : 20;
      return kg >= bar && multiple(kg - bar, 2.5);
    }
    case 'dumbbell':
      return kg >= 1 && kg <= 50 && multiple(kg, kg <= 10 ? 1 : 2);
    case 'stack':
      return kg >= 5 && kg <= 100 && multiple(kg, 5);
    case 'plates': {
      const step = has('leg_press') || has('hack_squat') ? 10 : 5;
      return kg >= step && multiple(kg, step);
    }
    case 'plates_smith':
      return kg >= 2.5 && multiple(kg, 2.5);
    case 'kettlebell':
      return kg >= 4 && kg <= 32 && multiple(kg, 4);
    default:
      return false;
  }
}
const regionOfW = (w: Exercise) => PART_REGION[w.bodyParts[0]!.key as BodyPartKey];

describe('properties over random members, parts and machines', () => {
  test('machines, coverage, counts, caps, loads, order, balance', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        const r = recommend(inp);
        const athlete = athleteOf(inp.member);
        const plan = planOf(inp, athlete);
        const loadable = candidatesOf(inp, athlete, plan).filter((c) => c.rx && !c.conditioning && c.primaryHits.length);
        const muscular = r.figure === 'muscular';
        const ws = r.exercises.map((e) => workoutOf(e.exerciseId));

        // §8.2 machines ⊆ available (body-weight moves need none); no repeats.
        for (const w of ws) expect(w.machines.every((m) => inp.availableMachineKeys.includes(m.key))).toBe(true);
        expect(new Set(ws.map((w) => w.id)).size).toBe(ws.length);
        // §8.4 N bounds (fewer only when the parts and machines offer fewer candidates), set caps; one
        // or two parts get 4–6 exercises.
        const [lo, hi] = plan.selected.length <= 2 ? [4, 6] : muscular ? [4, 7] : [3, 6];
        expect(r.exercises.length).toBeLessThanOrEqual(hi);
        expect(r.exercises.length).toBeLessThanOrEqual(plan.n);
        // Counted in movements: a session takes one of each family (§6.16 rule 2).
        const movements = new Set(loadable.map((c) => familyOf(c.w.key))).size;
        if (movements >= plan.n) expect(r.exercises.length).toBe(plan.n);
        if (movements >= lo) expect(r.exercises.length).toBeGreaterThanOrEqual(lo);
        expect(totalSets(r)).toBeLessThanOrEqual(muscular ? 24 : 18);
        for (const e of r.exercises) expect(Number(e.set)).toBeGreaterThanOrEqual(2);
        for (const e of r.exercises) expect(Number(e.set)).toBeLessThanOrEqual(4);
        // §8.3 every selected part that some usable exercise trains is covered (all of them when they fit in N).
        const coverable = plan.selected.filter((p) => loadable.some((c) => c.w.bodyParts.some((b) => b.primary && b.key === p)));
        const covered = coverable.filter((p) => ws.some((w) => w.bodyParts.some((b) => b.primary && b.key === p)));
        if (coverable.length <= plan.n) expect(covered).toEqual(coverable);
        else expect(covered.length).toBeGreaterThanOrEqual(plan.n);
        // §8.6 difficulty 4 only for muscular.
        if (!muscular) expect(ws.every((w) => w.level <= 3)).toBe(true);
        // §8.7 loads.
        r.exercises.forEach((e, i) => {
          const w = ws[i]!;
          if (w.loadModel === 'bodyweight') {
            expect([e.weight, e.weightUnit]).toEqual(['0', 'bodyweight']);
            return;
          }
          const kg = Number(e.weight);
          expect(e.weight).toMatch(/^\d+(\.\d+)?$/);
          expect(kg).toBeGreaterThan(0);
          expect(onGrid(w, kg)).toBe(true);
          expect(kg).toBeLessThanOrEqual(1.1 * e.basis.targetKg! + 0.01);
          expect(e.basis.pctOneRm!).toBeLessThanOrEqual(75);
          expect(e.basis.rir!).toBeGreaterThanOrEqual(2);
          if (e.repeatLabel.endsWith('회')) expect(Number(e.repeat)).toBeGreaterThanOrEqual(8);
        });
        // §8.5 order within each chosen part (ADR 030: the parts come in the order chosen, each led by its lead):
        // after the lead, core last, then no compound after an isolation.
        const rank = (part: string) => plan.selected.indexOf(part as BodyPartKey);
        const picks = order(select(candidatesOf(inp, athlete, plan), plan), plan);
        for (const g of new Set(picks.map((p) => (p.leads.length ? Math.min(...p.leads.map(rank)) : rank(p.part))))) {
          const inGroup = picks.filter((p) => (p.leads.length ? Math.min(...p.leads.map(rank)) : rank(p.part)) === g);
          const rest = (inGroup[0]!.leads.length ? inGroup.slice(1) : inGroup).map((p) => p.c.w);
          const core = rest.map((w) => regionOfW(w) === 'core');
          expect(core).toEqual([...core].sort((a, b) => Number(a) - Number(b)));
          const comp = rest.filter((w) => regionOfW(w) !== 'core').map((w) => w.compound);
          expect(comp).toEqual([...comp].sort((a, b) => Number(b) - Number(a)));
        }
        // What the member is given is that order after the main lifts (§6.16 rule 3), which lead the parts they
        // open; the set cap only trims.
        const mainIds = r.exercises.filter((e) => e.basis.role === 'main').map((e) => e.exerciseId);
        expect(r.exercises.slice(0, mainIds.length).every((e) => e.basis.role === 'main')).toBe(true);
        for (const id of mainIds) expect(picks.find((p) => p.c.w.id === id)?.leads.length).toBeGreaterThan(0);
        const others = picks.map((p) => p.c.w.id).filter((id) => !mainIds.includes(id));
        const given = ws.map((w) => w.id).slice(mainIds.length);
        expect(given).toEqual(others.filter((id) => given.includes(id)));
        // §8.9 the weaker half's loaded exercises never get fewer sets than the stronger half's.
        if (Math.abs(inp.member.balance - 5) >= 2) {
          const weaker = inp.member.balance > 5 ? 'lower' : 'upper';
          const stronger = weaker === 'lower' ? 'upper' : 'lower';
          const setsIn = (reg: string) => r.exercises.filter((e, i) => regionOfW(ws[i]!) === reg && e.weightUnit !== 'bodyweight').map((e) => Number(e.set));
          const w = setsIn(weaker),
            s = setsIn(stronger);
          if (w.length && s.length) expect(Math.max(...s)).toBeLessThanOrEqual(Math.min(...w));
        }
        // Text: one-line caution; a plain why of 2–3 해요체 sentences (what it does, why this load).
        for (const e of r.exercises) {
          expect(e.caution).not.toMatch(/\n/);
          const sentences = e.why.split(/(?<=요\.)\s*/).filter(Boolean);
          expect(sentences.length).toBeGreaterThanOrEqual(2);
          expect(sentences.length).toBeLessThanOrEqual(4);
          expect(e.why).toMatch(/^[가-힣]/);
          for (const d of e.whyDetails) expect(d).toMatch(/요[.)]?$/);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('§8.10 deterministic: same input → byte-identical JSON, whatever the catalogue order', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 1, max: CATALOGUE.length - 1 }), (inp, cut) => {
        const once = JSON.stringify(recommend(inp));
        expect(JSON.stringify(recommend(structuredClone(inp)))).toBe(once);
        const rotated = [...CATALOGUE.slice(cut), ...CATALOGUE.slice(0, cut)].reverse();
        expect(JSON.stringify(recommend({ ...inp, catalogue: rotated }))).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  test('an empty part list means full body and still respects the caps', () => {
    fc.assert(
      fc.property(arbMember, fc.subarray(ALL_MACHINES), (member, machines) => {
        const r = recommend({ member, bodyPartKeys: [], availableMachineKeys: machines, catalogue: CATALOGUE });
        expect(r.exercises.length).toBeGreaterThanOrEqual(3);
        expect(totalSets(r)).toBeLessThanOrEqual(r.figure === 'muscular' ? 24 : 18);
      }),
      { numRuns: 200 },
    );
  });
});

// ---- ADR 030: the order of choice, each part's lead, and beginner safety ------------------------------------

/** The machines a gym floor of machines only has: no barbell, dumbbell or kettlebell. */
const MACHINES_ONLY = [
  'leg_press',
  'hack_squat',
  'leg_curl',
  'leg_extension',
  'hip_abduction',
  'cable',
  'smith_machine',
  'bench',
  'lat_pulldown',
  'seated_row',
];
const compoundFor = (w: Exercise, part: string) => w.compound && regionOfW(w) !== 'core' && w.bodyParts.some((b) => b.primary && b.key === part);
/** Restated from the ADR: a primary-mover compound whose pattern is one of the part's lead patterns. */
const fitToLead = (w: Exercise, part: BodyPartKey) => compoundFor(w, part) && (LEAD_PATTERNS[part] as readonly string[]).includes(w.pattern);
const planFor = (inp: RecommendationInput) => {
  const athlete = athleteOf(inp.member);
  return { athlete, plan: planOf(inp, athlete) };
};
const hardBodyweight = (w: Exercise) => w.loadModel === 'bodyweight' && w.level >= 3;

describe('ADR 030: the order of choice and each part’s lead', () => {
  test('가슴 then 등 gives the chest first; 등 then 가슴 the back first', () => {
    // The main lifts open the session (§6.16 rule 3), each part's lead in the order chosen; the rest follow by part.
    const r = recommend(input(P1, ['chest', 'back']));
    const chestFirst = r.exercises.map((e) => workoutOf(e.exerciseId));
    expect(chestFirst[0]!.bodyParts[0]!.key).toBe('chest');
    const rest = chestFirst.slice(r.exercises.filter((e) => e.basis.role === 'main').length);
    const firstBack = rest.findIndex((w) => w.bodyParts[0]!.key === 'back');
    expect(rest.slice(firstBack).every((w) => w.bodyParts[0]!.key === 'back')).toBe(true);
    const backFirst = recommend(input(P1, ['back', 'chest'])).exercises.map((e) => workoutOf(e.exerciseId));
    expect(backFirst[0]!.bodyParts[0]!.key).toBe('back');
  });

  test('엉덩이 and 허벅지 뒤 on machines only are led by a hip hinge, not the leg press', () => {
    const r = recommend(input(P1, ['glutes', 'hamstrings'], MACHINES_ONLY));
    const first = workoutOf(r.exercises[0]!.exerciseId);
    expect(first.key).not.toBe('leg_press');
    expect(['hinge', 'hip_ext']).toContain(first.pattern);
    expect(first.compound).toBe(true);
  });

  test('with only a leg press, it may still lead 엉덩이 (nothing else is possible)', () => {
    const r = recommend(input(P1, ['glutes'], ['leg_press']));
    const first = workoutOf(r.exercises[0]!.exerciseId);
    // Body-weight glute bridges need no machine: a hip extension still leads.
    expect(['hinge', 'hip_ext']).toContain(first.pattern);
  });

  test('a lean beginner with no experience set gets the lat pulldown or the assisted machine, not an unassisted chin-up', () => {
    const lean = { sex: 0 as const, heightCm: 178, weightKg: 58, bodyFatKg: 7, muscleMassKg: 27, balance: 5, experience: null };
    for (const parts of [['back'], ['back', 'biceps'], ['biceps']] as BodyPartKey[][]) {
      const ws = recommend(input(lean, parts, ['pullup_bar', 'lat_pulldown', 'assisted_pullup'])).exercises.map((e) => workoutOf(e.exerciseId));
      expect(ws.map((w) => w.key)).not.toContain('chin_up');
      expect(ws.map((w) => w.key)).not.toContain('pull_up');
    }
    // A trained member still gets them.
    const trained = recommend(input({ ...lean, experience: '1_3y' }, ['back'], ['pullup_bar', 'lat_pulldown', 'assisted_pullup']));
    expect(trained.exercises.map((e) => workoutOf(e.exerciseId).key).some((k) => k === 'pull_up' || k === 'chin_up')).toBe(true);
  });
});

describe('ADR 030 properties over random members, parts and machines', () => {
  test('(a) each chosen part is led by a primary-mover compound of its movement pattern when the machines allow one; parts come in the order chosen', () => {
    fc.assert(
      fc.property(arbInput, (inp) => {
        const { athlete, plan } = planFor(inp);
        const cands = candidatesOf(inp, athlete, plan);
        const picks = order(select(cands, plan), plan);
        const loadable = cands.filter((c) => c.rx && !c.conditioning);
        const rank = (part: string) => plan.selected.indexOf(part as BodyPartKey);
        for (const part of plan.selected) {
          const lead = picks.find((p) => p.leads.includes(part));
          const coverable = loadable.some((c) => c.primaryHits.includes(part));
          if (!lead) {
            // Only a part the session had no room for goes without a lead.
            if (coverable) expect(plan.selected.length).toBeGreaterThan(plan.n);
            continue;
          }
          if (loadable.some((c) => fitToLead(c.w, part))) expect(fitToLead(lead.c.w, part), `${part} led by ${lead.c.w.key}`).toBe(true);
          else if (loadable.some((c) => compoundFor(c.w, part))) expect(compoundFor(lead.c.w, part), `${part} led by ${lead.c.w.key}`).toBe(true);
          // The lead opens its part: nothing filed under the part comes before it.
          const at = picks.indexOf(lead);
          const group = Math.min(...lead.leads.map(rank));
          expect(picks.slice(0, at).some((p) => (p.leads.length ? Math.min(...p.leads.map(rank)) : rank(p.part)) === group)).toBe(false);
        }
        // Parts follow the order of choice.
        const groups = picks.map((p) => (p.leads.length ? Math.min(...p.leads.map(rank)) : rank(p.part)));
        expect(groups).toEqual([...groups].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  test('(b) with experience unknown or 처음, no level-3 body-weight move when a machine alternative exists', () => {
    const arbUnsure = fc
      .record({
        member: arbMember,
        experience: fc.constantFrom(null, 'none' as const),
        bodyPartKeys: fc.subarray([...ALL_PARTS], { minLength: 1 }),
        availableMachineKeys: fc.subarray(ALL_MACHINES),
      })
      .map(({ member, experience, ...x }): RecommendationInput => ({ ...x, member: { ...member, experience }, catalogue: CATALOGUE }));
    fc.assert(
      fc.property(arbUnsure, (inp) => {
        const r = recommend(inp);
        const available = new Set(inp.availableMachineKeys);
        const { athlete, plan } = planFor(inp);
        const loadable = new Set(
          candidatesOf(inp, athlete, plan)
            .filter((c) => c.rx)
            .map((c) => c.w.id),
        );
        const machineAlternative = (w: Exercise) =>
          CATALOGUE.some(
            (o) =>
              o.id !== w.id &&
              loadable.has(o.id) &&
              o.machines.length > 0 &&
              o.machines.every((m) => available.has(m.key)) &&
              o.level < 3 &&
              o.pattern === w.pattern &&
              o.bodyParts.some((b) => b.primary && w.bodyParts.some((x) => x.primary && x.key === b.key)),
          );
        for (const e of r.exercises) {
          const w = workoutOf(e.exerciseId);
          if (hardBodyweight(w)) expect(machineAlternative(w), `${w.key} with ${inp.availableMachineKeys.join(',')}`).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
