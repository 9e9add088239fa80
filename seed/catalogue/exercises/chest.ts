import type { ExerciseSeed } from '../types';
import { est, src } from './helpers';

// Exercises whose first primary body part is the chest.
export const CHEST: ExerciseSeed[] = [
  {
    key: 'bench_press', koreanName: '바벨 벤치 프레스', englishName: 'Barbell Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: ['barbell', 'bench'],
    level: 3, compound: true, pattern: 'h_push', load: 'barbell',
    ratios: src([0.5, 0.75, 1.0], [0.3, 0.45, 0.65]), // §2.3 bench_press
    aliases: ['벤치', '벤치 프레스', '벤프', '플랫 벤치 프레스', '바벨 벤치', 'BP'], popularity: 98, videoLink: null,
    description: '벤치에 누워 눈이 바 바로 아래에 오도록 자리를 잡고, 어깨뼈를 모아 내린 채 발바닥으로 바닥을 단단히 디뎌요. 어깨너비보다 조금 넓게 바를 잡고, 숨을 들이마신 채 가슴 중간(명치 위)으로 천천히 내려요. 바가 가슴에 살짝 닿으면 숨을 내쉬며 바를 밀어 올려요.',
    caution: '어깨뼈를 모으고 손목을 세우세요. 안전바 또는 보조자를 두세요.',
  },
  {
    key: 'incline_bench_press', koreanName: '인클라인 바벨 벤치 프레스', englishName: 'Incline Barbell Bench Press',
    bodyParts: ['chest', 'shoulders', 'triceps'], primaryCount: 1, machines: ['barbell', 'bench'],
    level: 3, compound: true, pattern: 'h_push', load: 'barbell',
    ratios: est([0.43, 0.64, 0.85], [0.26, 0.38, 0.55]), // ≈ 0.85 × bench_press
    aliases: ['인클라인 벤치', '인클라인 벤치 프레스', '인벤', '인클 벤치'], popularity: 80, videoLink: null,
    description: '등받이를 30~45도로 세운 벤치에 누워 어깨뼈를 모으고 가슴을 살짝 들어요. 어깨너비보다 조금 넓게 바를 잡고 숨을 들이마시며 쇄골 아래 윗가슴으로 천천히 내려요. 숨을 내쉬며 바를 어깨 위 수직 방향으로 밀어 올려요.',
    caution: '등받이를 너무 세우면 어깨에 부담이 몰려요. 30~45도를 지키고 안전바 또는 보조자를 두세요.',
  },
  {
    key: 'decline_bench_press', koreanName: '디클라인 바벨 벤치 프레스', englishName: 'Decline Barbell Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: ['barbell', 'bench'],
    level: 3, compound: true, pattern: 'h_push', load: 'barbell',
    ratios: est([0.48, 0.71, 0.95], [0.29, 0.43, 0.62]), // ≈ 0.95 × bench_press (conservative)
    aliases: ['디클라인 벤치', '디클라인 벤치 프레스', '디클 벤치'], popularity: 45, videoLink: null,
    description: '디클라인 벤치에 발목을 고정하고 머리가 아래로 가도록 누워요. 어깨너비보다 조금 넓게 바를 잡고 숨을 들이마시며 아랫가슴 쪽으로 천천히 내려요. 숨을 내쉬며 바를 밀어 올리고, 끝에서 팔꿈치를 세게 잠그지 않아요.',
    caution: '머리가 아래로 향해 혈압이 오르기 쉬우니 숨을 참지 말고, 반드시 보조자나 안전바를 두세요.',
  },
  {
    key: 'db_bench_press', koreanName: '덤벨 벤치 프레스', englishName: 'Dumbbell Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: true, pattern: 'h_push', load: 'dumbbell',
    ratios: est([0.2, 0.3, 0.4], [0.12, 0.18, 0.26]), // §2.3 db_bench_press [H], per hand
    aliases: ['덤벤', '덤벨 프레스', '덤벨 체스트 프레스', '플랫 덤벨 프레스'], popularity: 88, videoLink: null,
    description: '덤벨을 허벅지 위에 세워 들고 벤치에 누우면서 무릎으로 밀어 가슴 옆으로 가져와요. 어깨뼈를 모은 채 숨을 들이마시며 팔꿈치를 몸통에서 45도 정도 벌려 덤벨을 가슴 옆까지 천천히 내려요. 숨을 내쉬며 덤벨을 가슴 위로 모으듯 밀어 올려요.',
    caution: '덤벨은 가슴 옆으로 천천히 내리고, 내려놓을 때 무릎 위로 먼저 옮기세요.',
  },
  {
    key: 'incline_db_bench_press', koreanName: '인클라인 덤벨 벤치 프레스', englishName: 'Incline Dumbbell Bench Press',
    bodyParts: ['chest', 'shoulders', 'triceps'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: true, pattern: 'h_push', load: 'dumbbell',
    ratios: est([0.17, 0.26, 0.34], [0.1, 0.15, 0.22]), // ≈ 0.85 × db_bench_press, per hand
    aliases: ['인덤벤', '인클라인 덤벨 프레스', '인클 덤벨', '인클라인 덤벨'], popularity: 85, videoLink: null,
    description: '등받이를 30~45도로 세운 벤치에 덤벨을 무릎 위에 올린 채 앉았다가, 누우면서 덤벨을 어깨 앞으로 가져와요. 어깨뼈를 모으고 숨을 들이마시며 덤벨을 윗가슴 옆까지 천천히 내려요. 숨을 내쉬며 덤벨이 가슴 위에서 모이도록 밀어 올려요.',
    caution: '팔꿈치를 어깨와 일직선이 될 만큼 옆으로 벌리지 말고, 끝나면 덤벨을 무릎 위로 먼저 옮기세요.',
  },
  {
    key: 'chest_press_machine', koreanName: '머신 체스트 프레스', englishName: 'Machine Chest Press',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: ['chest_press_machine'],
    level: 1, compound: true, pattern: 'h_push', load: 'stack',
    ratios: est([0.4, 0.6, 0.8], [0.25, 0.36, 0.5]), // §2.3 chest_press_machine [H]
    aliases: ['체스트 프레스', '체스트 프레스 머신', '시티드 체스트 프레스'], popularity: 76, videoLink: null,
    description: '손잡이가 가슴 중간 높이에 오도록 의자 높이를 맞추고 등을 등받이에 붙여 앉아요. 숨을 내쉬며 손잡이를 앞으로 밀되 팔꿈치를 끝까지 잠그지 않아요. 숨을 들이마시며 가슴이 늘어나는 느낌이 들 때까지 천천히 되돌아와요.',
    caution: '손잡이가 가슴 중간 높이에 오도록 의자를 맞추세요.',
  },
  {
    key: 'pec_deck', koreanName: '펙덱 플라이', englishName: 'Pec Deck Fly',
    bodyParts: ['chest', 'shoulders'], primaryCount: 1, machines: ['pec_deck'],
    level: 1, compound: false, pattern: 'fly', load: 'stack',
    ratios: est([0.25, 0.4, 0.55], [0.15, 0.24, 0.33]), // §2.3 pec_deck [H]
    aliases: ['펙덱', '버터플라이', '체스트 플라이 머신', '머신 플라이'], popularity: 74, videoLink: null,
    description: '손잡이가 가슴 높이에 오도록 의자를 맞추고 등과 머리를 등받이에 붙여 앉아요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 큰 원을 그리듯 양팔을 가슴 앞으로 모아요. 숨을 들이마시며 가슴이 늘어나는 데까지만 천천히 벌려요.',
    caution: '팔을 몸 뒤로 너무 멀리 벌리면 어깨 앞쪽이 다칠 수 있어요. 가슴을 편 채 늘어나는 데까지만 벌리세요.',
  },
  {
    key: 'db_fly', koreanName: '덤벨 플라이', englishName: 'Dumbbell Fly',
    bodyParts: ['chest', 'shoulders'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: false, pattern: 'fly', load: 'dumbbell',
    ratios: est([0.1, 0.15, 0.2], [0.06, 0.09, 0.13]), // ≈ 0.5 × db_bench_press, per hand
    aliases: ['플랫 덤벨 플라이', '덤벨 체스트 플라이'], popularity: 66, videoLink: null,
    description: '벤치에 누워 덤벨을 가슴 위로 들고 손바닥이 서로 마주 보게 해요. 팔꿈치를 살짝 굽힌 각도를 유지한 채 숨을 들이마시며 양팔을 옆으로 원을 그리듯 천천히 벌려요. 가슴이 충분히 늘어나면 숨을 내쉬며 같은 궤적으로 덤벨을 모아요.',
    caution: '팔을 어깨선 아래로 너무 깊이 내리거나 팔꿈치를 쭉 펴면 어깨와 팔꿈치에 무리가 가요. 가벼운 무게로 하세요.',
  },
  {
    key: 'incline_db_fly', koreanName: '인클라인 덤벨 플라이', englishName: 'Incline Dumbbell Fly',
    bodyParts: ['chest', 'shoulders'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: false, pattern: 'fly', load: 'dumbbell',
    ratios: est([0.09, 0.13, 0.18], [0.05, 0.08, 0.12]), // ≈ 0.9 × db_fly, per hand
    aliases: ['인클라인 플라이', '인클 플라이'], popularity: 55, videoLink: null,
    description: '등받이를 30도 정도로 세운 벤치에 누워 덤벨을 윗가슴 위로 들어요. 팔꿈치를 살짝 굽힌 채 숨을 들이마시며 양팔을 옆으로 천천히 벌려 윗가슴을 늘려요. 숨을 내쉬며 가슴 위로 끌어안듯 덤벨을 모아요.',
    caution: '어깨 앞이 당길 만큼 깊이 내리지 말고, 팔꿈치 각도를 고정한 채 가벼운 무게로 하세요.',
  },
  {
    key: 'cable_crossover', koreanName: '케이블 크로스오버', englishName: 'Cable Crossover',
    bodyParts: ['chest', 'shoulders'], primaryCount: 1, machines: ['cable'],
    level: 2, compound: false, pattern: 'fly', load: 'stack',
    ratios: est([0.12, 0.18, 0.25], [0.07, 0.11, 0.15]), // own estimate, pin number of ONE side's stack
    aliases: ['케크', '케이블 플라이', '크로스오버', '케이블 크로스'], popularity: 75, videoLink: null,
    description: '양쪽 도르래를 어깨보다 높게 맞추고 손잡이를 잡은 뒤 한 발 앞으로 나와 상체를 살짝 숙여요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양손을 배꼽 앞쪽으로 모아 가슴을 조여요. 숨을 들이마시며 가슴이 늘어나는 데까지만 천천히 되돌려요.',
    caution: '무게에 끌려 팔이 뒤로 과하게 넘어가면 어깨를 다칠 수 있어요. 반동 없이 천천히 되돌리세요.',
  },
  {
    key: 'push_up', koreanName: '푸시업', englishName: 'Push-up',
    bodyParts: ['chest', 'triceps', 'shoulders', 'abs'], primaryCount: 1, machines: [],
    level: 1, compound: true, pattern: 'h_push', load: 'bodyweight', ratios: null,
    aliases: ['팔굽혀펴기', '푸쉬업', '엎드려 팔굽혀펴기'], popularity: 93, videoLink: null,
    description: '손을 어깨너비보다 조금 넓게 바닥에 짚고 머리부터 발뒤꿈치까지 일직선을 만들어요. 숨을 들이마시며 팔꿈치를 몸통에서 45도 정도로 벌려 가슴이 바닥 가까이 갈 때까지 내려가요. 숨을 내쉬며 바닥을 밀어 처음 자세로 올라와요.',
    caution: '허리가 처지거나 엉덩이가 솟지 않게 복부에 힘을 주고, 어렵다면 무릎을 대고 하세요.',
  },
  {
    key: 'knee_push_up', koreanName: '무릎 푸시업', englishName: 'Knee Push-up',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: [],
    level: 1, compound: true, pattern: 'h_push', load: 'bodyweight', ratios: null,
    aliases: ['무릎 대고 푸시업', '니 푸시업', '무릎 팔굽혀펴기'], popularity: 62, videoLink: null,
    description: '무릎을 바닥에 대고 손은 어깨너비보다 조금 넓게 짚어 머리부터 무릎까지 일직선을 만들어요. 숨을 들이마시며 가슴이 바닥 가까이 갈 때까지 팔을 굽혀 내려가요. 숨을 내쉬며 바닥을 밀어 올라와요.',
    caution: '엉덩이를 뒤로 빼면 가슴 운동이 약해져요. 무릎 아래에 매트를 깔고 몸통을 곧게 유지하세요.',
  },
  {
    key: 'incline_push_up', koreanName: '인클라인 푸시업', englishName: 'Incline Push-up',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: ['bench'],
    level: 1, compound: true, pattern: 'h_push', load: 'bodyweight', ratios: null,
    aliases: ['벤치 푸시업'], popularity: 40, videoLink: null,
    description: '벤치 가장자리에 손을 어깨너비보다 조금 넓게 짚고 발을 뒤로 뻗어 몸을 일직선으로 만들어요. 숨을 들이마시며 가슴이 벤치 가장자리에 가까워질 때까지 내려가요. 숨을 내쉬며 벤치를 밀어 올라와요. 손을 짚는 곳이 높을수록 쉬워져요.',
    caution: '벤치가 밀리지 않게 벽에 붙여 고정하고, 허리가 처지지 않게 하세요.',
  },
  {
    key: 'decline_push_up', koreanName: '디클라인 푸시업', englishName: 'Decline Push-up',
    bodyParts: ['chest', 'shoulders', 'triceps'], primaryCount: 1, machines: ['bench'],
    level: 2, compound: true, pattern: 'h_push', load: 'bodyweight', ratios: null,
    aliases: ['발 올리고 푸시업'], popularity: 38, videoLink: null,
    description: '발을 벤치 위에 올리고 손은 어깨너비보다 조금 넓게 바닥에 짚어 몸을 일직선으로 만들어요. 숨을 들이마시며 가슴이 바닥 가까이 갈 때까지 내려가요. 숨을 내쉬며 바닥을 밀어 올라오면 윗가슴과 어깨 앞쪽이 더 많이 쓰여요.',
    caution: '허리가 꺾이기 쉬우니 복부와 엉덩이에 힘을 주고, 일반 푸시업이 15회 이상 될 때 시도하세요.',
  },
  {
    key: 'dips', koreanName: '딥스', englishName: 'Dips',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 2, machines: ['dip_bar'],
    level: 3, compound: true, pattern: 'v_push', load: 'bodyweight', ratios: null,
    aliases: ['평행봉', '평행봉 딥스', '체스트 딥스'], popularity: 78, videoLink: null,
    description: '딥스 바를 잡고 팔을 펴 몸을 띄운 뒤 다리를 살짝 굽혀 꼬아요. 상체를 약간 앞으로 숙인 채 숨을 들이마시며 팔꿈치가 90도 정도 될 때까지 천천히 내려가요. 숨을 내쉬며 손바닥으로 바를 밀어 올라와요.',
    caution: '어깨가 앞으로 말릴 만큼 깊이 내려가면 어깨를 다치기 쉬워요. 통증이 있으면 깊이를 줄이거나 어시스티드 딥스로 하세요.',
  },
  {
    key: 'assisted_dips', koreanName: '어시스티드 딥스', englishName: 'Assisted Dips',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 2, machines: ['assisted_pullup'],
    // The pin sets the ASSISTANCE (heavier = easier), so there is no load ratio: reps only.
    level: 1, compound: true, pattern: 'v_push', load: 'bodyweight', ratios: null,
    aliases: ['어시스트 딥스', '보조 딥스'], popularity: 45, videoLink: null,
    description: '어시스티드 머신의 무릎 패드에 무릎을 올리고 딥스 손잡이를 잡아 팔을 편 채 몸을 세워요. 상체를 살짝 앞으로 숙이고 숨을 들이마시며 팔꿈치가 90도 정도 될 때까지 내려가요. 숨을 내쉬며 손잡이를 밀어 올라와요. 핀에 꽂는 무게가 무거울수록 도움이 커져 쉬워져요.',
    caution: '깊이 내려갈수록 어깨 앞쪽 부담이 커져요. 팔꿈치 90도 정도까지만 내려가고, 패드에서 내릴 때 손잡이를 꼭 잡으세요.',
  },
  {
    key: 'smith_bench_press', koreanName: '스미스 머신 벤치 프레스', englishName: 'Smith Machine Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'], primaryCount: 1, machines: ['smith_machine', 'bench'],
    level: 2, compound: true, pattern: 'h_push', load: 'plates_smith',
    ratios: est([0.4, 0.6, 0.8], [0.24, 0.36, 0.52]), // ≈ 0.8 × bench_press as added plates (bar not counted)
    aliases: ['스미스 벤치', '스미스 벤치 프레스'], popularity: 70, videoLink: null,
    description: '스미스 머신 아래에 벤치를 넣고 바가 가슴 중간 위로 내려오도록 위치를 맞춘 뒤 누워요. 어깨뼈를 모으고 바를 돌려 걸이에서 푼 다음 숨을 들이마시며 가슴까지 천천히 내려요. 숨을 내쉬며 바를 밀어 올리고, 끝나면 바를 돌려 걸이에 다시 걸어요.',
    caution: '바 궤도가 고정돼 있어 벤치 위치가 어긋나면 어깨에 부담이 가요. 안전 스토퍼를 가슴 바로 위 높이에 맞추세요.',
  },
  {
    key: 'incline_smith_bench_press', koreanName: '인클라인 스미스 머신 벤치 프레스', englishName: 'Incline Smith Machine Bench Press',
    bodyParts: ['chest', 'shoulders', 'triceps'], primaryCount: 1, machines: ['smith_machine', 'bench'],
    level: 2, compound: true, pattern: 'h_push', load: 'plates_smith',
    ratios: est([0.34, 0.51, 0.68], [0.2, 0.31, 0.44]), // ≈ 0.85 × smith_bench_press
    aliases: ['인클라인 스미스', '스미스 인클라인', '인클라인 스미스 벤치'], popularity: 62, videoLink: null,
    description: '등받이를 30~45도로 세운 벤치를 스미스 머신 아래에 놓고, 바가 윗가슴(쇄골 아래)으로 내려오도록 위치를 맞춰요. 어깨뼈를 모은 채 숨을 들이마시며 바를 윗가슴까지 천천히 내려요. 숨을 내쉬며 바를 밀어 올려요.',
    caution: '바가 목 쪽으로 내려오지 않게 벤치 위치를 먼저 확인하고, 안전 스토퍼를 맞춘 뒤 시작하세요.',
  },
  {
    key: 'db_pullover', koreanName: '덤벨 풀오버', englishName: 'Dumbbell Pullover',
    bodyParts: ['chest', 'back', 'triceps'], primaryCount: 2, machines: ['dumbbell', 'bench'],
    level: 2, compound: false, pattern: 'v_pull', load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.09, 0.13, 0.18]), // own estimate; ONE dumbbell held in both hands
    aliases: ['풀오버'], popularity: 50, videoLink: null,
    description: '벤치에 등을 대고 누워(또는 벤치에 어깨만 가로로 걸치고) 덤벨 하나를 양손으로 감싸 가슴 위로 들어요. 팔꿈치를 살짝 굽힌 채 숨을 들이마시며 덤벨을 머리 뒤로 천천히 내려 가슴과 옆구리를 늘려요. 숨을 내쉬며 같은 궤적으로 덤벨을 가슴 위까지 되돌려요.',
    caution: '어깨가 뻣뻣하면 머리 뒤로 깊게 내리다 다칠 수 있어요. 덤벨을 단단히 감싸 쥐고 가벼운 무게로 시작하세요.',
  },
];
