import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est } from './helpers';

// Exercises whose first primary body part is the calves.
export const CALVES: ExerciseSeed[] = [
  {
    key: 'standing_calf_raise',
    koreanName: '스탠딩 카프 레이즈',
    englishName: 'Standing Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['calf_raise_machine'],
    level: 1,
    compound: false,
    pattern: 'calf',
    load: 'stack',
    ratios: est([0.5, 0.8, 1.1], [0.35, 0.55, 0.75]), // own estimate
    aliases: ['카프 레이즈', '머신 카프 레이즈', '스탠딩 카프'],
    popularity: 70,
    videoLink: null,
    description:
      '스탠딩 카프 레이즈 머신의 어깨 패드 아래에 서서 발 앞쪽을 발판 끝에 올리고 뒤꿈치는 발판 밖으로 빼요. 무릎을 편 상태(잠그지 않고 살짝 풀어서)로 숨을 들이마시며 뒤꿈치를 발판보다 낮게 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
    caution: '반동으로 튕기듯 하면 아킬레스건에 무리가 가요. 아래에서 잠깐 멈추고 끝까지 천천히 올라가세요.',
    howTo: {
      setup: [
        '어깨 패드가 어깨에 닿도록 높이를 맞추고 패드 아래에 서요.',
        '발 앞쪽만 발판 끝에 올리고 뒤꿈치는 발판 밖으로 빼요.',
        '무릎은 잠그지 않고 살짝 풀어 둔 채 손잡이를 잡아요.',
      ],
      steps: [
        '숨을 들이마시며 뒤꿈치를 발판보다 낮게 천천히 내려 종아리를 늘려요.',
        '아래에서 잠깐 멈춰요.',
        '숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
      ],
      breathing: '뒤꿈치를 내리며 들이마시고, 올라가며 내쉬어요.',
      mistakes: [
        '반동으로 튕기면 아킬레스건에 무리가 가요. 아래에서 멈췄다가 천천히 올라가요.',
        '무릎을 굽혔다 펴며 밀면 종아리 운동이 줄어요. 무릎 각도는 그대로 두고 발목만 움직여요.',
        '범위를 짧게 하면 효과가 줄어요. 끝까지 내리고 끝까지 올라가요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'calf_raise_machine', from: [66, 14], to: [66, 188], width: 5 },
        { kind: 'line', machine: 'calf_raise_machine', from: [66, 40], to: { from: 'shoulder', dx: 0, dy: -7 }, width: 4 },
        { kind: 'box', id: 'pad', machine: 'calf_raise_machine', at: { from: 'shoulder', dx: 0, dy: -7 }, w: 16, h: 6 },
        { kind: 'disc', id: 'handle', machine: 'calf_raise_machine', at: { from: 'shoulder', dx: 10, dy: 4 }, r: 2.5 },
        { kind: 'box', id: 'step', machine: 'calf_raise_machine', at: [122, 182], w: 26, h: 12, tone: 'frame' },
      ],
      keyframes: [
        {
          pose: { trunk: 177, arm: [-11.5, 147.9], leg: [-3, -3, 112] },
          at: ['toe', 118, 174.5],
          contacts: [
            ['toe', 'step'],
            ['shoulder', 'pad'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: 177, arm: [-11.5, 147.9], leg: [0.5, 0.5, 55] },
          at: ['toe', 118, 174.5],
          contacts: [
            ['toe', 'step'],
            ['shoulder', 'pad'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'seated_calf_raise',
    koreanName: '시티드 카프 레이즈',
    englishName: 'Seated Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['seated_calf_raise'],
    level: 1,
    compound: false,
    pattern: 'calf',
    load: 'plates',
    ratios: est([0.3, 0.45, 0.65], [0.2, 0.3, 0.45]), // ≈ 0.6 × standing_calf_raise as added plates
    aliases: ['시티드 카프', '앉아서 카프 레이즈'],
    popularity: 50,
    videoLink: null,
    description:
      '시티드 카프 레이즈 머신에 앉아 무릎 위에 패드를 대고 발 앞쪽을 발판 끝에 올려요. 안전 레버를 풀고 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 밀어 올려요.',
    caution: '끝나면 안전 레버를 다시 걸고 일어나세요. 반동 없이 전체 범위로 천천히 하세요.',
    howTo: {
      setup: [
        '의자에 앉아 무릎 위 허벅지에 패드가 꼭 맞게 높이를 맞춰요.',
        '발 앞쪽을 발판 끝에 올리고 뒤꿈치는 발판 밖으로 빼요.',
        '패드를 살짝 밀어 올리고 안전 레버를 풀어요.',
      ],
      steps: [
        '숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요.',
        '숨을 내쉬며 발끝으로 패드를 최대한 높이 밀어 올려요.',
        '위에서 잠깐 멈춘 뒤 천천히 내려요.',
      ],
      breathing: '뒤꿈치를 내리며 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '반동으로 튕기면 아킬레스건에 무리가 가요. 끝까지 천천히 움직여요.',
        '끝나고 안전 레버를 걸지 않고 일어나면 패드가 튀어 올라요. 레버를 먼저 걸어요.',
        '발가락 끝만 걸치면 미끄러져요. 발볼까지 발판에 올려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'seated_calf_raise', from: [70, 150], to: [70, 188], width: 4 },
        { kind: 'box', id: 'seat', machine: 'seated_calf_raise', at: [70, 146], w: 34, h: 10 },
        { kind: 'line', machine: 'seated_calf_raise', from: [160, 188], to: [160, 110], width: 4 },
        { kind: 'line', machine: 'seated_calf_raise', from: [160, 110], to: { from: 'knee', dx: -6, dy: -9 }, width: 4 },
        { kind: 'box', id: 'kneePad', machine: 'seated_calf_raise', at: { from: 'knee', dx: -6, dy: -9 }, w: 18, h: 7 },
        { kind: 'box', id: 'block', machine: 'seated_calf_raise', at: [138, 181.5], w: 24, h: 13, tone: 'frame' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [11.5, 90.8], leg: [90, 0, 112] },
          at: ['butt', 70, 140],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'kneePad'],
            ['toe', 'block'],
            ['hand', 'kneePad'],
          ],
        },
        {
          pose: { trunk: 180, arm: [8, 83.7], leg: [105.2, 8.6, 58] },
          at: ['butt', 70, 140],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'kneePad'],
            ['toe', 'block'],
            ['hand', 'kneePad'],
          ],
        },
      ],
    },
  },
  {
    key: 'leg_press_calf_raise',
    koreanName: '레그 프레스 카프 레이즈',
    englishName: 'Leg Press Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['leg_press'],
    level: 1,
    compound: false,
    pattern: 'calf',
    load: 'plates',
    ratios: est([0.75, 1.0, 1.25], [0.5, 0.75, 1.0]), // ≈ 0.5 × leg_press
    aliases: ['레그 프레스 카프', '토 프레스'],
    popularity: 45,
    videoLink: null,
    description:
      '레그 프레스에 앉아 발 앞쪽만 발판 아래쪽 끝에 걸치고, 무릎을 편 상태(잠그지 않고 살짝 풀어서)로 발판을 밀어 올려요. 숨을 들이마시며 발목을 굽혀 발판을 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 발판을 최대한 밀어요.',
    caution: '발이 미끄러지면 발판이 내려와 위험해요. 발 앞쪽을 발판에 단단히 걸고 가벼운 무게로 시작하세요.',
    howTo: {
      setup: [
        '레그 프레스에 등과 엉덩이를 붙여 앉고, 발 앞쪽만 발판 아래쪽 끝에 걸쳐요.',
        '무릎을 편 상태(잠그지 않고 살짝 풀어서)로 발판을 밀어 올리고 안전 레버를 풀어요.',
      ],
      steps: [
        '숨을 들이마시며 발목을 굽혀 발판을 천천히 내려 종아리를 늘려요.',
        '숨을 내쉬며 발끝으로 발판을 최대한 밀어요.',
        '무릎 각도는 그대로 두고 발목만 움직여요.',
      ],
      breathing: '발판을 내리며 들이마시고, 발끝으로 밀며 내쉬어요.',
      mistakes: [
        '발이 미끄러지면 발판이 내려와 위험해요. 발 앞쪽을 단단히 걸고 가벼운 무게로 시작해요.',
        '무릎을 굽혔다 펴며 밀면 레그 프레스가 돼요. 무릎은 살짝 푼 채 고정해요.',
        '끝나면 발 전체를 발판에 올린 뒤 안전 레버를 걸어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        // The rail runs through the sled's centre: only the balls of the feet are on its lower end.
        { kind: 'line', machine: 'leg_press', from: [85, 115.5], to: [162, 38.5], width: 4 },
        { kind: 'line', machine: 'leg_press', from: [162, 38.5], to: [162, 188], width: 4 },
        { kind: 'line', machine: 'leg_press', from: [80, 174], to: [80, 188], width: 4 },
        { kind: 'box', id: 'seat', machine: 'leg_press', at: [80, 170], w: 34, h: 8 },
        { kind: 'box', id: 'backpad', machine: 'leg_press', at: [41, 152], w: 56, h: 7, angle: 35 },
        { kind: 'disc', id: 'handle', machine: 'leg_press', at: [77, 163], r: 3 },
        { kind: 'disc', machine: 'leg_press', at: { from: 'toe', dx: 12, dy: -21 }, r: 11, tone: 'plate' },
        { kind: 'box', id: 'sled', machine: 'leg_press', at: { from: 'toe', dx: -2, dy: -8 }, w: 30, h: 5, angle: 45, tone: 'frame' },
      ],
      keyframes: [
        {
          pose: { trunk: -125, arm: [31.6, 77.6], leg: [138, 133, -110] },
          at: ['butt', 72, 165],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'backpad'],
            ['toe', 'sled'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: -125, arm: [31.6, 77.6], leg: [138, 133, -165] },
          at: ['butt', 72, 165],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'backpad'],
            ['toe', 'sled'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'smith_calf_raise',
    koreanName: '스미스 머신 카프 레이즈',
    englishName: 'Smith Machine Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['smith_machine'],
    level: 2,
    compound: false,
    pattern: 'calf',
    load: 'plates_smith',
    ratios: est([0.4, 0.6, 0.9], [0.27, 0.4, 0.6]), // ≈ 0.8 × standing_calf_raise as added plates
    aliases: ['스미스 카프 레이즈', '스미스 카프'],
    popularity: 40,
    videoLink: null,
    description:
      '스미스 머신 바를 승모근 위에 얹고 발 앞쪽을 원판이나 스텝 위에 올려 뒤꿈치가 떠 있게 서요. 바를 걸이에서 풀고 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가요.',
    caution: '발 밑 받침이 미끄러지지 않는지 확인하고, 안전 스토퍼를 맞춘 뒤 반동 없이 하세요.',
    howTo: {
      setup: [
        '스미스 머신 바 아래에 원판이나 스텝을 두고, 미끄러지지 않는지 확인해요.',
        '바를 승모근 위에 얹고 발 앞쪽만 받침 위에 올려 뒤꿈치가 떠 있게 서요.',
        '안전 스토퍼를 맞추고 바를 돌려 걸이에서 풀어요.',
      ],
      steps: [
        '숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요.',
        '숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
        '무릎은 편 채로 발목만 움직여 반복해요.',
      ],
      breathing: '뒤꿈치를 내리며 들이마시고, 올라가며 내쉬어요.',
      mistakes: [
        '반동으로 튕기면 아킬레스건에 무리가 가요. 아래에서 멈췄다가 올라가요.',
        '받침이 미끄러지면 넘어질 수 있어요. 고정된 스텝이나 두꺼운 원판을 써요.',
        '무릎을 굽혔다 펴며 밀지 말고 종아리 힘으로만 올라가요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [107, 8], to: [107, 188], width: 5 },
        { kind: 'box', machine: 'smith_machine', at: [107, 70], w: 16, h: 5, tone: 'frame' },
        { kind: 'barbell', id: 'bar', at: { from: 'shoulder', dx: -4, dy: -3 } },
        { kind: 'box', id: 'step', at: [122, 182], w: 26, h: 12, tone: 'plate' },
      ],
      keyframes: [
        {
          pose: { trunk: 177, arm: [-33, 165], scale: { upperArm: 0.5, forearm: 0.54, upperArm2: 0.5, forearm2: 0.54 }, leg: [-3, -3, 112] },
          at: ['toe', 118, 174.5],
          contacts: [['toe', 'step']],
        },
        {
          pose: { trunk: 177, arm: [-33, 165], scale: { upperArm: 0.5, forearm: 0.54, upperArm2: 0.5, forearm2: 0.54 }, leg: [0.5, 0.5, 55] },
          at: ['toe', 118, 174.5],
          contacts: [['toe', 'step']],
        },
      ],
    },
  },
  {
    key: 'barbell_calf_raise',
    koreanName: '바벨 카프 레이즈',
    englishName: 'Barbell Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['barbell', 'squat_rack'],
    level: 3,
    compound: false,
    pattern: 'calf',
    load: 'barbell',
    ratios: est([0.5, 0.75, 1.0], [0.35, 0.5, 0.7]), // ≈ standing_calf_raise, bar included
    aliases: ['스탠딩 바벨 카프 레이즈'],
    popularity: 25,
    videoLink: null,
    description:
      '스쿼트 랙에서 바를 승모근 위에 얹고 물러나 발을 골반 너비로 벌려 서요. 숨을 내쉬며 무릎을 편 채 발끝으로 최대한 높이 올라가 잠깐 멈춰요. 숨을 들이마시며 뒤꿈치를 천천히 내려요.',
    caution: '바를 짊어지면 균형을 잃기 쉬워요. 가벼운 무게로 시작하고, 안전바를 맞추거나 스미스 머신을 쓰세요.',
    howTo: {
      setup: ['랙의 바를 어깨보다 조금 낮게 걸고 안전바를 맞춰요.', '바를 승모근 위에 얹고 물러나 발을 골반 너비로 벌려 서요.'],
      steps: ['숨을 내쉬며 무릎을 편 채 발끝으로 최대한 높이 올라가요.', '위에서 잠깐 멈춰요.', '숨을 들이마시며 뒤꿈치를 천천히 바닥으로 내려요.'],
      breathing: '올라가며 내쉬고, 내려오며 들이마셔요.',
      mistakes: [
        '바를 짊어지면 균형을 잃기 쉬워요. 가벼운 무게로 시작하고 몸을 곧게 세워요.',
        '발목이 바깥으로 꺾이지 않게 엄지발가락 쪽으로 밀어 올라가요.',
        '뒤꿈치를 툭 떨어뜨리지 말고 천천히 내려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'squat_rack', from: [34, 30], to: [34, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [176, 30], to: [176, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [34, 92], to: [176, 92], width: 3 },
        { kind: 'barbell', id: 'bar', machine: 'barbell', at: { from: 'shoulder', dx: -4, dy: -3 } },
      ],
      keyframes: [
        {
          pose: { trunk: 177, arm: [-33, 165], scale: { upperArm: 0.5, forearm: 0.54, upperArm2: 0.5, forearm2: 0.54 }, leg: [-3, -3, 90] },
          at: ['toe', 118, 186.5],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 177, arm: [-33, 165], scale: { upperArm: 0.5, forearm: 0.54, upperArm2: 0.5, forearm2: 0.54 }, leg: [0.5, 0.5, 55] },
          at: ['toe', 118, 186.5],
          contacts: [['toe', 'floor']],
        },
      ],
    },
  },
  {
    key: 'db_calf_raise',
    koreanName: '덤벨 카프 레이즈',
    englishName: 'Dumbbell Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'calf',
    load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.1, 0.15, 0.2]), // own estimate, per hand
    aliases: ['덤벨 스탠딩 카프 레이즈'],
    popularity: 40,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 발 앞쪽을 계단이나 원판 위에 올려 뒤꿈치가 떠 있게 서요. 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
    caution: '발 밑 받침이 미끄럽지 않은지 확인하고, 반동 없이 전체 범위로 천천히 하세요.',
    howTo: {
      setup: ['계단이나 두꺼운 원판이 미끄럽지 않은지 확인해요.', '양손에 덤벨을 들고 발 앞쪽만 받침 위에 올려 뒤꿈치가 떠 있게 서요.'],
      steps: [
        '숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요.',
        '숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요.',
        '덤벨은 몸 옆에 늘어뜨린 채 발목만 움직여요.',
      ],
      breathing: '뒤꿈치를 내리며 들이마시고, 올라가며 내쉬어요.',
      mistakes: [
        '반동으로 튕기면 아킬레스건에 무리가 가요. 끝까지 천천히 해요.',
        '균형이 흔들리면 한 손의 덤벨을 내려놓고 벽을 짚어요.',
        '무릎을 굽혔다 펴며 올라가지 말고 종아리 힘으로만 올라가요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'box', id: 'step', at: [122, 182], w: 26, h: 12, tone: 'frame' },
        { kind: 'dumbbell', id: 'db', machine: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 177, arm: [3, 3], leg: [-3, -3, 112] },
          at: ['toe', 118, 174.5],
          contacts: [
            ['toe', 'step'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 177, arm: [3, 3], leg: [0.5, 0.5, 55] },
          at: ['toe', 118, 174.5],
          contacts: [
            ['toe', 'step'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'seated_db_calf_raise',
    koreanName: '덤벨 시티드 카프 레이즈',
    englishName: 'Seated Dumbbell Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'calf',
    load: 'dumbbell',
    ratios: est([0.12, 0.18, 0.25], [0.08, 0.12, 0.17]), // ≈ 0.8 × db_calf_raise, one dumbbell per knee
    aliases: ['앉아서 덤벨 카프 레이즈'],
    popularity: 20,
    videoLink: null,
    description:
      '벤치에 앉아 발 앞쪽을 원판이나 스텝 위에 올리고, 덤벨을 무릎 위에 세워 손으로 눌러 잡아요. 숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요. 숨을 내쉬며 발끝으로 최대한 높이 밀어 올려요.',
    caution: '덤벨이 무릎에서 미끄러지지 않게 단단히 잡고, 반동 없이 천천히 하세요.',
    howTo: {
      setup: ['벤치 끝에 앉아 발 앞쪽을 원판이나 스텝 위에 올려요.', '덤벨을 무릎 위 허벅지에 세워 올리고 손으로 눌러 잡아요.'],
      steps: [
        '숨을 들이마시며 뒤꿈치를 천천히 내려 종아리를 늘려요.',
        '숨을 내쉬며 발끝으로 덤벨을 최대한 높이 밀어 올려요.',
        '위에서 잠깐 멈춘 뒤 천천히 내려요.',
      ],
      breathing: '뒤꿈치를 내리며 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '덤벨이 무릎에서 미끄러지면 다칠 수 있어요. 손으로 단단히 눌러 잡아요.',
        '반동으로 튕기지 말고 끝까지 천천히 해요.',
        '받침이 낮으면 뒤꿈치가 충분히 내려가지 않아요. 뒤꿈치가 바닥에 닿지 않는 높이를 써요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', id: 'bench', machine: 'bench', at: [30, 141], length: 62 },
        { kind: 'box', id: 'block', at: [138, 181.5], w: 24, h: 13, tone: 'plate' },
        { kind: 'dumbbell', id: 'db', machine: 'dumbbell', at: { from: 'knee', dx: -5, dy: -12 } },
      ],
      keyframes: [
        {
          pose: { trunk: 176, arm: [6.1, 83.9], leg: [90, 0, 112] },
          at: ['butt', 70, 140],
          contacts: [
            ['butt', 'bench'],
            ['toe', 'block'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 176, arm: [4.9, 101.3], leg: [105.2, 8.6, 58] },
          at: ['butt', 70, 140],
          contacts: [
            ['butt', 'bench'],
            ['toe', 'block'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'bodyweight_calf_raise',
    koreanName: '맨몸 카프 레이즈',
    englishName: 'Bodyweight Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'calf',
    load: 'bodyweight',
    ratios: null,
    aliases: ['까치발 들기', '발뒤꿈치 들기'],
    popularity: 50,
    videoLink: null,
    description:
      '발을 골반 너비로 벌리고 바닥이나 계단 끝에 서서 벽을 가볍게 짚어요. 숨을 내쉬며 발끝으로 최대한 높이 올라가 잠깐 멈춰요. 숨을 들이마시며 뒤꿈치를 천천히 내려요.',
    caution: '발목이 바깥으로 꺾이지 않게 엄지발가락 쪽에 체중을 두고 천천히 하세요.',
    howTo: {
      setup: ['발을 골반 너비로 벌리고 벽 앞에 서서 손으로 벽을 가볍게 짚어요.', '체중을 엄지발가락 쪽에 둬요.'],
      steps: ['숨을 내쉬며 발끝으로 최대한 높이 올라가요.', '위에서 잠깐 멈춰요.', '숨을 들이마시며 뒤꿈치를 천천히 내려요.'],
      breathing: '올라가며 내쉬고, 내려오며 들이마셔요.',
      mistakes: [
        '발목이 바깥으로 꺾이면 삐기 쉬워요. 엄지발가락 쪽으로 밀어 올라가요.',
        '벽을 세게 밀거나 당기면 종아리 운동이 줄어요. 벽은 균형만 잡게 가볍게 짚어요.',
        '빠르게 튕기지 말고 올라가고 내려가는 속도를 천천히 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'line', id: 'wall', from: [158, 20], to: [158, 188], width: 3, tone: 'pad' }],
      keyframes: [
        {
          pose: { trunk: 177, arm: [35.4, 128], leg: [-3, -3, 90] },
          at: ['toe', 118, 186.5],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'wall'],
          ],
        },
        {
          pose: { trunk: 177, arm: [43.1, 136.9], leg: [0.5, 0.5, 55] },
          at: ['toe', 118, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'wall'],
          ],
        },
      ],
    },
  },
  {
    key: 'single_leg_calf_raise',
    koreanName: '싱글 레그 카프 레이즈',
    englishName: 'Single-Leg Calf Raise',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: false,
    pattern: 'calf',
    load: 'bodyweight',
    ratios: null,
    aliases: ['한발 카프 레이즈', '외발 카프 레이즈'],
    popularity: 30,
    videoLink: null,
    description:
      '계단 끝에 한 발의 앞쪽만 올리고 다른 발은 뒤로 들어 벽이나 난간을 짚어요. 숨을 들이마시며 뒤꿈치를 계단보다 낮게 천천히 내려요. 숨을 내쉬며 발끝으로 최대한 높이 올라가고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '계단에서 미끄러지지 않게 난간을 꼭 잡고, 아킬레스건이 아프면 범위를 줄이세요.',
    howTo: {
      setup: ['계단 끝에 한 발의 앞쪽만 올리고 뒤꿈치는 계단 밖으로 빼요.', '다른 발은 뒤로 들고, 한 손으로 벽이나 난간을 꼭 잡아요.'],
      steps: ['숨을 들이마시며 뒤꿈치를 계단보다 낮게 천천히 내려요.', '숨을 내쉬며 발끝으로 최대한 높이 올라가요.', '한쪽을 마친 뒤 반대쪽도 해요.'],
      breathing: '뒤꿈치를 내리며 들이마시고, 올라가며 내쉬어요.',
      mistakes: [
        '난간을 놓으면 계단에서 미끄러질 수 있어요. 꼭 잡고 해요.',
        '아킬레스건이 아프면 내리는 범위를 줄여요.',
        '들고 있는 발로 바닥을 짚어 돕지 말고, 한 다리 힘으로만 올라가요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'box', id: 'step', at: [122, 182], w: 26, h: 12, tone: 'frame' },
        { kind: 'line', id: 'rail', from: [158, 20], to: [158, 188], width: 3, tone: 'pad' },
      ],
      keyframes: [
        {
          pose: { trunk: 177, arm: [35.4, 128], leg: [-3, -3, 112], leg2: [8, -80, 0] },
          at: ['toe', 118, 174.5],
          contacts: [
            ['toe', 'step'],
            ['hand', 'rail'],
          ],
        },
        {
          pose: { trunk: 177, arm: [43.1, 136.9], leg: [0.5, 0.5, 55], leg2: [10, -78, 2] },
          at: ['toe', 118, 174.5],
          contacts: [
            ['toe', 'step'],
            ['hand', 'rail'],
          ],
        },
      ],
    },
  },
];
