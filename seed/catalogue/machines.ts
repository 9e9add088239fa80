import type { MachineSeed } from '../../server/features/catalogue/catalogue-data';

// Equipment found in most Korean gyms. `bodyParts` = the union of the PRIMARY body parts of the exercises that
// need the machine ('bodyweight' = exercises with no equipment), so picking 가슴 offers only machines that can
// train the chest as a primary mover. catalogue.test.ts checks that this stays in sync with EXERCISES.
export const MACHINES: MachineSeed[] = [
  {
    key: 'barbell',
    koreanName: '바벨',
    englishName: 'barbell',
    bodyParts: ['chest', 'back', 'shoulders', 'biceps', 'triceps', 'glutes', 'quads', 'hamstrings', 'calves'],
  },
  {
    key: 'dumbbell',
    koreanName: '덤벨',
    englishName: 'dumbbell',
    bodyParts: ['chest', 'back', 'shoulders', 'biceps', 'triceps', 'abs', 'glutes', 'quads', 'hamstrings', 'calves'],
  },
  { key: 'kettlebell', koreanName: '케틀벨', englishName: 'kettlebell', bodyParts: ['glutes', 'quads', 'hamstrings'] },
  { key: 'bench', koreanName: '벤치', englishName: 'bench', bodyParts: ['chest', 'back', 'shoulders', 'biceps', 'triceps', 'glutes', 'quads', 'calves'] },
  { key: 'squat_rack', koreanName: '스쿼트 랙', englishName: 'squat rack', bodyParts: ['back', 'glutes', 'quads', 'hamstrings', 'calves'] },
  { key: 'smith_machine', koreanName: '스미스 머신', englishName: 'smith machine', bodyParts: ['chest', 'back', 'shoulders', 'glutes', 'quads', 'calves'] },
  {
    key: 'cable',
    koreanName: '케이블 머신',
    englishName: 'cable machine',
    bodyParts: ['chest', 'back', 'shoulders', 'biceps', 'triceps', 'abs', 'glutes', 'hamstrings'],
  },
  { key: 'lat_pulldown', koreanName: '랫풀다운 머신', englishName: 'lat pulldown machine', bodyParts: ['back'] },
  { key: 'seated_row', koreanName: '시티드 로우 머신', englishName: 'seated row machine', bodyParts: ['back'] },
  { key: 'chest_press_machine', koreanName: '체스트 프레스 머신', englishName: 'chest press machine', bodyParts: ['chest'] },
  { key: 'pec_deck', koreanName: '펙덱 머신', englishName: 'pec deck machine', bodyParts: ['chest', 'shoulders'] },
  { key: 'shoulder_press_machine', koreanName: '숄더 프레스 머신', englishName: 'shoulder press machine', bodyParts: ['shoulders'] },
  { key: 'leg_press', koreanName: '레그 프레스', englishName: 'leg press', bodyParts: ['glutes', 'quads', 'calves'] },
  { key: 'hack_squat', koreanName: '핵 스쿼트 머신', englishName: 'hack squat machine', bodyParts: ['glutes', 'quads'] },
  { key: 'leg_extension', koreanName: '레그 익스텐션', englishName: 'leg extension machine', bodyParts: ['quads'] },
  { key: 'leg_curl', koreanName: '레그 컬', englishName: 'leg curl machine', bodyParts: ['hamstrings'] },
  { key: 'hip_abduction', koreanName: '힙 어브덕션 머신', englishName: 'hip abduction machine', bodyParts: ['glutes'] },
  { key: 'calf_raise_machine', koreanName: '카프 레이즈 머신', englishName: 'standing calf raise machine', bodyParts: ['calves'] },
  { key: 'seated_calf_raise', koreanName: '시티드 카프 레이즈 머신', englishName: 'seated calf raise machine', bodyParts: ['calves'] },
  { key: 'pullup_bar', koreanName: '풀업 바', englishName: 'pull-up bar', bodyParts: ['back', 'biceps', 'abs'] },
  { key: 'dip_bar', koreanName: '딥스 바', englishName: 'dip bars', bodyParts: ['chest', 'triceps'] },
  { key: 'assisted_pullup', koreanName: '어시스티드 풀업 머신', englishName: 'assisted pull-up and dip machine', bodyParts: ['chest', 'back', 'triceps'] },
  { key: 'ez_bar', koreanName: 'EZ 바', englishName: 'EZ bar', bodyParts: ['biceps', 'triceps'] },
  { key: 'preacher_bench', koreanName: '프리처 컬 벤치', englishName: 'preacher curl bench', bodyParts: ['biceps'] },
  { key: 't_bar_row', koreanName: '티바 로우 머신', englishName: 'T-bar row machine', bodyParts: ['back'] },
  { key: 'lateral_raise_machine', koreanName: '레터럴 레이즈 머신', englishName: 'lateral raise machine', bodyParts: ['shoulders'] },
  { key: 'roman_chair', koreanName: '로만 체어', englishName: 'roman chair (back extension bench)', bodyParts: ['back'] },
  { key: 'ab_roller', koreanName: 'AB 슬라이드', englishName: 'ab roller', bodyParts: ['abs'] },
  {
    key: 'bodyweight',
    koreanName: '맨몸',
    englishName: 'bodyweight',
    bodyParts: ['chest', 'back', 'shoulders', 'triceps', 'abs', 'glutes', 'quads', 'hamstrings', 'calves'],
  },
  // The cardio zone (ADR 025): added after the others, so a fresh database numbers the earlier ones as before.
  { key: 'treadmill', koreanName: '런닝머신', englishName: 'treadmill', bodyParts: ['quads', 'calves'] },
  { key: 'stationary_bike', koreanName: '실내 자전거', englishName: 'upright stationary bike', bodyParts: ['quads'] },
  { key: 'recumbent_bike', koreanName: '리컴번트 자전거', englishName: 'recumbent bike', bodyParts: ['quads'] },
  { key: 'rowing_machine', koreanName: '로잉 머신', englishName: 'rowing machine', bodyParts: ['back', 'quads'] },
  { key: 'stair_climber', koreanName: '천국의 계단', englishName: 'stair climber (stepmill)', bodyParts: ['glutes', 'quads'] },
  { key: 'elliptical', koreanName: '일립티컬', englishName: 'elliptical trainer', bodyParts: ['glutes', 'quads'] },
];
