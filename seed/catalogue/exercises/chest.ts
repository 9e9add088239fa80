import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the chest (ratios: docs/training-science.md §2.3).
export const CHEST: ExerciseSeed[] = [
  {
    key: 'bench_press',
    koreanName: '바벨 벤치 프레스',
    englishName: 'Barbell Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['barbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'h_push',
    load: 'barbell',
    ratios: src([0.5, 0.75, 1.0], [0.3, 0.45, 0.65]), // §2.3 bench_press
    aliases: ['벤치', '벤치 프레스', '벤프', '플랫 벤치 프레스', '바벨 벤치', 'BP'],
    popularity: 98,
    videoLink: null,
    description:
      '벤치에 누워 눈이 바 바로 아래에 오도록 자리를 잡고, 어깨뼈를 모아 내린 채 발바닥으로 바닥을 단단히 디뎌요. 어깨너비보다 조금 넓게 바를 잡고, 숨을 들이마신 채 가슴 중간(명치 위)으로 천천히 내려요. 바가 가슴에 살짝 닿으면 숨을 내쉬며 바를 밀어 올려요.',
    caution: '어깨뼈를 모으고 손목을 세우세요. 안전바 또는 보조자를 두세요.',
    howTo: {
      setup: [
        '벤치에 누워 눈이 바 바로 아래에 오게 자리를 잡아요.',
        '어깨뼈를 모아 내리고, 발바닥 전체로 바닥을 디뎌요.',
        '어깨너비보다 한 뼘 넓게 바를 잡고 손목을 세워요.',
      ],
      steps: [
        '팔을 펴서 바를 어깨 위로 들어 올려요.',
        '팔꿈치를 몸통에서 45도쯤 벌린 채 바를 가슴 중간으로 천천히 내려요.',
        '바가 가슴에 살짝 닿으면 발로 바닥을 밀듯 힘을 주며 바를 처음 자리로 밀어 올려요.',
      ],
      breathing: '내리기 전에 숨을 크게 들이마시고 참았다가, 바를 밀어 올리며 내쉬어요.',
      mistakes: [
        '엉덩이가 벤치에서 뜨면 허리에 무리가 가요. 엉덩이는 끝까지 벤치에 붙여요.',
        '팔꿈치를 옆으로 90도 벌리면 어깨를 다치기 쉬워요. 45도쯤으로 모아요.',
        '바를 가슴에 튕기지 말고, 닿는 순간 멈췄다가 밀어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [36, 146], length: 112 },
        { kind: 'barbell', machine: 'barbell' },
      ],
      keyframes: [
        {
          pose: { trunk: -90, arm: [180, 180], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [127, 180], leg: [75, -31, 90], scale: { upperArm: 0.28, upperArm2: 0.28 } },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -90, arm: [35, 180], leg: [75, -31, 90], scale: { upperArm: 0.8, upperArm2: 0.8 } },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'incline_bench_press',
    koreanName: '인클라인 바벨 벤치 프레스',
    englishName: 'Incline Barbell Bench Press',
    bodyParts: ['chest', 'shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['barbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'h_push',
    load: 'barbell',
    ratios: est([0.43, 0.64, 0.85], [0.26, 0.38, 0.55]), // ≈ 0.85 × bench_press
    aliases: ['인클라인 벤치', '인클라인 벤치 프레스', '인벤', '인클 벤치'],
    popularity: 80,
    videoLink: null,
    description:
      '등받이를 30~45도로 세운 벤치에 누워 어깨뼈를 모으고 가슴을 살짝 들어요. 어깨너비보다 조금 넓게 바를 잡고 숨을 들이마시며 쇄골 아래 윗가슴으로 천천히 내려요. 숨을 내쉬며 바를 어깨 위 수직 방향으로 밀어 올려요.',
    caution: '등받이를 너무 세우면 어깨에 부담이 몰려요. 30~45도를 지키고 안전바 또는 보조자를 두세요.',
    howTo: {
      setup: [
        '등받이를 30~45도로 세우고, 누웠을 때 눈이 바 바로 아래에 오게 앉아요.',
        '어깨뼈를 모아 내리고 가슴을 살짝 든 채 발바닥으로 바닥을 디뎌요.',
        '어깨너비보다 조금 넓게 바를 잡고 손목을 세워요.',
      ],
      steps: [
        '바를 걸이에서 들어 어깨 위로 팔을 곧게 펴요.',
        '팔꿈치를 몸통에서 45도쯤 벌린 채 바를 쇄골 아래 윗가슴으로 천천히 내려요.',
        '바가 윗가슴에 살짝 닿으면 어깨 위 수직 방향으로 밀어 올려요.',
      ],
      breathing: '바를 윗가슴으로 내리며 숨을 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '등받이를 45도보다 세우면 어깨에 부담이 몰려요. 30~45도에 맞춰요.',
        '바를 배 쪽으로 내리면 윗가슴이 덜 쓰여요. 쇄골 아래 윗가슴으로 내려요.',
        '엉덩이를 들어 가슴을 세우지 말고, 엉덩이는 의자에 붙여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [46, 92], length: 70, angle: -40 },
        { kind: 'box', id: 'seat', at: [110, 142], w: 28, h: 8 },
        { kind: 'line', from: [110, 146], to: [110, 188] },
        { kind: 'barbell', machine: 'barbell' },
      ],
      keyframes: [
        {
          pose: { trunk: -130, arm: [165.2, 178.7], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -130, arm: [103.4, 214.2], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -130, arm: [32.1, 179.3], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'decline_bench_press',
    koreanName: '디클라인 바벨 벤치 프레스',
    englishName: 'Decline Barbell Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['barbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'h_push',
    load: 'barbell',
    ratios: est([0.48, 0.71, 0.95], [0.29, 0.43, 0.62]), // ≈ 0.95 × bench_press (conservative)
    aliases: ['디클라인 벤치', '디클라인 벤치 프레스', '디클 벤치'],
    popularity: 45,
    videoLink: null,
    description:
      '디클라인 벤치에 발목을 고정하고 머리가 아래로 가도록 누워요. 어깨너비보다 조금 넓게 바를 잡고 숨을 들이마시며 아랫가슴 쪽으로 천천히 내려요. 숨을 내쉬며 바를 밀어 올리고, 끝에서 팔꿈치를 세게 잠그지 않아요.',
    caution: '머리가 아래로 향해 혈압이 오르기 쉬우니 숨을 참지 말고, 반드시 보조자나 안전바를 두세요.',
    howTo: {
      setup: ['디클라인 벤치에 누워 발목을 패드 아래에 걸고, 머리가 아래로 가게 자리를 잡아요.', '어깨뼈를 모아 내리고, 어깨너비보다 조금 넓게 바를 잡아요.'],
      steps: [
        '바를 걸이에서 들어 아랫가슴 위로 팔을 펴요.',
        '바를 아랫가슴 쪽으로 천천히 내려 살짝 닿게 해요.',
        '바를 밀어 올리고, 끝에서 팔꿈치를 세게 잠그지 않아요.',
      ],
      breathing: '내리며 들이마시고 올리며 내쉬어요. 머리가 아래에 있으니 숨을 오래 참지 않아요.',
      mistakes: [
        '바를 목이나 가슴 위쪽으로 내리면 어깨에 무리가 가요. 아랫가슴으로 내려요.',
        '혼자 무겁게 하면 바를 되걸기 어려워요. 보조자나 안전바를 두고 해요.',
        '끝나고 벌떡 일어나면 어지러울 수 있어요. 바를 걸고 잠시 쉬었다 천천히 일어나요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [30, 151], length: 104, angle: 20 },
        { kind: 'line', from: [139, 146], to: [139, 188] },
        { kind: 'disc', id: 'roller', at: [139, 146], r: 5, tone: 'pad' },
        { kind: 'barbell', machine: 'barbell' },
      ],
      keyframes: [
        {
          pose: { trunk: -70, arm: [159, 180.1], leg: [110, 0, 80] },
          at: ['upperBack', 60, 140],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['ankle', 'roller'],
          ],
        },
        {
          pose: { trunk: -70, arm: [114.3, 213.6], leg: [110, 0, 80] },
          at: ['upperBack', 60, 140],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['ankle', 'roller'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -70, arm: [76.5, 217.9], leg: [110, 0, 80] },
          at: ['upperBack', 60, 140],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['ankle', 'roller'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_bench_press',
    koreanName: '덤벨 벤치 프레스',
    englishName: 'Dumbbell Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'dumbbell',
    ratios: est([0.2, 0.3, 0.4], [0.12, 0.18, 0.26]), // §2.3 db_bench_press [H], per hand
    aliases: ['덤벤', '덤벨 프레스', '덤벨 체스트 프레스', '플랫 덤벨 프레스'],
    popularity: 88,
    videoLink: null,
    description:
      '덤벨을 허벅지 위에 세워 들고 벤치에 누우면서 무릎으로 밀어 가슴 옆으로 가져와요. 어깨뼈를 모은 채 숨을 들이마시며 팔꿈치를 몸통에서 45도 정도 벌려 덤벨을 가슴 옆까지 천천히 내려요. 숨을 내쉬며 덤벨을 가슴 위로 모으듯 밀어 올려요.',
    caution: '덤벨은 가슴 옆으로 천천히 내리고, 내려놓을 때 무릎 위로 먼저 옮기세요.',
    howTo: {
      setup: [
        '덤벨을 허벅지 위에 세워 들고 벤치 끝에 앉아요.',
        '누우면서 무릎으로 덤벨을 밀어 올려 가슴 옆으로 가져와요.',
        '어깨뼈를 모으고 발바닥 전체로 바닥을 디뎌요.',
      ],
      steps: [
        '팔을 펴서 덤벨을 가슴 위로 들어 올려요.',
        '팔꿈치를 몸통에서 45도쯤 벌린 채 덤벨을 가슴 옆까지 천천히 내려요.',
        '덤벨이 가슴 위에서 가까워지도록 모으듯 밀어 올려요.',
      ],
      breathing: '덤벨을 내리며 숨을 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '덤벨을 떨어뜨리듯 빠르게 내리면 어깨를 다치기 쉬워요. 가슴 옆까지 천천히 내려요.',
        '끝나고 덤벨을 옆으로 떨어뜨리지 말고, 무릎 위로 먼저 옮긴 뒤 일어나요.',
        '위에서 덤벨끼리 부딪치게 모으면 가슴의 긴장이 풀려요. 닿기 직전에 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [36, 146], length: 112 },
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand' },
      ],
      keyframes: [
        {
          pose: { trunk: -90, arm: [170, 188], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [100, 214], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -90, arm: [40, 185], leg: [75, -31, 90], scale: { upperArm: 0.8, upperArm2: 0.8 } },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'incline_db_bench_press',
    koreanName: '인클라인 덤벨 벤치 프레스',
    englishName: 'Incline Dumbbell Bench Press',
    bodyParts: ['chest', 'shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'dumbbell',
    ratios: est([0.17, 0.26, 0.34], [0.1, 0.15, 0.22]), // ≈ 0.85 × db_bench_press, per hand
    aliases: ['인덤벤', '인클라인 덤벨 프레스', '인클 덤벨', '인클라인 덤벨'],
    popularity: 85,
    videoLink: null,
    description:
      '등받이를 30~45도로 세운 벤치에 덤벨을 무릎 위에 올린 채 앉았다가, 누우면서 덤벨을 어깨 앞으로 가져와요. 어깨뼈를 모으고 숨을 들이마시며 덤벨을 윗가슴 옆까지 천천히 내려요. 숨을 내쉬며 덤벨이 가슴 위에서 모이도록 밀어 올려요.',
    caution: '팔꿈치를 어깨와 일직선이 될 만큼 옆으로 벌리지 말고, 끝나면 덤벨을 무릎 위로 먼저 옮기세요.',
    howTo: {
      setup: [
        '등받이를 30~45도로 세우고, 덤벨을 무릎 위에 세운 채 앉아요.',
        '등을 대고 누우면서 무릎으로 밀어 덤벨을 어깨 앞으로 가져와요.',
        '어깨뼈를 모으고 발바닥으로 바닥을 디뎌요.',
      ],
      steps: [
        '팔을 펴서 덤벨을 윗가슴 위로 들어 올려요.',
        '팔꿈치를 몸통에서 45도쯤 벌린 채 덤벨을 윗가슴 옆까지 천천히 내려요.',
        '덤벨이 가슴 위에서 모이도록 밀어 올려요.',
      ],
      breathing: '덤벨을 윗가슴 옆으로 내리며 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '팔꿈치를 어깨와 일직선이 되게 옆으로 벌리면 어깨가 아파요. 45도쯤으로 모아요.',
        '등받이를 45도보다 세우면 어깨 운동에 가까워져요. 30~45도로 맞춰요.',
        '끝나고 덤벨을 옆으로 떨어뜨리지 말고, 무릎 위로 먼저 옮겨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [46, 92], length: 70, angle: -40 },
        { kind: 'box', id: 'seat', at: [110, 142], w: 28, h: 8 },
        { kind: 'line', from: [110, 146], to: [110, 188] },
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand' },
      ],
      keyframes: [
        {
          pose: { trunk: -130, arm: [165.2, 178.7], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -130, arm: [103.4, 214.2], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -130, arm: [6.2, 158], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'chest_press_machine',
    koreanName: '머신 체스트 프레스',
    englishName: 'Machine Chest Press',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['chest_press_machine'],
    level: 1,
    compound: true,
    pattern: 'h_push',
    load: 'stack',
    ratios: est([0.4, 0.6, 0.8], [0.25, 0.36, 0.5]), // §2.3 chest_press_machine [H]
    aliases: ['체스트 프레스', '체스트 프레스 머신', '시티드 체스트 프레스'],
    popularity: 76,
    videoLink: null,
    description:
      '손잡이가 가슴 중간 높이에 오도록 의자 높이를 맞추고 등을 등받이에 붙여 앉아요. 숨을 내쉬며 손잡이를 앞으로 밀되 팔꿈치를 끝까지 잠그지 않아요. 숨을 들이마시며 가슴이 늘어나는 느낌이 들 때까지 천천히 되돌아와요.',
    caution: '손잡이가 가슴 중간 높이에 오도록 의자를 맞추세요.',
    howTo: {
      setup: [
        '손잡이가 가슴 중간 높이에 오도록 의자 높이를 맞춰요.',
        '등과 엉덩이를 등받이에 붙여 앉고, 발바닥으로 바닥을 디뎌요.',
        '손잡이를 잡고 어깨를 내린 채 가슴을 펴요.',
      ],
      steps: [
        '손잡이를 가슴 옆에서 앞으로 곧게 밀어요.',
        '팔이 거의 펴지면 팔꿈치를 잠그지 말고 잠깐 멈춰요.',
        '가슴이 늘어나는 느낌이 들 때까지 천천히 되돌아와요.',
      ],
      breathing: '손잡이를 밀며 숨을 내쉬고, 되돌아오며 들이마셔요.',
      mistakes: [
        '의자가 너무 낮거나 높으면 어깨에 부담이 가요. 손잡이를 가슴 중간 높이에 맞춰요.',
        '밀 때 등이 등받이에서 떨어지면 반동이 생겨요. 등을 붙인 채 밀어요.',
        '끝에서 팔꿈치를 쭉 잠그지 말고 살짝 굽힌 채 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'chest_press_machine', from: [58, 36], to: [58, 188] },
        { kind: 'line', machine: 'chest_press_machine', from: [58, 36], to: [104, 30] },
        { kind: 'line', from: [74, 150], to: [74, 188] },
        { kind: 'box', machine: 'chest_press_machine', id: 'back', at: [62.2, 110.2], w: 8, h: 56, angle: -5 },
        { kind: 'box', machine: 'chest_press_machine', id: 'seat', at: [74, 146], w: 34, h: 8 },
        { kind: 'line', machine: 'chest_press_machine', from: [104, 30], to: { from: 'hand', dy: -5 }, width: 4, tone: 'metal' },
        {
          kind: 'line',
          machine: 'chest_press_machine',
          id: 'handle',
          from: { from: 'hand', dy: -6 },
          to: { from: 'hand', dy: 6 },
          width: 5,
          tone: 'metal',
          front: true,
        },
      ],
      keyframes: [
        {
          pose: { trunk: -175, arm: [-4.1, 127.1], leg: [78.5, 12.5, 90] },
          at: ['butt', 72, 142],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['hand', 'handle'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -175, arm: [75, 86], leg: [78.5, 12.5, 90] },
          at: ['butt', 72, 142],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['hand', 'handle'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'pec_deck',
    koreanName: '펙덱 플라이',
    englishName: 'Pec Deck Fly',
    bodyParts: ['chest', 'shoulders'],
    primaryCount: 1,
    machines: ['pec_deck'],
    level: 1,
    compound: false,
    pattern: 'fly',
    load: 'stack',
    ratios: est([0.25, 0.4, 0.55], [0.15, 0.24, 0.33]), // §2.3 pec_deck [H]
    aliases: ['펙덱', '버터플라이', '체스트 플라이 머신', '머신 플라이'],
    popularity: 74,
    videoLink: null,
    description:
      '손잡이가 가슴 높이에 오도록 의자를 맞추고 등과 머리를 등받이에 붙여 앉아요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 큰 원을 그리듯 양팔을 가슴 앞으로 모아요. 숨을 들이마시며 가슴이 늘어나는 데까지만 천천히 벌려요.',
    caution: '팔을 몸 뒤로 너무 멀리 벌리면 어깨 앞쪽이 다칠 수 있어요. 가슴을 편 채 늘어나는 데까지만 벌리세요.',
    howTo: {
      setup: ['손잡이가 가슴 높이에 오도록 의자 높이를 맞춰요.', '등과 머리를 등받이에 붙여 앉고, 팔꿈치를 살짝 굽혀 양쪽 손잡이를 잡아요.'],
      steps: [
        '가슴을 편 채 큰 원을 그리듯 양팔을 가슴 앞으로 모아요.',
        '손잡이가 만나면 가슴을 조이며 잠깐 멈춰요.',
        '가슴이 늘어나는 데까지만 천천히 팔을 벌려요.',
      ],
      breathing: '팔을 모으며 숨을 내쉬고, 벌리며 들이마셔요.',
      mistakes: [
        '팔을 몸 뒤로 너무 멀리 벌리면 어깨 앞쪽이 다쳐요. 가슴이 늘어나는 데까지만 벌려요.',
        '등이 등받이에서 떨어지고 어깨가 앞으로 말리면 가슴이 덜 쓰여요. 등을 붙여요.',
        '무게에 끌려가듯 빨리 벌리지 말고, 버티면서 천천히 벌려요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'line', machine: 'pec_deck', from: [70, 34], to: [130, 34] },
        { kind: 'line', machine: 'pec_deck', from: [84, 34], to: [84, 76] },
        { kind: 'line', machine: 'pec_deck', from: [116, 34], to: [116, 76] },
        { kind: 'box', machine: 'pec_deck', id: 'back', at: [100, 92], w: 34, h: 76 },
        { kind: 'line', from: [100, 140], to: [100, 188] },
        { kind: 'box', machine: 'pec_deck', id: 'seat', at: [100, 136], w: 44, h: 8 },
        { kind: 'line', machine: 'pec_deck', from: [84, 76], to: 'hand', width: 4, tone: 'metal' },
        { kind: 'line', machine: 'pec_deck', from: [116, 76], to: 'hand2', width: 4, tone: 'metal' },
        { kind: 'disc', machine: 'pec_deck', id: 'handle', at: 'hand', r: 4, front: true },
        { kind: 'disc', machine: 'pec_deck', id: 'handle2', at: 'hand2', r: 4, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-78, -88], leg: [-15, -4, 90], scale: { thigh: 0.4, thigh2: 0.4 } },
          at: ['pelvis', 100, 126],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: {
            trunk: 180,
            arm: [-80, -88],
            leg: [-15, -4, 90],
            scale: { thigh: 0.4, thigh2: 0.4, upperArm: 0.7, forearm: 0.7, upperArm2: 0.7, forearm2: 0.7 },
          },
          at: ['pelvis', 100, 126],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: {
            trunk: 180,
            arm: [-85, -90],
            leg: [-15, -4, 90],
            scale: { thigh: 0.4, thigh2: 0.4, upperArm: 0.2, forearm: 0.25, upperArm2: 0.2, forearm2: 0.25 },
          },
          at: ['pelvis', 100, 126],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: {
            trunk: 180,
            arm: [45, 80],
            leg: [-15, -4, 90],
            scale: { thigh: 0.4, thigh2: 0.4, upperArm: 0.4, forearm: 0.25, upperArm2: 0.4, forearm2: 0.25 },
          },
          at: ['pelvis', 100, 126],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_fly',
    koreanName: '덤벨 플라이',
    englishName: 'Dumbbell Fly',
    bodyParts: ['chest', 'shoulders'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'fly',
    load: 'dumbbell',
    ratios: est([0.1, 0.15, 0.2], [0.06, 0.09, 0.13]), // ≈ 0.5 × db_bench_press, per hand
    aliases: ['플랫 덤벨 플라이', '덤벨 체스트 플라이'],
    popularity: 66,
    videoLink: null,
    description:
      '벤치에 누워 덤벨을 가슴 위로 들고 손바닥이 서로 마주 보게 해요. 팔꿈치를 살짝 굽힌 각도를 유지한 채 숨을 들이마시며 양팔을 옆으로 원을 그리듯 천천히 벌려요. 가슴이 충분히 늘어나면 숨을 내쉬며 같은 궤적으로 덤벨을 모아요.',
    caution: '팔을 어깨선 아래로 너무 깊이 내리거나 팔꿈치를 쭉 펴면 어깨와 팔꿈치에 무리가 가요. 가벼운 무게로 하세요.',
    howTo: {
      setup: ['벤치에 누워 덤벨을 가슴 위로 들고, 손바닥이 서로 마주 보게 해요.', '팔꿈치를 살짝 굽히고 어깨뼈를 모아요.'],
      steps: [
        '팔꿈치 각도를 그대로 둔 채 양팔을 옆으로 원을 그리듯 천천히 벌려요.',
        '가슴이 충분히 늘어나면 멈춰요.',
        '같은 궤적으로 끌어안듯 덤벨을 가슴 위로 모아요.',
      ],
      breathing: '팔을 벌리며 숨을 들이마시고, 모으며 내쉬어요.',
      mistakes: [
        '팔꿈치를 쭉 펴면 팔꿈치에 무리가 가요. 살짝 굽힌 각도를 끝까지 지켜요.',
        '팔을 어깨선 아래로 너무 깊이 내리면 어깨를 다쳐요. 가슴이 늘어나는 데까지만 내려요.',
        '무거운 덤벨로 팔꿈치를 굽혔다 펴면 프레스가 돼요. 가벼운 무게로 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [36, 146], length: 112 },
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand' },
      ],
      keyframes: [
        {
          pose: { trunk: -90, arm: [178, 184], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [180, 186], leg: [75, -31, 90], scale: { upperArm: 0.6, forearm: 0.6, upperArm2: 0.6, forearm2: 0.6 } },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -90, arm: [170, 182], leg: [75, -31, 90], scale: { upperArm: 0.2, forearm: 0.4, upperArm2: 0.2, forearm2: 0.4 } },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -90, arm: [10, 172], leg: [75, -31, 90], scale: { upperArm: 0.4, forearm: 0.3, upperArm2: 0.4, forearm2: 0.3 } },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'incline_db_fly',
    koreanName: '인클라인 덤벨 플라이',
    englishName: 'Incline Dumbbell Fly',
    bodyParts: ['chest', 'shoulders'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'fly',
    load: 'dumbbell',
    ratios: est([0.09, 0.13, 0.18], [0.05, 0.08, 0.12]), // ≈ 0.9 × db_fly, per hand
    aliases: ['인클라인 플라이', '인클 플라이'],
    popularity: 55,
    videoLink: null,
    description:
      '등받이를 30도 정도로 세운 벤치에 누워 덤벨을 윗가슴 위로 들어요. 팔꿈치를 살짝 굽힌 채 숨을 들이마시며 양팔을 옆으로 천천히 벌려 윗가슴을 늘려요. 숨을 내쉬며 가슴 위로 끌어안듯 덤벨을 모아요.',
    caution: '어깨 앞이 당길 만큼 깊이 내리지 말고, 팔꿈치 각도를 고정한 채 가벼운 무게로 하세요.',
    howTo: {
      setup: ['등받이를 30도 정도로 세운 벤치에 누워 덤벨을 윗가슴 위로 들어요.', '손바닥이 서로 마주 보게 하고 팔꿈치를 살짝 굽혀요.'],
      steps: ['팔꿈치 각도를 고정한 채 양팔을 옆으로 천천히 벌려 윗가슴을 늘려요.', '어깨 앞이 당기기 전에 멈춰요.', '끌어안듯 덤벨을 윗가슴 위로 모아요.'],
      breathing: '양팔을 벌릴 때 숨을 들이마시고, 덤벨을 모을 때 내쉬어요.',
      mistakes: [
        '어깨 앞이 당길 만큼 깊이 내리면 다치기 쉬워요. 윗가슴이 늘어나는 데까지만 내려요.',
        '무거운 덤벨로 팔꿈치를 굽혔다 펴면 프레스가 돼요. 가벼운 무게로 각도를 지켜요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [46, 92], length: 70, angle: -40 },
        { kind: 'box', id: 'seat', at: [110, 142], w: 28, h: 8 },
        { kind: 'line', from: [110, 146], to: [110, 188] },
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand' },
      ],
      keyframes: [
        {
          pose: { trunk: -130, arm: [172, 180], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -130, arm: [170, 178], leg: [71.4, 10.6, 90], scale: { upperArm: 0.6, forearm: 0.6, upperArm2: 0.6, forearm2: 0.6 } },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -130, arm: [135, 160], leg: [71.4, 10.6, 90], scale: { upperArm: 0.2, forearm: 0.4, upperArm2: 0.2, forearm2: 0.4 } },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -130, arm: [-40, 130], leg: [71.4, 10.6, 90], scale: { upperArm: 0.4, forearm: 0.3, upperArm2: 0.4, forearm2: 0.3 } },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_crossover',
    koreanName: '케이블 크로스오버',
    englishName: 'Cable Crossover',
    bodyParts: ['chest', 'shoulders'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'fly',
    load: 'stack',
    ratios: est([0.12, 0.18, 0.25], [0.07, 0.11, 0.15]), // own estimate, pin number of ONE side's stack
    aliases: ['케크', '케이블 플라이', '크로스오버', '케이블 크로스'],
    popularity: 75,
    videoLink: null,
    description:
      '양쪽 도르래를 어깨보다 높게 맞추고 손잡이를 잡은 뒤 한 발 앞으로 나와 상체를 살짝 숙여요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양손을 배꼽 앞쪽으로 모아 가슴을 조여요. 숨을 들이마시며 가슴이 늘어나는 데까지만 천천히 되돌려요.',
    caution: '무게에 끌려 팔이 뒤로 과하게 넘어가면 어깨를 다칠 수 있어요. 반동 없이 천천히 되돌리세요.',
    howTo: {
      setup: ['양쪽 도르래를 어깨보다 높게 맞추고 손잡이를 하나씩 잡아요.', '두 기둥 가운데에서 한 발 앞으로 나와 서고, 상체를 살짝 앞으로 숙여요.'],
      steps: [
        '팔꿈치를 살짝 굽힌 채 양팔을 옆으로 벌려 가슴을 펴요.',
        '그 팔 모양 그대로 큰 원을 그리며 양손을 배꼽 앞쪽으로 모아요.',
        '손이 모이면 가슴을 조이듯 잠깐 멈췄다가 천천히 되돌려요.',
      ],
      breathing: '손을 모으며 숨을 내쉬고, 팔을 벌리며 들이마셔요.',
      mistakes: [
        '팔꿈치를 굽혔다 폈다 하면 팔로 당기게 돼요. 팔꿈치 각도를 고정해요.',
        '무게에 끌려 팔이 몸 뒤로 넘어가면 어깨를 다쳐요. 가슴이 늘어나는 데까지만 벌려요.',
        '상체를 흔들어 반동으로 모으지 말고, 무게를 줄여 천천히 해요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'line', from: [10, 10], to: [10, 188] },
        { kind: 'line', from: [190, 10], to: [190, 188] },
        { kind: 'cable', machine: 'cable', at: [14, 16], to: 'hand' },
        { kind: 'cable', machine: 'cable', at: [186, 16], to: 'hand2' },
        { kind: 'disc', id: 'handle', at: 'hand', r: 3.5, front: true },
        { kind: 'disc', id: 'handle2', at: 'hand2', r: 3.5, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-120, -125], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-62, -52], leg: [-4, -4, 90], leg2: [4, 4, 90], scale: { forearm: 0.85, forearm2: 0.85 } },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
          ],
          hold: 0,
        },
        {
          pose: {
            trunk: 180,
            arm: [-10, 69],
            leg: [-4, -4, 90],
            leg2: [4, 4, 90],
            scale: { upperArm: 0.85, forearm: 0.63, upperArm2: 0.85, forearm2: 0.63 },
          },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
          ],
        },
      ],
    },
  },
  {
    key: 'push_up',
    koreanName: '푸시업',
    englishName: 'Push-up',
    bodyParts: ['chest', 'triceps', 'shoulders', 'abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: true,
    pattern: 'h_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['팔굽혀펴기', '푸쉬업', '엎드려 팔굽혀펴기'],
    popularity: 93,
    videoLink: null,
    description:
      '손을 어깨너비보다 조금 넓게 바닥에 짚고 머리부터 발뒤꿈치까지 일직선을 만들어요. 숨을 들이마시며 팔꿈치를 몸통에서 45도 정도로 벌려 가슴이 바닥 가까이 갈 때까지 내려가요. 숨을 내쉬며 바닥을 밀어 처음 자세로 올라와요.',
    caution: '허리가 처지거나 엉덩이가 솟지 않게 복부에 힘을 주고, 어렵다면 무릎을 대고 하세요.',
    howTo: {
      setup: ['손을 어깨너비보다 조금 넓게 바닥에 짚고 발끝으로 몸을 받쳐요.', '머리부터 발뒤꿈치까지 일직선이 되게 배와 엉덩이에 힘을 줘요.'],
      steps: [
        '팔꿈치를 몸통에서 45도쯤 벌리며 천천히 굽혀요.',
        '몸을 일직선 그대로 두고 가슴이 바닥 가까이 갈 때까지 내려가요.',
        '바닥을 밀어 처음 자세로 올라와요.',
      ],
      breathing: '내려가며 숨을 들이마시고, 바닥을 밀어 올라오며 내쉬어요.',
      mistakes: [
        '허리가 처지면 허리가 아파요. 배에 힘을 줘 몸을 일직선으로 유지해요.',
        '엉덩이만 솟으면 가슴이 덜 쓰여요. 머리부터 발끝까지 함께 내려가요.',
        '팔꿈치를 옆으로 90도 벌리면 어깨에 무리가 가요. 45도쯤으로 모아요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 112.5, arm: [6.9, 6.9], leg: [-67.5, -67.5, 22.5] },
          at: ['hand', 156, 184],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: 93.25, arm: [-95.7, 49.4], leg: [-86.75, -86.75, 3.25] },
          at: ['hand', 156, 184],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'knee_push_up',
    koreanName: '무릎 푸시업',
    englishName: 'Knee Push-up',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: true,
    pattern: 'h_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['무릎 대고 푸시업', '니 푸시업', '무릎 팔굽혀펴기'],
    popularity: 62,
    videoLink: null,
    description:
      '무릎을 바닥에 대고 손은 어깨너비보다 조금 넓게 짚어 머리부터 무릎까지 일직선을 만들어요. 숨을 들이마시며 가슴이 바닥 가까이 갈 때까지 팔을 굽혀 내려가요. 숨을 내쉬며 바닥을 밀어 올라와요.',
    caution: '엉덩이를 뒤로 빼면 가슴 운동이 약해져요. 무릎 아래에 매트를 깔고 몸통을 곧게 유지하세요.',
    howTo: {
      setup: ['무릎 아래에 매트를 깔고 무릎을 바닥에 대요.', '손은 어깨너비보다 조금 넓게 짚고, 머리부터 무릎까지 일직선을 만들어요.'],
      steps: ['팔꿈치를 굽혀 가슴이 바닥 가까이 갈 때까지 내려가요.', '바닥을 밀어 팔을 펴며 올라와요.'],
      breathing: '팔을 굽히며 숨을 들이마시고, 바닥을 밀며 내쉬어요.',
      mistakes: [
        '엉덩이를 뒤로 빼면 가슴 운동이 약해져요. 엉덩이를 앞으로 밀어 몸통을 곧게 해요.',
        '고개만 바닥으로 숙이지 말고, 가슴이 먼저 바닥으로 내려가게 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 129.25, arm: [12.3, 12.3], leg: [-50.75, -130, -40] },
          at: ['hand', 131.6, 184],
          contacts: [
            ['knee', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: 100, arm: [-91.1, 53], leg: [-80, -130, -40] },
          at: ['hand', 131.6, 184],
          contacts: [
            ['knee', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'incline_push_up',
    koreanName: '인클라인 푸시업',
    englishName: 'Incline Push-up',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['bench'],
    level: 1,
    compound: true,
    pattern: 'h_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['벤치 푸시업'],
    popularity: 40,
    videoLink: null,
    description:
      '벤치 가장자리에 손을 어깨너비보다 조금 넓게 짚고 발을 뒤로 뻗어 몸을 일직선으로 만들어요. 숨을 들이마시며 가슴이 벤치 가장자리에 가까워질 때까지 내려가요. 숨을 내쉬며 벤치를 밀어 올라와요. 손을 짚는 곳이 높을수록 쉬워져요.',
    caution: '벤치가 밀리지 않게 벽에 붙여 고정하고, 허리가 처지지 않게 하세요.',
    howTo: {
      setup: [
        '벤치를 벽에 붙여 밀리지 않게 고정해요.',
        '벤치 가장자리에 손을 어깨너비보다 조금 넓게 짚고 발을 뒤로 뻗어요.',
        '머리부터 발뒤꿈치까지 일직선을 만들어요.',
      ],
      steps: ['팔꿈치를 굽혀 가슴이 벤치 가장자리에 가까워질 때까지 내려가요.', '벤치를 밀어 팔을 펴며 올라와요.'],
      breathing: '가슴을 벤치로 내리며 들이마시고, 벤치를 밀며 내쉬어요.',
      mistakes: ['허리가 처지면 허리에 무리가 가요. 배에 힘을 줘 몸을 곧게 유지해요.', '벤치가 밀리면 넘어질 수 있어요. 벽에 붙여 고정한 뒤 시작해요.'],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'bench', machine: 'bench', id: 'bench', at: [124, 146], length: 62 }],
      keyframes: [
        {
          pose: { trunk: 132.5, arm: [24.5, 24.5], leg: [-47.5, -47.5, 42.5] },
          at: ['hand', 132.6, 142],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'bench'],
          ],
        },
        {
          pose: { trunk: 114, arm: [-76.9, 63.1], leg: [-66, -66, 24] },
          at: ['hand', 132.6, 142],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'bench'],
          ],
        },
      ],
    },
  },
  {
    key: 'decline_push_up',
    koreanName: '디클라인 푸시업',
    englishName: 'Decline Push-up',
    bodyParts: ['chest', 'shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['bench'],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['발 올리고 푸시업'],
    popularity: 38,
    videoLink: null,
    description:
      '발을 벤치 위에 올리고 손은 어깨너비보다 조금 넓게 바닥에 짚어 몸을 일직선으로 만들어요. 숨을 들이마시며 가슴이 바닥 가까이 갈 때까지 내려가요. 숨을 내쉬며 바닥을 밀어 올라오면 윗가슴과 어깨 앞쪽이 더 많이 쓰여요.',
    caution: '허리가 꺾이기 쉬우니 복부와 엉덩이에 힘을 주고, 일반 푸시업이 15회 이상 될 때 시도하세요.',
    howTo: {
      setup: ['발끝을 벤치 위에 올리고, 손은 어깨너비보다 조금 넓게 바닥에 짚어요.', '배와 엉덩이에 힘을 줘 머리부터 발끝까지 일직선을 만들어요.'],
      steps: ['팔꿈치를 굽혀 가슴이 손 사이 바닥에 가까워질 때까지 내려가요.', '손바닥으로 바닥을 밀어 몸을 일직선 그대로 올려요.'],
      breathing: '몸을 내리며 숨을 들이마시고, 밀어 올라오며 숨을 내쉬어요.',
      mistakes: [
        '허리가 꺾여 배가 처지기 쉬워요. 복부와 엉덩이에 힘을 계속 줘요.',
        '일반 푸시업이 15회도 안 될 때 시작하면 자세가 무너져요. 푸시업부터 충분히 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'bench', machine: 'bench', id: 'bench', at: [2, 147], length: 50 }],
      keyframes: [
        {
          pose: { trunk: 92.75, arm: [-10.3, -10.3], leg: [-87.25, -87.25, 2.75] },
          at: ['hand', 144.6, 184],
          contacts: [
            ['toe', 'bench'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: 73.25, arm: [-111, 38.2], leg: [-106.75, -106.75, -16.75] },
          at: ['hand', 144.6, 184],
          contacts: [
            ['toe', 'bench'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'dips',
    koreanName: '딥스',
    englishName: 'Dips',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 2,
    machines: ['dip_bar'],
    level: 3,
    compound: true,
    pattern: 'v_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['평행봉', '평행봉 딥스', '체스트 딥스'],
    popularity: 78,
    videoLink: null,
    description:
      '딥스 바를 잡고 팔을 펴 몸을 띄운 뒤 다리를 살짝 굽혀 꼬아요. 상체를 약간 앞으로 숙인 채 숨을 들이마시며 팔꿈치가 90도 정도 될 때까지 천천히 내려가요. 숨을 내쉬며 손바닥으로 바를 밀어 올라와요.',
    caution: '어깨가 앞으로 말릴 만큼 깊이 내려가면 어깨를 다치기 쉬워요. 통증이 있으면 깊이를 줄이거나 어시스티드 딥스로 하세요.',
    howTo: {
      setup: ['딥스 바를 잡고 팔을 펴 몸을 띄워요.', '다리를 살짝 굽혀 꼬고, 상체를 약간 앞으로 숙여요.'],
      steps: ['팔꿈치를 굽혀 팔꿈치가 90도 정도 될 때까지 천천히 내려가요.', '손바닥으로 바를 밀어 팔을 펴며 올라와요.'],
      breathing: '천천히 내려가며 들이마시고, 바를 밀어 올라오며 내쉬어요.',
      mistakes: [
        '어깨가 앞으로 말릴 만큼 깊이 내려가면 다치기 쉬워요. 팔꿈치 90도까지만 내려가요.',
        '어깨가 귀 쪽으로 솟으면 어깨에 무리가 가요. 어깨를 내린 채 버텨요.',
        '다리를 흔들어 반동으로 올라오지 말고, 어려우면 어시스티드 딥스로 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'dip_bar', from: [70, 92], to: [70, 188] },
        { kind: 'line', machine: 'dip_bar', from: [136, 92], to: [136, 188] },
        { kind: 'line', machine: 'dip_bar', id: 'bar', from: [64, 92], to: [142, 92], width: 4, tone: 'metal' },
      ],
      keyframes: [
        {
          pose: { trunk: 175, arm: [0, 0], leg: [10, -40, 20] },
          at: ['hand', 100, 92],
          contacts: [
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
        {
          pose: { trunk: 155, arm: [-95, 0], leg: [20, -60, 0] },
          at: ['hand', 100, 92],
          contacts: [
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'assisted_dips',
    koreanName: '어시스티드 딥스',
    englishName: 'Assisted Dips',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 2,
    machines: ['assisted_pullup'],
    // The pin sets the ASSISTANCE (heavier = easier), so there is no load ratio: reps only.
    level: 1,
    compound: true,
    pattern: 'v_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['어시스트 딥스', '보조 딥스'],
    popularity: 45,
    videoLink: null,
    description:
      '어시스티드 머신의 무릎 패드에 무릎을 올리고 딥스 손잡이를 잡아 팔을 편 채 몸을 세워요. 상체를 살짝 앞으로 숙이고 숨을 들이마시며 팔꿈치가 90도 정도 될 때까지 내려가요. 숨을 내쉬며 손잡이를 밀어 올라와요. 핀에 꽂는 무게가 무거울수록 도움이 커져 쉬워져요.',
    caution: '깊이 내려갈수록 어깨 앞쪽 부담이 커져요. 팔꿈치 90도 정도까지만 내려가고, 패드에서 내릴 때 손잡이를 꼭 잡으세요.',
    howTo: {
      setup: ['핀으로 도움 무게를 고르고, 무릎 패드에 무릎을 올려요.', '딥스 손잡이를 잡고 팔을 편 채 몸을 곧게 세워요.'],
      steps: ['상체를 살짝 앞으로 숙이고 팔꿈치가 90도 정도 될 때까지 내려가요.', '손잡이를 밀어 팔을 펴며 올라와요.'],
      breathing: '내려갈 때 숨을 들이마시고, 손잡이를 밀어 올라올 때 내쉬어요.',
      mistakes: [
        '반동으로 억지로 올라오지 말고, 힘들면 핀에 더 무거운 무게를 꽂아 도움을 늘려요.',
        '깊이 내려갈수록 어깨 앞쪽 부담이 커져요. 팔꿈치 90도 정도까지만 내려가요.',
        '패드에서 내릴 때 손을 놓으면 패드가 튀어 올라요. 손잡이를 잡은 채 내려와요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'assisted_pullup', from: [164, 14], to: [164, 188] },
        { kind: 'line', machine: 'assisted_pullup', from: [120, 95], to: [164, 95] },
        { kind: 'line', machine: 'assisted_pullup', from: [164, 176], to: { from: 'knee', dy: 9 }, width: 4, tone: 'metal' },
        { kind: 'box', machine: 'assisted_pullup', id: 'pad', at: { from: 'knee', dy: 9 }, w: 24, h: 6 },
        { kind: 'line', machine: 'assisted_pullup', id: 'handle', from: [82, 95], to: [124, 95], width: 4, tone: 'metal' },
      ],
      keyframes: [
        {
          pose: { trunk: 178, arm: [0, 0], leg: [0, -90, -30] },
          at: ['hand', 100, 95],
          contacts: [
            ['hand', 'handle'],
            ['hand2', 'handle'],
            ['knee', 'pad'],
          ],
        },
        {
          pose: { trunk: 160, arm: [-90, 0], leg: [0, -90, -30] },
          at: ['hand', 100, 95],
          contacts: [
            ['hand', 'handle'],
            ['hand2', 'handle'],
            ['knee', 'pad'],
          ],
        },
      ],
    },
  },
  {
    key: 'smith_bench_press',
    koreanName: '스미스 머신 벤치 프레스',
    englishName: 'Smith Machine Bench Press',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['smith_machine', 'bench'],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'plates_smith',
    ratios: est([0.4, 0.6, 0.8], [0.24, 0.36, 0.52]), // ≈ 0.8 × bench_press as added plates (bar not counted)
    aliases: ['스미스 벤치', '스미스 벤치 프레스'],
    popularity: 70,
    videoLink: null,
    description:
      '스미스 머신 아래에 벤치를 넣고 바가 가슴 중간 위로 내려오도록 위치를 맞춘 뒤 누워요. 어깨뼈를 모으고 바를 돌려 걸이에서 푼 다음 숨을 들이마시며 가슴까지 천천히 내려요. 숨을 내쉬며 바를 밀어 올리고, 끝나면 바를 돌려 걸이에 다시 걸어요.',
    caution: '바 궤도가 고정돼 있어 벤치 위치가 어긋나면 어깨에 부담이 가요. 안전 스토퍼를 가슴 바로 위 높이에 맞추세요.',
    howTo: {
      setup: [
        '바가 가슴 중간 위로 내려오도록 벤치를 스미스 머신 아래에 놓아요.',
        '안전 스토퍼를 가슴 바로 위 높이에 맞춰요.',
        '누워서 어깨뼈를 모으고, 어깨너비보다 조금 넓게 바를 잡아요.',
      ],
      steps: ['손목을 살짝 돌려 바를 걸이에서 풀어요.', '바를 가슴 중간까지 천천히 내려요.', '바를 곧게 밀어 올리고, 세트가 끝나면 바를 돌려 걸이에 걸어요.'],
      breathing: '바를 내리며 숨을 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '벤치가 앞뒤로 어긋나면 바가 목이나 배로 내려와요. 시작 전에 바 위치를 확인해요.',
        '바 궤도가 고정돼 있다고 스토퍼를 빼먹지 말고, 가슴 바로 위 높이에 맞춰요.',
        '엉덩이를 들어 밀지 말고, 엉덩이를 벤치에 붙여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [80, 12], to: [80, 188] },
        { kind: 'line', machine: 'smith_machine', from: [56, 12], to: [104, 12] },
        { kind: 'bench', machine: 'bench', id: 'bench', at: [36, 146], length: 112 },
        { kind: 'barbell', machine: 'smith_machine' },
      ],
      keyframes: [
        {
          pose: { trunk: -90, arm: [152.1, 169.4], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [97.3, 199.9], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -90, arm: [51.3, 187.4], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'incline_smith_bench_press',
    koreanName: '인클라인 스미스 머신 벤치 프레스',
    englishName: 'Incline Smith Machine Bench Press',
    bodyParts: ['chest', 'shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['smith_machine', 'bench'],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'plates_smith',
    ratios: est([0.34, 0.51, 0.68], [0.2, 0.31, 0.44]), // ≈ 0.85 × smith_bench_press
    aliases: ['인클라인 스미스', '스미스 인클라인', '인클라인 스미스 벤치'],
    popularity: 62,
    videoLink: null,
    description:
      '등받이를 30~45도로 세운 벤치를 스미스 머신 아래에 놓고, 바가 윗가슴(쇄골 아래)으로 내려오도록 위치를 맞춰요. 어깨뼈를 모은 채 숨을 들이마시며 바를 윗가슴까지 천천히 내려요. 숨을 내쉬며 바를 밀어 올려요.',
    caution: '바가 목 쪽으로 내려오지 않게 벤치 위치를 먼저 확인하고, 안전 스토퍼를 맞춘 뒤 시작하세요.',
    howTo: {
      setup: [
        '등받이를 30~45도로 세운 벤치를 스미스 머신 아래에 놓아요.',
        '바가 쇄골 아래 윗가슴으로 내려오는지 확인하고, 안전 스토퍼를 맞춰요.',
        '어깨뼈를 모으고 어깨너비보다 조금 넓게 바를 잡아요.',
      ],
      steps: ['바를 돌려 걸이에서 풀어요.', '바를 윗가슴까지 천천히 내려요.', '바를 곧게 밀어 올리고, 끝나면 바를 돌려 걸이에 다시 걸어요.'],
      breathing: '숨을 들이마시며 바를 내리고, 숨을 내쉬며 밀어 올려요.',
      mistakes: ['바가 목 쪽으로 내려오면 위험해요. 시작 전에 벤치 위치부터 맞춰요.', '등받이를 너무 세우면 어깨에 부담이 몰려요. 30~45도를 지켜요.'],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [85, 12], to: [85, 188] },
        { kind: 'line', machine: 'smith_machine', from: [61, 12], to: [109, 12] },
        { kind: 'bench', machine: 'bench', id: 'bench', at: [46, 92], length: 70, angle: -40 },
        { kind: 'box', id: 'seat', at: [110, 142], w: 28, h: 8 },
        { kind: 'line', from: [110, 146], to: [110, 188] },
        { kind: 'barbell', machine: 'smith_machine' },
      ],
      keyframes: [
        {
          pose: { trunk: -130, arm: [150.6, 177], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -130, arm: [96.4, 206.8], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -130, arm: [32.2, 179.4], leg: [71.4, 10.6, 90] },
          at: ['butt', 106, 138],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_pullover',
    koreanName: '덤벨 풀오버',
    englishName: 'Dumbbell Pullover',
    bodyParts: ['chest', 'back', 'triceps'],
    primaryCount: 2,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'v_pull',
    load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.09, 0.13, 0.18]), // own estimate; ONE dumbbell held in both hands
    aliases: ['풀오버'],
    popularity: 50,
    videoLink: null,
    description:
      '벤치에 등을 대고 누워(또는 벤치에 어깨만 가로로 걸치고) 덤벨 하나를 양손으로 감싸 가슴 위로 들어요. 팔꿈치를 살짝 굽힌 채 숨을 들이마시며 덤벨을 머리 뒤로 천천히 내려 가슴과 옆구리를 늘려요. 숨을 내쉬며 같은 궤적으로 덤벨을 가슴 위까지 되돌려요.',
    caution: '어깨가 뻣뻣하면 머리 뒤로 깊게 내리다 다칠 수 있어요. 덤벨을 단단히 감싸 쥐고 가벼운 무게로 시작하세요.',
    howTo: {
      setup: ['벤치에 등을 대고 누워 발바닥으로 바닥을 디뎌요.', '덤벨 하나를 양손으로 감싸 쥐고 가슴 위로 들어요.'],
      steps: ['팔꿈치를 살짝 굽힌 채 덤벨을 머리 뒤로 천천히 내려요.', '가슴과 옆구리가 충분히 늘어나면 멈춰요.', '같은 궤적으로 덤벨을 가슴 위까지 되돌려요.'],
      breathing: '덤벨을 머리 뒤로 내리며 숨을 들이마시고, 되돌리며 내쉬어요.',
      mistakes: [
        '어깨가 뻣뻣한데 깊이 내리면 다치기 쉬워요. 늘어나는 데까지만 내려요.',
        '팔꿈치를 굽혔다 펴면 팔 운동이 돼요. 팔꿈치 각도를 고정해요.',
        '덤벨을 느슨하게 쥐면 얼굴로 떨어질 수 있어요. 양손으로 단단히 감싸 쥐어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [46, 146], length: 112 },
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand' },
      ],
      keyframes: [
        {
          pose: { trunk: -90, arm: [160.7, 188.3], leg: [75, -31, 90] },
          at: ['upperBack', 80, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [-101, -75.1], leg: [75, -31, 90] },
          at: ['upperBack', 80, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
];
