// fast-check building blocks for the legacy /api shims under bad input (server/rest/bad-input-shims.db.test.ts):
// the legacy field rules (numeric strings, defaults, 남성/여성, balance / 10), path segments and query
// strings, each value with its verdict.
import fc from 'fast-check';
import { type Case, type Field, HUGE, INVALID_DATES, LONG_INT, NEG_HUGE, TINY, validPastDate } from './fuzz';

/**
 * A legacy height or weight: numbers with at most one decimal, or numeric strings, inside the service range
 * (the legacy wire carries floats; the service takes one decimal: docs/decisions/027-decimal-body-data.md);
 * absent or null takes a default.
 */
function legacyNumberField(min: number, max: number): Field {
  return {
    valid: fc.oneof(
      fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10),
      fc.integer({ min: min * 10, max: max * 10 }).map((n) => (n % 2 ? ` ${n / 10} ` : String(n / 10))),
      fc.constant(null),
    ),
    invalid: fc.constantFrom<unknown>(
      min - 1,
      min - 0.1,
      max + 1,
      max + 0.1,
      -1,
      0,
      min + 0.05,
      `${min}.25`,
      1e9,
      -1e9,
      '',
      ' ',
      'abc',
      '1e3',
      `${min}abc`,
      '0x10',
      true,
      false,
      [min],
      {},
      HUGE,
      NEG_HUGE,
      LONG_INT,
      TINY,
    ),
    optional: true,
  };
}

/**
 * A legacy body-composition number: integers, one-decimal numbers or numeric strings; the legacy
 * check allows 0–95 and the service then 1–99.9 with one decimal, so 1–95 passes both.
 */
const legacyKgField: Field = {
  valid: fc.oneof(
    fc.integer({ min: 10, max: 950 }).map((n) => n / 10),
    fc.integer({ min: 10, max: 950 }).map((n) => (n % 2 ? ` ${n / 10} ` : String(n / 10))),
    fc.constant(null),
  ),
  invalid: fc.constantFrom<unknown>(
    0,
    0.9,
    '0.5',
    95.1,
    96,
    -1,
    1.25,
    '7.25',
    1e9,
    -1e9,
    '',
    ' ',
    'abc',
    '1e3',
    '7abc',
    '0x10',
    true,
    false,
    [7],
    {},
    HUGE,
    NEG_HUGE,
    LONG_INT,
    TINY,
  ),
  optional: true,
};

const legacyBalanceField: Field = {
  valid: fc.oneof(
    fc.integer({ min: 1, max: 9 }).map((n) => n / 10),
    fc.constantFrom('0.5', '0.3', null),
  ),
  invalid: fc.constantFrom<unknown>(0, 1, 0.55, 0.05, 5, -0.1, '1', 'x', '0.5.1', true, [0.5], {}, HUGE, NEG_HUGE),
  optional: true,
};

export const legacySexField: Field = {
  valid: fc.constantFrom<unknown>('남성', '여성', 0, 1, '0', '1'),
  invalid: fc.constantFrom<unknown>(2, -1, 0.5, 'male', '남', ' 남성', '남성\u0000', null, true, [0], {}, HUGE),
};

export const legacyBirthDateField: Field = {
  valid: fc.oneof(validPastDate, fc.constant(null)),
  invalid: fc.constantFrom<unknown>('1899-12-31', '2999-01-01', ...INVALID_DATES),
  optional: true,
};

export const legacyDateField: Field = {
  valid: fc.oneof(validPastDate, fc.constant(null)),
  invalid: fc.constantFrom<unknown>(...INVALID_DATES),
  optional: true,
};

/** A path segment: [raw segment, invalid?]. */
export function pathSegmentCase(opts: { negativeIsEmptyList?: boolean; max?: number } = {}): fc.Arbitrary<Case> {
  const valid = fc.integer({ min: 1, max: opts.max ?? 1_000_000 }).map(String);
  const junk = fc.constantFrom(
    '0',
    '-1',
    '00',
    '01',
    '1.5',
    '1e3',
    '+1',
    '0x1',
    'abc',
    'null',
    'undefined',
    '%20',
    '%201',
    '%00',
    '%2e%2e',
    '..%2f..%2fetc',
    '%D9%A1',
    '%EF%BC%91',
    '9'.repeat(16),
    '9'.repeat(100),
    '1%3BDROP%20TABLE%20body_data',
    '%E2%80%AE1',
    '%F0%9F%98%80',
    '2000000',
    '-99999999999999999',
  );
  // Only well-formed percent-encoding here; a broken one (a bare %) has its own test (bad-input-json.test.ts).
  const wellFormed = (segment: string) => {
    try {
      decodeURIComponent(segment);
      return true;
    } catch {
      return false;
    }
  };
  return fc.oneof(valid, junk, fc.stringMatching(/^[A-Za-z0-9%._~-]{1,30}$/).filter(wellFormed)).map((segment) => {
    // The verdict is about what the router hands the route: the percent-decoded segment ('%31' is '1').
    const decoded = decodeURIComponent(segment);
    const positive = /^[1-9]\d{0,14}$/.test(decoded);
    const emptyList = opts.negativeIsEmptyList === true && /^-\d{1,15}$/.test(decoded);
    const withinMax = opts.max === undefined || (positive && Number(decoded) <= opts.max);
    // A segment that decodes to dots or slashes may resolve to another (missing) route: 404 is fine too.
    return { input: segment, invalid: !((positive && withinMax) || emptyList), why: `path segment ${segment}`, invalidStatuses: [400, 404] };
  });
}

/** Random query strings on routes that take none: they must simply be ignored. */
export const queryJunk: fc.Arbitrary<Case> = fc
  .oneof(
    fc.stringMatching(/^[A-Za-z0-9=&%._~-]{0,60}$/),
    fc.constantFrom('input=%7B%22id%22%3A1e309%7D', 'userId=1', '__proto__[admin]=1', 'page=-1&page=2', `x=${'가'.repeat(50)}`),
  )
  .map((q) => ({ input: q, invalid: false, why: `query ${q}` }));

export const segment = (value: string, invalid: boolean): Case => ({ input: value, invalid, why: `path segment ${value}`, invalidStatuses: [400, 404] });

/** The legacy body numbers, shared by sign-up and body-data saves. */
export const legacyBodyFields = () => ({
  height: legacyNumberField(100, 250),
  weight: legacyNumberField(30, 300),
  bodyFat: legacyKgField,
  muscleMass: legacyKgField,
  upDownBalance: legacyBalanceField,
});
