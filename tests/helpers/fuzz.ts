// fast-check building blocks for the bad-input properties (tests/security/bad-input-*.test.ts):
// per-field valid and invalid values, objects assembled from them with a known verdict, and a JSON
// writer that can also emit number tokens JSON.stringify cannot (1e309 and friends).
import fc from 'fast-check';

/** A number token written verbatim into the JSON text (1e309 parses to Infinity, 1e-400 to 0). */
class RawNumber {
  constructor(readonly text: string) {}
}

const RAW_PREFIX = '__fitforme_raw_number__';

/** JSON text of `value`, with RawNumber leaves written as their token. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawNumber ? `${RAW_PREFIX}${v.text}` : v));
  return (text ?? 'null').replace(new RegExp(`"${RAW_PREFIX}([^"]*)"`, 'g'), '$1');
}

export const HUGE = new RawNumber('1e309');
export const NEG_HUGE = new RawNumber('-1e309');
export const TINY = new RawNumber('1e-400');
export const LONG_INT = new RawNumber('123456789012345678901234567890');

/** A field's values: valid ones, invalid ones (none when the server accepts anything), optional or not. */
export type Field = { valid: fc.Arbitrary<unknown>; invalid?: fc.Arbitrary<unknown>; optional?: boolean };

/** Values that are wrong for any string field. */
const NOT_A_STRING: unknown[] = [null, true, false, 0, -1, 1.5, 12345678, [], ['x'], {}, { value: 'x' }, HUGE];

/** Values that are wrong for any number field. */
const NOT_A_NUMBER: unknown[] = [null, true, false, '', ' ', 'abc', [], [1], {}, { value: 1 }, HUGE, NEG_HUGE, LONG_INT];

const hangulSyllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));

/** 3–8 Hangul syllables, sometimes typed in NFD (jamo), which the server normalises. */
export const validName = fc
  .tuple(fc.array(hangulSyllable, { minLength: 3, maxLength: 8 }), fc.boolean())
  .map(([chars, nfd]) => (nfd ? chars.join('').normalize('NFD') : chars.join('')));

export const INVALID_NAMES: unknown[] = [
  '',
  ' ',
  '   ',
  '\u3000\u3000\u3000',
  '\t\t\t',
  '홍길',
  '가'.repeat(9),
  '가'.repeat(50),
  '홍길동😀',
  '👍🏽👍🏽👍🏽',
  '👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧',
  '홍\u0000길동',
  '홍길동\u0000',
  '홍길동\u202E',
  '\u202E홍길동',
  '홍길\u2066동',
  '홍길\ud800동',
  '홍길동\udc00',
  '\ud83d홍길동',
  '홍길동\n',
  '홍 길동',
  ' 홍길동',
  '홍길동 ',
  'abc',
  'Kim Chulsoo',
  'ㅎㄱㄷ',
  '홍길동1',
  "'; DROP TABLE users;--",
  '<img src=x onerror=alert(1)>',
  ...NOT_A_STRING,
];

export const nameField: Field = { valid: validName, invalid: fc.constantFrom(...INVALID_NAMES) };

let emailCounter = 0;
export const validEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.constantFrom('fitforme.kr', 'example.com', '핏포미.kr', 'mail.co.kr'))
  .map(([local, domain]) => `${local}.${Date.now().toString(36)}${(emailCounter++).toString(36)}@${domain}`);

export const INVALID_EMAILS: unknown[] = [
  '',
  ' ',
  'no-at-sign',
  'a@',
  '@b.kr',
  'a b@c.kr',
  ' a@b.kr',
  'a@b.kr ',
  'a@b@c.kr',
  'a@b.kr\n',
  'a\u0000@b.kr',
  'a\u202E@b.kr',
  'a\ud800@b.kr',
  'a@b\u0007.kr',
  `${'x'.repeat(250)}@b.kr`,
  ...NOT_A_STRING,
];

export const emailField: Field = { valid: validEmail, invalid: fc.constantFrom(...INVALID_EMAILS) };

/** Sign-up passwords: 8–25 characters with a letter and a digit, anything printable otherwise. */
export const validNewPassword = fc
  .tuple(fc.string({ minLength: 6, maxLength: 20, unit: 'grapheme-ascii' }), fc.integer({ min: 0, max: 9 }))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point.
  .map(([s, d]) => `a${s.replace(/[\u0000-\u001f\u007f]/g, 'x')}${d}`);

export const INVALID_NEW_PASSWORDS: unknown[] = [
  '',
  'short1',
  'abcdefgh',
  '12345678',
  '        ',
  'a1'.repeat(13),
  'abcd123\u0000',
  'abcd1234\n',
  'abcd1234\ud800',
  'abcd\u202E1234',
  ...NOT_A_STRING,
];

export const newPasswordField: Field = { valid: validNewPassword, invalid: fc.constantFrom(...INVALID_NEW_PASSWORDS) };

/** A login password only has to be a non-empty string of at most 256 characters. */
export const loginPasswordField: Field = {
  valid: fc.string({ minLength: 1, maxLength: 40 }).map((s) => `${s}#not-the-password`),
  invalid: fc.constantFrom<unknown>('', 'x'.repeat(257), ...NOT_A_STRING),
};

function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const validPastDate = fc
  .tuple(fc.integer({ min: 1900, max: 2020 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => isoDate(y, m, d));

export const INVALID_DATES: unknown[] = [
  '',
  '2023-02-29',
  '2024-02-30',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '20240101',
  '2024/01/01',
  ' 2024-01-01',
  '2024-01-01T00:00:00Z',
  '１９９９-01-31',
  '2024-01-01\u0000',
  20240101,
  ...NOT_A_STRING.filter((v) => v !== null),
];

export const birthDateField: Field = {
  valid: validPastDate,
  invalid: fc.constantFrom<unknown>('1899-12-31', '2999-01-01', '9999-12-31', null, ...INVALID_DATES),
};

/** An integer field with inclusive bounds, as the service schemas define them. */
export function intField(min: number, max: number, opts: { optional?: boolean } = {}): Field {
  return {
    valid: fc.integer({ min, max }),
    invalid: fc.oneof(
      fc.constantFrom<unknown>(
        min - 1,
        max + 1,
        -1,
        0 < min ? 0 : max + 1000,
        min + 0.5,
        max - 0.25,
        -1e9,
        1e9,
        2 ** 53,
        1e21,
        String(min),
        TINY,
        ...NOT_A_NUMBER,
      ),
      fc.integer({ min: max + 1, max: 2 ** 31 }),
      fc.integer({ min: -(2 ** 31), max: min - 1 }),
      fc.double({ min, max, noNaN: true }).filter((x) => !Number.isInteger(x)),
    ),
    optional: opts.optional,
  };
}

/** Kilograms with at most one decimal, inclusive bounds (body composition: 1–99.9). */
export function kgField(min: number, max: number): Field {
  return {
    valid: fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10),
    invalid: fc.oneof(
      fc.constantFrom<unknown>(min - 0.1, max + 0.1, 0, -1, min + 0.05, max - 0.05, 12.34, -1e9, 1e9, 2 ** 53, 1e21, String(min), TINY, ...NOT_A_NUMBER),
      fc.integer({ min: Math.ceil(max) + 1, max: 2 ** 31 }),
      fc.double({ min, max, noNaN: true }).filter((x) => Math.abs(x * 10 - Math.round(x * 10)) > 1e-6),
    ),
  };
}

export const sexField: Field = {
  valid: fc.constantFrom(0, 1),
  invalid: fc.constantFrom<unknown>(2, -1, 0.5, '0', '1', '남성', '여성', 'M', null, true, [0], {}, HUGE),
};

export const booleanField = (optional: boolean): Field => ({
  valid: fc.boolean(),
  invalid: fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes', null, [], {}, [true]),
  optional,
});

/** Extra keys a client might add to take over another row; they are stripped, never an error. */
export function extraKeys(otherUserId: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .subarray([
      ['userId', otherUserId],
      ['user_id', otherUserId],
      ['id', 1],
      ['createdAt', 0],
      ['passwordHash', '$argon2id$v=19$m=1,t=1,p=1$AAAA$AAAA'],
      ['emailKey', 'admin@fitforme.kr'],
      ['role', 'admin'],
      ['isAdmin', true],
    ] as Array<[string, unknown]>)
    .map((pairs) => Object.fromEntries(pairs));
}

/** One generated request: its input, whether it is invalid by construction, and the statuses invalid input may get. */
export type Case = { input: unknown; invalid: boolean; why: string; invalidStatuses?: number[] };

/**
 * An object built field by field: each field valid, invalid or missing (missing is invalid unless
 * the field is optional), plus stripped extra keys; sometimes a whole non-object instead.
 */
export function objectCase(
  fields: Record<string, Field>,
  extras: fc.Arbitrary<Record<string, unknown>> = fc.constant({}),
  opts: { nullMeansEmpty?: boolean } = {},
): fc.Arbitrary<Case> {
  const entries = Object.entries(fields);
  type Part = { name: string; value: unknown; invalid: boolean; missing: boolean };
  const perField = entries.map(([name, field]) => {
    const options: Array<{ weight: number; arbitrary: fc.Arbitrary<Part> }> = [
      { weight: 3, arbitrary: field.valid.map((value) => ({ name, value, invalid: false, missing: false })) },
      { weight: 1, arbitrary: fc.constant({ name, value: undefined as unknown, invalid: !field.optional, missing: true }) },
    ];
    if (field.invalid) options.push({ weight: 2, arbitrary: field.invalid.map((value) => ({ name, value, invalid: true, missing: false })) });
    return fc.oneof(...options);
  });
  const assembled = fc.tuple(fc.tuple(...perField), extras).map(([parts, extra]) => {
    // Extra keys never shadow a real field (an extra `id` must not stand in for a missing id).
    const input: Record<string, unknown> = Object.fromEntries(Object.entries(extra).filter(([key]) => !(key in fields)));
    for (const part of parts) if (!part.missing) input[part.name] = part.value;
    const bad = parts.filter((p) => p.invalid).map((p) => (p.missing ? `${p.name} missing` : `${p.name}=${toJsonText(p.value).slice(0, 40)}`));
    return { input, invalid: bad.length > 0, why: bad.join(', ') || 'valid fields' };
  });
  // The legacy shims read a JSON null body as {} (then the field rules decide).
  const anyRequired = entries.some(([, field]) => !field.optional);
  const wholeJunk = fc
    .constantFrom<unknown>(null, [], [{}], 'string', '', 0, 1, true, HUGE)
    .map((input) => ({ input, invalid: input === null && opts.nullMeansEmpty ? anyRequired : true, why: `whole input ${toJsonText(input)}` }));
  return fc.oneof({ weight: 5, arbitrary: assembled }, { weight: 1, arbitrary: wholeJunk });
}

/** Anything at all, for procedures and routes that take no input. */
export const anyInput: fc.Arbitrary<Case> = fc
  .oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom<unknown>(HUGE, { id: NEG_HUGE }, '\u0000', '\ud800', '가'.repeat(50)))
  .map((input) => ({ input, invalid: false, why: 'ignored input' }));
