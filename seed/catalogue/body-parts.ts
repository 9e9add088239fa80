import type { BodyPartSeed } from '../../server/features/catalogue/catalogue-data';

// Fixed order: bodyPartId = 1-based position (docs/legacy-api.md §4.3); the first six are the upper-body group.
export const BODY_PARTS: BodyPartSeed[] = [
  { key: 'chest', koreanName: '가슴', englishName: 'chest' },
  { key: 'back', koreanName: '등', englishName: 'back' },
  { key: 'shoulders', koreanName: '어깨', englishName: 'shoulders' },
  { key: 'biceps', koreanName: '이두', englishName: 'biceps' },
  { key: 'triceps', koreanName: '삼두', englishName: 'triceps' },
  { key: 'abs', koreanName: '복근', englishName: 'abs' },
  { key: 'glutes', koreanName: '엉덩이', englishName: 'glutes' },
  { key: 'quads', koreanName: '허벅지 앞', englishName: 'quads' },
  { key: 'hamstrings', koreanName: '허벅지 뒤', englishName: 'hamstrings' },
  { key: 'calves', koreanName: '종아리', englishName: 'calves' },
];
