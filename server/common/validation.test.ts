import { describe, expect, test } from 'vitest';
import { memberInput } from '../../tests/helpers/calls';
import {
  BalanceSchema,
  BirthDateSchema,
  BODY_FIGURE_LABEL,
  BODY_TYPE_PRESETS,
  BodyFatSchema,
  BodyRecordInputSchema,
  bodyFigureOf,
  HeightSchema,
  LoginEmailSchema,
  MSG,
  MuscleMassSchema,
  PasswordSchema,
  SignUpSchema,
  UserNameSchema,
  WeightSchema,
} from '../features/auth/auth.shared';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('userName (docs/product.md §5: required, 3 to 8 Korean syllables)', () => {
  test.each(['홍길동', '김철수영희민수', '남궁민수'])('accepts %s', (name) => {
    expect(UserNameSchema.safeParse(name).success).toBe(true);
  });
  test.each([
    ['', MSG.nameRequired],
    ['홍길', MSG.nameInvalid],
    ['가나다라마바사아자', MSG.nameInvalid],
    ['hong', MSG.nameInvalid],
    ['홍 길동', MSG.nameInvalid],
    ['ㅎㄱㄷ', MSG.nameInvalid],
    ['홍길동😀', MSG.nameInvalid],
  ])('rejects %j with its message', (name, message) => {
    expect(firstMessage(UserNameSchema.safeParse(name))).toBe(message);
  });
  test('an NFD-typed name is normalised to NFC', () => {
    const nfd = '홍길동'.normalize('NFD');
    expect(nfd.length).toBeGreaterThan(3);
    expect(UserNameSchema.parse(nfd)).toBe('홍길동');
  });
});

describe('birthDate (YYYY-MM-DD, a real past date)', () => {
  test('accepts a real date', () => expect(BirthDateSchema.safeParse('1999-01-31').success).toBe(true));
  test.each(['19990131', '1999-1-31', '1999-02-30', '2999-01-01', '1899-12-31', '1999-01-31x'])('rejects %s', (v) => {
    expect(firstMessage(BirthDateSchema.safeParse(v))).toBe(MSG.birthInvalid);
  });
  test('empty is "required"', () => expect(firstMessage(BirthDateSchema.safeParse(''))).toBe(MSG.birthRequired));
});

describe('loginEmail (text@text, no spaces)', () => {
  test.each(['a@b.kr', 'first.last+tag@fitforme.co.kr'])('accepts %s', (v) => {
    expect(LoginEmailSchema.safeParse(v).success).toBe(true);
  });
  test.each(['ab.kr', 'a@b kr', 'a @b.kr', '@b.kr', 'a@', 'a@b@c'])('rejects %s', (v) => {
    expect(firstMessage(LoginEmailSchema.safeParse(v))).toBe(MSG.emailInvalid);
  });
  test('rejects control characters', () => {
    expect(LoginEmailSchema.safeParse('a@b.kr\n').success).toBe(false);
  });
});

describe('password (8 to 25, at least one letter and one digit, never trimmed)', () => {
  test.each(['abcd1234', 'A1bcdefg', 'abc 1234', '비밀번호abc12345', `${'a'.repeat(24)}1`])('accepts %j', (v) => {
    expect(PasswordSchema.safeParse(v).success).toBe(true);
  });
  test.each(['abc1234', 'abcdefgh', '12345678', `${'a'.repeat(25)}1`])('rejects %j', (v) => {
    expect(firstMessage(PasswordSchema.safeParse(v))).toBe(MSG.passwordInvalid);
  });
  test('keeps surrounding spaces as typed', () => {
    expect(PasswordSchema.parse(' abcd1234 ')).toBe(' abcd1234 ');
  });
});

describe('body info and figure numbers', () => {
  test('height is 100–250 cm with at most one decimal (docs/decisions/027-decimal-body-data.md)', () => {
    for (const v of [100, 175, 175.5, 250]) expect(HeightSchema.safeParse(v).success, String(v)).toBe(true);
    for (const v of [99, 99.9, 250.1, 251, 1000, 175.55, Number.NaN]) expect(HeightSchema.safeParse(v).success, String(v)).toBe(false);
    expect(firstMessage(HeightSchema.safeParse(175.55))).toBe(MSG.heightInvalid);
  });
  test('weight is 30–300 kg with at most one decimal (72.5 from a body-composition scale)', () => {
    for (const v of [30, 70.5, 72.5, 300]) expect(WeightSchema.safeParse(v).success, String(v)).toBe(true);
    for (const v of [9, 29, 29.9, 300.1, 301, 72.55, 725]) expect(WeightSchema.safeParse(v).success, String(v)).toBe(false);
    expect(firstMessage(WeightSchema.safeParse(72.55))).toBe(MSG.weightInvalid);
  });
  test('body fat and muscle mass are 1–99.9 kg with at most one decimal (lean members fit)', () => {
    for (const s of [BodyFatSchema, MuscleMassSchema]) {
      for (const v of [1, 7, 7.5, 10, 12.3, 99, 99.9]) expect(s.safeParse(v).success, String(v)).toBe(true);
      for (const v of [0, 0.9, 7.25, 99.95, 100, -1, Number.NaN, Infinity]) expect(s.safeParse(v).success, String(v)).toBe(false);
    }
    expect(firstMessage(BodyFatSchema.safeParse(7.25))).toBe(MSG.bodyFatInvalid);
    expect(MSG.bodyFatInvalid).toMatch(/[가-힣]/);
  });
  test('balance is an integer 1..9', () => {
    expect(BalanceSchema.safeParse(1).success).toBe(true);
    expect(BalanceSchema.safeParse(9).success).toBe(true);
    for (const v of [0, 10, 5.5, 0.5]) expect(BalanceSchema.safeParse(v).success).toBe(false);
  });
});

describe('sign-up as a whole', () => {
  const valid = memberInput({ loginEmail: 'a@b.kr' });
  test('a complete valid draft passes', () => expect(SignUpSchema.safeParse(valid).success).toBe(true));
  test('fat plus muscle must weigh less than the body', () => {
    const r = SignUpSchema.safeParse({ ...valid, weight: 50, bodyFat: 25, muscleMass: 35 });
    expect(firstMessage(r)).toBe(MSG.compositionInvalid);
    expect(firstMessage(SignUpSchema.safeParse({ ...valid, weight: 60, bodyFat: 30, muscleMass: 30 }))).toBe(MSG.compositionInvalid);
    // A lean member: 7 kg of fat at 60 kg, with decimals.
    expect(SignUpSchema.safeParse({ ...valid, weight: 60, bodyFat: 7, muscleMass: 29.4 }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...valid, weight: 60, bodyFat: 6.5, muscleMass: 28 }).success).toBe(true);
  });
  test('sex is 0 or 1 only', () => {
    expect(SignUpSchema.safeParse({ ...valid, sex: 1 }).success).toBe(true);
    expect(SignUpSchema.safeParse({ ...valid, sex: 2 }).success).toBe(false);
    expect(SignUpSchema.safeParse({ ...valid, sex: '남성' }).success).toBe(false);
  });
  test('body data input shares the rules', () => {
    expect(BodyRecordInputSchema.safeParse({ height: 175, weight: 70, bodyFat: 18, muscleMass: 35, upDownBalance: 5 }).success).toBe(true);
    expect(BodyRecordInputSchema.safeParse({ height: 175, weight: 70, bodyFat: 18, muscleMass: 35, upDownBalance: 5, date: '2026-02-30' }).success).toBe(false);
  });
});

describe('body figure (docs/product.md §4 thresholds: fat 15 / 18 / 20 kg, muscle 30 kg)', () => {
  test.each([
    [15, 30, 'thin'],
    [15, 31, 'muscular'],
    [10, 40, 'muscular'],
    [16, 20, 'normal'],
    [18, 35, 'normal'],
    [19, 35, 'chubby'],
    [20, 35, 'chubby'],
    [21, 35, 'fat'],
    [25, 35, 'fat'],
  ] as const)('fat %d kg, muscle %d kg → %s', (fat, muscle, figure) => {
    expect(bodyFigureOf(fat, muscle)).toBe(figure);
  });
  test('every preset classifies as the figure it is named after', () => {
    for (const p of BODY_TYPE_PRESETS) expect(bodyFigureOf(p.bodyFat, p.muscleMass)).toBe(p.figure);
    expect(Object.values(BODY_FIGURE_LABEL)).toEqual(['마른형', '근육형', '보통', '통통', '비만']);
  });
});
