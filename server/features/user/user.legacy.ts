// The legacy checks run first, in the legacy order and texts (docs/legacy-api.md §4.1, §4.5); then the contract
// schema applies docs/product.md §5.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { badRequest as fail, sendText } from '../../rest/shim';
import {
  BirthDateSchema,
  BodyRecordDateSchema,
  type BodyRecordInput,
  BodyRecordInputSchema,
  LegacySignUpSchema,
  MSG,
  type NewMember,
} from '../auth/auth.shared';

export const LEGACY_TEXT = {
  nameLong: '너무 긴 유저명: 3자리 이상, 8자리 이하',
  nameShort: '너무 짧은 유저명: 3자리 이상, 8자리 이하',
  email: '형식에 맞지 않는 이메일 주소',
  passwordShort: '너무 짧은 password: 8자리 이상 필요',
  sex: '성별 선택 오류: 남성 또는 여성',
  height: '적절하지 않은 신장: 80cm 이상, 350cm 이하',
  bodyDataHeight: '적절하지 않은 신장: 20cm 이상, 350cm 이하',
  weight: '적절하지 않은 몸무게: 30kg 이상, 350kg 이하 ',
  bodyFat: '적절하지 않은 체지방량 0% 이상, 95%이하',
  muscleMass: '적절하지 않은 골격근량 0% 이상, 95%이하',
  balance: '적절하지 않은 체형 밸런스 0.0 이상, 1.0이하',
  bodyDataBalance: '적절하지 않은 상하체 밸런스 0 이상, 1이하',
  duplicate: '아이디 중복',
} as const;

/** The wire keeps its bytes (server/rest/fixtures/legacy-wire-corpus.jsonl) though the web's texts changed (docs/decisions/027-decimal-body-data.md). */
const LEGACY_PRODUCT_TEXT: Partial<Record<string, string>> = {
  [MSG.heightInvalid]: '키는 100~250 사이의 세 자리 숫자로 입력해 주세요',
  [MSG.weightInvalid]: '몸무게는 30~300 사이의 두세 자리 숫자로 입력해 주세요',
};

function parseLegacy<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  try {
    return parseOrThrow(schema, value);
  } catch (error) {
    const legacy = error instanceof AppError && error.code === 'VALIDATION' ? LEGACY_PRODUCT_TEXT[error.message] : undefined;
    throw legacy === undefined ? error : fail(legacy);
  }
}

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

function legacyNumberSchema(range: { min: number; max: number; fallback: number }, message: string, description: string) {
  const { min, max, fallback } = range;
  return z
    .union([z.number({ error: message }).min(min, message).max(max, message), z.string({ error: message }).regex(NUMERIC_TEXT, message)], {
      error: message,
    })
    .nullish()
    .transform((value) => (value === undefined || value === null ? fallback : Number(value)))
    .pipe(z.number().min(min, message).max(max, message))
    .meta({ description });
}

/** The legacy wire carries value / 10; 0 and 1 pass here and are refused by the contract schema. */
function legacyBalanceSchema(message: string) {
  return legacyNumberSchema(
    { min: 0, max: 1, fallback: 0.5 },
    message,
    '상하체 밸런스, 0.1~0.9를 0.1 단위로 (하체 0.1 … 상체 0.9). 숫자나 숫자 글자. 생략하면 0.5',
  )
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) <= 1e-6, message)
    .transform((value) => Math.round(value * 10));
}

export function balanceToLegacy(value: number): number {
  return value / 10;
}

export function sexToLegacy(sex: 0 | 1): '남성' | '여성' {
  return sex === 1 ? '여성' : '남성';
}

/** The measurement fields sign-up and body data share, with the legacy defaults and texts (docs/legacy-api.md §4.1 items 5–8, §4.5). */
function legacyMeasurementFields(height: { min: number; message: string }, balanceMessage: string) {
  return {
    height: legacyNumberSchema({ min: height.min, max: 350, fallback: 170 }, height.message, `키(cm), ${height.min}~350. 숫자나 "175" 같은 글자. 생략하면 170`),
    weight: legacyNumberSchema({ min: 30, max: 350, fallback: 70 }, LEGACY_TEXT.weight, '몸무게(kg), 30~350. 숫자나 숫자 글자. 생략하면 70'),
    bodyFat: legacyNumberSchema({ min: 0, max: 95, fallback: 17 }, LEGACY_TEXT.bodyFat, '체지방량(kg), 0~95. 숫자나 숫자 글자. 생략하면 17'),
    muscleMass: legacyNumberSchema({ min: 0, max: 95, fallback: 40 }, LEGACY_TEXT.muscleMass, '골격근량(kg), 0~95. 숫자나 숫자 글자. 생략하면 40'),
    upDownBalance: legacyBalanceSchema(balanceMessage),
  };
}

const nameLength = (name: string) => [...name.normalize('NFC')].length;

/** First refusal in key order (docs/legacy-api.md §4.1 items 1–8). */
const LegacySignUpChecks = z.object({
  userName: z
    .string({ error: MSG.nameRequired })
    .min(1, MSG.nameRequired)
    .refine((name) => nameLength(name) <= 8, LEGACY_TEXT.nameLong)
    .refine((name) => nameLength(name) >= 3, LEGACY_TEXT.nameShort)
    .meta({ description: '이름, 한글 3~8자' }),
  loginEmail: z
    .string({ error: LEGACY_TEXT.email })
    .regex(/^(.+)@(\S+)$/, LEGACY_TEXT.email)
    .meta({ description: '로그인 이메일' }),
  password: z.string({ error: LEGACY_TEXT.passwordShort }).min(8, LEGACY_TEXT.passwordShort).meta({ description: '비밀번호, 영문과 숫자를 포함해 8~25자' }),
  sex: z
    .literal(['남성', '여성', 0, 1, '0', '1'], { error: LEGACY_TEXT.sex })
    .transform((sex): 0 | 1 => (sex === '여성' || sex === 1 || sex === '1' ? 1 : 0))
    .meta({ description: '성별: 남성(0) 또는 여성(1)' }),
  ...legacyMeasurementFields({ min: 80, message: LEGACY_TEXT.height }, LEGACY_TEXT.balance),
});

export const LegacySignUpBodySchema = LegacySignUpChecks.extend({
  birthDate: BirthDateSchema.nullish().meta({ description: '생년월일 YYYY-MM-DD, 생략하거나 null이면 없음' }),
}).meta({
  id: 'LegacySignUp',
  examples: [
    {
      userName: '홍길동',
      loginEmail: 'hong@example.com',
      password: 'abcd1234',
      sex: '남성',
      birthDate: '1999-01-31',
      height: 175,
      weight: 70,
      bodyFat: 18,
      muscleMass: 35,
      upDownBalance: 0.5,
    },
  ],
});

/** A legacy body-data body, checked in the legacy order with the legacy texts (docs/legacy-api.md §4.5); `date` is read by the contract schema. */
const LegacyBodyDataChecks = z.object(legacyMeasurementFields({ min: 20, message: LEGACY_TEXT.bodyDataHeight }, LEGACY_TEXT.bodyDataBalance));

export const LegacyBodyDataBodySchema = LegacyBodyDataChecks.extend({
  date: BodyRecordDateSchema.nullish().meta({ description: '날짜 YYYY-MM-DD, 생략하면 오늘. 같은 날짜의 기록은 덮어써요' }),
}).meta({
  id: 'LegacyBodyDataInput',
  examples: [{ date: '2024-03-20', height: 175, weight: 70, bodyFat: 18, muscleMass: 35, upDownBalance: 0.5 }],
});

export function legacySignUpInput(body: Record<string, unknown>): NewMember {
  const checked = parseOrThrow(LegacySignUpChecks, body);
  const birthDate = body.birthDate === undefined || body.birthDate === null ? null : body.birthDate;
  return parseLegacy(LegacySignUpSchema, { ...checked, birthDate });
}

export function legacyBodyDataInput(body: Record<string, unknown>): BodyRecordInput {
  const measurements = parseOrThrow(LegacyBodyDataChecks, body);
  const date = body.date === undefined || body.date === null ? undefined : body.date;
  return parseLegacy(BodyRecordInputSchema, { date, ...measurements });
}

export function refusalText(examples: readonly string[]) {
  return z
    .string()
    .min(1)
    .meta({ description: '처음 걸린 검사의 한국어 문구 (글자 그대로, 봉투 없이)', examples: [...examples] });
}

export async function bareTextOnInvalid(reply: FastifyReply, work: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return sendText(reply, error.message, 400);
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return sendText(reply, LEGACY_TEXT.duplicate, 400);
    throw error;
  }
}
