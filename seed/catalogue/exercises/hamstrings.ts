import type { ExerciseSeed } from '../types';
import { est, src } from './helpers';

// Exercises whose first primary body part is the hamstrings (허벅지 뒤).
export const HAMSTRINGS: ExerciseSeed[] = [
  {
    key: 'deadlift', koreanName: '컨벤셔널 데드리프트', englishName: 'Conventional Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back', 'quads', 'abs'], primaryCount: 2, machines: ['barbell'],
    level: 4, compound: true, pattern: 'hinge', load: 'barbell',
    ratios: src([1.0, 1.25, 2.0], [0.65, 0.95, 1.5]), // §2.3 deadlift
    aliases: ['데드', '데드리프트', '컨벤', '컨벤셔널 데드', '바벨 데드리프트'], popularity: 95, videoLink: null,
    description: '발을 골반 너비로 벌리고 바가 발 중앙 위에 오도록 서서, 엉덩이를 뒤로 빼며 무릎을 굽혀 정강이 바로 바깥에서 바를 잡아요. 숨을 들이마셔 복부에 힘을 채우고 허리를 곧게 편 채, 다리로 바닥을 밀며 바를 몸에 붙여 들어 올려요. 완전히 일어선 뒤 숨을 내쉬고, 엉덩이를 먼저 뒤로 빼며 같은 궤적으로 내려놓아요.',
    caution: '바를 몸에 붙이고 허리를 말지 마세요. 첫 세트는 가볍게.',
  },
  {
    key: 'romanian_deadlift', koreanName: '루마니안 데드리프트', englishName: 'Romanian Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back'], primaryCount: 2, machines: ['barbell'],
    level: 4, compound: true, pattern: 'hinge', load: 'barbell',
    ratios: est([0.75, 0.95, 1.5], [0.5, 0.7, 1.1]), // §2.3 romanian_deadlift [H]
    aliases: ['RDL', '루마', '루마니안', '알디엘', '바벨 루마니안 데드리프트'], popularity: 83, videoLink: null,
    description: '바를 어깨너비로 잡고 곧게 선 뒤 무릎을 살짝 굽힌 각도로 고정해요. 숨을 들이마시며 허리를 편 채 엉덩이를 뒤로 밀어, 바가 허벅지를 따라 무릎 아래까지 내려가도록 상체를 숙여요. 햄스트링이 충분히 늘어나면 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서요.',
    caution: '바를 몸에 붙이고 허리를 말지 마세요. 첫 세트는 가볍게.',
  },
  {
    key: 'db_romanian_deadlift', koreanName: '덤벨 루마니안 데드리프트', englishName: 'Dumbbell Romanian Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back'], primaryCount: 2, machines: ['dumbbell'],
    level: 3, compound: true, pattern: 'hinge', load: 'dumbbell',
    ratios: est([0.3, 0.38, 0.6], [0.2, 0.28, 0.44]), // ≈ 0.4 × romanian_deadlift, per hand
    aliases: ['덤벨 RDL', '덤벨 루마'], popularity: 62, videoLink: null,
    description: '양손에 덤벨을 들어 허벅지 앞에 두고 무릎을 살짝 굽힌 채 곧게 서요. 숨을 들이마시며 허리를 편 채 엉덩이를 뒤로 밀어, 덤벨이 다리를 따라 정강이 중간까지 내려가도록 상체를 숙여요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서요.',
    caution: '덤벨이 몸에서 멀어지거나 등이 둥글게 말리면 허리에 부담이 가요. 덤벨을 다리에 붙여 움직이세요.',
  },
  {
    key: 'stiff_leg_deadlift', koreanName: '스티프 레그 데드리프트', englishName: 'Stiff-Leg Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back'], primaryCount: 2, machines: ['barbell'],
    level: 4, compound: true, pattern: 'hinge', load: 'barbell',
    ratios: est([0.7, 0.88, 1.4], [0.46, 0.67, 1.05]), // ≈ 0.7 × deadlift
    aliases: ['스티프 데드리프트', '스티프 데드', '스티프'], popularity: 55, videoLink: null,
    description: '바를 바닥에 두고 발을 골반 너비로 벌려 선 뒤, 무릎을 아주 살짝만 굽힌 채 엉덩이를 뒤로 빼며 바를 잡아요. 숨을 들이마셔 허리를 곧게 편 채 엉덩이와 햄스트링 힘으로 바를 다리에 붙여 들어 올려요. 숨을 내쉬고, 같은 자세로 바를 천천히 내려요.',
    caution: '햄스트링이 뻣뻣하면 바닥까지 내리다 허리가 말려요. 허리가 둥글어지기 전까지만 내리세요.',
  },
  {
    key: 'leg_curl', koreanName: '라잉 레그 컬', englishName: 'Lying Leg Curl',
    bodyParts: ['hamstrings', 'calves'], primaryCount: 1, machines: ['leg_curl'],
    level: 1, compound: false, pattern: 'knee_flex', load: 'stack',
    ratios: est([0.35, 0.5, 0.7], [0.22, 0.33, 0.45]), // §2.3 leg_curl [H]
    aliases: ['레컬', '레그 컬', '라잉 레컬'], popularity: 80, videoLink: null,
    description: '레그 컬 머신에 엎드려 무릎이 기계의 회전축과 일직선이 되게 맞추고, 패드를 발목 바로 위 아킬레스건 쪽에 대요. 손잡이를 잡고 숨을 내쉬며 발뒤꿈치를 엉덩이 쪽으로 끌어당겨 허벅지 뒤를 조여요. 숨을 들이마시며 천천히 다리를 펴요.',
    caution: '엉덩이가 들리며 허리로 당기지 않게 골반을 패드에 붙이고, 반동 없이 천천히 하세요.',
  },
  {
    key: 'seated_leg_curl', koreanName: '시티드 레그 컬', englishName: 'Seated Leg Curl',
    bodyParts: ['hamstrings'], primaryCount: 1, machines: ['leg_curl'],
    level: 1, compound: false, pattern: 'knee_flex', load: 'stack',
    ratios: est([0.35, 0.5, 0.7], [0.22, 0.33, 0.45]), // = leg_curl
    aliases: ['시티드 레컬', '레컬'], popularity: 66, videoLink: null,
    description: '무릎이 기계의 회전축과 일직선이 되도록 등받이를 맞추고 앉아, 종아리 아래쪽에 패드를 대고 허벅지 위 패드로 다리를 고정해요. 숨을 내쉬며 발뒤꿈치를 의자 아래쪽으로 끌어당겨 허벅지 뒤를 조여요. 숨을 들이마시며 천천히 다리를 펴요.',
    caution: '허벅지 패드를 느슨하게 두면 엉덩이가 들려 자극이 줄어요. 패드를 단단히 고정하고 반동 없이 하세요.',
  },
  {
    key: 'good_morning', koreanName: '굿모닝', englishName: 'Good Morning',
    bodyParts: ['hamstrings', 'glutes', 'back'], primaryCount: 2, machines: ['barbell', 'squat_rack'],
    level: 4, compound: true, pattern: 'hinge', load: 'barbell',
    ratios: est([0.4, 0.5, 0.8], [0.26, 0.38, 0.6]), // ≈ 0.4 × deadlift
    aliases: ['바벨 굿모닝', '굿모닝 엑서사이즈'], popularity: 35, videoLink: null,
    description: '스쿼트 랙에서 바를 승모근 위에 얹고 발을 골반 너비로 벌려 서요. 무릎을 살짝 굽힌 채 숨을 들이마시며 허리를 편 상태로 엉덩이를 뒤로 밀어 상체가 바닥과 거의 평행해질 때까지 숙여요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서요.',
    caution: '무거운 무게에서 허리가 말리면 크게 다칠 수 있어요. 아주 가벼운 무게로 시작하고 햄스트링이 허락하는 만큼만 숙이세요.',
  },
  {
    key: 'nordic_curl', koreanName: '노르딕 햄스트링 컬', englishName: 'Nordic Hamstring Curl',
    bodyParts: ['hamstrings'], primaryCount: 1, machines: [],
    level: 4, compound: false, pattern: 'knee_flex', load: 'bodyweight', ratios: null,
    aliases: ['노르딕 컬', '노르딕'], popularity: 30, videoLink: null,
    description: '무릎을 꿇고 앉아 파트너가 발목을 잡아 주거나 단단한 패드 아래에 발뒤꿈치를 걸어 고정해요. 엉덩이부터 머리까지 일직선을 유지한 채 숨을 들이마시며, 허벅지 뒤 힘으로 버티면서 상체를 최대한 천천히 앞으로 내려요. 더 버틸 수 없으면 손으로 바닥을 짚어 받고, 숨을 내쉬며 손으로 살짝 밀어 처음 자세로 돌아와요.',
    caution: '강도가 매우 높아 햄스트링이 다치기 쉬워요. 적은 횟수로 시작하고, 넘어지듯 떨어지지 않게 손으로 받으세요.',
  },
  {
    key: 'single_leg_rdl', koreanName: '싱글 레그 루마니안 데드리프트', englishName: 'Single-Leg Romanian Deadlift',
    bodyParts: ['hamstrings', 'glutes'], primaryCount: 2, machines: ['dumbbell'],
    level: 3, compound: true, pattern: 'hinge', load: 'dumbbell',
    ratios: est([0.2, 0.28, 0.4], [0.13, 0.19, 0.28]), // ≈ 0.7 × db_romanian_deadlift, one dumbbell
    aliases: ['싱글 레그 RDL', '싱글 레그 데드리프트', '원레그 루마니안', '외발 루마니안 데드리프트'], popularity: 40, videoLink: null,
    description: '한 손에 덤벨을 들고 반대쪽 다리로 서서 디딘 다리의 무릎을 살짝 굽혀요. 숨을 들이마시며 허리를 편 채 상체를 숙이고, 뒷다리를 뒤로 뻗어 머리부터 뒤꿈치까지 일직선을 유지해요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '골반이 옆으로 열리면 허리가 비틀려요. 골반을 정면으로 유지하고, 균형이 어려우면 벽을 짚으세요.',
  },
  {
    key: 'kettlebell_deadlift', koreanName: '케틀벨 데드리프트', englishName: 'Kettlebell Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'quads'], primaryCount: 2, machines: ['kettlebell'],
    level: 2, compound: true, pattern: 'hinge', load: 'kettlebell',
    ratios: est([0.4, 0.55, 0.8], [0.27, 0.38, 0.55]), // ≈ 0.4 × deadlift, one kettlebell
    aliases: ['케틀벨 데드'], popularity: 35, videoLink: null,
    description: '케틀벨을 두 발 사이, 발 중앙 높이에 두고 발을 골반 너비로 벌려 서요. 엉덩이를 뒤로 빼며 무릎을 살짝 굽혀 허리를 편 채 손잡이를 양손으로 잡아요. 숨을 들이마셔 복부에 힘을 채우고 바닥을 밀며 일어선 뒤 숨을 내쉬고, 같은 궤적으로 천천히 내려놓아요.',
    caution: '케틀벨을 발 앞쪽에 두면 허리가 말리기 쉬워요. 발 중앙 사이에 두고 허리를 편 채 들어 올리세요.',
  },
];
