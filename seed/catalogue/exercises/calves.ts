import type { ExerciseSeed } from '../types';
import { est } from './helpers';

// Exercises whose first primary body part is the calves.
export const CALVES: ExerciseSeed[] = [
  {
    key: 'standing_calf_raise', koreanName: '스탠딩 카프 레이즈', englishName: 'Standing Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['calf_raise_machine'],
    level: 1, compound: false, pattern: 'calf', load: 'stack',
    ratios: est([0.5, 0.8, 1.1], [0.35, 0.55, 0.75]), // own estimate
    aliases: ['카프 레이즈', '머신 카프 레이즈', '스탠딩 카프'], popularity: 70, videoLink: null,
    description: '스탠딩 카프 레이즈 머신의 어깨 패드 아래에 서서 발 앞쪽을 발판 끝에 올리고 뒤꿈치는 발판 밖으로 빼요. 무릎을 편 상태(잠그지 않고 살짝 풀어서)로 숨을 들이마시며 뒤꿈치를 발판보다 낮게 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
    caution: '반동으로 튕기듯 하면 아킬레스건에 무리가 가요. 아래에서 잠깐 멈추고 끝까지 천천히 올라가세요.',
  },
  {
    key: 'seated_calf_raise', koreanName: '시티드 카프 레이즈', englishName: 'Seated Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['seated_calf_raise'],
    level: 1, compound: false, pattern: 'calf', load: 'plates',
    ratios: est([0.3, 0.45, 0.65], [0.2, 0.3, 0.45]), // ≈ 0.6 × standing_calf_raise as added plates
    aliases: ['시티드 카프', '앉아서 카프 레이즈'], popularity: 50, videoLink: null,
    description: '시티드 카프 레이즈 머신에 앉아 무릎 위에 패드를 대고 발 앞쪽을 발판 끝에 올려요. 안전 레버를 풀고 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 밀어 올려요.',
    caution: '끝나면 안전 레버를 다시 걸고 일어나세요. 반동 없이 전체 범위로 천천히 하세요.',
  },
  {
    key: 'leg_press_calf_raise', koreanName: '레그 프레스 카프 레이즈', englishName: 'Leg Press Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['leg_press'],
    level: 1, compound: false, pattern: 'calf', load: 'plates',
    ratios: est([0.75, 1.0, 1.25], [0.5, 0.75, 1.0]), // ≈ 0.5 × leg_press
    aliases: ['레그 프레스 카프', '토 프레스'], popularity: 45, videoLink: null,
    description: '레그 프레스에 앉아 발 앞쪽만 발판 아래쪽 끝에 걸치고, 무릎을 편 상태(잠그지 않고 살짝 풀어서)로 발판을 밀어 올려요. 숨을 들이마시며 발목을 굽혀 발판을 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 발판을 최대한 밀어요.',
    caution: '발이 미끄러지면 발판이 내려와 위험해요. 발 앞쪽을 발판에 단단히 걸고 가벼운 무게로 시작하세요.',
  },
  {
    key: 'smith_calf_raise', koreanName: '스미스 머신 카프 레이즈', englishName: 'Smith Machine Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['smith_machine'],
    level: 2, compound: false, pattern: 'calf', load: 'plates_smith',
    ratios: est([0.4, 0.6, 0.9], [0.27, 0.4, 0.6]), // ≈ 0.8 × standing_calf_raise as added plates
    aliases: ['스미스 카프 레이즈', '스미스 카프'], popularity: 40, videoLink: null,
    description: '스미스 머신 바를 승모근 위에 얹고 발 앞쪽을 원판이나 스텝 위에 올려 뒤꿈치가 떠 있게 서요. 바를 걸이에서 풀고 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가요.',
    caution: '발 밑 받침이 미끄러지지 않는지 확인하고, 안전 스토퍼를 맞춘 뒤 반동 없이 하세요.',
  },
  {
    key: 'barbell_calf_raise', koreanName: '바벨 카프 레이즈', englishName: 'Barbell Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['barbell', 'squat_rack'],
    level: 3, compound: false, pattern: 'calf', load: 'barbell',
    ratios: est([0.5, 0.75, 1.0], [0.35, 0.5, 0.7]), // ≈ standing_calf_raise, bar included
    aliases: ['스탠딩 바벨 카프 레이즈'], popularity: 25, videoLink: null,
    description: '스쿼트 랙에서 바를 승모근 위에 얹고 물러나 발을 골반 너비로 벌려 서요. 숨을 내쉬며 무릎을 편 채 발끝으로 최대한 높이 올라가 잠깐 멈춰요. 숨을 들이마시며 뒤꿈치를 천천히 내려요.',
    caution: '바를 짊어지면 균형을 잃기 쉬워요. 가벼운 무게로 시작하고, 안전바를 맞추거나 스미스 머신을 쓰세요.',
  },
  {
    key: 'db_calf_raise', koreanName: '덤벨 카프 레이즈', englishName: 'Dumbbell Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['dumbbell'],
    level: 2, compound: false, pattern: 'calf', load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.1, 0.15, 0.2]), // own estimate, per hand
    aliases: ['덤벨 스탠딩 카프 레이즈'], popularity: 40, videoLink: null,
    description: '양손에 덤벨을 들고 발 앞쪽을 계단이나 원판 위에 올려 뒤꿈치가 떠 있게 서요. 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
    caution: '발 밑 받침이 미끄럽지 않은지 확인하고, 반동 없이 전체 범위로 천천히 하세요.',
  },
  {
    key: 'seated_db_calf_raise', koreanName: '덤벨 시티드 카프 레이즈', englishName: 'Seated Dumbbell Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: ['dumbbell', 'bench'],
    level: 2, compound: false, pattern: 'calf', load: 'dumbbell',
    ratios: est([0.12, 0.18, 0.25], [0.08, 0.12, 0.17]), // ≈ 0.8 × db_calf_raise, one dumbbell per knee
    aliases: ['앉아서 덤벨 카프 레이즈'], popularity: 20, videoLink: null,
    description: '벤치에 앉아 발 앞쪽을 원판이나 스텝 위에 올리고, 덤벨을 무릎 위에 세워 손으로 눌러 잡아요. 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 밀어 올려요.',
    caution: '덤벨이 무릎에서 미끄러지지 않게 단단히 잡고, 반동 없이 천천히 하세요.',
  },
  {
    key: 'bodyweight_calf_raise', koreanName: '맨몸 카프 레이즈', englishName: 'Bodyweight Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: [],
    level: 1, compound: false, pattern: 'calf', load: 'bodyweight', ratios: null,
    aliases: ['까치발 들기', '발뒤꿈치 들기'], popularity: 50, videoLink: null,
    description: '발을 골반 너비로 벌리고 바닥이나 계단 끝에 서서 벽을 가볍게 짚어요. 숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요. 숨을 들이마시며 뒤꿈치를 천천히 내려요.',
    caution: '발목이 바깥으로 꺾이지 않게 엄지발가락 쪽에 체중을 두고 천천히 하세요.',
  },
  {
    key: 'single_leg_calf_raise', koreanName: '싱글 레그 카프 레이즈', englishName: 'Single-Leg Calf Raise',
    bodyParts: ['calves'], primaryCount: 1, machines: [],
    level: 2, compound: false, pattern: 'calf', load: 'bodyweight', ratios: null,
    aliases: ['한발 카프 레이즈', '외발 카프 레이즈'], popularity: 30, videoLink: null,
    description: '계단 끝에 한 발의 앞쪽만 올리고 다른 발은 뒤로 들어 벽이나 난간을 짚어요. 숨을 들이마시며 뒤꿈치를 계단보다 낮게 천천히 내려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '계단에서 미끄러지지 않게 난간을 꼭 잡고, 아킬레스건이 아프면 범위를 줄이세요.',
  },
];
