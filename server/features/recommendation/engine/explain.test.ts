// The Korean texts: particles, the explanation's variants (age, balance, substitution, body weight) and the caution
// modifier priority of docs/training-science.md §6.12.
import { describe, expect, test } from 'vitest';
import { cautionOf, MODIFIERS } from './caution';
import { alternatives, recommend } from './index';
import { josa } from './korean';
import { ALL_MACHINES, byKey, CATALOGUE, input, P1, P3 } from './test-catalogue';
import type { BodyPartKey } from './types';

describe('josa', () => {
  test.each([
    ['엉덩이', '을/를', '엉덩이를'],
    ['허벅지 앞', '을/를', '허벅지 앞을'],
    ['하체', '이/가', '하체가'],
    ['0.75', '을/를', '0.75를'],
    ['0.16', '을/를', '0.16을'],
    ['0.9', '을/를', '0.9를'],
    ['1.5', '와/과', '1.5와'],
    ['35kg', '으로/로', '35kg으로'],
    ['기본 운동', '으로/로', '기본 운동으로'],
    ['고립 운동', '으로/로', '고립 운동으로'],
    ['머신 운동', '으로/로', '머신 운동으로'],
    ['레그 컬', '으로/로', '레그 컬로'],
    ['봉 포함 35kg', '은/는', '봉 포함 35kg은'],
    ['한 손 7kg', '이라/라', '한 손 7kg이라'],
    ['원판 80kg', '이에요/예요', '원판 80kg이에요.'],
    ['맨몸', '을/를', '맨몸을'],
  ] as const)('%s + %s → %s', (word, particle, out) => {
    expect(josa(word, particle)).toBe(out);
  });
});

describe('explanation variants', () => {
  test('age lowers the ratio and says so, behind 자세히', () => {
    const r = recommend(input({ ...P3, age: 40 }, ['quads', 'chest']));
    expect(r.exercises[0]!.whyDetails).toContain('입문자 기준(기준 체중 × 1.5, 나이 보정 0.9)으로 1RM을 약 104.8kg으로 추정했어요.');
  });

  test('fat members are told why a machine in plain words, with their body-fat figure in the details, never a class name', () => {
    const e = recommend(input(P3, ['quads', 'chest'])).exercises[0]!;
    expect(e.why).toBe(
      '허벅지 앞을 중심으로 여러 관절을 함께 쓰는 기본 스쿼트 운동이에요. 궤도가 정해진 머신이라 관절 부담이 적어요. 원판 80kg은 12회를 하고도 4회쯤 더 할 수 있는 무게예요.',
    );
    expect(e.whyDetails).toContain('12회 + 여유 4회는 1RM의 약 65.2%(76.0kg)라서 10kg 단위로 맞춰 원판 80kg이에요.');
    expect(e.whyDetails).toContain('체지방률 30.5%를 고려해 조금 가볍게 3세트 × 12회, 세트 사이 60초 쉬어요.');
    expect(e.explanation).not.toMatch(/비만|통통|마른|근육형|보통/);
  });

  test('balance steering is named only for the weaker half', () => {
    const r = recommend(input({ ...P1, balance: 9 }, ['chest', 'quads']));
    for (const e of r.exercises) {
      const lower = ['허벅지 앞', '엉덩이', '허벅지 뒤', '종아리'].includes(e.bodyPartNames[0]!);
      expect(e.explanation.includes('하체가')).toBe(lower);
      expect(e.explanation.includes('상체가')).toBe(false);
    }
  });

  test('body-weight push-ups for a thin or fat member mention the knee version', () => {
    const thin = { sex: 0 as const, heightCm: 180, weightKg: 58, bodyFatKg: 7, muscleMassKg: 26, balance: 5 };
    const e = recommend(input(thin, ['chest'], [])).exercises.find((x) => x.koreanName === '푸시업')!;
    expect(e.why).toMatch(/맨몸으로 10회씩, 자세가 무너지지 않는 만큼만 해요\. 어려우면 무릎을 대고 해도 돼요\.$/);
  });
});

describe("caution line (§6.12): the exercise's own line plus one modifier", () => {
  const squat = byKey('back_squat');
  test('priority: substitution > fat/chubby > thin > first session', () => {
    expect(cautionOf(squat, 'fat', byKey('bench_press'))).toBe(`${squat.caution} 빈 봉(20kg)도 목표 무게보다 무거워 바벨 벤치 프레스 대신 골랐어요.`);
    expect(cautionOf(squat, 'chubby', null)).toBe(`${squat.caution} ${MODIFIERS.heavy}`);
    expect(cautionOf(squat, 'thin', null)).toBe(`${squat.caution} ${MODIFIERS.thin}`);
    expect(cautionOf(squat, 'normal', null)).toBe(`${squat.caution} ${MODIFIERS.firstSession}`);
    expect(cautionOf(byKey('plank'), 'muscular', null)).toBe(byKey('plank').caution);
    expect(cautionOf(squat, 'normal', byKey('lat_pulldown'))).toContain('가장 가벼운 무게(5kg)도 목표 무게보다 무거워 랫풀다운 대신 골랐어요.');
  });
});

test('a word whose last sound is not known gets both forms of the particle', () => {
  expect(josa('EZ bar', '으로/로')).toBe('EZ bar(으)로');
  expect(josa('EZ bar', '을/를')).toBe('EZ bar을(를)');
  expect(josa('Smith', '이에요/예요')).toBe('Smith(이)에요.');
});

describe("'다른 운동으로 바꾸기': each offer explained for the part it replaces, by what differs (ADR 030)", () => {
  const session = input(P1, ['chest', 'back']);
  const given = recommend(session).exercises.map((e) => e.exerciseId);

  test('덤벨 풀오버 offered for 랫풀다운 is a back move, not "가슴만 따로 집중해…"; no two offers share an explanation', () => {
    const alts = alternatives(session, byKey('lat_pulldown').id, { exclude: given });
    const pullover = alts.find((a) => a.koreanName === '덤벨 풀오버')!;
    expect(pullover.why).not.toContain('가슴');
    expect(pullover.why.startsWith('등을 덤벨로 따로 집중해 운동해요.')).toBe(true);
    expect(pullover.why).toContain('랫풀다운보다 가벼운 무게로 등에만 힘을 모아요.');
    expect(new Set(alts.map((a) => a.why)).size).toBe(alts.length);
    const close = alts.find((a) => a.koreanName === '클로즈 그립 랫풀다운')!;
    const under = alts.find((a) => a.koreanName === '언더그립 랫풀다운')!;
    expect(close.why).toContain('손을 좁게 잡아');
    expect(under.why).toContain('손바닥이 나를 보게 잡아');
  });

  test('for every exercise of the catalogue, the offers name the replaced part and never repeat an explanation', () => {
    for (const w of CATALOGUE) {
      if (w.pattern === 'cardio' || w.pattern === 'stretch') continue;
      const part = w.bodyParts.find((b) => b.primary)!;
      const alts = alternatives(input(P1, [part.key as BodyPartKey], ALL_MACHINES), w.id);
      expect(new Set(alts.map((a) => a.why)).size, w.key).toBe(alts.length);
      for (const a of alts) {
        expect(a.why.startsWith(`${josa(part.koreanName, '을/를')} `), `${w.key} → ${a.koreanName}: ${a.why}`).toBe(true);
        expect(a.why).not.toContain('마무리하는 운동');
      }
    }
  });
});
