// Never names a body-figure class: the member's one label is the profile's (docs/product.md §4).

import { formatKg, weightLabelOf } from '../../../common/implements';
import { RECOMMENDER_CONFIG, type RecommenderConfig } from './config';
import { FEEDBACK_LABEL, GOAL_LABEL, josa, monthDay } from './korean';
import type { Prescription } from './prescribe';
import { countsAsCompound, type Steer } from './score';
import type { Exercise, Figure, Goal, Metrics, MovementPattern, Region } from './types';

export interface ExplainInput {
  w: Exercise;
  rx: Prescription;
  figure: Figure;
  goal: Goal | null;
  metrics: Metrics;
  chosenPartNames: string[];
  region: Region;
  steer: Steer;
  replaced: Exercise | null;
  swap?: { original: Exercise; partName: string; byName?: boolean } | null;
}

export interface Explanation {
  why: string;
  whyDetails: string[];
}

const REGION_KO: Record<Region, string> = { upper: '상체', lower: '하체', core: '코어' };
const PATTERN_KO: Partial<Record<MovementPattern | (string & {}), string>> = {
  squat: '스쿼트',
  hinge: '힙 힌지',
  lunge: '런지',
  h_push: '미는',
  v_push: '위로 미는',
  h_pull: '당기는',
  v_pull: '끌어내리는',
  carry: '들고 걷는',
};
const LEVEL_KO = { beginner: '입문자', novice: '초급자', intermediate: '중급자' } as const;
const one = (x: number) => x.toFixed(1);
const kg = (x: number) => `${formatKg(x)}kg`;

function whatItDoes(e: ExplainInput): string {
  const part = e.chosenPartNames[0] ?? e.w.bodyParts.find((p) => p.primary)?.koreanName ?? '전신';
  const machine = e.w.loadModel === 'stack' || e.w.loadModel === 'plates';
  const gentle = machine && (e.figure === 'fat' || e.figure === 'chubby' || e.goal === 'fat_loss') ? ' 궤도가 정해진 머신이라 관절 부담이 적어요.' : '';
  if (e.region === 'core') return `${josa(part, '을/를')} 단단하게 만드는 코어 운동이에요.${gentle}`;
  if (countsAsCompound(e.w)) {
    const pattern = PATTERN_KO[e.w.pattern];
    const kind = pattern ? `기본 ${pattern} 운동` : '기본 운동';
    const bw = e.w.loadModel === 'bodyweight' ? '기구 없이 ' : '';
    return `${bw}${josa(part, '을/를')} 중심으로 여러 관절을 함께 쓰는 ${kind}이에요.${gentle}`;
  }
  return `${part}만 따로 집중하는 고립 운동이에요.${gentle}`;
}

function implementOf(w: Exercise): string {
  const has = (key: string) => w.machines.some((m) => m.key === key);
  switch (w.loadModel) {
    case 'barbell':
      return has('ez_bar') ? 'EZ바' : '바벨';
    case 'dumbbell':
      return '덤벨';
    case 'kettlebell':
      return '케틀벨';
    case 'plates_smith':
      return '스미스 머신';
    case 'stack':
      return has('cable') ? '케이블' : '머신';
    case 'plates':
      return '머신';
    default:
      return guided(w) ? '보조 머신' : '맨몸';
  }
}

const guided = (w: Exercise) =>
  w.loadModel === 'stack' || w.loadModel === 'plates' || w.loadModel === 'plates_smith' || (w.loadModel === 'bodyweight' && /(^|_)assisted_/.test(w.key));

/** Per movement, because the same word means different things (an incline press vs an incline push-up). */
const VARIANTS: { token: RegExp; say: (w: Exercise) => string | null; without?: (w: Exercise) => string | null }[] = [
  { token: /(^|_)assisted_/, say: () => '기구가 몸무게 일부를 받쳐 줘요.' },
  { token: /(^|_)close_grip_/, say: () => '손을 좁게 잡아 팔꿈치가 몸 가까이에서 움직여요.' },
  {
    token: /(^|_)(underhand|reverse_grip)_/,
    say: (w) => (w.pattern === 'elbow_ext' ? '손바닥이 위를 보게 잡아요.' : '손바닥이 나를 보게 잡아 이두도 함께 써요.'),
  },
  { token: /(^|_)(one_arm|single_leg)_/, say: () => '한쪽씩 해서 좌우 힘 차이를 맞춰요.' },
  { token: /(^|_)straight_arm_/, say: () => '팔을 편 채 당겨 팔 힘을 거의 쓰지 않아요.' },
  { token: /(^|_)pullover$/, say: () => '팔을 편 채 머리 뒤에서 몸 앞으로 끌어와요.' },
  {
    token: /(^|_)incline_/,
    say: (w) =>
      w.loadModel === 'bodyweight'
        ? '손을 벤치에 올려 더 쉬워요.'
        : w.pattern === 'elbow_flex'
          ? '벤치에 기대어 팔을 뒤로 늘인 채 시작해요.'
          : '벤치를 세워 위쪽 가슴을 더 써요.',
  },
  { token: /(^|_)decline_/, say: (w) => (w.loadModel === 'bodyweight' ? '발을 벤치에 올려 더 힘들어요.' : '벤치를 눕혀 아래쪽 가슴을 더 써요.') },
  { token: /(^|_)floor_/, say: () => '바닥에 누워 팔꿈치가 바닥에서 멈춰 어깨 부담이 적어요.' },
  { token: /(^|_)seated_/, say: () => '앉아서 해 허리 부담이 적어요.' },
  {
    token: /(^|_)hammer_/,
    say: () => '손바닥이 마주 보게 잡아 팔 바깥쪽도 써요.',
    without: (w) => (w.pattern === 'elbow_flex' ? '손바닥이 위를 보게 잡아요.' : null),
  },
  { token: /(^|_)(preacher|spider|concentration)_/, say: () => '팔꿈치를 고정해 반동 없이 해요.' },
  { token: /(^|_)rope_/, say: () => '로프를 잡고 끝에서 양옆으로 벌려요.' },
  { token: /(^|_)front_/, say: (w) => (w.pattern === 'squat' ? '바벨을 앞에 얹어 상체를 세워요.' : '팔을 앞으로 들어 앞쪽 어깨를 써요.') },
  { token: /(^|_)(rear_delt|reverse_pec)_/, say: () => '뒤쪽 어깨를 써요.' },
  { token: /(^|_)sumo_/, say: () => '다리를 넓게 벌려 허벅지 안쪽도 써요.' },
  { token: /(^|_)(romanian|stiff_leg)_/, say: () => '무릎을 거의 펴고 엉덩이를 뒤로 빼 허벅지 뒤를 늘여요.' },
  { token: /(^|_)(walking|reverse)_lunge$/, say: () => '발을 바꿔 가며 앞뒤로 움직여요.' },
];

const nameDifference = (alt: Exercise, original: Exercise) => {
  const own = new Set(original.koreanName.split(' '));
  return alt.koreanName
    .split(' ')
    .filter((word) => !own.has(word) && word !== implementOf(alt))
    .join(' ');
};

/** ADR 030 */
function swapLine(e: ExplainInput, swap: NonNullable<ExplainInput['swap']>): string {
  const { w } = e;
  const { original, partName } = swap;
  const compound = countsAsCompound(w);
  const how = compound ? '여러 관절을 함께 써서 운동해요.' : '따로 집중해 운동해요.';
  const first = `${josa(partName, '을/를')} ${josa(implementOf(w), '으로/로')} ${how}`;
  const differences: string[] = [];
  const words = nameDifference(w, original);
  if (swap.byName) differences.push(`이름처럼 '${words || w.koreanName}' 방식으로 해요.`);
  const variant = VARIANTS.filter((v) => v.token.test(w.key) && !v.token.test(original.key))
    .map((v) => v.say(w))
    .find((text) => text !== null);
  const plain = VARIANTS.filter((v) => v.without && v.token.test(original.key) && !v.token.test(w.key))
    .map((v) => v.without!(w))
    .find((text) => text !== null);
  if (variant ?? plain) differences.push((variant ?? plain)!);
  if (compound !== countsAsCompound(original)) {
    differences.push(
      compound ? `${original.koreanName}보다 무거운 무게를 다룰 수 있어요.` : `${original.koreanName}보다 가벼운 무게로 ${partName}에만 힘을 모아요.`,
    );
  }
  if (guided(w) !== guided(original))
    differences.push(guided(w) ? '궤도가 정해져 있어 자세 잡기가 쉬워요.' : '균형을 직접 잡아야 해서 몸을 잡아 주는 근육도 함께 써요.');
  if (w.level !== original.level) differences.push(`${original.koreanName}보다 ${w.level < original.level ? '쉬운' : '어려운'} 편이에요.`);
  if (differences.length === 0 && implementOf(w) === implementOf(original)) {
    differences.push(
      words
        ? `${josa(original.koreanName, '와/과')} 비슷하지만 '${words}' 방식으로 해요.`
        : `${josa(original.koreanName, '와/과')} 같은 움직임을 다른 자세로 해요.`,
    );
  }
  return [first, ...differences.slice(0, 2)].join(' ');
}

function whyThisLoad(e: ExplainInput, cfg: RecommenderConfig): string {
  const { rx, w } = e;
  const label = weightLabelOf(w, rx.weightKg, cfg);
  const note = rx.note;
  if (w.loadModel === 'bodyweight') {
    if (note?.source === 'feedback') {
      const verb = note.kind === 'heavy' ? `${rx.reps}회로 줄였어요` : note.kind === 'light' ? `${rx.reps}회로 늘렸어요` : `${rx.reps}회 그대로 해요`;
      return `지난 추천(${monthDay(note.date)})의 ${note.reps}회가 ${feelingOf(note.kind)} 하셔서 ${verb}.`;
    }
    if (note?.source === 'log') return `지난번(${monthDay(note.date)}) ${note.reps.join('·')}회를 하셨으니 이번엔 ${rx.reps}회씩 해요.`;
    const knee = w.key === 'push_up' && (e.figure === 'thin' || e.figure === 'fat') ? ' 어려우면 무릎을 대고 해도 돼요.' : '';
    return rx.timed ? `${rx.reps}초씩 자세를 지키며 버텨요.${knee}` : `맨몸으로 ${rx.reps}회씩, 자세가 무너지지 않는 만큼만 해요.${knee}`;
  }
  if (note?.source === 'feedback') {
    const verb = note.kind === 'heavy' ? '한 단계 낮췄어요' : note.kind === 'light' ? '한 단계 올렸어요' : '같은 무게로 해요';
    return `지난 추천(${monthDay(note.date)})의 ${kg(note.weightKg)}이 ${feelingOf(note.kind)} 하셔서 ${verb}.`;
  }
  if (note?.source === 'log') {
    const day = monthDay(note.date);
    const [bottom, top] = rx.range ?? [rx.reps, rx.reps];
    switch (note.kind) {
      case 'up':
        return `지난번(${day}) ${kg(note.weightKg)}으로 모든 세트 ${top}회를 채우셔서 한 단계 올린 ${josa(label, '이에요/예요')}`;
      case 'reps':
        return `지난번(${day}) ${kg(note.weightKg)} × ${note.reps.join('·')}회를 하셨으니 같은 무게로 ${rx.reps}회에 도전해요.`;
      case 'hold':
        return `지난번(${day}) ${kg(note.weightKg)}에서 ${bottom}회를 못 채운 세트가 있어 같은 무게로 다시 해요.`;
      case 'deload':
        return `두 번 연속 ${kg(note.weightKg)}에서 ${bottom}회를 못 채우셔서 약 10% 낮춘 ${josa(label, '이에요/예요')}`;
      case 'convert':
        return `지난번(${day}) 기록(${kg(note.weightKg)} × ${Math.max(...note.reps)}회)을 이번 반복 수에 맞춰 ${label} × ${rx.reps}회로 바꿨어요.`;
    }
  }
  if (note?.source === 'related') {
    return `${note.from} 기록(${monthDay(note.date)}, ${kg(note.weightKg)} × ${Math.max(...note.reps)}회)에서 옮겨 왔어요. 이 운동은 보통 그 무게의 ${note.percent >= 150 ? `약 ${Math.round(note.percent / 10) / 10}배` : `약 ${note.percent}%`}를 들 수 있어 ${label} × ${rx.reps}회로 잡았어요.`;
  }
  if (rx.timed) return `${josa(label, '을/를')} 들고 ${rx.reps}초 버틸 수 있는 무게예요.`;
  return `${josa(label, '은/는')} ${rx.reps}회를 하고도 ${rx.rir}회쯤 더 할 수 있는 무게예요.`;
}

const feelingOf = (kind: 'heavy' | 'right' | 'light') => `'${FEEDBACK_LABEL[kind]}'라고`;

function schemeLine(e: ExplainInput): string {
  const { rx, metrics } = e;
  const amount = `${rx.sets}세트 × ${rx.timed ? `${rx.reps}초` : `${rx.reps}회`}, 세트 사이 ${rx.restSeconds}초 쉬어요.`;
  if (e.goal) return `목표(${GOAL_LABEL[e.goal]})에 맞춰 ${amount}`;
  if (e.figure === 'fat' || e.figure === 'chubby') return `체지방률 ${one(metrics.pbf)}%를 고려해 조금 가볍게 ${amount}`;
  if (e.figure === 'muscular') return `제지방 지수 ${one(metrics.ffmi)}를 고려해 조금 무겁게 ${amount}`;
  return `근력과 근육을 함께 키우는 기본 구성으로 ${amount}`;
}

function modelLines(e: ExplainInput, cfg: RecommenderConfig): string[] {
  const { rx, metrics } = e;
  if (rx.e1rmKg === null || rx.pctOneRm === null || rx.targetKg === null || rx.ratio === null) return [];
  const age = rx.ageFactor < 1 ? `, 나이 보정 ${rx.ageFactor}` : '';
  const lines = [
    `체지방률 ${one(metrics.pbf)}%, 제지방량 ${one(metrics.leanMassKg)}kg이라 근력 기준 체중을 ${one(metrics.effectiveMassKg)}kg으로 봤어요.`,
    `${LEVEL_KO[rx.level]} 기준(기준 체중 × ${rx.ratio}${age})으로 1RM을 약 ${one(rx.e1rmKg)}kg으로 추정했어요.`,
  ];
  if (rx.source === 'model') {
    lines.push(
      `${rx.loadReps}회 + 여유 ${rx.rir}회는 1RM의 약 ${one(rx.pctOneRm * 100)}%(${one(rx.targetKg)}kg)라서 ${rx.stepKg}kg 단위로 맞춰 ${josa(weightLabelOf(e.w, rx.weightKg, cfg), '이에요/예요')}`,
    );
  } else {
    lines.push(`몸 상태로만 계산하면 약 ${one(rx.targetKg)}kg이지만, 직접 하신 기록이 더 정확해서 그쪽을 따랐어요.`);
  }
  return lines;
}

function historyLines(e: ExplainInput): string[] {
  const { rx } = e;
  const note = rx.note;
  if (!note) return [];
  if (note.source === 'feedback') {
    const amount = note.weightKg > 0 ? `${kg(note.weightKg)} × ${note.reps}회` : `${note.reps}회`;
    return [`${monthDay(note.date)} 추천(${amount})에 '${FEEDBACK_LABEL[note.kind]}'를 누르셨어요.`];
  }
  const done = note.weightKg > 0 ? `${kg(note.weightKg)} × ${note.reps.join('·')}회` : `${note.reps.join('·')}회`;
  const lines = [
    note.source === 'related' ? `비슷한 운동의 지난 기록(${monthDay(note.date)}): ${note.from} ${done}.` : `지난 기록(${monthDay(note.date)}): ${done}.`,
  ];
  if (rx.range && rx.stepKg !== null) {
    const [bottom, top] = rx.range;
    lines.push(
      `목표 범위는 ${bottom}~${top}회예요. 모든 세트가 ${top}회에 닿으면 한 단계(${rx.stepKg}kg) 올리고, ${bottom}회를 못 채우면 유지, 두 번 연속이면 약 10% 낮춰요.`,
    );
  }
  return lines;
}

export function explain(e: ExplainInput, cfg: RecommenderConfig = RECOMMENDER_CONFIG): Explanation {
  const why = `${e.swap ? swapLine(e, e.swap) : whatItDoes(e)} ${whyThisLoad(e, cfg)}`;
  const details = [...historyLines(e), ...modelLines(e, cfg), schemeLine(e)];
  const weak = e.steer.weaker === e.region && e.steer.weaker !== null ? REGION_KO[e.region] : null;
  if (weak && e.rx.sets > e.rx.baseSets) details.push(`${josa(weak, '이/가')} 상대적으로 약한 편이라 1세트를 더했어요.`);
  else if (weak) details.push(`${josa(weak, '이/가')} 조금 약한 편이라 먼저 골랐어요.`);
  if (e.replaced) details.push(`${e.replaced.koreanName}의 가장 가벼운 무게도 목표보다 무거워 이 운동으로 바꿨어요.`);
  return { why, whyDetails: details };
}
