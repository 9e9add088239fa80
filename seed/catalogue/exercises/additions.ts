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
