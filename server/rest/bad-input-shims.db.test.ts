// docs/security.md rows 16 and 18, ASVS 2.2.x and 15.3.x: fuzzed input to every accounts shim (the legacy
// field rules: numeric strings, defaults, 남성/여성, balance / 10; path segments; query strings; the
// Authorization header) never gets a 5xx: a 4xx with the Korean envelope, and users / auth_sessions /
// body_data stay byte-identical.
import fc from 'fast-check';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { TestApp } from '../../tests/helpers/app';
import { accountsUnderTest, badInputCalls, RUNS } from '../../tests/helpers/bad-input';
import { api, type HttpAnswer, type Member } from '../../tests/helpers/calls';
import { type Case, emailField, extraKeys, loginPasswordField, nameField, newPasswordField, objectCase } from '../../tests/helpers/fuzz';
import { legacyBirthDateField, legacyBodyFields, legacyDateField, legacySexField, pathSegmentCase, queryJunk, segment } from '../../tests/helpers/fuzz-legacy';
import { latinInRefusal } from '../../tests/helpers/korean-only';
import { HANGUL, rawGet, rawPost, snapshotAll, visibleMessage } from '../../tests/helpers/security';

let t: TestApp;
let owner: Member;
beforeEach(async () => {
  ({ t, owner } = await accountsUnderTest());
});
afterEach(async () => t.close());

const { checkCase, shimPost } = badInputCalls(() => t);

type ShimSpec = { name: string; cases: () => fc.Arbitrary<Case>; call: (input: unknown) => Promise<HttpAnswer>; examples?: Case[] };

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
