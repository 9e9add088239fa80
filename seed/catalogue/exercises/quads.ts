import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the quads (허벅지 앞; ratios: docs/training-science.md §2.3).
export const QUADS: ExerciseSeed[] = [
  {
    key: 'back_squat',
    koreanName: '바벨 백 스쿼트',
    englishName: 'Barbell Back Squat',
    bodyParts: ['quads', 'glutes', 'hamstrings', 'abs'],
    primaryCount: 2,
    machines: ['barbell', 'squat_rack'],
    level: 3,
    compound: true,
    pattern: 'squat',
    load: 'barbell',
    ratios: src([0.75, 1.0, 1.5], [0.5, 0.75, 1.0]), // §2.3 back_squat
    aliases: ['스쿼트', '백 스쿼트', '바벨 스쿼트', '하이바 스쿼트'],
    popularity: 97,
    videoLink: null,
    description:
      '스쿼트 랙에서 바를 승모근 위에 얹고 어깨너비보다 조금 넓게 잡은 뒤, 한두 걸음 물러나 발을 어깨너비로 벌려요. 숨을 들이마셔 복부에 힘을 채우고 엉덩이를 뒤로 빼며 무릎을 발끝 방향으로 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 발바닥 전체로 바닥을 밀어 일어서며 숨을 내쉬어요.',
    caution: '허리는 중립, 무릎은 발끝 방향으로. 통증 없는 깊이까지만 앉으세요.',
    howTo: {
      setup: [
        '랙의 바를 어깨보다 조금 낮은 높이에 걸고, 안전바는 앉았을 때 바보다 조금 아래에 맞춰요.',
        '바 아래로 들어가 승모근 위에 얹고, 어깨너비보다 조금 넓게 잡아요.',
        '바를 들어 한두 걸음 물러나 발을 어깨너비로 벌리고 발끝을 살짝 바깥으로 향해요.',
      ],
      steps: [
        '숨을 들이마셔 배에 힘을 채우고 가슴을 펴요.',
        '엉덩이를 뒤로 빼며 무릎을 발끝 방향으로 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요.',
        '바가 발 중앙 위에서 오르내리도록 상체를 자연스럽게 숙여요.',
        '발바닥 전체로 바닥을 밀어 일어서며 숨을 내쉬어요.',
      ],
      breathing: '앉기 전에 숨을 크게 들이마셔 배에 힘을 주고, 일어서며 내쉬어요.',
      mistakes: [
        '무릎이 안쪽으로 모이면 다치기 쉬워요. 무릎을 발끝과 같은 방향으로 밀어요.',
        '바닥에서 허리가 둥글게 말리면 허리에 무리가 가요. 통증 없이 허리를 곧게 지킬 수 있는 깊이까지만 앉아요.',
        '뒤꿈치가 들리면 균형이 앞으로 쏠려요. 발바닥 전체로 바닥을 디뎌요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'squat_rack', from: [34, 30], to: [34, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [170, 30], to: [170, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [34, 124], to: [170, 124], width: 3 },
        { kind: 'barbell', id: 'bar', machine: 'barbell', at: { from: 'shoulder', dx: -7, dy: -2 } },
      ],
      keyframes: [
        {
          pose: { trunk: 175, head: 180, arm: [-35, 173.6], scale: { upperArm: 0.5, forearm: 0.48, upperArm2: 0.5, forearm2: 0.48 }, leg: [-3, -3, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 135, head: 160, arm: [-60, 147.8], scale: { upperArm: 0.5, forearm: 0.37, upperArm2: 0.5, forearm2: 0.37 }, leg: [82, -35, 90] },
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
    key: 'front_squat',
    koreanName: '프론트 스쿼트',
    englishName: 'Barbell Front Squat',
    bodyParts: ['quads', 'glutes', 'abs'],
    primaryCount: 2,
    machines: ['barbell', 'squat_rack'],
    level: 3,
    compound: true,
    pattern: 'squat',
    load: 'barbell',
    ratios: est([0.6, 0.8, 1.2], [0.4, 0.6, 0.8]), // ≈ 0.8 × back_squat
    aliases: ['프런트 스쿼트', '바벨 프론트 스쿼트'],
    popularity: 55,
    videoLink: null,
    description:
      '스쿼트 랙에서 바를 쇄골과 어깨 앞쪽에 얹고 팔꿈치를 높이 들어 바를 받친 뒤, 물러나 발을 어깨너비로 벌려요. 숨을 들이마셔 복부에 힘을 채우고 상체를 세운 채 무릎을 앞으로 굽히며 곧게 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '팔꿈치가 떨어지면 상체가 숙여지고 바가 앞으로 굴러요. 팔꿈치를 높게 유지하고 안전바를 맞추세요.',
    howTo: {
      setup: [
        '랙의 바를 어깨보다 조금 낮게 걸고, 안전바는 앉았을 때 바보다 조금 아래에 맞춰요.',
        '바를 쇄골과 어깨 앞쪽에 얹고 손가락으로 받친 채 팔꿈치를 앞으로 높이 들어요.',
        '바를 들고 물러나 발을 어깨너비로 벌려요.',
      ],
      steps: [
        '숨을 들이마셔 배에 힘을 채우고 팔꿈치를 높게 유지해요.',
        '상체를 세운 채 무릎을 앞으로 굽히며 엉덩이를 곧게 내려 앉아요.',
        '허벅지가 바닥과 평행해지면 발바닥 전체로 밀어 일어서며 숨을 내쉬어요.',
      ],
      breathing: '앉기 전에 들이마셔 배에 힘을 주고, 일어서며 내쉬어요.',
      mistakes: [
        '팔꿈치가 떨어지면 바가 앞으로 굴러요. 팔꿈치를 끝까지 높게 들어요.',
        '상체를 많이 숙이면 백 스쿼트처럼 돼요. 가슴을 세우고 곧게 앉아요.',
        '바를 손으로 꽉 쥐려다 손목이 꺾여요. 바는 어깨에 얹고 손가락은 받치기만 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'squat_rack', from: [34, 30], to: [34, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [170, 30], to: [170, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [34, 118], to: [170, 118], width: 3 },
        { kind: 'barbell', id: 'bar', machine: 'barbell', at: { from: 'shoulder', dx: 6, dy: -5 } },
      ],
      keyframes: [
        {
          pose: { trunk: 178, arm: [90, -110], leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 155, head: 170, arm: [90, -110], leg: [85, -40, 90] },
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
    key: 'smith_squat',
    koreanName: '스미스 머신 스쿼트',
    englishName: 'Smith Machine Squat',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['smith_machine'],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'plates_smith',
    ratios: est([0.7, 0.9, 1.35], [0.45, 0.65, 0.9]), // §2.3 smith_squat [H]
    aliases: ['스미스 스쿼트'],
    popularity: 78,
    videoLink: null,
    description:
      '스미스 머신 바를 승모근 위에 얹고 발을 바보다 약간 앞에 어깨너비로 둬요. 바를 돌려 걸이에서 풀고 숨을 들이마시며 엉덩이를 뒤로 빼고 무릎을 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '궤도가 고정돼 있어 발 위치가 어긋나면 무릎이나 허리에 부담이 가요. 안전 스토퍼를 앉는 깊이 바로 아래에 맞추세요.',
    howTo: {
      setup: ['안전 스토퍼를 앉는 깊이 바로 아래에 맞춰요.', '바를 승모근 위에 얹고, 발은 바보다 약간 앞에 어깨너비로 둬요.', '바를 돌려 걸이에서 풀어요.'],
      steps: [
        '숨을 들이마셔 배에 힘을 채워요.',
        '엉덩이를 뒤로 빼고 무릎을 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요.',
        '바가 레일을 따라 곧게 내려가고 올라오는 것을 느끼며 발바닥 전체로 밀어 일어서요.',
        '끝나면 바를 돌려 걸이에 다시 걸어요.',
      ],
      breathing: '내려가기 전에 들이마시고, 일어서며 내쉬어요.',
      mistakes: [
        '발을 바 바로 아래에 두면 무릎이 너무 앞으로 나가요. 발을 바보다 약간 앞에 둬요.',
        '무릎이 안쪽으로 모이면 다치기 쉬워요. 무릎을 발끝 방향으로 밀어요.',
        '스토퍼 없이 하면 위험해요. 앉는 깊이 바로 아래에 꼭 맞춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [97, 16], to: [97, 188], width: 5 },
        { kind: 'box', machine: 'smith_machine', at: [97, 128], w: 16, h: 5, tone: 'frame' },
        { kind: 'barbell', id: 'bar', at: { from: 'shoulder', dx: -4, dy: -3 } },
      ],
      keyframes: [
        {
          pose: { trunk: 178, arm: [-32, 165.9], scale: { upperArm: 0.5, forearm: 0.54, upperArm2: 0.5, forearm2: 0.54 }, leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 156, head: 170, arm: [-54, 145.5], scale: { upperArm: 0.5, forearm: 0.48, upperArm2: 0.5, forearm2: 0.48 }, leg: [45, -18, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 148, head: 165, arm: [-62, 137.4], scale: { upperArm: 0.5, forearm: 0.45, upperArm2: 0.5, forearm2: 0.45 }, leg: [85, -25, 90] },
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
    key: 'leg_press',
    koreanName: '레그 프레스',
    englishName: 'Leg Press',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['leg_press'],
    level: 1,
    compound: true,
    pattern: 'squat',
    load: 'plates',
    ratios: src([1.5, 2.0, 2.5], [1.0, 1.5, 2.0]), // §2.3 leg_press (added plates, sled not counted)
    aliases: ['레그 프레스 머신', '45도 레그 프레스'],
    popularity: 91,
    videoLink: null,
    description:
      '등과 엉덩이를 등받이에 붙여 앉고 발판에 발을 어깨너비로 디딘 뒤 안전 레버를 풀어요. 숨을 들이마시며 무릎이 가슴 쪽으로 오도록 천천히 발판을 내려요. 숨을 내쉬며 발바닥 전체로 발판을 밀어 올리되 무릎을 끝까지 펴 잠그지 않아요.',
    caution: '무릎을 끝까지 잠그지 말고, 엉덩이·허리가 등받이에서 뜨지 않게 하세요.',
    howTo: {
      setup: ['등과 엉덩이를 등받이에 붙여 앉고, 발판에 발을 어깨너비로 디뎌요.', '옆 손잡이를 잡고 발판을 살짝 밀어 안전 레버를 풀어요.'],
      steps: [
        '숨을 들이마시며 무릎이 가슴 쪽으로 오도록 발판을 천천히 내려요.',
        '엉덩이가 등받이에서 뜨기 직전까지만 내려요.',
        '숨을 내쉬며 발바닥 전체로 발판을 밀어 올리되, 무릎은 끝까지 펴 잠그지 않아요.',
      ],
      breathing: '발판을 내리며 들이마시고, 밀어 올리며 내쉬어요.',
      mistakes: [
        '무릎을 끝까지 펴 잠그면 무릎에 부담이 커요. 살짝 굽힌 채 멈춰요.',
        '너무 깊이 내려 엉덩이가 들리면 허리가 말려요. 등과 엉덩이가 붙어 있는 데까지만 내려요.',
        '발끝으로만 밀면 무릎에 무리가 가요. 뒤꿈치까지 발판에 붙여 밀어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'leg_press', from: [85, 124], to: [162, 47], width: 4 },
        { kind: 'line', machine: 'leg_press', from: [162, 47], to: [162, 188], width: 4 },
        { kind: 'line', machine: 'leg_press', from: [80, 174], to: [80, 188], width: 4 },
        { kind: 'box', id: 'seat', machine: 'leg_press', at: [80, 170], w: 34, h: 8 },
        { kind: 'box', id: 'backpad', machine: 'leg_press', at: [41, 152], w: 56, h: 7, angle: 35 },
        { kind: 'disc', id: 'handle', machine: 'leg_press', at: [77, 163], r: 3 },
        { kind: 'disc', machine: 'leg_press', at: { from: 'ankle', dx: 15, dy: -21 }, r: 11, tone: 'plate' },
        { kind: 'box', id: 'sled', machine: 'leg_press', at: { from: 'ankle', dx: 1, dy: -8 }, w: 30, h: 5, angle: 45, tone: 'frame' },
      ],
      keyframes: [
        {
          pose: { trunk: -125, arm: [31.6, 77.6], leg: [146.9, 134.3, -135] },
          at: ['butt', 72, 165],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'backpad'],
            ['heel', 'sled'],
            ['toe', 'sled'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: -125, arm: [31.6, 77.6], leg: [195, 92, -135] },
          at: ['butt', 72, 165],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'backpad'],
            ['heel', 'sled'],
            ['toe', 'sled'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'hack_squat',
    koreanName: '핵 스쿼트',
    englishName: 'Hack Squat',
    bodyParts: ['quads', 'glutes'],
    primaryCount: 2,
    machines: ['hack_squat'],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'plates',
    ratios: est([0.6, 0.8, 1.2], [0.4, 0.6, 0.8]), // ≈ 0.8 × back_squat as added plates
    aliases: ['머신 핵 스쿼트'],
    popularity: 60,
    videoLink: null,
    description:
      '핵 스쿼트 머신의 등받이에 등을 붙이고 어깨 패드 아래로 들어가 발판에 발을 어깨너비로 디딘 뒤 안전 레버를 풀어요. 숨을 들이마시며 무릎을 발끝 방향으로 굽혀 허벅지가 발판과 평행해질 때까지 내려가요. 숨을 내쉬며 발바닥 전체로 밀어 올라오되 무릎을 잠그지 않아요.',
    caution: '내려갈 때 엉덩이가 등받이에서 떨어지거나 뒤꿈치가 들리지 않게 하고, 무릎을 끝까지 잠그지 마세요.',
    howTo: {
      setup: ['등받이에 등과 엉덩이를 붙이고 어깨 패드 아래로 들어가요.', '발판에 발을 어깨너비로 디디고 어깨 옆 손잡이를 잡은 뒤 안전 레버를 풀어요.'],
      steps: [
        '숨을 들이마시며 무릎을 발끝 방향으로 굽혀 천천히 내려가요.',
        '허벅지가 발판과 평행해질 때까지 내려가요.',
        '숨을 내쉬며 발바닥 전체로 발판을 밀어 올라오되, 무릎은 끝까지 잠그지 않아요.',
      ],
      breathing: '내려가며 들이마시고, 밀어 올라오며 내쉬어요.',
      mistakes: [
        '뒤꿈치가 들리면 무릎에 부담이 몰려요. 발을 조금 더 앞에 두고 발바닥 전체로 밀어요.',
        '엉덩이가 등받이에서 떨어지면 허리가 말려요. 등과 엉덩이를 끝까지 붙여요.',
        '위에서 무릎을 딱 펴 잠그지 말고, 살짝 굽힌 채 다음 반복으로 이어가요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'hack_squat', from: [30, 30], to: [118, 156], width: 4 },
        { kind: 'line', machine: 'hack_squat', from: [118, 156], to: [118, 188], width: 4 },
        { kind: 'line', machine: 'hack_squat', from: [142, 180], to: [142, 188], width: 4 },
        { kind: 'box', id: 'plate', machine: 'hack_squat', at: [142, 178], w: 32, h: 5, angle: -15, tone: 'frame' },
        { kind: 'box', id: 'pad', machine: 'hack_squat', at: { from: 'pelvis', dx: -24, dy: -15 }, w: 54, h: 7, angle: 55 },
        { kind: 'box', id: 'shoulderPad', machine: 'hack_squat', front: true, at: { from: 'shoulder', dx: -1, dy: -6 }, w: 14, h: 7, angle: 55 },
        { kind: 'disc', id: 'handle', machine: 'hack_squat', at: { from: 'shoulder', dx: 10, dy: 4 }, r: 2.5 },
      ],
      keyframes: [
        {
          pose: { trunk: 215, head: 200, arm: [20, 154], scale: { upperArm: 0.5, forearm: 0.37, upperArm2: 0.5, forearm2: 0.37 }, leg: [41.4, 28.6, 105] },
          at: ['ankle', 135, 172],
          contacts: [
            ['heel', 'plate'],
            ['toe', 'plate'],
            ['upperBack', 'pad'],
            ['shoulder', 'shoulderPad'],
            ['hand', 'handle'],
          ],
        },
        {
          pose: { trunk: 215, head: 200, arm: [20, 154], scale: { upperArm: 0.5, forearm: 0.37, upperArm2: 0.5, forearm2: 0.37 }, leg: [93.9, -25.9, 105] },
          at: ['ankle', 135, 172],
          contacts: [
            ['heel', 'plate'],
            ['toe', 'plate'],
            ['upperBack', 'pad'],
            ['shoulder', 'shoulderPad'],
            ['hand', 'handle'],
          ],
        },
      ],
    },
  },
  {
    key: 'leg_extension',
    koreanName: '레그 익스텐션',
    englishName: 'Leg Extension',
    bodyParts: ['quads'],
    primaryCount: 1,
    machines: ['leg_extension'],
    level: 1,
    compound: false,
    pattern: 'knee_ext',
    load: 'stack',
    ratios: est([0.45, 0.65, 0.9], [0.3, 0.45, 0.6]), // §2.3 leg_extension [H]
    aliases: ['레익', '레그 익스텐션 머신'],
    popularity: 86,
    videoLink: null,
    description:
      '무릎 관절이 기계의 회전축과 일직선이 되도록 등받이를 맞추고, 정강이 아래쪽(발목 위)에 패드를 대고 앉아요. 손잡이를 잡고 숨을 내쉬며 무릎을 펴 다리를 들어 올리고, 위에서 허벅지 앞을 조여요. 숨을 들이마시며 천천히 내려요.',
    caution: '반동으로 차올리거나 무거운 무게로 빠르게 하면 무릎에 부담이 커요. 천천히 올리고 내리세요.',
    howTo: {
      setup: [
        '무릎 관절이 기계의 회전축과 일직선이 되도록 등받이를 맞춰요.',
        '정강이 아래쪽, 발목 바로 위에 패드가 오게 맞추고 등을 등받이에 붙여 앉아요.',
        '옆 손잡이를 잡아 엉덩이가 뜨지 않게 해요.',
      ],
      steps: ['숨을 내쉬며 무릎을 펴 다리를 들어 올려요.', '다리가 거의 펴지면 허벅지 앞을 잠깐 조여요.', '숨을 들이마시며 무게를 버티면서 천천히 내려요.'],
      breathing: '다리를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '반동으로 차올리면 무릎에 부담이 커요. 천천히 들어 올려요.',
        '엉덩이가 의자에서 뜨면 허벅지 앞에 힘이 덜 들어가요. 손잡이를 잡고 엉덩이를 붙여요.',
        '패드가 발등에 걸리면 발목이 꺾여요. 발목 바로 위 정강이에 패드를 대요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'leg_extension', from: [95, 150], to: [95, 188], width: 4 },
        { kind: 'line', machine: 'leg_extension', from: [66, 150], to: [95, 150], width: 4 },
        { kind: 'box', id: 'seat', machine: 'leg_extension', at: [95, 146], w: 44, h: 8 },
        { kind: 'box', id: 'backpad', machine: 'leg_extension', at: [67, 107], w: 7, h: 52, angle: -10 },
        { kind: 'disc', id: 'handle', machine: 'leg_extension', at: [92, 140], r: 2.5 },
        { kind: 'line', machine: 'leg_extension', from: [126, 133], to: { from: 'ankle', dx: 5, dy: -5 }, width: 3 },
        { kind: 'disc', id: 'pad', machine: 'leg_extension', at: { from: 'ankle', dx: 5, dy: -5 }, r: 5, tone: 'pad' },
      ],
      keyframes: [
        {
          pose: { trunk: 190, arm: [-5.4, 39.6], leg: [90, -10, 80] },
          at: ['butt', 80, 140],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'backpad'],
            ['hand', 'handle'],
            ['ankle', 'pad'],
          ],
        },
        {
          pose: { trunk: 190, arm: [-5.4, 39.6], leg: [90, 85, 175] },
          at: ['butt', 80, 140],
          contacts: [
            ['butt', 'seat'],
            ['upperBack', 'backpad'],
            ['hand', 'handle'],
            ['ankle', 'pad'],
          ],
        },
      ],
    },
  },
  {
    key: 'goblet_squat',
    koreanName: '고블릿 스쿼트',
    englishName: 'Goblet Squat',
    bodyParts: ['quads', 'glutes', 'abs'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'dumbbell',
    ratios: est([0.3, 0.4, 0.55], [0.2, 0.3, 0.4]), // §2.3 goblet_squat [H], one dumbbell
    aliases: ['고블렛 스쿼트', '덤벨 고블릿 스쿼트'],
    popularity: 72,
    videoLink: null,
    description:
      '덤벨 한쪽 끝을 양손으로 감싸 쥐어 가슴 앞에 세워 붙이고 발을 어깨너비보다 조금 넓게 벌려요. 숨을 들이마시며 상체를 세운 채 팔꿈치가 무릎 안쪽을 지나도록 깊게 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '덤벨을 가슴에 붙이고 상체를 세운 채 천천히 앉으세요.',
    howTo: {
      setup: ['덤벨 한쪽 끝을 양손으로 감싸 쥐고 세워서 가슴 앞에 붙여요.', '발을 어깨너비보다 조금 넓게 벌리고 발끝을 살짝 바깥으로 향해요.'],
      steps: [
        '숨을 들이마시며 상체를 세운 채 엉덩이를 곧게 내려 앉아요.',
        '팔꿈치가 무릎 안쪽을 지날 만큼 깊게 앉아요.',
        '숨을 내쉬며 발바닥 전체로 바닥을 밀어 일어서요.',
      ],
      breathing: '앉으며 들이마시고, 일어서며 내쉬어요.',
      mistakes: [
        '덤벨이 가슴에서 떨어지면 상체가 앞으로 숙여져요. 덤벨을 가슴에 붙인 채 움직여요.',
        '뒤꿈치가 들리면 균형이 무너져요. 발바닥 전체로 바닥을 눌러요.',
        '무릎이 안쪽으로 모이지 않게 팔꿈치로 무릎을 살짝 밀어 벌려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', id: 'db', machine: 'dumbbell', at: { from: 'chest', dx: 9, dy: 2 } }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-14.2, 125.6], leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 160, head: 175, arm: [-27.6, 115.4], leg: [100, -40, 90] },
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
    key: 'kb_goblet_squat',
    koreanName: '케틀벨 고블릿 스쿼트',
    englishName: 'Kettlebell Goblet Squat',
    bodyParts: ['quads', 'glutes', 'abs'],
    primaryCount: 2,
    machines: ['kettlebell'],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'kettlebell',
    ratios: est([0.3, 0.4, 0.55], [0.2, 0.3, 0.4]), // = goblet_squat, one kettlebell
    aliases: ['케틀벨 스쿼트'],
    popularity: 40,
    videoLink: null,
    description:
      '케틀벨 손잡이 양옆을 양손으로 잡아 가슴 앞에 붙이고 발을 어깨너비보다 조금 넓게 벌려요. 숨을 들이마시며 상체를 세운 채 팔꿈치가 무릎 안쪽을 지나도록 깊게 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '케틀벨을 가슴에 붙이고 상체를 세운 채 천천히 앉으세요.',
    howTo: {
      setup: [
        '케틀벨 손잡이 양옆을 양손으로 잡고, 몸통이 아래로 가게 들어 가슴 앞에 붙여요.',
        '발을 어깨너비보다 조금 넓게 벌리고 발끝을 살짝 바깥으로 향해요.',
      ],
      steps: [
        '숨을 들이마시며 가슴을 세운 채 엉덩이를 곧게 내려 앉아요.',
        '팔꿈치가 무릎 안쪽을 지날 만큼 깊게 앉아요.',
        '숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
      ],
      breathing: '앉으며 들이마시고, 일어서며 내쉬어요.',
      mistakes: [
        '케틀벨이 몸에서 멀어지면 허리가 굽어요. 케틀벨을 가슴에 붙여요.',
        '손목이 뒤로 꺾이면 아파요. 손잡이를 단단히 쥐고 손목을 곧게 세워요.',
        '깊이 앉으려다 허리가 말리면 멈추고, 허리를 곧게 지킬 수 있는 깊이까지만 앉아요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'kettlebell', id: 'kb', machine: 'kettlebell', at: { from: 'chest', dx: 9, dy: -2 } }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-10, 135], leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'kb'],
          ],
        },
        {
          pose: { trunk: 162, head: 178, arm: [-20, 125], leg: [98, -38, 90] },
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
  {
    key: 'db_squat',
    koreanName: '덤벨 스쿼트',
    englishName: 'Dumbbell Squat',
    bodyParts: ['quads', 'glutes'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'dumbbell',
    ratios: est([0.2, 0.27, 0.37], [0.13, 0.2, 0.27]), // ≈ 0.65 × goblet_squat, per hand (two dumbbells)
    aliases: ['양손 덤벨 스쿼트'],
    popularity: 50,
    videoLink: null,
    description:
      '양손에 덤벨을 들어 몸 옆에 늘어뜨리고 발을 어깨너비로 벌려요. 숨을 들이마시며 상체를 세운 채 엉덩이를 뒤로 빼고 무릎을 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '덤벨 무게에 끌려 어깨가 말리거나 등이 둥글게 숙여지지 않게 가슴을 펴세요.',
    howTo: {
      setup: ['양손에 덤벨을 들어 몸 옆에 늘어뜨리고, 발을 어깨너비로 벌려요.', '가슴을 펴고 어깨를 뒤로 내려요.'],
      steps: [
        '숨을 들이마시며 엉덩이를 뒤로 빼고 무릎을 굽혀 앉아요.',
        '덤벨은 팔을 편 채 몸 옆으로 곧게 내려가게 둬요.',
        '허벅지가 바닥과 평행해지면 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
      ],
      breathing: '앉으며 들이마시고, 일어서며 내쉬어요.',
      mistakes: [
        '덤벨 무게에 끌려 어깨가 앞으로 말려요. 가슴을 펴고 어깨를 뒤로 당겨요.',
        '등이 둥글게 숙여지면 허리에 무리가 가요. 허리를 곧게 지킨 채 앉아요.',
        '팔로 덤벨을 들어 올리지 말고, 팔은 늘어뜨린 채 다리로 일어서요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', id: 'db', machine: 'dumbbell' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 0], leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 142, head: 165, arm: [0, 0], leg: [84, -33, 90] },
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
    key: 'bodyweight_squat',
    koreanName: '맨몸 스쿼트',
    englishName: 'Bodyweight Squat',
    bodyParts: ['quads', 'glutes'],
    primaryCount: 2,
    machines: [],
    level: 1,
    compound: true,
    pattern: 'squat',
    load: 'bodyweight',
    ratios: null,
    aliases: ['에어 스쿼트', '프리 스쿼트'],
    popularity: 82,
    videoLink: null,
    description:
      '발을 어깨너비로 벌리고 발끝을 살짝 바깥으로 향한 채 팔을 앞으로 뻗어요. 숨을 들이마시며 엉덩이를 뒤로 빼고 무릎을 발끝 방향으로 굽혀 허벅지가 바닥과 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥 전체로 밀어 일어서요.',
    caution: '허리는 중립, 무릎은 발끝 방향으로. 통증 없는 깊이까지만 앉으세요.',
    howTo: {
      setup: ['발을 어깨너비로 벌리고 발끝을 살짝 바깥으로 향해요.', '팔을 어깨 높이로 앞으로 뻗어 균형을 잡아요.'],
      steps: [
        '숨을 들이마시며 엉덩이를 뒤로 빼고 무릎을 발끝 방향으로 굽혀요.',
        '허벅지가 바닥과 평행해질 때까지 앉아요.',
        '숨을 내쉬며 발바닥 전체로 바닥을 밀어 일어서요.',
      ],
      breathing: '앉으며 들이마시고, 일어서며 내쉬어요.',
      mistakes: [
        '무릎이 안쪽으로 모이면 다치기 쉬워요. 무릎을 발끝과 같은 방향으로 굽혀요.',
        '뒤꿈치가 들리면 무릎에 부담이 커요. 엉덩이를 뒤로 더 빼고 발바닥 전체로 디뎌요.',
        '허리가 둥글게 말리면 더 내려가지 말고, 통증 없는 깊이까지만 앉아요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 180, arm: [90, 90], leg: [0, 0, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 140, head: 160, arm: [90, 90], leg: [84, -33, 90] },
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
    key: 'jump_squat',
    koreanName: '점프 스쿼트',
    englishName: 'Jump Squat',
    bodyParts: ['quads', 'glutes', 'calves'],
    primaryCount: 2,
    machines: [],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'bodyweight',
    ratios: null,
    aliases: ['스쿼트 점프'],
    popularity: 50,
    videoLink: null,
    description:
      '발을 어깨너비로 벌리고 서서 맨몸 스쿼트처럼 허벅지가 바닥과 거의 평행해질 때까지 앉아요. 숨을 내쉬며 발바닥으로 힘차게 바닥을 밀어 위로 뛰어올라요. 착지할 때는 발 앞쪽부터 부드럽게 닿으며 무릎을 굽혀 충격을 흡수하고, 바로 다음 동작으로 이어가요.',
    caution: '무릎을 편 채 딱딱하게 착지하거나 무릎이 안쪽으로 모이면 다치기 쉬워요. 부드럽게 착지하세요.',
    howTo: {
      setup: ['발을 어깨너비로 벌리고 서서 주변에 부딪힐 것이 없는지 확인해요.', '쿠션이 있는 운동화를 신고 미끄럽지 않은 바닥에서 해요.'],
      steps: [
        '숨을 들이마시며 맨몸 스쿼트처럼 허벅지가 바닥과 거의 평행해질 때까지 앉고, 팔은 뒤로 보내요.',
        '숨을 내쉬며 발바닥으로 바닥을 힘차게 밀고 팔을 위로 뻗으며 뛰어올라요.',
        '발 앞쪽부터 부드럽게 착지하며 무릎을 굽혀 다시 앉은 자세로 이어가요.',
      ],
      breathing: '앉으며 들이마시고, 뛰어오르며 힘차게 내쉬어요.',
      mistakes: [
        '무릎을 편 채 딱딱하게 착지하면 무릎과 허리가 충격을 받아요. 무릎을 굽히며 부드럽게 내려와요.',
        '착지할 때 무릎이 안쪽으로 모이면 다치기 쉬워요. 무릎을 발끝 방향으로 유지해요.',
        '지쳐서 자세가 무너지면 멈추고 쉬었다가 다시 해요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '발끝으로 바닥을 밀며 뛰어오르는 순간까지 그렸어요.',
      props: [],
      keyframes: [
        {
          pose: { trunk: 140, head: 160, arm: [-50, -45], leg: [84, -33, 90] },
          at: ['toe', 113, 188],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 165, head: 172, arm: [60, 70], leg: [40, -12, 80] },
          at: ['toe', 113, 188],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [128, 138], leg: [0, 0, 45] },
          at: ['toe', 113, 188],
          contacts: [['toe', 'floor']],
        },
      ],
    },
  },
  {
    key: 'wall_sit',
    koreanName: '월 싯',
    englishName: 'Wall Sit',
    bodyParts: ['quads', 'glutes'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: true,
    pattern: 'squat',
    load: 'bodyweight',
    ratios: null,
    aliases: ['벽 스쿼트', '월 스쿼트'],
    popularity: 35,
    videoLink: null,
    description:
      '벽에 등을 대고 서서 발을 벽에서 한 걸음 정도 앞에 어깨너비로 둬요. 등을 벽에 붙인 채 미끄러지듯 내려가 무릎이 90도가 되는 자리에서 멈추고 그 자세를 유지해요. 숨을 참지 말고 고르게 쉬어요.',
    caution: '무릎이 발끝보다 앞으로 나가거나 안쪽으로 모이지 않게 하고, 무릎이 아프면 덜 앉으세요.',
    howTo: {
      setup: ['벽에 등을 대고 서서 발을 벽에서 한 걸음 정도 앞에 어깨너비로 둬요.', '손은 허벅지 위나 몸 옆에 편하게 둬요.'],
      steps: [
        '등을 벽에 붙인 채 미끄러지듯 천천히 내려가요.',
        '무릎이 90도가 되고 허벅지가 바닥과 평행해지면 멈춰요.',
        '정한 시간 동안 그 자세를 유지한 뒤 벽을 타고 천천히 올라와요.',
      ],
      breathing: '버티는 동안 숨을 참지 말고 고르게 들이마시고 내쉬어요.',
      mistakes: [
        '발이 벽에 너무 가까우면 무릎이 발끝보다 앞으로 나가요. 정강이가 바닥과 수직이 되게 발을 앞에 둬요.',
        '무릎이 안쪽으로 모이지 않게 발끝 방향으로 벌려요.',
        '무릎이 아프면 덜 앉은 높이에서 버텨요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'line', id: 'wall', from: [59, 20], to: [59, 188], width: 3, tone: 'pad' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [10, 20], leg: [37.9, 23.3, 90] },
          at: ['ankle', 113, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['upperBack', 'wall'],
            ['lowerBack', 'wall'],
          ],
        },
        {
          pose: { trunk: 180, arm: [10, 60], leg: [90, 0, 90] },
          at: ['ankle', 113, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['upperBack', 'wall'],
            ['lowerBack', 'wall'],
          ],
          hold: 4,
        },
      ],
    },
  },
  {
    key: 'db_lunge',
    koreanName: '덤벨 런지',
    englishName: 'Dumbbell Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.1, 0.15, 0.2]), // §2.3 db_lunge [H], per hand
    aliases: ['런지'],
    popularity: 80,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 곧게 선 뒤 한 발을 앞으로 크게 내디뎌요. 숨을 들이마시며 양 무릎이 90도 정도 될 때까지 몸을 수직으로 내려요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 처음 자세로 돌아오고 다리를 번갈아 해요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게, 균형이 어려우면 벽·기둥을 잡으세요.',
    howTo: {
      setup: ['양손에 덤벨을 들어 몸 옆에 늘어뜨리고 발을 골반 너비로 벌려 곧게 서요.', '앞으로 크게 한 걸음 내디딜 공간을 확보해요.'],
      steps: [
        '한 발을 앞으로 크게 내디뎌요.',
        '숨을 들이마시며 양 무릎이 90도 정도 될 때까지 몸을 수직으로 내려요.',
        '숨을 내쉬며 앞발 뒤꿈치로 바닥을 밀어 처음 자세로 돌아와요.',
        '다리를 번갈아 반복해요.',
      ],
      breathing: '내려가며 들이마시고, 밀고 돌아오며 내쉬어요.',
      mistakes: [
        '앞 무릎이 안쪽으로 무너지면 다치기 쉬워요. 무릎을 두 번째 발가락 방향으로 유지해요.',
        '상체가 앞으로 쏠리면 균형을 잃어요. 가슴을 세우고 몸을 수직으로 내려요.',
        '균형이 어려우면 한 손으로 벽이나 기둥을 잡고 해요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', id: 'db', machine: 'dumbbell' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [0, 0], leg: [0, 0, 90] },
          at: ['toe2', 50, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 0], leg: [82, -8, 90], leg2: [-10, -95, 38] },
          at: ['toe2', 50, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'bodyweight_lunge',
    koreanName: '맨몸 런지',
    englishName: 'Bodyweight Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: [],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'bodyweight',
    ratios: null,
    aliases: ['런지', '포워드 런지'],
    popularity: 74,
    videoLink: null,
    description:
      '발을 골반 너비로 벌리고 곧게 선 뒤 한 발을 앞으로 크게 내디뎌요. 숨을 들이마시며 양 무릎이 90도 정도 될 때까지 몸을 수직으로 내려요. 숨을 내쉬며 앞발로 바닥을 밀어 처음 자세로 돌아오고 다리를 번갈아 해요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게, 균형이 어려우면 벽·기둥을 잡으세요.',
    howTo: {
      setup: ['발을 골반 너비로 벌리고 곧게 서서 손을 허리에 얹어요.', '앞으로 크게 한 걸음 내디딜 공간을 확보해요.'],
      steps: [
        '한 발을 앞으로 크게 내디뎌요.',
        '숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 몸을 수직으로 내려요.',
        '양 무릎이 90도 정도 되면 숨을 내쉬며 앞발로 바닥을 밀어 처음 자세로 돌아와요.',
        '다리를 번갈아 반복해요.',
      ],
      breathing: '내려가며 들이마시고, 밀고 돌아오며 내쉬어요.',
      mistakes: [
        '보폭이 너무 좁으면 앞 무릎이 발끝보다 훨씬 앞으로 나가요. 한 걸음을 크게 내디뎌요.',
        '앞 무릎이 안쪽으로 무너지지 않게 발끝 방향으로 굽혀요.',
        '뒷무릎을 바닥에 쿵 찧지 말고, 닿기 직전에 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-44, 49.6], leg: [0, 0, 90] },
          at: ['toe2', 50, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe2', 'floor'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-44, 49.6], leg: [82, -8, 90], leg2: [-10, -95, 38] },
          at: ['toe2', 50, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'walking_lunge',
    koreanName: '워킹 런지',
    englishName: 'Walking Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: [],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'bodyweight',
    ratios: null,
    aliases: [],
    popularity: 58,
    videoLink: null,
    description:
      '곧게 선 뒤 한 발을 앞으로 크게 내디뎌 양 무릎이 90도 정도 될 때까지 내려가요. 숨을 내쉬며 앞발로 밀어 일어서면서 뒷발을 앞으로 가져와 다음 걸음으로 내디뎌요. 걸음마다 숨을 들이마시며 내려가고 내쉬며 올라와요.',
    caution: '보폭이 너무 좁으면 무릎에 부담이 커져요. 주변 공간을 확보하고 상체를 곧게 세우세요.',
    howTo: {
      setup: ['앞으로 여러 걸음 걸어갈 수 있는 빈 공간을 확보해요.', '발을 골반 너비로 벌리고 곧게 서요.'],
      steps: [
        '한 발을 앞으로 크게 내디뎌 양 무릎이 90도 정도 될 때까지 내려가요.',
        '앞발로 바닥을 밀어 일어서면서 뒷발을 앞으로 가져와요.',
        '가져온 발을 그대로 다음 걸음으로 크게 내디디며 다시 내려가요.',
      ],
      breathing: '걸음마다 내려가며 들이마시고, 밀고 일어서며 내쉬어요.',
      mistakes: [
        '보폭이 너무 좁으면 무릎에 부담이 커져요. 걸음을 크게 내디뎌요.',
        '상체가 앞으로 쏠리면 허리에 무리가 가요. 상체를 곧게 세워요.',
        '서두르면 균형을 잃어요. 한 걸음씩 멈췄다가 이어가요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '한 걸음씩 앞으로 나아가며 다리를 번갈아 내디뎌요.',
      props: [],
      keyframes: [
        {
          pose: { trunk: 178, arm: [10, 20], arm2: [-10, 0], leg: [80, -15, 90], leg2: [-5, -95, 38] },
          at: ['toe', 100, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
          ],
        },
        {
          pose: { trunk: 178, arm: [0, 5], arm2: [0, 5], leg: [0, 0, 90], leg2: [60, -20, 80] },
          at: ['toe', 100, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 178, arm: [-10, 0], arm2: [10, 20], leg: [-5, -95, 38], leg2: [80, -15, 90] },
          at: ['toe', 100, 187],
          contacts: [
            ['toe', 'floor'],
            ['heel2', 'floor'],
            ['toe2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'barbell_lunge',
    koreanName: '바벨 런지',
    englishName: 'Barbell Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['barbell', 'squat_rack'],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'barbell',
    ratios: est([0.3, 0.4, 0.6], [0.2, 0.3, 0.4]), // ≈ 0.4 × back_squat
    aliases: [],
    popularity: 40,
    videoLink: null,
    description:
      '스쿼트 랙에서 바를 승모근 위에 얹고 물러나 발을 골반 너비로 벌려 서요. 한 발을 앞으로 크게 내딛고 숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 처음 자세로 돌아오고 다리를 번갈아 해요.',
    caution: '바를 짊어지면 균형을 잃기 쉬워요. 앞 무릎이 안쪽으로 무너지지 않게 하고, 처음에는 덤벨 런지로 익히세요.',
    howTo: {
      setup: ['랙의 바를 어깨보다 조금 낮게 걸고 바 아래로 들어가 승모근 위에 얹어요.', '바를 들고 물러나 발을 골반 너비로 벌려 곧게 서요.'],
      steps: [
        '한 발을 앞으로 크게 내디뎌요.',
        '숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 몸을 수직으로 내려요.',
        '숨을 내쉬며 앞발 뒤꿈치로 밀어 처음 자세로 돌아와요.',
        '다리를 번갈아 반복해요.',
      ],
      breathing: '내려가며 들이마시고, 밀고 돌아오며 내쉬어요.',
      mistakes: [
        '처음부터 무거운 바로 하면 균형을 잃기 쉬워요. 덤벨 런지로 먼저 익혀요.',
        '앞 무릎이 안쪽으로 무너지지 않게 발끝 방향으로 굽혀요.',
        '상체가 앞으로 쏠리면 바가 앞으로 끌려가요. 가슴을 세우고 수직으로 내려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'squat_rack', from: [14, 30], to: [14, 188], width: 4 },
        { kind: 'line', machine: 'squat_rack', from: [186, 30], to: [186, 188], width: 4 },
        { kind: 'barbell', id: 'bar', machine: 'barbell', at: { from: 'shoulder', dx: -7, dy: -2 } },
      ],
      keyframes: [
        {
          pose: { trunk: 174, head: 180, arm: [-36, 172.7], scale: { upperArm: 0.5, forearm: 0.48, upperArm2: 0.5, forearm2: 0.48 }, leg: [-2, -2, 90] },
          at: ['toe2', 54, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: {
            trunk: 178,
            head: 180,
            arm: [-32, 176.3],
            scale: { upperArm: 0.5, forearm: 0.49, upperArm2: 0.5, forearm2: 0.49 },
            leg: [82, -8, 90],
            leg2: [-10, -95, 38],
          },
          at: ['toe2', 54, 187],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'smith_lunge',
    koreanName: '스미스 머신 런지',
    englishName: 'Smith Machine Split Squat',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['smith_machine'],
    level: 2,
    compound: true,
    pattern: 'lunge',
    load: 'plates_smith',
    ratios: est([0.25, 0.32, 0.47], [0.16, 0.23, 0.32]), // ≈ 0.35 × smith_squat
    aliases: ['스미스 런지', '스미스 스플릿 스쿼트'],
    popularity: 50,
    videoLink: null,
    description:
      '스미스 머신 바를 승모근 위에 얹고, 한 발은 바 아래보다 조금 앞에 두고 다른 발은 뒤로 한 걸음 크게 벌려 디뎌요. 바를 걸이에서 풀고 숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 올라오고, 한쪽을 마친 뒤 다리를 바꿔요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게 하고, 안전 스토퍼를 무릎이 바닥에 닿기 전 높이에 맞추세요.',
    howTo: {
      setup: [
        '안전 스토퍼를 무릎이 바닥에 닿기 전 높이에 맞춰요.',
        '바를 승모근 위에 얹고, 한 발은 바 아래보다 조금 앞에, 다른 발은 뒤로 한 걸음 크게 디뎌요.',
        '바를 돌려 걸이에서 풀어요.',
      ],
      steps: [
        '숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 몸을 수직으로 내려요.',
        '숨을 내쉬며 앞발 뒤꿈치로 밀어 올라와요.',
        '발 위치를 그대로 둔 채 반복하고, 한쪽을 마친 뒤 다리를 바꿔요.',
      ],
      breathing: '내려가며 들이마시고, 밀어 올라오며 내쉬어요.',
      mistakes: [
        '앞발이 바 바로 아래에 있으면 무릎이 너무 앞으로 나가요. 앞발을 바보다 조금 앞에 둬요.',
        '앞 무릎이 안쪽으로 무너지지 않게 발끝 방향으로 굽혀요.',
        '뒷발로 밀어 올라오지 말고, 앞발 뒤꿈치에 체중을 실어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [80, 16], to: [80, 188], width: 5 },
        { kind: 'box', machine: 'smith_machine', at: [80, 120], w: 16, h: 5, tone: 'frame' },
        { kind: 'barbell', id: 'bar', at: { from: 'shoulder', dx: -4, dy: -3 } },
      ],
      keyframes: [
        {
          pose: {
            trunk: 180,
            arm: [-30, 167.7],
            scale: { upperArm: 0.5, forearm: 0.55, upperArm2: 0.5, forearm2: 0.55 },
            leg: [35.2, 16.8, 90],
            leg2: [-22, -53.1, 40],
          },
          at: ['ankle', 120, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: {
            trunk: 180,
            arm: [-30, 167.7],
            scale: { upperArm: 0.5, forearm: 0.55, upperArm2: 0.5, forearm2: 0.55 },
            leg: [82, -8, 90],
            leg2: [-10, -95, 38],
          },
          at: ['ankle', 120, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'step_up',
    koreanName: '덤벨 스텝업',
    englishName: 'Dumbbell Step-up',
    bodyParts: ['quads', 'glutes'],
    primaryCount: 2,
    machines: ['dumbbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'dumbbell',
    ratios: est([0.12, 0.18, 0.24], [0.08, 0.12, 0.16]), // ≈ 0.8 × db_lunge, per hand
    aliases: ['스텝업', '박스 스텝업'],
    popularity: 40,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 벤치(또는 무릎 높이의 박스) 앞에 서서 한 발을 벤치 위에 올려요. 숨을 내쉬며 올린 발의 뒤꿈치로 밀어 몸을 벤치 위로 올리고 곧게 서요. 숨을 들이마시며 같은 발로 천천히 내려오고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '뒷발로 바닥을 차며 올라가지 말고, 벤치가 흔들리거나 밀리지 않는지 먼저 확인하세요.',
    howTo: {
      setup: ['벤치나 무릎 높이의 박스가 흔들리거나 밀리지 않는지 먼저 확인해요.', '양손에 덤벨을 들고 벤치 앞에 서서 한 발을 벤치 위에 통째로 올려요.'],
      steps: [
        '숨을 내쉬며 올린 발의 뒤꿈치로 밀어 몸을 벤치 위로 올려요.',
        '벤치 위에서 곧게 서며 뒷발을 옆에 모아요.',
        '숨을 들이마시며 같은 발로 버티면서 뒷발부터 천천히 내려와요.',
        '한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '올라가며 내쉬고, 내려오며 들이마셔요.',
      mistakes: [
        '뒷발로 바닥을 차며 올라가면 운동 효과가 줄어요. 올린 발의 뒤꿈치로만 밀어요.',
        '올린 무릎이 안쪽으로 모이지 않게 발끝 방향으로 밀어요.',
        '내려올 때 털썩 떨어지지 말고 천천히 버티며 내려와요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', id: 'bench', machine: 'bench', at: [102, 160], length: 60 },
        { kind: 'dumbbell', id: 'db', machine: 'dumbbell' },
      ],
      keyframes: [
        {
          pose: { trunk: 168, head: 175, arm: [-5, -5], leg: [70.9, -21, 90], leg2: [11.3, -18.8, 90] },
          at: ['ankle', 125, 156],
          contacts: [
            ['heel', 'bench'],
            ['toe', 'bench'],
            ['heel2', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 180, arm: [0, 0], leg: [0, 0, 90] },
          at: ['ankle', 125, 156],
          contacts: [
            ['heel', 'bench'],
            ['toe', 'bench'],
            ['heel2', 'bench'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'side_lunge',
    koreanName: '사이드 런지',
    englishName: 'Side Lunge',
    bodyParts: ['quads', 'glutes', 'hamstrings'],
    primaryCount: 2,
    machines: [],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'bodyweight',
    ratios: null,
    aliases: ['래터럴 런지', '옆 런지'],
    popularity: 45,
    videoLink: null,
    description:
      '발을 어깨너비의 두 배 정도로 넓게 벌리고 발끝은 정면을 향해 서요. 숨을 들이마시며 한쪽 무릎을 굽혀 엉덩이를 뒤로 빼며 그쪽으로 앉고, 반대쪽 다리는 곧게 펴 허벅지 안쪽을 늘려요. 숨을 내쉬며 굽힌 발로 밀어 가운데로 돌아오고 양쪽을 번갈아 해요.',
    caution: '굽힌 무릎이 발끝보다 안쪽으로 무너지지 않게 하고, 통증 없는 깊이까지만 앉으세요.',
    howTo: {
      setup: ['발을 어깨너비의 두 배 정도로 넓게 벌리고 발끝은 정면을 향해 서요.', '손은 가슴 앞에 모으거나 허리에 얹어 균형을 잡아요.'],
      steps: [
        '숨을 들이마시며 한쪽 무릎을 굽혀 엉덩이를 뒤로 빼며 그쪽으로 앉아요.',
        '반대쪽 다리는 곧게 펴고 발바닥을 바닥에 붙인 채 허벅지 안쪽을 늘려요.',
        '숨을 내쉬며 굽힌 발로 바닥을 밀어 가운데로 돌아와요.',
        '양쪽을 번갈아 해요.',
      ],
      breathing: '옆으로 앉으며 들이마시고, 가운데로 돌아오며 내쉬어요.',
      mistakes: [
        '굽힌 무릎이 안쪽으로 무너지면 다치기 쉬워요. 무릎을 발끝과 같은 방향으로 굽혀요.',
        '편 다리의 발이 들리면 균형을 잃어요. 발바닥 전체를 바닥에 붙여요.',
        '너무 깊이 앉으려다 허리가 말리면 멈추고, 통증 없는 깊이까지만 앉아요.',
      ],
    },
    movement: {
      view: 'front',
      props: [],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-15, 125], leg: [-34.5, -34.5, -90] },
          at: ['ankle', 45, 184],
          contacts: [
            ['ankle', 'floor'],
            ['ankle2', 'floor'],
          ],
        },
        {
          // The bent leg's thigh comes toward the viewer as the hips sit back over it: foreshortened.
          pose: { trunk: 180, arm: [-15, 125], leg: [-80, -1.4, -90], leg2: [57.2, 57.2, 90], scale: { thigh: 0.56 } },
          at: ['ankle', 45, 184],
          contacts: [
            ['ankle', 'floor'],
            ['ankle2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'burpee',
    koreanName: '버피',
    englishName: 'Burpee',
    // A conditioning move led by the legs; the push-up in it makes the chest a secondary mover only.
    bodyParts: ['quads', 'glutes', 'chest', 'shoulders', 'abs'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'bodyweight',
    ratios: null,
    aliases: ['버피 테스트'],
    popularity: 65,
    videoLink: null,
    description:
      '선 자세에서 쪼그려 앉아 손을 바닥에 짚고 두 발을 뒤로 뛰어 푸시업 자세를 만들어요. 푸시업을 한 번 한 뒤 두 발을 손 쪽으로 당겨 쪼그려 앉은 자세로 돌아와요. 숨을 내쉬며 위로 뛰어오르면서 손을 머리 위로 뻗어요. 동작 내내 숨을 참지 말고 리듬 있게 쉬어요.',
    caution: '지치면 허리가 처지고 착지가 거칠어지기 쉬워요. 속도보다 자세를 지키고, 무릎이나 손목이 아프면 점프를 빼세요.',
    howTo: {
      setup: ['팔을 옆으로 뻗어도 닿지 않는 넓은 공간에서, 발을 어깨너비로 벌리고 서요.', '손목이 불편하면 바닥에 매트를 깔아요.'],
      steps: [
        '쪼그려 앉아 두 손을 발 앞 바닥에 어깨너비로 짚어요.',
        '두 발을 뒤로 뛰어 몸이 일직선인 푸시업 자세를 만들고, 푸시업을 한 번 해요.',
        '두 발을 손 쪽으로 당겨 쪼그려 앉은 자세로 돌아와요.',
        '숨을 내쉬며 위로 뛰어오르면서 손을 머리 위로 뻗어요.',
      ],
      breathing: '동작 내내 숨을 참지 말고, 뛰어오를 때 내쉬며 리듬 있게 쉬어요.',
      mistakes: [
        '푸시업 자세에서 허리가 처지면 허리를 다쳐요. 배에 힘을 주고 몸을 일직선으로 유지해요.',
        '지쳐서 착지가 거칠어지면 속도를 줄이고 부드럽게 착지해요.',
        '무릎이나 손목이 아프면 점프와 푸시업을 빼고 걸어서 해요.',
      ],
    },
    movement: {
      view: 'side',
      loop: true,
      caption: '쪼그려 앉아 손 짚기 → 발 뒤로 → 푸시업 → 발 당기기 → 점프 순서로 이어져요.',
      props: [],
      keyframes: [
        {
          pose: { trunk: 125, head: 140, arm: [-26.5, 22.3], leg: [105, -42, 45] },
          at: ['toe', 123, 188],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          // In the air: the hips pike up over the hands and the feet kick back.
          pose: { trunk: 60, head: 80, arm: [0, 0], leg: [10, -70, 10] },
          at: ['hand', 140, 184],
          contacts: [['hand', 'floor']],
          hold: 0,
        },
        {
          pose: { trunk: 113, arm: [0, 0], leg: [-67, -67, 25] },
          at: ['hand', 140, 184],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 97, arm: [-85.3, 35.4], leg: [-83, -83, 15] },
          at: ['hand', 140, 184],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
        },
        {
          // In the air: the hips pike up and the feet jump in toward the hands.
          pose: { trunk: 62, head: 82, arm: [0, 0], leg: [18, -60, 20] },
          at: ['hand', 140, 184],
          contacts: [['hand', 'floor']],
          hold: 0,
        },
        {
          pose: { trunk: 125, head: 150, arm: [-26.5, 22.3], leg: [105, -42, 45] },
          at: ['toe', 123, 188],
          contacts: [
            ['toe', 'floor'],
            ['hand', 'floor'],
          ],
          hold: 0,
        },
        {
          pose: { trunk: 180, arm: [135, 138], leg: [0, 0, 45] },
          at: ['toe', 123, 188],
          contacts: [['toe', 'floor']],
        },
      ],
    },
  },
];
