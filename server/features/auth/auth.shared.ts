// The web forms and the server validate with these same objects, so a rule of docs/product.md §5 lives in one place.

import { z } from 'zod';
import { koreaDate } from '../../common/korea-time.shared';
import { DATE_TEXT } from '../../common/schemas';
import '../../common/zod-korean';
import { hasForbiddenChars, nfc } from '../../common/text.shared';

export const MSG = {
  nameRequired: '이름을 입력해 주세요',
  nameInvalid: '이름은 한글 3~8자로 입력해 주세요',
  birthRequired: '생년월일을 입력해 주세요',
  birthInvalid: '생년월일을 1990-01-31처럼 연-월-일로 정확히 입력해 주세요',
  emailRequired: '이메일을 입력해 주세요',
  emailInvalid: '올바른 이메일 형식이 아니에요',
  passwordRequired: '비밀번호를 입력해 주세요',
  passwordInvalid: '비밀번호는 영문과 숫자를 포함해 8~25자로 입력해 주세요',
  passwordRule: '비밀번호 생성 규칙에 맞지 않습니다',
  passwordMismatch: '비밀번호가 일치하지 않습니다',
  passwordTooLong: '비밀번호가 너무 길어요',
  heightInvalid: '키는 100~250cm 사이로, 소수점 한 자리까지 입력해 주세요',
  weightInvalid: '몸무게는 30~300kg 사이로, 소수점 한 자리까지 입력해 주세요',
  bodyFatInvalid: '체지방량은 1~99.9kg 사이로, 소수점 한 자리까지 입력해 주세요',
  muscleMassInvalid: '골격근량은 1~99.9kg 사이로, 소수점 한 자리까지 입력해 주세요',
  compositionInvalid: '체지방량과 골격근량의 합은 몸무게보다 작아야 해요',
  balanceInvalid: '상하체 밸런스는 1~9 사이로 선택해 주세요',
  sexInvalid: '성별을 선택해 주세요',
  textInvalid: '사용할 수 없는 문자가 들어 있어요',
} as const;

const cleanText = (schema: z.ZodString) => schema.refine((v) => !hasForbiddenChars(v), MSG.textInvalid).transform(nfc);

export const EMAIL_TAKEN_MESSAGE = '이미 가입된 이메일이에요';

/** 3 to 8 Hangul syllables (docs/product.md §5). NFD input is normalised first, so 홍길동 typed as jamo still counts. */
export const UserNameSchema = z
  .string({ error: MSG.nameRequired })
  .transform(nfc)
  .pipe(
    z
      .string()
      .min(1, MSG.nameRequired)
      .regex(/^[가-힣]{3,8}$/, MSG.nameInvalid),
  );

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const BirthDateSchema = z
  .string({ error: MSG.birthRequired })
  .min(1, MSG.birthRequired)
  .max(10, MSG.birthInvalid)
  .regex(DATE_TEXT, MSG.birthInvalid)
  .refine((v) => isRealDate(v) && v >= '1900-01-01' && v <= koreaDate(Date.now()), MSG.birthInvalid);

export const LoginEmailSchema = cleanText(
  z
    .string({ error: MSG.emailRequired })
    .min(1, MSG.emailRequired)
    .max(254, MSG.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+$/, MSG.emailInvalid),
);

/** 8–25 characters with at least one letter and one digit; never trimmed (docs/security.md decision 5). */
export const PasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .refine((v) => !hasForbiddenChars(v), MSG.textInvalid)
  .refine((v) => v.length >= 8 && v.length <= 25 && /[A-Za-z]/.test(v) && /\d/.test(v), MSG.passwordInvalid);

/** A login attempt only needs something to compare; the rules are checked at sign-up. */
const LoginPasswordSchema = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(256, MSG.passwordTooLong);

const SexSchema = z.union([z.literal(0), z.literal(1)], { error: MSG.sexInvalid });

const intIn = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Read through the decimal string so 0.1 steps are exact. */
const oneDecimal = (v: number) => Number.isFinite(v) && /^\d+(\.\d)?$/.test(String(v));
const oneDecimalIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).refine(oneDecimal, message);

/** One decimal, as a scale prints it (docs/decisions/027-decimal-body-data.md). */
export const HeightSchema = oneDecimalIn(100, 250, MSG.heightInvalid);
export const WeightSchema = oneDecimalIn(30, 300, MSG.weightInvalid);
/** Body composition in kg, 1–99.9 with one decimal (docs/product.md §5). */
const kgOneDecimal = (message: string) => oneDecimalIn(1, 99.9, message);

export const BodyFatSchema = kgOneDecimal(MSG.bodyFatInvalid);
export const MuscleMassSchema = kgOneDecimal(MSG.muscleMassInvalid);
export const BalanceSchema = intIn(1, 9, MSG.balanceInvalid);

export const ProfileSchema = z.object({
  userName: UserNameSchema,
  birthDate: BirthDateSchema,
  loginEmail: LoginEmailSchema,
  password: PasswordSchema,
});

export const BodyInfoSchema = z.object({
  sex: SexSchema,
  height: HeightSchema,
  weight: WeightSchema,
});

const BodyFigureSchema = z.object({
  upDownBalance: BalanceSchema,
  bodyFat: BodyFatSchema,
  muscleMass: MuscleMassSchema,
});

const compositionFits = (v: { weight: number; bodyFat: number; muscleMass: number }) => v.bodyFat + v.muscleMass < v.weight;

export function withBodyComposition<S extends z.ZodType<{ weight: number; bodyFat: number; muscleMass: number }>>(schema: S) {
  return schema.refine(compositionFits, { message: MSG.compositionInvalid, path: ['bodyFat'] });
}

export function withNewPasswordCheck<S extends z.ZodType<{ newPassword: string; newPasswordCheck: string }>>(schema: S) {
  return schema.refine((v) => v.newPassword === v.newPasswordCheck, { message: MSG.passwordMismatch, path: ['newPasswordCheck'] });
}

export const SignUpFieldsSchema = ProfileSchema.extend(BodyInfoSchema.shape).extend(BodyFigureSchema.shape);
export const SignUpSchema = withBodyComposition(SignUpFieldsSchema);

export const LoginSchema = z.object({
  loginEmail: LoginEmailSchema,
  password: LoginPasswordSchema,
  rememberMe: z.boolean().default(true),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const UpdateProfileSchema = z.object({
  userName: UserNameSchema,
  birthDate: BirthDateSchema,
});

// Legacy clients may omit birthDate (docs/legacy-api.md §4.1).
export const LegacySignUpSchema = withBodyComposition(SignUpFieldsSchema.extend({ birthDate: BirthDateSchema.nullable() }));
export type NewMember = z.output<typeof LegacySignUpSchema>;
export const LegacyUpdateProfileSchema = UpdateProfileSchema.extend({ birthDate: BirthDateSchema.nullable() });
export type ProfileChange = z.output<typeof LegacyUpdateProfileSchema>;

export const ChangePasswordSchema = z.object({
  oldPassword: LoginPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.object({ password: LoginPasswordSchema });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

// Generous max: a wrong kind of token (an access JWT) must reach the service and be refused as expired.
export const RefreshTokenSchema = z.object({ refreshToken: z.string().min(1).max(4096) });

export const BodyRecordDateSchema = z.string().regex(DATE_TEXT, MSG.birthInvalid).refine(isRealDate, '날짜를 정확히 입력해 주세요');

export const BodyRecordInputSchema = withBodyComposition(
  z.object({
    date: BodyRecordDateSchema.optional(),
    height: HeightSchema,
    weight: WeightSchema,
    bodyFat: BodyFatSchema,
    muscleMass: MuscleMassSchema,
    upDownBalance: BalanceSchema,
  }),
);
export type BodyRecordInput = z.infer<typeof BodyRecordInputSchema>;

export type AuthTokens = { accessToken: string; refreshToken: string; rememberMe: boolean };

/** What login, sign-up and refresh answer (docs/legacy-api.md §3 `AuthResponse`). */
export const AuthResponseSchema = z
  .object({
    accessToken: z.string().min(1).meta({ description: '접근 토큰 (JWT)' }),
    refreshToken: z.string().min(1).meta({ description: '재발급 토큰' }),
    rememberMe: z.boolean().meta({ description: '로그인 유지 여부 (재발급에서는 늘 true)' }),
  })
  .meta({ id: 'AuthResponse', examples: [{ accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbg', refreshToken: 'AbCd.EfGh', rememberMe: true }] });

const BODY_FIGURES = ['thin', 'muscular', 'normal', 'chubby', 'fat'] as const;
export type BodyFigure = (typeof BODY_FIGURES)[number];
export const BODY_FIGURE_LABEL: Record<BodyFigure, string> = {
  thin: '마른형',
  muscular: '근육형',
  normal: '보통',
  chubby: '통통',
  fat: '비만',
};

/** The sign-up presets of docs/product.md §3, in its order (bodyFat / muscleMass in kg). */
export const BODY_TYPE_PRESETS: ReadonlyArray<{ figure: BodyFigure; bodyFat: number; muscleMass: number }> = [
  { figure: 'muscular', bodyFat: 10, muscleMass: 40 },
  { figure: 'thin', bodyFat: 15, muscleMass: 30 },
  { figure: 'normal', bodyFat: 18, muscleMass: 35 },
  { figure: 'chubby', bodyFat: 20, muscleMass: 35 },
  { figure: 'fat', bodyFat: 25, muscleMass: 35 },
];

/** The thresholds of docs/product.md §4: body fat 15 / 18 / 20 kg, muscle mass 30 kg. */
export function bodyFigureOf(bodyFat: number, muscleMass: number): BodyFigure {
  if (bodyFat <= 15) return muscleMass <= 30 ? 'thin' : 'muscular';
  if (bodyFat <= 18) return 'normal';
  if (bodyFat <= 20) return 'chubby';
  return 'fat';
}
