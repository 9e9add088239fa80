import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the biceps or the triceps (ratios: docs/training-science.md §2.3).
export const BICEPS: ExerciseSeed[] = [
  {
    key: 'db_curl',
    koreanName: '덤벨 컬',
    englishName: 'Dumbbell Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'dumbbell',
    ratios: src([0.1, 0.16, 0.28], [0.06, 0.11, 0.2]), // §2.3 db_curl, per hand
    aliases: ['바이셉스 컬', '얼터네이트 덤벨 컬', '이두 컬'],
    popularity: 88,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 팔을 몸 옆에 붙인 채 손바닥이 앞을 보게 서요. 팔꿈치를 옆구리에 고정한 채 숨을 내쉬며 덤벨을 어깨 쪽으로 말아 올려요. 숨을 들이마시며 팔이 거의 펴질 때까지 천천히 내려요.',
    caution: '팔꿈치를 몸통에 고정하고 반동 없이 올리세요.',
    howTo: {
      setup: ['양손에 덤벨을 하나씩 들고 발을 골반너비로 벌려 곧게 서요.', '팔을 몸 옆에 늘어뜨리고 손바닥이 앞을 보게 잡아요.'],
      steps: ['팔꿈치를 옆구리에 붙인 채 덤벨을 어깨 쪽으로 말아 올려요.', '맨 위에서 이두에 힘을 준 채 잠깐 멈춰요.', '팔이 거의 펴질 때까지 천천히 내려요.'],
      breathing: '덤벨을 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '상체를 뒤로 젖혀 반동으로 들면 허리에 무리가 가요. 들 수 있는 무게로 줄이고 몸을 곧게 세워요.',
        '팔꿈치가 앞으로 나오면 어깨가 대신 들어요. 팔꿈치는 옆구리에 고정해요.',
        '내릴 때 툭 떨어뜨리지 말고, 올릴 때보다 천천히 내려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 5], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 145], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
  {
    key: 'barbell_curl',
    koreanName: '바벨 컬',
    englishName: 'Barbell Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'barbell',
    ratios: est([0.2, 0.32, 0.5], [0.12, 0.2, 0.32]), // ≈ 1.8–2 × db_curl (one dumbbell)
    aliases: ['스탠딩 바벨 컬'],
    popularity: 82,
    videoLink: null,
    description:
      '바를 어깨너비로 언더그립(손바닥이 앞을 보게)으로 잡고 팔을 편 채 곧게 서요. 팔꿈치를 옆구리에 고정하고 숨을 내쉬며 바를 가슴 쪽으로 말아 올려요. 숨을 들이마시며 팔이 거의 펴질 때까지 천천히 내려요.',
    caution: '허리를 젖히며 반동으로 들어 올리면 허리를 다치기 쉬워요. 팔꿈치를 고정하고 들 수 있는 무게로 하세요.',
    howTo: {
      setup: ['발을 골반너비로 벌리고 서서 바를 어깨너비로 언더그립(손바닥이 앞)으로 잡아요.', '팔을 편 채 바를 허벅지 앞에 두고 가슴을 펴요.'],
      steps: ['팔꿈치를 옆구리에 고정한 채 바를 가슴 쪽으로 말아 올려요.', '바가 가슴 앞에 오면 잠깐 멈춰요.', '팔이 거의 펴질 때까지 천천히 내려요.'],
      breathing: '바를 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '허리를 젖히며 반동으로 들면 허리를 다치기 쉬워요. 들 수 있는 무게로 줄이고 엉덩이와 배에 힘을 줘요.',
        '팔꿈치가 앞으로 나오며 바를 들면 어깨가 대신 일해요. 팔꿈치를 옆구리에 붙여 둬요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 8], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [5, 140], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'ez_bar_curl',
    koreanName: 'EZ바 컬',
    englishName: 'EZ-Bar Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['ez_bar'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'barbell', // total on the EZ bar, bar included
    ratios: est([0.2, 0.32, 0.5], [0.12, 0.2, 0.32]), // = barbell_curl
    aliases: ['이지바 컬'],
    popularity: 70,
    videoLink: null,
    description:
      'EZ바의 굽은 부분을 손바닥이 비스듬히 앞을 보게 잡고 팔을 편 채 곧게 서요. 팔꿈치를 옆구리에 고정하고 숨을 내쉬며 바를 가슴 쪽으로 말아 올려요. 숨을 들이마시며 천천히 내려요. 손목이 편해 일자 바보다 부담이 적어요.',
    caution: '상체를 흔들거나 팔꿈치가 앞으로 나오면 어깨와 허리로 들게 돼요. 팔꿈치 위치를 고정하세요.',
    howTo: {
      setup: ['EZ바의 굽은 부분을 손바닥이 비스듬히 앞을 보게 잡아요.', '팔을 편 채 바를 허벅지 앞에 두고 곧게 서요.'],
      steps: ['팔꿈치를 옆구리에 고정한 채 바를 가슴 쪽으로 말아 올려요.', '맨 위에서 이두에 힘을 준 채 잠깐 멈춰요.', '팔이 거의 펴질 때까지 천천히 내려요.'],
      breathing: '바를 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '상체를 흔들어 들면 허리와 어깨가 일을 해요. 무게를 줄이고 상체를 세운 채 팔만 움직여요.',
        '올릴수록 팔꿈치가 앞으로 나오기 쉬워요. 팔꿈치 위치를 옆구리에 고정해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'ez_bar', plate: 'small', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 10], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [3, 142], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'hammer_curl',
    koreanName: '해머 컬',
    englishName: 'Hammer Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'dumbbell',
    ratios: est([0.1, 0.16, 0.28], [0.06, 0.11, 0.2]), // = db_curl (usually a little stronger), per hand
    aliases: ['덤벨 해머 컬'],
    popularity: 78,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 손바닥이 서로 마주 보게(망치를 쥔 듯) 세워 잡아요. 팔꿈치를 옆구리에 고정한 채 숨을 내쉬며 덤벨을 어깨 쪽으로 들어 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '손목을 꺾거나 몸을 흔들지 말고, 팔꿈치를 고정한 채 천천히 하세요.',
    howTo: {
      setup: ['양손에 덤벨을 하나씩 들고 곧게 서요.', '손바닥이 서로 마주 보게, 망치를 쥐듯 덤벨을 세워 잡아요.'],
      steps: [
        '팔꿈치를 옆구리에 붙인 채 손목을 세운 그대로 덤벨을 어깨 쪽으로 들어 올려요.',
        '덤벨 윗부분이 어깨 앞에 오면 잠깐 멈춰요.',
        '손바닥이 마주 보는 방향을 유지한 채 천천히 내려요.',
      ],
      breathing: '들어 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '올리면서 손목을 안쪽으로 꺾으면 손목이 아파요. 손목은 끝까지 곧게 세워요.',
        '몸을 앞뒤로 흔들며 들면 팔 운동이 안 돼요. 무게를 줄이고 상체를 고정해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 5], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 145], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
      sameMovementAs: 'db_curl',
      caption: '손바닥이 서로 마주 보게 덤벨을 세워 잡아요. 팔의 움직임은 덤벨 컬과 같아요.',
    },
  },
  {
    key: 'preacher_curl',
    koreanName: '프리처 컬',
    englishName: 'EZ-Bar Preacher Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['ez_bar', 'preacher_bench'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'barbell', // total on the EZ bar
    ratios: est([0.16, 0.26, 0.4], [0.1, 0.16, 0.26]), // ≈ 0.8 × barbell_curl
    aliases: ['이지바 프리처 컬', '스캇 컬'],
    popularity: 65,
    videoLink: null,
    description:
      '프리처 벤치에 앉아 겨드랑이를 패드 위 끝에 걸치고 위팔 뒤쪽을 패드에 붙인 채 EZ바를 언더그립으로 잡아요. 숨을 내쉬며 바를 어깨 쪽으로 말아 올려요. 숨을 들이마시며 팔이 거의 펴질 때까지 천천히 내려요.',
    caution: '맨 아래에서 팔꿈치를 툭 펴면 이두 힘줄이 다칠 수 있어요. 내릴 때 속도를 조절하고 완전히 잠그지 마세요.',
    howTo: {
      setup: ['프리처 벤치 의자 높이를 맞춰 겨드랑이가 패드 위 끝에 걸리게 앉아요.', '위팔 뒤쪽을 패드에 붙이고 EZ바를 언더그립으로 잡아요.'],
      steps: [
        '위팔을 패드에 붙인 채 바를 어깨 쪽으로 말아 올려요.',
        '맨 위에서 잠깐 멈춰 이두에 힘을 줘요.',
        '팔이 거의 펴질 때까지 천천히 내리고, 끝에서 팔꿈치를 잠그지 않아요.',
      ],
      breathing: '바를 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '맨 아래에서 팔꿈치를 툭 펴면 이두 힘줄이 다칠 수 있어요. 내릴 때 속도를 줄이고 살짝 굽힌 채 멈춰요.',
        '엉덩이를 들거나 몸을 뒤로 빼며 들면 팔이 패드에서 떨어져요. 위팔을 끝까지 패드에 붙여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'preacher_bench', from: [72, 156], to: [72, 188], width: 4 },
        { kind: 'box', machine: 'preacher_bench', id: 'seat', at: [72, 152], w: 28, h: 8 },
        { kind: 'line', machine: 'preacher_bench', from: [104, 128], to: [104, 188], width: 4 },
        { kind: 'box', machine: 'preacher_bench', id: 'pad', at: [94, 118], w: 32, h: 8, angle: 45 },
        { kind: 'barbell', machine: 'ez_bar', plate: 'small', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: 170, arm: [45, 55], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['elbow', 'pad'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 170, arm: [45, 175], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['elbow', 'pad'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_preacher_curl',
    koreanName: '덤벨 프리처 컬',
    englishName: 'Dumbbell Preacher Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'preacher_bench'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'dumbbell',
    ratios: est([0.08, 0.13, 0.22], [0.05, 0.09, 0.16]), // ≈ 0.8 × db_curl, per hand
    aliases: ['원암 프리처 컬', '덤벨 스캇 컬'],
    popularity: 40,
    videoLink: null,
    description:
      '프리처 벤치에 앉아 한 팔의 위팔 뒤쪽을 패드에 붙이고 덤벨을 손바닥이 위를 보게 잡아요. 숨을 내쉬며 덤벨을 어깨 쪽으로 말아 올려요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '맨 아래에서 팔꿈치를 완전히 잠그거나 덤벨을 떨어뜨리듯 내리지 마세요.',
    howTo: {
      setup: ['프리처 벤치에 앉아 한 팔의 위팔 뒤쪽을 패드에 붙여요.', '덤벨을 손바닥이 위를 보게 잡고, 반대 손은 패드 위에 편하게 둬요.'],
      steps: [
        '위팔을 패드에 붙인 채 덤벨을 어깨 쪽으로 말아 올려요.',
        '맨 위에서 잠깐 멈춰요.',
        '팔이 거의 펴질 때까지 천천히 내려요.',
        '한쪽 횟수를 마치면 팔을 바꿔 반대쪽도 해요.',
      ],
      breathing: '덤벨을 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '덤벨을 떨어뜨리듯 내리면 팔꿈치와 이두 힘줄에 무리가 가요. 끝까지 속도를 조절해요.',
        '맨 아래에서 팔꿈치를 완전히 잠그지 말고, 살짝 굽힌 채 다음 반복을 시작해요.',
        '손목을 몸 쪽으로 말아 올리면 이두 대신 손목이 일해요. 손목은 곧게 둬요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'preacher_bench', from: [72, 156], to: [72, 188], width: 4 },
        { kind: 'box', machine: 'preacher_bench', id: 'seat', at: [72, 152], w: 28, h: 8 },
        { kind: 'line', machine: 'preacher_bench', from: [104, 128], to: [104, 188], width: 4 },
        { kind: 'box', machine: 'preacher_bench', id: 'pad', at: [94, 118], w: 32, h: 8, angle: 45 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 170, arm: [45, 60], arm2: [45, 60], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['elbow', 'pad'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 170, arm: [45, 170], arm2: [45, 60], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['elbow', 'pad'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_curl',
    koreanName: '케이블 컬',
    englishName: 'Cable Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'stack',
    ratios: est([0.2, 0.3, 0.45], [0.12, 0.18, 0.27]), // ≈ 0.9 × barbell_curl
    aliases: ['케이블 바이셉스 컬', '케이블 이두 컬'],
    popularity: 55,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 일자 바나 EZ 핸들을 언더그립으로 잡아 한 걸음 물러서요. 팔꿈치를 옆구리에 고정하고 숨을 내쉬며 핸들을 가슴 쪽으로 말아 올려요. 숨을 들이마시며 천천히 팔을 펴요.',
    caution: '무게에 끌려 팔꿈치가 앞으로 나가거나 상체가 흔들리지 않게 하세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 낮게 맞추고 일자 바나 EZ 핸들을 걸어요.', '핸들을 언더그립으로 잡고 한 걸음 물러나 곧게 서요.'],
      steps: [
        '팔꿈치를 옆구리에 고정한 채 핸들을 가슴 쪽으로 말아 올려요.',
        '맨 위에서 잠깐 멈춰 이두에 힘을 줘요.',
        '케이블에 끌려가지 않게 천천히 팔을 펴요.',
      ],
      breathing: '당겨 올릴 때 숨을 내쉬고, 팔을 펼 때 들이마셔요.',
      mistakes: [
        '무게에 끌려 팔꿈치가 앞으로 나가면 어깨가 일을 해요. 팔꿈치를 옆구리에 붙여 둬요.',
        '상체를 뒤로 젖혀 당기지 말고, 무게를 줄여 몸을 곧게 세워요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [160, 188], to: [160, 40], width: 4 },
        { kind: 'cable', machine: 'cable', at: [156, 180], to: 'hand' },
        { kind: 'disc', id: 'handle', at: 'hand', r: 3 },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 8], leg: [0, 0, 90] },
          at: ['ankle', 86, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 142], leg: [0, 0, 90] },
          at: ['ankle', 86, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_hammer_curl',
    koreanName: '케이블 해머 컬',
    englishName: 'Cable Rope Hammer Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'stack',
    ratios: est([0.18, 0.27, 0.4], [0.11, 0.16, 0.24]), // ≈ 0.9 × cable_curl
    aliases: ['로프 해머 컬', '케이블 로프 컬'],
    popularity: 40,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 로프를 손바닥이 마주 보게 잡아 곧게 서요. 팔꿈치를 옆구리에 고정하고 숨을 내쉬며 로프를 어깨 쪽으로 당겨 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '손목을 꺾지 말고 중립으로 유지하며, 몸을 뒤로 젖혀 당기지 마세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 낮게 맞추고 로프를 걸어요.', '로프 양 끝을 손바닥이 마주 보게 잡고 곧게 서요.'],
      steps: ['팔꿈치를 옆구리에 고정한 채 로프를 어깨 쪽으로 당겨 올려요.', '손이 어깨 앞에 오면 잠깐 멈춰요.', '손목을 곧게 둔 채 천천히 팔을 펴요.'],
      breathing: '당겨 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '손목을 꺾으며 당기면 손목이 아파요. 손목은 중립으로 곧게 유지해요.',
        '몸을 뒤로 젖혀 당기면 허리에 무리가 가요. 무게를 줄이고 상체를 세워요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [160, 188], to: [160, 40], width: 4 },
        { kind: 'cable', machine: 'cable', at: [156, 180], to: { from: 'hand', dx: 2, dy: 9 } },
        { kind: 'line', id: 'rope', from: { from: 'hand', dy: -5 }, to: { from: 'hand', dx: 2, dy: 9 }, width: 3.5, tone: 'plate', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 8], leg: [0, 0, 90] },
          at: ['ankle', 86, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 142], leg: [0, 0, 90] },
          at: ['ankle', 86, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
        },
      ],
    },
  },
  {
    key: 'concentration_curl',
    koreanName: '컨센트레이션 컬',
    englishName: 'Concentration Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'dumbbell',
    ratios: est([0.08, 0.13, 0.22], [0.05, 0.09, 0.16]), // ≈ 0.8 × db_curl, per hand
    aliases: ['콘센트레이션 컬'],
    popularity: 50,
    videoLink: null,
    description:
      '벤치 끝에 다리를 벌리고 앉아 덤벨을 든 팔의 팔꿈치를 같은 쪽 허벅지 안쪽에 대요. 숨을 내쉬며 위팔을 고정한 채 덤벨을 어깨 쪽으로 말아 올려요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '상체를 일으키며 들어 올리지 말고, 허벅지에 댄 팔꿈치가 움직이지 않게 하세요.',
    howTo: {
      setup: ['벤치 끝에 다리를 벌리고 앉아 상체를 앞으로 숙여요.', '덤벨을 든 팔의 팔꿈치를 같은 쪽 허벅지 안쪽에 대고 팔을 아래로 늘어뜨려요.'],
      steps: [
        '위팔을 허벅지에 고정한 채 덤벨을 어깨 쪽으로 말아 올려요.',
        '맨 위에서 이두를 꽉 조이며 잠깐 멈춰요.',
        '팔이 거의 펴질 때까지 천천히 내리고, 한쪽을 마치면 반대쪽도 해요.',
      ],
      breathing: '덤벨을 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '상체를 일으키며 들면 허리와 어깨가 일을 해요. 상체는 숙인 자세 그대로 둬요.',
        '허벅지에 댄 팔꿈치가 밀려나면 자극이 흩어져요. 팔꿈치를 허벅지 안쪽에 붙여 둬요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [14, 138], length: 84 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 140, head: 125, arm: [0, 8], leg: [80, -5, 90] },
          at: ['butt', 88, 138],
          contacts: [
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 140, head: 145, arm: [0, 140], leg: [80, -5, 90] },
          at: ['butt', 88, 138],
          contacts: [
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
  {
    key: 'incline_db_curl',
    koreanName: '인클라인 덤벨 컬',
    englishName: 'Incline Dumbbell Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'dumbbell',
    ratios: est([0.08, 0.13, 0.22], [0.05, 0.09, 0.16]), // ≈ 0.8 × db_curl, per hand
    aliases: ['인클라인 컬', '인클 컬'],
    popularity: 48,
    videoLink: null,
    description:
      '등받이를 45~60도로 세운 벤치에 기대 앉아 덤벨을 든 팔을 몸 옆으로 자연스럽게 늘어뜨려요. 팔꿈치 위치를 고정한 채 숨을 내쉬며 덤벨을 어깨 쪽으로 말아 올려요. 숨을 들이마시며 이두가 늘어나는 느낌으로 천천히 내려요.',
    caution: '이두가 크게 늘어나는 자세라 무거우면 어깨 앞쪽과 팔꿈치에 무리가 가요. 가벼운 무게로 하세요.',
    howTo: {
      setup: ['벤치 등받이를 45~60도로 세우고 등과 머리를 기대 앉아요.', '양손에 덤벨을 들고 팔을 몸 옆으로 곧게 늘어뜨려요.'],
      steps: [
        '팔꿈치 위치를 고정한 채 덤벨을 어깨 쪽으로 말아 올려요.',
        '맨 위에서 잠깐 멈춰요.',
        '이두가 늘어나는 느낌으로 팔이 거의 펴질 때까지 천천히 내려요.',
      ],
      breathing: '덤벨을 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '무거운 덤벨을 쓰면 어깨 앞쪽과 팔꿈치에 무리가 가요. 서서 하는 컬보다 가벼운 무게로 해요.',
        '올리면서 팔꿈치가 앞으로 나오면 이두가 늘어나는 효과가 사라져요. 팔꿈치는 어깨 아래에 둬요.',
        '등이 등받이에서 떨어지면 반동이 생겨요. 등과 머리를 붙인 채 팔만 움직여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [30, 90], length: 62, angle: -50 },
        { kind: 'line', machine: 'bench', from: [88, 151], to: [88, 188], width: 3 },
        { kind: 'box', machine: 'bench', id: 'seat', at: [88, 147.5], w: 30, h: 8 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 220, head: 205, arm: [0, 5], leg: [80, 0, 90] },
          at: ['butt', 80, 143.5],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 220, head: 205, arm: [0, 140], leg: [80, 0, 90] },
          at: ['butt', 80, 143.5],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'seat'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
  {
    key: 'spider_curl',
    koreanName: '스파이더 컬',
    englishName: 'Spider Curl',
    bodyParts: ['biceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: false,
    pattern: 'elbow_flex',
    load: 'dumbbell',
    ratios: est([0.07, 0.11, 0.2], [0.04, 0.08, 0.14]), // ≈ 0.7 × db_curl, per hand
    aliases: ['인클라인 스파이더 컬'],
    popularity: 30,
    videoLink: null,
    description:
      '등받이를 45도 정도로 세운 벤치에 가슴을 대고 엎드려 양손에 덤벨을 들고 팔을 바닥 쪽으로 수직으로 늘어뜨려요. 위팔을 고정한 채 숨을 내쉬며 덤벨을 어깨 쪽으로 말아 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '어깨를 들썩이며 올리지 말고, 위팔이 앞뒤로 흔들리지 않게 가벼운 무게로 하세요.',
    howTo: {
      setup: ['벤치 등받이를 45도 정도로 세우고 가슴을 대고 엎드려요.', '양손에 덤벨을 들고 팔을 바닥 쪽으로 수직으로 늘어뜨려요.'],
      steps: ['위팔을 수직으로 고정한 채 덤벨을 어깨 쪽으로 말아 올려요.', '맨 위에서 이두를 꽉 조이며 잠깐 멈춰요.', '팔이 거의 펴질 때까지 천천히 내려요.'],
      breathing: '덤벨을 올릴 때 숨을 내쉬고, 내릴 때 들이마셔요.',
      mistakes: [
        '어깨를 들썩이며 올리면 이두 자극이 줄어요. 가슴을 패드에 붙이고 어깨는 내린 채 해요.',
        '위팔이 앞뒤로 흔들리면 반동이 생겨요. 가벼운 무게로 위팔을 수직에 고정해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [59.4, 141.1], length: 70, angle: 40 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 130, head: 120, arm: [0, 5], leg: [-30, -30, 90] },
          at: ['ankle', 40, 184],
          contacts: [
            ['chest', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 130, head: 120, arm: [0, 130], leg: [-30, -30, 90] },
          at: ['ankle', 40, 184],
          contacts: [
            ['chest', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
];

export const TRICEPS: ExerciseSeed[] = [
  {
    key: 'triceps_pushdown',
    koreanName: '케이블 푸시다운',
    englishName: 'Cable Triceps Pushdown',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 1,
    compound: false,
    pattern: 'elbow_ext',
    load: 'stack',
    ratios: est([0.25, 0.4, 0.55], [0.15, 0.24, 0.33]), // §2.3 triceps_pushdown [H]
    aliases: ['푸시다운', '트라이셉스 푸시다운', '푸쉬다운', '케이블 프레스다운', '삼두 푸시다운'],
    popularity: 86,
    videoLink: null,
    description:
      '케이블 도르래를 높게 맞추고 일자 바나 V바를 어깨너비보다 좁게 잡은 뒤 상체를 살짝 숙여 서요. 팔꿈치를 옆구리에 붙인 채 숨을 내쉬며 팔이 완전히 펴질 때까지 바를 아래로 밀어요. 숨을 들이마시며 팔꿈치가 90도 정도 될 때까지 천천히 올려요.',
    caution: '팔꿈치가 앞뒤로 움직이거나 몸무게로 눌러 내리면 어깨와 허리를 쓰게 돼요. 팔꿈치를 고정하세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 높게 맞추고 일자 바나 V바를 걸어요.', '바를 어깨너비보다 좁게 잡고, 팔꿈치를 옆구리에 붙인 채 상체를 살짝 숙여 서요.'],
      steps: [
        '팔꿈치가 90도쯤 굽은 자세에서 시작해요.',
        '팔꿈치를 고정한 채 팔이 완전히 펴질 때까지 바를 아래로 밀어요.',
        '팔꿈치가 다시 90도쯤 될 때까지 천천히 올려요.',
      ],
      breathing: '바를 밀어 내릴 때 숨을 내쉬고, 올릴 때 들이마셔요.',
      mistakes: [
        '몸무게를 실어 눌러 내리면 어깨와 허리가 일을 해요. 상체는 그대로 두고 팔꿈치 아래만 움직여요.',
        '올릴 때 팔꿈치가 앞으로 따라 나오면 삼두 자극이 줄어요. 팔꿈치를 옆구리에 붙여 둬요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [140, 188], to: [140, 10], width: 4 },
        { kind: 'line', machine: 'cable', from: [140, 12], to: [104, 12], width: 4 },
        { kind: 'cable', machine: 'cable', at: [104, 14], to: 'hand' },
        { kind: 'disc', id: 'bar', at: 'hand', r: 3.5, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 170, arm: [0, 95], leg: [8, -4, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 170, arm: [0, 0], leg: [8, -4, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'rope_pushdown',
    koreanName: '로프 푸시다운',
    englishName: 'Rope Pushdown',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 1,
    compound: false,
    pattern: 'elbow_ext',
    load: 'stack',
    ratios: est([0.21, 0.34, 0.47], [0.13, 0.2, 0.28]), // ≈ 0.85 × triceps_pushdown
    aliases: ['로프 프레스다운', '케이블 로프 푸시다운'],
    popularity: 72,
    videoLink: null,
    description:
      '케이블 도르래를 높게 맞추고 로프를 엄지가 위를 보게 잡은 채 팔꿈치를 옆구리에 붙여요. 숨을 내쉬며 팔을 아래로 펴면서 끝에서 로프를 양옆으로 벌려요. 숨을 들이마시며 팔꿈치가 90도 정도 될 때까지 천천히 올려요.',
    caution: '손목을 꺾어 로프를 벌리지 말고, 팔꿈치를 옆구리에 고정하세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 높게 맞추고 로프를 걸어요.', '로프 양 끝을 엄지가 위를 보게 잡고 팔꿈치를 옆구리에 붙여 서요.'],
      steps: [
        '팔꿈치가 90도쯤 굽은 자세에서 시작해요.',
        '팔꿈치를 고정한 채 팔을 아래로 펴요.',
        '팔이 다 펴질 즈음 로프 양 끝을 허벅지 옆으로 벌려요.',
        '팔꿈치가 다시 90도쯤 될 때까지 천천히 올려요.',
      ],
      breathing: '팔을 펴며 숨을 내쉬고, 올릴 때 들이마셔요.',
      mistakes: [
        '손목을 꺾어 로프를 벌리면 손목이 아파요. 손목은 곧게 두고 팔 전체로 벌려요.',
        '팔꿈치가 옆구리에서 떨어져 앞뒤로 움직이면 어깨가 일을 해요. 팔꿈치를 고정해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [140, 188], to: [140, 10], width: 4 },
        { kind: 'line', machine: 'cable', from: [140, 12], to: [104, 12], width: 4 },
        { kind: 'cable', machine: 'cable', at: [104, 14], to: { from: 'hand', dy: -9 } },
        { kind: 'line', id: 'rope', from: { from: 'hand', dy: -9 }, to: { from: 'hand', dy: 5 }, width: 3.5, tone: 'plate', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 170, arm: [0, 95], leg: [8, -4, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
        },
        {
          pose: { trunk: 170, arm: [0, 0], leg: [8, -4, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
        },
      ],
    },
  },
  {
    key: 'reverse_grip_pushdown',
    koreanName: '리버스 그립 케이블 푸시다운',
    englishName: 'Reverse-Grip Cable Pushdown',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 1,
    compound: false,
    pattern: 'elbow_ext',
    load: 'stack',
    ratios: est([0.18, 0.28, 0.38], [0.11, 0.17, 0.23]), // ≈ 0.7 × triceps_pushdown
    aliases: ['리버스 푸시다운', '언더그립 푸시다운'],
    popularity: 35,
    videoLink: null,
    description:
      '케이블 도르래를 높게 맞추고 일자 바를 손바닥이 위를 보게(언더그립) 어깨너비로 잡아요. 팔꿈치를 옆구리에 붙인 채 숨을 내쉬며 팔이 펴질 때까지 바를 아래로 밀어요. 숨을 들이마시며 천천히 올려요.',
    caution: '손목이 뒤로 꺾이기 쉬우니 가벼운 무게로 하고, 손목 통증이 있으면 로프로 바꾸세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 높게 맞추고 일자 바를 걸어요.', '바를 손바닥이 위를 보게(언더그립) 어깨너비로 잡고 팔꿈치를 옆구리에 붙여요.'],
      steps: ['팔꿈치가 90도쯤 굽은 자세에서 시작해요.', '팔꿈치를 고정한 채 팔이 펴질 때까지 바를 아래로 밀어요.', '손목을 곧게 둔 채 천천히 올려요.'],
      breathing: '바를 밀어 내릴 때 숨을 내쉬고, 올릴 때 들이마셔요.',
      mistakes: [
        '손목이 뒤로 꺾이면 손목이 아파요. 가벼운 무게로 손목을 곧게 두고, 아프면 로프로 바꿔요.',
        '무게를 이기려고 상체를 숙여 누르면 삼두 운동이 안 돼요. 들 수 있는 무게로 줄여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [140, 188], to: [140, 10], width: 4 },
        { kind: 'line', machine: 'cable', from: [140, 12], to: [104, 12], width: 4 },
        { kind: 'cable', machine: 'cable', at: [104, 14], to: 'hand' },
        { kind: 'disc', id: 'bar', at: 'hand', r: 3.5, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 170, arm: [0, 95], leg: [8, -4, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 170, arm: [0, 0], leg: [8, -4, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
      sameMovementAs: 'triceps_pushdown',
      caption: '바를 손바닥이 위를 보게(언더그립) 잡아요. 팔의 움직임은 케이블 푸시다운과 같아요.',
    },
  },
  {
    key: 'overhead_cable_extension',
    koreanName: '케이블 오버헤드 트라이셉스 익스텐션',
    englishName: 'Cable Overhead Triceps Extension',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'elbow_ext',
    load: 'stack',
    ratios: est([0.19, 0.3, 0.41], [0.11, 0.18, 0.25]), // ≈ 0.75 × triceps_pushdown
    aliases: ['케이블 오버헤드 익스텐션', '오버헤드 로프 익스텐션'],
    popularity: 55,
    videoLink: null,
    description:
      '케이블 도르래를 낮게(또는 머리 높이로) 맞추고 로프를 잡은 채 기계를 등지고 돌아서 양손을 머리 뒤로 가져가요. 한 발을 앞으로 내딛고 상체를 살짝 숙인 뒤, 숨을 내쉬며 팔꿈치를 고정한 채 머리 위 앞쪽으로 팔을 펴요. 숨을 들이마시며 삼두가 늘어나는 느낌으로 천천히 굽혀요.',
    caution: '허리를 젖히지 말고 팔꿈치가 양옆으로 벌어지지 않게 하세요. 팔꿈치가 아프면 무게를 낮추세요.',
    howTo: {
      setup: [
        '케이블 도르래를 낮게(또는 머리 높이로) 맞추고 로프를 걸어요.',
        '로프를 잡고 기계를 등지고 돌아서 양손을 머리 뒤로 가져가요.',
        '한 발을 앞으로 내딛고 상체를 살짝 숙여요.',
      ],
      steps: [
        '위팔을 귀 옆에 고정한 채 팔꿈치를 펴 머리 위 앞쪽으로 로프를 밀어요.',
        '팔이 다 펴지면 잠깐 멈춰요.',
        '삼두가 늘어나는 느낌으로 손이 머리 뒤로 올 때까지 천천히 굽혀요.',
      ],
      breathing: '팔을 펼 때 숨을 내쉬고, 굽힐 때 들이마셔요.',
      mistakes: [
        '허리를 젖히며 밀면 허리에 무리가 가요. 배에 힘을 주고 상체 각도를 유지해요.',
        '팔꿈치가 양옆으로 벌어지면 삼두 자극이 줄어요. 팔꿈치를 머리 가까이 모아요.',
        '팔꿈치가 아프면 무게가 무거운 거예요. 무게를 낮춰 천천히 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [34, 188], to: [34, 30], width: 4 },
        { kind: 'cable', machine: 'cable', at: [40, 46], to: { from: 'hand', dx: -8, dy: 2 } },
        { kind: 'line', id: 'rope', from: 'hand', to: { from: 'hand', dx: -8, dy: 2 }, width: 3.5, tone: 'plate', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 155, head: 165, arm: [152, 300], leg: [25, -5, 90], leg2: [-20, -20, 90] },
          at: ['ankle', 122, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'rope'],
          ],
        },
        {
          pose: { trunk: 155, head: 165, arm: [152, 152], leg: [25, -5, 90], leg2: [-20, -20, 90] },
          at: ['ankle', 122, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'rope'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_overhead_extension',
    koreanName: '덤벨 오버헤드 트라이셉스 익스텐션',
    englishName: 'Dumbbell Overhead Triceps Extension',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'elbow_ext',
    load: 'dumbbell',
    ratios: est([0.13, 0.2, 0.28], [0.08, 0.12, 0.17]), // own estimate; ONE dumbbell held in both hands
    aliases: ['덤벨 오버헤드 익스텐션', '덤벨 트라이셉스 익스텐션', '시티드 덤벨 익스텐션'],
    popularity: 60,
    videoLink: null,
    description:
      '덤벨 하나를 양손으로 감싸 쥐고 머리 위로 들어 올린 채 앉거나 서요. 위팔을 귀 옆에 고정하고 숨을 들이마시며 팔꿈치를 굽혀 덤벨을 머리 뒤로 천천히 내려요. 숨을 내쉬며 팔을 펴 덤벨을 다시 머리 위로 올려요.',
    caution: '덤벨이 머리에 닿지 않게 천천히 움직이고, 허리가 젖혀지지 않게 복부에 힘을 주세요.',
    howTo: {
      setup: ['벤치에 허리를 펴고 앉아요(서서 해도 돼요).', '덤벨 하나를 세워 양손으로 위쪽 원판을 감싸 쥐고 머리 위로 팔을 펴 들어요.'],
      steps: [
        '위팔을 귀 옆에 고정한 채 팔꿈치를 굽혀 덤벨을 머리 뒤로 천천히 내려요.',
        '삼두가 충분히 늘어나면 잠깐 멈춰요.',
        '팔을 펴 덤벨을 다시 머리 위로 올려요.',
      ],
      breathing: '덤벨을 내릴 때 숨을 들이마시고, 올릴 때 내쉬어요.',
      mistakes: [
        '빨리 내리면 덤벨이 머리에 닿을 수 있어요. 천천히 움직이고 덤벨을 단단히 감싸 쥐어요.',
        '허리가 젖혀지면 허리에 무리가 가요. 배에 힘을 주고 등을 곧게 세워요.',
        '팔꿈치가 양옆으로 벌어지면 어깨로 들게 돼요. 팔꿈치를 머리 쪽으로 모아요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [20, 149], length: 72 },
        { kind: 'line', machine: 'dumbbell', from: { from: 'hand', dy: 2 }, to: { from: 'hand', dy: 16 }, width: 3, tone: 'metal', front: true },
        { kind: 'box', machine: 'dumbbell', id: 'dumbbell', at: 'hand', w: 14, h: 5, tone: 'plate', front: true },
        { kind: 'box', machine: 'dumbbell', at: { from: 'hand', dy: 18 }, w: 14, h: 5, tone: 'plate', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [178, 178], leg: [90, 0, 90] },
          at: ['butt', 80, 149],
          contacts: [
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 180, arm: [178, 320], leg: [90, 0, 90] },
          at: ['butt', 80, 149],
          contacts: [
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
  {
    key: 'lying_triceps_extension',
    koreanName: '라잉 트라이셉스 익스텐션',
    englishName: 'Lying Triceps Extension',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['ez_bar', 'bench'],
    level: 2,
    compound: false,
    pattern: 'elbow_ext',
    load: 'barbell', // total on the EZ bar
    ratios: est([0.2, 0.3, 0.45], [0.12, 0.18, 0.27]), // ≈ 0.4 × bench_press
    aliases: ['스컬 크러셔', '라잉 익스텐션', 'EZ바 라잉 익스텐션'],
    popularity: 62,
    videoLink: null,
    description:
      '벤치에 누워 EZ바를 어깨너비보다 좁게 잡고, 팔을 가슴 위 수직에서 머리 쪽으로 약간 기울여 들어요. 위팔을 고정한 채 숨을 들이마시며 팔꿈치를 굽혀 바를 이마 위(또는 머리 뒤)까지 천천히 내려요. 숨을 내쉬며 팔을 펴 처음 자세로 올려요.',
    caution: '바가 얼굴로 떨어질 수 있으니 가벼운 무게로 시작하고, 팔꿈치가 양옆으로 벌어지지 않게 하세요.',
    howTo: {
      setup: ['벤치에 누워 발바닥으로 바닥을 디디고, EZ바를 어깨너비보다 좁게 잡아요.', '팔을 펴 바를 가슴 위로 들고, 머리 쪽으로 살짝 기울여요.'],
      steps: [
        '위팔을 고정한 채 팔꿈치를 굽혀 바를 이마 위(또는 머리 뒤)까지 천천히 내려요.',
        '삼두가 늘어나면 잠깐 멈춰요.',
        '팔꿈치를 펴 바를 처음 자리로 올려요.',
      ],
      breathing: '바를 내릴 때 숨을 들이마시고, 밀어 올릴 때 내쉬어요.',
      mistakes: [
        '무거운 무게로 시작하면 바가 얼굴로 떨어질 수 있어요. 가벼운 무게로 자세부터 익혀요.',
        '팔꿈치가 양옆으로 벌어지면 팔꿈치에 무리가 가요. 팔꿈치를 어깨너비 안쪽으로 모아요.',
        '위팔까지 함께 움직이면 가슴과 어깨가 일을 해요. 팔꿈치 아래만 움직여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [36, 146], length: 112 },
        { kind: 'barbell', machine: 'ez_bar', plate: 'small', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: -90, arm: [195, 195], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: -90, arm: [195, 303], leg: [75, -31, 90] },
          at: ['upperBack', 70, 146],
          contacts: [
            ['upperBack', 'bench'],
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'french_press',
    koreanName: '프렌치 프레스',
    englishName: 'EZ-Bar Overhead Extension (French Press)',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['ez_bar'],
    level: 2,
    compound: false,
    pattern: 'elbow_ext',
    load: 'barbell', // total on the EZ bar
    ratios: est([0.16, 0.24, 0.36], [0.1, 0.14, 0.22]), // ≈ 0.8 × lying_triceps_extension
    aliases: ['EZ바 오버헤드 익스텐션', '이지바 프렌치 프레스', '바벨 오버헤드 익스텐션'],
    popularity: 45,
    videoLink: null,
    description:
      '벤치에 앉거나 서서 EZ바를 어깨너비보다 좁게 잡아 머리 위로 들어 올려요. 위팔을 귀 옆에 고정한 채 숨을 들이마시며 팔꿈치를 굽혀 바를 머리 뒤로 천천히 내려요. 숨을 내쉬며 팔을 펴 처음 자세로 올려요.',
    caution: '허리가 젖혀지거나 팔꿈치가 양옆으로 벌어지면 허리와 팔꿈치에 무리가 가요. 가벼운 무게로 하세요.',
    howTo: {
      setup: ['벤치에 허리를 펴고 앉아요(서서 해도 돼요).', 'EZ바를 어깨너비보다 좁게 잡고 팔을 펴 머리 위로 들어 올려요.'],
      steps: ['위팔을 귀 옆에 고정한 채 팔꿈치를 굽혀 바를 머리 뒤로 천천히 내려요.', '삼두가 늘어나면 잠깐 멈춰요.', '팔을 펴 바를 처음 자세로 올려요.'],
      breathing: '바를 내릴 때 숨을 들이마시고, 올릴 때 내쉬어요.',
      mistakes: [
        '허리가 젖혀지면 허리에 무리가 가요. 배에 힘을 주고 가벼운 무게로 해요.',
        '팔꿈치가 양옆으로 벌어지면 팔꿈치가 아파요. 팔꿈치를 앞쪽으로 모아 둬요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [20, 149], length: 72 },
        { kind: 'barbell', machine: 'ez_bar', plate: 'small', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [176, 176], leg: [90, 0, 90] },
          at: ['butt', 80, 149],
          contacts: [
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [176, 314], leg: [90, 0, 90] },
          at: ['butt', 80, 149],
          contacts: [
            ['butt', 'bench'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'close_grip_bench_press',
    koreanName: '클로즈 그립 벤치 프레스',
    englishName: 'Close-Grip Bench Press',
    bodyParts: ['triceps', 'chest', 'shoulders'],
    primaryCount: 2,
    machines: ['barbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'h_push',
    load: 'barbell',
    ratios: est([0.43, 0.64, 0.85], [0.26, 0.38, 0.55]), // ≈ 0.85 × bench_press
    aliases: ['클로즈 벤치', '내로우 그립 벤치 프레스', '클로즈 그립 벤치'],
    popularity: 58,
    videoLink: null,
    description:
      '벤치에 누워 어깨너비 정도로 바를 잡고 어깨뼈를 모아요. 팔꿈치를 몸통 가까이 붙인 채 숨을 들이마시며 바를 가슴 아래쪽으로 천천히 내려요. 숨을 내쉬며 삼두로 밀어 올려요.',
    caution: '손 간격을 너무 좁히면 손목과 팔꿈치에 무리가 가요. 어깨너비 정도로 잡고 안전바 또는 보조자를 두세요.',
    howTo: {
      setup: ['벤치에 누워 눈이 바 바로 아래에 오게 자리를 잡고 발바닥으로 바닥을 디뎌요.', '바를 어깨너비 정도로 잡고 어깨뼈를 모아 내려요.'],
      steps: [
        '팔을 펴서 바를 어깨 위로 들어 올려요.',
        '팔꿈치를 몸통 가까이 붙인 채 바를 가슴 아래쪽으로 천천히 내려요.',
        '바가 가슴에 살짝 닿으면 삼두로 밀어 처음 자리로 올려요.',
      ],
      breathing: '내리기 전에 숨을 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '손 간격을 너무 좁히면 손목과 팔꿈치가 아파요. 어깨너비 정도로 잡아요.',
        '팔꿈치가 옆으로 벌어지면 가슴 운동이 돼요. 팔꿈치를 옆구리 쪽으로 모아 내려요.',
        '안전바나 보조자 없이 무겁게 하지 말고, 꼭 안전장치를 두고 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [36, 146], length: 112 },
        { kind: 'barbell', machine: 'barbell' },
      ],
      caption: '바를 어깨너비로 잡고, 팔꿈치를 옆구리에 붙인 채 가슴 아래쪽으로 내려요.',
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
          pose: { trunk: -90, arm: [100, 201], leg: [75, -31, 90], scale: { upperArm: 0.8, upperArm2: 0.8 } },
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
          pose: { trunk: -90, arm: [48, 180], leg: [75, -31, 90] },
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
    key: 'bench_dips',
    koreanName: '벤치 딥스',
    englishName: 'Bench Dips',
    bodyParts: ['triceps', 'chest', 'shoulders'],
    primaryCount: 1,
    machines: ['bench'],
    level: 2,
    compound: true,
    pattern: 'v_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['리버스 딥스', '체어 딥스'],
    popularity: 60,
    videoLink: null,
    description:
      '벤치 가장자리에 손을 어깨너비로 짚고 엉덩이를 벤치 앞으로 빼 다리를 앞으로 뻗어요. 숨을 들이마시며 팔꿈치를 뒤로 굽혀 위팔이 바닥과 평행해질 때까지 몸을 내려요. 숨을 내쉬며 손바닥으로 벤치를 밀어 올라와요. 무릎을 굽히면 쉬워져요.',
    caution: '너무 깊이 내려가면 어깨 앞쪽에 큰 부담이 가요. 위팔이 바닥과 평행한 정도까지만 내려가세요.',
    howTo: {
      setup: ['벤치 가장자리에 등을 지고 서서 손을 어깨너비로 짚어요.', '엉덩이를 벤치 앞으로 빼고 다리를 앞으로 뻗어 발뒤꿈치를 바닥에 대요.'],
      steps: ['팔꿈치를 뒤로 굽혀 위팔이 바닥과 평행해질 때까지 몸을 내려요.', '손바닥으로 벤치를 밀어 팔을 펴며 올라와요.'],
      breathing: '내려갈 때 숨을 들이마시고, 밀어 올라올 때 내쉬어요.',
      mistakes: [
        '너무 깊이 내려가면 어깨 앞쪽에 큰 부담이 가요. 위팔이 바닥과 평행한 정도까지만 내려가요.',
        '엉덩이가 벤치에서 멀어지면 어깨가 앞으로 말려요. 엉덩이를 벤치 가까이에서 내려요.',
        '처음이라 힘들면 무릎을 굽혀 발을 몸 가까이 두고 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'bench', machine: 'bench', id: 'bench', at: [4, 146], length: 62 }],
      keyframes: [
        {
          pose: { trunk: 175, arm: [-15, -15], leg: [56.4, 46.3, 125] },
          at: ['hand', 64, 142],
          contacts: [
            ['hand', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: 168, arm: [-78, 18], leg: [95.5, 35.6, 125] },
          at: ['hand', 64, 142],
          contacts: [
            ['hand', 'bench'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_kickback',
    koreanName: '덤벨 킥백',
    englishName: 'Dumbbell Triceps Kickback',
    bodyParts: ['triceps'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'elbow_ext',
    load: 'dumbbell',
    ratios: est([0.06, 0.09, 0.13], [0.035, 0.055, 0.08]), // own estimate, per hand
    aliases: ['트라이셉스 킥백', '덤벨 트라이셉스 킥백', '삼두 킥백'],
    popularity: 55,
    videoLink: null,
    description:
      '상체를 앞으로 숙여 허리를 곧게 펴고(한 손과 무릎을 벤치에 대도 좋아요), 덤벨을 든 팔의 위팔을 몸통과 나란히 붙여요. 위팔을 고정한 채 숨을 내쉬며 팔꿈치를 펴 덤벨을 뒤로 밀어요. 숨을 들이마시며 팔꿈치가 90도가 될 때까지 천천히 굽혀요.',
    caution: '위팔이 내려가며 흔들리면 삼두 자극이 줄어요. 가벼운 무게로 팔꿈치만 움직이세요.',
    howTo: {
      setup: [
        '덤벨을 들고 무릎을 살짝 굽힌 채 상체를 앞으로 숙여 허리를 곧게 펴요(한 손과 무릎을 벤치에 대도 좋아요).',
        '덤벨을 든 팔의 위팔을 몸통과 나란히 옆구리에 붙이고 팔꿈치를 90도로 굽혀요.',
      ],
      steps: ['위팔을 고정한 채 팔꿈치를 펴 덤벨을 뒤로 밀어요.', '팔이 다 펴지면 삼두를 조이며 잠깐 멈춰요.', '팔꿈치가 90도가 될 때까지 천천히 굽혀요.'],
      breathing: '덤벨을 뒤로 밀 때 숨을 내쉬고, 굽힐 때 들이마셔요.',
      mistakes: [
        '위팔이 아래로 처지며 흔들리면 삼두 자극이 줄어요. 위팔은 몸통과 나란히 고정해요.',
        '덤벨을 휘둘러 올리면 반동이 생겨요. 가벼운 무게로 팔꿈치만 움직여요.',
        '등이 둥글게 말리면 허리에 무리가 가요. 가슴을 펴고 허리를 곧게 유지해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'dumbbell' }],
      keyframes: [
        {
          pose: { trunk: 110, head: 118, arm: [-78, 12], leg: [28, -6, 90] },
          at: ['ankle', 110, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
        {
          pose: { trunk: 110, head: 118, arm: [-78, -78], leg: [28, -6, 90] },
          at: ['ankle', 110, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'dumbbell'],
          ],
        },
      ],
    },
  },
  {
    key: 'diamond_push_up',
    koreanName: '다이아몬드 푸시업',
    englishName: 'Diamond Push-up',
    bodyParts: ['triceps', 'chest', 'shoulders'],
    primaryCount: 2,
    machines: [],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['다이아몬드 푸쉬업', '클로즈 그립 푸시업', '내로우 푸시업'],
    popularity: 48,
    videoLink: null,
    description:
      '양손의 엄지와 검지를 맞대 다이아몬드 모양을 만들어 가슴 아래 바닥에 짚고, 몸을 머리부터 발끝까지 일직선으로 만들어요. 숨을 들이마시며 팔꿈치를 몸통 가까이 붙여 가슴이 손에 닿을 듯 내려가요. 숨을 내쉬며 바닥을 밀어 올라와요.',
    caution: '손목과 팔꿈치에 부담이 큰 동작이에요. 아프면 손 간격을 어깨너비로 넓히고, 어려우면 무릎을 대고 하세요.',
    howTo: {
      setup: [
        '양손의 엄지와 검지를 맞대 다이아몬드 모양을 만들어 가슴 아래 바닥에 짚어요.',
        '발끝으로 바닥을 디디고 몸을 머리부터 발끝까지 일직선으로 만들어요.',
      ],
      steps: ['팔꿈치를 몸통 가까이 붙인 채 가슴이 손에 닿을 듯 내려가요.', '몸을 일직선으로 유지한 채 손바닥으로 바닥을 밀어 올라와요.'],
      breathing: '내려갈 때 숨을 들이마시고, 밀어 올라올 때 내쉬어요.',
      mistakes: [
        '엉덩이가 처지거나 들리면 허리에 무리가 가요. 배와 엉덩이에 힘을 줘 몸을 일직선으로 유지해요.',
        '팔꿈치가 옆으로 벌어지면 삼두 자극이 줄고 팔꿈치가 아파요. 팔꿈치를 옆구리 쪽으로 모아요.',
        '손목이나 팔꿈치가 아프면 손 간격을 어깨너비로 넓히거나 무릎을 대고 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 112, head: 102, arm: [-5, -5], leg: [-68, -68, 22] },
          at: ['toe', 20, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: 106, head: 98, arm: [-52.5, 25], leg: [-74, -74, 16] },
          at: ['toe', 20, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 94, head: 90, arm: [-109.7, 18.6], leg: [-86, -86, 4] },
          at: ['toe', 20, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
];
