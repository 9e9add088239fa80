// The member's times on the tRPC wire (docs/decisions/018-outbox-and-conflicts.md): a start and a finish sent
// by the outbox carry optional `startedAt` / `finishedAt`; sent twice, the first times stay; a bad time is a
// 400 with a Korean message and nothing stored. The bounds themselves: tests/service/training-client-times.test.ts.
import { describe, expect, test } from 'vitest';
import { type Member, trpcError } from '../helpers/calls';
import { eachTrainingWorld, HANGUL, ok, uuid } from '../helpers/training-http';

let a: Member;
let clock: { now: () => number };
const { at, mutate, store } = eachTrainingWorld((w) => {
  ({ a, clock } = w);
});
const MINUTE = 60_000;

describe('client times through tRPC', () => {
  test('a start and a finish sent later, each twice: stored with the member’s times once; the summary lasts 20 minutes', async () => {
    const t0 = clock.now();
    await at(t0 + 45 * MINUTE);
    const sessionClientId = uuid();
    const start = { clientId: sessionClientId, from: { kind: 'empty' }, startedAt: t0 };
    const first = await ok(mutate(a, 'session.start', start));
    const again = await ok(mutate(a, 'session.start', start));
    expect([first.startedAt, again.startedAt]).toEqual([t0, t0]);
    const finish = { sessionClientId, notes: null, finishedAt: t0 + 20 * MINUTE };
    const summary = await ok(mutate(a, 'session.finish', finish));
    const repeat = await ok(mutate(a, 'session.finish', finish));
    expect([summary.durationSeconds, repeat.durationSeconds]).toEqual([1200, 1200]);
  });

  test('a time that is not a whole non-negative number of ms is refused in Korean, nothing stored', async () => {
    const sessionClientId = uuid();
    await ok(mutate(a, 'session.start', { clientId: sessionClientId, from: { kind: 'empty' } }));
    const before = await store();
    for (const bad of [-1, 1.5, '2026-11-20T20:00:00Z', 1e300, null]) {
      const started = await mutate(a, 'session.start', { clientId: uuid(), from: { kind: 'empty' }, startedAt: bad });
      const finished = await mutate(a, 'session.finish', { sessionClientId, finishedAt: bad });
      for (const r of [started, finished]) {
        expect(r.status, String(bad)).toBe(400);
        expect(trpcError(r).message, String(bad)).toMatch(HANGUL);
      }
    }
    expect(await store()).toBe(before);
  });
});
