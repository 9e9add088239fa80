// PostgreSQL goes away twice under a steady mixed write load from several members on two app nodes (the
// compiled server, as `npm start` runs it): first a fast restart (SIGINT: sessions are ended with 57P01),
// then an immediate shutdown (SIGQUIT: backends die, sockets are cut mid-query, the next start runs crash
// recovery). README "Running on several machines" → "Database outages" promises what this checks:
// - no node process exits;
// - every answer is 200 or 503: never a 500, never a dropped or refused connection;
// - once PostgreSQL accepts connections again, both nodes answer 200 within 5 s (measured from the server
//   reporting "ready to accept connections" to the first round of probes all answering 200);
// - no acknowledged write is lost: everything that answered 200 reads back through the API afterwards.
// The database server is this test's own, so stopping it disturbs no other test.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildServer, SERVER_BUNDLE } from '../../scripts/build-server';
import { startServer, type TestServer } from '../e2e/helpers/server';
import { type InputArg, type MutationPath, memberInput, type OutputOf, type ProcedurePath, type QueryPath, trpcAnswer, trpcRequest } from '../helpers/calls';
import { createDatabase, type PgServer, startPostgres } from '../helpers/postgres';

const MEMBERS = 20;
/** Bounds of the load: requests per member, and wall time. */
const MAX_OPS_PER_MEMBER = 3000;
const LOAD_TIME_LIMIT_MS = 240_000;
/** How long the database stays down each time. */
const DOWN_MS = 3000;
/** The product's promise: serving again within this long of the database accepting connections. */
const RECOVERY_BOUND_MS = 5000;
/** A set per exercise short of the limit (20), then the member adds another exercise. */
const SETS_PER_EXERCISE = 18;

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

/** One HTTP answer; status 0 when there was none (the connection was refused or reset). */
type Answer = { node: number; label: string; status: number; body: any };
/** A procedure's answer: recorded like every other, and read as the procedure's output. */
type ProcedureAnswer<T> = Answer & { data: () => T };
const answers: Answer[] = [];

type Request = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string };

/** Sends `request` to a node and records the answer; also hands back the body text as it came. */
async function send(node: number, label: string, request: Request): Promise<[Answer, string]> {
  let answer: Answer;
  let text = '';
  try {
    const res = await fetch(`${nodes[node]!.baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { body: request.payload }),
    });
    text = await res.text();
    answer = { node, label, status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  } catch (error) {
    answer = { node, label, status: 0, body: String((error as Error).cause ?? error) };
  }
  answers.push(answer);
  return [answer, text];
}

const get = async (node: number, label: string, url: string, token?: string) =>
  (await send(node, label, { method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }))[0];

async function procedure<T>(
  node: number,
  kind: 'query' | 'mutation',
  path: ProcedurePath,
  token: string | undefined,
  input: unknown,
): Promise<ProcedureAnswer<T>> {
  const [answer, text] = await send(node, path, trpcRequest(kind, path, input, token));
  return { ...answer, data: () => trpcAnswer<T>({ status: answer.status, body: text, headers: {} }).data() };
}
const query = <P extends QueryPath>(node: number, path: P, token: string | undefined, ...[input]: InputArg<P>) =>
  procedure<OutputOf<P>>(node, 'query', path, token, input);
const mutate = <P extends MutationPath>(node: number, path: P, token: string | undefined, ...[input]: InputArg<P>) =>
  procedure<OutputOf<P>>(node, 'mutation', path, token, input);

/** The n-th day from 2020-01-01, as the API's dates are written. */
const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const body = (date: string, weight: number) => ({ date, height: 175, weight, bodyFat: 15, muscleMass: 33, upDownBalance: 5 });

type SetAck = { exerciseClientId: string; values?: { weight: number; reps: number } };
type StoredSet = { setClientId: string; weight: number | null; reps: number | null; done: boolean };

/** What one member did, and which of it the server acknowledged (answered 200). */
type Member = {
  token: string;
  routineId: number;
  sessionClientId: string;
  exercise: { clientId: string; created: boolean; sets: number };
  /** The set just added, whose values the next step sets. */
  pendingSet: { clientId: string; exerciseClientId: string } | null;
  sets: Map<string, SetAck>;
  /** date → weight, one save per date. */
  bodyData: Map<string, number>;
  bodyAttempts: number;
  /** The routine is renamed R1, R2, …: the highest acknowledged number, and the highest tried. */
  renameAcked: number;
  renameTried: number;
  acked: number;
  ops: number;
};

async function newMember(node: number): Promise<Member> {
  const signUp = await mutate(node, 'user.signUp', undefined, memberInput());
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const token = signUp.data().accessToken;
  const routine = await mutate(node, 'routines.create', token, { name: 'R0' });
  expect(routine.status).toBe(200);
  const sessionClientId = randomUUID();
  expect((await mutate(node, 'training.start', token, { clientId: sessionClientId, from: { kind: 'empty' } })).status).toBe(200);
  return {
    token,
    routineId: routine.data().routineId,
    sessionClientId,
    exercise: { clientId: randomUUID(), created: false, sets: 0 },
    pendingSet: null,
    sets: new Map(),
    bodyData: new Map(),
    bodyAttempts: 0,
    renameAcked: 0,
    renameTried: 0,
    acked: 0,
    ops: 0,
  };
}

/** One request of the member's mix (gym mode, body data, a routine edit, reads), on the given node. */
async function step(m: Member, node: number): Promise<Answer> {
  const { token, sessionClientId } = m;
  switch (m.ops % 6) {
    case 0: {
      if (m.exercise.sets >= SETS_PER_EXERCISE) m.exercise = { clientId: randomUUID(), created: false, sets: 0 };
      const exerciseClientId = m.exercise.clientId;
      if (!m.exercise.created) {
        // Retried with the same client id until acknowledged: a repeat answers the current state.
        const added = await mutate(node, 'training.addExercise', token, { sessionClientId, exerciseClientId, exerciseId: 1, setClientIds: [] });
        if (added.status === 200) m.exercise.created = true;
        return added;
      }
      const setClientId = randomUUID();
      m.exercise.sets += 1;
      const added = await mutate(node, 'training.addSet', token, { sessionClientId, exerciseClientId, setClientId });
      if (added.status === 200) {
        m.sets.set(setClientId, { exerciseClientId });
        m.pendingSet = { clientId: setClientId, exerciseClientId };
      }
      return added;
    }
    case 1: {
      const set = m.pendingSet;
      m.pendingSet = null;
      if (!set) return query(node, 'training.active', token);
      const values = { weight: (m.sets.size % 40) * 2.5, reps: 1 + (m.sets.size % 12) };
      const input = { sessionClientId, exerciseClientId: set.exerciseClientId, setClientId: set.clientId, ...values, done: true };
      const updated = await mutate(node, 'training.updateSet', token, input);
      if (updated.status === 200) m.sets.set(set.clientId, { exerciseClientId: set.exerciseClientId, values });
      return updated;
    }
    case 2: {
      const date = day(m.bodyAttempts++);
      const weight = 60 + (m.bodyAttempts % 60);
      const saved = await mutate(node, 'user.bodyData.save', token, body(date, weight));
      if (saved.status === 200) m.bodyData.set(date, weight);
      return saved;
    }
    case 3: {
      const n = ++m.renameTried;
      const renamed = await mutate(node, 'routines.rename', token, { routineId: m.routineId, name: `R${n}` });
      if (renamed.status === 200) m.renameAcked = n;
      return renamed;
    }
    case 4:
      return query(node, 'routines.list', token);
    default:
      return get(node, 'GET /api/bodyData/recent', '/api/bodyData/recent', token);
  }
}

const load = { running: false, deadline: 0 };

/** A member's requests one after another, alternating nodes, until the load stops or a bound is reached. */
async function runMember(m: Member, index: number): Promise<void> {
  while (load.running && m.ops < MAX_OPS_PER_MEMBER && Date.now() < load.deadline) {
    const answer = await step(m, (index + m.ops) % 2);
    m.ops += 1;
    if (answer.status === 200) m.acked += 1;
    // A client backs off a little after a 503 instead of hammering a node that cannot reach its database.
    else await delay(25);
  }
}

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
    const active = await query(node, 'training.active', m.token);
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
