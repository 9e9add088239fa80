// PostgreSQL goes away twice under a steady mixed write load from several members on two app nodes (the
// compiled server, as `npm start` runs it): first a fast restart (SIGINT: sessions are ended with 57P01),
// then an immediate shutdown (SIGQUIT: backends die, sockets are cut mid-query, the next start runs crash
// recovery). docs/operations.md "Running on several machines" → "Database outages" promises what this checks:
// - no node process exits;
// - every answer is 200 or 503: never a 500, never a dropped or refused connection;
// - once PostgreSQL accepts connections again, both nodes answer 200 within 5 s (measured from the server
//   reporting "ready to accept connections" to the first round of probes all answering 200);
// - no acknowledged write is lost: everything that answered 200 reads back through the API afterwards.
// The database server is this test's own, so stopping it disturbs no other test.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildServer, SERVER_BUNDLE } from '../../scripts/build-server';
import { startServer, type TestServer } from '../e2e/helpers/server';
import { memberInput } from '../helpers/calls';
import { type Answer, body, day, type Member, outageTraffic, type StoredSet } from '../helpers/outage-traffic';
import { createDatabase, type PgServer, startPostgres } from '../helpers/postgres';

const MEMBERS = 20;
/** Bound of the load in wall time. */
const LOAD_TIME_LIMIT_MS = 240_000;
/** How long the database stays down each time. */
const DOWN_MS = 3000;
/** The product's promise: serving again within this long of the database accepting connections. */
const RECOVERY_BOUND_MS = 5000;

let pg: PgServer;
const nodes: TestServer[] = [];

beforeAll(async () => {
  // Durable: the run's shared cluster turns synchronous_commit off, and an immediate shutdown then loses the
  // last commits it had acknowledged (their WAL was not written yet), which no app could prevent.
  pg = await startPostgres({ durable: true });
  const databaseUrl = await createDatabase(pg.adminUrl, 'fitforme');
  await buildServer();
  // One after the other: the first migrates and syncs the catalogue, the second finds nothing to do.
  const env = { DATABASE_CONNECT_TIMEOUT_SECONDS: '2' };
  nodes.push(await startServer({ compiled: SERVER_BUNDLE, databaseUrl, env }));
  nodes.push(await startServer({ compiled: SERVER_BUNDLE, databaseUrl, env }));
}, 180_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await pg?.destroy();
});

const { answers, get, query, mutate, newMember, load, runMember } = outageTraffic(nodes);

/** Nodes that exited on their own, with what they wrote last. */
const exits = () =>
  nodes.flatMap((node, i) => {
    const how = node.exited();
    return how ? [{ node: i, ...how, output: node.output().slice(-3000) }] : [];
  });

/**
 * Probe rounds one right after another (no pause) until one where both nodes answer 200 to the health
 * check, a read and a write; answers how long that took from `since`.
 */
async function timeToServe(probe: string, since: number): Promise<number> {
  let round = 0;
  while (performance.now() - since < 60_000 && exits().length === 0) {
    round += 1;
    const results = await Promise.all(
      [0, 1].flatMap((node) => [
        get(node, 'probe GET /healthz', '/healthz'),
        query(node, 'routines.list', probe),
        mutate(node, 'user.bodyData.save', probe, body(day(1000 + round * 2 + node), 70)),
      ]),
    );
    if (results.every((r) => r.status === 200)) return performance.now() - since;
  }
  return Number.POSITIVE_INFINITY;
}

type Outage = { kind: string; answers: Answer[]; recoveryMs: number };

async function outage(kind: 'fast' | 'immediate', members: Member[], probe: string): Promise<Outage> {
  const from = answers.length;
  const downAt = performance.now();
  // fast: SIGINT, sessions ended with 57P01, a clean exit; immediate: SIGQUIT, every backend dies at once
  // as in a crash or a killed container, and the next start runs crash recovery.
  await pg.stop(kind);
  // Down for a few seconds while the load keeps coming: long enough that both nodes answered it without
  // their database.
  const bothRefused = () => [0, 1].every((node) => answers.slice(from).some((a) => a.node === node && a.status === 503));
  await expect.poll(() => exits().length > 0 || (performance.now() - downAt >= DOWN_MS && bothRefused()), { timeout: 60_000, interval: 50 }).toBe(true);
  await pg.start(); // resolves when the server logs "ready to accept connections"
  const recoveryMs = await timeToServe(probe, performance.now());
  // Every member's own traffic gets through again too.
  const mark = members.map((m) => m.acked);
  await expect.poll(() => exits().length > 0 || members.every((m, i) => m.acked >= mark[i]! + 3), { timeout: 60_000, interval: 50 }).toBe(true);
  return { kind, answers: answers.slice(from), recoveryMs };
}

const unexpected = (list: Answer[]) =>
  list.filter((a) => a.status !== 200 && a.status !== 503).map((a) => ({ ...a, body: JSON.stringify(a.body).slice(0, 300) }));

test('two nodes under a write load survive a fast restart and an immediate shutdown of PostgreSQL: 200 or 503 only, serving again within 5 s, no acknowledged write lost', async () => {
  const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => newMember(i % 2)));
  const probeSignUp = await mutate(0, 'user.signUp', undefined, memberInput());
  const probe = probeSignUp.data().accessToken;

  load.running = true;
  load.deadline = Date.now() + LOAD_TIME_LIMIT_MS;
  const loops = members.map((m, i) => runMember(m, i));
  try {
    // Every member is writing before the database goes away.
    await expect.poll(() => members.every((m) => m.acked >= 6), { timeout: 60_000, interval: 50 }).toBe(true);

    const fast = await outage('fast', members, probe);
    expect(exits()).toEqual([]);
    const immediate = await outage('immediate', members, probe);
    expect(exits()).toEqual([]);

    for (const o of [fast, immediate]) {
      expect(unexpected(o.answers), o.kind).toEqual([]);
      // The outage was felt on both nodes (and answered as such).
      for (const node of [0, 1]) {
        expect(
          o.answers.some((a) => a.node === node && a.status === 503),
          `${o.kind}: a 503 from node ${node}`,
        ).toBe(true);
      }
      expect(o.recoveryMs, `${o.kind}: ms from "ready to accept connections" to every probe answering 200`).toBeLessThan(RECOVERY_BOUND_MS);
    }
    console.log(
      `outages: ${[fast, immediate].map((o) => `${o.kind} ${o.answers.length} answers, ${o.answers.filter((a) => a.status === 503).length}× 503, serving again ${Math.round(o.recoveryMs)} ms after the database was ready`).join('; ')}`,
    );
  } finally {
    load.running = false;
    await Promise.all(loops);
  }
  expect(exits()).toEqual([]);
  expect(unexpected(answers)).toEqual([]);

  // Read back everything acknowledged, through the API.
  for (const [i, m] of members.entries()) {
    const node = i % 2;
    const active = await query(node, 'training.session.active', m.token);
    expect(active.status).toBe(200);
    const stored = new Map<string, StoredSet & { exerciseClientId: string }>();
    for (const e of active.data()!.exercises) {
      for (const s of e.sets) stored.set(s.setClientId, { ...s, exerciseClientId: e.exerciseClientId });
    }
    for (const [setClientId, ack] of m.sets) {
      const set = stored.get(setClientId);
      expect(set?.exerciseClientId, `member ${i}: acknowledged set ${setClientId}`).toBe(ack.exerciseClientId);
      if (ack.values) expect(set, `member ${i}: acknowledged values of set ${setClientId}`).toMatchObject({ ...ack.values, done: true });
    }

    const dates = new Map<string, number>();
    for (let page = 1; ; page++) {
      const listed = await query(node, 'user.bodyData.list', m.token, { page });
      expect(listed.status).toBe(200);
      const rows = listed.data();
      if (rows.length === 0) break;
      for (const row of rows) dates.set(row.date, row.weight);
    }
    for (const [date, weight] of m.bodyData) expect(dates.get(date), `member ${i}: body data of ${date}`).toBe(weight);

    const routines = (await query(node, 'routines.list', m.token)).data();
    const renamedTo = Number(routines.find((r) => r.routineId === m.routineId)?.routineName.slice(1));
    // The last rename that committed: at least the last acknowledged one (a later one may have committed
    // before its answer was lost).
    expect(renamedTo, `member ${i}: routine name`).toBeGreaterThanOrEqual(m.renameAcked);
    expect(renamedTo).toBeLessThanOrEqual(m.renameTried);
  }
  const acknowledged = members.reduce((n, m) => n + m.sets.size + m.bodyData.size + m.renameAcked, 0);
  console.log(`load: ${answers.length} answers, ${acknowledged} acknowledged writes read back (sets, body data, renames)`);
  expect(acknowledged).toBeGreaterThan(MEMBERS * 4);
}, 600_000);
