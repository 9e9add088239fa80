// docs/security.md rows 16 and 18, ASVS 2.2.x and 15.3.x, and the accounts' acceptance: bad input to any
// accounts procedure or shim (wrong types, out-of-range and non-finite numbers, arrays for ids,
// missing fields, extra userId, objects for strings, NFD, emoji, lone surrogates, NUL, RTL override,
// 50-character Hangul, whitespace) never gets a 5xx: a 4xx with a Korean message (whole Korean: no
// library English such as zod's 'array' or 'int', tests/helpers/korean-only.ts), and the
// users / auth_sessions / body_data tables stay byte-identical.
import fc from 'fast-check';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from '../helpers/app';
import {
  api,
  type HttpAnswer,
  type Member,
  type MutationPath,
  memberInput,
  type ProcedurePath,
  type QueryPath,
  signUpMember,
  trpcData,
  trpcError,
  trpcMutation,
  trpcRawMutation,
} from '../helpers/calls';
import {
  anyInput,
  birthDateField,
  booleanField,
  type Case,
  emailField,
  extraKeys,
  type Field,
  HUGE,
  INVALID_DATES,
  INVALID_EMAILS,
  INVALID_NAMES,
  INVALID_NEW_PASSWORDS,
  intField,
  kgField,
  LONG_INT,
  loginPasswordField,
  NEG_HUGE,
  nameField,
  newPasswordField,
  objectCase,
  sexField,
  TINY,
  toJsonText,
  validEmail,
  validName,
  validNewPassword,
  validPastDate,
} from '../helpers/fuzz';
import { latinInRefusal } from '../helpers/korean-only';
import { HANGUL, rawGet, rawPost, snapshotAll, userIdOf, visibleMessage } from '../helpers/security';
import { sqlRow, sqlRows } from '../helpers/test-db';

const RUNS = 60;
const OWNER_PASSWORD = 'Owner-secret-pw-2026';

let t: TestApp;
let owner: Member;
let other: Member;
beforeEach(async () => {
  const clock = fakeClock();
  const generous = { capacity: 100_000, refillPerMinute: 100_000 };
  t = await buildTestApp({ now: clock.now, loginLimits: { perAccount: generous, perIp: generous } });
  owner = await signUpMember(t.app, { password: OWNER_PASSWORD, userName: '주인장' });
  other = await signUpMember(t.app, { userName: '남의집' });
  await trpcMutation(
    t.app,
    'user.bodyData.save',
    { date: '2026-01-05', height: 170, weight: 70, bodyFat: 15, muscleMass: 30, upDownBalance: 4 },
    owner.accessToken,
  );
});
afterEach(async () => t.close());

type Call = (input: unknown) => Promise<HttpAnswer>;

/** The shared invariant: no 5xx; invalid input is a 400; every 4xx has whole-Korean text and changed nothing. */
async function checkCase(name: string, call: Call, c: Case, opts: { trpc: boolean }): Promise<void> {
  const before = await snapshotAll(t.db);
  const res = await call(c.input);
  const label = `${name} with ${c.why} (${toJsonText(c.input).slice(0, 160)}) → ${res.status} ${res.body.slice(0, 200)}`;
  expect(res.status, label).toBeLessThan(500);
  if (c.invalid) {
    expect(c.invalidStatuses ?? [400], label).toContain(res.status);
    if (opts.trpc) expect(trpcError(res).data.appCode, label).toBe('VALIDATION');
  }
  if (res.status >= 400) {
    expect(visibleMessage(res), label).toMatch(HANGUL);
    expect(latinInRefusal(res), label).toEqual([]);
    expect(await snapshotAll(t.db), label).toBe(before);
  }
}

/** A call with the input written as raw JSON text (toJsonText: it may hold tokens such as 1e309). */
async function trpcCall(path: ProcedurePath, type: 'query' | 'mutation', input: unknown, token?: string): Promise<HttpAnswer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return type === 'query'
    ? rawGet(t.app, `/trpc/${path}?input=${encodeURIComponent(toJsonText(input))}`, headers)
    : rawPost(t.app, `/trpc/${path}`, toJsonText(input), headers);
}

async function shimPost(url: string, input: unknown, token?: string) {
  return rawPost(t.app, `/api${url}`, toJsonText(input), token ? { authorization: `Bearer ${token}` } : {});
}

const refreshTokenField: Field = {
  valid: fc.string({ minLength: 1, maxLength: 200 }),
  invalid: fc.constantFrom<unknown>('', 'x'.repeat(4097), null, 1, true, [], {}, ['token'], HUGE),
};
const idField: Field = {
  valid: fc.integer({ min: 1, max: 1_000_000 }),
  invalid: fc.constantFrom<unknown>(0, -1, -0.5, 1.5, '1', [1], [1, 2], {}, { id: 1 }, null, true, HUGE, NEG_HUGE, LONG_INT, TINY, 2 ** 53, 1e21),
};
const pageField: Field = {
  valid: fc.integer({ min: 1, max: 1_000_000 }),
  invalid: fc.constantFrom<unknown>(0, -1, 1.5, '1', [1], {}, null, true, HUGE, TINY, 1_000_001, 2 ** 53),
};
const trpcDateField: Field = { valid: validPastDate, invalid: fc.constantFrom<unknown>(null, ...INVALID_DATES), optional: true };
const bodyFields = () => ({
  date: trpcDateField,
  height: intField(100, 250),
  weight: intField(30, 300),
  bodyFat: kgField(1, 99.9),
  muscleMass: kgField(1, 99.9),
  upDownBalance: intField(1, 9),
});

/** `examples` always run first, so the known edges are checked on every run, not by chance. */
type TrpcSpec = ({ path: QueryPath; type: 'query' } | { path: MutationPath; type: 'mutation' }) & {
  authed: boolean;
  cases: () => fc.Arbitrary<Case>;
  examples?: Case[];
};

const bad = (input: unknown, why: string): Case => ({ input, invalid: true, why });
const tokenEdges = [
  bad({ refreshToken: '' }, 'empty refreshToken'),
  bad({ refreshToken: 'x'.repeat(4097) }, '4097-character refreshToken'),
  bad({ refreshToken: 5 }, 'number refreshToken'),
];
const idEdges = [
  bad({ id: 0 }, 'id 0'),
  bad({ id: -1 }, 'negative id'),
  bad({ id: 2 ** 53 }, 'unsafe integer id'),
  bad({ id: '1' }, 'string id'),
  bad({ id: [1] }, 'array id'),
];

const TRPC_SPECS: TrpcSpec[] = [
  {
    path: 'auth.login',
    type: 'mutation',
    authed: false,
    cases: () => objectCase({ loginEmail: emailField, password: loginPasswordField, rememberMe: booleanField(true) }),
  },
  { path: 'auth.refresh', type: 'mutation', authed: false, cases: () => objectCase({ refreshToken: refreshTokenField }), examples: tokenEdges },
  { path: 'auth.logout', type: 'mutation', authed: false, cases: () => objectCase({ refreshToken: refreshTokenField }), examples: tokenEdges },
  {
    path: 'user.signUp',
    type: 'mutation',
    authed: false,
    cases: () =>
      objectCase(
        {
          userName: nameField,
          birthDate: birthDateField,
          loginEmail: emailField,
          password: newPasswordField,
          sex: sexField,
          height: intField(100, 250),
          weight: intField(30, 300),
          bodyFat: kgField(1, 99.9),
          muscleMass: kgField(1, 99.9),
          upDownBalance: intField(1, 9),
          rememberMe: booleanField(true),
        },
        extraKeys(userIdOf(other.accessToken)),
      ),
  },
  { path: 'user.me', type: 'query', authed: true, cases: () => anyInput },
  {
    path: 'user.updateProfile',
    type: 'mutation',
    authed: true,
    cases: () => objectCase({ userName: nameField, birthDate: birthDateField }, extraKeys(userIdOf(other.accessToken))),
  },
  {
    path: 'user.changePassword',
    type: 'mutation',
    authed: true,
    cases: () => objectCase({ oldPassword: loginPasswordField, newPassword: newPasswordField }, extraKeys(userIdOf(other.accessToken))),
  },
  {
    path: 'user.deleteAccount',
    type: 'mutation',
    authed: true,
    cases: () => objectCase({ password: loginPasswordField }, extraKeys(userIdOf(other.accessToken))),
  },
  { path: 'user.bodyData.save', type: 'mutation', authed: true, cases: () => objectCase(bodyFields(), extraKeys(userIdOf(other.accessToken))) },
  { path: 'user.bodyData.recent', type: 'query', authed: true, cases: () => anyInput },
  {
    path: 'user.bodyData.get',
    type: 'query',
    authed: true,
    cases: () => objectCase({ id: idField }, extraKeys(userIdOf(other.accessToken))),
    examples: idEdges,
  },
  {
    path: 'user.bodyData.list',
    type: 'query',
    authed: true,
    cases: () => objectCase({ page: pageField }),
    examples: [
      bad({ page: 0 }, 'page 0'),
      bad({ page: -1 }, 'negative page'),
      bad({ page: 1_000_001 }, 'page over the maximum'),
      bad({ page: '1' }, 'string page'),
    ],
  },
  {
    path: 'user.bodyData.delete',
    type: 'mutation',
    authed: true,
    cases: () => objectCase({ id: idField }, extraKeys(userIdOf(other.accessToken))),
    examples: idEdges,
  },
  { path: 'user.summary', type: 'query', authed: true, cases: () => anyInput },
];

for (const spec of TRPC_SPECS) {
  test(`fuzzed input to tRPC ${spec.path} never gets a 5xx; invalid input is a 400 with a Korean message and changes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(spec.cases(), async (c) => {
        await checkCase(spec.path, (input) => trpcCall(spec.path, spec.type, input, spec.authed ? owner.accessToken : undefined), c, { trpc: true });
      }),
      { numRuns: RUNS, examples: (spec.examples ?? []).map((c) => [c] as [Case]) },
    );
    // The member's session survived the fuzzing (nothing logged them out or deleted them).
    expect((await rawGet(t.app, '/trpc/user.me', { authorization: `Bearer ${owner.accessToken}` })).status).toBe(200);
  });
}

// ---- legacy shims: the legacy field rules (numeric strings, defaults, 남성/여성, balance / 10) ----

/** A legacy number: integers or numeric strings inside the service range; absent or null takes a default. */
function legacyNumberField(min: number, max: number): Field {
  return {
    valid: fc.oneof(
      fc.integer({ min, max }),
      fc.integer({ min, max }).map((n) => (n % 2 ? ` ${n} ` : String(n))),
      fc.constant(null),
    ),
    invalid: fc.constantFrom<unknown>(
      min - 1,
      max + 1,
      -1,
      0,
      min + 0.5,
      1e9,
      -1e9,
      '',
      ' ',
      'abc',
      '1e3',
      `${min}abc`,
      '0x10',
      `${min}.5`,
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

const legacySexField: Field = {
  valid: fc.constantFrom<unknown>('남성', '여성', 0, 1, '0', '1'),
  invalid: fc.constantFrom<unknown>(2, -1, 0.5, 'male', '남', ' 남성', '남성\u0000', null, true, [0], {}, HUGE),
};

const legacyBirthDateField: Field = {
  valid: fc.oneof(validPastDate, fc.constant(null)),
  invalid: fc.constantFrom<unknown>('1899-12-31', '2999-01-01', ...INVALID_DATES),
  optional: true,
};

const legacyDateField: Field = { valid: fc.oneof(validPastDate, fc.constant(null)), invalid: fc.constantFrom<unknown>(...INVALID_DATES), optional: true };

/** A path segment: [raw segment, invalid?]. */
function pathSegmentCase(opts: { negativeIsEmptyList?: boolean; max?: number } = {}): fc.Arbitrary<Case> {
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
  // Only well-formed percent-encoding here; a broken one (a bare %) has its own test below.
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
const queryJunk: fc.Arbitrary<Case> = fc
  .oneof(
    fc.stringMatching(/^[A-Za-z0-9=&%._~-]{0,60}$/),
    fc.constantFrom('input=%7B%22id%22%3A1e309%7D', 'userId=1', '__proto__[admin]=1', 'page=-1&page=2', `x=${'가'.repeat(50)}`),
  )
  .map((q) => ({ input: q, invalid: false, why: `query ${q}` }));

type ShimSpec = { name: string; cases: () => fc.Arbitrary<Case>; call: (input: unknown) => Promise<HttpAnswer>; examples?: Case[] };

const segment = (value: string, invalid: boolean): Case => ({ input: value, invalid, why: `path segment ${value}`, invalidStatuses: [400, 404] });

/** The legacy body numbers, shared by sign-up and body-data saves. */
const legacyBodyFields = () => ({
  height: legacyNumberField(100, 250),
  weight: legacyNumberField(30, 300),
  bodyFat: legacyKgField,
  muscleMass: legacyKgField,
  upDownBalance: legacyBalanceField,
});

const SHIM_SPECS: ShimSpec[] = [
  {
    name: 'POST /api/user/auth',
    cases: () =>
      objectCase(
        {
          userName: nameField,
          loginEmail: emailField,
          password: newPasswordField,
          sex: legacySexField,
          birthDate: legacyBirthDateField,
          ...legacyBodyFields(),
        },
        extraKeys(2),
        { nullMeansEmpty: true },
      ),
    call: (input) => shimPost('/user/auth', input),
  },
  {
    name: 'POST /api/auth/login',
    cases: () =>
      objectCase({ loginEmail: emailField, password: loginPasswordField, rememberMe: { valid: fc.jsonValue({ maxDepth: 1 }), optional: true } }, undefined, {
        nullMeansEmpty: true,
      }),
    call: (input) => shimPost('/auth/login', input),
  },
  {
    name: 'POST /api/user/private',
    cases: () => objectCase({ userName: nameField, birthDate: legacyBirthDateField }, extraKeys(2), { nullMeansEmpty: true }),
    call: (input) => shimPost('/user/private', input, owner.accessToken),
  },
  {
    name: 'POST /api/user/private/password',
    cases: () => objectCase({ oldPassword: loginPasswordField, newPassword: newPasswordField }, extraKeys(2), { nullMeansEmpty: true }),
    call: (input) => shimPost('/user/private/password', input, owner.accessToken),
  },
  {
    name: 'POST /api/user/delete',
    cases: () => objectCase({ password: loginPasswordField }, extraKeys(2), { nullMeansEmpty: true }),
    call: (input) => shimPost('/user/delete', input, owner.accessToken),
  },
  {
    name: 'POST /api/user/private/delete',
    cases: () => objectCase({ password: loginPasswordField }, extraKeys(2), { nullMeansEmpty: true }),
    call: (input) => shimPost('/user/private/delete', input, owner.accessToken),
  },
  {
    name: 'POST /api/bodyData',
    cases: () =>
      objectCase(
        {
          date: legacyDateField,
          ...legacyBodyFields(),
        },
        extraKeys(2),
        { nullMeansEmpty: true },
      ),
    call: (input) => shimPost('/bodyData', input, owner.accessToken),
  },
  {
    name: 'GET /api/bodyData/{id}',
    cases: () => pathSegmentCase(),
    examples: [segment('0', true), segment('-1', true), segment('9999999999999999', true), segment('1.5', true), segment('%00', true)],
    call: (segment) => rawGet(t.app, `/api/bodyData/${String(segment)}`, { authorization: `Bearer ${owner.accessToken}` }),
  },
  {
    name: 'GET /api/bodyData/list/{page}',
    cases: () => pathSegmentCase({ negativeIsEmptyList: true, max: 1_000_000 }),
    examples: [
      segment('0', true),
      segment('2000000', true),
      segment('999999999999999', true),
      segment('abc', true),
      segment('-5', false),
      segment('%31', false),
      segment('%2D5', false),
    ],
    call: (segment) => rawGet(t.app, `/api/bodyData/list/${String(segment)}`, { authorization: `Bearer ${owner.accessToken}` }),
  },
  {
    name: 'POST /api/bodyData/delete/{id}',
    cases: () => pathSegmentCase(),
    call: (segment) => rawPost(t.app, `/api/bodyData/delete/${String(segment)}`, '{}', { authorization: `Bearer ${owner.accessToken}` }),
  },
  {
    name: 'GET /api/user/private',
    cases: () => queryJunk,
    call: (q) => rawGet(t.app, `/api/user/private?${String(q)}`, { authorization: `Bearer ${owner.accessToken}` }),
  },
  {
    name: 'GET /api/myfit/userInfo',
    cases: () => queryJunk,
    call: (q) => rawGet(t.app, `/api/myfit/userInfo?${String(q)}`, { authorization: `Bearer ${owner.accessToken}` }),
  },
  {
    name: 'GET /api/bodyData/recent',
    cases: () => queryJunk,
    call: (q) => rawGet(t.app, `/api/bodyData/recent?${String(q)}`, { authorization: `Bearer ${owner.accessToken}` }),
  },
];

for (const spec of SHIM_SPECS) {
  test(`fuzzed input to ${spec.name} never gets a 5xx; invalid input is a 400 with a Korean message and changes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(spec.cases(), async (c) => {
        await checkCase(spec.name, spec.call, c, { trpc: false });
      }),
      { numRuns: RUNS, examples: (spec.examples ?? []).map((c) => [c] as [Case]) },
    );
    expect((await api(t.app, 'GET', '/user/private', { token: owner.accessToken })).status).toBe(200);
  });
}

test('fuzzed Authorization headers on GET /api/auth/refresh and /api/auth/logout never get a 5xx and leave the sessions alone', async () => {
  const header = fc.oneof(
    fc.string({ maxLength: 80, unit: 'grapheme-ascii' }),
    fc.string({ maxLength: 300, unit: 'grapheme-ascii' }).map((s) => `Bearer ${s}`),
    fc.constantFrom('Bearer ', 'Bearer', 'Bearer .', 'Bearer ..', `Bearer ${'x'.repeat(5000)}`),
  );
  await fc.assert(
    fc.asyncProperty(header, fc.constantFrom('/api/auth/refresh', '/api/auth/logout'), async (authorization, url) => {
      const before = await snapshotAll(t.db);
      const res = await rawGet(t.app, url, { authorization });
      const label = `${url} ${JSON.stringify(authorization.slice(0, 80))} → ${res.status} ${res.body}`;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(visibleMessage(res), label).toMatch(HANGUL);
      expect(latinInRefusal(res), label).toEqual([]);
      expect(await snapshotAll(t.db), label).toBe(before);
    }),
    { numRuns: RUNS },
  );
});

// ---- bad JSON, non-finite number tokens ----

const NON_JSON_BODIES = [
  '{"height":NaN}',
  '{"height":Infinity}',
  '{"height":-Infinity}',
  '{"id":NaN}',
  '{"a":',
  '{',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'undefined',
  '\u0000',
];

test('bad JSON and NaN/Infinity tokens to the accounts shims get a 400 envelope with a Korean message and change nothing', async () => {
  const urls = [
    '/api/user/auth',
    '/api/auth/login',
    '/api/user/private',
    '/api/user/private/password',
    '/api/user/delete',
    '/api/user/private/delete',
    '/api/bodyData',
  ];
  for (const url of urls) {
    for (const body of NON_JSON_BODIES) {
      const before = await snapshotAll(t.db);
      const res = await rawPost(t.app, url, body, { authorization: `Bearer ${owner.accessToken}` });
      const label = `${url} ${JSON.stringify(body)} → ${res.status} ${res.body}`;
      expect(res.status, label).toBe(400);
      expect(res.json(), label).toEqual({ status: 'BAD_REQUEST', statusMessage: expect.stringMatching(HANGUL) });
      expect(latinInRefusal(res), label).toEqual([]);
      expect(await snapshotAll(t.db), label).toBe(before);
    }
  }
});

test('bad JSON and NaN/Infinity tokens to the accounts tRPC procedures get a 400 with a Korean message and change nothing', async () => {
  const wrong: string[] = [];
  for (const spec of TRPC_SPECS) {
    for (const body of NON_JSON_BODIES) {
      const before = await snapshotAll(t.db);
      const res =
        spec.type === 'query'
          ? await rawGet(t.app, `/trpc/${spec.path}?input=${encodeURIComponent(body)}`, { authorization: `Bearer ${owner.accessToken}` })
          : await rawPost(t.app, `/trpc/${spec.path}`, body, { authorization: `Bearer ${owner.accessToken}` });
      expect(res.status, `${spec.path} ${body}`).toBeLessThan(500);
      expect(await snapshotAll(t.db)).toBe(before);
      // Procedures without input ignore it, so only the others must refuse.
      if (spec.cases() === anyInput) continue;
      if (res.status !== 400 || !HANGUL.test(visibleMessage(res)) || latinInRefusal(res).length > 0) {
        wrong.push(`${spec.path} ${JSON.stringify(body)} → ${res.status} ${visibleMessage(res)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test('1e309 (Infinity after parsing) and 1e-400 in numeric fields are refused with 400 on both transports', async () => {
  for (const raw of ['1e309', '-1e309', '1e-400']) {
    const before = await snapshotAll(t.db);
    const trpc = await rawPost(t.app, '/trpc/user.bodyData.save', `{"height":${raw},"weight":70,"bodyFat":15,"muscleMass":30,"upDownBalance":5}`, {
      authorization: `Bearer ${owner.accessToken}`,
    });
    expect(trpc.status, raw).toBe(400);
    expect(trpcError(trpc).message).toMatch(HANGUL);
    const shim = await rawPost(t.app, '/api/bodyData', `{"height":${raw},"weight":70,"bodyFat":15,"muscleMass":30,"upDownBalance":0.5}`, {
      authorization: `Bearer ${owner.accessToken}`,
    });
    expect(shim.status, raw).toBe(400);
    expect(shim.body).toMatch(HANGUL);
    const get = await rawGet(t.app, `/trpc/user.bodyData.get?input=${encodeURIComponent(`{"id":${raw}}`)}`, { authorization: `Bearer ${owner.accessToken}` });
    expect(get.status, raw).toBe(400);
    expect(await snapshotAll(t.db)).toBe(before);
  }
});

// ---- Korean text: NFC storage, forbidden characters, length ----

async function storedName(loginEmail: string): Promise<string> {
  const row = await sqlRow<{ user_name: string }>(t.db, 'SELECT user_name FROM users WHERE login_email = ?', [loginEmail]);
  if (!row) throw new Error(`no member ${loginEmail}`);
  // The stored text's UTF-8 bytes: NFD jamo and NFC syllables differ here.
  return Buffer.from(row.user_name, 'utf8').toString('hex').toUpperCase();
}

const hexOf = (s: string) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();

test('a name typed in NFD is stored as NFC bytes, through tRPC and legacy sign-up and both profile edits', async () => {
  const nfd = '홍길동'.normalize('NFD');
  expect(nfd).not.toBe('홍길동');
  const a = await signUpMember(t.app, { userName: nfd });
  expect(await storedName(a.loginEmail)).toBe(hexOf('홍길동'));

  const legacyEmail = `nfd-${Date.now()}@fitforme.kr`;
  const legacy = await api(t.app, 'POST', '/user/auth', {
    body: { userName: '김영희'.normalize('NFD'), loginEmail: legacyEmail, password: 'abcd1234', sex: '여성' },
  });
  expect(legacy.status).toBe(200);
  expect(await storedName(legacyEmail)).toBe(hexOf('김영희'));

  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: '박지성'.normalize('NFD'), birthDate: '1981-02-25' }, a.accessToken)).status).toBe(200);
  expect(await storedName(a.loginEmail)).toBe(hexOf('박지성'));
  const shim = await api(t.app, 'POST', '/user/private', { token: a.accessToken, body: { userName: '손흥민'.normalize('NFD'), birthDate: '1992-07-08' } });
  expect([shim.status, shim.body]).toEqual([200, 'ok']);
  expect(await storedName(a.loginEmail)).toBe(hexOf('손흥민'));
  // Read back exactly as stored.
  expect((await api(t.app, 'GET', '/user/private', { token: a.accessToken })).json().userName).toBe('손흥민');
});

test('an e-mail typed in NFD is the same account as its NFC spelling: the duplicate is refused', async () => {
  const nfc = `jösé-${Date.now()}@fitforme.kr`;
  const first = await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: nfc }));
  expect(first.status).toBe(200);
  const before = await snapshotAll(t.db);
  const dup = await trpcMutation(t.app, 'user.signUp', memberInput({ loginEmail: nfc.normalize('NFD') }));
  expect(dup.status).toBe(409);
  expect(trpcError(dup).message).toMatch(HANGUL);
  const legacyDup = await api(t.app, 'POST', '/user/auth', {
    body: { userName: '홍길동', loginEmail: nfc.normalize('NFD').toUpperCase(), password: 'abcd1234', sex: '남성' },
  });
  expect([legacyDup.status, legacyDup.body]).toEqual([400, '아이디 중복']);
  expect(await snapshotAll(t.db)).toBe(before);
  // And the NFD spelling logs in to the NFC account.
  const login = await trpcMutation(t.app, 'auth.login', { loginEmail: nfc.normalize('NFD'), password: 'abcd1234' });
  expect(login.status).toBe(200);
});

test('names with emoji, lone surrogates, NUL, RTL override, whitespace only or 50 Hangul syllables are refused on every path that takes a name', async () => {
  const cases = INVALID_NAMES.filter((v): v is string => typeof v === 'string');
  for (const name of cases) {
    const before = await snapshotAll(t.db);
    const label = JSON.stringify(name);
    const signUp = await trpcMutation(t.app, 'user.signUp', memberInput({ userName: name }));
    const legacySignUp = await shimPost('/user/auth', { userName: name, loginEmail: `n-${Math.random()}@fitforme.kr`, password: 'abcd1234', sex: '남성' });
    const update = await trpcMutation(t.app, 'user.updateProfile', { userName: name, birthDate: '1990-01-01' }, owner.accessToken);
    const legacyUpdate = await shimPost('/user/private', { userName: name, birthDate: '1990-01-01' }, owner.accessToken);
    for (const res of [signUp, legacySignUp, update, legacyUpdate]) {
      expect(res.status, `${label} → ${res.body}`).toBe(400);
      expect(visibleMessage(res), label).toMatch(HANGUL);
    }
    expect(await snapshotAll(t.db), label).toBe(before);
  }
});

test('8 Hangul syllables are accepted and 9 are refused, counted the same way on both transports', async () => {
  const eight = '가나다라마바사아';
  const nine = `${eight}자`;
  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: eight, birthDate: '1990-01-01' }, owner.accessToken)).status).toBe(200);
  expect((await shimPost('/user/private', { userName: eight, birthDate: '1990-01-01' }, owner.accessToken)).body).toBe('ok');
  expect((await trpcMutation(t.app, 'user.updateProfile', { userName: nine, birthDate: '1990-01-01' }, owner.accessToken)).status).toBe(400);
  expect((await shimPost('/user/private', { userName: nine, birthDate: '1990-01-01' }, owner.accessToken)).status).toBe(400);
  // 8 syllables typed as NFD are 24 jamo: still 8 after normalisation, so still accepted.
  expect((await shimPost('/user/private', { userName: eight.normalize('NFD'), birthDate: '1990-01-01' }, owner.accessToken)).body).toBe('ok');
  expect(await storedName(owner.loginEmail)).toBe(hexOf(eight));
});

test('invalid e-mails and passwords are refused at sign-up on both transports and nothing is stored', async () => {
  for (const loginEmail of INVALID_EMAILS) {
    const before = await snapshotAll(t.db);
    const trpc = await trpcRawMutation(t.app, 'user.signUp', { ...memberInput(), loginEmail });
    const shim = await shimPost('/user/auth', { userName: '홍길동', loginEmail, password: 'abcd1234', sex: '남성' });
    expect([trpc.status, shim.status], JSON.stringify(loginEmail)).toEqual([400, 400]);
    expect(visibleMessage(trpc)).toMatch(HANGUL);
    expect(visibleMessage(shim)).toMatch(HANGUL);
    expect(await snapshotAll(t.db)).toBe(before);
  }
  for (const password of INVALID_NEW_PASSWORDS) {
    const before = await snapshotAll(t.db);
    const trpc = await trpcRawMutation(t.app, 'user.signUp', { ...memberInput(), password });
    const shim = await shimPost('/user/auth', { userName: '홍길동', loginEmail: `p-${Math.random()}@fitforme.kr`, password, sex: '남성' });
    expect([trpc.status, shim.status], JSON.stringify(password)).toEqual([400, 400]);
    expect(visibleMessage(trpc)).toMatch(HANGUL);
    expect(visibleMessage(shim)).toMatch(HANGUL);
    expect(await snapshotAll(t.db)).toBe(before);
  }
});

test('valid names and passwords from the generators really are accepted (the fuzz verdicts are calibrated)', async () => {
  await fc.assert(
    fc.asyncProperty(validName, validEmail, validNewPassword, async (userName, loginEmail, password) => {
      const res = await trpcMutation(t.app, 'user.signUp', memberInput({ userName, loginEmail, password }));
      expect(res.status, `${JSON.stringify({ userName, loginEmail, password })} → ${res.body}`).toBe(200);
      const login = await trpcMutation(t.app, 'auth.login', { loginEmail, password });
      expect(login.status).toBe(200);
      expect(await storedName(loginEmail.normalize('NFC'))).toBe(hexOf(userName.normalize('NFC')));
    }),
    { numRuns: 25 },
  );
});

test('an extra userId in a profile edit or a body-data save cannot touch another member', async () => {
  const otherId = userIdOf(other.accessToken);
  const before = await sqlRow(t.db, 'SELECT * FROM users WHERE id = ?', [otherId]);
  const beforeBody = await sqlRows(t.db, 'SELECT * FROM body_data WHERE user_id = ?', [otherId]);
  const upd = await trpcRawMutation(
    t.app,
    'user.updateProfile',
    { userName: '바꾼이름', birthDate: '1990-01-01', userId: otherId, id: otherId },
    owner.accessToken,
  );
  expect(upd.status).toBe(200);
  expect(trpcData(upd).userId).toBe(userIdOf(owner.accessToken));
  const legacyUpd = await shimPost('/user/private', { userName: '또바꾼이름', userId: otherId, id: otherId }, owner.accessToken);
  expect(legacyUpd.body).toBe('ok');
  const save = await trpcRawMutation(
    t.app,
    'user.bodyData.save',
    { date: '2026-02-02', height: 170, weight: 70, bodyFat: 15, muscleMass: 30, upDownBalance: 5, userId: otherId },
    owner.accessToken,
  );
  expect(save.status).toBe(200);
  const legacySave = await shimPost('/bodyData', { date: '2026-02-03', userId: otherId, user_id: otherId }, owner.accessToken);
  expect(legacySave.status).toBe(200);
  expect(await sqlRow(t.db, 'SELECT * FROM users WHERE id = ?', [otherId])).toEqual(before);
  expect(await sqlRows(t.db, 'SELECT * FROM body_data WHERE user_id = ?', [otherId])).toEqual(beforeBody);
  expect(
    await sqlRow(t.db, "SELECT count(*) AS n FROM body_data WHERE user_id = ? AND date IN ('2026-02-02','2026-02-03')", [userIdOf(owner.accessToken)]),
  ).toEqual({ n: 2 });
});

test('router-level rejections on /api (broken percent-encoding, an over-long path id) get the Korean envelope, like every other bad /api request', async () => {
  const urls = [
    '/api/bodyData/%',
    '/api/bodyData/%A',
    '/api/bodyData/list/%zz',
    '/api/bodyData/delete/1%',
    '/api/user/private%',
    `/api/bodyData/${'9'.repeat(6000)}`,
  ];
  for (const url of urls) {
    const res = await rawGet(t.app, url, { authorization: `Bearer ${owner.accessToken}` });
    const label = `${url.slice(0, 40)} → ${res.status} ${res.body.slice(0, 120)}`;
    expect([400, 414], label).toContain(res.status);
    expect(res.json(), label).toEqual({ status: expect.any(String), statusMessage: expect.stringMatching(HANGUL) });
    expect(res.body.length, `${label}: the URL is not echoed back`).toBeLessThan(500);
  }
  const trpc = await rawGet(t.app, '/trpc/user.me%', { authorization: `Bearer ${owner.accessToken}` });
  expect(trpc.status).toBe(400);
});
