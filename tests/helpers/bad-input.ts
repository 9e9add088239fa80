// The accounts slice under bad input (tests/security/bad-input-*.test.ts): the app with an owner (and a
// body-data record) and another member, the invariant every refused case must keep (no 5xx, a 400 where the
// input is invalid, whole-Korean text, tables unchanged), raw-JSON calls, and the fuzz specs of the
// accounts procedures.
import fc from 'fast-check';
import { expect } from 'vitest';
import { buildTestApp, fakeClock, type TestApp } from './app';
import { type HttpAnswer, type Member, type MutationPath, type ProcedurePath, type QueryPath, signUpMember, trpcError, trpcMutation } from './calls';
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
  validPastDate,
} from './fuzz';
import { latinInRefusal } from './korean-only';
import { HANGUL, rawGet, rawPost, snapshotAll, userIdOf, visibleMessage } from './security';

export const RUNS = 60;
const OWNER_PASSWORD = 'Owner-secret-pw-2026';

export type Accounts = { t: TestApp; owner: Member; other: Member };

/** A fresh app with the owner (who has one body-data record) and another member; no login limits in the way. */
export async function accountsUnderTest(): Promise<Accounts> {
  const clock = fakeClock();
  const generous = { capacity: 100_000, refillPerMinute: 100_000 };
  const t = await buildTestApp({ now: clock.now, loginLimits: { perAccount: generous, perIp: generous } });
  const owner = await signUpMember(t.app, { password: OWNER_PASSWORD, userName: '주인장' });
  const other = await signUpMember(t.app, { userName: '남의집' });
  await trpcMutation(
    t.app,
    'user.bodyData.save',
    { date: '2026-01-05', height: 170, weight: 70, bodyFat: 15, muscleMass: 30, upDownBalance: 4 },
    owner.accessToken,
  );
  return { t, owner, other };
}

type Call = (input: unknown) => Promise<HttpAnswer>;

/** The checks and calls of the bad-input tests, on the app `app()` answers at the time of the call. */
export function badInputCalls(app: () => TestApp) {
  /** The shared invariant: no 5xx; invalid input is a 400; every 4xx has whole-Korean text and changed nothing. */
  async function checkCase(name: string, call: Call, c: Case, opts: { trpc: boolean }): Promise<void> {
    const before = await snapshotAll(app().db);
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
      expect(await snapshotAll(app().db), label).toBe(before);
    }
  }

  /** A call with the input written as raw JSON text (toJsonText: it may hold tokens such as 1e309). */
  async function trpcCall(path: ProcedurePath, type: 'query' | 'mutation', input: unknown, token?: string): Promise<HttpAnswer> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    return type === 'query'
      ? rawGet(app().app, `/trpc/${path}?input=${encodeURIComponent(toJsonText(input))}`, headers)
      : rawPost(app().app, `/trpc/${path}`, toJsonText(input), headers);
  }

  async function shimPost(url: string, input: unknown, token?: string) {
    return rawPost(app().app, `/api${url}`, toJsonText(input), token ? { authorization: `Bearer ${token}` } : {});
  }
  return { checkCase, trpcCall, shimPost };
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
  height: kgField(100, 250),
  weight: kgField(30, 300),
  bodyFat: kgField(1, 99.9),
  muscleMass: kgField(1, 99.9),
  upDownBalance: intField(1, 9),
});

/** `examples` always run first, so the known edges are checked on every run, not by chance. */
export type TrpcSpec = ({ path: QueryPath; type: 'query' } | { path: MutationPath; type: 'mutation' }) & {
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

/** The accounts procedures' fuzz specs; `other` is the member whose id the extra keys try to smuggle in. */
export function accountsTrpcSpecs(other: () => Member): TrpcSpec[] {
  return [
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
            height: kgField(100, 250),
            weight: kgField(30, 300),
            bodyFat: kgField(1, 99.9),
            muscleMass: kgField(1, 99.9),
            upDownBalance: intField(1, 9),
            rememberMe: booleanField(true),
          },
          extraKeys(userIdOf(other().accessToken)),
        ),
    },
    { path: 'user.me', type: 'query', authed: true, cases: () => anyInput },
    {
      path: 'user.updateProfile',
      type: 'mutation',
      authed: true,
      cases: () => objectCase({ userName: nameField, birthDate: birthDateField }, extraKeys(userIdOf(other().accessToken))),
    },
    {
      path: 'user.changePassword',
      type: 'mutation',
      authed: true,
      cases: () => objectCase({ oldPassword: loginPasswordField, newPassword: newPasswordField }, extraKeys(userIdOf(other().accessToken))),
    },
    {
      path: 'user.deleteAccount',
      type: 'mutation',
      authed: true,
      cases: () => objectCase({ password: loginPasswordField }, extraKeys(userIdOf(other().accessToken))),
    },
    { path: 'user.bodyData.save', type: 'mutation', authed: true, cases: () => objectCase(bodyFields(), extraKeys(userIdOf(other().accessToken))) },
    { path: 'user.bodyData.recent', type: 'query', authed: true, cases: () => anyInput },
    {
      path: 'user.bodyData.get',
      type: 'query',
      authed: true,
      cases: () => objectCase({ id: idField }, extraKeys(userIdOf(other().accessToken))),
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
      cases: () => objectCase({ id: idField }, extraKeys(userIdOf(other().accessToken))),
      examples: idEdges,
    },
    { path: 'user.summary', type: 'query', authed: true, cases: () => anyInput },
  ];
}
