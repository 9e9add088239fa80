// Legacy sign-up and body-data bodies → service input. The legacy checks run first, in the legacy
// order and with the legacy texts (docs/legacy-api.md §4.1, §4.5); then the contract schema applies
// docs/product.md §5, once, and the service receives its typed output. Also the shims' bare-text answer
// to bad input (ADR 002).
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { parseOrThrow } from '../../common/validate';
import { AppError } from '../../errors';
import { badRequest as fail, sendText } from '../../rest/shim';
import { type BodyDataInput, BodyDataInputSchema, LegacySignUpSchema, MSG, type NewMember } from '../auth/auth.contract';

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

/**
 * The product rule's texts for height and weight as the legacy wire has answered them since the shims began
 * (recorded in tests/http/fixtures/legacy-wire-corpus.jsonl): the web's texts now say one decimal is allowed
 * (docs/decisions/027-decimal-body-data.md), the wire keeps its bytes.
 */
const LEGACY_PRODUCT_TEXT: Partial<Record<string, string>> = {
  [MSG.heightInvalid]: '키는 100~250 사이의 세 자리 숫자로 입력해 주세요',
  [MSG.weightInvalid]: '몸무게는 30~300 사이의 두세 자리 숫자로 입력해 주세요',
};

/** parseOrThrow, with a height or weight refusal answered in the legacy wire's text. */
function parseLegacy<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  try {
    return parseOrThrow(schema, value);
  } catch (error) {
    const legacy = error instanceof AppError && error.code === 'VALIDATION' ? LEGACY_PRODUCT_TEXT[error.message] : undefined;
    throw legacy === undefined ? error : fail(legacy);
  }
}

/** Numbers or numeric strings; `fallback` when absent, NaN (→ the field's message) when unusable. */
function legacyNumber(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** The legacy wire carries balance as value / 10 (0.1 … 0.9); the service keeps the spec's 1 … 9. */
function balanceFromLegacy(value: number, message: string): number {
  const scaled = Math.round(value * 10);
  if (!inRange(value, 0, 1) || Math.abs(scaled - value * 10) > 1e-6) throw fail(message);
  return scaled; // 0 or 10 fall outside 1..9 and are rejected by the contract schema
}

export function balanceToLegacy(value: number): number {
  return value / 10;
}

function sexFromLegacy(value: unknown): 0 | 1 {
  if (value === '남성' || value === 0 || value === '0') return 0;
  if (value === '여성' || value === 1 || value === '1') return 1;
  throw fail(LEGACY_TEXT.sex);
}

export function sexToLegacy(sex: 0 | 1): '남성' | '여성' {
  return sex === 1 ? '여성' : '남성';
}

export function legacySignUpInput(body: Record<string, unknown>): NewMember {
  const { userName, loginEmail, password } = body;
  if (typeof userName !== 'string' || userName === '') throw fail(MSG.nameRequired);
  const nameLength = [...userName.normalize('NFC')].length;
  if (nameLength > 8) throw fail(LEGACY_TEXT.nameLong);
  if (nameLength < 3) throw fail(LEGACY_TEXT.nameShort);
  if (typeof loginEmail !== 'string' || !/^(.+)@(\S+)$/.test(loginEmail)) throw fail(LEGACY_TEXT.email);
  if (typeof password !== 'string' || password.length < 8) throw fail(LEGACY_TEXT.passwordShort);
  const sex = sexFromLegacy(body.sex);
  const measurements = legacyMeasurements(body, { min: 80, message: LEGACY_TEXT.height }, LEGACY_TEXT.balance);
  const birthDate = body.birthDate === undefined || body.birthDate === null ? null : body.birthDate;
  return parseLegacy(LegacySignUpSchema, { userName, loginEmail, password, sex, ...measurements, birthDate });
}

export function legacyBodyDataInput(body: Record<string, unknown>): BodyDataInput {
  const measurements = legacyMeasurements(body, { min: 20, message: LEGACY_TEXT.bodyDataHeight }, LEGACY_TEXT.bodyDataBalance);
  const date = body.date === undefined || body.date === null ? undefined : body.date;
  return parseLegacy(BodyDataInputSchema, { date, ...measurements });
}

/** The measurement checks sign-up and body data share, with the legacy defaults and texts (docs/legacy-api.md §4.1 items 5–8, §4.5). */
function legacyMeasurements(body: Record<string, unknown>, height: { min: number; message: string }, balanceMessage: string) {
  const heightCm = legacyNumber(body.height, 170);
  if (!inRange(heightCm, height.min, 350)) throw fail(height.message);
  const weight = legacyNumber(body.weight, 70);
  if (!inRange(weight, 30, 350)) throw fail(LEGACY_TEXT.weight);
  const bodyFat = legacyNumber(body.bodyFat, 17);
  if (!inRange(bodyFat, 0, 95)) throw fail(LEGACY_TEXT.bodyFat);
  const muscleMass = legacyNumber(body.muscleMass, 40);
  if (!inRange(muscleMass, 0, 95)) throw fail(LEGACY_TEXT.muscleMass);
  const upDownBalance = balanceFromLegacy(legacyNumber(body.upDownBalance, 0.5), balanceMessage);
  return { height: heightCm, weight, bodyFat, muscleMass, upDownBalance };
}

/** Runs `work`; a validation failure becomes a bare-text 400 with its Korean message. */
export async function bareTextOnInvalid(reply: FastifyReply, work: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return sendText(reply, error.message, 400);
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return sendText(reply, LEGACY_TEXT.duplicate, 400);
    throw error;
  }
}
