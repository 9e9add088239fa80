// The seed catalogue's expected shape, shared by its tests (seed/catalogue/*.test.ts, server/features/catalogue/pictures/*.test.ts) and
// by the tests that read the parts back from the app: the ten body parts in their fixed order, and how names and
// primary parts are read.
import type { BodyPartKey, ExerciseSeed } from '../../server/features/catalogue/catalogue-data';

export const PART_ORDER: [BodyPartKey, string][] = [
  ['chest', '가슴'],
  ['back', '등'],
  ['shoulders', '어깨'],
  ['biceps', '이두'],
  ['triceps', '삼두'],
  ['abs', '복근'],
  ['glutes', '엉덩이'],
  ['quads', '허벅지 앞'],
  ['hamstrings', '허벅지 뒤'],
  ['calves', '종아리'],
];

/** The ten parts' Korean names in that order, as the app lists them. */
export const PART_NAMES = PART_ORDER.map(([, koreanName]) => koreanName);

/** What the search engine ignores: case, spaces and a little punctuation. */
export const norm = (s: string) => s.toLowerCase().replace(/[\s\-·()]/g, '');
export const primaryOf = (e: ExerciseSeed) => e.bodyParts.slice(0, e.primaryCount);
