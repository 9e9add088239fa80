// Every kind of issue zod raises, worded by our map (server/common/zod-korean.ts) in whole Korean: no type
// or origin name ('array', 'int', 'string'), no format or pattern, no key or value of the input, no number
// in exponent form. The bad-input sweeps check the same over HTTP; this covers the kinds no endpoint has yet.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import './zod-korean';
import { latinWordsIn } from '../../tests/helpers/korean-only';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`${JSON.stringify(input)} was accepted`);
  return result.error.issues[0]!.message;
};

const CASES: [what: string, schema: z.ZodType, input: unknown, message: string][] = [
  // invalid_type, every type name, and a missing value
  ['a missing value', z.object({ a: z.string() }), {}, '꼭 필요한 값이 빠졌어요'],
  ['a string expected', z.string(), 5, '글자로 입력해 주세요'],
  ['a number expected', z.number(), 'x', '숫자로 입력해 주세요'],
  ['Infinity for a number', z.number(), Number.POSITIVE_INFINITY, '올바른 숫자로 입력해 주세요'],
  ['NaN for a number', z.number(), Number.NaN, '올바른 숫자로 입력해 주세요'],
  ['a fraction for an int', z.int(), 1.5, '정수로 입력해 주세요'],
  ['a word for an int', z.int(), 'x', '숫자로 입력해 주세요'],
  ['a bigint expected', z.bigint(), 1, '정수로 입력해 주세요'],
  ['a boolean expected', z.boolean(), 'true', '참 또는 거짓으로 입력해 주세요'],
  ['an array expected', z.array(z.string()), 'x', '목록으로 입력해 주세요'],
  ['a tuple expected', z.tuple([z.string()]), 'x', '목록으로 입력해 주세요'],
  ['a set expected', z.set(z.string()), [], '목록으로 입력해 주세요'],
  ['an object expected', z.object({}), null, '항목 묶음으로 입력해 주세요'],
  ['a record expected', z.record(z.string(), z.number()), [], '항목 묶음으로 입력해 주세요'],
  ['a map expected', z.map(z.string(), z.number()), {}, '항목 묶음으로 입력해 주세요'],
  ['a date expected', z.date(), 'x', '날짜로 입력해 주세요'],
  ['a symbol expected', z.symbol(), 'x', '기호로 입력해 주세요'],
  ['a function expected', z.function(), 'x', '함수로 입력해 주세요'],
  ['a file expected', z.file(), 'x', '파일로 입력해 주세요'],
  ['NaN expected', z.nan(), 1, '숫자가 아닌 값으로 입력해 주세요'],
  ['null expected', z.null(), 1, '값의 종류가 올바르지 않아요'],
  ['never', z.never(), 1, '값의 종류가 올바르지 않아요'],
  ['nonoptional', z.string().optional().nonoptional(), undefined, '꼭 필요한 값이 빠졌어요'],
  // too_big / too_small, every origin, inclusive, exclusive and exact
  ['a long string', z.string().max(4096), 'x'.repeat(4097), '4,096자까지 입력할 수 있어요'],
  ['an empty string', z.string().min(1), '', '값을 입력해 주세요'],
  ['a short string', z.string().min(8), 'abc', '8자 이상 입력해 주세요'],
  ['a string of the wrong length', z.string().length(6), 'abc', '6자로 입력해 주세요'],
  ['a big number', z.number().max(1_000_000), 2_000_000, '1,000,000 이하로 입력해 주세요'],
  ['an unsafe int', z.int(), 2 ** 60, '9,007,199,254,740,991 이하로 입력해 주세요'],
  ['a number not below', z.number().lt(10), 10, '10보다 작은 값으로 입력해 주세요'],
  ['a small number', z.number().min(1), 0, '1 이상으로 입력해 주세요'],
  ['not positive', z.number().positive(), 0, '0보다 큰 값으로 입력해 주세요'],
  ['a huge bound', z.number().max(1e21), 1e22, '1,000,000,000,000,000,000,000 이하로 입력해 주세요'],
  ['a small fraction bound', z.number().min(0.000001), 0, '0.000001 이상으로 입력해 주세요'],
  ['a big bigint', z.bigint().max(10n), 11n, '10 이하로 입력해 주세요'],
  ['a long array', z.array(z.number()).max(3), [1, 2, 3, 4], '3개까지만 보낼 수 있어요'],
  ['an empty array', z.array(z.number()).min(1), [], '하나 이상 보내 주세요'],
  ['a short array', z.array(z.number()).min(2), [1], '2개 이상 보내 주세요'],
  ['an array of the wrong length', z.array(z.number()).length(2), [1], '2개여야 해요'],
  ['a big set', z.set(z.number()).max(1), new Set([1, 2]), '1개까지만 보낼 수 있어요'],
  ['a late date', z.date().max(new Date('2024-01-01T00:00:00Z')), new Date('2025-01-01T00:00:00Z'), '2024-01-01 이전 날짜로 입력해 주세요'],
  ['an early date', z.date().min(new Date('2024-01-01T00:00:00Z')), new Date('2023-01-01T00:00:00Z'), '2024-01-01 이후 날짜로 입력해 주세요'],
  ['a big file', z.file().max(10), new File(['x'.repeat(20)], 'a.txt'), '10바이트까지만 보낼 수 있어요'],
  // invalid_format: named formats, patterns (never shown), prefixes, case
  ['an e-mail', z.email(), 'x', '이메일 주소 형식이 올바르지 않아요'],
  ['a URL', z.url(), 'x', '인터넷 주소 형식이 올바르지 않아요'],
  ['a UUID', z.uuid(), 'x', '고유 번호 형식이 올바르지 않아요'],
  ['an ISO date', z.iso.date(), 'x', '날짜 형식이 올바르지 않아요'],
  ['an ISO date-time', z.iso.datetime(), 'x', '날짜와 시간 형식이 올바르지 않아요'],
  ['an IPv4 address', z.ipv4(), 'x', '네트워크 주소 형식이 올바르지 않아요'],
  ['base64', z.base64(), '!', '인코딩된 글자 형식이 올바르지 않아요'],
  ['a JWT', z.jwt(), 'x', '인증 토큰 형식이 올바르지 않아요'],
  ['a regex', z.string().regex(/^[a-z]+$/), '1', '형식이 올바르지 않아요'],
  ['a prefix', z.string().startsWith('abc'), 'x', '형식이 올바르지 않아요'],
  ['a suffix', z.string().endsWith('abc'), 'x', '형식이 올바르지 않아요'],
  ['a part', z.string().includes('abc'), 'x', '형식이 올바르지 않아요'],
  ['lower case', z.string().lowercase(), 'ABC', '소문자로 입력해 주세요'],
  ['upper case', z.string().uppercase(), 'abc', '대문자로 입력해 주세요'],
  ['a template literal', z.templateLiteral(['id-', z.number()]), 'x', '형식이 올바르지 않아요'],
  // the rest
  ['a multiple', z.number().multipleOf(0.5), 1.2, '0.5 단위로 입력해 주세요'],
  ['unknown keys', z.strictObject({ a: z.string() }), { a: 'x', userId: 1 }, '알 수 없는 항목이 들어 있어요'],
  ['a union', z.union([z.string(), z.number()]), true, '값의 형식이 올바르지 않아요'],
  ['a discriminated union', z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') })]), { kind: 'b' }, '값의 형식이 올바르지 않아요'],
  ['a record key', z.record(z.string().regex(/^[a-z]$/), z.number()), { AB: 1 }, '항목 이름이 올바르지 않아요'],
  ['a map key that is no property name', z.map(z.object({ a: z.string() }), z.number()), new Map([[{ a: 1 }, 1]]), '항목 이름이 올바르지 않아요'],
  ['a map value under such a key', z.map(z.object({}), z.number()), new Map([[{}, 'x']]), '목록의 값이 올바르지 않아요'],
  ['a map value under a word key', z.map(z.string(), z.number()), new Map([['a', 'x']]), '숫자로 입력해 주세요'],
  ['an enum of words', z.enum(['csv', 'json']), 'xml', '허용되지 않는 값이에요'],
  ['an enum of Korean words', z.enum(['남성', '여성']), '남', '남성, 여성 중 하나로 입력해 주세요'],
  ['a literal number', z.literal(1), 2, '1로만 입력할 수 있어요'],
  ['a literal true', z.literal(true), false, '허용되지 않는 값이에요'],
  ['a refinement without a message', z.string().refine((v) => v === 'x'), 'y', '입력값을 확인해 주세요'],
];

describe('zod issues in whole Korean', () => {
  test.each(CASES)('%s', (_, schema, input, message) => {
    const got = messageOf(schema, input);
    expect(got).toBe(message);
    expect(latinWordsIn(got)).toEqual([]);
  });

  test("a schema's own message still wins", () => {
    expect(messageOf(z.string().min(1, '이름을 입력해 주세요'), '')).toBe('이름을 입력해 주세요');
    expect(messageOf(z.number({ error: '무게를 입력해 주세요' }), 'x')).toBe('무게를 입력해 주세요');
  });
});
