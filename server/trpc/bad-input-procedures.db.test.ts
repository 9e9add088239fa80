// docs/security.md rows 16 and 18, ASVS 2.2.x and 15.3.x: fuzzed input to every accounts procedure
// (wrong types, out-of-range and non-finite numbers, arrays for ids, missing fields, extra userId, objects
// for strings, NFD, emoji, lone surrogates, NUL, RTL override, 50-character Hangul, whitespace) never gets
// a 5xx: a 4xx with a whole-Korean message (no library English such as zod's 'array' or 'int',
// tests/helpers/korean-only.ts), and users / auth_sessions / body_data stay byte-identical.
import fc from 'fast-check';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { TestApp } from '../../tests/helpers/app';
import { accountsTrpcSpecs, accountsUnderTest, badInputCalls, RUNS } from '../../tests/helpers/bad-input';
import type { Member } from '../../tests/helpers/calls';
import type { Case } from '../../tests/helpers/fuzz';
import { rawGet } from '../../tests/helpers/security';

let t: TestApp;
let owner: Member;
let other: Member;
beforeEach(async () => {
  ({ t, owner, other } = await accountsUnderTest());
});
afterEach(async () => t.close());

const { checkCase, trpcCall } = badInputCalls(() => t);
const TRPC_SPECS = accountsTrpcSpecs(() => other);

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
