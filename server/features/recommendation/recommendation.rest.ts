// Legacy /api/recommendation/* (docs/legacy-api.md §4.4, §4.6). The id is answered only after the results are stored.
import { z } from 'zod';
import '../../common/zod-korean';
import { DateTextSchema } from '../../common/schemas';
import { parseOrThrow } from '../../common/validate';
import type { AuthedCtx } from '../../context';
import { bodyObject, defineShim, PathIdSchema, pathId, pathPage, sendEmpty, stringList } from '../../rest/shim';
import { legacyImgPath, resolveNames } from '../catalogue/catalogue.service';
import { LegacyImgPathSchema, LegacyVideoLinkSchema } from '../catalogue/catalogue.shared';
import type { RecommendedExercise } from './engine/types';
import { createRecommendation, deleteRecommendation, getRecommendation, listRecommendations } from './recommendation.service';
import {
  BODY_PART_LIST_MSG,
  BODY_PARTS_MAX,
  MACHINES_MAX,
  type NewRecommendation,
  RECOMMENDATION_PAGE_SIZE,
  type Recommendation,
} from './recommendation.shared';

const CatalogueNameSchema = z.string().min(1).max(30);

const LegacyRecommendationSchema = z.object({
  bodyPartKoreanName: z
    .array(CatalogueNameSchema, { error: BODY_PART_LIST_MSG.missing })
    .min(1, BODY_PART_LIST_MSG.empty)
    .max(BODY_PARTS_MAX)
    .meta({ description: `운동할 부위의 한글 이름, 고른 순서대로 (1~${BODY_PARTS_MAX}개)`, examples: [['가슴', '삼두']] }),
  machineKoreanName: z
    .array(CatalogueNameSchema)
    .max(MACHINES_MAX)
    .nullish()
    .meta({ description: `쓸 수 있는 기구의 한글 이름 (최대 ${MACHINES_MAX}개). 빈 목록이나 null은 그 부위의 모든 기구예요.`, examples: [['바벨', '덤벨']] }),
});

const AMOUNT_TEXT = /^\d+$/;

const LegacyRecommendedExerciseSchema = z
  .object({
    workoutId: z.number().int().positive().meta({ description: '운동 번호' }),
    koreanName: z.string().min(1),
    englishName: z.string(),
    machineKoreanName: z.array(z.string()).meta({ description: '필요한 기구의 이름 (맨몸 운동은 빈 목록)' }),
    bodyPartKoreanName: z.array(z.string()).meta({ description: '운동 부위의 이름' }),
    description: z.string(),
    imgPath: LegacyImgPathSchema,
    weight: z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/)
      .meta({ description: '무게(kg)를 글자로 (예: "42.5"). 맨몸 운동은 "0"이에요.' }),
    repeat: z.string().regex(AMOUNT_TEXT).meta({ description: '세트마다 횟수를 글자로 (버티는 운동은 초)' }),
    set: z.string().regex(AMOUNT_TEXT).meta({ description: '세트 수를 글자로' }),
    videoLink: LegacyVideoLinkSchema,
    caution: z.string(),
  })
  .meta({
    id: 'LegacyRecommendedExercise',
    description: '추천받은 운동 하나와 그 양(무게, 횟수, 세트). 숫자는 글자로 보내요.',
    examples: [
      {
        workoutId: 1,
        koreanName: '바벨 벤치 프레스',
        englishName: 'Barbell Bench Press',
        machineKoreanName: ['바벨', '벤치'],
        bodyPartKoreanName: ['가슴', '삼두', '어깨'],
        description: '벤치에 누워 어깨뼈를 모으고, 바를 가슴 중간으로 천천히 내렸다가 밀어 올려요.',
        imgPath: 'https://fitforme.example.kr/media/movements/bench_press.svg',
        weight: '40',
        repeat: '12',
        set: '3',
        videoLink: '',
        caution: '어깨뼈를 모으고 손목을 세우세요. 안전바 또는 보조자를 두세요.',
      },
    ],
  });

const RecommendationDateSchema = DateTextSchema.meta({ description: '추천받은 날 (YYYY-MM-DD, 서버 기준 한국 날짜)' });
const RequestedBodyPartsSchema = z.array(z.string()).min(1).meta({ description: '요청한 부위의 이름, 요청한 순서대로' });

const LegacyRecommendationAnswerSchema = z
  .object({
    date: RecommendationDateSchema,
    requestedBodyParts: RequestedBodyPartsSchema,
    recommends: z.array(LegacyRecommendedExerciseSchema),
  })
  .meta({
    id: 'LegacyRecommendation',
    description: '저장된 운동 추천 하나',
    examples: [{ date: '2026-11-21', requestedBodyParts: ['가슴'], recommends: [] }],
  });

const LegacyRecommendationEntrySchema = z
  .object({
    recommendId: z.number().int().positive().meta({ description: '추천 번호 (recommendationId)' }),
    date: RecommendationDateSchema,
    requestedBodyParts: RequestedBodyPartsSchema,
    workouts: z.array(LegacyRecommendedExerciseSchema),
  })
  .meta({
    id: 'LegacyRecommendationEntry',
    description: '추천 기록 목록의 한 항목',
    examples: [{ recommendId: 57, date: '2026-11-21', requestedBodyParts: ['등', '이두'], workouts: [] }],
  });

const RecommendationIdParams = z.object({ recommendationId: PathIdSchema.meta({ description: '추천 번호 (POST /api/recommendation/workout이 준 번호)' }) });

function newRecommendationOf(ctx: AuthedCtx, legacy: z.output<typeof LegacyRecommendationSchema>): NewRecommendation {
  const catalogue = ctx.catalogue.current;
  return {
    bodyPartIds: resolveNames(legacy.bodyPartKoreanName, catalogue.bodyParts, '운동 부위').map((p) => p.bodyPartId),
    machineIds: resolveNames(legacy.machineKoreanName ?? [], catalogue.machines, '기구').map((m) => m.machineId),
  };
}

function legacyItem(ctx: AuthedCtx, r: RecommendedExercise) {
  return {
    workoutId: r.exerciseId,
    koreanName: r.koreanName,
    englishName: r.englishName,
    machineKoreanName: r.machineNames,
    bodyPartKoreanName: r.bodyPartNames,
    description: r.description,
    imgPath: legacyImgPath(ctx, r.exerciseId, r.imgPath),
    weight: r.weight,
    repeat: r.repeat,
    set: r.set,
    videoLink: r.videoLink,
    caution: r.caution,
  };
}

const legacyHistory = (ctx: AuthedCtx, r: Recommendation) => ({
  date: r.date,
  requestedBodyParts: r.requestedBodyParts,
  recommends: r.recommends.map((item) => legacyItem(ctx, item)),
});

export const recommendationShims = [
  defineShim({
    method: 'POST',
    url: '/recommendation/workout',
    auth: 'access',
    doc: {
      tag: '운동 추천',
      summary: '고른 부위와 기구로 운동을 추천받고, 그 추천 번호를 받아요',
      description: [
        '답은 JSON 숫자 하나, 새 추천 번호예요(예: `57`). 추천은 번호를 보내기 전에 저장되므로 `GET /api/recommendation/workout/history/{recommendationId}`로 바로 읽을 수 있어요.',
        '가장 최근에 넣은 몸 기록으로 계산해요. 몸 기록이 없으면 403 `BODY_DATA_NOT_FOUND_EXCEPTION`이에요.',
        '부위 목록이 없거나 목록이 아니면 400 `운동 부위는 글자 목록으로 보내 주세요`, 비어 있으면 `운동할 부위를 하나 이상 선택해 주세요`, 모르는 이름은 `알 수 없는 운동 부위예요: …`, `알 수 없는 기구예요: …`예요.',
      ].join('\n\n'),
      body: LegacyRecommendationSchema,
      answers: {
        200: {
          json: z
            .number()
            .int()
            .positive()
            .meta({ description: '새 추천 번호 (recommendationId)', examples: [57] }),
        },
      },
      errors: ['BODY_DATA_NOT_FOUND', 'USER_NOT_FOUND'],
    },
    handler: async (ctx, req, reply) => {
      const body = bodyObject(req);
      const legacy = parseOrThrow(LegacyRecommendationSchema, {
        bodyPartKoreanName: stringList(body.bodyPartKoreanName, 'bodyPartKoreanName', { required: true }),
        machineKoreanName: stringList(body.machineKoreanName, 'machineKoreanName'),
      });
      const created = await createRecommendation(ctx, newRecommendationOf(ctx, legacy));
      return reply.type('application/json; charset=utf-8').send(String(created.recommendationId));
    },
  }),

  defineShim({
    method: 'GET',
    url: '/recommendation/workout/history/list/:page',
    auth: 'access',
    doc: {
      tag: '운동 추천',
      summary: '내 추천 기록을 최근 것부터 12개씩 읽어요',
      description: `레거시 웹 클라이언트는 쓰지 않는 주소예요. 쪽 번호는 1부터 1,000,000까지이고, 끝을 지난 쪽은 빈 목록이에요. 추천받은 운동은 \`workouts\`에 있어요.`,
      params: z.object({ page: PathIdSchema.meta({ description: '쪽 번호 (1~1,000,000)' }) }),
      answers: {
        200: {
          json: z
            .array(LegacyRecommendationEntrySchema)
            .max(RECOMMENDATION_PAGE_SIZE)
            .meta({ description: `추천 기록 (최대 ${RECOMMENDATION_PAGE_SIZE}개)` }),
        },
      },
    },
    handler: async (ctx, req) =>
      (await listRecommendations(ctx, { page: pathPage(req, 'page') })).map((r) => ({
        recommendId: r.recommendationId,
        date: r.date,
        requestedBodyParts: r.requestedBodyParts,
        workouts: r.recommends.map((item) => legacyItem(ctx, item)),
      })),
  }),

  defineShim({
    method: 'GET',
    url: '/recommendation/workout/history/:recommendationId',
    auth: 'access',
    doc: {
      tag: '운동 추천',
      summary: '추천 하나를 번호로 읽어요',
      description:
        '`recommends`의 순서는 추천한 순서예요. 없는 번호와 다른 회원의 번호는 404 `RECOMMEND_NOT_FOUND_EXCEPTION`이에요. 각 운동에는 레거시 서버에 없던 `videoLink`(영상이 없으면 빈 글자)와 `caution`도 있어요.',
      params: RecommendationIdParams,
      answers: { 200: { json: LegacyRecommendationAnswerSchema } },
      errors: ['RECOMMEND_NOT_FOUND'],
    },
    handler: async (ctx, req) => legacyHistory(ctx, await getRecommendation(ctx, pathId(req, 'recommendationId'))),
  }),

  // Legacy deleted any member's record; ours deletes only the caller's (another's id is not found).
  defineShim({
    method: 'DELETE',
    url: '/recommendation/workout/history/:recommendationId',
    auth: 'access',
    doc: {
      tag: '운동 추천',
      summary: '내 추천 하나를 지워요',
      description:
        '레거시 웹 클라이언트는 쓰지 않는 주소예요. 성공하면 본문 없이 200이에요. 내 추천만 지울 수 있어요: 없는 번호와 다른 회원의 번호는 404 `RECOMMEND_NOT_FOUND_EXCEPTION`이에요(레거시 서버는 누구의 것이든 지웠어요).',
      params: RecommendationIdParams,
      answers: { 200: { empty: true } },
      errors: ['RECOMMEND_NOT_FOUND'],
    },
    handler: async (ctx, req, reply) => {
      await deleteRecommendation(ctx, pathId(req, 'recommendationId'));
      return sendEmpty(reply);
    },
  }),
];
