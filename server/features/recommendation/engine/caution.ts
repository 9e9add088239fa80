// Caution line (docs/training-science.md §6.12): the exercise's own caution plus ONE modifier, in priority order:
// substitution → fat/chubby → thin → first session (every recommendation is a first session at these loads).

import { formatKg, gridFor } from '../../../common/implements';
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import type { Exercise, Figure } from './types';

export const MODIFIERS = {
  heavy: '숨을 참지 말고 올릴 때 내쉬세요(혈압 상승 주의). 관절이 아프면 바로 멈추세요.',
  thin: '무게보다 자세가 우선이에요. 세트마다 2~3회 여유를 남기세요.',
  firstSession: '첫 세트는 제시 무게의 50%로 워밍업하세요.',
} as const;

/** Why a move was swapped: its lightest setting (the empty bar, the first pin) was already over the target. */
function substitutionNote(replaced: Exercise, cfg: RecommenderConfig = RECOMMENDER_CONFIG): string {
  const lightest = gridFor(replaced, cfg)?.[0]?.from;
  const what = replaced.loadModel === 'barbell' ? '빈 봉' : '가장 가벼운 무게';
  const kg = lightest === undefined ? '' : `(${formatKg(lightest)}kg)`;
  return `${what}${kg}도 목표 무게보다 무거워 ${replaced.koreanName} 대신 골랐어요.`;
}

/** `firstTime` = the load came from the model, not the member's log or feedback (so a warm-up note fits). */
export function cautionOf(w: Exercise, figure: Figure, replaced: Exercise | null, cfg: RecommenderConfig = RECOMMENDER_CONFIG, firstTime = true): string {
  let modifier: string | null = null;
  if (replaced) modifier = substitutionNote(replaced, cfg);
  else if (figure === 'fat' || figure === 'chubby') modifier = MODIFIERS.heavy;
  else if (figure === 'thin') modifier = MODIFIERS.thin;
  else if (w.loadModel !== 'bodyweight' && firstTime) modifier = MODIFIERS.firstSession; // no warm-up % of body weight
  return [w.caution.trim(), modifier].filter(Boolean).join(' ');
}
