import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the back (lats, upper back, traps, spinal erectors; ratios: docs/training-science.md §2.3).
export const BACK: ExerciseSeed[] = [
  {
    key: 'lat_pulldown',
    koreanName: '랫풀다운',
    englishName: 'Lat Pulldown',
    bodyParts: ['back', 'biceps', 'shoulders'],
    primaryCount: 1,
    machines: ['lat_pulldown'],
    level: 1,
    compound: true,
    pattern: 'v_pull',
    load: 'stack',
    ratios: src([0.5, 0.75, 1.0], [0.3, 0.45, 0.6]), // §2.3 lat_pulldown
    aliases: ['랫풀', '렛풀다운', '풀다운', '와이드 그립 랫풀다운'],
    popularity: 95,
    videoLink: null,
    description:
      '허벅지 패드를 단단히 고정하고 어깨너비보다 넓게 바를 잡은 뒤 가슴을 들고 앉아요. 숨을 내쉬며 어깨를 먼저 끌어내리고 팔꿈치를 옆구리로 당겨 바를 쇄골 앞까지 내려요. 숨을 들이마시며 등이 늘어나는 느낌으로 바를 천천히 올려 보내요.',
    caution: '바는 목 뒤가 아닌 쇄골 앞으로, 반동 없이 당기세요.',
    howTo: {
      setup: [
        '허벅지 패드가 허벅지를 꽉 누르도록 높이를 맞추고 앉아요.',
        '일어서서 바를 어깨너비보다 넓게, 손바닥이 앞을 보게 잡은 뒤 다시 앉아요.',
        '가슴을 들고 상체를 아주 조금 뒤로 기울여요.',
      ],
      steps: [
        '어깨를 먼저 끌어내린 뒤 팔꿈치를 옆구리로 당겨요.',
        '바를 쇄골 앞까지 내리고 등을 조여요.',
        '등이 늘어나는 느낌으로 팔이 펴질 때까지 바를 천천히 올려 보내요.',
      ],
      breathing: '바를 당겨 내리며 숨을 내쉬고, 올려 보내며 들이마셔요.',
      mistakes: [
        '바를 목 뒤로 내리면 어깨를 다치기 쉬워요. 바는 쇄골 앞으로 당겨요.',
        '상체를 크게 젖히며 반동으로 당기지 말고, 무게를 줄여 등으로 당겨요.',
        '손으로 바를 당기면 팔만 지쳐요. 팔꿈치를 아래로 내린다고 생각해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'lat_pulldown', from: [18, 188], to: [18, 6], width: 5 },
        { kind: 'line', machine: 'lat_pulldown', from: [18, 6], to: [66, 6], width: 4 },
        { kind: 'line', machine: 'lat_pulldown', from: [62, 160], to: [62, 188], width: 4 },
        { kind: 'box', machine: 'lat_pulldown', id: 'seat', at: [62, 154], w: 34, h: 12 },
        { kind: 'box', machine: 'lat_pulldown', id: 'pad', at: [104, 131], w: 16, h: 8 },
        { kind: 'cable', machine: 'lat_pulldown', at: [66, 8] },
        { kind: 'disc', at: 'grip', r: 3, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 190, arm: [170, 170], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: 195, arm: [19.2, 174], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'close_grip_lat_pulldown',
    koreanName: '클로즈 그립 랫풀다운',
    englishName: 'Close-Grip Lat Pulldown',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['lat_pulldown'],
    level: 1,
    compound: true,
    pattern: 'v_pull',
    load: 'stack',
    ratios: est([0.48, 0.71, 0.95], [0.29, 0.43, 0.57]), // ≈ 0.95 × lat_pulldown
    aliases: ['V바 랫풀다운', '브이바 랫풀다운', '내로우 그립 랫풀다운'],
    popularity: 60,
    videoLink: null,
    description:
      'V바(클로즈 그립 핸들)를 걸고 손바닥이 마주 보게 잡은 뒤 허벅지 패드에 다리를 고정해 앉아요. 가슴을 든 채 숨을 내쉬며 팔꿈치를 옆구리 쪽으로 끌어내려 핸들을 윗가슴까지 당겨요. 숨을 들이마시며 팔이 펴질 때까지 천천히 올려 보내요.',
    caution: '상체를 뒤로 크게 젖혀 반동으로 당기지 말고, 어깨가 귀 쪽으로 솟지 않게 하세요.',
    howTo: {
      setup: ['V바(클로즈 그립 핸들)를 걸고 손바닥이 마주 보게 잡아요.', '허벅지 패드에 다리를 고정해 앉고 가슴을 들어요.'],
      steps: [
        '팔꿈치를 옆구리 쪽으로 끌어내려 핸들을 윗가슴까지 당겨요.',
        '핸들이 가슴에 가까워지면 어깨뼈를 모아 잠깐 멈춰요.',
        '팔이 펴질 때까지 핸들을 천천히 올려 보내요.',
      ],
      breathing: '핸들을 당기며 숨을 내쉬고, 올려 보내며 들이마셔요.',
      mistakes: [
        '상체를 뒤로 크게 젖혀 반동으로 당기지 말고, 상체 각도를 거의 그대로 둬요.',
        '어깨가 귀 쪽으로 솟으면 승모근에 힘이 몰려요. 어깨를 내린 채 당겨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'lat_pulldown', from: [18, 188], to: [18, 6], width: 5 },
        { kind: 'line', machine: 'lat_pulldown', from: [18, 6], to: [70, 6], width: 4 },
        { kind: 'line', machine: 'lat_pulldown', from: [62, 160], to: [62, 188], width: 4 },
        { kind: 'box', machine: 'lat_pulldown', id: 'seat', at: [62, 154], w: 34, h: 12 },
        { kind: 'box', machine: 'lat_pulldown', id: 'pad', at: [104, 131], w: 16, h: 8 },
        { kind: 'cable', machine: 'lat_pulldown', at: [70, 8] },
        { kind: 'box', at: 'grip', w: 12, h: 5, angle: -20, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 190, arm: [174, 174], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: 190, arm: [107, 209], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 190, arm: [-10.7, 138.5], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'underhand_lat_pulldown',
    koreanName: '언더그립 랫풀다운',
    englishName: 'Reverse-Grip Lat Pulldown',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['lat_pulldown'],
    level: 1,
    compound: true,
    pattern: 'v_pull',
    load: 'stack',
    ratios: est([0.48, 0.71, 0.95], [0.29, 0.43, 0.57]), // ≈ 0.95 × lat_pulldown
    aliases: ['리버스 그립 랫풀다운', '언더그립 랫풀'],
    popularity: 50,
    videoLink: null,
    description:
      '손바닥이 몸 쪽을 보게 어깨너비로 바를 잡고 허벅지 패드에 다리를 고정해 앉아요. 가슴을 든 채 숨을 내쉬며 팔꿈치를 옆구리 아래로 끌어내려 바를 윗가슴까지 당겨요. 숨을 들이마시며 천천히 팔을 펴 올려 보내요.',
    caution: '이두에 힘이 몰리지 않게 팔꿈치로 당기는 느낌을 유지하고, 손목을 과하게 꺾지 마세요.',
    howTo: {
      setup: ['바를 어깨너비로, 손바닥이 몸 쪽을 보게 잡아요.', '허벅지 패드에 다리를 고정해 앉고 가슴을 들어요.'],
      steps: ['팔꿈치를 옆구리 아래로 끌어내려 바를 윗가슴까지 당겨요.', '아래에서 등을 조이며 잠깐 멈춰요.', '팔을 천천히 펴며 바를 올려 보내요.'],
      breathing: '바를 당기며 숨을 내쉬고, 올려 보내며 들이마셔요.',
      mistakes: [
        '손목을 뒤로 과하게 꺾으면 손목이 아파요. 손목을 곧게 세워 잡아요.',
        '이두로 바를 당기면 팔만 지쳐요. 팔꿈치로 당긴다는 느낌을 유지해요.',
        '반동을 쓰려고 상체를 젖히지 말고, 가슴을 든 자세를 지켜요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'lat_pulldown', from: [18, 188], to: [18, 6], width: 5 },
        { kind: 'line', machine: 'lat_pulldown', from: [18, 6], to: [74, 6], width: 4 },
        { kind: 'line', machine: 'lat_pulldown', from: [62, 160], to: [62, 188], width: 4 },
        { kind: 'box', machine: 'lat_pulldown', id: 'seat', at: [62, 154], w: 34, h: 12 },
        { kind: 'box', machine: 'lat_pulldown', id: 'pad', at: [104, 131], w: 16, h: 8 },
        { kind: 'cable', machine: 'lat_pulldown', at: [74, 8] },
        { kind: 'disc', at: 'grip', r: 3, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 185, arm: [175, 175], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: 185, arm: [107, 209], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 185, arm: [-22.4, 123.5], leg: [90, 0, 90] },
          at: ['butt', 60, 148],
          contacts: [
            ['butt', 'seat'],
            ['knee', 'pad'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'seated_cable_row',
    koreanName: '시티드 케이블 로우',
    englishName: 'Seated Cable Row',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 1,
    compound: true,
    pattern: 'h_pull',
    load: 'stack',
    ratios: est([0.5, 0.75, 1.0], [0.3, 0.45, 0.6]), // §2.3 seated_cable_row [H]
    aliases: ['시티드 로우', '케이블 로우', '케이블 시티드 로우'],
    popularity: 86,
    videoLink: null,
    description:
      '발판에 발을 대고 무릎을 살짝 굽힌 채 앉아 핸들을 잡고 허리를 곧게 세워요. 숨을 내쉬며 어깨를 뒤로 모으고 팔꿈치를 몸통 옆으로 스치듯 당겨 핸들을 배꼽 쪽으로 가져와요. 숨을 들이마시며 등이 늘어나는 느낌으로 팔을 천천히 앞으로 펴요.',
    caution: '허리를 세우고 팔이 아닌 등으로 당긴다는 느낌으로.',
    howTo: {
      setup: ['의자에 앉아 발판에 발을 대고 무릎을 살짝 굽혀요.', '몸을 앞으로 기울여 핸들을 잡은 뒤, 허리를 곧게 세우고 가슴을 들어요.'],
      steps: [
        '어깨를 뒤로 모으며 팔꿈치를 몸통 옆으로 스치듯 당겨요.',
        '핸들이 배꼽에 닿을 듯하면 어깨뼈를 조이고 잠깐 멈춰요.',
        '등이 늘어나는 느낌으로 팔을 천천히 앞으로 펴요.',
      ],
      breathing: '핸들을 당기며 숨을 내쉬고, 팔을 펴며 들이마셔요.',
      mistakes: [
        '상체를 앞뒤로 크게 흔들며 당기면 허리에 무리가 가요. 허리를 세운 채 팔꿈치로 당겨요.',
        '팔로만 당기면 등이 쓰이지 않아요. 어깨뼈를 먼저 모은 뒤 당겨요.',
        '어깨가 귀 쪽으로 솟지 않게 어깨를 내린 채 당겨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [168, 188], to: [168, 100], width: 6 },
        { kind: 'line', from: [55, 160], to: [55, 188], width: 4 },
        { kind: 'box', id: 'seat', at: [70, 156], w: 70, h: 12 },
        { kind: 'line', from: [152, 166], to: [152, 188], width: 4 },
        { kind: 'box', id: 'plate', at: [142.7, 148.3], w: 5, h: 30, angle: 20, tone: 'frame' },
        { kind: 'cable', machine: 'cable', at: [160, 150] },
        { kind: 'box', at: 'grip', w: 4, h: 10, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 170, arm: [68, 72], leg: [100, 70, 160] },
          at: ['butt', 50, 150],
          contacts: [
            ['butt', 'seat'],
            ['heel', 'plate'],
            ['toe', 'plate'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-33.9, 82.2], leg: [100, 70, 160] },
          at: ['butt', 50, 150],
          contacts: [
            ['butt', 'seat'],
            ['heel', 'plate'],
            ['toe', 'plate'],
          ],
        },
      ],
    },
  },
  {
    key: 'machine_seated_row',
    koreanName: '머신 시티드 로우',
    englishName: 'Machine Seated Row',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['seated_row'],
    level: 1,
    compound: true,
    pattern: 'h_pull',
    load: 'stack',
    ratios: est([0.45, 0.68, 0.9], [0.27, 0.41, 0.54]), // ≈ 0.9 × seated_cable_row (stacks differ)
    aliases: ['시티드 로우 머신', '체스트 서포티드 로우'],
    popularity: 66,
    videoLink: null,
    description:
      '가슴 패드에 몸을 기댔을 때 손잡이가 팔 길이 끝에 오도록 의자와 패드를 맞추고 앉아요. 숨을 내쉬며 어깨뼈를 뒤로 모으고 팔꿈치를 뒤로 당겨 손잡이를 몸 쪽으로 가져와요. 숨을 들이마시며 팔을 천천히 펴 등을 늘려요.',
    caution: '가슴을 패드에서 떼고 상체를 젖혀 당기면 허리에 부담이 가요. 가슴을 패드에 붙인 채 움직이세요.',
    howTo: {
      setup: [
        '가슴 패드에 몸을 기댔을 때 손잡이가 팔 길이 끝에 오도록 의자와 패드를 맞춰요.',
        '앉아서 가슴을 패드에 붙이고 발바닥으로 바닥을 디딘 채 손잡이를 잡아요.',
      ],
      steps: [
        '어깨뼈를 뒤로 모으며 팔꿈치를 뒤로 당겨 손잡이를 몸 쪽으로 가져와요.',
        '팔꿈치가 몸통 옆을 지나면 등을 조이고 잠깐 멈춰요.',
        '팔을 천천히 펴 등을 늘려요.',
      ],
      breathing: '손잡이를 당기며 숨을 내쉬고, 팔을 펴며 들이마셔요.',
      mistakes: [
        '가슴을 패드에서 떼고 상체를 젖혀 당기면 허리에 부담이 가요. 가슴을 패드에 붙인 채 당겨요.',
        '손잡이가 너무 가까우면 등이 늘어나지 않아요. 팔이 다 펴지는 거리로 패드를 맞춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'seated_row', from: [150, 188], to: [150, 40], width: 6 },
        { kind: 'line', machine: 'seated_row', from: [55, 160], to: [55, 188], width: 4 },
        { kind: 'box', machine: 'seated_row', id: 'seat', at: [55, 154], w: 32, h: 12 },
        { kind: 'line', machine: 'seated_row', from: [74, 118], to: [150, 118], width: 4 },
        { kind: 'box', machine: 'seated_row', id: 'pad', at: [70, 106], w: 8, h: 28 },
        { kind: 'line', machine: 'seated_row', from: [150, 56], to: 'hand', width: 4, tone: 'metal' },
        { kind: 'disc', machine: 'seated_row', at: 'hand', r: 4, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [84, 88], leg: [90, 0, 90] },
          at: ['butt', 50, 148],
          contacts: [
            ['butt', 'seat'],
            ['chest', 'pad'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-16.5, 121.7], leg: [90, 0, 90] },
          at: ['butt', 50, 148],
          contacts: [
            ['butt', 'seat'],
            ['chest', 'pad'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'one_arm_cable_row',
    koreanName: '원암 케이블 로우',
    englishName: 'One-Arm Cable Row',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: true,
    pattern: 'h_pull',
    load: 'stack',
    ratios: est([0.25, 0.37, 0.5], [0.15, 0.22, 0.3]), // ≈ 0.5 × seated_cable_row, one arm
    aliases: ['싱글 암 케이블 로우', '원암 시티드 로우'],
    popularity: 35,
    videoLink: null,
    description:
      '케이블 도르래를 가슴이나 배꼽 높이에 맞추고 한 손으로 손잡이를 잡아 앉거나 한 발을 앞에 둔 자세로 서요. 허리를 곧게 편 채 숨을 내쉬며 팔꿈치를 옆구리 뒤로 당겨 손잡이를 몸 쪽으로 가져와요. 숨을 들이마시며 등이 늘어나도록 천천히 팔을 펴고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '몸통을 크게 돌려 당기지 말고, 어깨가 귀 쪽으로 솟지 않게 하세요.',
    howTo: {
      setup: ['케이블 도르래를 가슴이나 배꼽 높이에 맞추고 한 손으로 손잡이를 잡아요.', '당기는 팔 쪽 발을 뒤에, 반대 발을 앞에 두고 허리를 곧게 펴요.'],
      steps: [
        '팔꿈치를 옆구리 뒤로 당겨 손잡이를 몸 쪽으로 가져와요.',
        '손잡이가 옆구리에 오면 어깨뼈를 모으고 잠깐 멈춰요.',
        '등이 늘어나도록 팔을 천천히 펴고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '손잡이를 당기며 숨을 내쉬고, 팔을 펴며 들이마셔요.',
      mistakes: [
        '몸통을 크게 돌려 당기지 말고, 가슴이 앞을 본 채 팔꿈치만 뒤로 보내요.',
        '어깨가 귀 쪽으로 솟지 않게 어깨를 내리고 당겨요.',
        '허리가 말리거나 젖혀지지 않게 복부에 힘을 줘요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [188, 188], to: [188, 30], width: 6 },
        { kind: 'cable', machine: 'cable', at: [182, 85], to: 'hand' },
        { kind: 'disc', at: 'hand', r: 3.5, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 165, arm: [73, 73], arm2: [-1, -1], leg: [-15, -15, 90], leg2: [25, -5, 90] },
          at: ['ankle', 60, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: 165, arm: [-56.2, 68.1], arm2: [-1, -1], leg: [-15, -15, 90], leg2: [25, -5, 90] },
          at: ['ankle', 60, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'barbell_row',
    koreanName: '바벨 로우',
    englishName: 'Barbell Row',
    bodyParts: ['back', 'biceps', 'hamstrings'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'h_pull',
    load: 'barbell',
    ratios: src([0.5, 0.75, 1.0], [0.3, 0.5, 0.7]), // §2.3 barbell_row
    aliases: ['벤트오버 로우', '벤트오버 바벨 로우', '오버그립 바벨 로우'],
    popularity: 83,
    videoLink: null,
    description:
      '바를 어깨너비로 잡고 무릎을 살짝 굽힌 채 엉덩이를 뒤로 빼 상체를 45도 정도까지 숙이고 허리를 곧게 펴요. 숨을 내쉬며 팔꿈치를 뒤로 당겨 바를 배꼽 쪽으로 끌어올려요. 숨을 들이마시며 상체 각도를 유지한 채 바를 천천히 내려요.',
    caution: '허리가 둥글게 말리거나 상체를 들며 반동을 쓰면 허리를 다치기 쉬워요. 허리를 중립으로 지키세요.',
    howTo: {
      setup: [
        '발을 골반너비로 벌리고 서서 바를 어깨너비로, 손등이 앞을 보게 잡아요.',
        '무릎을 살짝 굽히고 엉덩이를 뒤로 빼 상체를 45도 정도 숙여요.',
        '허리를 곧게 펴고 복부에 힘을 줘 바가 무릎 근처에 매달리게 해요.',
      ],
      steps: [
        '상체 각도를 그대로 둔 채 팔꿈치를 뒤로 당겨 바를 배꼽 쪽으로 끌어올려요.',
        '바가 배에 닿을 듯하면 어깨뼈를 모으고 잠깐 멈춰요.',
        '바를 천천히 내려 팔을 펴고, 등이 늘어나는 느낌을 받아요.',
      ],
      breathing: '당겨 올리며 숨을 내쉬고, 바를 내리며 들이마셔요.',
      mistakes: [
        '허리가 둥글게 말리면 허리를 다치기 쉬워요. 가슴을 펴고 허리를 중립으로 지켜요.',
        '상체를 들어 올리며 반동으로 당기지 말고, 상체 각도를 고정한 채 팔꿈치로 당겨요.',
        '바를 가슴 쪽으로 당기면 팔만 쓰게 돼요. 배꼽 쪽으로 당겨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell' }],
      keyframes: [
        {
          pose: { trunk: 135, arm: [-20, -20], leg: [20, -12, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 135, arm: [-73.8, 27.4], leg: [20, -12, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'underhand_barbell_row',
    koreanName: '언더그립 바벨 로우',
    englishName: 'Underhand Barbell Row',
    bodyParts: ['back', 'biceps', 'hamstrings'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'h_pull',
    load: 'barbell',
    ratios: est([0.48, 0.71, 0.95], [0.29, 0.48, 0.67]), // ≈ 0.95 × barbell_row
    aliases: ['리버스 그립 바벨 로우', '언더그립 로우'],
    popularity: 66,
    videoLink: null,
    description:
      '손바닥이 앞을 보게 어깨너비로 바를 잡고, 무릎을 살짝 굽혀 엉덩이를 뒤로 빼며 상체를 숙여요. 숨을 내쉬며 팔꿈치를 옆구리에 붙이듯 뒤로 당겨 바를 아랫배 쪽으로 끌어올려요. 숨을 들이마시며 허리를 편 채 바를 천천히 내려요.',
    caution: '손목과 이두에 부담이 가기 쉬우니 무거운 무게로 반동을 쓰지 말고, 허리는 끝까지 곧게 유지하세요.',
    howTo: {
      setup: ['발을 골반너비로 벌리고 바를 어깨너비로, 손바닥이 앞을 보게 잡아요.', '무릎을 살짝 굽히고 엉덩이를 뒤로 빼 상체를 숙인 뒤 허리를 곧게 펴요.'],
      steps: [
        '팔꿈치를 옆구리에 붙이듯 뒤로 당겨 바를 아랫배 쪽으로 끌어올려요.',
        '바가 아랫배에 닿을 듯하면 어깨뼈를 모으고 잠깐 멈춰요.',
        '허리를 편 채 바를 천천히 내려 팔을 펴요.',
      ],
      breathing: '바를 당겨 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '무거운 무게로 반동을 쓰면 손목과 이두에 무리가 가요. 무게를 줄여 천천히 당겨요.',
        '팔꿈치가 옆으로 벌어지면 등보다 팔을 쓰게 돼요. 팔꿈치를 옆구리 가까이 붙여요.',
        '허리가 말리거나 상체가 점점 들리지 않게, 끝까지 같은 각도로 숙여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell' }],
      keyframes: [
        {
          pose: { trunk: 140, arm: [-15, -15], leg: [18, -10, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 140, arm: [-70.3, 29.2], leg: [18, -10, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'pendlay_row',
    koreanName: '펜들레이 로우',
    englishName: 'Pendlay Row',
    bodyParts: ['back', 'biceps', 'hamstrings'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'h_pull',
    load: 'barbell',
    ratios: est([0.45, 0.68, 0.9], [0.27, 0.45, 0.63]), // ≈ 0.9 × barbell_row
    aliases: ['펜들레이'],
    popularity: 35,
    videoLink: null,
    description:
      '바를 바닥에 두고 상체를 바닥과 거의 수평이 되게 숙여 허리를 곧게 편 채 어깨너비보다 조금 넓게 잡아요. 숨을 내쉬며 바를 명치 아래로 힘 있게 당겨 올려요. 숨을 들이마시며 바를 바닥에 내려놓고, 매 반복마다 자세를 다시 잡아요.',
    caution: '상체가 들리거나 허리가 말리면 허리에 큰 부담이 가요. 무게를 낮춰서라도 수평 자세를 지키세요.',
    howTo: {
      setup: [
        '바를 바닥에 두고 발 중앙 위에 오게 서요.',
        '무릎을 굽히고 엉덩이를 뒤로 빼 상체를 바닥과 거의 수평으로 숙여요.',
        '허리를 곧게 편 채 어깨너비보다 조금 넓게 바를 잡아요.',
      ],
      steps: [
        '상체를 수평으로 둔 채 팔꿈치를 뒤로 힘 있게 당겨 바를 명치 아래로 끌어올려요.',
        '바가 몸에 닿으면 어깨뼈를 모아요.',
        '바를 바닥에 내려놓고, 다음 반복 전에 허리와 상체 자세를 다시 잡아요.',
      ],
      breathing: '당기기 전에 숨을 들이마셔 복부에 힘을 채우고, 당겨 올리며 내쉬어요.',
      mistakes: [
        '당길 때 상체가 들리면 다른 로우가 돼요. 무게를 낮춰서라도 수평 자세를 지켜요.',
        '허리가 말린 채 바를 바닥에서 떼면 허리를 다쳐요. 허리를 편 뒤에 당겨요.',
        '바를 바닥에 튕기며 이어서 당기지 말고, 매번 멈췄다가 다시 시작해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell' }],
      keyframes: [
        {
          pose: { trunk: 100, head: 115, arm: [0, 0], leg: [49.5, 9, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 100, head: 115, arm: [-113, 23], leg: [49.5, 9, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'one_arm_db_row',
    koreanName: '원암 덤벨 로우',
    englishName: 'One-Arm Dumbbell Row',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: true,
    pattern: 'h_pull',
    load: 'dumbbell',
    ratios: est([0.25, 0.35, 0.5], [0.15, 0.21, 0.3]), // §2.3 one_arm_db_row [H], per hand
    aliases: ['원암 로우', '덤벨 로우', '한팔 덤벨 로우'],
    popularity: 81,
    videoLink: null,
    description:
      '한쪽 손과 무릎을 벤치에 대고 상체를 바닥과 거의 평행하게 숙인 뒤 반대 손으로 덤벨을 들어요. 숨을 내쉬며 팔꿈치를 엉덩이 쪽으로 당겨 덤벨을 옆구리까지 끌어올려요. 숨을 들이마시며 등이 늘어나도록 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '허리를 세우고 팔이 아닌 등으로 당긴다는 느낌으로.',
    howTo: {
      setup: [
        '벤치 옆에 서서 한쪽 무릎과 같은 쪽 손을 벤치에 올려요.',
        '반대쪽 발은 바닥을 디디고, 상체를 바닥과 거의 평행하게 숙여 허리를 곧게 펴요.',
        '벤치를 짚지 않은 손으로 덤벨을 들어 어깨 아래로 늘어뜨려요.',
      ],
      steps: [
        '팔꿈치를 엉덩이 쪽으로 당겨 덤벨을 옆구리까지 끌어올려요.',
        '위에서 어깨뼈를 모으고 잠깐 멈춰요.',
        '등이 늘어나도록 덤벨을 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '덤벨을 끌어올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '몸통을 돌려 덤벨을 들어 올리지 말고, 어깨와 골반이 바닥을 향한 채 당겨요.',
        '덤벨을 가슴 쪽으로 당기면 팔만 써요. 팔꿈치를 엉덩이 쪽으로 보내요.',
        '허리가 말리거나 처지지 않게 복부에 힘을 주고 등을 평평하게 유지해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [56, 150], length: 124 },
        { kind: 'dumbbell', machine: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 105, arm: [0, 0], arm2: [20, 20], leg: [3.8, -23.5, 90], leg2: [20, -90, -40] },
          at: ['knee2', 120, 144],
          contacts: [
            ['knee2', 'bench'],
            ['hand2', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 105, arm: [-128.1, -6.5], arm2: [20, 20], leg: [3.8, -23.5, 90], leg2: [20, -90, -40] },
          at: ['knee2', 120, 144],
          contacts: [
            ['knee2', 'bench'],
            ['hand2', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'bent_over_db_row',
    koreanName: '벤트오버 덤벨 로우',
    englishName: 'Bent-Over Dumbbell Row',
    bodyParts: ['back', 'biceps', 'hamstrings'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: true,
    pattern: 'h_pull',
    load: 'dumbbell',
    ratios: est([0.21, 0.3, 0.43], [0.13, 0.18, 0.26]), // ≈ 0.85 × one_arm_db_row, per hand
    aliases: ['양손 덤벨 로우', '덤벨 벤트오버 로우'],
    popularity: 45,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 무릎을 살짝 굽혀 엉덩이를 뒤로 빼며 상체를 45도 정도 숙여요. 숨을 내쉬며 팔꿈치를 뒤로 당겨 덤벨을 옆구리까지 끌어올리고 어깨뼈를 모아요. 숨을 들이마시며 허리를 편 채 천천히 내려요.',
    caution: '허리가 둥글게 말리지 않게 복부에 힘을 주고, 허리가 불편하면 벤치를 짚는 원암 덤벨 로우로 하세요.',
    howTo: {
      setup: [
        '양손에 덤벨을 들고 발을 골반너비로 벌려 서요.',
        '무릎을 살짝 굽히고 엉덩이를 뒤로 빼 상체를 45도 정도 숙여요.',
        '허리를 곧게 펴고 덤벨이 어깨 아래에 매달리게 해요.',
      ],
      steps: ['팔꿈치를 뒤로 당겨 덤벨을 옆구리까지 끌어올려요.', '위에서 어깨뼈를 모으고 잠깐 멈춰요.', '허리를 편 채 덤벨을 천천히 내려 팔을 펴요.'],
      breathing: '덤벨을 끌어올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '허리가 둥글게 말리면 허리를 다쳐요. 복부에 힘을 주고 허리를 곧게 지켜요.',
        '덤벨을 어깨 쪽으로 들어 올리면 팔만 써요. 팔꿈치를 엉덩이 쪽으로 당겨요.',
        '허리가 불편한데 참고 하지 말고, 벤치를 짚는 원암 덤벨 로우로 바꿔요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell' }],
      keyframes: [
        {
          pose: { trunk: 130, arm: [-5, -5], leg: [22, -12, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 130, arm: [-102.8, 19], leg: [22, -12, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 't_bar_row',
    koreanName: '티바 로우',
    englishName: 'T-Bar Row',
    bodyParts: ['back', 'biceps', 'hamstrings'],
    primaryCount: 1,
    machines: ['t_bar_row'],
    level: 3,
    compound: true,
    pattern: 'h_pull',
    load: 'plates',
    ratios: est([0.35, 0.53, 0.7], [0.21, 0.35, 0.49]), // ≈ 0.7 × barbell_row as added plates
    aliases: ['T바 로우', '티바'],
    popularity: 62,
    videoLink: null,
    description:
      '티바 로우 머신의 발판에 올라 무릎을 살짝 굽히고 엉덩이를 뒤로 빼 상체를 숙인 뒤 손잡이를 잡아요. 허리를 곧게 편 채 숨을 내쉬며 팔꿈치를 뒤로 당겨 원판이 가슴 가까이 오도록 끌어올려요. 숨을 들이마시며 천천히 내려 등을 늘려요.',
    caution: '무게를 올리려고 상체를 들어 올리며 반동을 쓰면 허리를 다쳐요. 상체 각도를 고정하세요.',
    howTo: {
      setup: ['발판에 올라 발을 골반너비로 두고 무릎을 살짝 굽혀요.', '엉덩이를 뒤로 빼 상체를 숙이고 허리를 곧게 편 채 손잡이를 잡아요.'],
      steps: [
        '상체 각도를 고정한 채 팔꿈치를 뒤로 당겨 원판이 가슴 가까이 오게 끌어올려요.',
        '위에서 어깨뼈를 모으고 잠깐 멈춰요.',
        '팔이 펴질 때까지 천천히 내려 등을 늘려요.',
      ],
      breathing: '끌어올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '무게를 올리려고 상체를 들며 반동을 쓰면 허리를 다쳐요. 상체 각도를 고정해요.',
        '허리가 말리지 않게 가슴을 펴고 복부에 힘을 줘요.',
        '손목을 굽혀 당기지 말고, 팔꿈치를 뒤로 보낸다는 느낌으로 당겨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'box', machine: 't_bar_row', id: 'platform', at: [92, 181], w: 64, h: 10, tone: 'frame' },
        { kind: 'disc', machine: 't_bar_row', at: [16, 182], r: 4, tone: 'frame' },
        { kind: 'line', machine: 't_bar_row', from: [16, 182], to: { from: 'grip', dx: 12, dy: -5 }, width: 4, tone: 'metal' },
        { kind: 'disc', machine: 't_bar_row', at: { from: 'grip', dx: 12, dy: -5 }, r: 15, tone: 'plate' },
        { kind: 'disc', machine: 't_bar_row', at: 'grip', r: 3, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 135, arm: [-10, -10], leg: [20, -12, 90] },
          at: ['ankle', 90, 172],
          contacts: [
            ['heel', 'platform'],
            ['toe', 'platform'],
          ],
        },
        {
          pose: { trunk: 135, arm: [-81.4, 51.1], leg: [20, -12, 90] },
          at: ['ankle', 90, 172],
          contacts: [
            ['heel', 'platform'],
            ['toe', 'platform'],
          ],
        },
      ],
    },
  },
  {
    key: 'pull_up',
    koreanName: '풀업',
    englishName: 'Pull-up',
    bodyParts: ['back', 'biceps', 'shoulders'],
    primaryCount: 1,
    machines: ['pullup_bar'],
    level: 3,
    compound: true,
    pattern: 'v_pull',
    load: 'bodyweight',
    ratios: null,
    aliases: ['턱걸이', '와이드 풀업', '오버그립 턱걸이'],
    popularity: 91,
    videoLink: null,
    description:
      '풀업 바를 어깨너비보다 조금 넓게, 손등이 몸 쪽을 보도록 잡고 매달려요. 숨을 내쉬며 어깨를 먼저 끌어내린 뒤 팔꿈치를 옆구리로 당겨 턱이 바 위로 올라갈 때까지 몸을 끌어올려요. 숨을 들이마시며 팔이 거의 펴질 때까지 천천히 내려와요.',
    caution: '다리를 흔들어 반동을 쓰거나 떨어지듯 내려오면 어깨와 팔꿈치를 다칠 수 있어요. 한 개가 어려우면 어시스티드 풀업부터 하세요.',
    howTo: {
      setup: ['풀업 바를 어깨너비보다 조금 넓게, 손등이 몸 쪽을 보게 잡아요.', '팔을 편 채 매달리고, 무릎을 살짝 굽혀 다리를 모아요.'],
      steps: [
        '어깨를 먼저 끌어내려 귀에서 멀어지게 해요.',
        '팔꿈치를 옆구리로 당겨 턱이 바 위로 올라갈 때까지 몸을 끌어올려요.',
        '팔이 거의 펴질 때까지 천천히 내려와요.',
      ],
      breathing: '몸을 끌어올리며 숨을 내쉬고, 내려오며 들이마셔요.',
      mistakes: [
        '다리를 흔들어 반동을 쓰면 어깨와 팔꿈치를 다칠 수 있어요. 몸을 고정한 채 당겨요.',
        '떨어지듯 내려오지 말고, 올라갈 때보다 천천히 내려와요.',
        '한 개도 어렵다면 억지로 하지 말고 어시스티드 풀업부터 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'pullup_bar', from: [30, 188], to: [30, 22], width: 5 },
        { kind: 'line', machine: 'pullup_bar', from: [30, 22], to: [100, 22], width: 4 },
        { kind: 'disc', machine: 'pullup_bar', id: 'bar', at: [100, 22], r: 3, tone: 'metal' },
      ],
      keyframes: [
        {
          pose: { trunk: 185, arm: [172, 172], leg: [15, -100, -30] },
          at: ['grip', 100, 27],
          contacts: [
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
        {
          pose: { trunk: 188, arm: [25.9, 178.3], leg: [15, -100, -30] },
          at: ['grip', 100, 27],
          contacts: [
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'chin_up',
    koreanName: '친업',
    englishName: 'Chin-up',
    bodyParts: ['back', 'biceps'],
    primaryCount: 2,
    machines: ['pullup_bar'],
    level: 3,
    compound: true,
    pattern: 'v_pull',
    load: 'bodyweight',
    ratios: null,
    aliases: ['언더그립 턱걸이', '언더그립 풀업'],
    popularity: 60,
    videoLink: null,
    description:
      '손바닥이 몸 쪽을 보게 어깨너비로 풀업 바를 잡고 매달려요. 숨을 내쉬며 가슴을 바 쪽으로 내밀면서 팔꿈치를 아래로 당겨 턱이 바 위로 올라갈 때까지 몸을 끌어올려요. 숨을 들이마시며 천천히 내려와요.',
    caution: '내려올 때 팔꿈치를 툭 펴며 떨어지면 이두와 팔꿈치에 무리가 가요. 내려올 때도 속도를 조절하세요.',
    howTo: {
      setup: ['풀업 바를 어깨너비로, 손바닥이 몸 쪽을 보게 잡아요.', '팔을 편 채 매달리고 복부에 힘을 줘 몸이 흔들리지 않게 해요.'],
      steps: ['가슴을 바 쪽으로 내밀며 팔꿈치를 아래로 당겨요.', '턱이 바 위로 올라갈 때까지 몸을 끌어올려요.', '팔꿈치를 천천히 펴며 내려와요.'],
      breathing: '몸을 끌어올리며 숨을 내쉬고, 내려오며 들이마셔요.',
      mistakes: [
        '내려올 때 팔꿈치를 툭 펴며 떨어지면 이두와 팔꿈치에 무리가 가요. 속도를 조절해요.',
        '턱만 앞으로 내밀어 바를 넘기지 말고, 가슴이 바에 가까워지게 올라가요.',
        '다리를 차올려 반동을 쓰지 말고, 몸을 곧게 유지해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'pullup_bar', from: [30, 188], to: [30, 22], width: 5 },
        { kind: 'line', machine: 'pullup_bar', from: [30, 22], to: [100, 22], width: 4 },
        { kind: 'disc', machine: 'pullup_bar', id: 'bar', at: [100, 22], r: 3, tone: 'metal' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [178, 178], leg: [5, -105, -30] },
          at: ['grip', 100, 27],
          contacts: [
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
        {
          pose: { trunk: 200, head: 185, arm: [30, 181.9], leg: [5, -105, -30] },
          at: ['grip', 100, 27],
          contacts: [
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'assisted_pull_up',
    koreanName: '어시스티드 풀업',
    englishName: 'Assisted Pull-up',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['assisted_pullup'],
    // The pin sets the ASSISTANCE (heavier = easier), so there is no load ratio: reps only.
    level: 1,
    compound: true,
    pattern: 'v_pull',
    load: 'bodyweight',
    ratios: null,
    aliases: ['어시스트 풀업', '어시스티드 턱걸이', '보조 턱걸이'],
    popularity: 58,
    videoLink: null,
    description:
      '무릎 패드(또는 발판)에 무릎을 올리고 손잡이를 어깨너비보다 넓게 잡아요. 숨을 내쉬며 어깨를 끌어내리고 팔꿈치를 옆구리로 당겨 턱이 손잡이 높이까지 오도록 올라가요. 숨을 들이마시며 천천히 내려와요. 핀에 꽂는 무게가 무거울수록 도움이 커져 쉬워져요.',
    caution: '패드에 올라가고 내려올 때 미끄러지기 쉬우니 손잡이를 잡은 채 한쪽 무릎씩 천천히 옮기세요.',
    howTo: {
      setup: [
        '핀을 꽂아 도움 무게를 정해요. 무거울수록 도움이 커져 쉬워져요.',
        '손잡이를 잡은 채 한쪽 무릎씩 패드(또는 발판)에 천천히 올려요.',
        '손잡이를 어깨너비보다 넓게 잡고 팔을 펴요.',
      ],
      steps: ['어깨를 끌어내린 뒤 팔꿈치를 옆구리로 당겨요.', '턱이 손잡이 높이에 올 때까지 몸을 끌어올려요.', '팔이 펴질 때까지 천천히 내려와요.'],
      breathing: '몸을 끌어올리며 숨을 내쉬고, 내려오며 들이마셔요.',
      mistakes: [
        '패드에 오르내릴 때 서두르면 미끄러지기 쉬워요. 손잡이를 잡은 채 한쪽 무릎씩 옮겨요.',
        '패드가 밀어 주는 힘에 맡겨 튕기듯 오르지 말고, 등으로 당겨요.',
        '쉬워졌다면 핀 무게를 줄여 도움을 조금씩 줄여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'assisted_pullup', from: [150, 188], to: [150, 8], width: 6 },
        { kind: 'line', machine: 'assisted_pullup', from: [150, 10], to: [96, 10], width: 4 },
        { kind: 'line', machine: 'assisted_pullup', from: [96, 10], to: [96, 16], width: 3 },
        { kind: 'box', machine: 'assisted_pullup', at: [164, 150], w: 14, h: 40, tone: 'plate' },
        { kind: 'line', machine: 'assisted_pullup', from: [150, 160], to: { from: 'knee', dx: 4, dy: 9 }, width: 4 },
        { kind: 'box', machine: 'assisted_pullup', id: 'pad', at: { from: 'knee', dx: -18, dy: 9 }, w: 48, h: 6 },
        { kind: 'disc', machine: 'assisted_pullup', id: 'handle', at: [96, 16], r: 3, tone: 'metal' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [175, 175], leg: [0, -90, -10] },
          at: ['grip', 96, 20],
          contacts: [
            ['hand', 'handle'],
            ['knee', 'pad'],
          ],
        },
        {
          pose: { trunk: 185, arm: [30.6, 186.3], leg: [0, -90, -10] },
          at: ['grip', 96, 20],
          contacts: [
            ['hand', 'handle'],
            ['knee', 'pad'],
          ],
        },
      ],
    },
  },
  {
    key: 'inverted_row',
    koreanName: '인버티드 로우',
    englishName: 'Inverted Row',
    bodyParts: ['back', 'biceps'],
    primaryCount: 1,
    machines: ['smith_machine'],
    level: 1,
    compound: true,
    pattern: 'h_pull',
    load: 'bodyweight',
    ratios: null,
    aliases: ['바디 로우', '오스트레일리안 풀업'],
    popularity: 35,
    videoLink: null,
    description:
      '스미스 머신 바를 허리 높이에 고정하고 바 아래에 누워 어깨너비보다 조금 넓게 잡은 뒤 발뒤꿈치로 몸을 지탱해요. 몸을 일직선으로 유지한 채 숨을 내쉬며 가슴이 바에 닿을 듯 끌어올려요. 숨을 들이마시며 팔이 펴질 때까지 천천히 내려가요. 무릎을 굽히면 쉬워져요.',
    caution: '바가 확실히 걸려 고정됐는지 먼저 확인하고, 엉덩이가 처지지 않게 복부와 엉덩이에 힘을 주세요.',
    howTo: {
      setup: [
        '스미스 머신 바를 허리 높이에 걸고 확실히 고정됐는지 확인해요.',
        '바 아래에 누워 어깨너비보다 조금 넓게 잡고, 발뒤꿈치로 바닥을 디뎌요.',
        '엉덩이를 들어 머리부터 발뒤꿈치까지 몸을 일직선으로 만들어요.',
      ],
      steps: [
        '몸을 일직선으로 유지한 채 팔꿈치를 옆구리로 당겨 가슴을 바 쪽으로 끌어올려요.',
        '가슴이 바에 닿을 듯하면 어깨뼈를 모으고 잠깐 멈춰요.',
        '팔이 펴질 때까지 천천히 내려가요.',
      ],
      breathing: '몸을 끌어올리며 숨을 내쉬고, 내려가며 들이마셔요.',
      mistakes: [
        '엉덩이가 처지면 허리에 부담이 가요. 복부와 엉덩이에 힘을 줘 몸을 곧게 지켜요.',
        '턱을 내밀어 바에 닿으려 하지 말고, 가슴을 바로 가져가요.',
        '너무 힘들면 반동을 쓰지 말고 무릎을 굽혀 쉽게 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [70, 188], to: [70, 10], width: 4 },
        { kind: 'line', machine: 'smith_machine', from: [70, 10], to: [54, 10], width: 4 },
        { kind: 'line', machine: 'smith_machine', from: [54, 10], to: [54, 188], width: 4 },
        { kind: 'barbell', machine: 'smith_machine', id: 'bar', at: [62, 104], plate: 'none' },
        { kind: 'disc', machine: 'smith_machine', at: [62, 104], r: 4, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: -102, arm: [152, 152], leg: [78, 78, 180] },
          at: ['heel', 165, 187],
          contacts: [
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: -122, arm: [60, 209.5], leg: [58, 58, 180] },
          at: ['heel', 165, 187],
          contacts: [
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'straight_arm_pulldown',
    koreanName: '스트레이트 암 풀다운',
    englishName: 'Straight-Arm Pulldown',
    bodyParts: ['back'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'v_pull',
    load: 'stack',
    ratios: est([0.2, 0.3, 0.42], [0.12, 0.18, 0.25]), // ≈ 0.4 × lat_pulldown
    aliases: ['암 풀다운', '케이블 풀오버', '스트레이트 암 랫 풀다운'],
    popularity: 48,
    videoLink: null,
    description:
      '케이블 도르래를 높게 맞추고 일자 바나 로프를 어깨너비로 잡은 뒤 한 걸음 물러나 상체를 살짝 숙여요. 팔꿈치를 거의 편 채 숨을 내쉬며 바를 허벅지 앞까지 큰 호를 그리며 끌어내려요. 숨을 들이마시며 등이 늘어나는 데까지 천천히 되돌려요.',
    caution: '팔꿈치를 굽혀 삼두로 누르거나 허리를 숙였다 펴며 반동을 쓰지 마세요. 가벼운 무게로 등에 집중하세요.',
    howTo: {
      setup: ['케이블 도르래를 머리보다 높게 맞추고 일자 바나 로프를 어깨너비로 잡아요.', '한 걸음 물러나 무릎을 살짝 굽히고 상체를 조금 숙여요.'],
      steps: [
        '팔꿈치를 거의 편 채 바를 허벅지 앞까지 큰 호를 그리며 끌어내려요.',
        '아래에서 등에 힘이 들어간 것을 느끼며 잠깐 멈춰요.',
        '팔을 편 그대로 등이 늘어나는 데까지 바를 천천히 되돌려요.',
      ],
      breathing: '끌어내리며 숨을 내쉬고, 되돌리며 들이마셔요.',
      mistakes: [
        '팔꿈치를 굽혀 누르면 삼두 운동이 돼요. 팔꿈치 각도를 처음 그대로 유지해요.',
        '상체를 숙였다 펴며 반동을 쓰지 말고, 상체는 고정한 채 팔만 움직여요.',
        '무거운 무게를 고르면 등에 집중하기 어려워요. 가벼운 무게로 천천히 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [184, 188], to: [184, 8], width: 5 },
        { kind: 'cable', machine: 'cable', at: [178, 14] },
        { kind: 'disc', at: 'grip', r: 3, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 160, arm: [110, 120], leg: [10, -8, 90] },
          at: ['ankle', 70, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 160, arm: [-5, -5], leg: [10, -8, 90] },
          at: ['ankle', 70, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'barbell_shrug',
    koreanName: '바벨 슈러그',
    englishName: 'Barbell Shrug',
    bodyParts: ['back'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 2,
    compound: false,
    pattern: 'shrug',
    load: 'barbell',
    ratios: est([0.6, 0.85, 1.2], [0.35, 0.5, 0.75]), // ≈ 0.6 × deadlift
    aliases: ['슈러그', '쉬러그', '바벨 쉬러그'],
    popularity: 55,
    videoLink: null,
    description:
      '바를 어깨너비로 잡고 똑바로 서서 팔을 편 채 바를 허벅지 앞에 둬요. 숨을 내쉬며 어깨를 귀 쪽으로 곧게 끌어올리고 잠깐 멈춰 승모근을 조여요. 숨을 들이마시며 어깨를 천천히 내려요.',
    caution: '어깨를 돌리거나 목을 앞으로 빼면 목과 어깨에 무리가 가요. 위아래로만 곧게 움직이세요.',
    howTo: {
      setup: ['바를 어깨너비로 잡고 발을 골반너비로 벌려 똑바로 서요.', '팔을 편 채 바를 허벅지 앞에 두고 턱을 살짝 당겨요.'],
      steps: ['팔을 편 그대로 어깨를 귀 쪽으로 곧게 끌어올려요.', '가장 높은 곳에서 잠깐 멈춰 승모근을 조여요.', '어깨를 천천히 내려 처음 자리로 돌아와요.'],
      breathing: '어깨를 끌어올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '어깨를 앞뒤로 돌리면 어깨와 목에 무리가 가요. 위아래로만 곧게 움직여요.',
        '목을 앞으로 빼지 말고, 턱을 살짝 당긴 채 들어 올려요.',
        '팔꿈치를 굽혀 바를 당기지 말고, 팔은 편 채 어깨만 움직여요.',
      ],
    },
    movement: {
      view: 'front',
      props: [{ kind: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-2, -2], leg: [-4, -4, 90] },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['grip', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-2, -2], leg: [-4, -4, 90], shrug: 7 },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['grip', 'bar'],
          ],
          hold: 1.5,
        },
      ],
    },
  },
  {
    key: 'db_shrug',
    koreanName: '덤벨 슈러그',
    englishName: 'Dumbbell Shrug',
    bodyParts: ['back'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'shrug',
    load: 'dumbbell',
    ratios: est([0.25, 0.35, 0.5], [0.15, 0.21, 0.3]), // ≈ 0.4 × barbell_shrug, per hand
    aliases: ['덤벨 쉬러그'],
    popularity: 50,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 팔을 몸 옆에 늘어뜨린 채 똑바로 서요. 숨을 내쉬며 어깨를 귀 쪽으로 곧게 끌어올리고 위에서 잠깐 멈춰요. 숨을 들이마시며 천천히 내려 승모근을 늘려요.',
    caution: '무거운 무게로 반동을 쓰거나 어깨를 돌리지 말고, 목에 힘을 빼고 턱을 살짝 당기세요.',
    howTo: {
      setup: ['양손에 덤벨을 들고 팔을 몸 옆에 늘어뜨린 채 똑바로 서요.', '손바닥이 몸 쪽을 보게 잡고 목에 힘을 빼요.'],
      steps: ['팔을 편 그대로 어깨를 귀 쪽으로 곧게 끌어올려요.', '위에서 잠깐 멈춰요.', '어깨를 천천히 내려 승모근을 늘려요.'],
      breathing: '어깨를 끌어올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '무거운 무게로 무릎을 굽혔다 펴며 반동을 쓰지 말고, 어깨 힘으로만 들어요.',
        '어깨를 돌리지 말고 위아래로만 움직여요.',
        '목에 힘이 들어가 턱이 들리면 목이 아파요. 턱을 살짝 당겨요.',
      ],
    },
    movement: {
      view: 'back',
      props: [
        { kind: 'dumbbell', id: 'left' },
        { kind: 'dumbbell', at: 'hand2', id: 'right' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-6, -4], leg: [-3, -3, -90] },
          at: ['ankle', 88, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'left'],
            ['hand2', 'right'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-6, -4], leg: [-3, -3, -90], shrug: 7 },
          at: ['ankle', 88, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'left'],
            ['hand2', 'right'],
          ],
          hold: 1.5,
        },
      ],
    },
  },
  {
    key: 'back_extension',
    koreanName: '백 익스텐션',
    englishName: 'Back Extension',
    bodyParts: ['back', 'glutes', 'hamstrings'],
    primaryCount: 1,
    machines: ['roman_chair'],
    level: 2,
    compound: false,
    pattern: 'hip_ext',
    load: 'bodyweight',
    ratios: null,
    aliases: ['하이퍼 익스텐션', '로만 체어', '45도 백 익스텐션'],
    popularity: 60,
    videoLink: null,
    description:
      '로만 체어(백 익스텐션 기구)의 패드가 골반뼈 바로 아래에 오도록 높이를 맞추고 발목을 고정해요. 팔을 가슴 앞에 모은 채 숨을 들이마시며 허리를 편 상태로 상체를 천천히 숙여요. 숨을 내쉬며 엉덩이와 허리 힘으로 몸이 일직선이 될 때까지 올라와요.',
    caution: '위에서 허리를 과하게 젖히면 허리에 부담이 가요. 몸이 일직선이 되는 곳까지만 올라오세요.',
    howTo: {
      setup: ['패드가 골반뼈 바로 아래에 오도록 높이를 맞추고, 발판에 서서 발목을 롤러 아래에 고정해요.', '몸을 일직선으로 편 채 팔을 가슴 앞에 모아요.'],
      steps: [
        '허리를 편 상태로 골반을 접듯 상체를 천천히 숙여요.',
        '허벅지 뒤가 당기는 곳까지 내려가요.',
        '엉덩이와 허리 힘으로 몸이 일직선이 될 때까지 올라와요.',
      ],
      breathing: '상체를 숙이며 숨을 들이마시고, 올라오며 내쉬어요.',
      mistakes: [
        '위에서 허리를 과하게 젖히면 허리에 부담이 가요. 몸이 일직선이 되는 곳까지만 올라와요.',
        '허리를 둥글게 말며 내려가지 말고, 허리는 편 채 골반에서 접어요.',
        '반동으로 튕기듯 올라오지 말고, 천천히 일정한 속도로 움직여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'roman_chair', from: [24, 186], to: [118, 186], width: 4 },
        { kind: 'line', machine: 'roman_chair', from: [30, 178], to: [30, 186], width: 4 },
        { kind: 'line', machine: 'roman_chair', from: [90, 130], to: [104, 186], width: 4 },
        { kind: 'box', machine: 'roman_chair', id: 'plate', at: [30.6, 176.5], w: 22, h: 4, angle: 45, tone: 'frame' },
        { kind: 'disc', machine: 'roman_chair', id: 'roller', at: [25, 163], r: 5, tone: 'pad' },
        { kind: 'box', machine: 'roman_chair', id: 'pad', at: [88.6, 125.6], w: 26, h: 8, angle: -45 },
      ],
      keyframes: [
        {
          pose: { trunk: 135, arm: [-15, 140], leg: [-45, -45, 45] },
          at: ['hip', 90, 110],
          contacts: [
            ['hip', 'pad'],
            ['heel', 'plate'],
            ['toe', 'plate'],
            ['ankle', 'roller'],
          ],
        },
        {
          pose: { trunk: 20, arm: [-130, 25], leg: [-45, -45, 45] },
          at: ['hip', 90, 110],
          contacts: [
            ['hip', 'pad'],
            ['heel', 'plate'],
            ['toe', 'plate'],
            ['ankle', 'roller'],
          ],
        },
      ],
    },
  },
  {
    key: 'rack_pull',
    koreanName: '랙 풀',
    englishName: 'Rack Pull',
    bodyParts: ['back', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['barbell', 'squat_rack'],
    level: 4,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: est([1.0, 1.25, 2.0], [0.65, 0.95, 1.5]), // = deadlift (conservative: a shorter pull allows more)
    aliases: ['렉풀'],
    popularity: 40,
    videoLink: null,
    description:
      '랙의 안전바를 무릎 바로 아래나 위 높이에 맞춰 바를 올리고, 바를 정강이 가까이 둔 채 어깨너비로 잡아요. 숨을 들이마셔 복부에 힘을 채우고 허리를 편 채 엉덩이를 앞으로 밀며 바를 들어 올려요. 일어선 뒤 숨을 내쉬고, 같은 궤적으로 바를 안전바 위에 내려놓아요.',
    caution: '무거운 무게를 다루기 쉬운 만큼 허리가 말리거나 위에서 상체를 뒤로 젖히지 않게 하세요.',
    howTo: {
      setup: [
        '랙의 안전바를 무릎 바로 아래나 위 높이에 맞추고 그 위에 바를 올려요.',
        '발을 골반너비로 벌리고 바가 발 중앙 위, 정강이 가까이에 오게 서요.',
        '엉덩이를 뒤로 빼고 허리를 편 채 바를 어깨너비로 잡아요.',
      ],
      steps: [
        '숨을 들이마셔 복부에 힘을 채우고, 바를 몸에 붙인 채 엉덩이를 앞으로 밀며 일어서요.',
        '똑바로 선 자리에서 엉덩이를 조이고 잠깐 멈춰요.',
        '엉덩이를 뒤로 빼며 같은 궤적으로 바를 안전바 위에 내려놓아요.',
      ],
      breathing: '들기 전에 숨을 들이마시고, 일어선 뒤에 내쉬어요.',
      mistakes: [
        '허리가 말린 채 당기면 허리를 다쳐요. 가슴을 펴고 허리를 곧게 지킨 뒤 들어요.',
        '다 일어선 뒤 상체를 뒤로 젖히지 말고, 몸이 일직선이 되면 멈춰요.',
        '바가 몸에서 멀어지면 허리에 부담이 커져요. 바를 허벅지에 스치듯 올려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'squat_rack', from: [112, 188], to: [112, 30], width: 4 },
        { kind: 'box', machine: 'squat_rack', at: [100, 152], w: 44, h: 4, tone: 'metal' },
        { kind: 'barbell', machine: 'barbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 127, head: 140, arm: [0, 0], leg: [50, -5, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 0], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
];
