import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';

// Common stretches done before or after a workout, held for time (ADR 025): body weight, no equipment,
// pattern 'stretch', and timed (their keys are in TIMED_EXERCISE_KEYS, so a set is seconds, not reps).
// The recommender never prescribes them as strength work. Body parts are the muscles being stretched.
export const STRETCHES: ExerciseSeed[] = [
  {
    key: 'hamstring_stretch',
    koreanName: '햄스트링 스트레칭',
    englishName: 'Seated Hamstring Stretch',
    bodyParts: ['hamstrings', 'calves'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['햄스 스트레칭', '허벅지 뒤 스트레칭', '다리 뒤 스트레칭'],
    popularity: 30,
    videoLink: null,
    description:
      '바닥에 앉아 한쪽 다리를 앞으로 곧게 뻗고 다른 발은 뻗은 다리 허벅지 안쪽에 붙여요. 허리를 편 채 엉덩이를 접듯이 상체를 발끝 쪽으로 숙여 허벅지 뒤가 당기는 곳에서 멈춰요. 숨을 천천히 쉬며 20~30초 버티고 반대쪽도 해요.',
    caution: '허리를 둥글게 말아 억지로 내려가지 말고, 아프지 않고 당기는 정도에서 멈추세요.',
    howTo: {
      setup: ['바닥에 앉아 한쪽 다리를 앞으로 곧게 뻗어요.', '다른 다리는 무릎을 굽혀 발바닥을 뻗은 다리 허벅지 안쪽에 붙여요.'],
      steps: [
        '허리를 곧게 세우고 손을 뻗은 다리 위에 올려요.',
        '허리를 편 채 엉덩이를 접듯이 상체를 발끝 쪽으로 숙여요.',
        '허벅지 뒤가 당기는 곳에서 멈춰 20~30초 버티고, 천천히 올라와 반대쪽도 해요.',
      ],
      breathing: '숙이며 숨을 내쉬고, 버티는 동안 천천히 길게 쉬어요.',
      mistakes: [
        '등을 둥글게 말아 억지로 내려가면 허리에 무리가 가요. 가슴을 펴고 엉덩이부터 접어요.',
        '반동을 주며 튕기지 말고, 한 자세로 조용히 버텨요.',
        '아플 만큼 당기지 말고, 당기는 느낌이 드는 데서 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 180, arm: [9, 77], leg: [87, 87, 177], leg2: [88, -74, 100], scale: { thigh2: 0.5, shin2: 0.2 } },
          at: ['pelvis', 40, 180.5],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: 146, arm: [50, 80], leg: [87, 87, 177], leg2: [88, -74, 100], scale: { thigh2: 0.5, shin2: 0.2 } },
          at: ['pelvis', 40, 181],
          contacts: [
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'quad_stretch',
    koreanName: '대퇴사두 스트레칭',
    englishName: 'Standing Quad Stretch',
    bodyParts: ['quads'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['대퇴사두근 스트레칭', '허벅지 앞 스트레칭', '쿼드 스트레칭'],
    popularity: 28,
    videoLink: null,
    description:
      '벽이나 기구를 한 손으로 짚고 서서 한쪽 무릎을 굽혀 같은 쪽 손으로 발등이나 발목을 잡아요. 무릎을 아래로 향하게 두고 발뒤꿈치를 엉덩이 쪽으로 당기며 골반을 살짝 앞으로 밀어요. 허벅지 앞이 당기는 자세로 20~30초 버티고 반대쪽도 해요.',
    caution: '허리를 젖히거나 무릎을 옆으로 벌리지 말고, 무릎이 아프면 당기는 힘을 줄이세요.',
    howTo: {
      setup: ['벽이나 기구 옆에 서서 한 손으로 짚어 균형을 잡아요.'],
      steps: [
        '한쪽 무릎을 굽혀 같은 쪽 손으로 발등이나 발목을 잡아요.',
        '무릎이 바닥을 향하게 둔 채 발뒤꿈치를 엉덩이 쪽으로 당겨요.',
        '골반을 살짝 앞으로 밀어 허벅지 앞이 당기게 하고 20~30초 버틴 뒤 반대쪽도 해요.',
      ],
      breathing: '버티는 동안 숨을 참지 말고 천천히 고르게 쉬어요.',
      mistakes: [
        '허리를 젖히면 허벅지 앞이 덜 늘어나요. 배에 힘을 주고 골반을 앞으로 밀어요.',
        '무릎이 옆으로 벌어지지 않게 두 무릎을 나란히 모아요.',
        '무릎이 아프면 발을 세게 당기지 말고 당기는 힘을 줄여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'line', id: 'wall', from: [154, 20], to: [154, 188], width: 4, tone: 'frame' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 0], arm2: [72, 100], leg: [0, 0, 90], leg2: [0, 0, 90] },
          at: ['ankle2', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand2', 'wall'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-46, 14], arm2: [72, 100], leg: [-10, -170, -80], leg2: [0, 0, 90] },
          at: ['ankle2', 90, 184],
          contacts: [
            ['heel2', 'floor'],
            ['hand2', 'wall'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'chest_stretch',
    koreanName: '가슴 스트레칭',
    englishName: 'Doorway Chest Stretch',
    bodyParts: ['chest', 'shoulders'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['대흉근 스트레칭', '문틀 스트레칭', '벽 가슴 스트레칭'],
    popularity: 25,
    videoLink: null,
    description:
      '문틀이나 기둥 옆에 서서 팔꿈치를 어깨 높이로 90도 굽혀 팔 안쪽을 대요. 한 발을 앞으로 내딛으며 몸통을 천천히 앞으로 보내 가슴 앞이 늘어나게 해요. 20~30초 버티고 반대쪽도 해요.',
    caution: '어깨 앞이 찌릿하게 아프면 팔 높이를 낮추고, 몸을 비틀지 마세요.',
    howTo: {
      setup: ['문틀이나 기둥 옆에 서요.', '팔꿈치를 어깨 높이로 올려 90도로 굽히고, 팔 안쪽을 문틀에 대요.'],
      steps: [
        '팔을 문틀에 댄 채 한 발을 한 걸음 앞으로 내디뎌요.',
        '몸통을 천천히 앞으로 보내 가슴 앞이 늘어나게 해요.',
        '20~30초 버틴 뒤 돌아와 반대쪽 팔도 해요.',
      ],
      breathing: '버티는 동안 숨을 천천히 길게 쉬어요.',
      mistakes: [
        '어깨 앞이 찌릿하게 아프면 팔 높이를 어깨보다 낮춰요.',
        '몸을 문틀 반대쪽으로 비틀지 말고, 가슴이 정면을 향한 채 앞으로 가요.',
        '어깨가 귀 쪽으로 올라가지 않게 어깨를 내려요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '팔을 문틀에 댄 채 한 걸음 앞으로 내디뎌, 팔이 몸 뒤에 남으며 가슴 앞이 늘어나요.',
      props: [{ kind: 'line', id: 'frame', from: [92.5, 8], to: [92.5, 188], width: 5, tone: 'frame' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-90, 180], arm2: [0, 0], leg: [0, 0, 90], scale: { upperArm: 0.25 } },
          at: ['ankle2', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'frame'],
            ['elbow', 'frame'],
          ],
        },
        {
          pose: { trunk: 175, arm: [-98.4, 180], arm2: [0, 0], leg: [21.5, 3.7, 90], leg2: [6.5, -21, 90], scale: { upperArm: 0.73 } },
          at: ['ankle2', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'frame'],
            ['elbow', 'frame'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'cat_cow',
    koreanName: '고양이-소 자세',
    englishName: 'Cat-Cow Stretch',
    bodyParts: ['back', 'abs'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['캣카우', '고양이 자세', '캣 카우 스트레칭'],
    popularity: 25,
    videoLink: null,
    description:
      '손은 어깨 아래, 무릎은 골반 아래에 두고 네발 기기 자세를 잡아요. 숨을 내쉬며 등을 천장 쪽으로 둥글게 말고 턱을 당겨요. 숨을 들이마시며 배를 바닥 쪽으로 내리고 가슴과 시선을 앞으로 들어, 정해진 시간 동안 천천히 번갈아 해요.',
    caution: '허리를 과하게 꺾지 말고, 통증이 없는 범위에서 천천히 움직이세요.',
    howTo: {
      setup: ['손은 어깨 바로 아래, 무릎은 골반 바로 아래에 두고 네발 기기 자세를 잡아요.', '등을 평평하게 하고 시선은 바닥을 봐요.'],
      steps: [
        '등을 천장 쪽으로 둥글게 말아 올리고 턱을 가슴 쪽으로 당겨요.',
        '배를 바닥 쪽으로 천천히 내리며 가슴과 시선을 앞으로 들어요.',
        '두 자세를 천천히 번갈아 정해진 시간 동안 반복해요.',
      ],
      breathing: '등을 말 때 숨을 내쉬고, 배를 내리며 들이마셔요.',
      mistakes: [
        '허리를 과하게 꺾으면 허리가 아파요. 통증 없는 범위에서만 내려요.',
        '빠르게 흔들지 말고, 숨에 맞춰 한 동작씩 천천히 움직여요.',
        '팔꿈치를 잠그고 어깨가 내려앉지 않게 손으로 바닥을 가볍게 밀어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 113, head: 65, arm: [0, 0], leg: [0, -90, -55] },
          at: ['hand', 150, 184],
          contacts: [
            ['hand', 'floor'],
            ['knee', 'floor'],
          ],
        },
        {
          pose: { trunk: 107, head: 150, arm: [0, 0], leg: [0, -90, -55] },
          at: ['hand', 150, 184],
          contacts: [
            ['hand', 'floor'],
            ['knee', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'pigeon_stretch',
    koreanName: '비둘기 자세',
    englishName: 'Pigeon Pose',
    bodyParts: ['glutes'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['둔근 스트레칭', '엉덩이 스트레칭', '비둘기 스트레칭'],
    popularity: 22,
    videoLink: null,
    description:
      '네발 기기 자세에서 한쪽 무릎을 같은 쪽 손목 뒤로 가져와 정강이를 바닥에 비스듬히 눕혀요. 다른 다리는 뒤로 곧게 뻗고 골반을 바닥과 나란히 맞춰요. 엉덩이 바깥이 당기면 상체를 앞으로 천천히 숙여 20~30초 버티고 반대쪽도 해요.',
    caution: '무릎 안쪽이나 바깥이 아프면 앞 발을 몸 쪽으로 당기거나 엉덩이 밑에 쿠션을 받치세요.',
    howTo: {
      setup: ['네발 기기 자세에서 시작해요.', '한쪽 무릎을 같은 쪽 손목 뒤로 가져와 정강이를 바닥에 비스듬히 눕혀요.'],
      steps: [
        '다른 다리를 뒤로 곧게 뻗고 골반을 바닥과 나란히 맞춰요.',
        '손으로 바닥을 짚고 상체를 세워 엉덩이 바깥이 당기는지 느껴요.',
        '상체를 앞으로 천천히 숙여 팔뚝을 바닥에 대고 20~30초 버틴 뒤 반대쪽도 해요.',
      ],
      breathing: '숙이며 숨을 내쉬고, 버티는 동안 천천히 길게 쉬어요.',
      mistakes: [
        '무릎 안쪽이나 바깥이 아프면 앞 발을 몸 쪽으로 당겨 각도를 줄여요.',
        '골반이 한쪽으로 기울면 엉덩이 밑에 쿠션을 받쳐 수평을 맞춰요.',
        '억지로 깊이 숙이지 말고, 당기는 느낌이 드는 데서 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 135, arm: [36, 36], leg: [72, -90, -50], leg2: [-80, -80, -45] },
          at: ['knee', 135, 182],
          contacts: [
            ['knee', 'floor'],
            ['ankle', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: 105, head: 95, arm: [25, 90], leg: [72, -90, -50], leg2: [-80, -80, -45] },
          at: ['knee', 135, 182],
          contacts: [
            ['knee', 'floor'],
            ['ankle', 'floor'],
            ['toe2', 'floor'],
            ['elbow', 'floor'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'calf_stretch',
    koreanName: '종아리 스트레칭',
    englishName: 'Wall Calf Stretch',
    bodyParts: ['calves'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['벽 종아리 스트레칭', '카프 스트레칭', '아킬레스건 스트레칭'],
    popularity: 25,
    videoLink: null,
    description:
      '벽을 두 손으로 짚고 한 발은 앞, 다른 발은 한 걸음 뒤에 두어 두 발끝이 벽을 향하게 서요. 뒷다리 무릎을 편 채 뒤꿈치를 바닥에 붙이고 앞 무릎을 굽혀 몸을 벽 쪽으로 기울여요. 종아리가 당기는 자세로 20~30초 버티고 반대쪽도 해요.',
    caution: '뒤꿈치가 바닥에서 뜨지 않게 하고, 반동을 주며 튕기지 마세요.',
    howTo: {
      setup: ['벽을 마주 보고 서서 두 손으로 어깨 높이의 벽을 짚어요.', '한 발은 앞, 다른 발은 한 걸음 뒤에 두고 두 발끝이 벽을 향하게 해요.'],
      steps: [
        '뒷다리 무릎을 편 채 뒤꿈치를 바닥에 붙여요.',
        '앞 무릎을 굽히며 몸을 벽 쪽으로 천천히 기울여요.',
        '종아리가 당기는 자세로 20~30초 버틴 뒤 발을 바꿔 반대쪽도 해요.',
      ],
      breathing: '기울이며 숨을 내쉬고, 버티는 동안 천천히 고르게 쉬어요.',
      mistakes: [
        '뒤꿈치가 바닥에서 뜨면 늘어나지 않아요. 뒤꿈치를 바닥에 눌러요.',
        '뒷발 끝이 바깥으로 돌아가지 않게 두 발끝을 벽 쪽으로 맞춰요.',
        '반동을 주며 튕기지 말고, 한 자세로 조용히 버텨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'line', id: 'wall', from: [155, 14], to: [155, 188], width: 4, tone: 'frame' }],
      keyframes: [
        {
          pose: { trunk: 170, arm: [68, 106], leg: [-14, -14, 90], leg2: [20, 3, 90] },
          at: ['ankle', 70, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'wall'],
          ],
        },
        {
          pose: { trunk: 155, arm: [30, 150], leg: [-25, -25, 90], leg2: [29, -20, 90] },
          at: ['ankle', 70, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'wall'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'lat_stretch',
    koreanName: '광배근 스트레칭',
    englishName: 'Lat Stretch',
    bodyParts: ['back', 'shoulders'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['광배 스트레칭', '등 스트레칭', '랫 스트레칭'],
    popularity: 22,
    videoLink: null,
    description:
      '기둥이나 기구의 세로 봉을 어깨 높이에서 한 손으로 잡고 발을 봉 가까이에 두고 서요. 엉덩이를 뒤로 빼며 몸을 잡은 손 반대쪽으로 기울여 옆구리와 등 옆이 늘어나게 해요. 숨을 천천히 쉬며 20~30초 버티고 반대쪽도 해요.',
    caution: '봉이 단단히 고정된 것인지 확인하고, 어깨가 아프면 잡는 높이를 낮추세요.',
    howTo: {
      setup: ['기둥이나 기구의 세로 봉을 마주 보고 서서 한 손으로 어깨 높이를 잡아요.'],
      steps: [
        '봉을 잡은 팔을 곧게 편 채 무릎을 굽혀요.',
        '엉덩이를 뒤로 빼며 팔과 몸통이 일직선이 되도록 상체를 숙여요.',
        '몸을 잡은 손 반대쪽으로 살짝 기울여 옆구리와 등 옆이 늘어나게 하고 20~30초 버텨요.',
      ],
      breathing: '엉덩이를 빼며 숨을 내쉬고, 버티는 동안 천천히 길게 쉬어요.',
      mistakes: [
        '흔들리는 봉을 잡으면 넘어질 수 있어요. 단단히 고정된 봉인지 먼저 확인해요.',
        '팔을 굽히면 등이 덜 늘어나요. 팔은 편 채 엉덩이로 뒤로 당겨요.',
        '어깨가 아프면 잡는 높이를 낮추고 당기는 힘을 줄여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'line', id: 'pole', from: [167, 14], to: [167, 188], width: 4, tone: 'metal' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [90, 90], leg: [0, 0, 90] },
          at: ['ankle', 105, 184],
          contacts: [
            ['heel', 'floor'],
            ['hand', 'pole'],
          ],
        },
        {
          pose: { trunk: 110, head: 105, arm: [110, 110], leg: [70, -5, 90] },
          at: ['ankle', 105, 184],
          contacts: [
            ['heel', 'floor'],
            ['hand', 'pole'],
          ],
          hold: 3,
        },
      ],
    },
  },
  {
    key: 'shoulder_stretch',
    koreanName: '어깨 스트레칭',
    englishName: 'Cross-Body Shoulder Stretch',
    bodyParts: ['shoulders', 'back'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'stretch',
    load: 'bodyweight',
    ratios: null,
    aliases: ['크로스 바디 스트레칭', '팔 당기기 스트레칭', '후면 어깨 스트레칭'],
    popularity: 30,
    videoLink: null,
    description:
      '서거나 앉아서 한쪽 팔을 가슴 앞으로 곧게 뻗어 반대쪽으로 보내요. 다른 팔로 팔꿈치 위쪽을 감싸 가슴 쪽으로 당겨 어깨 뒤가 늘어나게 해요. 어깨를 으쓱 올리지 말고 20~30초 버틴 뒤 반대쪽도 해요.',
    caution: '팔꿈치 관절을 직접 누르지 말고 위팔을 잡아 당기세요.',
    howTo: {
      setup: ['바르게 서거나 앉아 어깨를 내리고 가슴을 펴요.'],
      steps: [
        '한쪽 팔을 곧게 편 채 가슴 앞으로 가로질러 반대쪽으로 보내요.',
        '다른 팔로 뻗은 팔의 팔꿈치 위쪽을 감싸 가슴 쪽으로 당겨요.',
        '어깨 뒤가 늘어나는 자세로 20~30초 버틴 뒤 반대쪽도 해요.',
      ],
      breathing: '당기며 숨을 내쉬고, 버티는 동안 천천히 고르게 쉬어요.',
      mistakes: [
        '팔꿈치 관절을 직접 누르지 말고, 팔꿈치 위의 위팔을 잡아 당겨요.',
        '당기는 쪽 어깨가 으쓱 올라가지 않게 어깨를 내린 채 당겨요.',
        '몸통이 함께 돌아가면 늘어나지 않아요. 가슴은 정면을 향하게 둬요.',
      ],
    },
    movement: {
      view: 'front',
      props: [],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-4, -4], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['pelvis', 100, 101.5],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [95, 90], arm2: [4, -148], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['pelvis', 100, 101.5],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
          ],
          hold: 3,
        },
      ],
    },
  },
];
