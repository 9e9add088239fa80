import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the hamstrings (허벅지 뒤; ratios: docs/training-science.md §2.3).
export const HAMSTRINGS: ExerciseSeed[] = [
  {
    key: 'deadlift',
    koreanName: '컨벤셔널 데드리프트',
    englishName: 'Conventional Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back', 'quads', 'abs'],
    primaryCount: 2,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: src([1.0, 1.25, 2.0], [0.65, 0.95, 1.5]), // §2.3 deadlift
    aliases: ['데드', '데드리프트', '컨벤', '컨벤셔널 데드', '바벨 데드리프트'],
    popularity: 95,
    videoLink: null,
    description:
      '발을 골반 너비로 벌리고 바가 발 중앙 위에 오도록 서서, 엉덩이를 뒤로 빼며 무릎을 굽혀 정강이 바로 바깥에서 바를 잡아요. 숨을 들이마셔 복부에 힘을 채우고 허리를 곧게 편 채, 다리로 바닥을 밀며 바를 몸에 붙여 들어 올려요. 완전히 일어선 뒤 숨을 내쉬고, 엉덩이를 먼저 뒤로 빼며 같은 궤적으로 내려놓아요.',
    caution: '바를 몸에 붙이고 허리를 말지 마세요. 첫 세트는 가볍게.',
    howTo: {
      setup: [
        '발을 골반 너비로 벌리고 바가 발 중앙 위에 오게 서요.',
        '엉덩이를 뒤로 빼며 무릎을 굽혀 정강이 바로 바깥에서 바를 잡아요.',
        '가슴을 들고 허리를 곧게 펴서 정강이가 바에 닿을락 말락 하게 만들어요.',
      ],
      steps: [
        '숨을 들이마셔 복부에 힘을 채우고, 다리로 바닥을 밀기 시작해요.',
        '바가 무릎을 지나면 엉덩이를 앞으로 밀어 상체를 세워요.',
        '바를 허벅지에 붙인 채 곧게 서고, 어깨를 뒤로 젖히지 않아요.',
        '엉덩이를 먼저 뒤로 빼며 같은 궤적으로 바를 바닥에 내려놓아요.',
      ],
      breathing: '들기 전에 숨을 들이마셔 참고, 완전히 일어선 뒤 내쉬어요.',
      mistakes: [
        '허리가 둥글게 말리면 다치기 쉬워요. 가슴을 들고 허리를 편 채 들어요.',
        '바가 몸에서 멀어지면 허리에 부담이 커요. 바를 다리에 붙여 올리고 내려요.',
        '엉덩이가 먼저 솟으면 허리로 들게 돼요. 엉덩이와 어깨가 함께 올라오게 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 123, head: 140, arm: [0, 0], leg: [77, -15, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 130, head: 140, arm: [0, 0], leg: [42, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [4, 4], leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
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
    key: 'romanian_deadlift',
    koreanName: '루마니안 데드리프트',
    englishName: 'Romanian Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back'],
    primaryCount: 2,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: est([0.75, 0.95, 1.5], [0.5, 0.7, 1.1]), // §2.3 romanian_deadlift [H]
    aliases: ['RDL', '루마', '루마니안', '알디엘', '바벨 루마니안 데드리프트'],
    popularity: 83,
    videoLink: null,
    description:
      '바를 어깨너비로 잡고 곧게 선 뒤 무릎을 살짝 굽힌 각도로 고정해요. 숨을 들이마시며 허리를 편 채 엉덩이를 뒤로 밀어, 바가 허벅지를 따라 무릎 아래까지 내려가도록 상체를 숙여요. 햄스트링이 충분히 늘어나면 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서요.',
    caution: '바를 몸에 붙이고 허리를 말지 마세요. 첫 세트는 가볍게.',
    howTo: {
      setup: ['랙이나 바닥에서 바를 어깨너비로 잡고 발을 골반 너비로 벌려 곧게 서요.', '무릎을 살짝 굽힌 각도로 고정하고, 어깨를 뒤로 당겨 가슴을 펴요.'],
      steps: [
        '허리를 편 채 엉덩이를 뒤로 밀며 상체를 숙여요.',
        '바가 허벅지를 스치듯 내려가 무릎 바로 아래에 오게 해요.',
        '허벅지 뒤가 충분히 늘어나면 엉덩이를 앞으로 밀어 곧게 일어서요.',
      ],
      breathing: '숨을 들이마시며 숙이고, 엉덩이를 밀어 일어서며 내쉬어요.',
      mistakes: [
        '무릎을 계속 굽혔다 펴면 스쿼트가 돼요. 무릎 각도는 처음 그대로 두고 엉덩이만 움직여요.',
        '등이 둥글게 말리면 허리를 다쳐요. 허리가 펴진 범위까지만 숙여요.',
        '바가 다리에서 떨어지면 허리에 부담이 커요. 바를 허벅지에 붙여 내려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 178, arm: [3, 3], leg: [5, -3, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 102, head: 118, arm: [-29.3, -11.5], leg: [22, 5, 90] },
          at: ['ankle', 100, 184],
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
    key: 'db_romanian_deadlift',
    koreanName: '덤벨 루마니안 데드리프트',
    englishName: 'Dumbbell Romanian Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 3,
    compound: true,
    pattern: 'hinge',
    load: 'dumbbell',
    ratios: est([0.3, 0.38, 0.6], [0.2, 0.28, 0.44]), // ≈ 0.4 × romanian_deadlift, per hand
    aliases: ['덤벨 RDL', '덤벨 루마'],
    popularity: 62,
    videoLink: null,
    description:
      '양손에 덤벨을 들어 허벅지 앞에 두고 무릎을 살짝 굽힌 채 곧게 서요. 숨을 들이마시며 허리를 편 채 엉덩이를 뒤로 밀어, 덤벨이 다리를 따라 정강이 중간까지 내려가도록 상체를 숙여요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서요.',
    caution: '덤벨이 몸에서 멀어지거나 등이 둥글게 말리면 허리에 부담이 가요. 덤벨을 다리에 붙여 움직이세요.',
    howTo: {
      setup: ['양손에 덤벨을 들어 허벅지 앞에 두고 발을 골반 너비로 벌려 서요.', '무릎을 살짝 굽히고 어깨를 뒤로 당겨 가슴을 펴요.'],
      steps: [
        '허리를 편 채 엉덩이를 뒤로 밀며 상체를 숙여요.',
        '덤벨이 다리를 따라 내려가 정강이 중간에 오게 해요.',
        '엉덩이를 앞으로 밀며 덤벨을 다리에 붙인 채 곧게 일어서요.',
      ],
      breathing: '숨을 들이마시며 숙이고, 일어서며 내쉬어요.',
      mistakes: [
        '덤벨이 앞으로 멀어지면 허리에 부담이 가요. 덤벨을 다리에 스치듯 붙여 움직여요.',
        '더 내려가려고 등을 말지 말고, 허리가 펴진 범위에서 멈춰요.',
        '일어설 때 상체를 뒤로 젖히지 말고, 엉덩이를 조이며 곧게 서는 데서 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db', at: 'hand' },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db2', at: 'hand2' },
      ],
      keyframes: [
        {
          pose: { trunk: 178, arm: [2, 2], leg: [4, -4, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 91, head: 110, arm: [-29.4, -9.5], leg: [25, 5, 90] },
          at: ['ankle', 100, 184],
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
    key: 'stiff_leg_deadlift',
    koreanName: '스티프 레그 데드리프트',
    englishName: 'Stiff-Leg Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'back'],
    primaryCount: 2,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: est([0.7, 0.88, 1.4], [0.46, 0.67, 1.05]), // ≈ 0.7 × deadlift
    aliases: ['스티프 데드리프트', '스티프 데드', '스티프'],
    popularity: 55,
    videoLink: null,
    description:
      '바를 바닥에 두고 발을 골반 너비로 벌려 선 뒤, 무릎을 아주 살짝만 굽힌 채 엉덩이를 뒤로 빼며 바를 잡아요. 숨을 들이마셔 허리를 곧게 편 채 엉덩이와 햄스트링 힘으로 바를 다리에 붙여 들어 올려요. 숨을 내쉬고, 같은 자세로 바를 천천히 내려요.',
    caution: '햄스트링이 뻣뻣하면 바닥까지 내리다 허리가 말려요. 허리가 둥글어지기 전까지만 내리세요.',
    howTo: {
      setup: ['바를 바닥에 두고 발을 골반 너비로 벌려 바가 발 중앙 위에 오게 서요.', '무릎을 아주 살짝만 굽힌 채 엉덩이를 뒤로 빼며 바를 어깨너비로 잡아요.'],
      steps: [
        '허리를 곧게 편 채 엉덩이를 앞으로 밀어 바를 다리에 붙여 들어 올려요.',
        '곧게 선 뒤 잠깐 멈춰요.',
        '무릎 각도를 그대로 두고 엉덩이를 뒤로 빼며 바를 다리를 따라 천천히 내려요.',
      ],
      breathing: '들기 전에 숨을 들이마셔 참고, 일어선 뒤 내쉬어요.',
      mistakes: [
        '바닥까지 내리려다 허리가 말리기 쉬워요. 허리가 둥글어지기 전까지만 내려요.',
        '무릎을 굽혀 스쿼트처럼 들지 말고, 무릎은 살짝 굽힌 채 고정해요.',
        '바가 몸에서 떨어지면 허리에 부담이 커요. 바를 다리에 붙여 움직여요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'barbell', machine: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 86, head: 100, arm: [-18.9, -5.5], leg: [26, 14, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 179, arm: [3, 3], leg: [3, -1, 90] },
          at: ['ankle', 100, 184],
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
    key: 'leg_curl',
    koreanName: '라잉 레그 컬',
    englishName: 'Lying Leg Curl',
    bodyParts: ['hamstrings', 'calves'],
    primaryCount: 1,
    machines: ['leg_curl'],
    level: 1,
    compound: false,
    pattern: 'knee_flex',
    load: 'stack',
    ratios: est([0.35, 0.5, 0.7], [0.22, 0.33, 0.45]), // §2.3 leg_curl [H]
    aliases: ['레컬', '레그 컬', '라잉 레컬'],
    popularity: 80,
    videoLink: null,
    description:
      '레그 컬 머신에 엎드려 무릎이 기계의 회전축과 일직선이 되게 맞추고, 패드를 발목 바로 위 아킬레스건 쪽에 대요. 손잡이를 잡고 숨을 내쉬며 발뒤꿈치를 엉덩이 쪽으로 끌어당겨 허벅지 뒤를 조여요. 숨을 들이마시며 천천히 다리를 펴요.',
    caution: '엉덩이가 들리며 허리로 당기지 않게 골반을 패드에 붙이고, 반동 없이 천천히 하세요.',
    howTo: {
      setup: ['레그 컬 머신에 엎드려 무릎이 기계의 회전축과 일직선이 되게 몸을 맞춰요.', '패드를 발목 바로 위 아킬레스건 쪽에 대고 손잡이를 잡아요.'],
      steps: ['골반을 패드에 붙인 채 발뒤꿈치를 엉덩이 쪽으로 끌어당겨요.', '끝에서 허벅지 뒤를 잠깐 조여요.', '무게판이 부딪치지 않게 천천히 다리를 펴요.'],
      breathing: '당기며 내쉬고, 다리를 펴며 들이마셔요.',
      mistakes: ['엉덩이가 들리면 허리로 당기게 돼요. 골반을 패드에 눌러 붙여요.', '반동으로 휙 당기지 말고, 내릴 때도 천천히 버텨요.'],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'box', machine: 'leg_curl', id: 'pad', at: [92, 133], w: 124, h: 10 },
        { kind: 'line', machine: 'leg_curl', from: [60, 138], to: [60, 188], width: 4 },
        { kind: 'line', machine: 'leg_curl', from: [140, 138], to: [140, 188], width: 4 },
        { kind: 'line', machine: 'leg_curl', from: [58, 118], to: { from: 'ankle', dx: -3, dy: -7 }, width: 3 },
        { kind: 'disc', machine: 'leg_curl', id: 'roller', at: { from: 'ankle', dx: -3, dy: -7 }, r: 5, tone: 'pad' },
        { kind: 'line', machine: 'leg_curl', id: 'handle', from: [168, 136], to: [172, 146], width: 4 },
      ],
      keyframes: [
        {
          pose: { trunk: 90, arm: [-11.7, 104.2], leg: [-90, -90, 0] },
          at: ['pelvis', 100, 118],
          contacts: [
            ['belly', 'pad'],
            ['chest', 'pad'],
            ['ankle', 'roller'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: 90, arm: [-11.7, 104.2], leg: [-90, 150, 240] },
          at: ['pelvis', 100, 118],
          contacts: [
            ['belly', 'pad'],
            ['chest', 'pad'],
            ['ankle', 'roller'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'seated_leg_curl',
    koreanName: '시티드 레그 컬',
    englishName: 'Seated Leg Curl',
    bodyParts: ['hamstrings'],
    primaryCount: 1,
    machines: ['leg_curl'],
    level: 1,
    compound: false,
    pattern: 'knee_flex',
    load: 'stack',
    ratios: est([0.35, 0.5, 0.7], [0.22, 0.33, 0.45]), // = leg_curl
    aliases: ['시티드 레컬', '레컬'],
    popularity: 66,
    videoLink: null,
    description:
      '무릎이 기계의 회전축과 일직선이 되도록 등받이를 맞추고 앉아, 종아리 아래쪽에 패드를 대고 허벅지 위 패드로 다리를 고정해요. 숨을 내쉬며 발뒤꿈치를 의자 아래쪽으로 끌어당겨 허벅지 뒤를 조여요. 숨을 들이마시며 천천히 다리를 펴요.',
    caution: '허벅지 패드를 느슨하게 두면 엉덩이가 들려 자극이 줄어요. 패드를 단단히 고정하고 반동 없이 하세요.',
    howTo: {
      setup: ['무릎이 기계의 회전축과 일직선이 되도록 등받이를 맞추고 앉아요.', '종아리 아래쪽에 패드를 대고, 허벅지 위 패드를 내려 다리를 단단히 고정해요.'],
      steps: ['손잡이를 잡고 발뒤꿈치를 의자 아래쪽으로 끌어당겨요.', '끝에서 허벅지 뒤를 잠깐 조여요.', '무게판이 부딪치지 않게 천천히 다리를 펴요.'],
      breathing: '당기며 내쉬고, 다리를 펴며 들이마셔요.',
      mistakes: ['허벅지 패드가 느슨하면 엉덩이가 들려 자극이 줄어요. 패드를 허벅지에 꼭 맞게 내려요.', '반동으로 당기지 말고, 다리를 펼 때도 천천히 버텨요.'],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'box', machine: 'leg_curl', id: 'seat', at: [84, 136], w: 44, h: 10 },
        { kind: 'box', machine: 'leg_curl', id: 'back', at: [64, 96], w: 10, h: 56, angle: 8 },
        { kind: 'line', machine: 'leg_curl', from: [84, 141], to: [84, 188], width: 4 },
        { kind: 'box', machine: 'leg_curl', id: 'thighPad', at: [120, 114], w: 22, h: 7, front: true },
        { kind: 'line', machine: 'leg_curl', from: [126, 123], to: { from: 'ankle', dx: 0, dy: 6 }, width: 3 },
        { kind: 'disc', machine: 'leg_curl', id: 'roller', at: { from: 'ankle', dx: 0, dy: 6 }, r: 5, tone: 'pad' },
        { kind: 'disc', machine: 'leg_curl', id: 'handle', at: [96, 128], r: 3 },
      ],
      keyframes: [
        {
          pose: { trunk: 188, arm: [-5.2, 44.8], leg: [90, 70, 160] },
          at: ['butt', 80, 130],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['knee', 'thighPad'],
            ['ankle', 'roller'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: 188, arm: [-5.2, 44.8], leg: [90, -35, 55] },
          at: ['butt', 80, 130],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'back'],
            ['knee', 'thighPad'],
            ['ankle', 'roller'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'good_morning',
    koreanName: '굿모닝',
    englishName: 'Good Morning',
    bodyParts: ['hamstrings', 'glutes', 'back'],
    primaryCount: 2,
    machines: ['barbell', 'squat_rack'],
    level: 4,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: est([0.4, 0.5, 0.8], [0.26, 0.38, 0.6]), // ≈ 0.4 × deadlift
    aliases: ['바벨 굿모닝', '굿모닝 엑서사이즈'],
    popularity: 35,
    videoLink: null,
    description:
      '스쿼트 랙에서 바를 승모근 위에 얹고 발을 골반 너비로 벌려 서요. 무릎을 살짝 굽힌 채 숨을 들이마시며 허리를 편 상태로 엉덩이를 뒤로 밀어 상체가 바닥과 거의 평행해질 때까지 숙여요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서요.',
    caution: '무거운 무게에서 허리가 말리면 크게 다칠 수 있어요. 아주 가벼운 무게로 시작하고 햄스트링이 허락하는 만큼만 숙이세요.',
    howTo: {
      setup: ['스쿼트 랙에서 바를 승모근 위에 얹고 어깨너비보다 넓게 잡아요.', '랙에서 한두 걸음 물러나 발을 골반 너비로 벌리고 무릎을 살짝 굽혀요.'],
      steps: [
        '허리를 편 채 엉덩이를 뒤로 밀며 상체를 숙여요.',
        '상체가 바닥과 거의 평행해지거나 허벅지 뒤가 당기는 데서 멈춰요.',
        '엉덩이를 앞으로 밀어 상체를 세우며 처음 자세로 돌아와요.',
      ],
      breathing: '숨을 들이마셔 복부에 힘을 채운 채 숙이고, 일어서며 내쉬어요.',
      mistakes: [
        '허리가 둥글게 말리면 크게 다칠 수 있어요. 허리가 펴진 범위까지만 숙여요.',
        '처음부터 무겁게 하면 위험해요. 빈 바나 아주 가벼운 무게로 자세를 익혀요.',
        '무릎을 점점 굽혀 앉지 말고, 무릎 각도는 고정한 채 엉덩이만 뒤로 보내요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'squat_rack', from: [34, 30], to: [34, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [34, 52], to: [46, 52], width: 3 },
        { kind: 'barbell', machine: 'barbell', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: 172, arm: [-50.7, 163.5], leg: [-2, -8, 90], scale: { upperArm: 0.59, forearm: 0.34, upperArm2: 0.59, forearm2: 0.34 } },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['upperBack', 'bar'],
          ],
        },
        {
          pose: { trunk: 140, head: 150, arm: [-82.7, 131.5], leg: [18, 5, 90], scale: { upperArm: 0.59, forearm: 0.34, upperArm2: 0.59, forearm2: 0.34 } },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['upperBack', 'bar'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 108, head: 125, arm: [-114.7, 99.5], leg: [34, 18, 90], scale: { upperArm: 0.59, forearm: 0.34, upperArm2: 0.59, forearm2: 0.34 } },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['upperBack', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'nordic_curl',
    koreanName: '노르딕 햄스트링 컬',
    englishName: 'Nordic Hamstring Curl',
    bodyParts: ['hamstrings'],
    primaryCount: 1,
    machines: [],
    level: 4,
    compound: false,
    pattern: 'knee_flex',
    load: 'bodyweight',
    ratios: null,
    aliases: ['노르딕 컬', '노르딕'],
    popularity: 30,
    videoLink: null,
    description:
      '무릎을 꿇고 앉아 파트너가 발목을 잡아 주거나 단단한 패드 아래에 발뒤꿈치를 걸어 고정해요. 엉덩이부터 머리까지 일직선을 유지한 채 숨을 들이마시며, 허벅지 뒤 힘으로 버티면서 상체를 최대한 천천히 앞으로 내려요. 더 버틸 수 없으면 손으로 바닥을 짚어 받고, 숨을 내쉬며 손으로 살짝 밀어 처음 자세로 돌아와요.',
    caution: '강도가 매우 높아 햄스트링이 다치기 쉬워요. 적은 횟수로 시작하고, 넘어지듯 떨어지지 않게 손으로 받으세요.',
    howTo: {
      setup: [
        '매트 위에 무릎을 꿇고 앉아 파트너가 발목을 잡아 주거나 단단한 패드 아래에 발뒤꿈치를 걸어요.',
        '엉덩이를 펴서 무릎부터 머리까지 일직선으로 세워요.',
      ],
      steps: [
        '일직선을 유지한 채 허벅지 뒤 힘으로 버티며 상체를 최대한 천천히 앞으로 내려요.',
        '더 버틸 수 없으면 손으로 바닥을 짚어 받아요.',
        '손으로 바닥을 살짝 밀어 처음 자세로 돌아와요.',
      ],
      breathing: '내려가며 천천히 들이마시고, 손으로 밀어 돌아오며 내쉬어요.',
      mistakes: [
        '엉덩이를 뒤로 빼며 허리를 굽히면 허벅지 뒤에 힘이 빠져요. 무릎부터 머리까지 일직선을 지켜요.',
        '넘어지듯 떨어지면 다치기 쉬워요. 손을 미리 가슴 앞에 두고 받을 준비를 해요.',
        '처음부터 많이 하면 햄스트링이 다치기 쉬워요. 적은 횟수로 시작해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'box', id: 'mat', at: [70, 187], w: 90, h: 3, tone: 'pad' },
        { kind: 'box', id: 'heelPad', at: [19, 170], w: 14, h: 10, tone: 'pad' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [20, 110], leg: [0, -90, -40] },
          at: ['knee', 60, 182],
          contacts: [
            ['knee', 'floor'],
            ['ankle', 'heelPad'],
          ],
        },
        {
          pose: { trunk: 135, arm: [70, 110], leg: [-45, -90, -40] },
          at: ['knee', 60, 182],
          contacts: [
            ['knee', 'floor'],
            ['ankle', 'heelPad'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 100, head: 110, arm: [-65.3, 80.6], leg: [-80, -90, -40] },
          at: ['knee', 60, 182],
          contacts: [
            ['knee', 'floor'],
            ['ankle', 'heelPad'],
            ['hand', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'single_leg_rdl',
    koreanName: '싱글 레그 루마니안 데드리프트',
    englishName: 'Single-Leg Romanian Deadlift',
    bodyParts: ['hamstrings', 'glutes'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 3,
    compound: true,
    pattern: 'hinge',
    load: 'dumbbell',
    ratios: est([0.2, 0.28, 0.4], [0.13, 0.19, 0.28]), // ≈ 0.7 × db_romanian_deadlift, one dumbbell
    aliases: ['싱글 레그 RDL', '싱글 레그 데드리프트', '원레그 루마니안', '외발 루마니안 데드리프트'],
    popularity: 40,
    videoLink: null,
    description:
      '한 손에 덤벨을 들고 반대쪽 다리로 서서 디딘 다리의 무릎을 살짝 굽혀요. 숨을 들이마시며 허리를 편 채 상체를 숙이고, 뒷다리를 뒤로 뻗어 머리부터 뒤꿈치까지 일직선을 유지해요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '골반이 옆으로 열리면 허리가 비틀려요. 골반을 정면으로 유지하고, 균형이 어려우면 벽을 짚으세요.',
    howTo: {
      setup: ['한 손에 덤벨을 들고 반대쪽 다리로 서요.', '디딘 다리의 무릎을 살짝 굽히고 골반을 정면으로 맞춰요.'],
      steps: [
        '허리를 편 채 상체를 숙이면서 뒷다리를 뒤로 뻗어요.',
        '머리부터 뒤꿈치까지 일직선을 유지한 채 덤벨을 정강이 쪽으로 내려요.',
        '디딘 발로 바닥을 밀며 엉덩이를 앞으로 보내 일어서요.',
        '한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '숨을 들이마시며 숙이고, 일어서며 내쉬어요.',
      mistakes: [
        '뒷다리 쪽 골반이 위로 열리면 허리가 비틀려요. 두 골반을 바닥과 나란히 유지해요.',
        '균형을 잃으면 반동을 쓰게 돼요. 벽이나 기둥을 한 손으로 짚고 먼저 익혀요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'db', at: 'hand2' }],
      keyframes: [
        {
          pose: { trunk: 178, arm: [2, 2], leg: [2, -2, 90], leg2: [-6, -12, 80] },
          at: ['ankle', 130, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand2', 'db'],
          ],
        },
        {
          pose: { trunk: 97, head: 105, arm: [0, 0], leg: [20, 6, 90], leg2: [-83, -83, 0] },
          at: ['ankle', 130, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand2', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'kettlebell_deadlift',
    koreanName: '케틀벨 데드리프트',
    englishName: 'Kettlebell Deadlift',
    bodyParts: ['hamstrings', 'glutes', 'quads'],
    primaryCount: 2,
    machines: ['kettlebell'],
    level: 2,
    compound: true,
    pattern: 'hinge',
    load: 'kettlebell',
    ratios: est([0.4, 0.55, 0.8], [0.27, 0.38, 0.55]), // ≈ 0.4 × deadlift, one kettlebell
    aliases: ['케틀벨 데드'],
    popularity: 35,
    videoLink: null,
    description:
      '케틀벨을 두 발 사이, 발 중앙 높이에 두고 발을 골반 너비로 벌려 서요. 엉덩이를 뒤로 빼며 무릎을 살짝 굽혀 허리를 편 채 손잡이를 양손으로 잡아요. 숨을 들이마셔 복부에 힘을 채우고 바닥을 밀며 일어선 뒤 숨을 내쉬고, 같은 궤적으로 천천히 내려놓아요.',
    caution: '케틀벨을 발 앞쪽에 두면 허리가 말리기 쉬워요. 발 중앙 사이에 두고 허리를 편 채 들어 올리세요.',
    howTo: {
      setup: ['케틀벨을 두 발 사이, 발 중앙 높이에 두고 발을 골반 너비로 벌려 서요.', '엉덩이를 뒤로 빼며 무릎을 굽혀 허리를 편 채 손잡이를 양손으로 잡아요.'],
      steps: [
        '가슴을 들고 어깨를 뒤로 당겨 등에 힘을 줘요.',
        '발로 바닥을 밀며 엉덩이를 앞으로 보내 곧게 일어서요.',
        '엉덩이를 뒤로 빼며 같은 궤적으로 케틀벨을 바닥에 내려놓아요.',
      ],
      breathing: '들기 전에 숨을 들이마셔 복부에 힘을 채우고, 일어선 뒤 내쉬어요.',
      mistakes: [
        '케틀벨을 발 앞에 두면 허리가 말리기 쉬워요. 발 중앙 사이에 두고 시작해요.',
        '팔로 끌어올리지 말고, 팔은 곧게 편 채 다리와 엉덩이로 일어서요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'kettlebell', machine: 'kettlebell', id: 'kb', at: 'hand' }],
      keyframes: [
        {
          pose: { trunk: 108, head: 125, arm: [-19.1, -0.6], leg: [62, -12, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'kb'],
          ],
        },
        {
          pose: { trunk: 179, arm: [4, 4], leg: [2, -2, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'kb'],
          ],
        },
      ],
    },
  },
];
