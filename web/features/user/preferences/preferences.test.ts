// The preferences' pure client helpers: the 목표·경험 choices and summary, the saved gym on the machine step (what
// is preselected, what saving the step's choice keeps, what the step says), the gym page's machine filter
// and the particle in '…(으)로 바꾸기'.
import { describe, expect, test } from 'vitest';
import { EXPERIENCES, GOALS } from '../../../../server/features/recommendation/labels.shared';
import {
  EXPERIENCE_CHOICES,
  experienceOf,
  filterMachines,
  GOAL_CHOICES,
  goalOf,
  gymNotice,
  gymPreselection,
  mergeGym,
  preferenceSummary,
  sameMembers,
  UNSET,
  withRo,
} from './preferences';

describe('목표·경험', () => {
  test('each question offers 선택 안 함 first, then the labels in their order', () => {
    expect(GOAL_CHOICES.map((c) => c.label)).toEqual(['선택 안 함', '근력', '근비대', '체중 감량', '건강']);
    expect(EXPERIENCE_CHOICES.map((c) => c.label)).toEqual(['선택 안 함', '처음', '6개월 미만', '1–3년', '3년 이상']);
  });

  test('a chip value reads back as the key, 선택 안 함 (and anything else) as null', () => {
    for (const g of GOALS) expect(goalOf(g)).toBe(g);
    for (const e of EXPERIENCES) expect(experienceOf(e)).toBe(e);
    expect(goalOf(UNSET)).toBeNull();
    expect(experienceOf(UNSET)).toBeNull();
    expect(goalOf('none')).toBeNull(); // 'none' is an experience (처음), not a goal
    expect(experienceOf('none')).toBe('none');
  });

  test('the summary line names both answers, 선택 안 함 for a missing one, nothing when neither is given', () => {
    expect(preferenceSummary({ goal: 'hypertrophy', experience: '1_3y' })).toBe('목표 근비대 · 경험 1–3년');
    expect(preferenceSummary({ goal: null, experience: 'none' })).toBe('목표 선택 안 함 · 경험 처음');
    expect(preferenceSummary({ goal: null, experience: null })).toBeNull();
  });
});

describe('우리 헬스장 on the machine step', () => {
  const offered = ['바벨', '덤벨', '벤치', '케이블 머신'];

  test('preselects the saved machines among those offered, in the offered order; nothing without a saved gym', () => {
    expect(gymPreselection(['벤치', '레그 프레스', '바벨'], offered)).toEqual(['바벨', '벤치']);
    expect(gymPreselection(null, offered)).toEqual([]);
    expect(gymPreselection([], offered)).toEqual([]);
  });

  test('saving the step choice replaces the offered machines and keeps the saved ones of other parts', () => {
    expect(mergeGym(['벤치', '레그 프레스', '바벨'], offered, ['덤벨'])).toEqual(['레그 프레스', '덤벨']);
    expect(mergeGym(null, offered, ['바벨', '벤치'])).toEqual(['바벨', '벤치']);
    expect(mergeGym(['레그 컬'], offered, [])).toEqual(['레그 컬']);
  });

  test('same names in any order', () => {
    expect(sameMembers(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameMembers(['a'], ['a', 'b'])).toBe(false);
    expect(sameMembers([], [])).toBe(true);
  });

  test('what the step says: preselected, a choice to save, nothing for these parts, no gym yet', () => {
    expect(gymNotice(['바벨'], ['바벨'], ['바벨'], false)).toEqual({ text: '우리 헬스장 기구를 미리 골라 두었어요', action: 'edit' });
    expect(gymNotice(['바벨'], ['바벨'], ['바벨', '덤벨'], true).action).toBe('save');
    expect(gymNotice(['바벨'], ['바벨'], [], true).action).toBe('save');
    expect(gymNotice(['바벨'], ['바벨'], ['바벨'], true)).toEqual({ text: '우리 헬스장 기구와 같아요', action: 'edit' });
    expect(gymNotice(['레그 컬'], [], [], false)).toEqual({ text: '우리 헬스장에는 이 부위에 쓸 기구가 없어요', action: 'edit' });
    expect(gymNotice(null, [], [], false).action).toBe('create');
    expect(gymNotice(null, [], ['덤벨'], true).action).toBe('save');
  });
});

test('the machine filter ignores spaces and case and reads the English name too', () => {
  const machines = [
    { koreanName: '레그 프레스', englishName: 'leg press' },
    { koreanName: '레그 컬', englishName: 'leg curl machine' },
    { koreanName: 'EZ 바', englishName: 'EZ bar' },
    { koreanName: '덤벨', englishName: 'dumbbell' },
  ];
  expect(filterMachines(machines, '레그').map((m) => m.koreanName)).toEqual(['레그 프레스', '레그 컬']);
  expect(filterMachines(machines, '레그프레스').map((m) => m.koreanName)).toEqual(['레그 프레스']);
  expect(filterMachines(machines, 'ez').map((m) => m.koreanName)).toEqual(['EZ 바']);
  expect(filterMachines(machines, 'CURL').map((m) => m.koreanName)).toEqual(['레그 컬']);
  expect(filterMachines(machines, '  ')).toHaveLength(4);
});

test('the machine filter reads 초성, half-typed syllables and 영타 as the exercise search does', () => {
  const machines = [
    { koreanName: '랫풀다운 머신', englishName: 'lat pulldown machine' },
    { koreanName: '레그 프레스', englishName: 'leg press' },
    { koreanName: '레그 컬', englishName: 'leg curl machine' },
  ];
  expect(filterMachines(machines, 'ㄹㅍ').map((m) => m.koreanName)).toEqual(['랫풀다운 머신']);
  expect(filterMachines(machines, 'ㄹㄱ').map((m) => m.koreanName)).toEqual(['레그 프레스', '레그 컬']);
  expect(filterMachines(machines, '레그ㅋ').map((m) => m.koreanName)).toEqual(['레그 컬']);
  expect(filterMachines(machines, 'fprm').map((m) => m.koreanName)).toEqual(['레그 프레스', '레그 컬']);
  expect(filterMachines(machines, 'ㅋㅋㅋ')).toEqual([]);
});

test('로 after a vowel or ㄹ, 으로 after another final consonant', () => {
  expect(withRo('스쿼트')).toBe('스쿼트로');
  expect(withRo('레그 컬')).toBe('레그 컬로');
  expect(withRo('풀업')).toBe('풀업으로');
  expect(withRo('덤벨 벤치 프레스')).toBe('덤벨 벤치 프레스로');
  expect(withRo('랫풀다운')).toBe('랫풀다운으로');
  expect(withRo('EZ bar')).toBe('EZ bar(으)로');
});
