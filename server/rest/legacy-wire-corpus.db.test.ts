// The legacy /api wire, byte for byte: a fixed corpus of requests (tests/helpers/legacy-wire-steps.ts and
// legacy-wire-routines.ts) runs in order against a fresh app on a fresh database with a fake clock, and
// every answer (status, headers, body bytes) must equal the one recorded in
// server/rest/fixtures/legacy-wire-corpus.jsonl. Only random values are normalised (tokens, the catalogue's
// seed date: tests/helpers/legacy-wire.ts). Both dialects compare with the same record: a refactor of the
// code behind /api must leave every answer as it is.
//
// The record is made on SQLite, only when asked:
//   UPDATE_WIRE_CORPUS=1 npx vitest run --project server server/rest/legacy-wire-corpus.db.test.ts
// A missing record fails the test; it is never written silently.
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ACTIVE_DIALECT } from '../../db/dialect';
import { buildTestApp, fakeClock, type TestApp } from '../../tests/helpers/app';
import { readWireFixture, type WireExchange, WireRecorder, writeWireFixture } from '../../tests/helpers/legacy-wire';
import { ROUTINE_STEPS } from '../../tests/helpers/legacy-wire-routines';
import { ACCOUNT_STEPS, CLOSING_STEPS } from '../../tests/helpers/legacy-wire-steps';
import { sqlRow } from '../../tests/helpers/test-db';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/legacy-wire-corpus.jsonl');
const UPDATE = process.env.UPDATE_WIRE_CORPUS === '1' && ACTIVE_DIALECT === 'sqlite';
const ABOUT =
  'The legacy /api wire recorded by server/rest/legacy-wire-corpus.db.test.ts: one exchange per line after this one. ' +
  'requestHeaders are sent with every request; commonHeaders are in every answer, besides its own headers. ' +
  'Bodies are parsed JSON when that re-serialises to the same bytes, else text. ' +
  'Re-record: UPDATE_WIRE_CORPUS=1 npx vitest run --project server server/rest/legacy-wire-corpus.db.test.ts';

let t: TestApp;
let recorder: WireRecorder;
beforeAll(async () => {
  const clock = fakeClock();
  t = await buildTestApp({ now: clock.now });
  // The catalogue is seeded with the day the test database was built: the only date not set by the clock.
  const seeded = await sqlRow<{ d: string }>(t.db, 'SELECT created_at AS d FROM exercises ORDER BY id LIMIT 1');
  recorder = new WireRecorder(t.app, clock, seeded!.d);
});
afterAll(async () => t?.close());

/** The first difference, readable: the request, then a structural diff, then the exact bytes. */
function expectSameExchange(actual: WireExchange, expected: WireExchange | undefined): void {
  const label = `exchange #${actual.n} "${actual.name}": ${actual.method} ${actual.path}`;
  expect(expected, `${label} is not in the record (re-record if the corpus grew)`).toBeDefined();
  expect(actual, label).toEqual(expected);
  expect(JSON.stringify(actual.body), `${label}: body bytes (key order, number format)`).toBe(JSON.stringify(expected!.body));
  expect(JSON.stringify(actual), label).toBe(JSON.stringify(expected));
}

test(`the legacy /api wire answers the recorded corpus byte for byte (${ACTIVE_DIALECT})`, async () => {
  const recorded = UPDATE ? null : readWireFixture(FIXTURE);
  if (!UPDATE && recorded === null) {
    expect.fail(`${FIXTURE} is missing: record it with UPDATE_WIRE_CORPUS=1 npx vitest run --project server server/rest/legacy-wire-corpus.db.test.ts`);
  }
  for (const step of [...ACCOUNT_STEPS, ...ROUTINE_STEPS, ...CLOSING_STEPS]) {
    const exchange = await recorder.run(step);
    if (recorded) expectSameExchange(exchange, recorded[exchange.n - 1]);
  }
  if (recorded) expect(recorded.length, 'the record has more exchanges than the corpus').toBe(recorder.exchanges.length);
  if (UPDATE) writeWireFixture(FIXTURE, ABOUT, recorder.exchanges);
});
