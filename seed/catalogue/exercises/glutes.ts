import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est, src } from './helpers';

// Exercises whose first primary body part is the glutes (ratios: docs/training-science.md §2.3).
export const GLUTES: ExerciseSeed[] = [
  {
    key: 'hip_thrust',
    koreanName: '바벨 힙 쓰러스트',
    englishName: 'Barbell Hip Thrust',
    bodyParts: ['glutes', 'hamstrings', 'quads'],
    primaryCount: 1,
    machines: ['barbell', 'bench'],
    level: 2,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: src([0.75, 1.25, 1.75], [0.5, 0.85, 1.25]), // §2.3 hip_thrust
    aliases: ['힙쓰', '힙 쓰러스트', '힙 스러스트', '바벨 힙 스러스트'],
    popularity: 88,
    videoLink: null,
    description:
      '벤치 가장자리에 날개뼈 아래를 기대고 앉아 바를 골반 위에 올린 뒤(바에 패드를 감으면 편해요) 발을 어깨너비로 디뎌요. 턱을 살짝 당긴 채 숨을 내쉬며 발뒤꿈치로 밀어 엉덩이를 들어 올려 어깨부터 무릎까지 일직선을 만들고 엉덩이를 조여요. 숨을 들이마시며 엉덩이를 천천히 내려요.',
    caution: '위에서 허리를 과하게 젖히면 허리에 부담이 가요. 갈비뼈를 내리고 엉덩이 힘으로만 올리세요.',
    howTo: {
      setup: [
        '벤치 가장자리에 날개뼈 아래를 기대고 바닥에 앉아요.',
        '패드를 감은 바를 골반 위에 올리고 양손으로 잡아요.',
        '발을 어깨너비로 디뎌 위에서 정강이가 바닥과 수직이 되는 자리에 둬요.',
      ],
      steps: [
        '턱을 살짝 당기고 갈비뼈를 내려요.',
        '발뒤꿈치로 바닥을 밀어 엉덩이를 들어 어깨부터 무릎까지 일직선을 만들어요.',
        '위에서 엉덩이를 잠깐 조인 뒤 천천히 내려요.',
      ],
      breathing: '엉덩이를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '위에서 허리를 젖히면 허리에 부담이 가요. 갈비뼈를 내리고 엉덩이 힘으로만 올려요.',
        '발이 너무 멀면 허벅지 뒤로, 너무 가까우면 허벅지 앞으로 힘이 가요. 위에서 정강이가 수직이 되게 맞춰요.',
        '바가 골반뼈를 누르면 아파요. 바에 패드를 감거나 두꺼운 수건을 대요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [6, 151], length: 44 },
        { kind: 'barbell', machine: 'barbell', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: -130, arm: [26.7, 99.6], leg: [126.3, 13.1, 90] },
          at: ['ankle', 127, 184],
          contacts: [
            ['upperBack', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['pelvis', 'bar'],
          ],
        },
        {
          pose: { trunk: -90, arm: [66.7, 139.6], leg: [89.9, -3.4, 90] },
          at: ['ankle', 127, 184],
          contacts: [
            ['upperBack', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['pelvis', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'smith_hip_thrust',
    koreanName: '스미스 머신 힙 쓰러스트',
    englishName: 'Smith Machine Hip Thrust',
    bodyParts: ['glutes', 'hamstrings', 'quads'],
    primaryCount: 1,
    machines: ['smith_machine', 'bench'],
    level: 2,
    compound: true,
    pattern: 'hinge',
    load: 'plates_smith',
    ratios: est([0.6, 1.0, 1.4], [0.4, 0.68, 1.0]), // ≈ 0.8 × hip_thrust as added plates
    aliases: ['스미스 힙쓰', '스미스 힙 쓰러스트'],
    popularity: 60,
    videoLink: null,
    description:
      '스미스 머신 아래에 벤치를 가로로 놓고 날개뼈 아래를 기대 앉아, 바가 골반 위에 오도록 위치를 맞춰요. 바를 걸이에서 풀고 숨을 내쉬며 발뒤꿈치로 밀어 엉덩이를 들어 올려 어깨부터 무릎까지 일직선을 만들어요. 숨을 들이마시며 천천히 내려요.',
    caution: '바가 골반뼈를 누르면 아플 수 있으니 패드를 쓰고, 위에서 허리를 젖히지 마세요.',
    howTo: {
      setup: [
        '스미스 머신 아래에 벤치를 가로로 놓고 날개뼈 아래를 기대 앉아요.',
        '바가 골반 위에 오게 위치를 맞추고 바에 패드를 대요.',
        '발을 어깨너비로 디디고 바를 잡아 걸이에서 풀어요.',
      ],
      steps: [
        '발뒤꿈치로 바닥을 밀어 엉덩이를 들어 올려요.',
        '어깨부터 무릎까지 일직선이 되면 엉덩이를 잠깐 조여요.',
        '바가 레일을 따라 곧게 내려오도록 천천히 엉덩이를 내려요.',
      ],
      breathing: '엉덩이를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '바 위치가 골반에서 벗어나면 배나 허벅지를 눌러요. 시작 전에 골반 위에 맞춰요.',
        '위에서 허리를 젖히지 말고, 갈비뼈를 내린 채 엉덩이로만 들어 올려요.',
        '마지막에 걸이를 잊으면 위험해요. 세트가 끝나면 바를 돌려 걸이에 걸어요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'smith_machine', from: [89, 16], to: [89, 188], width: 3 },
        { kind: 'line', machine: 'smith_machine', from: [69, 16], to: [109, 16], width: 4 },
        { kind: 'bench', machine: 'bench', id: 'bench', at: [6, 151], length: 44 },
        { kind: 'barbell', machine: 'smith_machine', id: 'bar' },
      ],
      keyframes: [
        {
          pose: { trunk: -130, arm: [23.1, 101.2], leg: [126.3, 13.1, 90] },
          at: ['ankle', 127, 184],
          contacts: [
            ['upperBack', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['pelvis', 'bar'],
          ],
        },
        {
          pose: { trunk: -90, arm: [68.8, 136.7], leg: [89.9, -3.4, 90] },
          at: ['ankle', 127, 184],
          contacts: [
            ['upperBack', 'bench'],
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
            ['pelvis', 'bar'],
          ],
        },
      ],
    },
  },
  {
    key: 'glute_bridge',
    koreanName: '글루트 브릿지',
    englishName: 'Glute Bridge',
    bodyParts: ['glutes', 'hamstrings'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: true,
    pattern: 'hip_ext',
    load: 'bodyweight',
    ratios: null,
    aliases: ['힙 브릿지', '브릿지', '엉덩이 들기'],
    popularity: 75,
    videoLink: null,
    description:
      '바닥에 누워 무릎을 세우고 발을 엉덩이 가까이에 골반 너비로 둬요. 숨을 내쉬며 발뒤꿈치로 바닥을 밀어 엉덩이를 들어 어깨부터 무릎까지 일직선을 만들고 엉덩이를 조여요. 숨을 들이마시며 천천히 내려요.',
    caution: '허리를 젖혀 높이 올리지 말고, 엉덩이 힘으로 어깨부터 무릎까지 일직선이 되는 높이까지만 올리세요.',
    howTo: {
      setup: ['바닥에 등을 대고 누워 무릎을 세워요.', '발을 골반 너비로 벌려 엉덩이 가까이에 두고, 팔은 몸 옆 바닥에 내려놓아요.'],
      steps: [
        '발뒤꿈치로 바닥을 밀어 엉덩이를 들어 올려요.',
        '어깨부터 무릎까지 일직선이 되면 엉덩이를 잠깐 조여요.',
        '등을 위쪽부터 차례로 바닥에 내려놓듯 천천히 엉덩이를 내려요.',
      ],
      breathing: '엉덩이를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '허리를 젖혀 높이 올리면 허리가 아파요. 일직선이 되는 높이까지만 올려요.',
        '발끝으로 밀면 허벅지 앞에 힘이 들어가요. 발뒤꿈치로 바닥을 눌러요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [90, 90], leg: [141.1, 23.2, 90] },
          at: ['upperBack', 40, 187],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: -66, head: -108, arm: [90, 90], leg: [117.9, 16.9, 90] },
          at: ['upperBack', 40, 187],
          contacts: [
            ['upperBack', 'floor'],
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'single_leg_glute_bridge',
    koreanName: '싱글 레그 글루트 브릿지',
    englishName: 'Single-Leg Glute Bridge',
    bodyParts: ['glutes', 'hamstrings'],
    primaryCount: 1,
    machines: [],
    level: 2,
    compound: true,
    pattern: 'hip_ext',
    load: 'bodyweight',
    ratios: null,
    aliases: ['싱글 레그 브릿지', '원레그 브릿지', '한발 브릿지'],
    popularity: 40,
    videoLink: null,
    description:
      '바닥에 누워 한쪽 무릎을 세우고 다른 다리는 곧게 뻗어 들어 올려요. 숨을 내쉬며 디딘 발의 뒤꿈치로 밀어 엉덩이를 들어 올리고, 골반이 한쪽으로 기울지 않게 버텨요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '골반이 비틀리거나 허리로 들어 올리지 않게 하고, 햄스트링에 쥐가 나면 발을 엉덩이 쪽으로 더 가져오세요.',
    howTo: {
      setup: ['바닥에 누워 한쪽 무릎을 세우고 발을 엉덩이 가까이에 둬요.', '다른 다리는 무릎을 펴서 세운 쪽 허벅지 높이로 들어 올려요.'],
      steps: [
        '디딘 발의 뒤꿈치로 바닥을 밀어 엉덩이를 들어 올려요.',
        '골반이 한쪽으로 기울지 않게 수평으로 버티며 엉덩이를 조여요.',
        '천천히 엉덩이를 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '엉덩이를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '든 다리 쪽 골반이 처지면 허리가 비틀려요. 두 골반 높이를 같게 유지해요.',
        '허리를 젖혀 들어 올리지 말고, 디딘 쪽 엉덩이 힘으로 올려요.',
        '허벅지 뒤에 쥐가 나면 디딘 발을 엉덩이 쪽으로 더 가져와요.',
      ],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: -90, arm: [90, 90], leg: [141.1, 23.2, 90], leg2: [141.1, 141.1, 220] },
          at: ['upperBack', 40, 187],
          contacts: [
            ['upperBack', 'floor'],
            ['lowerBack', 'floor'],
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: -66, head: -108, arm: [90, 90], leg: [117.9, 16.9, 90], leg2: [117.9, 117.9, 200] },
          at: ['upperBack', 40, 187],
          contacts: [
            ['upperBack', 'floor'],
            ['heel', 'floor'],
            ['toe', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'hip_abduction',
    koreanName: '힙 어브덕션',
    englishName: 'Hip Abduction Machine',
    bodyParts: ['glutes'],
    primaryCount: 1,
    machines: ['hip_abduction'],
    level: 1,
    compound: false,
    pattern: 'hip_abd',
    load: 'stack',
    ratios: est([0.35, 0.5, 0.7], [0.28, 0.4, 0.56]), // own estimate; F ≈ 0.8 × M
    aliases: ['아웃타이', '어브덕션', '힙 어브덕터', '어브덕터'],
    popularity: 70,
    videoLink: null,
    description:
      '힙 어브덕션 머신에 등을 기대고 앉아 무릎 바깥쪽을 패드에 대고 손잡이를 잡아요. 숨을 내쉬며 무릎을 바깥으로 밀어 다리를 최대한 벌리고 엉덩이 옆쪽을 조여요. 숨을 들이마시며 무게판이 부딪치지 않게 천천히 모아요.',
    caution: '상체를 앞뒤로 흔들며 반동을 쓰지 말고, 다리를 모을 때 무게판이 부딪치지 않게 천천히 하세요.',
    howTo: {
      setup: ['힙 어브덕션 머신에 등을 기대고 앉아 발을 발판에 올려요.', '무릎 바깥쪽을 패드에 대고 손잡이를 잡아요.'],
      steps: [
        '등을 등받이에 붙인 채 무릎을 바깥으로 밀어 다리를 최대한 벌려요.',
        '끝에서 엉덩이 옆쪽을 잠깐 조여요.',
        '무게판이 부딪치지 않게 천천히 다리를 모아요.',
      ],
      breathing: '다리를 벌리며 내쉬고, 모으며 들이마셔요.',
      mistakes: ['상체를 앞뒤로 흔들며 반동을 쓰지 말고, 등을 등받이에 붙여요.', '다리를 모을 때 힘을 풀면 무게판이 부딪쳐요. 끝까지 천천히 버텨요.'],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'box', machine: 'hip_abduction', id: 'back', at: [100, 66], w: 50, h: 70 },
        { kind: 'box', machine: 'hip_abduction', id: 'seat', at: [100, 115], w: 56, h: 10 },
        { kind: 'line', machine: 'hip_abduction', from: [100, 120], to: [100, 188], width: 5 },
        { kind: 'disc', machine: 'hip_abduction', id: 'handle', at: [66, 97], r: 3.5 },
        { kind: 'disc', machine: 'hip_abduction', id: 'handle2', at: [134, 97], r: 3.5 },
        { kind: 'line', machine: 'hip_abduction', from: { from: 'knee', dx: -8 }, to: { from: 'ankle', dx: -6, dy: 6 }, width: 3 },
        { kind: 'line', machine: 'hip_abduction', from: { from: 'knee2', dx: 8 }, to: { from: 'ankle2', dx: 6, dy: 6 }, width: 3 },
        { kind: 'box', machine: 'hip_abduction', id: 'foot', at: { from: 'ankle', dy: 6 }, w: 14, h: 3 },
        { kind: 'box', machine: 'hip_abduction', id: 'foot2', at: { from: 'ankle2', dy: 6 }, w: 14, h: 3 },
        { kind: 'box', machine: 'hip_abduction', id: 'pad', at: { from: 'knee', dx: -8 }, w: 6, h: 20, front: true },
        { kind: 'box', machine: 'hip_abduction', id: 'pad2', at: { from: 'knee2', dx: 8 }, w: 6, h: 20, front: true },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-61.7, 16.3], leg: [-8, 0, 90], leg2: [8, 0, 90], scale: { thigh: 0.28, thigh2: 0.28 } },
          at: ['pelvis', 100, 101],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['knee', 'pad'],
            ['knee2', 'pad2'],
            ['heel', 'foot'],
            ['heel2', 'foot2'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-61.7, 16.3], leg: [-65, -6, 90], leg2: [65, 6, 90], scale: { thigh: 0.55, thigh2: 0.55 } },
          at: ['pelvis', 100, 101],
          contacts: [
            ['butt', 'seat'],
            ['hand', 'handle'],
            ['hand2', 'handle2'],
            ['knee', 'pad'],
            ['knee2', 'pad2'],
            ['heel', 'foot'],
            ['heel2', 'foot2'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_hip_abduction',
    koreanName: '케이블 힙 어브덕션',
    englishName: 'Cable Hip Abduction',
    bodyParts: ['glutes'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'hip_abd',
    load: 'stack',
    ratios: est([0.05, 0.08, 0.12], [0.04, 0.07, 0.1]), // own estimate, one leg
    aliases: ['스탠딩 힙 어브덕션', '케이블 어브덕션'],
    popularity: 35,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 기계에서 먼 쪽 발목에 스트랩을 채운 뒤, 기계를 옆에 두고 서서 손잡이를 잡아요. 상체를 곧게 세운 채 숨을 내쉬며 스트랩을 찬 다리를 옆으로 들어 올려 엉덩이 옆쪽을 조여요. 숨을 들이마시며 천천히 되돌리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '상체를 옆으로 기울여 다리를 높이 올리지 말고, 골반 높이를 수평으로 유지하세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 낮게 맞추고, 기계에서 먼 쪽 발목에 스트랩을 채워요.', '기계를 옆에 두고 서서 가까운 손으로 기계를 잡아요.'],
      steps: [
        '상체를 곧게 세우고 디딘 다리의 무릎을 살짝 풀어요.',
        '스트랩을 찬 다리를 옆으로 들어 올려 엉덩이 옆쪽을 조여요.',
        '천천히 다리를 되돌리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '다리를 들어 올리며 내쉬고, 되돌리며 들이마셔요.',
      mistakes: [
        '상체를 옆으로 기울여 다리를 높이 올리지 말고, 몸통은 곧게 세워요.',
        '골반이 들리면 허리로 들게 돼요. 골반 높이를 수평으로 유지해요.',
        '발끝이 위를 향하면 허벅지 앞으로 힘이 가요. 발끝은 앞을 보게 둬요.',
      ],
    },
    movement: {
      view: 'front',
      props: [
        { kind: 'line', machine: 'cable', id: 'tower', from: [152, 20], to: [152, 188], width: 5 },
        { kind: 'cable', machine: 'cable', id: 'strap', at: [148, 180], to: 'ankle' },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-6, -4], arm2: [55.8, 13.9], leg: [-3, -3, 90], leg2: [3, 3, 90] },
          at: ['ankle2', 109, 184],
          contacts: [
            ['heel2', 'floor'],
            ['hand2', 'tower'],
            ['ankle', 'strap'],
          ],
        },
        {
          pose: { trunk: 180, arm: [-6, -4], arm2: [55.8, 13.9], leg: [-38, -38, 90], leg2: [3, 3, 90] },
          at: ['ankle2', 109, 184],
          contacts: [
            ['heel2', 'floor'],
            ['hand2', 'tower'],
            ['ankle', 'strap'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_kickback',
    koreanName: '케이블 킥백',
    englishName: 'Cable Glute Kickback',
    bodyParts: ['glutes', 'hamstrings'],
    primaryCount: 1,
    machines: ['cable'],
    level: 2,
    compound: false,
    pattern: 'hip_ext',
    load: 'stack',
    ratios: est([0.1, 0.15, 0.22], [0.08, 0.12, 0.18]), // own estimate, one leg
    aliases: ['케이블 힙 킥백', '힙 킥백', '글루트 킥백'],
    popularity: 66,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 한쪽 발목에 스트랩을 채운 뒤, 기계를 마주 보고 손잡이를 잡아 상체를 살짝 숙여요. 숨을 내쉬며 무릎을 거의 편 채 다리를 뒤로 차올려 엉덩이를 조여요. 숨을 들이마시며 천천히 되돌리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '다리를 너무 높이 차올리면 허리가 꺾여요. 골반을 고정하고 엉덩이가 조이는 데까지만 올리세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 낮게 맞추고 한쪽 발목에 스트랩을 채워요.', '기계를 마주 보고 서서 손잡이를 잡고 상체를 살짝 숙여요.'],
      steps: [
        '배에 힘을 줘 골반을 고정해요.',
        '무릎을 거의 편 채 스트랩을 찬 다리를 뒤로 차올려 엉덩이를 조여요.',
        '천천히 다리를 처음 자리로 되돌리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '다리를 차올리며 내쉬고, 되돌리며 들이마셔요.',
      mistakes: ['다리를 너무 높이 차면 허리가 꺾여요. 엉덩이가 조이는 데까지만 올려요.', '상체를 흔들며 반동을 쓰지 말고, 골반을 고정한 채 다리만 움직여요.'],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [150, 20], to: [150, 188], width: 5 },
        { kind: 'disc', machine: 'cable', id: 'handle', at: [140, 90], r: 3 },
        { kind: 'cable', machine: 'cable', id: 'strap', at: [146, 178], to: 'ankle' },
      ],
      keyframes: [
        {
          pose: { trunk: 160, arm: [29.5, 76.6], leg: [2, -2, 90], leg2: [3, -3, 90] },
          at: ['ankle2', 80, 184],
          contacts: [
            ['heel2', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'handle'],
            ['ankle', 'strap'],
          ],
        },
        {
          pose: { trunk: 155, arm: [20.2, 83.6], leg: [-50, -60, 30], leg2: [3, -3, 90] },
          at: ['ankle2', 80, 184],
          contacts: [
            ['heel2', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'handle'],
            ['ankle', 'strap'],
          ],
        },
      ],
    },
  },
  {
    key: 'bulgarian_split_squat',
    koreanName: '불가리안 스플릿 스쿼트',
    englishName: 'Bulgarian Split Squat',
    bodyParts: ['glutes', 'quads', 'hamstrings'],
    primaryCount: 2,
    machines: ['dumbbell', 'bench'],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'dumbbell',
    ratios: est([0.12, 0.18, 0.24], [0.08, 0.12, 0.16]), // ≈ 0.8 × db_lunge, per hand
    aliases: ['불스스', '불가리안', '불가리안 스쿼트', '덤벨 불가리안 스플릿 스쿼트'],
    popularity: 72,
    videoLink: null,
    description:
      '벤치를 등지고 서서 한쪽 발등을 벤치에 올리고, 앞발은 한 걸음 반 정도 앞에 디딘 채 양손에 덤벨을 들어요. 숨을 들이마시며 상체를 살짝 숙인 채 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 올라오고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게 하고, 균형이 어려우면 덤벨 없이 맨몸으로 먼저 익히세요.',
    howTo: {
      setup: ['벤치를 등지고 서서 한쪽 발등을 벤치에 올려요.', '앞발은 한 걸음 반 정도 앞에 디디고, 양손에 덤벨을 들어 몸 옆에 늘어뜨려요.'],
      steps: [
        '상체를 살짝 숙인 채 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요.',
        '앞발 뒤꿈치로 바닥을 밀어 올라와요.',
        '한쪽을 마친 뒤 발을 바꿔 반대쪽도 해요.',
      ],
      breathing: '내려가며 들이마시고, 밀어 올라오며 내쉬어요.',
      mistakes: [
        '앞 무릎이 안쪽으로 무너지면 무릎을 다쳐요. 무릎을 두 번째 발가락 방향으로 밀어요.',
        '앞발이 벤치에 너무 가까우면 무릎이 많이 나가요. 내려갔을 때 앞 정강이가 거의 세워지게 거리를 잡아요.',
        '균형이 어려우면 덤벨 없이 맨몸으로 먼저 익혀요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'bench', machine: 'bench', id: 'bench', at: [10, 146], length: 50 },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db', at: 'hand' },
        { kind: 'dumbbell', machine: 'dumbbell', id: 'db2', at: 'hand2' },
      ],
      keyframes: [
        {
          pose: { trunk: 172, arm: [0, 0], leg: [28, -3.8, 90], leg2: [-21.4, -97.2, -50] },
          at: ['ankle', 125, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['ankle2', 'bench'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 165, arm: [0, 0], leg: [77, -19.9, 90], leg2: [-29.9, -142.3, -100] },
          at: ['ankle', 125, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['ankle2', 'bench'],
            ['hand', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'db_reverse_lunge',
    koreanName: '덤벨 리버스 런지',
    englishName: 'Dumbbell Reverse Lunge',
    bodyParts: ['glutes', 'quads', 'hamstrings'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 3,
    compound: true,
    pattern: 'lunge',
    load: 'dumbbell',
    ratios: est([0.15, 0.22, 0.3], [0.1, 0.15, 0.2]), // = db_lunge, per hand
    aliases: ['리버스 런지', '백 런지'],
    popularity: 48,
    videoLink: null,
    description:
      '양손에 덤벨을 들고 곧게 선 뒤 한 발을 뒤로 크게 내디뎌요. 숨을 들이마시며 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요. 숨을 내쉬며 앞발 뒤꿈치로 밀어 처음 자세로 돌아오고, 다리를 번갈아 해요.',
    caution: '앞 무릎이 안쪽으로 무너지지 않게 하고, 균형이 어려우면 덤벨 없이 먼저 연습하세요.',
    howTo: {
      setup: ['양손에 덤벨을 들고 발을 골반 너비로 벌려 곧게 서요.'],
      steps: [
        '한 발을 뒤로 크게 내디뎌 발끝으로 바닥을 디뎌요.',
        '상체를 세운 채 뒷무릎이 바닥 가까이 갈 때까지 수직으로 내려가요.',
        '앞발 뒤꿈치로 바닥을 밀며 뒷발을 당겨 처음 자세로 돌아와요.',
        '다리를 번갈아 해요.',
      ],
      breathing: '내려가며 들이마시고, 밀어 올라오며 내쉬어요.',
      mistakes: [
        '앞 무릎이 안쪽으로 무너지면 무릎을 다쳐요. 무릎을 발끝 방향으로 유지해요.',
        '뒷다리로 밀어 올라오면 엉덩이 자극이 줄어요. 앞발 뒤꿈치로 밀어요.',
        '균형이 어려우면 덤벨 없이 먼저 연습해요.',
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
          pose: { trunk: 180, arm: [0, 0], leg: [0, 0, 90] },
          at: ['ankle', 136, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'db'],
          ],
        },
        {
          pose: { trunk: 176, arm: [0, 0], leg: [84, -8.1, 90], leg2: [-2, -98.4, 30] },
          at: ['ankle', 136, 184],
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
    key: 'sumo_deadlift',
    koreanName: '스모 데드리프트',
    englishName: 'Sumo Deadlift',
    bodyParts: ['glutes', 'hamstrings', 'quads', 'back'],
    primaryCount: 2,
    machines: ['barbell'],
    level: 4,
    compound: true,
    pattern: 'hinge',
    load: 'barbell',
    ratios: est([0.95, 1.2, 1.9], [0.62, 0.9, 1.43]), // ≈ 0.95 × deadlift
    aliases: ['스모 데드'],
    popularity: 65,
    videoLink: null,
    description:
      '발을 어깨너비의 두 배 정도로 넓게 벌리고 발끝을 바깥으로 향한 채 바를 정강이 가까이 두고, 다리 안쪽에서 바를 어깨너비로 잡아요. 숨을 들이마셔 복부에 힘을 채우고 가슴을 든 채 무릎을 바깥으로 밀며 바닥을 밀어 바를 들어 올려요. 일어선 뒤 숨을 내쉬고, 바를 몸에 붙여 같은 궤적으로 내려요.',
    caution: '무릎이 안쪽으로 모이거나 허리가 말리면 다치기 쉬워요. 바를 몸에 붙이고 첫 세트는 가볍게 하세요.',
    howTo: {
      setup: [
        '발을 어깨너비의 두 배 정도로 넓게 벌리고 발끝을 바깥으로 향해요.',
        '바를 정강이 가까이 두고, 다리 안쪽에서 바를 어깨너비로 잡아요.',
        '가슴을 들고 허리를 곧게 편 채 엉덩이를 바 가까이 내려요.',
      ],
      steps: [
        '숨을 들이마셔 복부에 힘을 채우고, 무릎을 바깥으로 밀며 바닥을 밀어요.',
        '바를 몸에 붙인 채 엉덩이를 앞으로 밀어 곧게 일어서요.',
        '엉덩이를 뒤로 빼며 같은 궤적으로 바를 내려요.',
      ],
      breathing: '들기 전에 숨을 들이마셔 참고, 일어선 뒤 내쉬어요.',
      mistakes: [
        '무릎이 안쪽으로 모이면 무릎과 허리를 다치기 쉬워요. 무릎을 발끝 방향으로 밀어요.',
        '허리가 둥글게 말리지 않게 가슴을 들고, 첫 세트는 가볍게 해요.',
        '엉덩이가 먼저 솟으면 허리로 들게 돼요. 가슴과 엉덩이가 함께 올라오게 해요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '발을 넓게 벌리고 다리 안쪽에서 바를 잡아, 상체를 더 세운 채 들어요.',
      props: [{ kind: 'barbell', machine: 'barbell', id: 'bar' }],
      keyframes: [
        {
          pose: { trunk: 142, head: 155, arm: [0, 0], leg: [93.9, -4, 90], scale: { thigh: 0.66, thigh2: 0.66 } },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'bar'],
          ],
        },
        {
          pose: { trunk: 150, head: 160, arm: [0, 0], leg: [45, -4, 90], scale: { thigh: 0.75, thigh2: 0.75 } },
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
    key: 'db_sumo_squat',
    koreanName: '덤벨 스모 스쿼트',
    englishName: 'Dumbbell Sumo Squat',
    bodyParts: ['glutes', 'quads', 'hamstrings'],
    primaryCount: 2,
    machines: ['dumbbell'],
    level: 2,
    compound: true,
    pattern: 'squat',
    load: 'dumbbell',
    ratios: est([0.3, 0.4, 0.55], [0.2, 0.3, 0.4]), // = goblet_squat; ONE dumbbell held in both hands
    aliases: ['스모 스쿼트', '와이드 스쿼트', '플리에 스쿼트'],
    popularity: 62,
    videoLink: null,
    description:
      '발을 어깨너비보다 넓게 벌리고 발끝을 바깥으로 45도 정도 돌린 뒤, 덤벨 하나를 양손으로 세로로 잡아 다리 사이에 늘어뜨려요. 숨을 들이마시며 상체를 세운 채 무릎을 발끝 방향으로 밀면서 엉덩이를 아래로 내려요. 숨을 내쉬며 발바닥 전체로 밀어 올라오면서 엉덩이를 조여요.',
    caution: '무릎이 발끝보다 안쪽으로 모이면 무릎에 무리가 가요. 무릎은 발끝과 같은 방향을 유지하세요.',
    howTo: {
      setup: ['발을 어깨너비보다 넓게 벌리고 발끝을 바깥으로 45도 정도 돌려요.', '덤벨 하나를 양손으로 세로로 잡아 다리 사이에 늘어뜨려요.'],
      steps: [
        '상체를 세운 채 무릎을 발끝 방향으로 밀며 엉덩이를 아래로 내려요.',
        '허벅지가 바닥과 거의 평행해지면 멈춰요.',
        '발바닥 전체로 바닥을 밀어 올라오며 엉덩이를 조여요.',
      ],
      breathing: '내려가며 들이마시고, 밀어 올라오며 내쉬어요.',
      mistakes: [
        '무릎이 발끝보다 안쪽으로 모이면 무릎에 무리가 가요. 무릎과 발끝 방향을 맞춰요.',
        '상체가 앞으로 숙여지면 허리에 부담이 가요. 가슴을 들고 덤벨을 수직으로 내려요.',
      ],
    },
    movement: {
      view: 'front',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', id: 'db', at: 'grip' }],
      keyframes: [
        {
          pose: { trunk: 180, arm: [7.5, 19.6], leg: [-17.6, -17.6, -90] },
          at: ['pelvis', 100, 105],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['heel2', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'db'],
            ['hand2', 'db'],
          ],
        },
        {
          pose: { trunk: 180, arm: [7.5, 19.6], leg: [-83.2, 0, -90], scale: { thigh: 0.6, thigh2: 0.6 } },
          at: ['pelvis', 100, 140],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['heel2', 'floor'],
            ['toe2', 'floor'],
            ['hand', 'db'],
            ['hand2', 'db'],
          ],
        },
      ],
    },
  },
  {
    key: 'cable_pull_through',
    koreanName: '케이블 풀 스루',
    englishName: 'Cable Pull-Through',
    bodyParts: ['glutes', 'hamstrings'],
    primaryCount: 2,
    machines: ['cable'],
    level: 2,
    compound: true,
    pattern: 'hinge',
    load: 'stack',
    ratios: est([0.3, 0.45, 0.65], [0.2, 0.3, 0.45]), // ≈ 0.4 × romanian_deadlift
    aliases: ['풀스루'],
    popularity: 25,
    videoLink: null,
    description:
      '케이블 도르래를 가장 낮게 맞추고 로프를 다리 사이로 잡은 채 기계를 등지고 두세 걸음 걸어 나와요. 무릎을 살짝 굽히고 숨을 들이마시며 허리를 편 채 엉덩이를 뒤로 빼, 로프가 다리 사이로 지나가도록 상체를 숙여요. 숨을 내쉬며 엉덩이를 앞으로 밀어 일어서면서 엉덩이를 조여요.',
    caution: '팔로 당기거나 허리를 둥글게 말지 말고, 일어선 뒤 상체를 뒤로 젖히지 마세요.',
    howTo: {
      setup: ['케이블 도르래를 가장 낮게 맞추고 로프를 달아요.', '기계를 등지고 로프를 다리 사이로 잡은 채 두세 걸음 걸어 나와 발을 어깨너비로 벌려요.'],
      steps: [
        '무릎을 살짝 굽히고 허리를 편 채 엉덩이를 뒤로 빼며 상체를 숙여요.',
        '로프가 다리 사이로 지나가 허벅지 뒤가 당기면 멈춰요.',
        '엉덩이를 앞으로 밀어 일어서면서 엉덩이를 조여요.',
      ],
      breathing: '숙이며 들이마시고, 엉덩이를 밀어 일어서며 내쉬어요.',
      mistakes: [
        '팔로 로프를 당기면 엉덩이 자극이 줄어요. 팔은 곧게 두고 엉덩이로 움직여요.',
        '허리를 둥글게 말지 말고, 허리를 편 채 엉덩이만 뒤로 보내요.',
        '일어선 뒤 상체를 뒤로 젖히지 말고, 곧게 선 데서 멈춰요.',
      ],
    },
    movement: {
      view: 'side',
      props: [
        { kind: 'line', machine: 'cable', from: [16, 20], to: [16, 188], width: 5 },
        { kind: 'cable', machine: 'cable', id: 'rope', at: [22, 178] },
      ],
      keyframes: [
        {
          pose: { trunk: 180, arm: [-16.7, 24.9], leg: [2, -2, 90] },
          at: ['ankle', 110, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'rope'],
          ],
        },
        {
          pose: { trunk: 105, head: 118, arm: [-33.1, -0.6], leg: [30, 8, 90] },
          at: ['ankle', 110, 184],
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
    key: 'kettlebell_swing',
    koreanName: '케틀벨 스윙',
    englishName: 'Kettlebell Swing',
    bodyParts: ['glutes', 'hamstrings', 'back', 'abs'],
    primaryCount: 2,
    machines: ['kettlebell'],
    level: 3,
    compound: true,
    pattern: 'hinge',
    load: 'kettlebell',
    ratios: est([0.2, 0.3, 0.4], [0.12, 0.18, 0.26]), // own estimate, one kettlebell
    aliases: ['KB 스윙', '러시안 스윙', '케틀벨 러시안 스윙'],
    popularity: 55,
    videoLink: null,
    description:
      '발을 어깨너비보다 조금 넓게 벌리고 케틀벨을 양손으로 잡아, 엉덩이를 뒤로 빼며 다리 사이로 보내요. 숨을 내쉬며 엉덩이를 힘차게 앞으로 밀어 그 힘으로 케틀벨을 가슴 높이까지 띄워요. 케틀벨이 내려올 때 숨을 들이마시며 다시 엉덩이를 뒤로 빼 다리 사이로 받아요.',
    caution: '팔로 들어 올리거나 허리를 숙였다 펴지 말고, 엉덩이를 접는 힌지 동작으로 하세요. 주변 공간을 먼저 확보하세요.',
    howTo: {
      setup: ['발을 어깨너비보다 조금 넓게 벌리고 케틀벨을 발 앞 바닥에 둬요.', '엉덩이를 뒤로 빼며 허리를 편 채 손잡이를 양손으로 잡아요.'],
      steps: [
        '케틀벨을 다리 사이로 뒤로 보내며 엉덩이를 접어요.',
        '엉덩이를 힘차게 앞으로 밀어 그 힘으로 케틀벨을 가슴 높이까지 띄워요.',
        '케틀벨이 내려오면 다시 엉덩이를 뒤로 빼며 다리 사이로 받아요.',
      ],
      breathing: '엉덩이를 밀어 띄울 때 짧게 내쉬고, 다리 사이로 받을 때 들이마셔요.',
      mistakes: [
        '팔로 들어 올리면 어깨가 다쳐요. 팔은 힘을 빼고 엉덩이 힘으로 띄워요.',
        '스쿼트처럼 앉거나 허리를 숙였다 펴지 말고, 엉덩이를 뒤로 접는 힌지로 해요.',
        '주변에 사람이나 물건이 있으면 위험해요. 앞뒤 공간을 먼저 비워요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'kettlebell', machine: 'kettlebell', id: 'kb', at: 'hand' }],
      keyframes: [
        {
          pose: { trunk: 110, head: 125, arm: [-32.2, 8.7], leg: [30, 8, 90] },
          at: ['ankle', 100, 184],
          contacts: [
            ['heel', 'floor'],
            ['toe', 'floor'],
            ['hand', 'kb'],
          ],
        },
        {
          pose: { trunk: 180, arm: [90, 90], leg: [1, -1, 90] },
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
    key: 'donkey_kick',
    koreanName: '동키 킥',
    englishName: 'Donkey Kick',
    bodyParts: ['glutes', 'hamstrings'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'hip_ext',
    load: 'bodyweight',
    ratios: null,
    aliases: ['덩키 킥'],
    popularity: 45,
    videoLink: null,
    description:
      '양손과 무릎을 바닥에 대고 엎드려 손은 어깨 아래, 무릎은 골반 아래에 둬요. 한쪽 무릎을 90도로 굽힌 채 숨을 내쉬며 발바닥으로 천장을 밀듯 다리를 들어 올려 엉덩이를 조여요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '다리를 높이 올리려고 허리를 꺾지 말고, 복부에 힘을 줘 골반을 고정하세요.',
    howTo: {
      setup: ['양손과 무릎을 바닥에 대고 엎드려요.', '손은 어깨 아래, 무릎은 골반 아래에 두고 등을 평평하게 만들어요.'],
      steps: [
        '한쪽 무릎을 90도로 굽힌 채 발바닥으로 천장을 밀듯 다리를 들어 올려요.',
        '허벅지가 몸통과 나란해지면 엉덩이를 잠깐 조여요.',
        '천천히 무릎을 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '다리를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: ['다리를 높이 올리려고 허리를 꺾지 말고, 배에 힘을 줘 골반을 고정해요.', '몸이 들어 올리는 쪽으로 기울지 않게 두 손으로 바닥을 고르게 눌러요.'],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 112, arm: [0, 0], leg: [0, -90, -40] },
          at: ['knee2', 80, 182],
          contacts: [
            ['knee', 'floor'],
            ['knee2', 'floor'],
            ['hand', 'floor'],
            ['hand2', 'floor'],
          ],
        },
        {
          pose: { trunk: 112, arm: [0, 0], leg: [-100, 170, 260], leg2: [0, -90, -40] },
          at: ['knee2', 80, 182],
          contacts: [
            ['knee2', 'floor'],
            ['hand', 'floor'],
            ['hand2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'fire_hydrant',
    koreanName: '파이어 하이드런트',
    englishName: 'Fire Hydrant',
    bodyParts: ['glutes'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'hip_abd',
    load: 'bodyweight',
    ratios: null,
    aliases: ['파이어 하이드란트'],
    popularity: 30,
    videoLink: null,
    description:
      '양손과 무릎을 바닥에 대고 엎드려 등을 평평하게 만들어요. 무릎을 90도로 굽힌 채 숨을 내쉬며 한쪽 다리를 옆으로 들어 올려 엉덩이 옆쪽을 조여요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '다리를 들 때 몸통이 반대쪽으로 기울지 않게 하고, 골반 높이까지만 들어 올리세요.',
    howTo: {
      setup: ['양손과 무릎을 바닥에 대고 엎드려요.', '손은 어깨 아래, 무릎은 골반 아래에 두고 등을 평평하게 만들어요.'],
      steps: [
        '무릎을 90도로 굽힌 채 한쪽 다리를 옆으로 들어 올려요.',
        '무릎이 골반 높이에 오면 엉덩이 옆쪽을 잠깐 조여요.',
        '천천히 무릎을 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '다리를 들어 올리며 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '다리를 들 때 몸통이 반대쪽으로 기울면 엉덩이 자극이 줄어요. 두 손으로 바닥을 고르게 눌러요.',
        '다리를 골반보다 높이 들려고 허리를 비틀지 말고, 골반 높이까지만 올려요.',
      ],
    },
    movement: {
      view: 'side',
      caption: '가까운 쪽 다리를 옆으로(보는 쪽으로) 들어 올려요.',
      props: [],
      keyframes: [
        {
          pose: { trunk: 112, arm: [0, 0], leg: [0, -90, -40] },
          at: ['knee2', 80, 182],
          contacts: [
            ['knee', 'floor'],
            ['knee2', 'floor'],
            ['hand', 'floor'],
            ['hand2', 'floor'],
          ],
        },
        {
          pose: { trunk: 112, arm: [0, 0], leg: [-8, -88, -40], leg2: [0, -90, -40], scale: { thigh: 0.28 } },
          at: ['knee2', 80, 182],
          contacts: [
            ['knee2', 'floor'],
            ['hand', 'floor'],
            ['hand2', 'floor'],
          ],
        },
      ],
    },
  },
  {
    key: 'clamshell',
    koreanName: '클램쉘',
    englishName: 'Clamshell',
    bodyParts: ['glutes'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'hip_abd',
    load: 'bodyweight',
    ratios: null,
    aliases: ['클램셸', '조개 운동'],
    popularity: 30,
    videoLink: null,
    description:
      '옆으로 누워 머리를 팔에 기대고 무릎을 45도 정도 굽혀 다리를 포개요. 발뒤꿈치를 붙인 채 숨을 내쉬며 위쪽 무릎을 조개가 열리듯 들어 올려요. 숨을 들이마시며 천천히 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
    caution: '골반이 뒤로 젖혀지며 열리지 않게 몸통을 고정하고, 작은 범위라도 엉덩이 옆쪽에 집중하세요.',
    howTo: {
      setup: ['옆으로 누워 아래쪽 팔을 베고, 무릎을 45도 정도 굽혀 두 다리를 포개요.', '위쪽 손은 골반 위에 얹어 골반이 뒤로 넘어가지 않게 잡아요.'],
      steps: [
        '두 발뒤꿈치를 붙인 채 위쪽 무릎을 조개가 열리듯 들어 올려요.',
        '골반이 움직이기 직전에 멈추고 엉덩이 옆쪽을 조여요.',
        '천천히 무릎을 내리고, 한쪽을 마친 뒤 반대쪽도 해요.',
      ],
      breathing: '무릎을 열며 내쉬고, 닫으며 들이마셔요.',
      mistakes: [
        '골반이 뒤로 젖혀지며 열리면 허리가 돌아가요. 골반을 고정하고 무릎만 움직여요.',
        '무릎을 크게 벌리려고 서두르지 말고, 작은 범위라도 엉덩이 옆쪽에 집중해요.',
      ],
    },
    movement: {
      view: 'front',
      props: [],
      keyframes: [
        {
          pose: {
            trunk: -95,
            head: -100,
            arm: [-90, 135],
            arm2: [128, 35.4],
            leg: [87, 87, 90],
            leg2: [72.5, 80.1, 90],
            scale: { thigh: 0.71, shin: 0.7, thigh2: 0.7, shin2: 0.71 },
          },
          at: ['hip', 110, 180],
          contacts: [
            ['shoulder', 'floor'],
            ['hip', 'floor'],
            ['knee', 'floor'],
            ['ankle', 'floor'],
          ],
        },
        {
          pose: {
            trunk: -95,
            head: -100,
            arm: [-90, 135],
            arm2: [128, 35.4],
            leg: [87, 87, 90],
            leg2: [115.5, 50.4, 90],
            scale: { thigh: 0.71, shin: 0.7, thigh2: 0.67, shin2: 0.99 },
          },
          at: ['hip', 110, 180],
          contacts: [
            ['shoulder', 'floor'],
            ['hip', 'floor'],
            ['knee', 'floor'],
            ['ankle', 'floor'],
          ],
        },
      ],
    },
  },
];
