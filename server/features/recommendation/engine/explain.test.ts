// The Korean texts: particles, the explanation's variants (age, balance, substitution, body weight) and the caution
// modifier priority of §6.12.
import { describe, expect, test } from 'vitest';
import { cautionOf, MODIFIERS } from './caution';
import { recommend } from './index';
import { josa } from './korean';
import { byKey, input, P1, P3 } from './test-catalogue';

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
  ] as const)('%s + %s → %s', (word, particle, out) => {
    expect(josa(word, particle)).toBe(out);
  });
});

describe('explanation variants', () => {
  test('age lowers the ratio and says so', () => {
    const r = recommend(input({ ...P3, age: 40 }, ['quads', 'chest']));
    expect(r.exercises[0]!.explanation).toContain('입문자 배율 1.5와 나이 보정 0.9를 곱해 1RM을 약 104.8kg으로 잡았어요.');
  });

  test('fat members are told why a machine, with their body-fat figure', () => {
    const e = recommend(input(P3, ['quads', 'chest'])).exercises[0]!;
    expect(e.explanation.startsWith('체지방률 30.5%의 비만 체형이고 허벅지 앞을 고르셔서 궤도가 정해져 관절 부담이 적은 머신 운동으로 골랐어요.')).toBe(true);
    expect(e.explanation).toContain('12회를 4회 남기고 할 수 있는 1RM의 65.2%(76.0kg)에 가장 가까운 10kg 단위 무게인 원판 80kg으로 정했어요.');
  });

  test('balance steering is named only for the weaker half', () => {
    const r = recommend(input({ ...P1, balance: 9 }, ['chest', 'quads']));
    for (const e of r.exercises) {
      const lower = ['허벅지 앞', '엉덩이', '허벅지 뒤', '종아리'].includes(e.bodyPartKoreanName[0]!);
      expect(e.explanation.includes('하체가')).toBe(lower);
      expect(e.explanation.includes('상체가')).toBe(false);
    }
  });

  test('body-weight push-ups for a thin or fat member mention the knee version', () => {
    const thin = { sex: 0 as const, heightCm: 180, weightKg: 58, bodyFatKg: 7, muscleMassKg: 26, balance: 5 };
    const e = recommend(input(thin, ['chest'], [])).exercises.find((x) => x.koreanName === '푸시업')!;
    expect(e.explanation).toMatch(/맨몸 운동이라 무게 대신 10회로 정했어요\. 어려우면 무릎을 대고 해도 돼요\.$/);
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
