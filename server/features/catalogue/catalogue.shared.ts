// Catalogue API shapes shared by the tRPC routers, the shims and the web client.
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
  /** 0 or absent = every body part (the '전체' tab). */
  bodyPartId: z.number().int().min(0).max(1000).default(0),
  page: PageSchema.default(1),
});
/** What the search service receives: the parsed input, defaults filled in. */
export type SearchQuery = z.output<typeof SearchInputSchema>;

export const MachinesInputSchema = z.object({
  bodyPartIds: z.array(IdSchema).max(20).default([]),
});
export type MachinesInput = z.output<typeof MachinesInputSchema>;

/**
 * How the legacy /api answers send an exercise's pictures and video (server/rest/legacy-wire.ts makes them so), for
 * the route docs of the shims that send exercises (catalogue, recommendation): `imgPath` absolute, on PUBLIC_URL or
 * the request's own origin.
 */
export const LegacyImgPathSchema = z
  .string()
  .regex(/^https?:\/\/\S+$/)
  .meta({ description: '그림의 절대 주소 (PUBLIC_URL 또는 요청한 주소 기준)' });

/** `videoLink`: always a string (legacy clients split it on '='); '' when we know no video. */
export const LegacyVideoLinkSchema = z
  .union([z.literal(''), z.string().regex(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)])
  .meta({ description: '유튜브 영상 주소. 영상이 없으면 빈 글자(null이 아니에요)' });

/** The refusal of a body part or machine the catalogue does not have, naming it ('알 수 없는 기구예요: 7번'). */
export const unknownEntryMessage = (what: '운동 부위' | '기구', named: string) => `알 수 없는 ${what}예요: ${named}`;

/** `retired`: no longer in the catalogue (ADR 005); lists never contain retired entries, lookups by id or key do. */
export type BodyPart = { bodyPartId: number; key: string; koreanName: string; englishName: string; imgPath: string; retired: boolean };
export type Machine = { machineId: number; key: string; koreanName: string; englishName: string; imgPath: string; bodyPartIds: number[]; retired: boolean };

/**
 * How an exercise's amount is counted: repetitions, seconds for a hold (a plank), or minutes for cardio (a
 * routine's amount of a treadmill run; docs/decisions/025-cardio-and-stretching.md).
 */
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
/** Cardio (load model 'cardio') counts minutes, a hold seconds, everything else repetitions. */
export const repUnitOf = (exerciseKey: string, loadModel: string): RepUnit =>
  loadModel === 'cardio' ? '분' : TIMED_EXERCISE_KEYS.includes(exerciseKey) ? '초' : '회';

export type ExerciseSummary = {
  id: number;
  koreanName: string;
  englishName: string;
  imgPath: string;
  /** The body parts it trains, primary movers first: their ids, and their Korean names for display. */
  bodyPartIds: number[];
  bodyPartNames: string[];
  repUnit: RepUnit;
  /** Done with body weight only: the one kind of exercise whose weight may be 0 kg. */
  bodyweight: boolean;
  /** The catalogue's implement ('barbell', 'bodyweight', 'cardio' …): how the workout screen logs it. */
  loadModel: string;
  /** The movement illustration's still start frame (MovementPictures.still) for a card; null: show `imgPath`. */
  stillPath: string | null;
};

/**
 * An exercise's movement illustration (/media/movements, docs/decisions/033-movement-illustrations.md): animated
 * between its keyframes, the still start frame (cards), the keyframes side by side (reduced motion), and a
 * Korean caption (what a same-movement variant changes), null when there is none.
 */
export type MovementPictures = { animated: string; still: string; frames: string; caption: string | null };

/** `/media/movements/<key>…`: the three pictures of an exercise's movement. */
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
  /** The machines it needs, for display (`machines` has their ids). */
  machineNames: string[];
  /** Primary movers first; `primary` marks them. */
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
  /**
   * No longer offered (ADR 005): hidden from search and recommendations, still readable by id. The store
   * always sets it (see CatalogueExercise); optional only so hand-built Exercises (engine tests) need not.
   */
  retired?: boolean;
  /** Always set on catalogue entries (CatalogueExercise); optional only so hand-built Exercises need not. */
  howTo?: HowTo | null;
  movement?: MovementPictures | null;
};

/**
 * An Exercise as the catalogue store holds it: `retired` always set; the how-to (준비 · 동작 · 호흡 · 흔한 실수)
 * and the movement illustration, each null while the entry has none (the web then shows the description and
 * the muscle map only).
 */
export type CatalogueExercise = Exercise & { retired: boolean; howTo: HowTo | null; movement: MovementPictures | null };

/**
 * One page of the search. `matchedBodyPartIds`: the body parts the keyword names ('가슴', 'ㄱㅅ', '허벅지'),
 * whose exercises the answer lists too; `suggestion`: a near name to offer ('혹시 …') when the keyword
 * finds fewer than three, else null (docs/decisions/029-search-finds-what-people-type.md). Both empty
 * without a keyword.
 */
export type SearchResult = {
  items: ExerciseSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  matchedBodyPartIds: number[];
  suggestion: string | null;
};

/**
 * The catalogue as the web client keeps it for offline use (docs/decisions/017-offline-data.md): every
 * exercise (retired ones too, for routines and history), the active body parts and machines, and the
 * catalogue's version, which the client compares (catalogue.version) before fetching the copy again.
 */
export type OfflineCatalogue = { version: string; bodyParts: BodyPart[]; machines: Machine[]; exercises: CatalogueExercise[] };
