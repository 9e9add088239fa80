import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est } from './helpers';

// Exercises whose first primary body part is the abs (core), plus loaded carries.
export const ABS: ExerciseSeed[] = [
  {
    key: 'crunch',
    koreanName: '크런치',
    englishName: 'Crunch',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['복근 크런치', '윗몸 말아 올리기'],
    popularity: 85,
    videoLink: null,
    description:
      '바닥에 누워 무릎을 세우고 손은 가슴 앞에 모으거나 귀 옆에 가볍게 대요. 숨을 내쉬며 복부를 조여 어깨뼈가 바닥에서 뜰 만큼만 상체를 말아 올려요. 숨을 들이마시며 천천히 내려가요.',
    caution: '손으로 머리를 당기면 목에 무리가 가요. 턱과 가슴 사이에 주먹 하나 공간을 두고 복부 힘으로만 올라오세요.',
    howTo: {
      setup: ['바닥에 누워 무릎을 세우고 발바닥을 골반 너비로 바닥에 붙여요.', '손은 가슴 앞에 모으거나 귀 옆에 가볍게 대요.'],
      steps: [
        '턱과 가슴 사이에 주먹 하나 공간을 두고 복부에 힘을 줘요.',
        '복부를 조여 어깨뼈가 바닥에서 뜰 만큼만 상체를 말아 올려요.',
        '위에서 잠깐 멈춘 뒤 천천히 어깨를 바닥으로 내려요.',
      ],
      breathing: '숨을 내쉬며 말아 올리고, 들이마시며 내려가요.',
      mistakes: [
        '손으로 머리를 당기면 목에 무리가 가요. 손은 가볍게 대기만 하고 복부 힘으로 올라와요.',
        '허리까지 들어 올리면 싯업이 돼요. 어깨뼈만 뜨게 작게 움직여요.',
        '반동으로 빠르게 튕기지 말고, 내려갈 때도 천천히 버텨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [163, -46], leg: [131, 35, 90] },
          at: ['pelvis', 100, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -114, head: -136, arm: [152, -54], leg: [131, 35, 90] },
          at: ['pelvis', 100, 178],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'plank',
    koreanName: '플랭크',
    englishName: 'Plank',
    bodyParts: ['abs', 'shoulders', 'glutes'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_stab',
    load: 'bodyweight',
    ratios: null,
    aliases: ['엘보 플랭크', '프론트 플랭크'],
    popularity: 90,
    videoLink: null,
    description:
      '팔꿈치를 어깨 바로 아래에 두고 엎드려 발끝으로 몸을 지탱해요. 머리부터 발뒤꿈치까지 일직선이 되도록 복부와 엉덩이에 힘을 주고 그 자세를 유지해요. 숨을 참지 말고 짧고 고르게 쉬어요.',
    caution: '허리가 처지거나 엉덩이가 솟으면 허리에 부담이 가요. 자세가 무너지면 바로 쉬세요.',
    howTo: {
      setup: ['매트에 엎드려 팔꿈치를 어깨 바로 아래에 대고 팔뚝을 바닥에 나란히 둬요.', '처음에는 무릎을 바닥에 댄 채 자세를 잡아요.'],
      steps: [
        '복부와 엉덩이에 힘을 주고 무릎을 들어 발끝으로 몸을 받쳐요.',
        '머리부터 발뒤꿈치까지 일직선을 만든 채 정해진 시간 동안 버텨요.',
        '시간이 끝나면 무릎을 먼저 바닥에 내려요.',
      ],
      breathing: '숨을 참지 말고 짧고 고르게 계속 쉬어요.',
      mistakes: [
        '허리가 아래로 처지면 허리가 아파요. 배꼽을 당기고 엉덩이에 힘을 줘요.',
        '엉덩이가 위로 솟으면 복부가 쉬어요. 어깨와 발뒤꿈치를 잇는 선에 엉덩이를 맞춰요.',
        '자세가 무너진 채 시간만 채우지 말고, 무너지면 바로 쉬었다가 다시 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 108, arm: [0, 90], leg: [-73, -150, -60] },
          at: ['elbow', 140, 184],
          contacts: [
            ['elbow', 'floor'],
            ['hand', 'floor'],
            ['knee', 'floor'],
          ],
        },
        {
          pose: { trunk: 99, arm: [0, 90], leg: [-81, -81, 10] },
          at: ['elbow', 140, 184],
          contacts: [
            ['elbow', 'floor'],
            ['hand', 'floor'],
            ['toe', 'floor'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'side_plank',
    koreanName: '사이드 플랭크',
    englishName: 'Side Plank',
    bodyParts: ['abs', 'shoulders', 'glutes'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: false,
    pattern: 'core_stab',
    load: 'bodyweight',
    ratios: null,
    aliases: ['옆 플랭크'],
    popularity: 55,
    videoLink: null,
    description:
      '옆으로 누워 아래쪽 팔꿈치를 어깨 바로 아래에 대고 다리를 곧게 포개요. 숨을 내쉬며 엉덩이를 들어 머리부터 발까지 일직선을 만들고 그 자세를 유지해요. 정해진 시간이 지나면 천천히 내려와 반대쪽도 해요.',
    caution: '엉덩이가 뒤로 빠지거나 아래로 처지지 않게 하고, 어깨가 아프면 무릎을 굽혀 대고 하세요.',
    howTo: {
      setup: ['옆으로 누워 아래쪽 팔꿈치를 어깨 바로 아래 바닥에 대요.', '두 다리를 곧게 펴서 위아래로 포개요.'],
      steps: [
        '복부와 엉덩이에 힘을 주고 엉덩이를 바닥에서 들어 올려요.',
        '머리부터 발까지 일직선을 만든 채 정해진 시간 동안 버텨요.',
        '천천히 엉덩이를 내려놓고 반대쪽도 해요.',
      ],
      breathing: '엉덩이를 들며 숨을 내쉬고, 버티는 동안 짧고 고르게 쉬어요.',
      mistakes: [
        '엉덩이가 아래로 처지면 옆구리 힘이 빠져요. 엉덩이를 머리와 발을 잇는 선까지 올려요.',
        '엉덩이가 뒤로 빠지지 않게 어깨, 골반, 발을 한 면에 둬요.',
        '어깨가 아프면 무리하지 말고 무릎을 굽혀 바닥에 대고 해요.',
      ],
    },
    movement: {
      view: 'front',
      props: [],
      keyframes: [
        {
          pose: { trunk: 131, arm: [-60, -60], arm2: [0, 90], leg: [-88, -88, 2], leg2: [-88, -88, 2] },
          at: ['elbow2', 140, 184],
          contacts: [
            ['elbow2', 'floor'],
            ['hip2', 'floor'],
            ['ankle2', 'floor'],
          ],
        },
        {
          pose: { trunk: 106, arm: [180, 180], arm2: [0, 90], leg: [-74, -74, 16] },
          at: ['elbow2', 140, 184],
          contacts: [
            ['elbow2', 'floor'],
            ['ankle2', 'floor'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'hanging_leg_raise',
    koreanName: '행잉 레그 레이즈',
    englishName: 'Hanging Leg Raise',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: ['pullup_bar'],
    level: 3,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['행레레', '매달려 다리 들기'],
    popularity: 70,
    videoLink: null,
    description:
      '풀업 바에 어깨너비로 매달려 어깨를 살짝 끌어내려 몸을 안정시켜요. 숨을 내쉬며 골반을 말아 올린다는 느낌으로 다리를 들어 엉덩이 높이 이상까지 올려요. 숨을 들이마시며 몸이 흔들리지 않게 천천히 내려요.',
    caution: '다리를 흔들어 반동으로 올리면 허리에 부담이 가고 복근 자극이 줄어요. 어려우면 무릎을 굽혀 행잉 니 레이즈로 하세요.',
    howTo: {
      setup: ['풀업 바를 어깨너비로 잡고 매달려요.', '어깨를 살짝 끌어내려 몸을 안정시키고 다리를 곧게 모아요.'],
      steps: [
        '골반을 말아 올린다는 느낌으로 무릎을 편 채 다리를 들어요.',
        '다리를 엉덩이 높이 이상까지 올리고 잠깐 멈춰요.',
        '몸이 흔들리지 않게 다리를 천천히 내려요.',
      ],
      breathing: '숨을 내쉬며 다리를 올리고, 들이마시며 천천히 내려요.',
      mistakes: [
        '다리를 흔들어 반동으로 올리면 허리에 부담이 가요. 흔들림을 멈춘 뒤 복부 힘으로 올려요.',
        '다리만 들고 골반이 그대로면 복근 자극이 줄어요. 마지막에 골반을 말아 올려요.',
        '다리가 펴진 채로 어려우면 무릎을 굽혀 행잉 니 레이즈부터 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'pullup_bar', from: [80, 2], to: [196, 2], width: 3, tone: 'frame' },
        { kind: 'disc', machine: 'pullup_bar', id: 'bar', at: [80, 2], r: 3 },
      ],
      keyframes: [
        {
          pose: { trunk: 175, arm: [175, 175], leg: [28, 28, 114] },
          at: ['hand', 80, 2],
          contacts: [['hand', 'bar']],
        },
        {
          pose: { trunk: 163, head: 155, arm: [163, 163], leg: [95, 95, 170] },
          at: ['hand', 80, 2],
          contacts: [['hand', 'bar']],
        },
      ],
    },
  },
  {
    key: 'hanging_knee_raise',
    koreanName: '행잉 니 레이즈',
    englishName: 'Hanging Knee Raise',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: ['pullup_bar'],
    level: 2,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['니 레이즈', '매달려 무릎 올리기'],
    popularity: 50,
    videoLink: null,
    description:
      '풀업 바에 매달려 어깨를 살짝 끌어내리고 몸을 곧게 늘어뜨려요. 숨을 내쉬며 무릎을 굽혀 가슴 쪽으로 끌어올리면서 골반을 살짝 말아요. 숨을 들이마시며 천천히 다리를 내려요.',
    caution: '몸이 앞뒤로 흔들리면 잠깐 멈춰 흔들림을 없앤 뒤 다시 하세요. 악력이 부족하면 스트랩을 쓰세요.',
    howTo: {
      setup: ['풀업 바를 어깨너비로 잡고 매달려요.', '어깨를 살짝 끌어내리고 몸을 곧게 늘어뜨려요.'],
      steps: ['무릎을 굽히며 가슴 쪽으로 끌어올려요.', '허벅지가 바닥과 나란한 높이를 지나면 골반을 살짝 말아요.', '흔들리지 않게 천천히 다리를 내려요.'],
      breathing: '숨을 내쉬며 무릎을 올리고, 들이마시며 내려요.',
      mistakes: [
        '몸이 앞뒤로 흔들리면 반동이 생겨요. 잠깐 멈춰 흔들림을 없앤 뒤 다시 해요.',
        '무릎만 들고 골반은 그대로 두지 말고, 끝에서 골반을 말아 올려요.',
        '악력이 먼저 풀리면 스트랩을 써서 복부에 집중해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'pullup_bar', from: [80, 2], to: [196, 2], width: 3, tone: 'frame' },
        { kind: 'disc', machine: 'pullup_bar', id: 'bar', at: [80, 2], r: 3 },
      ],
      keyframes: [
        {
          pose: { trunk: 176, arm: [176, 176], leg: [30, -25, 100] },
          at: ['hand', 80, 2],
          contacts: [['hand', 'bar']],
        },
        {
          pose: { trunk: 168, head: 162, arm: [168, 168], leg: [118, 8, 92] },
          at: ['hand', 80, 2],
          contacts: [['hand', 'bar']],
        },
      ],
    },
  },
  {
    key: 'lying_leg_raise',
    koreanName: '라잉 레그 레이즈',
    englishName: 'Lying Leg Raise',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['레그 레이즈', '누워서 다리 들기'],
    popularity: 76,
    videoLink: null,
    description:
      '바닥에 누워 손을 엉덩이 옆이나 아래에 두고 다리를 곧게 모아요. 허리를 바닥에 붙인 채 숨을 내쉬며 다리를 수직 가까이 들어 올려요. 숨을 들이마시며 허리가 뜨기 직전까지만 천천히 내려요.',
    caution: '다리를 너무 낮게 내리면 허리가 바닥에서 떠 통증이 생겨요. 허리가 뜨지 않는 범위에서만 하고, 어려우면 무릎을 굽히세요.',
    howTo: {
      setup: ['바닥에 누워 손바닥을 엉덩이 옆 바닥에 대거나 엉덩이 아래에 넣어요.', '두 다리를 곧게 모으고 허리를 바닥에 붙여요.'],
      steps: [
        '복부에 힘을 줘 허리가 뜨지 않게 고정해요.',
        '무릎을 편 채 두 다리를 함께 천장 쪽으로 수직 가까이 들어 올려요.',
        '허리가 뜨기 직전 높이까지 다리를 천천히 내려요.',
      ],
      breathing: '숨을 내쉬며 다리를 들고, 들이마시며 천천히 내려요.',
      mistakes: [
        '다리를 너무 낮게 내리면 허리가 떠요. 허리가 붙어 있는 높이까지만 내려요.',
        '다리를 떨어뜨리듯 빨리 내리지 말고, 2~3초에 걸쳐 버티며 내려요.',
        '허리가 아프면 무릎을 살짝 굽혀 다리 무게를 줄여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [87, 87], leg: [97, 97, 140] },
          at: ['pelvis', 95, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [87, 87], leg: [180, 180, 240] },
          at: ['pelvis', 95, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'reverse_crunch',
    koreanName: '리버스 크런치',
    englishName: 'Reverse Crunch',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: [],
    popularity: 45,
    videoLink: null,
    description:
      '바닥에 누워 손을 몸 옆에 두고 무릎을 90도로 굽혀 들어 올려요. 숨을 내쉬며 복부를 조여 골반을 말고, 엉덩이가 바닥에서 살짝 뜨도록 무릎을 가슴 쪽으로 끌어당겨요. 숨을 들이마시며 천천히 처음 자세로 돌아와요.',
    caution: '다리를 흔들어 반동을 쓰지 말고, 골반을 말아 올리는 작은 움직임에 집중하세요.',
    howTo: {
      setup: ['바닥에 누워 손바닥을 몸 옆 바닥에 대요.', '무릎을 90도로 굽혀 허벅지가 바닥과 수직이 되게 다리를 들어요.'],
      steps: [
        '무릎 각도를 그대로 둔 채 복부를 조여 골반을 말아요.',
        '엉덩이가 바닥에서 살짝 뜨도록 무릎을 가슴 쪽으로 끌어당겨요.',
        '골반을 한 마디씩 내려놓듯 천천히 처음 자세로 돌아와요.',
      ],
      breathing: '숨을 내쉬며 골반을 말아 올리고, 들이마시며 내려와요.',
      mistakes: [
        '다리를 흔들어 반동으로 올리면 복부가 쉬어요. 골반을 마는 작은 움직임에 집중해요.',
        '손으로 바닥을 세게 밀어 올라가지 말고, 손은 균형만 잡아요.',
        '내려올 때 엉덩이를 털썩 떨어뜨리지 말고 천천히 내려놓아요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [87, 87], leg: [180, 90, 170] },
          at: ['upperBack', 62, 186],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: -76, head: -100, arm: [88, 88], leg: [-140, 130, 210] },
          at: ['upperBack', 62, 186],
          contacts: [
            ['upperBack', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_crunch',
    koreanName: '케이블 크런치',
    englishName: 'Cable Crunch',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'core_flex',
    load: 'stack',
    ratios: est([0.3, 0.45, 0.65], [0.18, 0.27, 0.39]), // own estimate (≈ 0.6 × lat_pulldown)
    aliases: ['로프 크런치', '니링 케이블 크런치'],
    popularity: 55,
    videoLink: null,
    description:
      '케이블 도르래를 높게 맞추고 로프를 잡은 채 기계 앞에 무릎을 꿇고 앉아 로프를 머리 양옆에 둬요. 엉덩이 위치를 고정한 채 숨을 내쉬며 복부를 말아 팔꿈치가 허벅지 쪽으로 가도록 상체를 숙여요. 숨을 들이마시며 복부가 늘어나는 느낌으로 천천히 올라와요.',
    caution: '엉덩이를 뒤로 빼며 몸무게로 누르면 팔과 고관절로 하게 돼요. 등을 둥글게 말며 복부로 당기세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 높게 맞추고 로프 손잡이를 달아요.', '로프를 잡고 기계 앞에 무릎을 꿇은 뒤 로프를 머리 양옆에 둬요.'],
      steps: [
        '엉덩이 위치를 고정한 채 복부를 말아 등을 둥글게 숙여요.',
        '팔꿈치가 허벅지 쪽으로 내려갈 때까지 상체를 말아 내려요.',
        '복부가 늘어나는 느낌으로 천천히 상체를 세워요.',
      ],
      breathing: '숨을 내쉬며 말아 내리고, 들이마시며 천천히 올라와요.',
      mistakes: [
        '엉덩이를 뒤로 빼며 몸무게로 누르면 고관절로 하게 돼요. 엉덩이는 제자리에 둬요.',
        '팔로 로프를 끌어내리지 말고, 손은 머리 옆에 고정한 채 복부로 당겨요.',
        '무게가 너무 무거우면 등이 둥글게 말리지 않아요. 말아 내릴 수 있는 무게로 낮춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [184, 8], to: [184, 188], width: 5, tone: 'frame' },
        { kind: 'cable', machine: 'cable', at: [178, 12] },
      ],
      keyframes: [
        {
          pose: { trunk: 172, arm: [82, -125], leg: [2, -90, -50] },
          at: ['knee', 80, 182],
          contacts: [
            ['knee', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 108, head: 90, arm: [18, 171], leg: [2, -90, -50] },
          at: ['knee', 80, 182],
          contacts: [
            ['knee', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'ab_rollout',
    koreanName: '앱 롤아웃',
    englishName: 'Ab Wheel Rollout',
    bodyParts: ['abs', 'shoulders'],
    primaryCount: 1,
    machines: ['ab_roller'],
    level: 3,
    compound: false,
    pattern: 'core_stab',
    load: 'bodyweight',
    ratios: null,
    aliases: ['AB 슬라이드', 'AB 롤러', '복근 롤러', '롤아웃', '휠 롤아웃'],
    popularity: 60,
    videoLink: null,
    description:
      '무릎을 꿇고 롤러 손잡이를 어깨 바로 아래에서 잡은 뒤 복부에 힘을 주고 골반을 살짝 말아요. 숨을 들이마시며 허리가 꺾이지 않는 범위까지 롤러를 앞으로 천천히 굴려요. 숨을 내쉬며 복부 힘으로 롤러를 무릎 쪽으로 끌어와요.',
    caution: '허리가 아래로 처지면 허리 통증이 생기기 쉬워요. 처음에는 짧은 거리만 굴리거나 벽을 앞에 두고 연습하세요.',
    howTo: {
      setup: ['매트에 무릎을 꿇고 롤러 손잡이를 어깨 바로 아래에서 잡아요.', '복부에 힘을 주고 골반을 살짝 말아 등을 둥글게 만들어요.'],
      steps: [
        '팔을 편 채 롤러를 앞으로 천천히 굴려 몸을 길게 뻗어요.',
        '허리가 꺾이기 직전까지만 굴리고 멈춰요.',
        '복부 힘으로 롤러를 무릎 쪽으로 끌어와 처음 자세로 돌아와요.',
      ],
      breathing: '굴려 나가며 숨을 들이마시고, 끌어올 때 내쉬어요.',
      mistakes: [
        '허리가 아래로 처지면 허리를 다쳐요. 골반을 만 채로 처지기 전까지만 굴려요.',
        '팔과 어깨로만 끌어오지 말고, 배를 조여 몸통째 당겨요.',
        '처음부터 멀리 굴리지 말고, 짧은 거리나 벽을 앞에 두고 연습해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'disc', machine: 'ab_roller', id: 'roller', at: 'hand', r: 9, tone: 'plate' },
        { kind: 'line', machine: 'ab_roller', from: { from: 'hand', dx: -5 }, to: { from: 'hand', dx: 5 }, width: 3, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 117, head: 100, arm: [0, 0], leg: [-10, -150, -60] },
          at: ['knee', 42, 182],
          contacts: [
            ['knee', 'floor'],
            ['hand', 'roller'],
          ],
        },
        {
          pose: { trunk: 100, arm: [64, 64], leg: [-60, -150, -60] },
          at: ['knee', 42, 182],
          contacts: [
            ['knee', 'floor'],
            ['hand', 'roller'],
          ],
        },
      ],
    },
  },
  {
    key: 'russian_twist',
    koreanName: '러시안 트위스트',
    englishName: 'Russian Twist',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: false,
    pattern: 'core_rot',
    load: 'bodyweight',
    ratios: null,
    aliases: [],
    popularity: 58,
    videoLink: null,
    description:
      '바닥에 앉아 무릎을 굽히고 상체를 45도 정도 뒤로 기울여 등을 곧게 펴요. 양손을 가슴 앞에 모은 채 숨을 내쉬며 상체를 한쪽으로 돌리고, 숨을 들이마시며 가운데로 돌아와 반대쪽으로 돌려요. 익숙해지면 발을 바닥에서 띄우거나 원판이나 덤벨을 들어요.',
    caution: '등이 둥글게 말린 채 팔만 흔들면 허리에 무리가 가요. 가슴을 펴고 몸통 전체를 돌리세요.',
    howTo: {
      setup: ['바닥에 앉아 무릎을 굽히고 발뒤꿈치를 바닥에 둬요.', '등을 곧게 편 채 상체를 45도 정도 뒤로 기울이고 양손을 가슴 앞에 모아요.'],
      steps: [
        '가슴을 편 채 몸통 전체를 한쪽으로 돌려 손을 엉덩이 옆 바닥 쪽으로 가져가요.',
        '가운데로 돌아와 반대쪽으로 몸통을 돌려요.',
        '좌우를 번갈아 정해진 횟수만큼 해요. 익숙해지면 발을 띄우거나 원판을 들어요.',
      ],
      breathing: '옆으로 돌릴 때 숨을 내쉬고, 가운데로 돌아오며 들이마셔요.',
      mistakes: [
        '등이 둥글게 말린 채 팔만 흔들면 허리에 무리가 가요. 가슴을 펴고 몸통째 돌려요.',
        '너무 빨리 돌리면 반동만 남아요. 양쪽 끝에서 잠깐 멈춰요.',
        '발을 띄우면 허리가 말리기 쉬워요. 자세가 무너지면 발을 바닥에 내려요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '몸통을 좌우로 번갈아 돌려요. 손은 엉덩이 옆 바닥 쪽으로 가져가요.',
      props: [],
      keyframes: [
        {
          pose: { trunk: -135, head: -145, arm: [69, 132], leg: [123, 47, 95] },
          at: ['pelvis', 85, 178.8],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -135, head: -150, arm: [-21, 74], leg: [123, 47, 95] },
          at: ['pelvis', 85, 178.8],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -135, head: -145, arm: [69, 132], leg: [123, 47, 95] },
          at: ['pelvis', 85, 178.8],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: -135, head: -140, arm: [37, 69], leg: [123, 47, 95] },
          at: ['pelvis', 85, 178.8],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
      ],
      loop: true,
    },
  },
  {
    key: 'bicycle_crunch',
    koreanName: '바이시클 크런치',
    englishName: 'Bicycle Crunch',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_rot',
    load: 'bodyweight',
    ratios: null,
    aliases: ['자전거 크런치', '바이씨클 크런치'],
    popularity: 55,
    videoLink: null,
    description:
      '바닥에 누워 손을 귀 옆에 가볍게 대고 다리를 들어 무릎을 90도로 굽혀요. 숨을 내쉬며 상체를 말아 올리면서 한쪽 팔꿈치와 반대쪽 무릎을 가까이 모으고, 다른 다리는 앞으로 뻗어요. 숨을 들이마시며 자전거를 타듯 반대쪽으로 번갈아 해요.',
    caution: '손으로 목을 당기거나 너무 빠르게 하면 목과 허리에 무리가 가요. 천천히 몸통을 비트세요.',
    howTo: {
      setup: ['바닥에 누워 손끝을 귀 옆에 가볍게 대요.', '다리를 들어 무릎을 90도로 굽히고 허리를 바닥에 붙여요.'],
      steps: [
        '어깨를 들어 상체를 말아 올려요.',
        '한쪽 팔꿈치와 반대쪽 무릎을 가까이 모으며 다른 다리는 앞으로 뻗어요.',
        '자전거 페달을 밟듯 다리를 바꾸며 반대쪽 팔꿈치와 무릎을 모아요.',
      ],
      breathing: '팔꿈치와 무릎을 모을 때 숨을 내쉬고, 바꾸는 사이에 들이마셔요.',
      mistakes: [
        '손으로 목을 당기지 말고, 어깨를 돌려 몸통으로 비틀어요.',
        '너무 빠르게 하면 반동만 남아요. 한쪽마다 잠깐 멈추며 천천히 해요.',
        '뻗는 다리를 너무 낮추면 허리가 떠요. 허리가 붙는 높이에서 뻗어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -112, head: -130, arm: [160, -48], leg: [175, 85, 150], leg2: [112, 112, 160] },
          at: ['pelvis', 100, 178],
          contacts: [['butt', 'floor']],
        },
        {
          pose: { trunk: -112, head: -130, arm: [160, -48], leg: [112, 112, 160], leg2: [175, 85, 150] },
          at: ['pelvis', 100, 178],
          contacts: [['butt', 'floor']],
        },
      ],
      loop: true,
    },
  },
  {
    key: 'sit_up',
    koreanName: '싯업',
    englishName: 'Sit-up',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['윗몸 일으키기'],
    popularity: 65,
    videoLink: null,
    description:
      '바닥에 누워 무릎을 세우고 발을 바닥에 붙인 채 손은 가슴 앞에 모아요. 숨을 내쉬며 상체를 둥글게 말아 올려 가슴이 무릎 가까이 오도록 일어나요. 숨을 들이마시며 등을 한 마디씩 바닥에 내려놓듯 천천히 누워요.',
    caution: '손으로 머리를 당기거나 반동으로 튕겨 올라오면 목과 허리를 다칠 수 있어요. 허리 통증이 있으면 크런치로 바꾸세요.',
    howTo: {
      setup: ['바닥에 누워 무릎을 세우고 발바닥을 바닥에 붙여요.', '손은 가슴 앞에 엇갈려 모아요.'],
      steps: [
        '턱을 살짝 당기고 머리부터 등을 둥글게 말아 올려요.',
        '가슴이 무릎 가까이 올 때까지 상체를 일으켜요.',
        '등을 한 마디씩 바닥에 내려놓듯 천천히 누워요.',
      ],
      breathing: '숨을 내쉬며 일어나고, 들이마시며 천천히 누워요.',
      mistakes: [
        '손으로 머리를 당기면 목을 다쳐요. 손은 가슴 앞에 두고 복부 힘으로 올라와요.',
        '반동으로 튕겨 올라오지 말고, 일정한 속도로 말아 올려요.',
        '내려갈 때 등을 한 번에 떨어뜨리지 말고, 허리부터 천천히 바닥에 닿게 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [98, -108], leg: [131, 35, 90] },
          at: ['pelvis', 100, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -140, head: -160, arm: [48, -158], leg: [131, 35, 90] },
          at: ['pelvis', 100, 179],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 155, head: 140, arm: [-17, 137], leg: [131, 35, 90] },
          at: ['pelvis', 100, 179.8],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'dead_bug',
    koreanName: '데드버그',
    englishName: 'Dead Bug',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_stab',
    load: 'bodyweight',
    ratios: null,
    aliases: [],
    popularity: 45,
    videoLink: null,
    description:
      '바닥에 누워 팔을 천장 쪽으로 뻗고 무릎을 90도로 굽혀 들어 올린 뒤 허리를 바닥에 붙여요. 숨을 내쉬며 한쪽 팔과 반대쪽 다리를 바닥 가까이 천천히 뻗어요. 숨을 들이마시며 제자리로 돌아와 반대쪽도 번갈아 해요.',
    caution: '팔다리를 뻗을 때 허리가 바닥에서 뜨면 범위를 줄이세요. 속도보다 허리 고정이 중요해요.',
    howTo: {
      setup: ['바닥에 누워 두 팔을 천장 쪽으로 곧게 뻗어요.', '무릎을 90도로 굽혀 정강이가 바닥과 나란하게 다리를 들고, 허리를 바닥에 붙여요.'],
      steps: [
        '한쪽 팔을 머리 위로, 반대쪽 다리를 앞으로 뻗으며 바닥 가까이 천천히 내려요.',
        '허리가 바닥에 붙은 채로 잠깐 멈춰요.',
        '팔과 다리를 제자리로 돌린 뒤 반대쪽 팔과 다리로 번갈아 해요.',
      ],
      breathing: '팔다리를 뻗으며 숨을 길게 내쉬고, 돌아오며 들이마셔요.',
      mistakes: [
        '팔다리를 뻗을 때 허리가 뜨면 범위를 줄여요. 허리가 붙어 있는 만큼만 뻗어요.',
        '같은 쪽 팔과 다리를 함께 움직이지 말고, 반대쪽끼리 짝지어 움직여요.',
        '빠르게 휘두르지 말고, 한 번에 3~4초씩 천천히 움직여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [180, 180], leg: [180, 90, 175] },
          at: ['pelvis', 110, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [-115, -115], arm2: [180, 180], leg: [180, 90, 175], leg2: [108, 108, 175] },
          at: ['pelvis', 110, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'mountain_climber',
    koreanName: '마운틴 클라이머',
    englishName: 'Mountain Climber',
    bodyParts: ['abs', 'shoulders', 'quads'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: true,
    pattern: 'core_stab',
    load: 'bodyweight',
    ratios: null,
    aliases: ['마운틴 클라이밍'],
    popularity: 56,
    videoLink: null,
    description:
      '손을 어깨 바로 아래에 짚고 푸시업 자세를 만들어 몸을 일직선으로 유지해요. 한쪽 무릎을 가슴 쪽으로 끌어당겼다가 되돌리면서 반대쪽 무릎을 당기는 동작을 번갈아 빠르게 해요. 리듬에 맞춰 숨을 짧고 고르게 쉬어요.',
    caution: '엉덩이가 솟거나 처지지 않게 복부에 힘을 주고, 손목이 아프면 속도를 줄이세요.',
    howTo: {
      setup: ['손을 어깨 바로 아래 바닥에 짚고 팔을 펴 푸시업 자세를 만들어요.', '머리부터 발뒤꿈치까지 몸을 일직선으로 맞춰요.'],
      steps: [
        '한쪽 무릎을 가슴 쪽으로 끌어당겨요.',
        '그 다리를 뒤로 되돌리면서 반대쪽 무릎을 가슴 쪽으로 당겨요.',
        '엉덩이 높이를 그대로 둔 채 두 다리를 번갈아 리듬 있게 바꿔요.',
      ],
      breathing: '리듬에 맞춰 숨을 짧고 고르게 쉬고, 참지 않아요.',
      mistakes: [
        '엉덩이가 솟거나 처지면 복부가 쉬어요. 어깨와 같은 높이를 지켜요.',
        '어깨가 손보다 뒤로 빠지지 않게 손목 바로 위에 어깨를 둬요.',
        '손목이 아프거나 자세가 흐트러지면 속도를 줄여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 112, arm: [0, 0], leg: [60, -80, 10], leg2: [-68, -68, 12] },
          at: ['hand', 150, 184],
          contacts: [
            ['hand', 'floor'],
            ['toe2', 'floor'],
          ],
        },
        {
          pose: { trunk: 104, arm: [4, 4], leg: [-25, -100, -50], leg2: [-5, -115, -60] },
          at: ['hand', 150, 184],
          contacts: [['hand', 'floor']],
          hold: 0,
        },
        {
          pose: { trunk: 112, arm: [0, 0], leg: [-68, -68, 12], leg2: [60, -80, 10] },
          at: ['hand', 150, 184],
          contacts: [
            ['hand', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 104, arm: [4, 4], leg: [-5, -115, -60], leg2: [-25, -100, -50] },
          at: ['hand', 150, 184],
          contacts: [['hand', 'floor']],
          hold: 0,
        },
      ],
      loop: true,
    },
  },
  {
    key: 'v_up',
    koreanName: 'V업',
    englishName: 'V-up',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 3,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['브이업', 'V 싯업'],
    popularity: 35,
    videoLink: null,
    description:
      '바닥에 누워 팔을 머리 위로 뻗고 다리를 곧게 모아요. 숨을 내쉬며 상체와 다리를 동시에 들어 올려 손끝이 발끝에 닿도록 몸을 V자로 접어요. 숨을 들이마시며 천천히 처음 자세로 돌아와요.',
    caution: '반동으로 튕기듯 올라오면 허리에 무리가 가요. 어려우면 무릎을 굽히거나 범위를 줄이세요.',
    howTo: {
      setup: ['바닥에 누워 두 팔을 머리 위로 뻗고 다리를 곧게 모아요.', '복부에 힘을 줘 허리를 바닥 쪽으로 눌러요.'],
      steps: [
        '상체와 다리를 동시에 들어 올려요.',
        '팔을 발끝 쪽으로 뻗어 손끝이 발끝에 닿도록 몸을 V자로 접어요.',
        '엉덩이로 균형을 잡은 뒤 상체와 다리를 함께 천천히 내려요.',
      ],
      breathing: '숨을 내쉬며 몸을 접고, 들이마시며 천천히 내려가요.',
      mistakes: [
        '반동으로 튕기듯 올라오면 허리에 무리가 가요. 복부 힘으로 천천히 접어요.',
        '상체만 먼저 올라오면 싯업이 돼요. 상체와 다리가 같은 속도로 만나게 해요.',
        '어려우면 무릎을 살짝 굽히거나 손끝이 정강이에 닿는 데서 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [-122, -122], leg: [100, 100, 135] },
          at: ['pelvis', 104, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
          ],
        },
        {
          pose: { trunk: -145, head: -155, arm: [112, 112], leg: [145, 145, 180] },
          at: ['pelvis', 104, 179],
          contacts: [['butt', 'floor']],
        },
      ],
    },
  },
  {
    key: 'heel_touch',
    koreanName: '힐 터치',
    englishName: 'Heel Touch',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'core_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: [],
    popularity: 40,
    videoLink: null,
    description:
      '바닥에 누워 무릎을 세우고 발을 골반 너비로 둔 채 어깨를 살짝 들어 올려요. 숨을 내쉬며 옆구리를 접듯 상체를 한쪽으로 기울여 같은 쪽 손으로 발뒤꿈치를 터치해요. 숨을 들이마시며 가운데로 돌아와 반대쪽도 번갈아 해요.',
    caution: '목에 힘이 들어가기 쉬우니 턱을 살짝 당기고, 어깨를 너무 높이 들지 마세요.',
    howTo: {
      setup: ['바닥에 누워 무릎을 세우고 발을 골반 너비로 엉덩이에서 조금 멀리 둬요.', '팔을 몸 옆으로 뻗고 어깨를 바닥에서 살짝 들어요.'],
      steps: [
        '어깨를 든 채 옆구리를 접듯 상체를 한쪽으로 기울여요.',
        '같은 쪽 손끝으로 발뒤꿈치를 터치해요.',
        '가운데로 돌아와 반대쪽 손으로 반대쪽 뒤꿈치를 터치해요.',
      ],
      breathing: '터치할 때 숨을 내쉬고, 가운데로 돌아오며 들이마셔요.',
      mistakes: [
        '목에 힘이 들어가기 쉬워요. 턱을 살짝 당기고 시선은 무릎 쪽에 둬요.',
        '어깨를 너무 높이 들지 말고, 어깨뼈가 뜰 만큼만 들어요.',
        '어깨가 바닥에 닿았다 떨어지기를 반복하지 말고, 끝까지 든 채로 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -108, head: -126, arm: [72, 72], arm2: [55, 105], leg: [125, 40, 90] },
          at: ['pelvis', 100, 178],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: -108, head: -126, arm: [55, 105], arm2: [72, 72], leg: [125, 40, 90] },
          at: ['pelvis', 100, 178],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
      ],
      loop: true,
    },
  },
  {
    key: 'flutter_kick',
    koreanName: '플러터 킥',
    englishName: 'Flutter Kick',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: false,
    pattern: 'core_stab',
    load: 'bodyweight',
    ratios: null,
    aliases: [],
    popularity: 35,
    videoLink: null,
    description:
      '바닥에 누워 손을 엉덩이 옆이나 아래에 두고, 허리를 바닥에 붙인 채 다리를 곧게 펴 바닥에서 살짝 띄워요. 두 다리를 위아래로 작게 번갈아 차며 허리가 뜨지 않게 버텨요. 숨을 참지 말고 일정하게 쉬어요.',
    caution: '허리가 바닥에서 뜨면 다리를 조금 더 높이 들거나 무릎을 살짝 굽히세요.',
    howTo: {
      setup: ['바닥에 누워 손바닥을 엉덩이 옆이나 아래에 둬요.', '허리를 바닥에 붙인 채 두 다리를 곧게 펴 바닥에서 살짝 띄워요.'],
      steps: ['한쪽 다리를 조금 올리고 다른 다리는 조금 내려요.', '두 다리를 위아래로 작게 번갈아 차요.', '정해진 시간 동안 허리가 뜨지 않게 버티며 계속해요.'],
      breathing: '숨을 참지 말고 차는 리듬에 맞춰 일정하게 쉬어요.',
      mistakes: [
        '허리가 바닥에서 뜨면 다리를 조금 더 높이 들거나 무릎을 살짝 굽혀요.',
        '다리를 크게 휘두르지 말고, 한 뼘 정도 범위로 작게 차요.',
        '목과 어깨에 힘을 주지 말고 머리는 바닥에 편하게 둬요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [86, 88], leg: [112, 112, 155], leg2: [98, 98, 141] },
          at: ['pelvis', 95, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [86, 88], leg: [98, 98, 141], leg2: [112, 112, 155] },
          at: ['pelvis', 95, 178],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
      loop: true,
    },
  },
  {
    key: 'cable_woodchop',
    koreanName: '케이블 우드찹',
    englishName: 'Cable Woodchop',
    bodyParts: ['abs', 'shoulders'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: true,
    pattern: 'core_rot',
    load: 'stack',
    ratios: est([0.12, 0.18, 0.26], [0.07, 0.11, 0.16]), // own estimate
    aliases: ['우드찹', '케이블 찹'],
    popularity: 35,
    videoLink: null,
    description:
      '케이블 도르래를 어깨보다 높게 맞추고 기계를 옆에 둔 채 양손으로 손잡이를 잡아 다리를 어깨너비로 벌려요. 팔을 거의 편 채 숨을 내쉬며 몸통을 돌려 손잡이를 반대쪽 무릎 쪽으로 대각선으로 끌어내려요. 숨을 들이마시며 천천히 되돌리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '팔로만 당기거나 허리만 비틀지 말고, 골반과 몸통을 함께 돌리세요.',
    howTo: {
      setup: ['케이블 도르래를 어깨보다 높게 맞추고 손잡이를 달아요.', '기계를 옆에 두고 서서 양손으로 손잡이를 잡고, 다리를 어깨너비로 벌려요.'],
      steps: [
        '팔을 거의 편 채 복부에 힘을 줘요.',
        '골반과 몸통을 함께 돌리며 손잡이를 반대쪽 무릎 쪽으로 대각선으로 끌어내려요.',
        '같은 길을 따라 천천히 되돌리고, 한쪽을 마치면 반대쪽도 해요.',
      ],
      breathing: '숨을 내쉬며 끌어내리고, 들이마시며 천천히 되돌려요.',
      mistakes: [
        '팔로만 당기면 어깨 운동이 돼요. 팔은 거의 편 채 몸통을 돌려 당겨요.',
        '허리만 비틀지 말고, 기계 쪽 발뒤꿈치를 살짝 돌려 골반도 함께 돌려요.',
        '무게에 끌려 빠르게 되돌아가지 말고, 돌아갈 때도 버티며 천천히 해요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'line', machine: 'cable', from: [12, 14], to: [12, 188], width: 5, tone: 'frame' },
        { kind: 'cable', machine: 'cable', at: [20, 20] },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-177, -54], arm2: [-111, -94], leg: [-6, -6, 90], leg2: [6, 6, 90] },
          at: ['pelvis', 100, 101.5],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-50, 105], arm2: [-128, -4], leg: [-6, -6, 90], leg2: [6, 6, 90] },
          at: ['pelvis', 100, 101.5],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [25, 57], arm2: [-35, 51], leg: [-6, -6, 90], leg2: [6, 6, 90] },
          at: ['pelvis', 100, 101.5],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'pallof_press',
    koreanName: '팔로프 프레스',
    englishName: 'Pallof Press',
    bodyParts: ['abs'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'core_stab',
    load: 'stack',
    ratios: est([0.08, 0.12, 0.18], [0.05, 0.08, 0.11]), // own estimate
    aliases: ['팔로프', '안티 로테이션 프레스'],
    popularity: 25,
    videoLink: null,
    description:
      '케이블 도르래를 가슴 높이에 맞추고 기계를 옆에 둔 채 손잡이를 양손으로 잡아 가슴 앞에 둬요. 복부에 힘을 준 채 숨을 내쉬며 손잡이를 가슴 앞으로 곧게 밀고, 몸이 돌아가지 않게 버텨요. 숨을 들이마시며 천천히 가슴으로 되돌리고 반대쪽도 해요.',
    caution: '몸통이 케이블 쪽으로 돌아가면 무게를 낮추세요. 허리를 젖히지 말고 골반을 정면으로 유지하세요.',
    howTo: {
      setup: [
        '케이블 도르래를 가슴 높이에 맞추고 기계를 몸 옆에 둔 채 서요.',
        '손잡이를 양손으로 잡아 가슴 앞에 두고, 다리를 어깨너비로 벌려 무릎을 살짝 굽혀요.',
      ],
      steps: [
        '복부와 엉덩이에 힘을 줘 골반을 정면으로 고정해요.',
        '손잡이를 가슴 앞으로 곧게 밀어 팔을 펴요.',
        '몸이 기계 쪽으로 돌아가지 않게 1~2초 버틴 뒤 천천히 가슴으로 되돌려요.',
      ],
      breathing: '숨을 내쉬며 밀고, 들이마시며 천천히 되돌려요.',
      mistakes: [
        '몸통이 케이블 쪽으로 돌아가면 무게가 무거운 거예요. 무게를 낮춰요.',
        '허리를 젖혀 버티지 말고, 갈비뼈를 내리고 골반을 정면에 둬요.',
        '한쪽만 하지 말고, 기계를 반대쪽에 두고 같은 횟수를 해요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '케이블 기계는 몸 옆에 있어요. 정면으로 밀며 몸이 기계 쪽으로 돌아가지 않게 버텨요.',
      props: [
        { kind: 'line', machine: 'cable', from: [110, 24], to: [110, 188], width: 5, tone: 'frame' },
        { kind: 'cable', machine: 'cable', at: [110, 66] },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-19, 124], leg: [6, -6, 90] },
          at: ['ankle', 95, 184],
          contacts: [['heel', 'floor']],
        },
        {
          pose: { trunk: 180, arm: [99, 99], leg: [6, -6, 90] },
          at: ['ankle', 95, 184],
          contacts: [['heel', 'floor']],
          hold: 2,
        },
      ],
    },
  },
  {
    key: 'farmers_walk',
    koreanName: '파머스 워크',
    englishName: "Farmer's Walk",
    bodyParts: ['abs', 'back', 'shoulders'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 2,
    compound: true,
    pattern: 'carry',
    load: 'dumbbell',
    ratios: est([0.25, 0.35, 0.5], [0.15, 0.22, 0.32]), // own estimate, per hand (≈ one_arm_db_row)
    aliases: ['파머스 캐리', '파머 워크', '농부 걷기'],
    popularity: 30,
    videoLink: null,
    description:
      '양손에 무거운 덤벨을 들고 팔을 몸 옆에 늘어뜨린 채 어깨를 내리고 가슴을 펴요. 복부에 힘을 준 채 짧은 보폭으로 정해진 거리를 곧게 걸어요. 숨은 참지 말고 걸음에 맞춰 고르게 쉬어요.',
    caution: '몸이 한쪽으로 기울거나 어깨가 앞으로 말리지 않게 하고, 덤벨은 무릎을 굽혀 내려놓으세요.',
    howTo: {
      setup: ['바닥에 둔 무거운 덤벨 두 개 사이에 서서, 무릎을 굽혀 양손에 하나씩 들고 일어나요.', '팔을 몸 옆에 늘어뜨리고 어깨를 내린 채 가슴을 펴요.'],
      steps: [
        '복부에 힘을 주고 시선은 정면에 둬요.',
        '짧은 보폭으로 발뒤꿈치부터 디디며 곧게 걸어요.',
        '정해진 거리를 걸은 뒤 멈춰 서서 무릎을 굽혀 덤벨을 내려놓아요.',
      ],
      breathing: '숨을 참지 말고 걸음에 맞춰 고르게 쉬어요.',
      mistakes: [
        '몸이 한쪽으로 기울면 코어가 쉬어요. 양쪽 덤벨을 같은 무게로 들고 몸을 곧게 세워요.',
        '어깨가 앞으로 말리거나 으쓱 올라가지 않게 어깨를 뒤로 내려요.',
        '허리를 숙여 덤벨을 내려놓지 말고, 무릎을 굽혀 내려놓아요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand2' },
        { kind: 'dumbbell', machine: 'dumbbell', at: 'hand' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [2, 2], leg: [20, 5, 95], leg2: [-20, -32, 70] },
          at: ['pelvis', 95, 102.7],
          contacts: [
            ['heel', 'floor'],
            ['toe2', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [2, 2], leg: [-20, -32, 70], leg2: [20, 5, 95] },
          at: ['pelvis', 95, 102.7],
          contacts: [
            ['heel2', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
      loop: true,
    },
  },
];
