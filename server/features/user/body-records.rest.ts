// Legacy /api/bodyData/* (docs/legacy-api.md §4.5): a member's body records, with the legacy answers for
// unknown or foreign records (200 with every field null, or 'fail'). Registered by registerUserShims.
import { z } from 'zod';
import { DateTextSchema, IdSchema } from '../../common/schemas';
import { AppError } from '../../errors';
import { bodyObject, defineShim, PathIdSchema, pathId, pathPage, sendText } from '../../rest/shim';
import { SHIM_MESSAGES } from '../../rest/shim-messages';
import { MSG } from '../auth/auth.shared';
import {
  BODY_DATA_PAGE_SIZE,
  type BodyRecord,
  deleteBodyRecord,
  getBodyRecord,
  listBodyRecords,
  recentBodyRecords,
  saveBodyRecord,
} from './body-records.service';
import { balanceToLegacy, bareTextOnInvalid, LEGACY_TEXT, LegacyBodyDataBodySchema, legacyBodyDataInput, refusalText } from './user.legacy';

function legacyBodyData(r: BodyRecord) {
  return {
    bodyDataId: r.bodyDataId,
    date: r.date,
    height: r.height,
    weight: r.weight,
    bodyFat: r.bodyFat,
    muscleMass: r.muscleMass,
    upDownBalance: balanceToLegacy(r.upDownBalance),
  };
}

const LegacyBodyDataSchema = z
  .object({
    bodyDataId: IdSchema,
    date: DateTextSchema,
    height: z.number().meta({ description: '키(cm)' }),
    weight: z.number().meta({ description: '몸무게(kg)' }),
    bodyFat: z.number().meta({ description: '체지방량(kg)' }),
    muscleMass: z.number().meta({ description: '골격근량(kg)' }),
    upDownBalance: z.number().min(0.1).max(0.9).meta({ description: '상하체 밸런스 0.1~0.9 (0.1 단위)' }),
  })
  .meta({
    id: 'LegacyBodyData',
    description: '몸 기록 하나',
    examples: [{ bodyDataId: 345, date: '2024-03-20', height: 175, weight: 70, bodyFat: 18, muscleMass: 35, upDownBalance: 0.5 }],
  });

/** What GET /bodyData/{bodyDataId} answers for an unknown record or another member's (legacy: 200, every field null). */
const LegacyBodyDataAbsentSchema = z
  .object({
    bodyDataId: z.null(),
    date: z.null(),
    height: z.null(),
    weight: z.null(),
    bodyFat: z.null(),
    muscleMass: z.null(),
    upDownBalance: z.null(),
  })
  .meta({
    id: 'LegacyBodyDataAbsent',
    description: '없는 기록이나 남의 기록: 모든 칸이 null',
    examples: [{ bodyDataId: null, date: null, height: null, weight: null, bodyFat: null, muscleMass: null, upDownBalance: null }],
  });

const bodyDataIdParams = z.object({ bodyDataId: PathIdSchema.meta({ description: '몸 기록 번호' }) });

const NULL_BODY_DATA = { bodyDataId: null, date: null, height: null, weight: null, bodyFat: null, muscleMass: null, upDownBalance: null };

export const bodyRecordShims = [
  defineShim({
    method: 'POST',
    url: '/bodyData',
    auth: 'access',
    doc: {
      tag: '몸 기록',
      summary: '몸 기록을 저장해요 (같은 날짜는 덮어써요)',
      description:
        '예전 검사를 예전 순서대로 먼저 해요: 키(20~350), 몸무게(30~350), 체지방량과 골격근량(0~95), 상하체 밸런스(0~1). 그다음 제품 규칙(키 100~250, 몸무게 30~300, 체지방량과 골격근량 1~99.9kg, 소수점 한 자리, 둘의 합은 몸무게보다 작게)을 봐요. 처음 걸린 검사의 문구를 글자 그대로 400으로 보내요. 숫자 칸은 `"175"` 같은 글자도 받고, 빠지면 기본값(오늘, 170, 70, 17, 40, 0.5)이에요. 성공하면 기록 번호를 글자로 보내요(예: `345`).',
      body: LegacyBodyDataBodySchema,
      answers: {
        200: {
          text: z
            .string()
            .regex(/^[1-9]\d*$/)
            .meta({ description: '저장한 기록의 번호', examples: ['345'] }),
        },
        400: {
          text: refusalText([LEGACY_TEXT.bodyDataHeight, LEGACY_TEXT.weight, LEGACY_TEXT.bodyDataBalance, MSG.compositionInvalid, SHIM_MESSAGES.bodyNotObject]),
        },
      },
    },
    handler: (ctx, req, reply) =>
      bareTextOnInvalid(reply, async () => sendText(reply, String((await saveBodyRecord(ctx, legacyBodyDataInput(bodyObject(req)))).bodyDataId))),
  }),

  defineShim({
    method: 'GET',
    url: '/bodyData/recent',
    auth: 'access',
    doc: {
      tag: '몸 기록',
      summary: '날짜가 가장 늦은 몸 기록을 받아요',
      description: '기록이 하나도 없으면 403 `BODY_DATA_NOT_FOUND_EXCEPTION`이에요.',
      answers: { 200: { json: LegacyBodyDataSchema } },
      errors: ['BODY_DATA_NOT_FOUND'],
    },
    handler: async (ctx) => legacyBodyData(await recentBodyRecords(ctx)),
  }),

  defineShim({
    method: 'GET',
    url: '/bodyData/list/:page',
    auth: 'access',
    doc: {
      tag: '몸 기록',
      summary: '몸 기록을 한 쪽씩 받아요',
      description: `쪽은 1부터, 한 쪽에 ${BODY_DATA_PAGE_SIZE}개, 날짜가 늦은 것부터예요. 음수 쪽은 예전처럼 빈 목록이에요. 0이나 숫자가 아닌 쪽, 1,000,000을 넘는 쪽은 400이에요.`,
      params: z.object({
        page: z
          .string()
          .regex(/^(?:-\d{1,15}|[1-9]\d{0,14})$/)
          .meta({ description: '쪽 번호 (1부터, 음수는 빈 목록)', examples: ['1'] }),
      }),
      answers: { 200: { json: z.array(LegacyBodyDataSchema).max(BODY_DATA_PAGE_SIZE) } },
    },
    handler: async (ctx, req) => {
      // Legacy: a negative page is an empty list; page 0 or text is bad input.
      if (/^-\d{1,15}$/.test((req.params as { page: string }).page)) return [];
      return (await listBodyRecords(ctx, pathPage(req, 'page'))).map(legacyBodyData);
    },
  }),

  defineShim({
    method: 'GET',
    url: '/bodyData/:bodyDataId',
    auth: 'access',
    doc: {
      tag: '몸 기록',
      summary: '몸 기록 하나를 받아요',
      description: '없는 기록이나 남의 기록이면 예전처럼 200으로 모든 칸이 null인 객체를 보내요.',
      params: bodyDataIdParams,
      answers: { 200: { json: z.union([LegacyBodyDataSchema, LegacyBodyDataAbsentSchema]) } },
    },
    handler: async (ctx, req) => {
      const id = pathId(req, 'bodyDataId');
      try {
        return legacyBodyData(await getBodyRecord(ctx, id));
      } catch (error) {
        // Legacy: unknown or foreign records answer 200 with every field null.
        if (error instanceof AppError && error.code === 'BODY_DATA_NOT_FOUND') return NULL_BODY_DATA;
        throw error;
      }
    },
  }),

  defineShim({
    method: 'POST',
    url: '/bodyData/delete/:bodyDataId',
    auth: 'access',
    doc: {
      tag: '몸 기록',
      summary: '몸 기록 하나를 지워요',
      description: '지우면 글자 `ok`, 없는 기록이나 남의 기록이면 글자 `fail`이에요(둘 다 200). 본문은 없어요.',
      params: bodyDataIdParams,
      answers: { 200: { text: z.enum(['ok', 'fail']).meta({ examples: ['ok'] }) } },
    },
    handler: async (ctx, req, reply) => {
      const id = pathId(req, 'bodyDataId');
      try {
        await deleteBodyRecord(ctx, id);
        return sendText(reply, 'ok');
      } catch (error) {
        if (error instanceof AppError && error.code === 'BODY_DATA_NOT_FOUND') return sendText(reply, 'fail');
        throw error;
      }
    },
  }),
];
