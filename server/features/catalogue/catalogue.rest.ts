// Legacy /api/workouts/*, /api/bodyParts/all and /api/machines/list (docs/legacy-api.md §4.3).
import { z } from 'zod';
import '../../common/zod-korean';
import { DateTextSchema } from '../../common/schemas';
import { parseOrThrow } from '../../common/validate';
import type { Ctx } from '../../context';
import { badRequest, bodyObject, defineShim, optionalString, PathIdSchema, pathId, stringList } from '../../rest/shim';
import { SHIM_MESSAGES } from '../../rest/shim-messages';
import { getExercise, legacyImgPath, listBodyParts, listMachinesByPartNames, searchExercisesUnion } from './catalogue.service';
import { type Exercise, KeywordSchema, LegacyImgPathSchema, LegacyVideoLinkSchema, SEARCH_PAGE_SIZE } from './catalogue.shared';

const KoreanNameSchema = z.string().min(1);

const BENCH_PRESS = {
  id: 1,
  englishName: 'Barbell Bench Press',
  koreanName: '바벨 벤치 프레스',
  imgPath: 'https://fitforme.example.kr/media/movements/bench_press.svg',
  videoLink: '',
  description: '벤치에 누워 어깨뼈를 모으고, 바를 가슴 중간으로 천천히 내렸다가 밀어 올려요.',
  bodyPartKoreanName: ['가슴', '삼두', '어깨'],
  machineKoreanName: ['바벨', '벤치'],
  machineName: ['바벨', '벤치'],
  caution: '어깨뼈를 모으고 손목을 세우세요. 안전바 또는 보조자를 두세요.',
  atcetera: null,
  createdAt: '2026-11-01',
};

const LegacyWorkoutSchema = z
  .object({
    id: z.number().int().positive().meta({ description: '운동 번호 (workoutId)' }),
    englishName: z.string(),
    koreanName: KoreanNameSchema,
    imgPath: LegacyImgPathSchema,
    videoLink: LegacyVideoLinkSchema,
    description: z.string(),
    bodyPartKoreanName: z.array(KoreanNameSchema).min(1).meta({ description: '운동 부위의 이름, 주로 쓰는 부위부터' }),
    machineKoreanName: z.array(KoreanNameSchema).meta({ description: '필요한 기구의 이름 (맨몸 운동은 빈 목록)' }),
    machineName: z.array(KoreanNameSchema).meta({ description: '`machineKoreanName`과 같아요 (레거시 웹 클라이언트가 선언한 이름)' }),
    caution: z.string(),
    atcetera: z.null().meta({ description: '늘 null (레거시 웹 클라이언트가 선언한 필드)' }),
    createdAt: DateTextSchema.meta({ description: '운동 목록에 들어온 날 (YYYY-MM-DD)' }),
  })
  .meta({
    id: 'LegacyWorkout',
    description: '운동 하나 (레거시 이름은 workout). 목록에서 빠진 운동도 번호로는 찾을 수 있어요.',
    examples: [BENCH_PRESS],
  });

/** A body part as the legacy web client reads it: `bodyPartId` is its 1-based position in the list. */
const LegacyBodyPartSchema = z
  .object({
    bodyPartId: z.number().int().positive().meta({ description: '부위 번호 = 목록에서의 순서 (1부터)' }),
    englishName: z.string(),
    koreanName: KoreanNameSchema,
    imgPath: LegacyImgPathSchema,
  })
  .meta({
    id: 'LegacyBodyPart',
    description: '운동 부위 하나',
    examples: [{ bodyPartId: 1, englishName: 'chest', koreanName: '가슴', imgPath: 'https://fitforme.example.kr/media/body-parts/chest.svg' }],
  });

const LegacyMachineSchema = z.object({ englishName: z.string(), koreanName: KoreanNameSchema, imgPath: LegacyImgPathSchema }).meta({
  id: 'LegacyMachine',
  description: '기구 하나. 번호 없이 이름으로 운동 추천에 보내요.',
  examples: [{ englishName: 'barbell', koreanName: '바벨', imgPath: 'https://fitforme.example.kr/media/machines/barbell.svg' }],
});

/** 1-based, or -1 for every hit unpaged (docs/legacy-api.md §4.3). */
const SearchPageParamSchema = z.union([z.literal('-1').transform(() => -1), PathIdSchema]);

const BODY_PART_NAMES_MAX = 20;

const BodyPartNamesSchema = z
  .array(z.string())
  .max(BODY_PART_NAMES_MAX)
  .nullish()
  .meta({ description: '운동 부위의 한글 이름 목록 (최대 20개). null이나 빈 목록은 "전체"예요.' });

/** Field types are checked first, in the legacy order, then this schema. */
const LegacySearchSchema = z.object({
  searchKeyword: KeywordSchema.nullish().meta({ description: '검색어 (최대 50자). null이나 빈 글자는 검색어 없음이에요.', examples: ['벤치 press'] }),
  bodyPartKoreanName: BodyPartNamesSchema,
});

const LegacyMachinesSchema = z.object({ bodyPartKoreanName: BodyPartNamesSchema });

function legacyWorkout(ctx: Pick<Ctx, 'catalogue'>, w: Exercise) {
  return {
    id: w.id,
    englishName: w.englishName,
    koreanName: w.koreanName,
    imgPath: legacyImgPath(ctx, w.id, w.imgPath),
    videoLink: w.videoLink,
    description: w.description,
    bodyPartKoreanName: w.bodyPartNames,
    machineKoreanName: w.machineNames,
    machineName: w.machineNames,
    caution: w.caution,
    atcetera: null,
    createdAt: w.createdAt,
  };
}

export const catalogueShims = [
  defineShim({
    method: 'GET',
    url: '/workouts/:workoutId',
    auth: 'public',
    doc: {
      tag: '운동 목록',
      summary: '운동 하나를 번호로 읽어요',
      description:
        '로그인 없이 쓸 수 있어요. 목록에서 빠진 운동도 번호로는 찾아요. `imgPath`는 늘 절대 주소이고, `videoLink`는 영상이 없으면 빈 글자예요(null이 아니에요). 없는 번호는 403 `WORKOUT_NOT_FOUND_EXCEPTION`이에요.',
      params: z.object({ workoutId: PathIdSchema.meta({ description: '운동 번호 (1 이상의 정수)' }) }),
      answers: { 200: { json: LegacyWorkoutSchema } },
      errors: ['EXERCISE_NOT_FOUND'],
    },
    handler: (ctx, req) => legacyWorkout(ctx, getExercise(ctx, pathId(req, 'workoutId'))),
  }),

  defineShim({
    method: 'POST',
    url: '/workouts/search/list/:page',
    auth: 'public',
    doc: {
      tag: '운동 목록',
      summary: '검색어나 운동 부위로 운동을 찾아요 (12개씩)',
      description: [
        `로그인 없이 쓸 수 있어요. 한 쪽에 ${SEARCH_PAGE_SIZE}개씩, 쪽 번호는 1부터예요. 쪽 번호 -1은 페이지 없이 전부를 보내요. 끝을 지난 쪽은 빈 목록이에요.`,
        '검색어와 운동 부위는 합집합이에요(검색어에 맞는 운동, 그다음 그 부위의 운동). 둘 다 없으면 모든 운동이에요.',
        '검색어가 없으면 최근에 들어온 운동부터, 있으면 잘 맞는 운동부터예요. 모르는 부위 이름은 아무것도 찾지 않아요. 목록에서 빠진 운동은 나오지 않아요.',
        '본문이 없거나 필드가 null이어도 돼요. 필드의 형식이 틀리면 400 `BAD_REQUEST`예요(`검색어는 글자로 보내 주세요`, `운동 부위는 글자 목록으로 보내 주세요`, `검색어는 50자까지 입력할 수 있어요`).',
      ].join('\n\n'),
      params: z.object({
        page: SearchPageParamSchema.meta({ description: '쪽 번호 (1부터). -1이면 전부를 한 번에 보내요.', examples: ['1', '-1'] }),
      }),
      body: LegacySearchSchema,
      answers: { 200: { json: z.array(LegacyWorkoutSchema).meta({ description: `운동 목록 (쪽마다 최대 ${SEARCH_PAGE_SIZE}개, -1이면 전부)` }) } },
    },
    handler: (ctx, req) => {
      const page = SearchPageParamSchema.safeParse((req.params as { page: string }).page);
      if (!page.success) throw badRequest(SHIM_MESSAGES.pathId);
      const body = bodyObject(req);
      const search = parseOrThrow(LegacySearchSchema, {
        searchKeyword: optionalString(body.searchKeyword, '', 'searchKeyword'),
        bodyPartKoreanName: stringList(body.bodyPartKoreanName, 'bodyPartKoreanName', { max: BODY_PART_NAMES_MAX }),
      });
      return searchExercisesUnion(ctx, { keyword: search.searchKeyword ?? '', bodyPartNames: search.bodyPartKoreanName ?? [], page: page.data }).map((w) =>
        legacyWorkout(ctx, w),
      );
    },
  }),

  // see docs/legacy-api.md §8.
  defineShim({
    method: 'GET',
    url: '/bodyParts/all',
    auth: 'public',
    doc: {
      tag: '운동 목록',
      summary: '운동 부위 목록을 읽어요',
      description:
        '로그인 없이 쓸 수 있어요. 레거시 웹 클라이언트가 읽는 모양 그대로, 감싸는 객체 없는 배열이에요. `bodyPartId`는 목록에서의 순서(1부터)와 같고, 처음 6개가 상체, 나머지가 하체예요.',
      answers: { 200: { json: z.array(LegacyBodyPartSchema) } },
    },
    handler: (ctx) => listBodyParts(ctx).map((p) => ({ bodyPartId: p.bodyPartId, englishName: p.englishName, koreanName: p.koreanName, imgPath: p.imgPath })),
  }),

  defineShim({
    method: 'POST',
    url: '/machines/list',
    auth: 'access',
    doc: {
      tag: '운동 목록',
      summary: '고른 운동 부위에 쓰는 기구 목록을 읽어요',
      description:
        '고른 부위 중 하나라도 쓰는 기구를, 최근에 들어온 기구부터 보내요. 빈 목록이나 null은 모든 기구예요. 모르는 부위 이름은 아무것도 찾지 않아요(레거시 서버는 오류가 났어요). 목록이 아니면 400 `운동 부위는 글자 목록으로 보내 주세요`예요.',
      body: LegacyMachinesSchema,
      answers: { 200: { json: z.array(LegacyMachineSchema) } },
    },
    handler: (ctx, req) => {
      const { bodyPartKoreanName } = parseOrThrow(LegacyMachinesSchema, {
        bodyPartKoreanName: stringList(bodyObject(req).bodyPartKoreanName, 'bodyPartKoreanName', { max: BODY_PART_NAMES_MAX }),
      });
      return listMachinesByPartNames(ctx, bodyPartKoreanName ?? [])
        .map((m) => ({ englishName: m.englishName, koreanName: m.koreanName, imgPath: m.imgPath }))
        .reverse(); // legacy order: id descending
    },
  }),
];
