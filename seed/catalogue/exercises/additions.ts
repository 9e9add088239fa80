import type { ExerciseSeed } from '../../../server/features/catalogue/catalogue-data';
import { est } from './helpers';

// Exercises added after the first catalogue (the trainer rules of ADR 012). They are listed last so that a fresh database numbers
// every earlier exercise exactly as before.
export const ADDITIONS: ExerciseSeed[] = [
  {
    // A chest press for gyms (or corners of a gym) without a bench: a trainer's answer to 가슴 with
    // dumbbells only, instead of a burpee.
    key: 'db_floor_press',
    koreanName: '덤벨 플로어 프레스',
    englishName: 'Dumbbell Floor Press',
    bodyParts: ['chest', 'triceps', 'shoulders'],
    primaryCount: 1,
    machines: ['dumbbell'],
    level: 2,
    compound: true,
    pattern: 'h_push',
    load: 'dumbbell',
    ratios: est([0.18, 0.27, 0.36], [0.11, 0.16, 0.23]), // ≈ 0.9 × db_bench_press (shorter range), per hand
    aliases: ['플로어 프레스', '덤벨 플로어', '바닥 프레스'],
    popularity: 35,
    videoLink: null,
    description:
      '바닥에 누워 무릎을 세우고 덤벨을 가슴 옆에 든 채 팔꿈치를 바닥에 내려놓아요. 어깨뼈를 모으고 숨을 내쉬며 덤벨을 가슴 위로 모으듯 밀어 올려요. 숨을 들이마시며 팔꿈치가 바닥에 살짝 닿을 때까지 천천히 내려요.',
    caution: '팔꿈치를 바닥에 쿵 떨어뜨리지 말고, 몸통에서 45도 정도만 벌리세요.',
    howTo: {
      setup: ['바닥에 누워 무릎을 세우고 발바닥을 바닥에 붙여요.', '덤벨을 가슴 옆에 든 채 팔꿈치를 바닥에 내려놓아요.'],
      steps: ['어깨뼈를 모은 채 덤벨을 가슴 위로 모으듯 밀어 올려요.', '팔꿈치가 바닥에 살짝 닿을 때까지 천천히 내려요.'],
      breathing: '밀어 올리며 숨을 내쉬고, 내리며 들이마셔요.',
      mistakes: [
        '팔꿈치를 바닥에 쿵 떨어뜨리면 팔꿈치가 아파요. 살짝 닿게 내려요.',
        '팔꿈치를 옆으로 크게 벌리면 어깨에 무리가 가요. 몸통에서 45도쯤만 벌려요.',
      ],
    },
    movement: {
      view: 'side',
      props: [{ kind: 'dumbbell', machine: 'dumbbell', at: 'hand' }],
      keyframes: [
        {
          pose: { trunk: -90, arm: [76.6, 180], leg: [134.7, 32.7, 90], scale: { upperArm: 0.72, upperArm2: 0.72 } },
          at: ['upperBack', 60, 187],
          contacts: [
            ['upperBack', 'floor'],
            ['butt', 'floor'],
            ['heel', 'floor'],
            ['elbow', 'floor'],
          ],
        },
        {
          pose: { trunk: -90, arm: [159.5, 184.8], leg: [134.7, 32.7, 90] },
          at: ['upperBack', 60, 187],
          contacts: [
            ['upperBack', 'floor'],
            ['butt', 'floor'],
            ['heel', 'floor'],
          ],
        },
      ],
    },
  },
];

// Added after the cardio machines and the stretches, and listed after them, for the same reason.
export const LATER_ADDITIONS: ExerciseSeed[] = [
  {
    // A back move with no equipment at all (docs/training-science.md §6.16 rule 8): before it, 등 with no machines got nothing.
    key: 'prone_cobra',
    koreanName: '프론 코브라',
    englishName: 'Prone Cobra',
    bodyParts: ['back', 'shoulders', 'glutes'],
    primaryCount: 1,
    machines: [],
    level: 1,
    compound: false,
    pattern: 'hip_ext',
    load: 'bodyweight',
    ratios: null,
    aliases: ['코브라', '엎드려 상체 들기', '프론 익스텐션'],
    popularity: 30,
    videoLink: null,
    description:
      '바닥에 엎드려 팔을 몸 옆에 두고 손바닥이 바닥을 보게 해요. 숨을 내쉬며 어깨뼈를 모아 내리고 가슴과 팔을 바닥에서 살짝 들어 엄지가 바깥을 보도록 팔을 돌려요. 위에서 2초 버틴 뒤 숨을 들이마시며 천천히 내려와요.',
    caution: '고개를 뒤로 젖히지 말고 시선은 바닥에 두세요. 허리가 아프면 가슴을 조금만 들어요.',
    howTo: {
      setup: ['바닥에 엎드려 다리를 골반 너비로 펴요.', '팔을 몸 옆에 두고 손바닥이 바닥을 보게 해요.'],
      steps: ['어깨뼈를 모아 내리며 가슴과 팔을 바닥에서 살짝 들어요.', '엄지가 바깥을 보도록 팔을 돌리고 위에서 2초 버텨요.', '천천히 바닥으로 내려와요.'],
      breathing: '들어 올리며 숨을 내쉬고, 내려오며 들이마셔요.',
      mistakes: ['고개를 뒤로 젖히면 목에 무리가 가요. 시선은 바닥에 둬요.', '허리 힘만으로 높이 들면 허리가 아파요. 어깨뼈를 모으는 힘으로 조금만 들어요.'],
    },
    movement: {
      view: 'side',
      props: [],
      keyframes: [
        {
          pose: { trunk: 90, head: 90, arm: [-90, -90], leg: [-90, -90, -45] },
          at: ['pelvis', 112, 180],
          contacts: [
            ['chest', 'floor'],
            ['pelvis', 'floor'],
            ['knee', 'floor'],
            ['toe', 'floor'],
          ],
        },
        {
          pose: { trunk: 106, head: 100, arm: [-102, -102], leg: [-90, -90, -45] },
          at: ['pelvis', 112, 180],
          contacts: [
            ['pelvis', 'floor'],
            ['knee', 'floor'],
            ['toe', 'floor'],
          ],
          hold: 2,
        },
      ],
    },
  },
];
