// The '왜 이 운동·이 무게?' text: 1–3 short 해요체 sentences built only from the inputs that drove the result
// (body figure, lean mass → effective mass, the ratio, %1RM, the rounding, balance steering).
import { FIGURE_KO } from './classify';
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { weightLabelOf } from './implements';
import { josa } from './korean';
import type { Prescription } from './prescribe';
import type { Steer } from './score';
import type { Figure, Metrics, Region, Workout } from './types';

export interface ExplainInput {
  w: Workout;
  rx: Prescription;
  figure: Figure;
  metrics: Metrics;
  /** Korean names of the member's chosen parts this move trains as a primary mover; empty = full body. */
  chosenPartNames: string[];
  region: Region;
  steer: Steer;
  replaced: Workout | null;
}

const REGION_KO: Record<Region, string> = { upper: '상체', lower: '하체', core: '코어' };
const one = (x: number) => x.toFixed(1);

function reasonOf(e: ExplainInput): string {
  if (e.replaced) return '같은 부위를 더 가볍게 시작할 수 있는 운동';
  if (e.w.loadModel === 'bodyweight') return '기구 없이 할 수 있는 맨몸 운동';
  const machine = e.w.loadModel === 'stack' || e.w.loadModel === 'plates';
  if ((e.figure === 'fat' || e.figure === 'chubby') && machine) return '궤도가 정해져 관절 부담이 적은 머신 운동';
  return e.w.compound ? '여러 관절을 함께 쓰는 기본 운동' : '그 근육만 따로 집중하는 고립 운동';
}

export function explain(e: ExplainInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): string {
  const { rx, metrics } = e;
  const who = `체지방률 ${one(metrics.pbf)}%의 ${FIGURE_KO[e.figure]}이고`;
  const what = e.chosenPartNames.length ? `${josa(e.chosenPartNames.join('·'), '을/를')} 고르셔서` : '전신 운동을 원하셔서';
  const weak = e.steer.weaker === e.region && e.steer.weaker !== null ? REGION_KO[e.region] : null;
  const extra = rx.sets > rx.baseSets;
  const balance = weak
    ? extra
      ? `${josa(weak, '이/가')} 상대적으로 약한 편이라 1세트를 더했어요.`
      : `${josa(weak, '이/가')} 조금 약한 편이라 우선했어요.`
    : null;
  const first = `${who} ${what} ${josa(reasonOf(e), '으로/로')} ${balance ? `골랐고, ${balance}` : '골랐어요.'}`;

  if (rx.e1rmKg === null || rx.pctOneRm === null || rx.targetKg === null || rx.ratio === null) {
    const amount = rx.timed ? `${rx.reps}초 버티기로` : `${rx.reps}회로`;
    const knee = e.w.key === 'push_up' && (e.figure === 'thin' || e.figure === 'fat') ? ' 어려우면 무릎을 대고 해도 돼요.' : '';
    return `${first} 맨몸 운동이라 무게 대신 ${amount} 정했어요.${knee}`;
  }
  const level = rx.level === 'novice' ? '초급자' : '입문자';
  const age = rx.ageFactor < 1 ? `와 나이 보정 ${rx.ageFactor}` : '';
  const ratioWord = `${level} 배율 ${rx.ratio}${age}`;
  const oneRm =
    `제지방량 ${one(metrics.leanMassKg)}kg을 기준 체중 ${one(metrics.effectiveMassKg)}kg으로 환산하고 ` +
    `${josa(ratioWord, '을/를')} 곱해 1RM을 약 ${one(rx.e1rmKg)}kg으로 잡았어요.`;
  const effort = rx.timed ? `${rx.reps}초 동안 버틸 수 있게` : `${rx.loadReps}회를 ${rx.rir}회 남기고 할 수 있는`;
  const load =
    `${effort} 1RM의 ${one(rx.pctOneRm * 100)}%(${one(rx.targetKg)}kg)에 ` +
    `가장 가까운 ${rx.stepKg}kg 단위 무게인 ${josa(weightLabelOf(e.w, rx.weightKg, cfg), '으로/로')} 정했어요.`;
  return `${first} ${oneRm} ${load}`;
}
