import { josa } from '../../../../server/common/korean.shared';
import { keywordFinder } from '../../../../server/features/catalogue/search/search-match';
import { EXPERIENCE_LABEL, EXPERIENCES, type Experience, GOAL_LABEL, GOALS, type Goal } from '../../../../server/features/recommendation/labels.shared';

export type GoalExperience = { goal: Goal | null; experience: Experience | null };

/** No key of either list is 'unset' ('none' is 처음). */
export const UNSET = 'unset';
const NOT_CHOSEN = '선택 안 함';

export const GOAL_CHOICES = [{ value: UNSET, label: NOT_CHOSEN }, ...GOALS.map((g) => ({ value: g, label: GOAL_LABEL[g] }))];
export const EXPERIENCE_CHOICES = [{ value: UNSET, label: NOT_CHOSEN }, ...EXPERIENCES.map((e) => ({ value: e, label: EXPERIENCE_LABEL[e] }))];

export const goalOf = (value: string): Goal | null => GOALS.find((g) => g === value) ?? null;
export const experienceOf = (value: string): Experience | null => EXPERIENCES.find((e) => e === value) ?? null;

export function preferenceSummary({ goal, experience }: GoalExperience): string | null {
  if (goal === null && experience === null) return null;
  return `목표 ${goal ? GOAL_LABEL[goal] : NOT_CHOSEN} · 경험 ${experience ? EXPERIENCE_LABEL[experience] : NOT_CHOSEN}`;
}

export function gymPreselection<T>(gym: readonly T[] | null, offered: readonly T[]): T[] {
  if (!gym) return [];
  const saved = new Set(gym);
  return offered.filter((machine) => saved.has(machine));
}

/** Saved machines of body parts not offered on this step stay. */
export function mergeGym<T>(gym: readonly T[] | null, offered: readonly T[], selected: readonly T[]): T[] {
  const here = new Set(offered);
  return [...new Set([...(gym ?? []).filter((machine) => !here.has(machine)), ...selected])];
}

export function sameMembers<T>(a: readonly T[], b: readonly T[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((member) => set.has(member));
}

/** ㄹ takes 로: '레그 컬로'. */
export const withRo = (name: string): string => josa(name.trimEnd(), '으로/로');

export type GymNotice = { text: string; action: 'save' | 'edit' | 'create' };

export function gymNotice<T>(gym: readonly T[] | null, preselected: readonly T[], selected: readonly T[], picked: boolean): GymNotice {
  const differs = gym === null ? selected.length > 0 : !sameMembers(selected, preselected);
  if (differs) return { text: '고른 기구를 우리 헬스장으로 저장해 두면 다음에도 미리 골라 둘게요', action: 'save' };
  if (gym === null) return { text: '다니는 헬스장의 기구를 저장해 두면 미리 골라 둘게요', action: 'create' };
  if (preselected.length === 0) return { text: '우리 헬스장에는 이 부위에 쓸 기구가 없어요', action: 'edit' };
  return { text: picked ? '우리 헬스장 기구와 같아요' : '우리 헬스장 기구를 미리 골라 두었어요', action: 'edit' };
}

type NamedMachine = { koreanName: string; englishName: string };

/** The exercise search's matching, not a second one (초성, 영타, English names). */
export function filterMachines<M extends NamedMachine>(machines: readonly M[], query: string): M[] {
  return machines.filter(keywordFinder(query));
}
