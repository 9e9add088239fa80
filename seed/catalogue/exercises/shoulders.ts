import type { ExerciseSeed } from '../types';
import { est, src } from './helpers';

// Exercises whose first primary body part is the shoulders (front, side and rear delts).
export const SHOULDERS: ExerciseSeed[] = [
  {
    key: 'overhead_press', koreanName: '바벨 오버헤드 프레스', englishName: 'Barbell Overhead Press',
    bodyParts: ['shoulders', 'triceps', 'abs'], primaryCount: 1, machines: ['barbell'],
    level: 4, compound: true, pattern: 'v_push', load: 'barbell',
    ratios: src([0.35, 0.5, 0.75], [0.2, 0.3, 0.55]), // §2.3 overhead_press
    aliases: ['오버헤드 프레스', '밀리터리 프레스', '밀프', 'OHP', '스탠딩 바벨 프레스', '바벨 숄더 프레스'], popularity: 84, videoLink: null,
    description: '바를 어깨너비보다 조금 넓게 잡아 쇄골 앞에 두고, 발은 골반 너비로 벌려 엉덩이와 복부에 힘을 줘요. 숨을 들이마셔 몸통을 단단히 고정한 뒤 턱을 살짝 당겨 바가 얼굴 앞을 지나도록 머리 위로 곧게 밀어 올려요. 바가 머리 위에 오면 숨을 내쉬고, 천천히 쇄골 앞으로 내려요.',
    caution: '허리를 과하게 젖히지 말고 복부에 힘을 주세요.',
  },
  {
    key: 'seated_barbell_shoulder_press', koreanName: '시티드 바벨 숄더 프레스', englishName: 'Seated Barbell Shoulder Press',
    bodyParts: ['shoulders', 'triceps'], primaryCount: 1, machines: ['barbell', 'bench'],
    level: 3, compound: true, pattern: 'v_push', load: 'barbell',
    ratios: est([0.32, 0.45, 0.68], [0.18, 0.27, 0.5]), // ≈ 0.9 × overhead_press
    aliases: ['시티드 밀리터리 프레스', '시티드 오버헤드 프레스'], popularity: 50, videoLink: null,
    description: '등받이를 수직 가까이 세운 벤치에 앉아 등을 붙이고, 바를 어깨너비보다 조금 넓게 잡아 쇄골 앞에서 시작해요. 숨을 들이마셔 복부에 힘을 준 채 바를 머리 위로 곧게 밀어 올리고 숨을 내쉬어요. 바를 천천히 쇄골 앞까지 내려요.',
    caution: '바를 목 뒤로 내리면 어깨를 다치기 쉬워요. 얼굴 앞쪽으로만 내리고 허리를 등받이에 붙이세요.',
  },
  {
    key: 'db_shoulder_press', koreanName: '덤벨 숄더 프레스', englishName: 'Dumbbell Shoulder Press',
    bodyParts: ['shoulders', 'triceps'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: true, pattern: 'v_push', load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.08, 0.12, 0.18]), // §2.3 db_shoulder_press [H], per hand
    aliases: ['덤숄프', '덤벨 숄프', '숄프', '덤벨 오버헤드 프레스', '숄더 프레스'], popularity: 87, videoLink: null,
    description: '등받이를 세운 벤치에 앉아 덤벨을 귀 옆 어깨 높이로 들고 손바닥이 앞을 보게 해요. 숨을 내쉬며 덤벨을 머리 위로 밀어 올리되 위에서 서로 부딪치지 않게 해요. 숨을 들이마시며 팔꿈치가 어깨 높이보다 조금 아래에 올 때까지 천천히 내려요.',
    caution: '허리를 과하게 젖히지 말고 복부에 힘을 주세요.',
  },
  {
    key: 'machine_shoulder_press', koreanName: '머신 숄더 프레스', englishName: 'Machine Shoulder Press',
    bodyParts: ['shoulders', 'triceps'], primaryCount: 1, machines: ['shoulder_press_machine'],
    level: 1, compound: true, pattern: 'v_push', load: 'stack',
    ratios: est([0.3, 0.45, 0.6], [0.18, 0.27, 0.36]), // §2.3 machine_shoulder_press [H]
    aliases: ['숄더 프레스 머신', '머신 숄프', '숄프'], popularity: 75, videoLink: null,
    description: '손잡이가 어깨 높이에 오도록 의자를 맞추고 등을 등받이에 붙여 앉아요. 숨을 내쉬며 손잡이를 머리 위로 밀어 올리되 팔꿈치를 끝까지 잠그지 않아요. 숨을 들이마시며 손잡이를 어깨 높이까지 천천히 내려요.',
    caution: '의자가 너무 낮아 손잡이가 어깨보다 한참 아래에서 시작하면 어깨에 무리가 가요. 허리가 등받이에서 뜨지 않게 하세요.',
  },
  {
    key: 'smith_shoulder_press', koreanName: '스미스 머신 숄더 프레스', englishName: 'Smith Machine Shoulder Press',
    bodyParts: ['shoulders', 'triceps'], primaryCount: 1, machines: ['smith_machine', 'bench'],
    level: 2, compound: true, pattern: 'v_push', load: 'plates_smith',
    ratios: est([0.28, 0.4, 0.6], [0.16, 0.24, 0.44]), // ≈ 0.8 × overhead_press as added plates
    aliases: ['스미스 숄더 프레스', '스미스 숄프', '스미스 밀프'], popularity: 55, videoLink: null,
    description: '등받이를 수직 가까이 세운 벤치를 스미스 머신 아래에 놓고, 바가 얼굴 앞으로 내려오도록 위치를 맞춰 앉아요. 바를 어깨너비보다 조금 넓게 잡아 걸이에서 풀고 숨을 내쉬며 머리 위로 밀어 올려요. 숨을 들이마시며 턱 아래 높이까지 천천히 내려요.',
    caution: '벤치가 너무 앞이나 뒤에 있으면 바가 얼굴 쪽이나 목 뒤로 내려와요. 안전 스토퍼를 먼저 맞추세요.',
  },
  {
    key: 'arnold_press', koreanName: '아놀드 프레스', englishName: 'Arnold Press',
    bodyParts: ['shoulders', 'triceps'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: true, pattern: 'v_push', load: 'dumbbell',
    ratios: est([0.13, 0.19, 0.26], [0.07, 0.1, 0.15]), // ≈ 0.85 × db_shoulder_press, per hand
    aliases: ['아놀드 숄더 프레스', '아놀드'], popularity: 50, videoLink: null,
    description: '벤치에 앉아 손바닥이 얼굴을 보게 덤벨을 턱 앞 높이로 들어요. 숨을 내쉬며 팔을 바깥으로 벌리면서 손바닥이 앞을 보도록 돌려 머리 위로 밀어 올려요. 숨을 들이마시며 같은 궤적을 거꾸로 따라 처음 자세로 돌아와요.',
    caution: '회전 동작 때문에 어깨에 부담이 갈 수 있어요. 일반 숄더 프레스보다 가벼운 무게로 천천히 하세요.',
  },
  {
    key: 'lateral_raise', koreanName: '사이드 레터럴 레이즈', englishName: 'Lateral Raise',
    bodyParts: ['shoulders'], primaryCount: 1, machines: ['dumbbell'],
    level: 2, compound: false, pattern: 'lat_raise', load: 'dumbbell',
    ratios: est([0.05, 0.08, 0.11], [0.03, 0.05, 0.07]), // §2.3 lateral_raise [H], per hand
    aliases: ['사레레', '사이드 레이즈', '레터럴 레이즈', '덤벨 사이드 레터럴 레이즈', '사이드 래터럴 레이즈'], popularity: 92, videoLink: null,
    description: '양손에 덤벨을 들고 서서 팔꿈치를 살짝 굽히고 상체를 아주 약간 앞으로 기울여요. 숨을 내쉬며 팔꿈치로 끌어올린다는 느낌으로 양팔을 옆으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '어깨 높이까지만, 가벼운 무게로 천천히.',
  },
  {
    key: 'cable_lateral_raise', koreanName: '케이블 사이드 레터럴 레이즈', englishName: 'Cable Lateral Raise',
    bodyParts: ['shoulders'], primaryCount: 1, machines: ['cable'],
    level: 2, compound: false, pattern: 'lat_raise', load: 'stack',
    ratios: est([0.04, 0.06, 0.09], [0.025, 0.04, 0.055]), // ≈ 0.8 × lateral_raise, one arm
    aliases: ['케이블 사레레', '케사레', '케이블 레터럴 레이즈'], popularity: 60, videoLink: null,
    description: '케이블 도르래를 가장 낮게 맞추고 기계 옆에 서서 기계에서 먼 쪽 손으로 손잡이를 잡아요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 팔을 옆으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '상체를 기울이며 반동을 쓰지 말고, 어깨가 귀 쪽으로 솟지 않게 가벼운 무게로 하세요.',
  },
  {
    key: 'machine_lateral_raise', koreanName: '머신 사이드 레터럴 레이즈', englishName: 'Machine Lateral Raise',
    bodyParts: ['shoulders'], primaryCount: 1, machines: ['lateral_raise_machine'],
    level: 1, compound: false, pattern: 'lat_raise', load: 'stack',
    ratios: est([0.08, 0.12, 0.17], [0.05, 0.07, 0.1]), // own estimate, both arms on one stack
    aliases: ['머신 사레레', '레터럴 레이즈 머신'], popularity: 45, videoLink: null,
    description: '어깨 관절이 기계의 회전축과 일직선이 되도록 의자 높이를 맞추고 앉아 팔 바깥쪽(팔꿈치 근처)을 패드에 대요. 숨을 내쉬며 팔꿈치로 패드를 밀어 올려 팔이 어깨 높이가 될 때까지 들어요. 숨을 들이마시며 천천히 내려요.',
    caution: '어깨가 귀 쪽으로 솟으면 승모근으로 들게 돼요. 어깨를 내린 채 어깨 높이까지만 올리세요.',
  },
  {
    key: 'front_raise', koreanName: '덤벨 프론트 레이즈', englishName: 'Dumbbell Front Raise',
    bodyParts: ['shoulders'], primaryCount: 1, machines: ['dumbbell'],
    level: 2, compound: false, pattern: 'lat_raise', load: 'dumbbell',
    ratios: est([0.06, 0.09, 0.12], [0.035, 0.055, 0.075]), // ≈ 1.1 × lateral_raise, per hand
    aliases: ['프론트 레이즈', '프레레', '프런트 레이즈'], popularity: 62, videoLink: null,
    description: '양손에 덤벨을 들어 허벅지 앞에 둔 채 곧게 서요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 덤벨을 앞으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '상체를 뒤로 젖혀 반동으로 올리지 말고, 어깨 높이 이상 높이 들지 마세요.',
  },
  {
    key: 'cable_front_raise', koreanName: '케이블 프론트 레이즈', englishName: 'Cable Front Raise',
    bodyParts: ['shoulders'], primaryCount: 1, machines: ['cable'],
    level: 2, compound: false, pattern: 'lat_raise', load: 'stack',
    ratios: est([0.08, 0.12, 0.17], [0.05, 0.07, 0.1]), // ≈ 1.4 × front_raise per hand, both hands on one stack
    aliases: ['로프 프론트 레이즈', '케이블 프런트 레이즈'], popularity: 35, videoLink: null,
    description: '케이블 도르래를 가장 낮게 맞추고 기계를 등지고 서서 다리 사이로 나온 일자 바나 로프를 양손으로 잡아요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 손을 앞으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '상체를 뒤로 젖혀 들어 올리지 말고, 어깨 높이 이상 올리지 마세요.',
  },
  {
    key: 'rear_delt_raise', koreanName: '벤트오버 레터럴 레이즈', englishName: 'Bent-Over Lateral Raise',
    bodyParts: ['shoulders', 'back'], primaryCount: 1, machines: ['dumbbell'],
    level: 2, compound: false, pattern: 'rear_delt', load: 'dumbbell',
    ratios: est([0.04, 0.06, 0.09], [0.025, 0.04, 0.055]), // ≈ 0.8 × lateral_raise, per hand
    aliases: ['벤오레', '리어 델트 레이즈', '덤벨 리어 델트 플라이', '리어 레이즈'], popularity: 58, videoLink: null,
    description: '양손에 덤벨을 들고 무릎을 살짝 굽혀 상체를 바닥과 거의 평행하게 숙이고 허리를 곧게 펴요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양팔을 옆으로 벌려 어깨 높이까지 들어 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '허리가 둥글게 말리지 않게 하고, 반동 없이 가벼운 무게로 어깨 뒤쪽에 집중하세요.',
  },
  {
    key: 'reverse_pec_deck', koreanName: '리버스 펙덱 플라이', englishName: 'Reverse Pec Deck Fly',
    bodyParts: ['shoulders', 'back'], primaryCount: 1, machines: ['pec_deck'],
    level: 1, compound: false, pattern: 'rear_delt', load: 'stack',
    ratios: est([0.15, 0.25, 0.35], [0.09, 0.15, 0.21]), // ≈ 0.6 × pec_deck
    aliases: ['리버스 펙덱', '리버스 플라이', '리어 델트 머신', '리어 델트 플라이'], popularity: 62, videoLink: null,
    description: '펙덱 머신을 마주 보고 앉아 가슴을 패드에 붙이고, 손잡이가 어깨 높이에 오도록 의자를 맞춰요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양팔을 옆으로 크게 벌려 몸통과 일직선이 될 때까지 당겨요. 숨을 들이마시며 천천히 되돌려요.',
    caution: '팔을 몸 뒤로 지나치게 보내거나 어깨를 으쓱하면 승모근과 어깨에 부담이 가요. 가벼운 무게로 하세요.',
  },
  {
    key: 'cable_rear_delt_fly', koreanName: '케이블 리어 델트 플라이', englishName: 'Cable Rear Delt Fly',
    bodyParts: ['shoulders', 'back'], primaryCount: 1, machines: ['cable'],
    level: 2, compound: false, pattern: 'rear_delt', load: 'stack',
    ratios: est([0.05, 0.08, 0.12], [0.03, 0.05, 0.07]), // own estimate, pin number of ONE side's stack
    aliases: ['케이블 리버스 플라이', '케이블 리어 델트'], popularity: 40, videoLink: null,
    description: '양쪽 도르래를 어깨 높이에 맞추고 케이블을 엇갈려 잡아 오른손은 왼쪽, 왼손은 오른쪽 케이블을 쥐어요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양팔을 옆으로 벌려 몸통과 일직선이 될 때까지 당겨요. 숨을 들이마시며 천천히 되돌려요.',
    caution: '어깨를 으쓱하거나 몸을 뒤로 젖히지 말고, 가벼운 무게로 어깨 뒤쪽에 집중하세요.',
  },
  {
    key: 'face_pull', koreanName: '페이스 풀', englishName: 'Face Pull',
    bodyParts: ['shoulders', 'back'], primaryCount: 1, machines: ['cable'],
    level: 2, compound: false, pattern: 'rear_delt', load: 'stack',
    ratios: est([0.15, 0.25, 0.35], [0.09, 0.15, 0.21]), // ≈ reverse_pec_deck
    aliases: ['케이블 페이스 풀'], popularity: 56, videoLink: null,
    description: '케이블 도르래를 얼굴 높이에 맞추고 로프를 엄지가 뒤를 향하게 잡은 뒤 한두 걸음 물러나요. 숨을 내쉬며 팔꿈치를 높이 든 채 로프를 얼굴 쪽으로 당기면서 양손을 귀 옆으로 벌려요. 숨을 들이마시며 천천히 팔을 펴요.',
    caution: '무게가 무거우면 몸통이 뒤로 젖혀지고 승모근만 쓰게 돼요. 가벼운 무게로 팔꿈치를 높게 유지하세요.',
  },
  {
    key: 'upright_row', koreanName: '바벨 업라이트 로우', englishName: 'Barbell Upright Row',
    bodyParts: ['shoulders', 'back'], primaryCount: 1, machines: ['barbell'],
    level: 2, compound: true, pattern: 'lat_raise', load: 'barbell',
    ratios: est([0.25, 0.35, 0.5], [0.15, 0.21, 0.3]), // ≈ 0.7 × overhead_press
    aliases: ['업라이트 로우', '바벨 업라이트'], popularity: 52, videoLink: null,
    description: '바를 어깨너비 정도로 잡고 허벅지 앞에 둔 채 곧게 서요. 숨을 내쉬며 팔꿈치를 옆으로 높이 들어 바를 몸에 가깝게 가슴 높이까지 끌어올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '손을 너무 좁게 잡거나 바를 턱까지 높이 올리면 어깨 충돌 증후군 위험이 커요. 가슴 높이까지만 올리세요.',
  },
  {
    key: 'pike_push_up', koreanName: '파이크 푸시업', englishName: 'Pike Push-up',
    bodyParts: ['shoulders', 'triceps'], primaryCount: 1, machines: [],
    level: 2, compound: true, pattern: 'v_push', load: 'bodyweight', ratios: null,
    aliases: ['파이크 푸쉬업'], popularity: 35, videoLink: null,
    description: '푸시업 자세에서 엉덩이를 높이 들어 몸이 뒤집힌 V자가 되게 하고 손은 어깨너비로 짚어요. 숨을 들이마시며 팔꿈치를 굽혀 정수리가 손 사이 바닥 쪽으로 향하도록 내려가요. 숨을 내쉬며 바닥을 밀어 올라와요.',
    caution: '머리가 바닥에 부딪치지 않게 천천히 내려가고, 손목이 아프면 손목 준비 운동을 먼저 하세요.',
  },
];
