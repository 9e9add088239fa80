// One domain error type and ONE table giving each code its Korean message, its tRPC code, the shim's HTTP
// status and the legacy `{status, statusMessage}` body (docs/legacy-api.md §2.3). The table is applied to
// each transport in one place: server/http/error-mapping.ts.

import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { EMAIL_TAKEN_MESSAGE } from './features/auth/auth.shared';
import { ROUTINE_MSG } from './features/routines/routines.shared';

type ErrorSpec = {
  trpc: TRPC_ERROR_CODE_KEY;
  http: number;
  legacy: string;
  /** Shown to members (tRPC message, web toasts). */
  message: string;
  /** The legacy statusMessage when it differs from `message`. */
  legacyMessage?: string;
};

const TOKEN_UNSUPPORTED = '[지원하지 않는 토큰] 잘못된 요청입니다.';

/** The Korean text for a request that could not be read at all (bad JSON, a broken URL, an unknown shape). */
export const MALFORMED_REQUEST_MESSAGE = '요청 형식이 올바르지 않아요';

export const ERRORS = {
  VALIDATION: { trpc: 'BAD_REQUEST', http: 400, legacy: 'BAD_REQUEST', message: '입력값을 확인해 주세요' },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404, legacy: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없어요' },
  METHOD_NOT_ALLOWED: { trpc: 'METHOD_NOT_SUPPORTED', http: 405, legacy: 'METHOD_NOT_ALLOWED', message: '허용되지 않는 요청 방식이에요' },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413, legacy: 'PAYLOAD_TOO_LARGE', message: '요청이 너무 커요' },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415, legacy: 'UNSUPPORTED_MEDIA_TYPE', message: 'JSON 형식으로 보내 주세요' },
  CONFLICT: { trpc: 'CONFLICT', http: 409, legacy: 'CONFLICT', message: '다른 곳에서 먼저 바뀌었어요. 새로고침 후 다시 시도해 주세요' },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429, legacy: 'TOO_MANY_REQUESTS', message: '로그인 시도가 너무 많아요. 잠시 후 다시 시도해 주세요' },
  SIGNUP_THROTTLED: { trpc: 'TOO_MANY_REQUESTS', http: 429, legacy: 'TOO_MANY_REQUESTS', message: '회원가입 요청이 너무 많아요. 잠시 후 다시 시도해 주세요' },
  EMAIL_CHECK_THROTTLED: {
    trpc: 'TOO_MANY_REQUESTS',
    http: 429,
    legacy: 'TOO_MANY_REQUESTS',
    message: '이메일 확인 요청이 너무 많아요. 잠시 후 다시 시도해 주세요',
  },
  PASSWORD_CHECK_THROTTLED: {
    trpc: 'TOO_MANY_REQUESTS',
    http: 429,
    legacy: 'TOO_MANY_REQUESTS',
    message: '비밀번호 확인 시도가 너무 많아요. 잠시 후 다시 시도해 주세요',
  },
  PASSWORD_RESET_THROTTLED: {
    trpc: 'TOO_MANY_REQUESTS',
    http: 429,
    legacy: 'TOO_MANY_REQUESTS',
    message: '비밀번호 재설정 요청이 너무 많아요. 잠시 후 다시 시도해 주세요',
  },
  PASSWORD_RESET_LINK_INVALID: {
    trpc: 'BAD_REQUEST',
    http: 400,
    legacy: 'BAD_REQUEST',
    message: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었어요. 다시 요청해 주세요',
  },

  TOKEN_MISSING: {
    trpc: 'UNAUTHORIZED',
    http: 401,
    legacy: 'JWT_NOT_FOUND_EXCEPTION',
    message: '로그인이 필요해요',
    legacyMessage: '[토큰을 찾을 수 없음] 접근 권한이 없습니다. 로그인 해주세요.',
  },
  TOKEN_NOT_BEARER: {
    trpc: 'UNAUTHORIZED',
    http: 401,
    legacy: 'NON_START_BEARER_EXCEPTION',
    message: '로그인 정보가 올바르지 않아요',
    legacyMessage: '[잘못된 형식의 토큰] 클라이언트 토큰 요청 형식이 잘못되었습니다.',
  },
  TOKEN_EMPTY: {
    trpc: 'UNAUTHORIZED',
    http: 401,
    legacy: 'ILLEGAL_ARGUMENT_EXCEPTION',
    message: '로그인 정보가 올바르지 않아요',
    legacyMessage: TOKEN_UNSUPPORTED,
  },
  TOKEN_MALFORMED: {
    trpc: 'UNAUTHORIZED',
    http: 401,
    legacy: 'MALFORMED_JWT_EXCEPTION',
    message: '로그인이 만료되었어요',
    legacyMessage: '[손상된 토큰] 잘못된 요청입니다.',
  },
  ACCESS_TOKEN_EXPIRED: {
    trpc: 'UNAUTHORIZED',
    http: 401,
    legacy: 'EXPIRED_ACCESS_TOKEN_EXCEPTION',
    message: '로그인이 만료되었어요',
    legacyMessage: '[만료된 접근 토큰] 토큰을 다시 발급받아주세요.',
  },
  REFRESH_TOKEN_EXPIRED: {
    trpc: 'UNAUTHORIZED',
    http: 403,
    legacy: 'EXPIRED_REFRESH_TOKEN_EXCEPTION',
    message: '로그인이 만료되었어요',
    legacyMessage: '[만료된 토큰] 잘못된 요청입니다. 다시 로그인해주세요.',
  },
  AUTH_FAILED: { trpc: 'UNAUTHORIZED', http: 403, legacy: 'AUTHENTICATION_EXCEPTION', message: '로그인 정보가 일치하지 않습니다.' },
  ALREADY_LOGGED_OUT: { trpc: 'UNAUTHORIZED', http: 403, legacy: 'ALREADY_LOGOUT_EXCEPTION', message: '이미 로그아웃 되었습니다.' },
  USER_NOT_FOUND: { trpc: 'NOT_FOUND', http: 403, legacy: 'USER_NOT_FOUND_EXCEPTION', message: '존재하지 않는 유저입니다.' },
  EMAIL_TAKEN: { trpc: 'CONFLICT', http: 400, legacy: 'DUPLICATE_EMAIL', message: EMAIL_TAKEN_MESSAGE, legacyMessage: '아이디 중복' },
  WRONG_PASSWORD: { trpc: 'BAD_REQUEST', http: 403, legacy: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않아요' },
  BODY_DATA_NOT_FOUND: { trpc: 'NOT_FOUND', http: 403, legacy: 'BODY_DATA_NOT_FOUND_EXCEPTION', message: '신체 정보를 찾을 수 없어요' },

  ROUTINE_NOT_FOUND: { trpc: 'NOT_FOUND', http: 403, legacy: 'ROUTINE_NOT_FOUND_EXCEPTION', message: '존재하지 않는 운동루틴입니다.' },
  ROUTINE_LIMIT: {
    trpc: 'BAD_REQUEST',
    http: 403,
    legacy: 'ROUTINE_SIZE_OVER_EXCEPTION',
    message: ROUTINE_MSG.limit,
    legacyMessage: '등록할 수 있는 운동루틴의 갯수는 5개입니다.',
  },
  ROUTINE_ITEM_LIMIT: {
    trpc: 'BAD_REQUEST',
    http: 403,
    legacy: 'MY_WORKOUT_SIZE_OVER_EXCEPTION',
    message: ROUTINE_MSG.itemLimit,
    legacyMessage: '등록할 수 있는 운동의 갯수는 7개입니다.',
  },
  ROUTINE_ITEM_NOT_FOUND: { trpc: 'NOT_FOUND', http: 403, legacy: 'MY_WORKOUT_NOT_FOUND_EXCEPTION', message: '존재하지 않는 내 운동입니다.' },
  ROUTINE_ITEM_EXISTS: { trpc: 'CONFLICT', http: 403, legacy: 'ALREADY_EXIST_MY_WORKOUT_EXCEPTION', message: '루틴에 이미 존재하는 내 운동입니다.' },
  EXERCISE_NOT_FOUND: { trpc: 'NOT_FOUND', http: 403, legacy: 'WORKOUT_NOT_FOUND_EXCEPTION', message: '존재하지 않는 운동입니다.' },
  RECOMMEND_NOT_FOUND: { trpc: 'NOT_FOUND', http: 404, legacy: 'RECOMMEND_NOT_FOUND_EXCEPTION', message: '존재하지 않는 추천기록입니다.' },

  // Gym mode: tRPC only, so the legacy columns are never sent.
  TRAINING_ACTIVE: { trpc: 'CONFLICT', http: 409, legacy: 'CONFLICT', message: '이미 진행 중인 운동이 있어요. 이어서 하거나 끝낸 뒤 시작해 주세요' },
  TRAINING_NOT_ACTIVE: { trpc: 'NOT_FOUND', http: 404, legacy: 'NOT_FOUND', message: '진행 중인 운동이 없어요' },
  TRAINING_NOT_FOUND: { trpc: 'NOT_FOUND', http: 404, legacy: 'NOT_FOUND', message: '운동 기록을 찾을 수 없어요' },
  TRAINING_EXERCISE_LIMIT: { trpc: 'BAD_REQUEST', http: 400, legacy: 'BAD_REQUEST', message: '운동은 한 번에 30개까지 할 수 있어요' },
  TRAINING_SET_LIMIT: { trpc: 'BAD_REQUEST', http: 400, legacy: 'BAD_REQUEST', message: '세트는 운동마다 20개까지 기록할 수 있어요' },
  IMPORT_INVALID: { trpc: 'BAD_REQUEST', http: 400, legacy: 'BAD_REQUEST', message: '가져올 수 없는 파일이에요' },
  TRANSFER_BUSY: { trpc: 'CONFLICT', http: 409, legacy: 'CONFLICT', message: '기록을 가져오거나 내보내는 중이에요. 끝난 뒤에 다시 시도해 주세요' },
  TRANSFER_BATCHED: { trpc: 'BAD_REQUEST', http: 400, legacy: 'BAD_REQUEST', message: '기록 가져오기·내보내기는 한 번에 하나씩 요청해 주세요' },
  EXPORT_THROTTLED: { trpc: 'TOO_MANY_REQUESTS', http: 429, legacy: 'TOO_MANY_REQUESTS', message: '기록을 너무 자주 내보냈어요. 잠시 후 다시 시도해 주세요' },
  TICKET_INVALID: { trpc: 'UNAUTHORIZED', http: 401, legacy: 'MALFORMED_JWT_EXCEPTION', message: '내려받기 링크가 만료되었어요. 다시 시도해 주세요' },

  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503, legacy: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요' },
  STORAGE_FULL: { trpc: 'SERVICE_UNAVAILABLE', http: 507, legacy: 'STORAGE_FULL', message: '잠시 후 다시 시도해 주세요' },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500, legacy: 'INTERNAL_ERROR', message: '예상치못한 오류가 발생했습니다' },
} as const satisfies Record<string, ErrorSpec>;

export type AppErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Field → messages, for VALIDATION. */
  readonly fieldErrors?: Record<string, string[]>;
  /** Seconds, for TOO_MANY_REQUESTS. */
  readonly retryAfter?: number;

  constructor(code: AppErrorCode, opts: { message?: string; fieldErrors?: Record<string, string[]>; retryAfter?: number } = {}) {
    super(opts.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = opts.fieldErrors;
    this.retryAfter = opts.retryAfter;
  }

  get spec(): ErrorSpec {
    return ERRORS[this.code];
  }
}
