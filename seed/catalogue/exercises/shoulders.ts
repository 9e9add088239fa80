import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the shoulders (front, side and rear delts; ratios: docs/training-science.md §2.3).
export const SHOULDERS: ExerciseSeed[] = [
  {
    key: 'overhead_press',
    koreanName: '바벨 오버헤드 프레스',
    englishName: 'Barbell Overhead Press',
    bodyParts: ['shoulders', 'triceps', 'abs'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'v_push',
    load: 'barbell',
    ratios: src([0.35, 0.5, 0.75], [0.2, 0.3, 0.55]), // §2.3 overhead_press
    aliases: ['오버헤드 프레스', '밀리터리 프레스', '밀프', 'OHP', '스탠딩 바벨 프레스', '바벨 숄더 프레스'],
    popularity: 84,
    videoLink: null,
    description:
      '바를 어깨너비보다 조금 넓게 잡아 쇄골 앞에 두고, 발은 골반 너비로 벌려 엉덩이와 복부에 힘을 줘요. 숨을 들이마셔 몸통을 단단히 고정한 뒤 턱을 살짝 당겨 바가 얼굴 앞을 지나도록 머리 위로 곧게 밀어 올려요. 바가 머리 위에 오면 숨을 내쉬고, 천천히 쇄골 앞으로 내려요.',
    caution: '허리를 과하게 젖히지 말고 복부에 힘을 주세요.',
    howTo: {
      setup: [
        '바를 쇄골 높이의 거치대에 두고, 어깨너비보다 조금 넓게 잡아요.',
        '바를 쇄골 앞에 올려 들고 한두 걸음 물러나 발을 골반 너비로 벌려요.',
        '엉덩이와 복부에 힘을 줘 몸통을 단단히 고정해요.',
      ],
      steps: [
        '턱을 살짝 당겨 바가 얼굴 앞을 스치듯 지나가게 곧게 밀어 올려요.',
        '바가 이마를 지나면 머리를 살짝 앞으로 넣어 바가 정수리 위, 발 중앙 위에 오게 해요.',
        '팔을 다 편 뒤 같은 길로 천천히 쇄골 앞까지 내려요.',
      ],
      breathing: '올리기 전에 숨을 들이마셔 몸통을 고정하고, 바가 머리 위에 오면 내쉬어요.',
      mistakes: [
        '허리를 뒤로 젖히며 밀면 허리에 무리가 가요. 엉덩이와 복부에 힘을 줘 몸을 곧게 세워요.',
        '바가 얼굴 앞으로 크게 돌아 나가면 어깨가 버티기 어려워요. 바를 얼굴 가까이 수직으로 올려요.',
        '무릎을 굽혔다 펴며 반동을 쓰지 말고, 다리는 고정한 채 팔과 어깨로만 밀어요.',
      ],
    },
    movement: {
      view: 'side',
      room: 34,
      props: [{ kind: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [15, 173], leg: [0, 0, 90] },
          at: ['ankle', 96, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, head: 187, arm: [81, 220.9], leg: [0, 0, 90] },
          at: ['ankle', 96, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [180, 180], leg: [0, 0, 90] },
          at: ['ankle', 96, 184],
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
    key: 'seated_barbell_shoulder_press',
    koreanName: '시티드 바벨 숄더 프레스',
    englishName: 'Seated Barbell Shoulder Press',
    bodyParts: ['shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['barbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'v_push',
    load: 'barbell',
    ratios: est([0.32, 0.45, 0.68], [0.18, 0.27, 0.5]), // ≈ 0.9 × overhead_press
    aliases: ['시티드 밀리터리 프레스', '시티드 오버헤드 프레스'],
    popularity: 50,
    videoLink: null,
    description:
      '등받이를 수직 가까이 세운 벤치에 앉아 등을 붙이고, 바를 어깨너비보다 조금 넓게 잡아 쇄골 앞에서 시작해요. 숨을 들이마셔 복부에 힘을 준 채 바를 머리 위로 곧게 밀어 올리고 숨을 내쉬어요. 바를 천천히 쇄골 앞까지 내려요.',
    caution: '바를 목 뒤로 내리면 어깨를 다치기 쉬워요. 얼굴 앞쪽으로만 내리고 허리를 등받이에 붙이세요.',
    howTo: {
      setup: [
        '등받이를 수직 가까이 세운 벤치에 앉아 엉덩이와 등을 등받이에 붙여요.',
        '발은 바닥에 단단히 두고, 바를 어깨너비보다 조금 넓게 잡아 쇄골 앞에 둬요.',
      ],
      steps: [
        '복부에 힘을 준 채 바를 얼굴 앞을 스치듯 머리 위로 곧게 밀어 올려요.',
        '팔을 다 펴면 바가 머리 바로 위에 오게 해요.',
        '바를 천천히 쇄골 앞까지 내려요.',
      ],
      breathing: '올리기 전에 숨을 들이마셔 복부를 단단히 하고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '바를 목 뒤로 내리면 어깨를 다치기 쉬워요. 늘 얼굴 앞쪽으로 내려요.',
        '허리가 등받이에서 떨어지며 젖혀지면 허리에 무리가 가요. 허리를 등받이에 붙여요.',
        '바를 반만 내리고 올리지 말고, 쇄골 앞까지 내려 끝까지 밀어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'seat', at: [50, 148], length: 40 },
        { kind: 'box', machine: 'bench', id: 'back', at: [61, 112], w: 8, h: 72 },
        { kind: 'barbell', machine: 'barbell', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [15, 173], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, head: 187, arm: [81.9, 216.2], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [180, 180], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_shoulder_press',
    koreanName: '덤벨 숄더 프레스',
    englishName: 'Dumbbell Shoulder Press',
    bodyParts: ['shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: true,
    pattern: 'v_push',
    load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.08, 0.12, 0.18]), // §2.3 db_shoulder_press [H], per hand
    aliases: ['덤숄프', '덤벨 숄프', '숄프', '덤벨 오버헤드 프레스', '숄더 프레스'],
    popularity: 87,
    videoLink: null,
    description:
      '등받이를 세운 벤치에 앉아 덤벨을 귀 옆 어깨 높이로 들고 손바닥이 앞을 보게 해요. 숨을 내쉬며 덤벨을 머리 위로 밀어 올리되 위에서 서로 부딪치지 않게 해요. 숨을 들이마시며 팔꿈치가 어깨 높이보다 조금 아래에 올 때까지 천천히 내려요.',
    caution: '허리를 과하게 젖히지 말고 복부에 힘을 주세요.',
    howTo: {
      setup: ['등받이를 세운 벤치에 앉아 등을 붙이고, 발은 바닥에 넓게 디뎌요.', '덤벨을 귀 옆 어깨 높이로 들고 손바닥이 앞을 보게 해요.'],
      steps: [
        '덤벨을 머리 위로 밀어 올리되, 위에서 서로 부딪치지 않게 해요.',
        '팔이 거의 펴지면 잠깐 멈춰요.',
        '팔꿈치가 어깨 높이보다 조금 아래에 올 때까지 천천히 내려요.',
      ],
      breathing: '밀어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '허리를 과하게 젖히며 밀면 허리에 무리가 가요. 복부에 힘을 주고 등을 등받이에 붙여요.',
        '덤벨을 위에서 부딪치면 긴장이 풀려요. 양손 사이를 조금 띄운 채 멈춰요.',
        '너무 얕게 내리지 말고, 팔꿈치가 어깨 높이보다 조금 아래에 올 때까지 내려요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'box', machine: 'bench', id: 'back', at: [100, 96], w: 34, h: 74 },
        { kind: 'line', machine: 'bench', from: [100, 141], to: [100, 188] },
        { kind: 'box', machine: 'bench', id: 'seat', at: [100, 137.5], w: 44, h: 8 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db' },
        { kind: 'dumbbell', at: 'hand2', id: 'db2' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-80, 180], leg: [-60, -30, 90], leg2: [60, 30, 90] },
          at: ['ankle', 34, 184],
          contacts: [
            ['butt', 'seat'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'db'],
            ['hand2', 'db2'],
          ],
        },
        {
          pose: { trunk: 180, arm: [190.4, 161.7], leg: [-60, -30, 90], leg2: [60, 30, 90] },
          at: ['ankle', 34, 184],
          contacts: [
            ['butt', 'seat'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'db'],
            ['hand2', 'db2'],
          ],
        },
      ],
    },
  },
  {
    key: 'machine_shoulder_press',
    koreanName: '머신 숄더 프레스',
    englishName: 'Machine Shoulder Press',
    bodyParts: ['shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['shoulder_press_machine'],
    level: 1,
    compound: true,
    pattern: 'v_push',
    load: 'stack',
    ratios: est([0.3, 0.45, 0.6], [0.18, 0.27, 0.36]), // §2.3 machine_shoulder_press [H]
    aliases: ['숄더 프레스 머신', '머신 숄프', '숄프'],
    popularity: 75,
    videoLink: null,
    description:
      '손잡이가 어깨 높이에 오도록 의자를 맞추고 등을 등받이에 붙여 앉아요. 숨을 내쉬며 손잡이를 머리 위로 밀어 올리되 팔꿈치를 끝까지 잠그지 않아요. 숨을 들이마시며 손잡이를 어깨 높이까지 천천히 내려요.',
    caution: '의자가 너무 낮아 손잡이가 어깨보다 한참 아래에서 시작하면 어깨에 무리가 가요. 허리가 등받이에서 뜨지 않게 하세요.',
    howTo: {
      setup: [
        '앉았을 때 손잡이가 어깨 높이에 오도록 의자 높이를 맞춰요.',
        '등과 엉덩이를 등받이에 붙이고 발은 바닥에 둬요.',
        '손잡이를 손바닥이 앞을 보게 잡아요.',
      ],
      steps: ['손잡이를 머리 위로 밀어 올려요.', '팔꿈치를 끝까지 잠그기 직전에 멈춰요.', '손잡이를 어깨 높이까지 천천히 내려요.'],
      breathing: '밀어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '의자가 낮아 손잡이가 어깨보다 한참 아래에서 시작하면 어깨에 무리가 가요. 의자를 올려요.',
        '허리가 등받이에서 뜨면 허리가 젖혀져요. 등을 붙인 채 밀어요.',
        '팔꿈치를 쾅 잠그지 말고 살짝 굽힌 채 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'shoulder_press_machine', from: [48, 188], to: [48, 22], width: 5 },
        { kind: 'line', machine: 'shoulder_press_machine', from: [48, 92], to: 'hand', width: 4, tone: 'metal' },
        { kind: 'line', machine: 'shoulder_press_machine', from: [70, 152], to: [70, 188], width: 4 },
        { kind: 'box', machine: 'shoulder_press_machine', id: 'seat', at: [70, 152], w: 36, h: 8 },
        { kind: 'box', machine: 'shoulder_press_machine', id: 'back', at: [61, 110], w: 8, h: 70 },
        { kind: 'disc', machine: 'shoulder_press_machine', id: 'handle', at: 'hand', r: 3.5, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [35, 193], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: 180, arm: [156.8, 191.2], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'smith_shoulder_press',
    koreanName: '스미스 머신 숄더 프레스',
    englishName: 'Smith Machine Shoulder Press',
    bodyParts: ['shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['smith_machine', 'bench'],
    level: 2,
    compound: true,
    pattern: 'v_push',
    load: 'plates_smith',
    ratios: est([0.28, 0.4, 0.6], [0.16, 0.24, 0.44]), // ≈ 0.8 × overhead_press as added plates
    aliases: ['스미스 숄더 프레스', '스미스 숄프', '스미스 밀프'],
    popularity: 55,
    videoLink: null,
    description:
      '등받이를 수직 가까이 세운 벤치를 스미스 머신 아래에 놓고, 바가 얼굴 앞으로 내려오도록 위치를 맞춰 앉아요. 바를 어깨너비보다 조금 넓게 잡아 걸이에서 풀고 숨을 내쉬며 머리 위로 밀어 올려요. 숨을 들이마시며 턱 아래 높이까지 천천히 내려요.',
    caution: '벤치가 너무 앞이나 뒤에 있으면 바가 얼굴 쪽이나 목 뒤로 내려와요. 안전 스토퍼를 먼저 맞추세요.',
    howTo: {
      setup: [
        '등받이를 수직 가까이 세운 벤치를 바 아래에 두고, 바가 얼굴 앞으로 내려오는 자리에 앉아요.',
        '안전 스토퍼를 턱보다 조금 낮게 맞춰요.',
        '바를 어깨너비보다 조금 넓게 잡고 손목을 돌려 걸이에서 풀어요.',
      ],
      steps: ['바를 턱 아래 높이에서 시작해 레일을 따라 곧게 밀어 올려요.', '팔이 거의 펴지면 잠깐 멈춰요.', '턱 아래 높이까지 천천히 내린 뒤 다시 밀어요.'],
      breathing: '내리며 숨을 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '벤치가 너무 뒤에 있으면 바가 목 뒤로 내려와요. 바가 얼굴 앞으로 오게 벤치를 옮겨요.',
        '스토퍼 없이 무겁게 하지 말고, 먼저 스토퍼 높이를 맞춰요.',
        '엉덩이를 들거나 허리를 젖혀 밀지 말고 등을 등받이에 붙여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [86, 8], to: [86, 188], width: 3 },
        { kind: 'line', machine: 'smith_machine', from: [70, 8], to: [102, 8], width: 4 },
        { kind: 'box', machine: 'smith_machine', at: [86, 118], w: 10, h: 4, tone: 'metal' },
        { kind: 'bench', machine: 'bench', id: 'seat', at: [50, 148], length: 40 },
        { kind: 'box', machine: 'bench', id: 'back', at: [61, 112], w: 8, h: 72 },
        { kind: 'barbell', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [31.2, 188.7], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [102, 217.7], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [156.5, 181.8], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'arnold_press',
    koreanName: '아놀드 프레스',
    englishName: 'Arnold Press',
    bodyParts: ['shoulders', 'triceps'],
    primaryCount: 1,
    machines: ['dumbbell', 'bench'],
    level: 2,
    compound: true,
    pattern: 'v_push',
    load: 'dumbbell',
    ratios: est([0.13, 0.19, 0.26], [0.07, 0.1, 0.15]), // ≈ 0.85 × db_shoulder_press, per hand
    aliases: ['아놀드 숄더 프레스', '아놀드'],
    popularity: 50,
    videoLink: null,
    description:
      '벤치에 앉아 손바닥이 얼굴을 보게 덤벨을 턱 앞 높이로 들어요. 숨을 내쉬며 팔을 바깥으로 벌리면서 손바닥이 앞을 보도록 돌려 머리 위로 밀어 올려요. 숨을 들이마시며 같은 궤적을 거꾸로 따라 처음 자세로 돌아와요.',
    caution: '회전 동작 때문에 어깨에 부담이 갈 수 있어요. 일반 숄더 프레스보다 가벼운 무게로 천천히 하세요.',
    howTo: {
      setup: [
        '등받이를 세운 벤치에 앉아 등을 붙이고 발은 바닥에 넓게 디뎌요.',
        '덤벨을 턱 앞 높이로 들고 손바닥이 얼굴을 보게 해요.',
        '팔꿈치는 몸 앞에 모아 둬요.',
      ],
      steps: [
        '팔꿈치를 바깥으로 벌리면서 손바닥이 앞을 보도록 손목을 돌려요.',
        '손바닥이 앞을 보면 그대로 덤벨을 머리 위로 밀어 올려요.',
        '같은 길을 거꾸로 따라 손바닥이 얼굴을 보는 처음 자세로 돌아와요.',
      ],
      breathing: '돌리며 밀어 올릴 때 숨을 내쉬고, 돌아오며 들이마셔요.',
      mistakes: [
        '무거운 무게로 빠르게 돌리면 어깨에 부담이 가요. 숄더 프레스보다 가볍게 천천히 해요.',
        '돌리는 동작을 빼먹고 그냥 밀면 일반 숄더 프레스가 돼요. 팔을 벌리며 손목을 함께 돌려요.',
        '허리를 젖혀 밀지 말고 등을 등받이에 붙여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'seat', at: [50, 148], length: 40 },
        { kind: 'box', machine: 'bench', id: 'back', at: [61, 112], w: 8, h: 72 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [60, 180], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 180, arm: [15, 173], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'db'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [180, 180], leg: [90, 0, 90] },
          at: ['butt', 70, 148],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['heel', 'floor'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'lateral_raise',
    koreanName: '사이드 레터럴 레이즈',
    englishName: 'Lateral Raise',
    bodyParts: ['shoulders'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'lat_raise',
    load: 'dumbbell',
    ratios: est([0.05, 0.08, 0.11], [0.03, 0.05, 0.07]), // §2.3 lateral_raise [H], per hand
    aliases: ['사레레', '사이드 레이즈', '레터럴 레이즈', '덤벨 사이드 레터럴 레이즈', '사이드 래터럴 레이즈'],
    popularity: 92,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 서서 팔꿈치를 살짝 굽히고 상체를 아주 약간 앞으로 기울여요. 숨을 내쉬며 팔꿈치로 끌어올린다는 느낌으로 양팔을 옆으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '어깨 높이까지만, 가벼운 무게로 천천히.',
    howTo: {
      setup: ['양손에 가벼운 덤벨을 들고 발을 골반 너비로 벌려 서요.', '팔꿈치를 살짝 굽히고 상체를 아주 약간 앞으로 기울여요.'],
      steps: ['팔꿈치로 끌어올린다는 느낌으로 양팔을 옆으로 들어요.', '팔이 어깨 높이에 오면 잠깐 멈춰요.', '들어 올린 길을 따라 천천히 내려요.'],
      breathing: '들어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '무거운 덤벨을 몸을 흔들어 올리면 어깨 대신 반동으로 들게 돼요. 가벼운 무게로 천천히 해요.',
        '어깨가 귀 쪽으로 솟으면 승모근이 일을 해요. 어깨를 내린 채 들어요.',
        '어깨 높이보다 높이 들지 말고, 어깨 높이에서 멈춰요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db' },
        { kind: 'dumbbell', at: 'hand2', id: 'db2' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-10, -6], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'db'],
            ['hand2', 'db2'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-90, -78], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'db'],
            ['hand2', 'db2'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_lateral_raise',
    koreanName: '케이블 사이드 레터럴 레이즈',
    englishName: 'Cable Lateral Raise',
    bodyParts: ['shoulders'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'lat_raise',
    load: 'stack',
    ratios: est([0.04, 0.06, 0.09], [0.025, 0.04, 0.055]), // ≈ 0.8 × lateral_raise, one arm
    aliases: ['케이블 사레레', '케사레', '케이블 레터럴 레이즈'],
    popularity: 60,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 기계 옆에 서서 기계에서 먼 쪽 손으로 손잡이를 잡아요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 팔을 옆으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '상체를 기울이며 반동을 쓰지 말고, 어깨가 귀 쪽으로 솟지 않게 가벼운 무게로 하세요.',
    howTo: {
      setup: [
        '도르래를 가장 낮게 맞추고 케이블 기계 옆에 서요.',
        '기계에서 먼 쪽 손으로 손잡이를 잡아 몸 앞으로 가져오고, 가까운 손은 기계를 잡아 균형을 잡아요.',
      ],
      steps: ['팔꿈치를 살짝 굽힌 채 팔을 옆으로 들어요.', '팔이 어깨 높이에 오면 잠깐 멈춰요.', '천천히 몸 앞으로 내리고, 한쪽을 마친 뒤 반대쪽도 해요.'],
      breathing: '들어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '상체를 기계 반대쪽으로 기울이며 반동을 쓰지 말고, 몸통을 곧게 세워요.',
        '어깨가 귀 쪽으로 솟으면 승모근으로 들게 돼요. 어깨를 내리고 가벼운 무게로 해요.',
        '내릴 때 케이블에 끌려 툭 떨어지지 않게 천천히 버티며 내려요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'line', machine: 'cable', id: 'tower', from: [150, 14], to: [150, 188], width: 5 },
        { kind: 'cable', machine: 'cable', at: [146, 180], to: 'hand', front: true },
        { kind: 'disc', id: 'handle', at: 'hand', r: 3.5, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [10.8, 28.6], arm2: [32.4, 47], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['pelvis', 92, 101],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'handle'],
            ['hand2', 'tower'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-90, -78], arm2: [32.4, 47], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['pelvis', 92, 101],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'handle'],
            ['hand2', 'tower'],
          ],
        },
      ],
    },
  },
  {
    key: 'machine_lateral_raise',
    koreanName: '머신 사이드 레터럴 레이즈',
    englishName: 'Machine Lateral Raise',
    bodyParts: ['shoulders'],
    primaryCount: 1,
    machines: ['lateral_raise_machine'],
    level: 1,
    compound: false,
    pattern: 'lat_raise',
    load: 'stack',
    ratios: est([0.08, 0.12, 0.17], [0.05, 0.07, 0.1]), // own estimate, both arms on one stack
    aliases: ['머신 사레레', '레터럴 레이즈 머신'],
    popularity: 45,
    videoLink: null,
    description:
      '어깨 관절이 기계의 회전축과 일직선이 되도록 의자 높이를 맞추고 앉아 팔 바깥쪽(팔꿈치 근처)을 패드에 대요. 숨을 내쉬며 팔꿈치로 패드를 밀어 올려 팔이 어깨 높이가 될 때까지 들어요. 숨을 들이마시며 천천히 내려요.',
    caution: '어깨가 귀 쪽으로 솟으면 승모근으로 들게 돼요. 어깨를 내린 채 어깨 높이까지만 올리세요.',
    howTo: {
      setup: ['어깨 관절이 기계의 회전축과 일직선이 되도록 의자 높이를 맞춰요.', '등을 등받이에 붙여 앉고, 팔 바깥쪽 팔꿈치 근처를 패드에 대요.'],
      steps: ['팔꿈치로 패드를 밀어 올린다는 느낌으로 팔을 옆으로 들어요.', '팔이 어깨 높이가 되면 잠깐 멈춰요.', '천천히 처음 자리로 내려요.'],
      breathing: '들어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '어깨가 귀 쪽으로 솟으면 승모근으로 들게 돼요. 어깨를 내린 채 들어요.',
        '어깨 높이보다 높이 들지 말고, 어깨 높이에서 멈춰요.',
        '손잡이를 세게 당겨 손으로 들지 말고, 팔꿈치로 패드를 밀어요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'box', machine: 'lateral_raise_machine', id: 'back', at: [100, 96], w: 34, h: 74 },
        { kind: 'line', machine: 'lateral_raise_machine', from: [100, 141], to: [100, 188] },
        { kind: 'box', machine: 'lateral_raise_machine', id: 'seat', at: [100, 137.5], w: 44, h: 8 },
        { kind: 'disc', machine: 'lateral_raise_machine', id: 'pad', at: 'elbow', r: 6.5, tone: 'pad' },
        { kind: 'disc', machine: 'lateral_raise_machine', id: 'pad2', at: 'elbow2', r: 6.5, tone: 'pad' },
        { kind: 'disc', machine: 'lateral_raise_machine', at: 'hand', r: 3, front: true },
        { kind: 'disc', machine: 'lateral_raise_machine', at: 'hand2', r: 3, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-10, 0], leg: [-60, -30, 90], leg2: [60, 30, 90], scale: { forearm: 0.35, forearm2: 0.35 } },
          at: ['ankle', 34, 184],
          contacts: [
            ['butt', 'seat'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['elbow', 'pad'],
            ['elbow2', 'pad2'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-90, 10], leg: [-60, -30, 90], leg2: [60, 30, 90], scale: { forearm: 0.35, forearm2: 0.35 } },
          at: ['ankle', 34, 184],
          contacts: [
            ['butt', 'seat'],
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['elbow', 'pad'],
            ['elbow2', 'pad2'],
          ],
        },
      ],
    },
  },
  {
    key: 'front_raise',
    koreanName: '덤벨 프론트 레이즈',
    englishName: 'Dumbbell Front Raise',
    bodyParts: ['shoulders'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'lat_raise',
    load: 'dumbbell',
    ratios: est([0.06, 0.09, 0.12], [0.035, 0.055, 0.075]), // ≈ 1.1 × lateral_raise, per hand
    aliases: ['프론트 레이즈', '프레레', '프런트 레이즈'],
    popularity: 62,
    videoLink: null,
    description:
      '양손에 덤벨을 들어 허벅지 앞에 둔 채 곧게 서요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 덤벨을 앞으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '상체를 뒤로 젖혀 반동으로 올리지 말고, 어깨 높이 이상 높이 들지 마세요.',
    howTo: {
      setup: ['양손에 덤벨을 들어 허벅지 앞에 두고 곧게 서요.', '발은 골반 너비로 벌리고 복부에 힘을 줘요.'],
      steps: ['팔꿈치를 살짝 굽힌 채 덤벨을 앞으로 들어요.', '덤벨이 어깨 높이에 오면 잠깐 멈춰요.', '천천히 허벅지 앞으로 내려요.'],
      breathing: '들어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '상체를 뒤로 젖혀 반동으로 올리지 말고, 몸통을 고정한 채 팔만 들어요.',
        '어깨 높이 이상 들면 어깨에 부담이 가요. 어깨 높이에서 멈춰요.',
        '덤벨을 툭 떨어뜨리듯 내리지 말고 천천히 내려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'db' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [6, 12], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 180, arm: [88, 100], leg: [0, 0, 90] },
          at: ['ankle', 90, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_front_raise',
    koreanName: '케이블 프론트 레이즈',
    englishName: 'Cable Front Raise',
    bodyParts: ['shoulders'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'lat_raise',
    load: 'stack',
    ratios: est([0.08, 0.12, 0.17], [0.05, 0.07, 0.1]), // ≈ 1.4 × front_raise per hand, both hands on one stack
    aliases: ['로프 프론트 레이즈', '케이블 프런트 레이즈'],
    popularity: 35,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 기계를 등지고 서서 다리 사이로 나온 일자 바나 로프를 양손으로 잡아요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 손을 앞으로 들어 어깨 높이까지 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '상체를 뒤로 젖혀 들어 올리지 말고, 어깨 높이 이상 올리지 마세요.',
    howTo: {
      setup: ['도르래를 가장 낮게 맞추고 일자 바나 로프를 걸어요.', '기계를 등지고 서서 다리 사이로 나온 손잡이를 양손으로 잡아요.'],
      steps: ['팔꿈치를 살짝 굽힌 채 손을 앞으로 들어요.', '손이 어깨 높이에 오면 잠깐 멈춰요.', '케이블에 끌려가지 않게 천천히 내려요.'],
      breathing: '들어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '상체를 뒤로 젖혀 들어 올리지 말고, 복부에 힘을 줘 몸통을 세워요.',
        '어깨 높이 이상 올리지 말고 어깨 높이에서 멈춰요.',
        '팔꿈치를 굽혔다 펴며 당기지 말고, 살짝 굽힌 각도를 끝까지 유지해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [28, 188], to: [28, 14], width: 6 },
        { kind: 'cable', machine: 'cable', at: [34, 180] },
        { kind: 'box', id: 'bar', at: 'grip', w: 4, h: 10, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [6, 12], leg: [0, 0, 90] },
          at: ['ankle', 96, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [88, 100], leg: [0, 0, 90] },
          at: ['ankle', 96, 184],
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
    key: 'rear_delt_raise',
    koreanName: '벤트오버 레터럴 레이즈',
    englishName: 'Bent-Over Lateral Raise',
    bodyParts: ['shoulders', 'back'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: false,
    pattern: 'rear_delt',
    load: 'dumbbell',
    ratios: est([0.04, 0.06, 0.09], [0.025, 0.04, 0.055]), // ≈ 0.8 × lateral_raise, per hand
    aliases: ['벤오레', '리어 델트 레이즈', '덤벨 리어 델트 플라이', '리어 레이즈'],
    popularity: 58,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 무릎을 살짝 굽혀 상체를 바닥과 거의 평행하게 숙이고 허리를 곧게 펴요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양팔을 옆으로 벌려 어깨 높이까지 들어 올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '허리가 둥글게 말리지 않게 하고, 반동 없이 가벼운 무게로 어깨 뒤쪽에 집중하세요.',
    howTo: {
      setup: [
        '양손에 가벼운 덤벨을 들고 발을 골반 너비로 벌려 서요.',
        '무릎을 살짝 굽히고 엉덩이를 뒤로 빼며 상체를 바닥과 거의 평행하게 숙여요.',
        '허리를 곧게 펴고 덤벨은 가슴 아래로 늘어뜨려요.',
      ],
      steps: ['팔꿈치를 살짝 굽힌 채 양팔을 옆으로 벌려 들어요.', '팔이 어깨 높이에 오면 어깨 뒤쪽을 조이며 잠깐 멈춰요.', '천천히 가슴 아래로 내려요.'],
      breathing: '벌려 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '허리가 둥글게 말리면 허리에 무리가 가요. 가슴을 펴고 허리를 곧게 유지해요.',
        '상체를 들썩이며 반동으로 올리지 말고, 숙인 자세를 고정한 채 팔만 움직여요.',
        '어깨뼈를 세게 모아 등으로 당기지 말고, 어깨 뒤쪽으로 들어 올린다고 생각해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'db' }],
      keyframes: [
        {
          pose: { trunk: 110, head: 125, arm: [0, 4], leg: [30, -12, 90] },
          at: ['ankle', 62, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 110, head: 125, arm: [0, 4], leg: [30, -12, 90], scale: { upperArm: 0.22, forearm: 0.22, upperArm2: 0.22, forearm2: 0.22 } },
          at: ['ankle', 62, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'reverse_pec_deck',
    koreanName: '리버스 펙덱 플라이',
    englishName: 'Reverse Pec Deck Fly',
    bodyParts: ['shoulders', 'back'],
    primaryCount: 1,
    machines: ['pec_deck'],
    level: 1,
    compound: false,
    pattern: 'rear_delt',
    load: 'stack',
    ratios: est([0.15, 0.25, 0.35], [0.09, 0.15, 0.21]), // ≈ 0.6 × pec_deck
    aliases: ['리버스 펙덱', '리버스 플라이', '리어 델트 머신', '리어 델트 플라이'],
    popularity: 62,
    videoLink: null,
    description:
      '펙덱 머신을 마주 보고 앉아 가슴을 패드에 붙이고, 손잡이가 어깨 높이에 오도록 의자를 맞춰요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양팔을 옆으로 크게 벌려 몸통과 일직선이 될 때까지 당겨요. 숨을 들이마시며 천천히 되돌려요.',
    caution: '팔을 몸 뒤로 지나치게 보내거나 어깨를 으쓱하면 승모근과 어깨에 부담이 가요. 가벼운 무게로 하세요.',
    howTo: {
      setup: [
        '펙덱 머신을 마주 보고 앉아 가슴을 패드에 붙여요.',
        '손잡이가 어깨 높이에 오도록 의자를 맞추고, 손잡이를 가장 앞쪽으로 옮겨요.',
        '팔을 앞으로 뻗어 손잡이를 잡고 팔꿈치를 살짝 굽혀요.',
      ],
      steps: ['팔꿈치 각도를 유지한 채 양팔을 옆으로 크게 벌려요.', '팔이 몸통과 일직선이 되면 잠깐 멈춰요.', '천천히 앞으로 되돌려요.'],
      breathing: '벌리며 숨을 내쉬고, 되돌리며 들이마셔요.',
      mistakes: [
        '팔을 몸 뒤로 지나치게 보내면 어깨에 부담이 가요. 몸통과 일직선에서 멈춰요.',
        '어깨를 으쓱하면 승모근으로 당기게 돼요. 어깨를 내린 채 벌려요.',
        '가슴이 패드에서 떨어지며 몸을 젖히지 말고, 가벼운 무게로 팔만 움직여요.',
      ],
    },
    movement: {
      view: 'back',
      props: [
        { kind: 'line', machine: 'pec_deck', from: [56, 34], to: [144, 34] },
        { kind: 'box', machine: 'pec_deck', id: 'pad', at: [100, 96], w: 34, h: 74 },
        { kind: 'line', from: [100, 141], to: [100, 188] },
        { kind: 'box', machine: 'pec_deck', id: 'seat', at: [100, 137.5], w: 44, h: 8 },
        { kind: 'line', machine: 'pec_deck', from: [84, 34], to: 'hand', width: 4, tone: 'metal' },
        { kind: 'line', machine: 'pec_deck', from: [116, 34], to: 'hand2', width: 4, tone: 'metal' },
        { kind: 'disc', machine: 'pec_deck', id: 'handle', at: 'hand', r: 4, front: true },
        { kind: 'disc', machine: 'pec_deck', id: 'handle2', at: 'hand2', r: 4, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-90, -92], leg: [-60, -30, 90], leg2: [60, 30, 90], scale: { upperArm: 0.2, forearm: 0.2, upperArm2: 0.2, forearm2: 0.2 } },
          at: ['ankle', 34, 184],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['heel', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-90, -96], leg: [-60, -30, 90], leg2: [60, 30, 90] },
          at: ['ankle', 34, 184],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_rear_delt_fly',
    koreanName: '케이블 리어 델트 플라이',
    englishName: 'Cable Rear Delt Fly',
    bodyParts: ['shoulders', 'back'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'rear_delt',
    load: 'stack',
    ratios: est([0.05, 0.08, 0.12], [0.03, 0.05, 0.07]), // own estimate, pin number of ONE side's stack
    aliases: ['케이블 리버스 플라이', '케이블 리어 델트'],
    popularity: 40,
    videoLink: null,
    description:
      '양쪽 도르래를 어깨 높이에 맞추고 케이블을 엇갈려 잡아 오른손은 왼쪽, 왼손은 오른쪽 케이블을 쥐어요. 팔꿈치를 살짝 굽힌 채 숨을 내쉬며 양팔을 옆으로 벌려 몸통과 일직선이 될 때까지 당겨요. 숨을 들이마시며 천천히 되돌려요.',
    caution: '어깨를 으쓱하거나 몸을 뒤로 젖히지 말고, 가벼운 무게로 어깨 뒤쪽에 집중하세요.',
    howTo: {
      setup: [
        '양쪽 도르래를 어깨 높이에 맞추고 두 기둥 가운데에 서요.',
        '케이블을 엇갈려 오른손은 왼쪽, 왼손은 오른쪽 케이블을 쥐어요.',
        '양팔을 가슴 앞에서 엇갈리게 뻗고 팔꿈치를 살짝 굽혀요.',
      ],
      steps: ['팔꿈치 각도를 유지한 채 양팔을 옆으로 벌려요.', '팔이 몸통과 일직선이 되면 잠깐 멈춰요.', '천천히 가슴 앞으로 되돌려요.'],
      breathing: '벌리며 숨을 내쉬고, 되돌리며 들이마셔요.',
      mistakes: [
        '어깨를 으쓱하면 승모근이 일을 해요. 어깨를 내린 채 벌려요.',
        '몸을 뒤로 젖혀 당기지 말고, 몸통을 세운 채 팔만 움직여요.',
        '무거운 무게로 팔꿈치를 굽혀 당기면 등 운동이 돼요. 가벼운 무게로 팔 각도를 지켜요.',
      ],
    },
    movement: {
      view: 'back',
      props: [
        { kind: 'line', machine: 'cable', from: [8, 20], to: [8, 188], width: 5 },
        { kind: 'line', machine: 'cable', from: [192, 20], to: [192, 188], width: 5 },
        { kind: 'cable', machine: 'cable', at: [186, 56], to: 'hand', front: true },
        { kind: 'cable', machine: 'cable', at: [14, 56], to: 'hand2', front: true },
        { kind: 'disc', id: 'handle', at: 'hand', r: 3.5, front: true },
        { kind: 'disc', id: 'handle2', at: 'hand2', r: 3.5, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [85, 88], leg: [-4, -4, 90], leg2: [4, 4, 90], scale: { upperArm: 0.55, forearm: 0.55, upperArm2: 0.55, forearm2: 0.55 } },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-5, -5], leg: [-4, -4, 90], leg2: [4, 4, 90], scale: { upperArm: 0.2, forearm: 0.2, upperArm2: 0.2, forearm2: 0.2 } },
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
          pose: { trunk: 180, arm: [-90, -94], leg: [-4, -4, 90], leg2: [4, 4, 90] },
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
    key: 'face_pull',
    koreanName: '페이스 풀',
    englishName: 'Face Pull',
    bodyParts: ['shoulders', 'back'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'rear_delt',
    load: 'stack',
    ratios: est([0.15, 0.25, 0.35], [0.09, 0.15, 0.21]), // ≈ reverse_pec_deck
    aliases: ['케이블 페이스 풀'],
    popularity: 56,
    videoLink: null,
    description:
      '케이블 도르래를 얼굴 높이에 맞추고 로프를 엄지가 뒤를 향하게 잡은 뒤 한두 걸음 물러나요. 숨을 내쉬며 팔꿈치를 높이 든 채 로프를 얼굴 쪽으로 당기면서 양손을 귀 옆으로 벌려요. 숨을 들이마시며 천천히 팔을 펴요.',
    caution: '무게가 무거우면 몸통이 뒤로 젖혀지고 승모근만 쓰게 돼요. 가벼운 무게로 팔꿈치를 높게 유지하세요.',
    howTo: {
      setup: ['도르래를 얼굴 높이에 맞추고 로프를 걸어요.', '로프를 엄지가 뒤를 향하게 잡고 한두 걸음 물러나 팔을 앞으로 뻗어요.'],
      steps: ['팔꿈치를 높이 든 채 로프를 얼굴 쪽으로 당겨요.', '당기면서 로프를 양쪽으로 벌려 손이 귀 옆에 오게 해요.', '잠깐 멈췄다가 천천히 팔을 펴요.'],
      breathing: '당기며 숨을 내쉬고, 팔을 펴며 들이마셔요.',
      mistakes: [
        '무거운 무게로 몸통을 뒤로 젖히며 당기지 말고, 가벼운 무게로 몸을 세운 채 당겨요.',
        '팔꿈치가 내려가면 로우 동작이 돼요. 팔꿈치를 어깨 높이 이상으로 유지해요.',
        '어깨를 으쓱하며 당기지 말고, 어깨를 내린 채 손을 귀 옆으로 벌려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [152, 188], to: [152, 14], width: 6 },
        { kind: 'cable', machine: 'cable', at: [146, 40] },
        { kind: 'box', id: 'rope', at: 'grip', w: 5, h: 8, tone: 'cable', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [88.6, 111], leg: [0, 0, 90] },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
        },
        {
          pose: { trunk: 180, arm: [92, 130.8], leg: [0, 0, 90], scale: { upperArm: 0.45, forearm: 0.64, upperArm2: 0.45, forearm2: 0.64 } },
          at: ['ankle', 80, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [-90, 142], leg: [0, 0, 90], scale: { upperArm: 0.35, forearm: 0.68, upperArm2: 0.35, forearm2: 0.68 } },
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
    key: 'upright_row',
    koreanName: '바벨 업라이트 로우',
    englishName: 'Barbell Upright Row',
    bodyParts: ['shoulders', 'back'],
    primaryCount: 1,
    machines: ['barbell'],
    level: 2,
    compound: true,
    pattern: 'lat_raise',
    load: 'barbell',
    ratios: est([0.25, 0.35, 0.5], [0.15, 0.21, 0.3]), // ≈ 0.7 × overhead_press
    aliases: ['업라이트 로우', '바벨 업라이트'],
    popularity: 52,
    videoLink: null,
    description:
      '바를 어깨너비 정도로 잡고 허벅지 앞에 둔 채 곧게 서요. 숨을 내쉬며 팔꿈치를 옆으로 높이 들어 바를 몸에 가깝게 가슴 높이까지 끌어올려요. 숨을 들이마시며 천천히 내려요.',
    caution: '손을 너무 좁게 잡거나 바를 턱까지 높이 올리면 어깨 충돌 증후군 위험이 커요. 가슴 높이까지만 올리세요.',
    howTo: {
      setup: ['바를 어깨너비 정도로 잡고 허벅지 앞에 둔 채 곧게 서요.', '발은 골반 너비로 벌리고 복부에 힘을 줘요.'],
      steps: [
        '팔꿈치를 옆으로 높이 들며 바를 몸에 가깝게 끌어올려요.',
        '바가 가슴 높이에 오고 팔꿈치가 어깨 높이쯤 되면 멈춰요.',
        '천천히 허벅지 앞까지 내려요.',
      ],
      breathing: '끌어올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '바를 턱까지 높이 올리면 어깨 충돌 위험이 커요. 가슴 높이에서 멈춰요.',
        '손을 너무 좁게 잡으면 어깨에 무리가 가요. 어깨너비 정도로 잡아요.',
        '상체를 흔들어 반동으로 올리지 말고, 바를 몸 가까이 천천히 올려요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'barbell', machine: 'barbell', front: true },
        { kind: 'line', id: 'bar', from: 'hand', to: 'hand2', width: 3, tone: 'metal', front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-2, -2], leg: [-4, -4, 90], leg2: [4, 4, 90] },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-79, 66.2], leg: [-4, -4, 90], leg2: [4, 4, 90], shrug: 2 },
          at: ['ankle', 85, 184],
          contacts: [
            ['heel', 'floor'],
            ['heel2', 'floor'],
            ['hand', 'bar'],
            ['hand2', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'pike_push_up',
    koreanName: '파이크 푸시업',
    englishName: 'Pike Push-up',
    bodyParts: ['shoulders', 'triceps'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: true,
    pattern: 'v_push',
    load: 'bodyweight',
    ratios: null,
    aliases: ['파이크 푸쉬업'],
    popularity: 35,
    videoLink: null,
    description:
      '푸시업 자세에서 엉덩이를 높이 들어 몸이 뒤집힌 V자가 되게 하고 손은 어깨너비로 짚어요. 숨을 들이마시며 팔꿈치를 굽혀 정수리가 손 사이 바닥 쪽으로 향하도록 내려가요. 숨을 내쉬며 바닥을 밀어 올라와요.',
    caution: '머리가 바닥에 부딪치지 않게 천천히 내려가고, 손목이 아프면 손목 준비 운동을 먼저 하세요.',
    howTo: {
      setup: ['푸시업 자세에서 손을 어깨너비로 짚어요.', '발을 손 쪽으로 조금 걸어와 엉덩이를 높이 들어 몸이 뒤집힌 V자가 되게 해요.'],
      steps: [
        '팔꿈치를 굽혀 정수리가 손 사이 바닥 쪽으로 향하도록 천천히 내려가요.',
        '머리가 바닥에 닿기 직전에 멈춰요.',
        '바닥을 밀어 팔을 펴며 처음 자세로 올라와요.',
      ],
      breathing: '내려가며 숨을 들이마시고, 밀어 올라오며 내쉬어요.',
      mistakes: [
        '엉덩이가 내려가 몸이 일자가 되면 일반 푸시업이 돼요. 엉덩이를 높게 유지해요.',
        '빠르게 떨어지면 머리를 부딪칠 수 있어요. 천천히 내려가요.',
        '손목이 아프면 무리하지 말고, 손목 준비 운동을 먼저 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 40, arm: [34.4, 34.4], leg: [-20, -20, 60] },
          at: ['toe', 62.9, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          pose: { trunk: 35, arm: [-8.3, 68.5], leg: [-30.3, -30.3, 60] },
          at: ['toe', 62.9, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 31.2, arm: [-28.3, 80.4], leg: [-39.4, -39.4, 60] },
          at: ['toe', 62.9, 186.5],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
];
