import type { ExerciseSeed } from '../types';
import { est, src } from './helpers';

// Exercises whose first primary body part is the quads (허벅지 앞).
export const QUADS: ExerciseSeed[] = [
  {
    key: 'back_squat', koreanName: '바벨 백 스쿼트', englishName: 'Barbell Back Squat',
    bodyParts: ['quads', 'glutes', 'hamstrings', 'abs'], primaryCount: 2, machines: ['barbell', 'squat_rack'],
    level: 3, compound: true, pattern: 'squat', load: 'barbell',
    ratios: src([0.75, 1.0, 1.5], [0.5, 0.75, 1.0]), // §2.3 back_squat
    aliases: ['스쿼트', '백 스쿼트', '바벨 스쿼트', '하이바 스쿼트'], popularity: 97, videoLink: null,
    description: '스쿼트 랙에서 바를 승모근 위에 얹고 어깨너비보다 조금 넓게 잡은 뒤, 한두 걸음 물러나 발을 어깨너비로 벌려요. 숨을 들이마셔 복부에 힘을 채우고 엉덩이를 뒤로 빼며 무릎을 발끝 방향으로 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 발바닥 전체로 바닥을 밀어 일어서며 숨을 내쉬어요.',
    caution: '허리는 중립, 무릎은 발끝 방향으로. 통증 없는 깊이까지만 앉으세요.',
  },
  {
    key: 'front_squat', koreanName: '프론트 스쿼트', englishName: 'Barbell Front Squat',
    bodyParts: ['quads', 'glutes', 'abs'], primaryCount: 2, machines: ['barbell', 'squat_rack'],
    level: 3, compound: true, pattern: 'squat', load: 'barbell',
    ratios: est([0.6, 0.8, 1.2], [0.4, 0.6, 0.8]), // ≈ 0.8 × back_squat
    aliases: ['프런트 스쿼트', '바벨 프론트 스쿼트'], popularity: 55, videoLink: null,
    description: '스쿼트 랙에서 바를 쇄골과 어깨 앞쪽에 얹고 팔꿈치를 높이 들어 바를 받친 뒤, 물러나 발을 어깨너비로 벌려요. 숨을 들이마셔 복부에 힘을 채우고 상체를 세운 채 무릎을 앞으로 굽히며 곧게 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '팔꿈치가 떨어지면 상체가 숙여지고 바가 앞으로 굴러요. 팔꿈치를 높게 유지하고 안전바를 맞추세요.',
  },
  {
    key: 'smith_squat', koreanName: '스미스 머신 스쿼트', englishName: 'Smith Machine Squat',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: ['smith_machine'],
    level: 2, compound: true, pattern: 'squat', load: 'plates_smith',
    ratios: est([0.7, 0.9, 1.35], [0.45, 0.65, 0.9]), // §2.3 smith_squat [H]
    aliases: ['스미스 스쿼트'], popularity: 78, videoLink: null,
    description: '스미스 머신 바를 승모근 위에 얹고 발을 바보다 약간 앞에 어깨너비로 둬요. 바를 돌려 걸이에서 풀고 숨을 들이마시며 엉덩이를 뒤로 빼고 무릎을 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '궤도가 고정돼 있어 발 위치가 어긋나면 무릎이나 허리에 부담이 가요. 안전 스토퍼를 앉는 깊이 바로 아래에 맞추세요.',
  },
  {
    key: 'leg_press', koreanName: '레그 프레스', englishName: 'Leg Press',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: ['leg_press'],
    level: 1, compound: true, pattern: 'squat', load: 'plates',
    ratios: src([1.5, 2.0, 2.5], [1.0, 1.5, 2.0]), // §2.3 leg_press (added plates, sled not counted)
    aliases: ['레그 프레스 머신', '45도 레그 프레스'], popularity: 91, videoLink: null,
    description: '등과 엉덩이를 등받이에 붙여 앉고 발판에 발을 어깨너비로 디딘 뒤 안전 레버를 풀어요. 숨을 들이마시며 무릎이 가슴 쪽으로 오도록 천천히 발판을 내려요. 숨을 내쉬며 발바닥 전체로 발판을 밀어 올리되 무릎을 끝까지 펴 잠그지 않아요.',
    caution: '무릎을 끝까지 잠그지 말고, 엉덩이·허리가 등받이에서 뜨지 않게 하세요.',
  },
  {
    key: 'hack_squat', koreanName: '핵 스쿼트', englishName: 'Hack Squat',
    bodyParts: ['quads', 'glutes'], primaryCount: 2, machines: ['hack_squat'],
    level: 2, compound: true, pattern: 'squat', load: 'plates',
    ratios: est([0.6, 0.8, 1.2], [0.4, 0.6, 0.8]), // ≈ 0.8 × back_squat as added plates
    aliases: ['머신 핵 스쿼트'], popularity: 60, videoLink: null,
    description: '핵 스쿼트 머신의 등받이에 등을 붙이고 어깨 패드 아래로 들어가 발판에 발을 어깨너비로 디딘 뒤 안전 레버를 풀어요. 숨을 들이마시며 무릎을 발끝 방향으로 굽혀 허벅지가 발판과 평행해질 때까지 내려가요. 숨을 내쉬며 발바닥 전체로 밀어 올라오되 무릎을 잠그지 않아요.',
    caution: '내려갈 때 엉덩이가 등받이에서 떨어지거나 뒤꿈치가 들리지 않게 하고, 무릎을 끝까지 잠그지 마세요.',
  },
  {
    key: 'leg_extension', koreanName: '레그 익스텐션', englishName: 'Leg Extension',
    bodyParts: ['quads'], primaryCount: 1, machines: ['leg_extension'],
    level: 1, compound: false, pattern: 'knee_ext', load: 'stack',
    ratios: est([0.45, 0.65, 0.9], [0.3, 0.45, 0.6]), // §2.3 leg_extension [H]
    aliases: ['레익', '레그 익스텐션 머신'], popularity: 86, videoLink: null,
    description: '무릎 관절이 기계의 회전축과 일직선이 되도록 등받이를 맞추고, 정강이 아래쪽(발목 위)에 패드를 대고 앉아요. 손잡이를 잡고 숨을 내쉬며 무릎을 펴 다리를 들어 올리고, 위에서 허벅지 앞을 조여요. 숨을 들이마시며 천천히 내려요.',
    caution: '반동으로 차올리거나 무거운 무게로 빠르게 하면 무릎에 부담이 커요. 천천히 올리고 내리세요.',
  },
  {
    key: 'goblet_squat', koreanName: '고블릿 스쿼트', englishName: 'Goblet Squat',
    bodyParts: ['quads', 'glutes', 'abs'], primaryCount: 2, machines: ['dumbbell'],
    level: 2, compound: true, pattern: 'squat', load: 'dumbbell',
    ratios: est([0.3, 0.4, 0.55], [0.2, 0.3, 0.4]), // §2.3 goblet_squat [H], one dumbbell
    aliases: ['고블렛 스쿼트', '덤벨 고블릿 스쿼트'], popularity: 72, videoLink: null,
    description: '덤벨 한쪽 끝을 양손으로 감싸 쥐어 가슴 앞에 세워 붙이고 발을 어깨너비보다 조금 넓게 벌려요. 숨을 들이마시며 상체를 세운 채 팔꿈치가 무릎 안쪽을 지나도록 깊게 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '덤벨을 가슴에 붙이고 상체를 세운 채 천천히 앉으세요.',
  },
  {
    key: 'kb_goblet_squat', koreanName: '케틀벨 고블릿 스쿼트', englishName: 'Kettlebell Goblet Squat',
    bodyParts: ['quads', 'glutes', 'abs'], primaryCount: 2, machines: ['kettlebell'],
    level: 2, compound: true, pattern: 'squat', load: 'kettlebell',
    ratios: est([0.3, 0.4, 0.55], [0.2, 0.3, 0.4]), // = goblet_squat, one kettlebell
    aliases: ['케틀벨 스쿼트'], popularity: 40, videoLink: null,
    description: '케틀벨 손잡이 양옆을 양손으로 잡아 가슴 앞에 붙이고 발을 어깨너비보다 조금 넓게 벌려요. 숨을 들이마시며 상체를 세운 채 팔꿈치가 무릎 안쪽을 지나도록 깊게 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '케틀벨을 가슴에 붙이고 상체를 세운 채 천천히 앉으세요.',
  },
  {
    key: 'db_squat', koreanName: '덤벨 스쿼트', englishName: 'Dumbbell Squat',
    bodyParts: ['quads', 'glutes'], primaryCount: 2, machines: ['dumbbell'],
    level: 2, compound: true, pattern: 'squat', load: 'dumbbell',
    ratios: est([0.2, 0.27, 0.37], [0.13, 0.2, 0.27]), // ≈ 0.65 × goblet_squat, per hand (two dumbbells)
    aliases: ['양손 덤벨 스쿼트'], popularity: 50, videoLink: null,
    description: '양손에 덤벨을 들어 몸 옆에 늘어뜨리고 발을 어깨너비로 벌려요. 숨을 들이마시며 상체를 세운 채 엉덩이를 뒤로 빼고 무릎을 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '덤벨 무게에 끌려 어깨가 말리거나 등이 둥글게 숙여지지 않게 가슴을 펴세요.',
  },
  {
    key: 'bodyweight_squat', koreanName: '맨몸 스쿼트', englishName: 'Bodyweight Squat',
    bodyParts: ['quads', 'glutes'], primaryCount: 2, machines: [],
    level: 1, compound: true, pattern: 'squat', load: 'bodyweight', ratios: null,
    aliases: ['에어 스쿼트', '프리 스쿼트'], popularity: 82, videoLink: null,
    description: '발을 어깨너비로 벌리고 발끝을 살짝 바깥으로 향한 채 팔을 앞으로 뻗어요. 숨을 들이마시며 엉덩이를 뒤로 빼고 무릎을 발끝 방향으로 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '허리는 중립, 무릎은 발끝 방향으로. 통증 없는 깊이까지만 앉으세요.',
  },
  {
    key: 'jump_squat', koreanName: '점프 스쿼트', englishName: 'Jump Squat',
    bodyParts: ['quads', 'glutes', 'calves'], primaryCount: 2, machines: [],
    level: 2, compound: true, pattern: 'squat', load: 'bodyweight', ratios: null,
    aliases: ['스쿼트 점프'], popularity: 50, videoLink: null,
    description: '발을 어깨너비로 벌리고 서서 맨몸 스쿼트처럼 허벅지가 바닥과 거의 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥으로 힘차게 바닥을 밀어 위로 뛰어올라요. 착지할 때는 발 앞쪽부터 부드럽게 닿으며 무릎을 굽혀 충격을 흡수하고, 바로 다음 동작으로 이어가요.',
    caution: '무릎을 편 채 딱딱하게 착지하거나 무릎이 안쪽으로 모이면 다치기 쉬워요. 부드럽게 착지하세요.',
  },
  {
    key: 'wall_sit', koreanName: '월 싯', englishName: 'Wall Sit',
    bodyParts: ['quads', 'glutes'], primaryCount: 1, machines: [],
    level: 1, compound: true, pattern: 'squat', load: 'bodyweight', ratios: null,
    aliases: ['벽 스쿼트', '월 스쿼트'], popularity: 35, videoLink: null,
    description: '벽에 등을 대고 서서 발을 벽에서 한 걸음 정도 앞에 어깨너비로 둬요. 등을 벽에 붙인 채 미끄러지듯 내려가 무릎이 90도가 되는 자리에서 멈추고 그 자세를 유지해요. 숨을 참지 말고 고르게 쉬어요.',
    caution: '무릎이 발끝보다 앞으로 나가거나 안쪽으로 모이지 않게 하고, 무릎이 아프면 덜 앉으세요.',
  },
  {
    key: 'db_lunge', koreanName: '덤벨 런지', englishName: 'Dumbbell Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: ['dumbbell'],
    level: 3, compound: true, pattern: 'lunge', load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.1, 0.15, 0.2]), // §2.3 db_lunge [H], per hand
    aliases: ['런지'], popularity: 80, videoLink: null,
    description: '양손에 덤벨을 들고 곧게 선 뒤 한 발을 앞으로 크게 내디뎌요. 숨을 들이마시며 양 무릎이 90도 정도 될 때까지 몸을 수직으로 내려요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 처음 자세로 돌아오고 다리를 번갈아 해요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게, 균형이 어려우면 벽·기둥을 잡으세요.',
  },
  {
    key: 'bodyweight_lunge', koreanName: '맨몸 런지', englishName: 'Bodyweight Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: [],
    level: 3, compound: true, pattern: 'lunge', load: 'bodyweight', ratios: null,
    aliases: ['런지', '포워드 런지'], popularity: 74, videoLink: null,
    description: '발을 골반 너비로 벌리고 곧게 선 뒤 한 발을 앞으로 크게 내디뎌요. 숨을 들이마시며 양 무릎이 90도 정도 될 때까지 몸을 수직으로 내려요. 숨을 내쉬며 앞발로 바닥을 밀어 처음 자세로 돌아오고 다리를 번갈아 해요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게, 균형이 어려우면 벽·기둥을 잡으세요.',
  },
  {
    key: 'walking_lunge', koreanName: '워킹 런지', englishName: 'Walking Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: [],
    level: 3, compound: true, pattern: 'lunge', load: 'bodyweight', ratios: null,
    aliases: [], popularity: 58, videoLink: null,
    description: '곧게 선 뒤 한 발을 앞으로 크게 내디뎌 양 무릎이 90도 정도 될 때까지 내려가요. 숨을 내쉬며 앞발로 밀어 일어서면서 뒷발을 앞으로 가져와 다음 걸음으로 내디뎌요. 걸음마다 숨을 들이마시며 내려가고 내쉬며 올라와요.',
    caution: '보폭이 너무 좁으면 무릎에 부담이 커져요. 주변 공간을 확보하고 상체를 곧게 세우세요.',
  },
  {
    key: 'barbell_lunge', koreanName: '바벨 런지', englishName: 'Barbell Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: ['barbell', 'squat_rack'],
    level: 3, compound: true, pattern: 'lunge', load: 'barbell',
    ratios: est([0.3, 0.4, 0.6], [0.2, 0.3, 0.4]), // ≈ 0.4 × back_squat
    aliases: [], popularity: 40, videoLink: null,
    description: '스쿼트 랙에서 바를 승모근 위에 얹고 물러나 발을 골반 너비로 벌려 서요. 한 발을 앞으로 크게 내딛고 숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 처음 자세로 돌아오고 다리를 번갈아 해요.',
    caution: '바를 짊어지면 균형을 잃기 쉬워요. 앞 무릎이 안쪽으로 무너지지 않게 하고, 처음에는 덤벨 런지로 익히세요.',
  },
  {
    key: 'smith_lunge', koreanName: '스미스 머신 런지', englishName: 'Smith Machine Split Squat',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: ['smith_machine'],
    level: 2, compound: true, pattern: 'lunge', load: 'plates_smith',
    ratios: est([0.25, 0.32, 0.47], [0.16, 0.23, 0.32]), // ≈ 0.35 × smith_squat
    aliases: ['스미스 런지', '스미스 스플릿 스쿼트'], popularity: 50, videoLink: null,
    description: '스미스 머신 바를 승모근 위에 얹고, 한 발은 바 아래보다 조금 앞에 두고 다른 발은 뒤로 한 걸음 크게 벌려 디뎌요. 바를 걸이에서 풀고 숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 올라오고, 한쪽을 마친 뒤 다리를 바꿔요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게 하고, 안전 스토퍼를 무릎이 바닥에 닿기 전 높이에 맞추세요.',
  },
  {
    key: 'step_up', koreanName: '덤벨 스텝업', englishName: 'Dumbbell Step-up',
    bodyParts: ['quads', 'glutes'], primaryCount: 2, machines: ['dumbbell', 'bench'],
    level: 3, compound: true, pattern: 'lunge', load: 'dumbbell',
    ratios: est([0.12, 0.18, 0.24], [0.08, 0.12, 0.16]), // ≈ 0.8 × db_lunge, per hand
    aliases: ['스텝업', '박스 스텝업'], popularity: 40, videoLink: null,
    description: '양손에 덤벨을 들고 벤치(또는 무릎 높이의 박스) 앞에 서서 한 발을 벤치 위에 올려요. 숨을 내쉬며 올린 발의 뒤꿈치로 밀어 몸을 벤치 위로 올리고 곧게 서요. 숨을 들이마시며 같은 발로 천천히 내려오고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '뒷발로 바닥을 차며 올라가지 말고, 벤치가 흔들리거나 밀리지 않는지 먼저 확인하세요.',
  },
  {
    key: 'side_lunge', koreanName: '사이드 런지', englishName: 'Side Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'], primaryCount: 2, machines: [],
    level: 3, compound: true, pattern: 'lunge', load: 'bodyweight', ratios: null,
    aliases: ['래터럴 런지', '옆 런지'], popularity: 45, videoLink: null,
    description: '발을 어깨너비의 두 배 정도로 넓게 벌리고 발끝은 정면을 향해 서요. 숨을 들이마시며 한쪽 무릎을 굽혀 엉덩이를 뒤로 빼며 그쪽으로 앉고, 반대쪽 다리는 곧게 펴 허벅지 안쪽을 늘려요. 숨을 내쉬며 굽힌 발로 밀어 가운데로 돌아오고 양쪽을 번갈아 해요.',
    caution: '굽힌 무릎이 발끝보다 안쪽으로 무너지지 않게 하고, 통증 없는 깊이까지만 앉으세요.',
  },
  {
    key: 'burpee', koreanName: '버피', englishName: 'Burpee',
    bodyParts: ['quads', 'chest', 'glutes', 'shoulders', 'abs'], primaryCount: 2, machines: [],
    level: 2, compound: true, pattern: 'squat', load: 'bodyweight', ratios: null,
    aliases: ['버피 테스트'], popularity: 65, videoLink: null,
    description: '선 자세에서 쪼그려 앉아 손을 바닥에 짚고 두 발을 뒤로 뛰어 푸시업 자세를 만들어요. 푸시업을 한 번 한 뒤 두 발을 손 쪽으로 당겨 쪼그려 앉은 자세로 돌아와요. 숨을 내쉬며 위로 뛰어오르면서 손을 머리 위로 뻗어요. 동작 내내 숨을 참지 말고 리듬 있게 쉬어요.',
    caution: '지치면 허리가 처지고 착지가 거칠어지기 쉬워요. 속도보다 자세를 지키고, 무릎이나 손목이 아프면 점프를 빼세요.',
  },
];
