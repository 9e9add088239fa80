// The traffic of tests/pg/outages.test.ts: members on two app nodes, each running a mix of gym mode, body
// data, routine renames and reads, and the record of every answer (status 0 when there was none), with
// what each member's writes the server acknowledged, so they can be read back afterwards.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'vitest';
import type { TestServer } from '../e2e/helpers/server';
import { type InputArg, type MutationPath, memberInput, type OutputOf, type ProcedurePath, type QueryPath, trpcAnswer, trpcRequest } from './calls';

/** Bounds of the load: requests per member. */
const MAX_OPS_PER_MEMBER = 3000;
/** A set per exercise short of the limit (20), then the member adds another exercise. */
const SETS_PER_EXERCISE = 18;

/** One HTTP answer; status 0 when there was none (the connection was refused or reset). */
export type Answer = { node: number; label: string; status: number; body: any };
/** A procedure's answer: recorded like every other, and read as the procedure's output. */
type ProcedureAnswer<T> = Answer & { data: () => T };

type Request = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string };

/** The n-th day from 2020-01-01, as the API's dates are written. */
export const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
export const body = (date: string, weight: number) => ({ date, height: 175, weight, bodyFat: 15, muscleMass: 33, upDownBalance: 5 });

type SetAck = { exerciseClientId: string; values?: { weight: number; reps: number } };
export type StoredSet = { setClientId: string; weight: number | null; reps: number | null; done: boolean };

/** What one member did, and which of it the server acknowledged (answered 200). */
export type Member = {
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

/** The traffic against `nodes`: calls that record their answers, members, and the load that runs them. */
export function outageTraffic(nodes: TestServer[]) {
  const answers: Answer[] = [];

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

  async function newMember(node: number): Promise<Member> {
    const signUp = await mutate(node, 'user.signUp', undefined, memberInput());
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const token = signUp.data().accessToken;
    const routine = await mutate(node, 'routines.create', token, { name: 'R0' });
    expect(routine.status).toBe(200);
    const sessionClientId = randomUUID();
    expect((await mutate(node, 'training.session.start', token, { clientId: sessionClientId, from: { kind: 'empty' } })).status).toBe(200);
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
          const added = await mutate(node, 'training.session.addExercise', token, { sessionClientId, exerciseClientId, exerciseId: 1, setClientIds: [] });
          if (added.status === 200) m.exercise.created = true;
          return added;
        }
        const setClientId = randomUUID();
        m.exercise.sets += 1;
        const added = await mutate(node, 'training.session.addSet', token, { sessionClientId, exerciseClientId, setClientId });
        if (added.status === 200) {
          m.sets.set(setClientId, { exerciseClientId });
          m.pendingSet = { clientId: setClientId, exerciseClientId };
        }
        return added;
      }
      case 1: {
        const set = m.pendingSet;
        m.pendingSet = null;
        if (!set) return query(node, 'training.session.active', token);
        const values = { weight: (m.sets.size % 40) * 2.5, reps: 1 + (m.sets.size % 12) };
        const input = { sessionClientId, exerciseClientId: set.exerciseClientId, setClientId: set.clientId, ...values, done: true };
        const updated = await mutate(node, 'training.session.updateSet', token, input);
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

  return { answers, get, query, mutate, newMember, load, runMember };
}
