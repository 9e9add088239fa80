import { z } from 'zod';
import '../../common/zod-korean';
import { IdSchema, PageSchema } from '../../common/schemas';
import { hasForbiddenChars } from '../../common/text.shared';
import type { HowTo } from './movements/model';

export { isBodyweight, SEARCH_PAGE_SIZE } from './search/search-constants';
export type { HowTo };

export const KeywordSchema = z
  .string()
  .max(50, '검색어는 50자까지 입력할 수 있어요')
  .refine((v) => !hasForbiddenChars(v), '사용할 수 없는 문자가 들어 있어요');

export const SearchInputSchema = z.object({
  keyword: KeywordSchema.default(''),
  bodyPartId: z.number().int().min(0).max(1000).default(0),
  page: PageSchema.default(1),
});
export type SearchQuery = z.output<typeof SearchInputSchema>;

export const MachinesInputSchema = z.object({
  bodyPartIds: z.array(IdSchema).max(20).default([]),
});
export type MachinesInput = z.output<typeof MachinesInputSchema>;

export const LegacyImgPathSchema = z
  .string()
  .regex(/^https?:\/\/\S+$/)
  .meta({ description: '그림의 절대 주소 (PUBLIC_URL 또는 요청한 주소 기준)' });

/** Always a string: legacy clients split it on '='. */
export const LegacyVideoLinkSchema = z
  .union([z.literal(''), z.string().regex(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)])
  .meta({ description: '유튜브 영상 주소. 영상이 없으면 빈 글자(null이 아니에요)' });

export const unknownEntryMessage = (what: '운동 부위' | '기구', named: string) => `알 수 없는 ${what}예요: ${named}`;

export type BodyPart = { bodyPartId: number; key: string; koreanName: string; englishName: string; imgPath: string; retired: boolean };
export type Machine = { machineId: number; key: string; koreanName: string; englishName: string; imgPath: string; bodyPartIds: number[]; retired: boolean };

export type RepUnit = '회' | '초' | '분';

/** Holds (plank, wall sit …) are done for time: their amount is seconds, wherever they appear (a routine,
 * a recommendation). A farmer's walk is loaded as for 10 reps, then held. Stretches (pattern 'stretch',
 * docs/decisions/025-cardio-and-stretching.md) are held for time too; cardio is measured apart (time,
 * distance, level: its load model 'cardio'), not as a hold. */
export const TIMED_EXERCISE_KEYS: readonly string[] = [
  'plank',
  'side_plank',
  'wall_sit',
  'flutter_kick',
  'dead_bug',
  'farmers_walk',
  'hamstring_stretch',
  'quad_stretch',
  'chest_stretch',
  'cat_cow',
  'pigeon_stretch',
  'calf_stretch',
  'lat_stretch',
  'shoulder_stretch',
];
export const repUnitOf = (exerciseKey: string, loadModel: string): RepUnit =>
  loadModel === 'cardio' ? '분' : TIMED_EXERCISE_KEYS.includes(exerciseKey) ? '초' : '회';

export type ExerciseSummary = {
  id: number;
  koreanName: string;
  englishName: string;
  imgPath: string;
  bodyPartIds: number[];
  bodyPartNames: string[];
  repUnit: RepUnit;
  bodyweight: boolean;
  loadModel: string;
  stillPath: string | null;
};

/** docs/decisions/033-movement-illustrations.md */
export type MovementPictures = { animated: string; still: string; frames: string; caption: string | null };

export const movementPicturesOf = (key: string, caption: string | null): MovementPictures => ({
  animated: `/media/movements/${key}.svg`,
  still: `/media/movements/${key}.still.svg`,
  frames: `/media/movements/${key}.frames.svg`,
  caption,
});

/** The full entry carries `loadModel` instead of the summary's `bodyweight` flag (see isBodyweight). */
export type Exercise = Omit<ExerciseSummary, 'bodyweight' | 'stillPath'> & {
  key: string;
  description: string;
  caution: string;
  videoLink: string | null;
  machineNames: string[];
  bodyParts: { bodyPartId: number; key: string; koreanName: string; primary: boolean }[];
  machines: { machineId: number; key: string; koreanName: string }[];
  level: number;
  compound: boolean;
  pattern: string;
  loadModel: string;
  ratios: { male: number[]; female: number[]; basis: string } | null;
  aliases: string[];
  popularity: number;
  createdAt: string;
  /** Optional only so hand-built Exercises (engine tests) need not set it; the store always does. */
  retired?: boolean;
  howTo?: HowTo | null;
  movement?: MovementPictures | null;
};

export type CatalogueExercise = Exercise & { retired: boolean; howTo: HowTo | null; movement: MovementPictures | null };

/** `suggestion`: offered when fewer than three are found (docs/decisions/029-search-finds-what-people-type.md). */
export type SearchResult = {
  items: ExerciseSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  matchedBodyPartIds: number[];
  suggestion: string | null;
};

/** Retired exercises included, for routines and history (docs/decisions/017-offline-data.md). */
export type OfflineCatalogue = { version: string; bodyParts: BodyPart[]; machines: Machine[]; exercises: CatalogueExercise[] };
